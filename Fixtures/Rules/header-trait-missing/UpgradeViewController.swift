import UIKit

/// The upgrade screen's only section opens with a banner: an illustration and a note about the
/// current offer, prose rather than a section title, so it is no heading. The plans screen's header
/// shows a title beside its note, and misses the trait.
final class UpgradeViewController: UITableViewController {
    var offerNote: NSAttributedString?

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let banner = UpgradeBannerView()
        banner.noteLabel.attributedText = offerNote
        banner.descriptionLabel?.text = NSLocalizedString("Unlock every feature.", comment: "")
        return banner
    }
}

final class PlansViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { // expect: header-trait-missing
        let banner = UpgradeBannerView()
        banner.titleLabel.text = NSLocalizedString("Plans", comment: "")
        banner.noteLabel.text = NSLocalizedString("Cancel any time.", comment: "")
        return banner
    }
}

final class UpgradeBannerView: UIView {
    let imageView = UIImageView(image: UIImage(named: "upgrade-illustration"))
    let titleLabel = UILabel()
    let noteLabel = UILabel()
    var descriptionLabel: UILabel?
}
