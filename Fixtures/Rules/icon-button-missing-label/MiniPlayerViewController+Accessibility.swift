import UIKit

extension MiniPlayerViewController {
    /// Names for the icon buttons set up in `viewDidLoad` and in MiniPlayer.xib.
    func configureAccessibility() {
        airPlayButton.accessibilityLabel = String(localized: "Play on another device")
        expandButton.accessibilityLabel = String(localized: "Show full player")
    }
}
