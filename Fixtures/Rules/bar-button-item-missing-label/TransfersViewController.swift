import UIKit

/// The storyboard scene `Transfers` (Transfers.storyboard) uses this class; its close item is
/// labeled here through `navigationItem`, its filter item is not labeled anywhere.
final class TransfersViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem?.accessibilityLabel = String(localized: "Close transfers")
        setupToolbar()
    }

    private func setupToolbar() {
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let pause = UIBarButtonItem(image: UIImage(named: "ic_pause_all"), style: .plain, target: self, action: #selector(pauseAll))
        let clear = UIBarButtonItem(image: UIImage(named: "ic_clear_done"), style: .plain, target: self, action: #selector(clearDone))  // expect: bar-button-item-missing-label
        toolbarItems = [pause, space, clear]
        toolbarItems![0].accessibilityLabel = String(localized: "Pause all transfers")
    }

    @objc private func pauseAll() {}
    @objc private func clearDone() {}
}
