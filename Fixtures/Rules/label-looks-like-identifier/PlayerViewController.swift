import UIKit

/// A player screen whose UIKit labels are asset names and code identifiers.
final class PlayerViewController: UIViewController {
    let closeButton = UIButton(type: .system)
    let airPlayButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    let shareButton = UIButton(type: .system)
    let deviceButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.accessibilityLabel = "ic_close"  // expect: label-looks-like-identifier
        airPlayButton.accessibilityLabel = "chevron.down"  // expect: label-looks-like-identifier
        nextButton.accessibilityLabel = "nextButton"  // expect: label-looks-like-identifier
        shareButton.accessibilityIdentifier = "share"
        shareButton.accessibilityLabel = NSLocalizedString("player_share", comment: "")
        deviceButton.accessibilityLabel = "iPhone"
    }
}
