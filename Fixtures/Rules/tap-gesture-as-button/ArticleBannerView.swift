import UIKit

/// A banner that exposes one element to VoiceOver: a button named for the article it opens.
final class ArticleBannerView: UIView {
    private let hitArea = UIView()
    private let headline = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(hitArea)
        addSubview(headline)
        hitArea.isAccessibilityElement = true
        hitArea.accessibilityLabel = "Read the article"
        hitArea.accessibilityTraits.insert(.button)
        isAccessibilityElement = false
        accessibilityElements = [hitArea]
    }

    required init?(coder: NSCoder) { nil }
}
