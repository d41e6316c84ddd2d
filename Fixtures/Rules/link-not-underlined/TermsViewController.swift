import UIKit

/// Shows the terms of service in a text view with tappable links.
final class TermsViewController: UIViewController, UITextViewDelegate {
    private let termsTextView = UITextView()
    private let footerTextView = UITextView()

    /// The consent paragraph; links are styled right where the view is built.
    private lazy var consentTextView: UITextView = {
        let textView = UITextView()
        textView.isEditable = false
        textView.isScrollEnabled = false
        textView.linkTextAttributes = [.foregroundColor: UIColor.systemBlue]  // expect: link-not-underlined
        return textView
    }()

    private let document: TermsDocument

    init(document: TermsDocument) {
        self.document = document
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Terms")

        termsTextView.isEditable = false
        termsTextView.attributedText = document.attributedBody
        termsTextView.delegate = self
        termsTextView.linkTextAttributes = [
            .foregroundColor: UIColor.tintColor,
            // Underlined so links do not rely on color alone.
            .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]

        // Links in the footer look exactly like the text around them.
        footerTextView.isEditable = false
        footerTextView.attributedText = document.attributedFooter
        footerTextView.linkTextAttributes = [:]  // expect: link-not-underlined

        consentTextView.attributedText = document.attributedConsent
        [termsTextView, footerTextView, consentTextView].forEach(view.addSubview)
    }

    func applyHighContrast(_ isOn: Bool) {
        let color: UIColor = isOn ? .label : .systemBlue
        self.termsTextView.linkTextAttributes = [.foregroundColor: color, .underlineStyle: NSUnderlineStyle.thick.rawValue]
        consentTextView.linkTextAttributes = [  // expect: link-not-underlined
            .foregroundColor: color,
            .font: UIFont.preferredFont(forTextStyle: .body),
        ]
    }

    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem,
                  defaultAction: UIAction) -> UIAction? {
        defaultAction
    }
}

struct TermsDocument {
    var attributedBody: NSAttributedString
    var attributedFooter: NSAttributedString
    var attributedConsent: NSAttributedString
}
