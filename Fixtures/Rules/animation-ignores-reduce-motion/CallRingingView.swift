import UIKit

/// The ringing screen: rings ripple out from the caller's photo until the call is answered.
final class CallRingingView: UIView {
    private let rippleContainer = UIView()

    func startRinging() {
        for (index, opacity) in [0.4, 0.2, 0.1].enumerated() {
            let ring = CAShapeLayer()
            ring.path = UIBezierPath(ovalIn: rippleContainer.bounds).cgPath
            ring.opacity = Float(opacity)
            rippleContainer.layer.addSublayer(ring)

            let ripple = CABasicAnimation(keyPath: "transform.scale")
            ripple.toValue = 1.2 + Double(index) * 0.2
            ripple.duration = 1.5
            ripple.repeatCount = .infinity  // expect: animation-ignores-reduce-motion
            ring.add(ripple, forKey: "ripple")
        }
    }

    func wobbleAvatar(_ avatar: UIView) {
        UIView.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse], animations: {  // expect: animation-ignores-reduce-motion
            avatar.transform = CGAffineTransform(rotationAngle: 0.08)
        })
    }

    func blinkStatus(_ status: UIView) {
        UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse], animations: {
            status.alpha = 0.3
        })
    }

    func addCardParallax(to card: UIView) {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)  // expect: animation-ignores-reduce-motion
        horizontal.minimumRelativeValue = -12
        horizontal.maximumRelativeValue = 12
        card.addMotionEffect(horizontal)
    }

    func pulseHint(on layer: CALayer) {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.repeatCount = .infinity
        pulse.autoreverses = true
        layer.add(pulse, forKey: "pulse")
    }
}

/// A spinner: a full turn of a small ring, like UIActivityIndicatorView.
final class RingProgressView: UIView {
    private let ring = CAShapeLayer()

    func startSpinning() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .greatestFiniteMagnitude
        ring.add(spin, forKey: "spin")
    }
}
