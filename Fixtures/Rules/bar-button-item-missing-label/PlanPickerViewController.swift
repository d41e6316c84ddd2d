import UIKit

/// Two buttons named `button`, each a local of its own method: the one titled "Try again" says
/// nothing about the back button shown as the bar item's custom view.
final class PlanPickerViewController: UITableViewController {
    var isChangingPlan = false

    lazy var reloadButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle(String(localized: "Try again"), for: .normal)
        button.addTarget(self, action: #selector(reload), for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        configureNavigation()
    }

    private func configureNavigation() {
        if isChangingPlan {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: String(localized: "Done"), style: .plain,
                                                               target: self, action: #selector(close))
        } else {
            let button = UIButton(type: .system)
            button.setImage(UIImage(named: "back-arrow"), for: .normal)
            button.addTarget(self, action: #selector(goBack), for: .touchUpInside)
            navigationItem.leftBarButtonItem = UIBarButtonItem(customView: button)  // expect: bar-button-item-missing-label
        }
    }

    private func configureHelp() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(named: "help-circle"), for: .normal)
        button.accessibilityLabel = String(localized: "Help")
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: button)
    }

    @objc private func reload() {}
    @objc private func close() { dismiss(animated: true) }
    @objc private func goBack() { navigationController?.popViewController(animated: true) }
}
