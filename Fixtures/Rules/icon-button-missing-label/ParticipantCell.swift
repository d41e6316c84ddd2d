import UIKit

/// A participant row that is one VoiceOver element: its label says who it is, and removing
/// the participant is a custom action, so the icon button inside it is no separate stop.
final class ParticipantCell: UITableViewCell {
    let removeButton = UIButton(type: .system)
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        removeButton.setImage(UIImage(named: "participant-remove"), for: .normal)
        contentView.addSubview(removeButton)
        contentView.addSubview(nameLabel)
        isAccessibilityElement = true
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: String(localized: "Remove participant")) { [weak self] _ in
                self?.removeButton.sendActions(for: .touchUpInside)
                return true
            },
        ]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var accessibilityLabel: String? {
        get { nameLabel.text }
        set { super.accessibilityLabel = newValue }
    }
}

/// A cell that is one element only while collapsed: when expanded its buttons are stops.
final class ExpandableParticipantCell: UITableViewCell {
    let muteButton = UIButton(type: .system)
    var isExpanded = false {
        didSet { isAccessibilityElement = !isExpanded }
    }

    func configure() {
        isAccessibilityElement = true
        muteButton.setImage(UIImage(named: "participant-mute"), for: .normal)  // expect: icon-button-missing-label
    }
}
