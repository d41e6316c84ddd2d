import UIKit

/// A ticket's scannable code. The image views are made accessibility elements in their property
/// initializers; the ticket code view is named in `configure(with:)`, another method of the type, so it is
/// labeled. The seal image is never named anywhere.
final class TicketCodeView: UIView {
    private let codeImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.isAccessibilityElement = true
        return imageView
    }()

    private let sealImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "ticket-seal"))
        imageView.isAccessibilityElement = true  // expect: image-missing-label
        return imageView
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(codeImageView)
        addSubview(sealImageView)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with ticket: TicketCode) {
        codeImageView.image = ticket.image
        codeImageView.accessibilityLabel = String(localized: "Ticket code for \(ticket.holderName)")
    }
}

struct TicketCode {
    var image: UIImage
    var holderName: String
}

/// The operator's logo is named through a shared helper that takes the view (declared below): labeled.
final class TicketOperatorView: UIView {
    private let logoImageView = UIImageView(image: UIImage(named: "operator-logo"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        logoImageView.isAccessibilityElement = true
        AccessibilityStyling.name(logoImageView, String(localized: "Operator logo"))
        addSubview(logoImageView)
    }

    required init?(coder: NSCoder) { nil }
}

enum AccessibilityStyling {
    static func name(_ view: UIView, _ label: String) {
        view.accessibilityLabel = label
    }
}
