import UIKit

/// A download row: the cell reads as one element, but its cancel and retry buttons are lost.
final class DownloadCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)
    private lazy var cancelButton = makeActionButton(symbol: "xmark.circle", label: "Cancel download")
    @IBOutlet private var retryButton: UIButton!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(progressView)
        contentView.addSubview(cancelButton)
        isAccessibilityElement = true  // expect: row-controls-hidden
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(title: String, progress: Float) {
        titleLabel.text = title
        progressView.progress = progress
        accessibilityLabel = title
        accessibilityValue = "\(Int(progress * 100)) percent"
    }

    private func makeActionButton(symbol: String, label: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: symbol), for: .normal)
        button.accessibilityLabel = label
        return button
    }
}

/// The same row done right: the buttons are custom actions of the one element.
final class UploadCell: UITableViewCell {
    private let cancelButton = UIButton(type: .system)

    func configure(title: String) {
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Cancel upload") { [weak self] _ in
                self?.cancelButton.sendActions(for: .touchUpInside)
                return true
            },
        ]
    }
}

/// A switch row that handles activation itself: double-tapping the cell flips the switch.
final class NotificationSettingCell: UITableViewCell {
    private let toggle = UISwitch()

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityValue: String? {
        get { toggle.isOn ? "On" : "Off" }
        set {}
    }

    override func accessibilityActivate() -> Bool {
        toggle.setOn(!toggle.isOn, animated: true)
        toggle.sendActions(for: .valueChanged)
        return true
    }
}

/// A plain text row: no control inside, one element is right.
final class SummaryCell: UICollectionViewCell {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    func configure(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
        isAccessibilityElement = true
        accessibilityLabel = "\(title), \(detail)"
    }
}
