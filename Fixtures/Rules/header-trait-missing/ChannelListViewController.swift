import UIKit

/// A channel list whose section header comes from a nib: the trait may be set in Interface Builder.
final class ChannelListViewController: UIViewController, UITableViewDelegate {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { // expect: header-trait-missing
        guard let view = ChannelSectionView.instantiateFromNib() else { return nil }
        view.setTitle(viewModel.title(forSection: section))
        return view
    }

    /// A logo above the first section: an image, not a title.
    func logoHeader() -> UIView { UIImageView(image: UIImage(named: "logo")) }
}

/// Inspector: an image header first, the storyboard's headers after.
final class InspectorViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        if section == 0 {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "icon") as? IconHeader
            header?.iconView.image = icon
            return header
        }
        return super.tableView(tableView, viewForHeaderInSection: section)
    }
}
