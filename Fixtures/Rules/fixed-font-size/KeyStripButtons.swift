import UIKit

/// A keycap of the terminal's key strip above the keyboard: it imitates a keyboard key.
final class KeyStripButton: UIButton {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        accessibilityTraits.insert(.keyboardKey)
    }
}

/// A rounded action button whose setup replaces the document's font with a text style.
class PillButton: UIButton {
    override func awakeFromNib() {
        super.awakeFromNib()
        setUp()
    }

    private func setUp() {
        layer.cornerRadius = 8
        titleLabel?.font = .preferredFont(forTextStyle: .body)
        titleLabel?.adjustsFontForContentSizeCategory = true
    }
}

/// A subclass that keeps its superclass's setup.
final class ProminentPillButton: PillButton {}

/// A button class that only tints itself: the document's font stays.
final class TintedButton: UIButton {
    override func awakeFromNib() {
        super.awakeFromNib()
        tintColor = .systemTeal
    }
}

/// A superclass that replaces the document's font with another fixed one: the title stays fixed.
class CompactButton: UIButton {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        titleLabel?.font = UIFont.boldSystemFont(ofSize: 14)  // expect: fixed-font-size
    }
}

final class CompactDestructiveButton: CompactButton {}
