import UIKit

extension ShipmentCardView {
    func configureAccessibility() {
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = [trackingLabel.text, statusLabel.text].compactMap { $0 }.joined(separator: ", ")
    }
}
