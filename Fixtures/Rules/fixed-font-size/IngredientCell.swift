import UIKit

/// The ingredient row of the shopping list.
final class IngredientCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let quantityLabel = UILabel()
    private let noteLabel = UILabel()
    private let checkButton = UIButton(type: .system)

    // A stored font in a file that scales fonts with UIFontMetrics is assumed to be scaled where it is used.
    static let headerFont = UIFont.boldSystemFont(ofSize: 17)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .medium))
        nameLabel.adjustsFontForContentSizeCategory = true
        quantityLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)  // expect: fixed-font-size
        quantityLabel.adjustsFontForContentSizeCategory = true
        noteLabel.font = UIFont(name: "Georgia-Italic", size: UIFont.smallSystemFontSize) ?? .italicSystemFont(ofSize: 12)  // expect: fixed-font-size
        checkButton.titleLabel?.font = .preferredFont(forTextStyle: .callout)
        checkButton.setImage(UIImage(systemName: "circle",
                                     withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 22))), for: .normal)
        checkButton.accessibilityLabel = String(localized: "Mark as bought")
    }

    required init?(coder: NSCoder) { nil }

    func configure(with ingredient: Ingredient, emphasized: Bool) {
        nameLabel.text = ingredient.name
        quantityLabel.text = ingredient.quantity
        noteLabel.attributedText = NSAttributedString(string: ingredient.note, attributes: [
            .font: UIFont.italicSystemFont(ofSize: 13),  // expect: fixed-font-size
            .foregroundColor: UIColor.secondaryLabel,
        ])
        nameLabel.font = UIFont.preferredFont(forTextStyle: emphasized ? .headline : .body)
    }

    func styleNavigationBar(_ bar: UINavigationBar) {
        bar.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)]
    }
}
