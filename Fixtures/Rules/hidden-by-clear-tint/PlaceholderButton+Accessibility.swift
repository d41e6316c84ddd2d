import UIKit

extension PlaceholderButton {
    /// Placeholders keep layout only; assistive technologies skip them.
    func configureAccessibility() {
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }
}
