import UIKit

/// The sketch tools: the swatch button is built by a factory that names it.
final class SketchToolbarController: UIViewController {
    private weak var swatchButton: UIButton!
    private weak var eraserButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let swatch = makeSwatchButton()
        view.addSubview(swatch)
        swatchButton = swatch

        let eraser = makeEraserButton()
        view.addSubview(eraser)
        eraserButton = eraser
    }

    func update(color: UIColor, isFilled: Bool) {
        swatchButton.tintColor = color
        swatchButton.setImage(UIImage(named: isFilled ? "swatch-filled" : "swatch"), for: .normal)
        eraserButton.setImage(UIImage(named: "eraser"), for: .normal)  // expect: icon-button-missing-label
    }

    private func makeSwatchButton() -> UIButton {
        let button = UIButton(type: .custom)
        button.accessibilityLabel = String(localized: "Stroke color")
        button.addTarget(self, action: #selector(pickColor), for: .touchUpInside)
        return button
    }

    private func makeEraserButton() -> UIButton {
        let button = UIButton(type: .custom)
        button.addTarget(self, action: #selector(erase), for: .touchUpInside)
        return button
    }

    @objc private func pickColor() {}
    @objc private func erase() {}
}
