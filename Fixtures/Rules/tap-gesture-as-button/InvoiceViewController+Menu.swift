import UIKit

extension InvoiceViewController {
    /// The invoice's menu: one handler shared by the titled items, and an untitled share item.
    func makeInvoiceMenu() -> UIMenu {
        let handler: (UIAction) -> Void = { [weak self] action in
            guard let self else { return }
            switch action.identifier.rawValue {
            case "pay":
                self.pay(self.invoice, method: .default)
            case "archive":
                self.archive(self.invoice)
            default:
                break
            }
        }
        return UIMenu(children: [
            UIAction(title: "Pay", identifier: UIAction.Identifier("pay"), handler: handler),
            UIAction(title: "Archive", identifier: UIAction.Identifier("archive"), handler: handler),
            UIAction(image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
                self?.share(self?.invoice)
            },
        ])
    }

    @objc func payFromBadge() {
        guard invoice.isPayable else { return }
        pay(invoice, method: .default)
    }

    @objc func shareFromLogo() {
        share(invoice)
    }

    func pay(_ invoice: Invoice, method: PaymentMethod) {}
    func archive(_ invoice: Invoice) {}
    func share(_ invoice: Invoice?) {}
}
