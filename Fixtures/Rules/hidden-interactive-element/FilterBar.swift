import UIKit

/// A filter bar: the small clear button inside the field is hidden from VoiceOver, because the
/// Cancel button beside the field clears the query too. The sort button's action nothing else runs.
final class FilterBar: UIView {
    private let field = UITextField()
    private let clearButton = UIButton(type: .system)
    private let cancelButton = UIButton(type: .system)
    private let sortButton = UIButton(type: .system)

    func setUp() {
        clearButton.setTitle(NSLocalizedString("Clear", comment: ""), for: .normal)
        cancelButton.setTitle(NSLocalizedString("Cancel", comment: ""), for: .normal)
        sortButton.setTitle(NSLocalizedString("Sort", comment: ""), for: .normal)
        clearButton.addTarget(self, action: #selector(clearQuery), for: .touchUpInside)
        cancelButton.addTarget(self, action: #selector(cancelFiltering), for: .touchUpInside)
        sortButton.addTarget(self, action: #selector(toggleSortOrder), for: .touchUpInside)
        clearButton.isAccessibilityElement = false
        sortButton.isAccessibilityElement = false  // expect: hidden-interactive-element
    }

    @objc private func clearQuery() {
        field.text = ""
    }

    @objc private func cancelFiltering() {
        clearQuery()
        field.resignFirstResponder()
    }

    @objc private func toggleSortOrder() {}
}
