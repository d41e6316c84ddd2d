import UIKit

/// The drafts list: its bar items show the app's own symbol constants.
final class DraftsViewController: UITableViewController, SidebarPresenting {
    var isSidebarShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        // Described symbols reached through the constants: "Delete", "Add", "Search".
        let discardItem = UIBarButtonItem(image: .discard, style: .plain, target: self, action: #selector(discardSelected))
        let addItem = UIBarButtonItem(image: .add, style: .plain, target: self, action: #selector(addDraft))
        let searchItem = UIBarButtonItem(image: UIImage.search, style: .plain, target: self, action: #selector(search))
        // "archivebox" and "pin" name no action; the brand mark is an asset, read by its file name.
        let archiveItem = UIBarButtonItem(image: .archive, style: .plain, target: self, action: #selector(archive))  // expect: bar-button-item-missing-label
        let pinItem = UIBarButtonItem(image: .pin, style: .plain, target: self, action: #selector(pin))  // expect: bar-button-item-missing-label
        let homeItem = UIBarButtonItem(image: .brandMark, style: .plain, target: self, action: #selector(goHome))  // expect: bar-button-item-missing-label
        // "Compose" only approximates the action: reported, as info.
        let composeItem = UIBarButtonItem(image: .compose, style: .plain, target: self, action: #selector(addDraft))  // expect: bar-button-item-missing-label
        navigationItem.rightBarButtonItems = [discardItem, addItem, searchItem, archiveItem, pinItem, composeItem]
        navigationItem.leftBarButtonItem = homeItem

        // Labeled by the presenting protocol's helper, declared in another file.
        let sidebarItem = UIBarButtonItem(image: UIImage(named: "sidebar-toggle"), style: .plain, target: self,
                                          action: #selector(toggleSidebar))
        configureAccessibility(forSidebarItem: sidebarItem)
        // Passed to a helper that only tints it: still unlabeled.
        let filterItem = UIBarButtonItem(image: UIImage(named: "filter-drafts"), style: .plain, target: self,  // expect: bar-button-item-missing-label
                                         action: #selector(filterDrafts))
        applyTint(to: filterItem)
        toolbarItems = [sidebarItem, filterItem]
    }

    private func applyTint(to item: UIBarButtonItem) {
        item.tintColor = .systemIndigo
    }

    @objc private func discardSelected() {}
    @objc private func addDraft() {}
    @objc private func search() {}
    @objc private func archive() {}
    @objc private func pin() {}
    @objc private func goHome() {}
    @objc private func filterDrafts() {}

    @objc private func toggleSidebar() {
        isSidebarShown.toggle()
    }
}
