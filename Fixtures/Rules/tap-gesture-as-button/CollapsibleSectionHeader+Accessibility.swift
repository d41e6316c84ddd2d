import UIKit

extension CollapsibleSectionHeader {
    /// Exposes the header as one button whose value tells whether the section is open.
    func configureAccessibility() {
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityTraits.insert(.header)
        accessibilityLabel = titleLabel.text
        accessibilityValue = isExpanded ? String(localized: "Expanded") : String(localized: "Collapsed")
    }
}
