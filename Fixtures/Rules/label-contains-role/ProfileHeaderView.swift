import UIKit

/// A profile header whose labels repeat the roles VoiceOver speaks.
final class ProfileHeaderView: UIView {
    let avatarImageView = UIImageView()
    let editButton = UIButton(type: .system)
    let followButton = UIButton(type: .system)
    let coverImageView = UIImageView()

    func configure(name: String) {
        avatarImageView.accessibilityLabel = "Profile picture icon"  // expect: label-contains-role
        editButton.accessibilityLabel = NSLocalizedString("Edit profile button", comment: "")  // expect: label-contains-role
        followButton.accessibilityLabel = "Follow \(name)"
        coverImageView.accessibilityLabel = "Cover photo of \(name)"
    }
}
