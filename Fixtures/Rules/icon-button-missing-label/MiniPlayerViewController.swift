import UIKit

/// The mini player docked above the tab bar.
final class MiniPlayerViewController: UIViewController {
    @IBOutlet private var artworkView: UIImageView!
    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var playPauseButton: UIButton!
    @IBOutlet var expandButton: UIButton!

    let airPlayButton = UIButton(type: .system)
    private let chaptersButton = UIButton(type: .system)
    private let sleepButton = SleepTimerButton(type: .system)
    private lazy var stackView = UIStackView(arrangedSubviews: [airPlayButton, chaptersButton, sleepButton])

    var isPlaying = false {
        didSet { updatePlayPauseButton() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(stackView)

        // Labeled in MiniPlayerViewController+Accessibility.swift.
        airPlayButton.setImage(UIImage(named: "airplay-audio"), for: .normal)
        airPlayButton.addTarget(self, action: #selector(showRoutes), for: .touchUpInside)

        chaptersButton.setImage(UIImage(named: "chapters-list"), for: .normal)  // expect: icon-button-missing-label
        chaptersButton.setImage(UIImage(named: "chapters-list-filled"), for: .highlighted)  // expect: icon-button-missing-label
        chaptersButton.addTarget(self, action: #selector(showChapters), for: .touchUpInside)

        // The class names itself.
        sleepButton.setImage(UIImage(named: "moon-zzz"), for: .normal)

        let closeButton = UIButton(type: .system)
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)

        let rateButton = UIButton(type: .system)
        rateButton.setImage(UIImage(named: "rate-gauge"), for: .normal)
        rateButton.setTitle(String(localized: "1×"), for: .normal)

        let shareButton = makeToolButton(image: UIImage(named: "share-episode"),
                                         label: String(localized: "Share episode"))
        let queueButton = UIButton.systemButton(with: UIImage(named: "queue-add") ?? UIImage(),  // expect: icon-button-missing-label
                                                target: self, action: #selector(addToQueue))
        stackView.addArrangedSubview(closeButton)
        stackView.addArrangedSubview(rateButton)
        stackView.addArrangedSubview(shareButton)
        stackView.addArrangedSubview(queueButton)
        stackView.addArrangedSubview(makeSpeakerButton())
        configureAccessibility()
    }

    private func updatePlayPauseButton() {
        playPauseButton.setImage(UIImage(named: isPlaying ? "pause-mini" : "play-mini"), for: .normal)
        playPauseButton.accessibilityLabel = isPlaying ? String(localized: "Pause") : String(localized: "Play")
    }

    /// Configures a toolbar button; every caller passes its name.
    private func makeToolButton(image: UIImage?, label: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        button.accessibilityLabel = label
        return button
    }

    /// A speaker glyph whose description only approximates "Volume": reported as info.
    private func makeSpeakerButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "speaker.wave.2"), for: .normal)  // expect: icon-button-missing-label
        button.addTarget(self, action: #selector(showVolume), for: .touchUpInside)
        return button
    }

    @objc private func showRoutes() {}
    @objc private func showChapters() {}
    @objc private func close() {}
    @objc private func addToQueue() {}
    @objc private func showVolume() {}
}
