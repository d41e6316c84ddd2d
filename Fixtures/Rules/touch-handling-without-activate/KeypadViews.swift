import UIKit

protocol KeypadKeyDelegate: AnyObject {
    func keypadKey(_ key: KeypadKeyView, didType digit: String)
}

/// A digit key of the in-call keypad: an element with the keyboard-key trait, so VoiceOver says
/// "key" and activating it sends the touches below (as the system keyboard's keys do).
final class KeypadKeyView: UIView {
    let digit: String
    weak var delegate: KeypadKeyDelegate?
    private let digitLabel = UILabel()

    init(digit: String) {
        self.digit = digit
        super.init(frame: .zero)
        digitLabel.text = digit
        addSubview(digitLabel)
        isAccessibilityElement = true
        accessibilityLabel = digit
        accessibilityTraits.insert(.keyboardKey)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        backgroundColor = .systemFill
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        backgroundColor = .clear
        delegate?.keypadKey(self, didType: digit)
    }
}

/// A drum pad that takes touches directly under VoiceOver (`.allowsDirectInteraction`): each touch
/// plays the sound, as an instrument must.
final class DrumPadView: UIView {
    var onHit: ((CGPoint) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = NSLocalizedString("Drum pad", comment: "")
        accessibilityTraits = [.allowsDirectInteraction]
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        onHit?(touch.location(in: self))
    }
}

/// The keyboard-key trait on a view that is no accessibility element says nothing: VoiceOver never
/// stops on it, and the key's action is out of reach.
final class ShortcutKeyView: UIView {
    var onPress: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits.insert(.keyboardKey)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { // expect: touch-handling-without-activate
        super.touchesEnded(touches, with: event)
        onPress?()
    }
}

/// The base of a sampler's pads: the app only creates its subclasses (`SamplerGrid` below), each of
/// which gives a way in or handles the touches itself, so the base's own handling is judged there.
class SamplerPadBase: UIView {
    var onTrigger: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        onTrigger?()
    }
}

/// A one-shot pad: a key VoiceOver can type.
final class OneShotPadView: SamplerPadBase {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits.insert(.keyboardKey)
    }

    required init?(coder: NSCoder) { nil }
}

/// A looping pad that starts its loop on touch up: reported on its own override.
final class LoopPadView: SamplerPadBase {
    var loop: SampleLoop?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { // expect: touch-handling-without-activate
        super.touchesEnded(touches, with: event)
        loop?.start()
    }
}

final class SamplerGrid: UIView {
    let pads: [SamplerPadBase] = [OneShotPadView(), LoopPadView()]
}
