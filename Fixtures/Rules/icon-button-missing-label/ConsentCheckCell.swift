import UIKit

/// One consent choice: the whole cell is the element VoiceOver stops on (read from its title,
/// with the selected trait); the tick inside is drawn for sighted users only.
final class ConsentCheckCell: UICollectionViewCell {
    private let tick = UIButton(type: .custom)
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(tick)
        contentView.addSubview(titleLabel)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    func configure(title: String, isChecked: Bool) {
        titleLabel.text = title
        accessibilityLabel = title
        accessibilityTraits = isChecked ? [.button, .selected] : .button
        Self.Look.tick(tick, isChecked: isChecked)
    }
}

private extension ConsentCheckCell {
    enum Look {
        static func tick(_ button: UIButton, isChecked: Bool) {
            button.setImage(UIImage(named: isChecked ? "tick-on" : "tick-off"), for: .normal)
            button.imageView?.contentMode = .scaleAspectFit
        }
    }
}

/// The same tick on a plain banner that is no element of its own: the tick is a separate stop.
final class ConsentBanner: UIView {
    private let tick = UIButton(type: .custom)

    func configure(isChecked: Bool) {
        addSubview(tick)
        Self.Style.mark(tick, isChecked: isChecked)
    }
}

private extension ConsentBanner {
    enum Style {
        static func mark(_ button: UIButton, isChecked: Bool) {
            button.setImage(UIImage(named: isChecked ? "tick-on" : "tick-off"), for: .normal)  // expect: icon-button-missing-label
        }
    }
}
