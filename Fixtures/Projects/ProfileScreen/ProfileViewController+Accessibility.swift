import UIKit

extension ProfileViewController {
    /// The share item in the storyboard shows only an icon: give it a name.
    func configureAccessibility() {
        shareItem.accessibilityLabel = String(localized: "Share profile")
    }
}
