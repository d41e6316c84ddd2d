import UIKit

/// The find bar of a reading screen: its arrow buttons live in a toolbar as bar items' custom
/// views, which the toolbar lays out and gives the bar's hit area; the floating clear button
/// beside the field does not.
final class FindBarController: UIViewController {
    private let findToolbar = UIToolbar()
    private let clearButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        let previousButton = UIButton(type: .system)
        previousButton.setImage(UIImage(systemName: "chevron.up"), for: .normal)
        previousButton.accessibilityLabel = "Previous match"
        previousButton.addTarget(self, action: #selector(findPrevious), for: .touchUpInside)
        previousButton.widthAnchor.constraint(equalToConstant: 30).isActive = true

        let nextButton = UIButton(type: .system)
        nextButton.setImage(UIImage(systemName: "chevron.down"), for: .normal)
        nextButton.accessibilityLabel = "Next match"
        nextButton.addTarget(self, action: #selector(findNext), for: .touchUpInside)
        nextButton.widthAnchor.constraint(equalToConstant: 30).isActive = true

        findToolbar.items = [UIBarButtonItem(customView: previousButton), UIBarButtonItem(customView: nextButton)]

        clearButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        clearButton.accessibilityLabel = "Clear search"
        clearButton.widthAnchor.constraint(equalToConstant: 28).isActive = true // expect: small-touch-target
        view.addSubview(clearButton)
    }

    @objc private func findPrevious() {}
    @objc private func findNext() {}
}
