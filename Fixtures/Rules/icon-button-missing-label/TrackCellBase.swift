import UIKit

/// The base of every track row: a row is one VoiceOver element that speaks the track and its
/// state, and plays or pauses when activated.
class TrackCellBase: UITableViewCell {
    let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { nil }

    override var accessibilityLabel: String? {
        get { titleLabel.text }
        set { super.accessibilityLabel = newValue }
    }
}

/// A row that lists its own elements: the title and the download button stay separate stops.
class ListedTrackCellBase: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }
}
