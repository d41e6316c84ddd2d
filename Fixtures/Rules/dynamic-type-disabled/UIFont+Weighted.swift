import UIKit

extension UIFont {
    /// A text style's font at another weight: the base size is read at the default `.large`
    /// category, then `UIFontMetrics` scales it with the reader's setting again.
    static func weighted(_ style: TextStyle, weight: Weight) -> UIFont {
        let defaultSize = UITraitCollection(preferredContentSizeCategory: .large)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: defaultSize)
        let base = UIFont.systemFont(ofSize: descriptor.pointSize, weight: weight)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
    }

    /// The same base read inline, then scaled.
    static func weightedInline(_ style: TextStyle, weight: Weight) -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(
            withTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        return UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: descriptor.pointSize, weight: weight))
    }

    /// Never scaled afterwards: the font stays at the `.large` size whatever people choose.
    static func pinned(_ style: TextStyle) -> UIFont {
        let pinned = UITraitCollection(preferredContentSizeCategory: .large)  // expect: dynamic-type-disabled
        return .preferredFont(forTextStyle: style, compatibleWith: pinned)
    }

    /// Scaled, but the fixed traits also override a child's traits: that is still a fixed size.
    static func scaledAndOverridden(_ style: TextStyle, in parent: UIViewController, child: UIViewController) -> UIFont {
        let traits = UITraitCollection(preferredContentSizeCategory: .medium)  // expect: dynamic-type-disabled
        parent.setOverrideTraitCollection(traits, forChild: child)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traits)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: UIFont(descriptor: descriptor, size: 0))
    }
}
