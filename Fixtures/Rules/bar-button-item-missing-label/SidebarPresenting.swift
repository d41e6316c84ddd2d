import UIKit

/// Screens that can show the folder sidebar beside their content.
protocol SidebarPresenting: AnyObject {
    var isSidebarShown: Bool { get }
}

extension SidebarPresenting {
    /// Names the sidebar toggle for what tapping it will do.
    func configureAccessibility(forSidebarItem item: UIBarButtonItem) {
        item.accessibilityLabel = isSidebarShown ? String(localized: "Hide folders") : String(localized: "Show folders")
    }
}
