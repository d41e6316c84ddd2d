import UIKit

// The data source lives in one extension and the header helper in a private one:
// the helper's label still shows the section's title without the header trait.
final class PreferencesViewController: UITableViewController {
    private let sections = ["ACCOUNT", "NOTIFICATIONS", "ABOUT"]
}

extension PreferencesViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { // expect: header-trait-missing
        let header = UIView()
        configure(header, title: sections[section])
        return header
    }
}

private extension PreferencesViewController {
    func configure(_ header: UIView, title: String) {
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .footnote)
        header.addSubview(label)
    }
}

// Same shape, with the trait set in the helper: not reported.
final class PrivacyViewController: UITableViewController {}

extension PrivacyViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        configure(header, title: "DATA")
        return header
    }
}

private extension PrivacyViewController {
    func configure(_ header: UIView, title: String) {
        let label = UILabel()
        label.text = title
        label.accessibilityTraits.insert(.header)
        header.addSubview(label)
    }
}
