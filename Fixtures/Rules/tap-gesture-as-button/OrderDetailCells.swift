import UIKit

/// Order detail rows. The reference cell's tap only shows the Copy menu for its value, and the note
/// label's tap only lays its text out in full: VoiceOver reads the whole text and copies it itself.
/// The address label's tap opens the map: an action, reported.
final class OrderReferenceCell: UITableViewCell {
    let referenceLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(referenceLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showCopyMenu(_:))))
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    @objc private func showCopyMenu(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if let view = recognizer.view, view.becomeFirstResponder() {
            let menu = UIMenuController.shared
            menu.showMenu(from: self, rect: referenceLabel.frame)
        }
    }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = referenceLabel.text
    }
}

final class OrderNoteCell: UITableViewCell {
    let noteLabel = UILabel()
    let addressLabel = UILabel()
    var onOpenMap: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        noteLabel.numberOfLines = 2
        contentView.addSubview(noteLabel)
        contentView.addSubview(addressLabel)
        noteLabel.isUserInteractionEnabled = true
        noteLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(expandNote)))
        addressLabel.isUserInteractionEnabled = true
        addressLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openMap)))  // expect: tap-gesture-as-button
    }

    required init?(coder: NSCoder) { nil }

    @objc private func expandNote() {
        noteLabel.numberOfLines = noteLabel.numberOfLines == 0 ? 2 : 0
        noteLabel.adjustsFontSizeToFitWidth = false
    }

    @objc private func openMap() { onOpenMap?() }
}
