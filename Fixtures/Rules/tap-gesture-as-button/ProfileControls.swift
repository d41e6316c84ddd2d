import UIKit

/// A five-star rating; a tap on a star sets the rating, swipes adjust it with VoiceOver.
final class RatingControl: UIControl {
    private(set) var rating = 0
    private let starViews = (0..<5).map { _ in UIImageView(image: UIImage(systemName: "star")) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        starViews.forEach(addSubview)
        // The control handles taps on itself; it is a UIControl, so it is not a fake button.
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(starTapped(_:))))
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var accessibilityValue: String? {
        get { String(localized: "\(rating) of 5 stars") }
        set {}
    }

    override func accessibilityIncrement() { setRating(rating + 1) }
    override func accessibilityDecrement() { setRating(rating - 1) }

    @objc private func starTapped(_ recognizer: UITapGestureRecognizer) {
        let x = recognizer.location(in: self).x
        setRating(Int(x / max(bounds.width / 5, 1)) + 1)
    }

    private func setRating(_ value: Int) {
        rating = min(max(value, 0), 5)
        sendActions(for: .valueChanged)
    }
}

/// A section title with a chevron; tapping it expands or collapses the section.
/// Its accessibility setup lives in CollapsibleSectionHeader+Accessibility.swift.
final class CollapsibleSectionHeader: UIView {
    var onToggle: (() -> Void)?
    let titleLabel = UILabel()
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
    private(set) var isExpanded = true

    init(title: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        addSubview(titleLabel)
        addSubview(chevron)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
        configureAccessibility()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc private func toggle() {
        isExpanded.toggle()
        chevron.transform = isExpanded ? .identity : CGAffineTransform(rotationAngle: -.pi / 2)
        onToggle?()
    }
}

/// A rounded chip that opens an editor when tapped. Nothing gives it button semantics.
final class ChipView: UIView {
    var onSelect: (() -> Void)?
    private let label = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        label.text = title
        label.font = .preferredFont(forTextStyle: .callout)
        layer.cornerRadius = 14
        backgroundColor = .tertiarySystemFill
        addSubview(label)
        let tap = UITapGestureRecognizer(target: self, action: #selector(select))  // expect: tap-gesture-as-button
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc private func select() {
        onSelect?()
    }
}

/// A palette of accent colors; each swatch overrides accessibilityActivate.
final class AccentColorPickerView: UIView {
    var onPick: ((UIColor) -> Void)?
    private let swatches: [UIColor] = [.systemBlue, .systemPink, .systemGreen, .systemOrange]

    override init(frame: CGRect) {
        super.init(frame: frame)
        for color in swatches {
            let swatch = SwatchView(color: color)
            swatch.onPick = { [weak self] in self?.onPick?(color) }
            addSubview(swatch)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class SwatchView: UIView {
    var onPick: (() -> Void)?

    init(color: UIColor) {
        super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        backgroundColor = color
        layer.cornerRadius = 22
        isAccessibilityElement = true
        accessibilityLabel = color.accessibilityName
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pick)))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func accessibilityActivate() -> Bool {
        onPick?()
        return true
    }

    @objc private func pick() {
        onPick?()
    }
}
