import UIKit

/// A segmented speed selector (0.5×, 1×, 1.5×, 2×).
final class PlaybackSpeedControl: UIControl {
    private let speeds: [Float] = [0.5, 1, 1.5, 2]
    private(set) var selectedSpeed: Float = 1

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityLabel = String(localized: "Playback speed")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var accessibilityValue: String? {
        get { selectedSpeed.formatted() + "×" }
        set {}
    }
}

/// A button whose "ghost" state only fades the tint away; VoiceOver still reads "Retry, button".
final class GhostableButton: UIButton {
    func becomeGhost() {
        tintColor = .clear  // expect: hidden-by-clear-tint
    }
}

/// A button that can hide itself; its extension (PlaceholderButton+Accessibility.swift)
/// takes it out of the accessibility tree.
final class PlaceholderButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        self.tintColor = .clear
        configureAccessibility()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A plain view: its tint is used by subviews that draw templates, so clearing it is not hiding a control.
final class WaveformView: UIView {
    func mute() {
        tintColor = .clear
    }
}
