import UIKit

/// A contact row: the name label uses Dynamic Type and is clipped to one line.
final class ContactCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let companyLabel = UILabel()
    private let initialsLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = UIFont.preferredFont(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 1  // expect: text-truncation

        companyLabel.font = .preferredFont(forTextStyle: .footnote)
        companyLabel.numberOfLines = 1
        companyLabel.adjustsFontSizeToFitWidth = true

        initialsLabel.font = Theme.initialsFont
        initialsLabel.numberOfLines = 1
    }

    required init?(coder: NSCoder) { nil }

    func configure(with contact: Contact) {
        nameLabel.text = contact.fullName
        companyLabel.text = contact.company
        initialsLabel.text = contact.initials
    }
}

/// A section header with a fixed title: not dynamic content.
final class FavoritesHeader: UITableViewHeaderFooterView {
    private let titleLabel = UILabel()

    func configure() {
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 1
        titleLabel.text = "Favorites"
    }
}
