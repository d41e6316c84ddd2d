import AVKit
import UIKit

/// Full-screen video player with a kiosk mode for in-store demo devices.
final class PlayerViewController: UIViewController {
    private let player: AVPlayer
    private let playerLayer = AVPlayerLayer()
    private let skipIntroButton = UIButton(type: .system)
    private let closeButton = UIButton(type: .close)
    private let airPlayPlaceholderButton = UIButton(type: .custom)
    private let subtitlesButton = UIButton(type: .system)
    private let scrubberOverlay = UIView()
    private let speedControl = PlaybackSpeedControl()
    private let chapterBadge = UILabel()

    let shareItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                                    target: nil, action: nil)
    let favoriteItem = UIBarButtonItem(image: UIImage(systemName: "heart"), style: .plain,
                                       target: nil, action: nil)

    var isKioskMode = false {
        didSet { applyKioskMode() }
    }

    init(player: AVPlayer) {
        self.player = player
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        playerLayer.player = player
        view.layer.addSublayer(playerLayer)
        shareItem.accessibilityLabel = String(localized: "Share")
        favoriteItem.accessibilityLabel = String(localized: "Favorite")
        navigationItem.rightBarButtonItems = [shareItem, favoriteItem]

        skipIntroButton.setTitle(String(localized: "Skip Intro"), for: .normal)
        subtitlesButton.setImage(UIImage(systemName: "captions.bubble"), for: .normal)
        subtitlesButton.accessibilityLabel = String(localized: "Subtitles")

        // The AirPlay slot keeps the layout stable; it is never a real control.
        airPlayPlaceholderButton.tintColor = .clear
        airPlayPlaceholderButton.isAccessibilityElement = false

        // Overlays are plain views: a clear tint does not hide anything people can use.
        scrubberOverlay.tintColor = .clear
        scrubberOverlay.alpha = 0

        [skipIntroButton, closeButton, airPlayPlaceholderButton, subtitlesButton, scrubberOverlay, speedControl,
         chapterBadge].forEach(view.addSubview)
    }

    /// Demo devices must not leave the app or share content.
    private func applyKioskMode() {
        guard isKioskMode else { return }
        shareItem.tintColor = .clear  // expect: hidden-by-clear-tint

        // Disabled is not hidden: VoiceOver still reads "Favorite, dimmed" over empty space.
        favoriteItem.tintColor = .clear  // expect: hidden-by-clear-tint
        favoriteItem.isEnabled = false

        closeButton.tintColor = UIColor.clear
        closeButton.isHidden = true

        // The speed control is a UIControl subclass (PlaybackSpeedControl.swift).
        speedControl.tintColor = .clear  // expect: hidden-by-clear-tint

        navigationItem.leftBarButtonItem?.tintColor = .clear  // expect: hidden-by-clear-tint
    }

    /// Hides "Skip Intro" once the intro is over, but only visually.
    func introDidEnd() {
        skipIntroButton.setTitleColor(.clear, for: .normal)  // expect: hidden-by-clear-tint
        UIView.animate(withDuration: 0.3) {
            self.chapterBadge.alpha = 0
        }
    }

    /// Builds the chapter menu's buttons locally.
    func showChapterMenu() {
        let chapterButton = UIButton(type: .system)
        chapterButton.setTitle(String(localized: "Chapters"), for: .normal)
        let hiddenDoneButton = UIButton(type: .system)
        hiddenDoneButton.tintColor = .clear  // expect: hidden-by-clear-tint
        let spacerButton = UIButton(type: .custom)
        spacerButton.tintColor = .clear
        spacerButton.isHidden = true
        view.addSubview(chapterButton)
        view.addSubview(hiddenDoneButton)
        view.addSubview(spacerButton)
    }
}
