import UIKit

/// The membership card at the top of the profile; tapping it opens the membership screen.
final class ProfileCardView: UIView {
    @IBOutlet private weak var tierLabel: UILabel!
    @IBOutlet private weak var badgeImageView: UIImageView!

    func configure(tier: MembershipTier) {
        tierLabel.text = tier.localizedName
        badgeImageView.image = UIImage(named: tier.badgeAssetName)
        accessibilityLabel = String(localized: "\(tier.localizedName) membership")
    }
}
