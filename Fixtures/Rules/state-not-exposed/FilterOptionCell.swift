import UIKit

/// A filter row in the legacy browse screen: a check box drawn by an image view.
final class FilterOptionCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let symbolView = UIImageView()

    func configure(title: String, included: Bool) {
        titleLabel.text = title
        symbolView.image = UIImage(systemName: included ? "checkmark.square.fill" : "square")  // expect: state-not-exposed
    }
}

/// Password rules: the icon reports whether a rule passed; the view is not a cell or control.
final class PasswordRuleView: UIView {
    private let iconView = UIImageView()

    func show(passed: Bool) {
        iconView.image = UIImage(systemName: passed ? "checkmark.circle.fill" : "xmark.circle.fill")
    }
}
