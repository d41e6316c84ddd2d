import UIKit

final class FeedViewController: UIViewController, UITableViewDelegate {
    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet var headerLabel: UILabel?
    private var items: [(title: String, count: Int)] = []
    private lazy var refreshItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "arrow.clockwise"), style: .plain,
                                   target: self, action: #selector(refresh(_:)))
        item.accessibilityLabel = NSLocalizedString("Refresh", comment: "Toolbar button")
        return item
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [refreshItem]
        let tap = UITapGestureRecognizer(target: self, action: #selector(headerTapped))
        headerLabel?.isUserInteractionEnabled = true
        headerLabel?.addGestureRecognizer(tap)
        headerLabel?.accessibilityTraits.insert(.button)
        headerLabel?.accessibilityTraits = [.button, .header]
        let pair = (first: (1, 2), second: 3)
        let nested = pair.first.1 + pair.0.0 - items.count
        let ratio = Double(nested) / 2.0 / max(1, Double(items.count))
        view.alpha = ratio>=0.5 ? 1 : 0.5
        tableView?.contentInset.top += 8
        title = items.first?.title ?? "Feed"
        let keyPath = \FeedViewController.items.count
        let sorted = items.sorted { $0.count > $1.count }.map(\.title)
        print(keyPath, sorted, items[0].title!=nil)
    }

    @objc private func refresh(_ sender: UIBarButtonItem?) {
        guard let first = items.first, !first.title.isEmpty else { return }
        tableView.reloadData()
    }

    @objc func headerTapped() {
        performSegue(withIdentifier: "showDetails", sender: self)
    }

    override func accessibilityActivate() -> Bool {
        headerTapped()
        return true
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        defer { tableView.deselectRow(at: indexPath, animated: true) }
        if case let (title, count)? = items.indices.contains(indexPath.row) ? items[indexPath.row] : nil, count > 0 {
            print(title)
        }
    }
}

extension UIBarButtonItem {
    @IBInspectable var accLabelText: String? {
        get { accessibilityLabel }
        set { accessibilityLabel = newValue }
    }
}
