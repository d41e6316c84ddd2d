import UIKit

/// The same cell with its actions exposed to assistive technologies.
final class AccessibleCommentCell: UITableViewCell {
    var onActions: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showActions)))
    }

    required init?(coder: NSCoder) { nil }

    @objc private func showActions() {
        onActions?()
    }
}
