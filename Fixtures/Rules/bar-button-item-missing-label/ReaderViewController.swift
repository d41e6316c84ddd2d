import UIKit

/// Shows one message with a reading toolbar.
final class ReaderViewController: UIViewController {
    private let message: MessageSummary
    private let avatarButton = UIButton(type: .custom)
    private let syncButton = UIButton(type: .system)
    private var isPinned = false

    init(message: MessageSummary) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // The sender's avatar as an image-only button in the bar.
        avatarButton.setImage(UIImage(named: "avatar_placeholder"), for: .normal)
        avatarButton.addTarget(self, action: #selector(openSender), for: .touchUpInside)
        let senderItem = UIBarButtonItem(customView: avatarButton)  // expect: bar-button-item-missing-label

        // The same shape, but the button is labeled.
        syncButton.setImage(UIImage(systemName: "arrow.triangle.2.circlepath"), for: .normal)
        syncButton.accessibilityLabel = String(localized: "Check for new mail")
        syncButton.addTarget(self, action: #selector(sync), for: .touchUpInside)
        let syncItem = UIBarButtonItem(customView: syncButton)

        // Labeled after creation.
        let nextItem = UIBarButtonItem(image: UIImage(systemName: "chevron.down"), style: .plain,
                                       target: self, action: #selector(nextMessage))
        nextItem.accessibilityLabel = String(localized: "Next message")

        // The action's title is the item's title and label.
        let archiveItem = UIBarButtonItem(image: UIImage(systemName: "archivebox"),
                                          primaryAction: UIAction(title: String(localized: "Archive")) { [weak self] _ in
                                              self?.archive()
                                          })

        // The menu has a title, but the item itself does not.
        let moveMenu = UIMenu(title: String(localized: "Move to"), children: [
            UIAction(title: String(localized: "Junk"), image: UIImage(systemName: "xmark.bin")) { [weak self] _ in self?.move(to: .junk) },
            UIAction(title: String(localized: "Archive"), image: UIImage(systemName: "archivebox")) { [weak self] _ in self?.move(to: .archive) },
        ])
        let moveItem = UIBarButtonItem(image: UIImage(systemName: "folder"), menu: moveMenu)  // expect: bar-button-item-missing-label

        // Project initializers: the one taking a label is fine; `icon:` is reported where it is declared.
        let starItem = UIBarButtonItem(symbol: "star", label: String(localized: "Star"), target: self, action: #selector(toggleStar))
        let pinItem = UIBarButtonItem(icon: "ic_pin", target: self, action: #selector(togglePin))

        // A title set later labels the image item too.
        let printItem = UIBarButtonItem(image: UIImage(named: "ic_print"), style: .plain, target: self, action: #selector(printMessage))
        printItem.title = String(localized: "Print")

        navigationItem.rightBarButtonItems = [senderItem, syncItem, moveItem, archiveItem, nextItem]
        toolbarItems = [starItem, pinItem, printItem]
    }

    @objc private func openSender() {}
    @objc private func sync() {}
    @objc private func nextMessage() {}
    @objc private func toggleStar() {}
    @objc private func togglePin() { isPinned.toggle() }
    @objc private func printMessage() {}
    private func archive() {}
    private func move(to folder: MailFolder) {}
}

enum MailFolder { case junk, archive }

struct MessageSummary {
    var subject: String
    var sender: String
}
