import UIKit

/// The inbox. Its bar items are "hidden" through UIBarButtonItem+Hidden.swift, which only
/// clears their tint: each caller below is a note on that one finding, not a finding of its own.
final class MailboxViewController: UITableViewController {
    private lazy var composeItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self,
                                                   action: #selector(compose))
    private lazy var filterItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"),
                                                  style: .plain, target: self, action: #selector(toggleFilter))
    private let archiveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        filterItem.accessibilityLabel = String(localized: "Filter")
        navigationItem.rightBarButtonItems = [composeItem, filterItem]
        archiveButton.setTitle(String(localized: "Archive All"), for: .normal)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        composeItem.isHidden = editing  // note: hidden-by-clear-tint
        filterItem.isHidden = editing  // note: hidden-by-clear-tint
        archiveButton.isHidden = !editing
    }

    func showSearchResults() {
        navigationItem.rightBarButtonItem?.isHidden = true  // note: hidden-by-clear-tint
    }

    @objc private func compose() {}
    @objc private func toggleFilter() {}
}
