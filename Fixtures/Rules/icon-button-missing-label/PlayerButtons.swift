import UIKit

/// Shows the time left on the sleep timer in its label.
final class SleepTimerButton: UIButton {
    var remaining: Duration? {
        didSet { setImage(UIImage(named: remaining == nil ? "moon" : "moon-zzz"), for: .normal) }
    }

    override var accessibilityLabel: String? {
        get {
            guard let remaining else { return String(localized: "Sleep timer") }
            return String(localized: "Sleep timer, \(remaining.formatted()) left")
        }
        set { super.accessibilityLabel = newValue }
    }
}

/// A bookmark toggle that never says what it is.
final class BookmarkButton: UIButton {
    var isBookmarked = false {
        didSet {
            setImage(UIImage(named: isBookmarked ? "bookmark-filled" : "bookmark-outline"), for: .normal)  // expect: icon-button-missing-label
        }
    }
}

extension UIButton {
    /// A helper: the buttons it is called on are judged where they are configured.
    func applyIcon(_ image: UIImage?) {
        setImage(image, for: .normal)
        imageView?.contentMode = .scaleAspectFit
    }
}
