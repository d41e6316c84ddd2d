import UIKit

/// The search field above the episode list. Its clear button is UIKit's own ("Clear text"),
/// re-tinted here; the scan and filter buttons are the app's.
final class EpisodeSearchField: UITextField {
    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews {
            if let clearButton = subview as? UIButton {
                let tinted = clearButton.image(for: .normal)?.withRenderingMode(.alwaysTemplate)
                clearButton.setImage(tinted, for: .normal)
            }
        }
    }
}

final class EpisodeSearchBar: UIView {
    let field = EpisodeSearchField()
    var sortButton: UIButton?
    private let scanButton = UIButton(type: .system)
    private let filterButton = UIButton(type: .system)

    func build() {
        if let clear = field.value(forKey: "clearButton") as? UIButton {
            clear.setImage(UIImage(named: "clear-small"), for: .normal)
        }
        sortButton = UIButton(type: .system)
        if let sortButton {
            sortButton.setImage(UIImage(named: "chevron-small"), for: .normal)
            addSubview(sortButton)
        }
        // A blank title shows nothing: the button is still image-only.
        scanButton.setTitle("", for: .normal)
        scanButton.setImage(UIImage(named: "barcode-scan"), for: .normal)  // expect: icon-button-missing-label
        filterButton.setTitle(" ", for: .normal)
        filterButton.setImage(UIImage(named: "filter-lines"), for: .normal)  // expect: icon-button-missing-label
    }

    /// The sort button's title and label follow the sort order (see `build()`).
    func update(order: String) {
        sortButton?.setTitle(order, for: .normal)
        sortButton?.accessibilityLabel = String(localized: "Sort by \(order)")
    }
}
