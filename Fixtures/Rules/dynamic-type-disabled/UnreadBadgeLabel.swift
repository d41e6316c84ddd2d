import UIKit

/// An unread-count badge of a fixed 20 pt circle: its font is a fixed size, so turning off
/// `adjustsFontForContentSizeCategory` changes nothing (the fixed font is `fixed-font-size`'s
/// finding). The caption below uses a text style, where turning the flag off is reported.
final class UnreadBadgeLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .semibold)  // expect: fixed-font-size
        adjustsFontForContentSizeCategory = false
        textAlignment = .center
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class InboxHeaderView: UIView {
    private lazy var captionLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.adjustsFontForContentSizeCategory = false  // expect: dynamic-type-disabled
        return label
    }()

    private lazy var counterLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 11)  // expect: fixed-font-size
        label.adjustsFontForContentSizeCategory = false
        return label
    }()
}
