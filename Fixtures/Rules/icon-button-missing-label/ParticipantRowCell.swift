import UIKit

/// One VoiceOver element per participant: the cell speaks the name and offers raising a hand
/// as a custom action, so the xib's icon-only hand button is never a stop of its own.
final class ParticipantRowCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var raiseHandButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        isAccessibilityElement = true
        accessibilityLabel = nameLabel.text
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: String(localized: "Raise hand")) { [weak self] _ in
                self?.raiseHandButton.sendActions(for: .touchUpInside)
                return true
            },
        ]
    }
}
