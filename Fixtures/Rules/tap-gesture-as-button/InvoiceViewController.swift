import UIKit

/// An invoice: tapping the status badge pays it (as the titled menu item does), tapping the logo
/// shares it (only an image-only item does that), and tapping the total opens the breakdown.
final class InvoiceViewController: UIViewController {
    let statusBadge = UIImageView()
    let logoView = UIImageView()
    let totalLabel = UILabel()
    var invoice: Invoice!

    override func viewDidLoad() {
        super.viewDidLoad()
        statusBadge.isUserInteractionEnabled = true
        statusBadge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(payFromBadge)))
        logoView.isUserInteractionEnabled = true
        logoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(shareFromLogo)))  // expect: tap-gesture-as-button
        totalLabel.isUserInteractionEnabled = true
        totalLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openBreakdown)))  // expect: tap-gesture-as-button
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: makeInvoiceMenu())
    }

    @objc func openBreakdown() {
        navigationController?.pushViewController(BreakdownViewController(invoice: invoice), animated: true)
    }
}
