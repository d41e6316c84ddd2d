import UIKit

/// Taps on members of a footer declared in ReceiptFooterView.swift: the button (and the badge, a
/// UIButton subclass through two project classes) are controls already; the explanation label is not.
final class ReceiptSettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = ReceiptFooterView(frame: .zero)
        footer.explanationLabel.text = String(localized: "Receipts are kept for 30 days.")

        let learnMoreTap = UITapGestureRecognizer(target: self, action: #selector(openReceiptHelp))
        footer.learnMoreButton.addGestureRecognizer(learnMoreTap)

        let badgeTap = UITapGestureRecognizer(target: self, action: #selector(openReceiptHelp))
        footer.badgeHolder.badge.addGestureRecognizer(badgeTap)

        let explanationTap = UITapGestureRecognizer(target: self, action: #selector(openReceiptHelp))  // expect: tap-gesture-as-button
        footer.explanationLabel.isUserInteractionEnabled = true
        footer.explanationLabel.addGestureRecognizer(explanationTap)
        return footer
    }

    @objc private func openReceiptHelp() {
        guard let url = URL(string: "https://example.com/help/receipts") else { return }
        UIApplication.shared.open(url)
    }
}
