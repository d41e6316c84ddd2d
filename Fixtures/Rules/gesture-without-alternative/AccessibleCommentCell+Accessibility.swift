import UIKit

/// Custom actions set in another file count for the cell's long press.
extension AccessibleCommentCell {
    func configureAccessibility() {
        accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Actions") { [weak self] _ in
            self?.showActions()
            return true
        }]
    }
}
