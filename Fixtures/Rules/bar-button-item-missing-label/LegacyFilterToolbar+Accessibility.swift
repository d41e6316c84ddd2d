import UIKit

extension LegacyFilterToolbar {
    /// Called from viewWillAppear in the Objective-C half.
    @objc func applyAccessibilityLabels() {
        filterItem.accessibilityLabel = String(localized: "Filter messages")
        flagItem.accessibilityLabel = String(localized: "Flag")
    }
}
