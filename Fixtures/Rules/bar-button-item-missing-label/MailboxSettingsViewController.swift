import UIKit

/// Mailbox rules: import, export and sync. The bar items come from Main.storyboard.
final class MailboxSettingsViewController: UIViewController {
    /// The export item; only enabled once rules exist. Nothing labels it, in code or in the storyboard.
    @IBOutlet private weak var exportItem: UIBarButtonItem!

    private let store = MailboxRulesStore()

    override func viewDidLoad() {
        super.viewDidLoad()
        exportItem.isEnabled = !store.rules.isEmpty
    }

    @IBAction private func exportRules(_ sender: UIBarButtonItem) {
        let controller = UIActivityViewController(activityItems: [store.csv()], applicationActivities: nil)
        controller.popoverPresentationController?.barButtonItem = sender
        present(controller, animated: true)
    }

    @IBAction private func importRules(_ sender: UIBarButtonItem) {}
    @IBAction private func showHelp(_ sender: UIBarButtonItem) {}
    @IBAction private func syncNow(_ sender: UIBarButtonItem) { store.sync() }

    @IBAction private func done(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}

final class MailboxRulesStore {
    var rules: [String] = []
    func csv() -> String { rules.joined(separator: "\n") }
    func sync() {}
}
