import SwiftUI
import UIKit

/// A SwiftUI wrapper that keeps the link attributes it is given and hands them to its text view:
/// assigning its own stored property styles nothing.
struct RichTextLabel: UIViewRepresentable {
    let text: NSAttributedString
    private let linkTextAttributes: [NSAttributedString.Key: Any]

    init(_ text: NSAttributedString, linkTextAttributes: [NSAttributedString.Key: Any] = [:]) {
        self.text = text
        self.linkTextAttributes = linkTextAttributes
    }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.isEditable = false
        view.linkTextAttributes = linkTextAttributes  // expect: link-not-underlined
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        view.attributedText = text
    }
}

/// A text view subclass that styles its own links: `self` is the text view.
final class FootnoteTextView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        self.linkTextAttributes = [.foregroundColor: UIColor.link]  // expect: link-not-underlined
        isEditable = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        linkTextAttributes = [.foregroundColor: UIColor.link]  // expect: link-not-underlined
    }
}

/// A style holder class with its own property of that name.
final class LinkStyle {
    var linkTextAttributes: [NSAttributedString.Key: Any] = [:]

    func useBrandColor() {
        linkTextAttributes = [.foregroundColor: UIColor.systemTeal]
    }
}
