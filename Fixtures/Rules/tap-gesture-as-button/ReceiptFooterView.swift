import UIKit

/// A settings footer: an explanation and a "Learn more" button. Its members are declared here;
/// ReceiptSettingsViewController.swift attaches the taps.
final class ReceiptFooterView: UIView {
    let explanationLabel = UILabel()
    let badgeHolder = ReceiptBadgeHolder()

    lazy var learnMoreButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle(String(localized: "Learn more"), for: .normal)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [explanationLabel, learnMoreButton, badgeHolder])
        stack.axis = .vertical
        addSubview(stack)
    }

    required init?(coder: NSCoder) { nil }
}

/// Holds the plan badge, a button subclass declared in another file of the project.
final class ReceiptBadgeHolder: UIView {
    let badge = PlanBadgeButton()
}
