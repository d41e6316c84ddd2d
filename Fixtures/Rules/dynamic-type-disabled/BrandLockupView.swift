import UIKit

/// The brand lockup: a logo image with its wordmark, sized with the logo. The lockup offers the
/// Large Content Viewer (a long press shows it enlarged), Apple's alternative for UI that cannot scale.
final class BrandLockupView: UIView {
    private let wordmark = UILabel()

    func configure(title: String) {
        wordmark.text = title
        wordmark.font = UIFont.boldSystemFont(ofSize: 11)
        wordmark.adjustsFontForContentSizeCategory = false
        showsLargeContentViewer = true
        largeContentTitle = title
        addInteraction(UILargeContentViewerInteraction())
    }
}

/// A caption that turns the viewer off: its fixed text has no alternative.
final class CaptionStripView: UIView {
    private let caption = UILabel()

    func configure() {
        caption.font = .preferredFont(forTextStyle: .caption1)
        caption.adjustsFontForContentSizeCategory = false  // expect: dynamic-type-disabled
        showsLargeContentViewer = false
    }
}
