import UIKit

/// The transport controls over the video.
final class PlayerControlsView: UIView {
    private let playButton = UIButton(type: .system)
    private let closeBtn = UIButton(type: .close)
    private let airPlayContainer = UIView()
    private let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [playButton, closeBtn, airPlayContainer, separator] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
        playButton.accessibilityLabel = String(localized: "Play")
        NSLayoutConstraint.activate([
            playButton.widthAnchor.constraint(equalToConstant: 44),
            playButton.heightAnchor.constraint(equalToConstant: 44),
            closeBtn.widthAnchor.constraint(equalToConstant: 30),  // expect: small-touch-target
            closeBtn.heightAnchor.constraint(equalToConstant: 30),  // expect: small-touch-target
            airPlayContainer.widthAnchor.constraint(equalToConstant: 28),
            separator.heightAnchor.constraint(equalToConstant: 1),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
