import UIKit

extension UIImage {
    /// Redraws the image filled with one color (a bitmap: a symbol's description is gone).
    func filled(with color: UIColor) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, false, scale)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        draw(at: .zero)
        UIRectFillUsingBlendMode(CGRect(origin: .zero, size: size), .sourceAtop)
        return UIGraphicsGetImageFromCurrentImageContext() ?? self
    }

    /// A themed copy: calls the redrawing helper.
    func themed() -> UIImage {
        filled(with: .systemIndigo)
    }

    /// A tint that keeps the symbol.
    func accented() -> UIImage {
        withTintColor(.systemIndigo, renderingMode: .alwaysOriginal)
    }
}

extension UIBarButtonItem {
    convenience init(symbolNamed name: String, target: Any?, action: Selector) {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: name)?.themed(), for: .normal) // expect: icon-button-missing-label
        button.addTarget(target, action: action, for: .touchUpInside)
        self.init(customView: button)
    }
}

final class ReaderFindBar: UIView {
    private let doneButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)
    private let closeButton = UIButton(type: .system)

    func configure(matchesAll: Bool) {
        doneButton.setImage(UIImage(systemName: "xmark")?.accented(), for: .normal)
        closeButton.setImage(UIImage(systemName: "xmark")?.filled(with: .label), for: .normal) // expect: icon-button-missing-label
        nextButton.setImage(UIImage(systemName: matchesAll ? "checkmark" : "xmark"), for: .normal) // expect: icon-button-missing-label
    }
}
