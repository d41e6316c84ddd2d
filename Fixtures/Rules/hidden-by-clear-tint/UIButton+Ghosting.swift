import UIKit

extension UIButton {
    /// Fades the button out while an upload runs, keeping the layout in place.
    func setGhosted(_ ghosted: Bool) {
        isEnabled = !ghosted
        tintColor = ghosted ? .clear : nil  // expect: hidden-by-clear-tint
        setTitleColor(ghosted ? .clear : .label, for: .normal)
    }
}
