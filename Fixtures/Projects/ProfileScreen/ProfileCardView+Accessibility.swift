import UIKit

extension ProfileCardView {
    /// The card reads as one button: "Gold membership, button".
    override func awakeFromNib() {
        super.awakeFromNib()
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityHint = String(localized: "Shows your membership benefits")
    }
}
