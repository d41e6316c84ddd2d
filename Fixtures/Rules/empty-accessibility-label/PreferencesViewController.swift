import UIKit

/// Preferences with a switch whose label was cleared, and views where clearing it is harmless.
final class PreferencesViewController: UITableViewController {
    @IBOutlet weak var analyticsSwitch: UISwitch!
    @IBOutlet weak var crashReportsCell: UITableViewCell!
    let headerImageView = UIImageView()
    let badgeLabel = UILabel()
    let crashSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        analyticsSwitch.accessibilityLabel = ""  // expect: empty-accessibility-label
        headerImageView.accessibilityLabel = ""
        badgeLabel.accessibilityLabel = ""
        badgeLabel.isAccessibilityElement = false
        crashSwitch.accessibilityLabel = ""
        crashReportsCell.accessoryView = crashSwitch
    }
}
