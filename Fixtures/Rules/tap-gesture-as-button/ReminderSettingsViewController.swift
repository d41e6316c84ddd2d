import UIKit

/// A reminder header with a visible switch: a tap on the header's title runs the switch's own action
/// (a bigger target for the switch VoiceOver reaches). The subtitle's tap opens the schedule editor,
/// which no control of the screen does: reported.
final class ReminderSettingsViewController: UIViewController {
    @IBOutlet private weak var reminderSwitch: UISwitch!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var scheduleLabel: UILabel!
    private let store = ReminderStore()

    override func viewDidLoad() {
        super.viewDidLoad()
        reminderSwitch.addTarget(self, action: #selector(reminderSwitchChanged), for: .valueChanged)
        titleLabel.isUserInteractionEnabled = true
        titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(titleTapped)))
        scheduleLabel.isUserInteractionEnabled = true
        scheduleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(scheduleTapped)))  // expect: tap-gesture-as-button
    }

    @objc private func reminderSwitchChanged() {
        store.toggleReminder()
        reminderSwitch.setOn(store.isReminderOn, animated: true)
    }

    @objc private func titleTapped() {
        store.toggleReminder()
        view.endEditing(true)
    }

    @objc private func scheduleTapped() {
        store.editSchedule()
    }
}

final class ReminderStore {
    private(set) var isReminderOn = false
    func toggleReminder() { isReminderOn.toggle() }
    func editSchedule() {}
}
