import UIKit

/// The header of the shopping list, loaded from ShoppingListHeader.xib.
final class ShoppingListHeaderView: UIView {
    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var countLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        // The title follows Dynamic Type: IB's fixed 22 pt is replaced here.
        titleLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .boldSystemFont(ofSize: 22))
    }

    func update(count: Int) {
        countLabel.text = String(localized: "\(count) items")
    }
}
