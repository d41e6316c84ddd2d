import UIKit

/// The mail list. Its navigation bar comes from Main.storyboard; the toolbar is built here.
final class InboxViewController: UITableViewController {
    @IBOutlet private weak var sortItem: UIBarButtonItem!
    @IBOutlet private weak var archiveItem: UIBarButtonItem!
    @IBOutlet private weak var labelsItem: UIBarButtonItem!

    private let viewModel = InboxViewModel()

    private lazy var filterItem = UIBarButtonItem(image: UIImage(named: "ic_filter_24"), style: .plain,  // expect: bar-button-item-missing-label
                                                  target: self, action: #selector(toggleFilter))

    private lazy var markReadItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "envelope.open"), style: .plain,
                                   target: self, action: #selector(markAllRead))
        item.accLabelText = String(localized: "Mark all as read")
        return item
    }()

    private lazy var composeItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))

    private let bellItem = BadgedBarButtonItem(target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Inbox")

        // Outlets from the storyboard: the sort item gets its label here.
        sortItem.accessibilityLabel = String(localized: "Sort messages")
        labelsItem.title = String(localized: "Labels")

        navigationItem.leftBarButtonItem = .init(image: UIImage(named: "ic_sidebar"), style: .plain,  // expect: bar-button-item-missing-label
                                                 target: self, action: #selector(toggleSidebar))
        // The storyboard's items stay; the ones built in code go after them.
        navigationItem.rightBarButtonItems = (navigationItem.rightBarButtonItems ?? []) + [composeItem, filterItem, markReadItem, bellItem]

        toolbarItems = [
            UIBarButtonItem(title: String(localized: "Sélectionner"), style: .plain, target: self, action: #selector(select)), .flexibleSpace(), UIBarButtonItem(image: UIImage(named: "ic_flag"), style: .plain, target: self, action: #selector(flagSelection)),  // expect: bar-button-item-missing-label
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(deleteSelection)),
            UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.shareSelection() }),
        ]
        navigationController?.setToolbarHidden(false, animated: false)
    }

    @objc private func toggleFilter() { viewModel.isFiltering.toggle() }
    @objc private func markAllRead() { viewModel.markAllRead() }
    @objc private func compose() { viewModel.compose() }
    @objc private func toggleSidebar() { splitViewController?.show(.primary) }
    @objc private func select() { setEditing(!isEditing, animated: true) }
    @objc private func flagSelection() { viewModel.flagSelection() }
    @objc private func deleteSelection() { viewModel.deleteSelection() }
    private func shareSelection() {}

    @IBAction private func archiveTapped(_ sender: UIBarButtonItem) {
        viewModel.archiveSelection()
    }
}

@MainActor
final class InboxViewModel {
    var isFiltering = false
    func markAllRead() {}
    func compose() {}
    func flagSelection() {}
    func deleteSelection() {}
    func archiveSelection() {}
}
