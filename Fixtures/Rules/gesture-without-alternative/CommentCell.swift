import UIKit

protocol CommentCellDelegate: AnyObject {
    func commentCellRequestsActions(_ cell: CommentCell)
    func commentCellRequestsReply(_ cell: CommentCell)
}

/// A comment cell whose actions open on a long press, with no custom actions.
final class CommentCell: UITableViewCell {
    weak var delegate: CommentCellDelegate?
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(bodyLabel)
        let press = UILongPressGestureRecognizer(target: self, action: #selector(showActions(_:)))  // expect: gesture-without-alternative
        press.minimumPressDuration = 0.35
        addGestureRecognizer(press)
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(reply))  // expect: gesture-without-alternative
        swipe.direction = .right
        addGestureRecognizer(swipe)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func showActions(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        delegate?.commentCellRequestsActions(self)
    }

    @objc private func reply() {
        delegate?.commentCellRequestsReply(self)
    }
}
