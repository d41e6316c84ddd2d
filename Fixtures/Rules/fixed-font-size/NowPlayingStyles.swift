import BonMot
import SwiftUI
import UIKit

/// Text styles built with a string-style library: `.adapt(.body)` rescales each font with the
/// content size category, so the point sizes below are base sizes.
enum NowPlayingStyles {
    static var title: StringStyle {
        let font = UIFont.boldSystemFont(ofSize: 17)
        return StringStyle(
            .font(font),
            .lineBreakMode(.byTruncatingTail),
            .adapt(.body)
        )
    }

    static var caption: StringStyle {
        StringStyle(.font(UIFont.italicSystemFont(ofSize: 13)), .adapt(.control))
    }

    /// No `.adapt` part: the style stays at 12 pt.
    static var timestamp: StringStyle {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)  // expect: fixed-font-size
        return StringStyle(.font(font), .color(.secondaryLabel))
    }
}

extension View {
    /// Sizes the SF Symbol at the top of a shortcut's result card.
    var resultHeaderSymbolFont: Font {
        .system(size: 30, weight: .bold)
    }

    /// Sizes the card's caption text: a fixed size.
    var resultCaptionFont: Font {
        .system(size: 13)  // expect: fixed-font-size
    }
}

final class NowPlayingCoordinator {
    func styleBars() {
        // Inline navigation titles keep the system's fixed size too.
        UINavigationBar.appearance().titleTextAttributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
        UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 30, weight: .bold)]
    }
}

/// A station logo with its call letters, offering the Large Content Viewer for people who need it larger.
final class StationLogoView: UIView {
    private let callLetters = UILabel()

    func configure(name: String) {
        callLetters.text = name
        callLetters.font = UIFont.boldSystemFont(ofSize: 10)
        showsLargeContentViewer = true
        largeContentTitle = name
        addInteraction(UILargeContentViewerInteraction())
    }
}
