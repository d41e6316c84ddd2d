import UIKit

/// A keycap of an accessory key row. It draws its own pressed state, so the system tint is cleared;
/// the title keeps its own color and stays on screen.
final class KeycapButton: UIButton {
    func configure(title: String) {
        setTitle(title, for: .normal)
        setTitleColor(.white, for: .normal)
        tintColor = .clear
    }
}

final class KeyRowView: UIView {
    let escapeButton = UIButton(type: .system)
    let tabButton = UIButton(type: .system)

    func configure() {
        escapeButton.setTitle("Esc", for: .normal)
        escapeButton.setTitleColor(.label, for: .normal)
        escapeButton.tintColor = .clear
        // Only the highlighted title has a color: at rest the title takes the clear tint.
        tabButton.setTitle("Tab", for: .normal)
        tabButton.setTitleColor(.label, for: .highlighted)
        tabButton.tintColor = .clear  // expect: hidden-by-clear-tint
    }
}
