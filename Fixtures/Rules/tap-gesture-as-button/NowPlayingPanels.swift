import UIKit

enum NowPlayingPanel { case artwork, lyrics, queue }

/// The big artwork area of the player. Tapping the lyrics goes back to the artwork, which the
/// options menu of `NowPlayingControls` offers too ("Hide Lyrics"), on this very view.
final class NowPlayingArtworkView: UIView {
    let lyricsPanel = UITableView()
    let coverView = UIImageView()
    let settings = PlayerSettings.shared

    func setUp() {
        let lyricsTap = UITapGestureRecognizer(target: self, action: #selector(lyricsTapped))
        lyricsTap.cancelsTouchesInView = false
        lyricsPanel.addGestureRecognizer(lyricsTap)
        addSubview(lyricsPanel)

        // The queue the cover opens is offered by the menu too, but on the host screen, not on this view:
        // another method that happens to share the name.
        coverView.isUserInteractionEnabled = true
        let coverTap = UITapGestureRecognizer(target: self, action: #selector(coverTapped)) // expect: tap-gesture-as-button
        coverView.addGestureRecognizer(coverTap)
        addSubview(coverView)
    }

    @objc private func lyricsTapped() {
        settings.showsLyrics = false
        show(panel: .artwork)
    }

    @objc private func coverTapped() {
        show(panel: .queue)
    }

    private(set) var currentPanel = NowPlayingPanel.artwork

    func show(panel: NowPlayingPanel) {
        currentPanel = panel
        setNeedsLayout()
    }
}

final class NowPlayingViewController: UIViewController {
    var artworkView: NowPlayingArtworkView?

    func show(panel: NowPlayingPanel) {
        present(QueueViewController(), animated: true)
    }
}

final class NowPlayingControls: UIView {
    weak var host: NowPlayingViewController?
    let settings = PlayerSettings.shared
    let optionsButton = UIButton(type: .system)

    func configureMenu() {
        let hideLyrics = UIAction(title: NSLocalizedString("Hide Lyrics", comment: ""),
                                  image: UIImage(systemName: "quote.bubble")) { [weak self] _ in
            self?.settings.showsLyrics.toggle()
            self?.host?.artworkView?.show(panel: .artwork)
        }
        let showQueue = UIAction(title: NSLocalizedString("Show Queue", comment: "")) { [weak self] _ in
            self?.host?.show(panel: .queue)
        }
        optionsButton.menu = UIMenu(children: [hideLyrics, showQueue])
        optionsButton.showsMenuAsPrimaryAction = true
        optionsButton.accessibilityLabel = NSLocalizedString("Options", comment: "")
    }
}
