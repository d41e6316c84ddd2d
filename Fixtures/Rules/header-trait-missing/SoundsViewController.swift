import UIKit

/// Ringtone settings: two custom section headers, one made a heading, one not.
final class SoundsViewController: UITableViewController {
    private let sections: [SoundSection] = SoundSection.all

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { // expect: header-trait-missing
        let container = UIView()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.text = sections[section].title
        container.addSubview(label)
        return container
    }
}

/// Alert settings: the header class marks its title as a heading.
final class AlertSettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: SettingsHeader.reuseIdentifier) as? SettingsHeader
        header?.titleLabel.text = titles[section]
        return header
    }
}

final class SettingsHeader: UITableViewHeaderFooterView {
    static let reuseIdentifier = "SettingsHeader"
    let titleLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.accessibilityTraits.insert(.header)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }
}

/// Podcasts: a header class of the app's own, with no trait.
final class PodcastsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { // expect: header-trait-missing
        guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "podcasts") as? PodcastSectionHeader else {
            return nil
        }
        header.configure(title: sectionTitles[section])
        return header
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let label = UILabel()
        label.text = footnotes[section]
        return label
    }
}

final class PodcastSectionHeader: UITableViewHeaderFooterView {
    private let titleLabel = UILabel()
    func configure(title: String) { titleLabel.text = title }
}

/// Tags: UIKit's own header configuration is a heading already.
final class TagsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        var config = UIListContentConfiguration.groupedHeader()
        config.text = tags[section].name
        let header = UITableViewHeaderFooterView()
        header.contentConfiguration = config
        return header
    }
}
