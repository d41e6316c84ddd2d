import UIKit

/// A signature pad: it tracks the finger, which is not a button press.
final class SignaturePadView: UIView {
    private let path = UIBezierPath()
    weak var delegate: SignaturePadDelegate?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.move(to: touch.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.addLine(to: touch.location(in: self))
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        delegate?.signaturePadDidFinish(self)
    }
}

protocol SignaturePadDelegate: AnyObject {
    func signaturePadDidFinish(_ pad: SignaturePadView)
}

/// The form behind the fields: a touch dismisses the keyboard.
final class FormContainerView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        endEditing(true)
    }
}

/// A control subclass: activation is UIKit's job.
final class StarRatingControl: UIControl {
    var rating = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        rating += 1
        sendActions(for: .valueChanged)
    }
}

/// A text view that hands its touches to the cell around it.
final class PassthroughTextView: UITextView {
    weak var cell: UITableViewCell?
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        cell?.touchesEnded(touches, with: event)
    }
}

/// A rating star announced as a button with its own activation.
final class RatingStarView: UIView {
    var onSelect: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onSelect?()
    }
}
