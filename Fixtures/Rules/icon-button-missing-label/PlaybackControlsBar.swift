import UIKit

/// Control buttons built by a factory that names each one right after a helper gives it its image.
final class PlaybackControlsBar: UIView {
    private(set) var subtitlesButton: UIButton!
    private(set) var speedButton: UIButton!
    private let badgeButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        subtitlesButton = makeControlButton(imageName: "captions.bubble", label: String(localized: "Subtitles"))
        speedButton = makeControlButton(imageName: "gauge.with.needle", label: String(localized: "Playback speed"))
        applyBadge(named: "star-badge", to: badgeButton)
        addSubview(badgeButton)
    }

    required init?(coder: NSCoder) { nil }

    private func makeControlButton(imageName: String, label: String) -> UIButton {
        let button = UIButton(type: .system)
        applySymbol(named: imageName, to: button)
        button.accessibilityLabel = label
        addSubview(button)
        return button
    }

    private func applySymbol(named name: String, to button: UIButton) {
        let configuration = UIImage.SymbolConfiguration(pointSize: 24)
        button.setImage(UIImage(systemName: name, withConfiguration: configuration), for: .normal)
    }

    private func applyBadge(named name: String, to button: UIButton) {
        button.setImage(UIImage(named: name), for: .normal)  // expect: icon-button-missing-label
    }
}
