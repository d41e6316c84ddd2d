import UIKit

/// Downloads: the queue section's header is a "Clear queue" button (a control), the history
/// section's header a button beside a title label (the label is a title without a trait).
final class DownloadsViewController: UITableViewController {
    @objc private func clearQueue() {}
    @objc private func clearHistory() {}

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let clearButton = UIButton(type: .system)
        clearButton.contentHorizontalAlignment = .leading
        clearButton.setTitle("Clear queue", for: .normal)
        clearButton.addTarget(self, action: #selector(clearQueue), for: .touchUpInside)
        return clearButton
    }
}

final class HistoryViewController: UITableViewController {
    @objc private func clearHistory() {}

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { // expect: header-trait-missing
        let container = UIView()
        let title = UILabel()
        title.text = "Earlier"
        let clearButton = UIButton(type: .system)
        clearButton.setTitle("Clear", for: .normal)
        clearButton.addTarget(self, action: #selector(clearHistory), for: .touchUpInside)
        container.addSubview(title)
        container.addSubview(clearButton)
        return container
    }
}
