import UIKit

extension UIBarButtonItem {
    /// Lets storyboards and xibs set the spoken label as a runtime attribute
    /// (it shows up as "Acc Label Text" in the Attributes inspector).
    @IBInspectable var accLabelText: String? {
        get { accessibilityLabel }
        set { accessibilityLabel = newValue }
    }

    /// An SF Symbol item with a spoken label.
    convenience init(symbol: String, label: String, target: Any?, action: Selector?) {
        self.init(image: UIImage(systemName: symbol), style: .plain, target: target, action: action)
        accessibilityLabel = label
    }

    /// An item showing an icon from the asset catalog; nothing gives it a label.
    convenience init(icon: String, target: Any?, action: Selector?) {
        self.init(image: UIImage(named: icon), style: .plain, target: target, action: action)  // expect: bar-button-item-missing-label
        style = .plain
    }
}

/// A bar button item that shows an unread badge over a bell.
final class BadgedBarButtonItem: UIBarButtonItem {
    var badgeCount = 0 {
        didSet { accessibilityValue = badgeCount > 0 ? String(localized: "\(badgeCount) unread") : nil }
    }

    convenience init(target: Any?, action: Selector?) {
        self.init(image: UIImage(systemName: "bell"), style: .plain, target: target, action: action)
        accLabelText = String(localized: "Notifications")
    }
}
