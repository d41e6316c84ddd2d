import UIKit

/// The play button of a track row: it draws only a symbol, and lives only in rows that are one element.
final class TrackPlayButton: UIButton {
    var isPlaying = false {
        didSet { updateImage() }
    }

    private func updateImage() {
        setImage(UIImage(named: isPlaying ? "track-pause" : "track-play"), for: .normal)
    }
}

/// A download button held by a row that exposes it among its elements.
final class TrackDownloadButton: UIButton {
    func showIdle() {
        setImage(UIImage(named: "download-cloud"), for: .normal) // expect: icon-button-missing-label
    }
}

/// A bookmark button that a toolbar view, no element, holds too.
final class TrackBookmarkButton: UIButton {
    func showUnmarked() {
        setImage(UIImage(named: "bookmark-outline"), for: .normal) // expect: icon-button-missing-label
    }
}

final class TrackCell: TrackCellBase {
    lazy var playButton: TrackPlayButton = {
        let button = TrackPlayButton()
        return button
    }()
    let bookmarkButton = TrackBookmarkButton()
    let repeatButton = UIButton(type: .system)

    func configure() {
        contentView.addSubview(playButton)
        contentView.addSubview(bookmarkButton)
        repeatButton.setImage(UIImage(named: "repeat-one"), for: .normal)
    }
}

final class DownloadableTrackCell: ListedTrackCellBase {
    let downloadButton = TrackDownloadButton()

    override var accessibilityElements: [Any]? {
        get { [downloadButton] }
        set {}
    }
}

final class TrackToolbar: UIView {
    let bookmarkButton = TrackBookmarkButton()
}
