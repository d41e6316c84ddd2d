import UIKit

/// A settings row with a switch: tapping its caption flips the switch and runs the switch's own
/// action (operating that switch). The form card's background tap only resigns the note field,
/// throwing the result away. The header's placeholder recognizer is replaced by the one it
/// attaches, which opens the help page from a plain label: reported once, at the replacement.
final class NotificationSettingsRow: UIView {
    var onChange: ((Bool) -> Void)?
    private let toggle: UISwitch = UISwitch()
    private let captionLabel = UILabel()
    private let noteField = UITextField()
    private let helpLabel = UILabel()
    private var helpTap = UITapGestureRecognizer()

    func setUp() {
        captionLabel.isUserInteractionEnabled = true
        captionLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(captionTapped)))
        toggle.addTarget(self, action: #selector(toggleChanged), for: .valueChanged)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:))))
    }

    func showHelp(_ isAvailable: Bool) {
        guard isAvailable else { return }
        helpLabel.isUserInteractionEnabled = true
        helpTap = UITapGestureRecognizer(target: self, action: #selector(helpTapped))  // expect: tap-gesture-as-button
        helpLabel.addGestureRecognizer(helpTap)
    }

    @objc private func toggleChanged() { onChange?(toggle.isOn) }

    @objc private func captionTapped() {
        toggle.setOn(!toggle.isOn, animated: true)
        toggleChanged()
    }

    @objc private func cardTapped(_ recognizer: UITapGestureRecognizer) {
        _ = noteField.resignFirstResponder()
    }

    @objc private func helpTapped() { HelpCenter.shared.openNotificationsArticle() }
}

/// A plan picker: the yearly plan's area buys the yearly plan, which the "Lifetime" button does not
/// (the same method with another product): reported. The lifetime area repeats the button.
final class PlanPickerViewController: UIViewController {
    @IBOutlet private weak var yearlyArea: UIView!
    @IBOutlet private weak var lifetimeArea: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        yearlyArea.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(yearlyTapped)))  // expect: tap-gesture-as-button
        lifetimeArea.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(lifetimeTapped)))
    }

    @IBAction private func lifetimeButtonPressed(_ sender: UIButton) { purchase(Store.shared.lifetimePlan) }
    @objc private func yearlyTapped() { purchase(Store.shared.yearlyPlan) }
    @objc private func lifetimeTapped() { purchase(Store.shared.lifetimePlan) }
    private func purchase(_ plan: Plan?) { Store.shared.buy(plan) }
}
