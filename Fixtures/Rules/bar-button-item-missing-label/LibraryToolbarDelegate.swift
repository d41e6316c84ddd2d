import UIKit

/// Mac Catalyst toolbar: an image bar button item wrapped in an `NSToolbarItem` is named by the
/// toolbar item's `label`, which the toolbar shows and VoiceOver reads.
final class LibraryToolbarDelegate: NSObject, NSToolbarDelegate {
    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        switch itemIdentifier.rawValue {
        case "sync":
            return makeItem(itemIdentifier, label: String(localized: "Sync"), symbol: "arrow.triangle.2.circlepath.icloud")
        case "sort":
            let item = NSToolbarItem(itemIdentifier: itemIdentifier,
                                     barButtonItem: UIBarButtonItem(image: UIImage(named: "sort-order")))
            item.label = String(localized: "Sort")
            return item
        case "shelf":
            let shelf = UIBarButtonItem(image: UIImage(named: "shelf"))  // expect: bar-button-item-missing-label
            return NSToolbarItem(itemIdentifier: itemIdentifier, barButtonItem: shelf)
        default:
            return nil
        }
    }

    private func makeItem(_ identifier: NSToolbarItem.Identifier, label: String, symbol: String) -> NSToolbarItem {
        let image = UIImage(systemName: symbol)
        let button = UIBarButtonItem(image: image)
        let toolbarItem = NSToolbarItem(itemIdentifier: identifier, barButtonItem: button)
        toolbarItem.label = label
        toolbarItem.toolTip = label
        return toolbarItem
    }
}
