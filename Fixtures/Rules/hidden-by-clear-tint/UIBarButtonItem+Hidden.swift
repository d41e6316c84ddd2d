import UIKit

extension UIBarButtonItem {
    /// Shows or hides the item without rebuilding the bar's item list.
    var isHidden: Bool {
        get { tintColor == .clear }
        set {
            isEnabled = !newValue
            tintColor = newValue ? .clear : nil  // expect: hidden-by-clear-tint
        }
    }
}
