import UIKit

/// Checks the setting before starting the ambient drift.
final class AmbientBackgroundView: UIView {
    func startDrift(_ layer: CALayer) {
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        let drift = CABasicAnimation(keyPath: "position.x")
        drift.byValue = 40
        drift.repeatCount = .infinity
        layer.add(drift, forKey: "drift")
    }
}
