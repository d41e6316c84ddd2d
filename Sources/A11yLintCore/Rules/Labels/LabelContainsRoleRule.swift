/// An accessibility label that repeats the role VoiceOver already speaks ("Close button").
struct LabelContainsRoleRule: Rule {
    static let metadata = RuleMetadata(
        id: "label-contains-role",
        summary: "An accessibility label ends with the element's role, which VoiceOver already speaks.",
        rationale: """
            VoiceOver speaks an element's traits after its label, so a label that ends with the role is \
            heard twice ("Close button, button", "Profile image, image"); Voice Control users have to say \
            the role as part of the name ("Tap Close button"); and the label goes stale when the element \
            changes kind. Reported: a literal label (SwiftUI `.accessibilityLabel`, `.accessibility(label:)`, \
            UIKit `accessibilityLabel =`, also the key of `NSLocalizedString` / `String(localized:)`) of at \
            least two words whose last word is `button` (or `btn`) on any element; `image`, `icon` or `graphic` on a \
            SwiftUI `Image` or a UIKit image view; `link` on a SwiftUI `Link`; `tab` on a tab bar item. A \
            role word that names the object acted on is not reported when the element has another role \
            ("Edit banner image" on a button, "Copy media link"). Not reported: keys that look like \
            identifiers (`"editor.button.close"`), which `label-looks-like-identifier` judges, and visible \
            titles (`Button("Close button")`), which the label must match. Known false negatives: labels \
            built at run time or only in string tables. Unlike a11y-check, which reports these words anywhere \
            in a label, only the last word counts and only against the element's own role: a word inside the \
            label usually names the object ("Edit banner image", "Copy link").
            """,
        fix: """
            Drop the role word and let the trait speak it: `.accessibilityLabel("Close")` on a `Button`, \
            `.accessibilityLabel("Profile")` on an `Image`; for a custom control, give it the trait \
            (`.accessibilityAddTraits(.isButton)`, `accessibilityTraits = .button`) instead of naming the role.
            """,
        severity: .warning,
        wcag: ["2.5.3", "4.1.2"],
        frameworks: [.swiftUI, .uiKit],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct SheetHeader: View {
                    var body: some View {
                        Button(action: dismiss) { Image(systemName: "xmark") }
                            .↓accessibilityLabel("Close button")
                    }
                }
                """),
            Example("""
                final class ProfileHeaderView: UIView {
                    let avatarImageView = UIImageView()
                    func configure() {
                        ↓avatarImageView.accessibilityLabel = "Profile image"
                    }
                }
                """),
            Example("""
                final class Toolbar: UIView {
                    let shareButton = UIButton(type: .system)
                    func configure() {
                        ↓shareButton.accessibilityLabel = NSLocalizedString("Share Button", comment: "")
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct BannerEditor: View {
                    var body: some View {
                        Button(action: pick) { Image(systemName: "photo") }
                            .accessibilityLabel("Edit banner image")
                    }
                }
                """),
            Example("""
                struct SheetHeader: View {
                    var body: some View {
                        Button(action: dismiss) { Image(systemName: "xmark") }
                            .accessibilityLabel("accessibility.editor.button")
                    }
                }
                """),
            Example("""
                final class Toolbar: UIView {
                    let radioButton = UIButton(type: .system)
                    func configure() {
                        radioButton.accessibilityLabel = "Radio"
                    }
                }
                """),
        ])

    static let triggers = ["accessibilityLabel", "accessibility"]
    /// Names that tell a tab bar item or a SwiftUI tab apart.
    static let lookups = ["tabBarItem", "tabItem"]

    init(options: NoOptions) {}

    /// The role a label's last word names, checked against the element's own role.
    enum Role { case button, image, link, tab }

    /// The role named by a (lowercased) last word.
    static func role(named word: String) -> Role? {
        switch word {
        case "button", "btn": return .button
        case "image", "icon", "graphic": return .image
        case "link": return .link
        case "tab": return .tab
        default: return nil
        }
    }

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var occurrences = file.occurrences(of: "accessibilityLabel")
        occurrences += file.occurrences(of: "accessibility")
        var findings: [RuleFinding] = []
        for literal in index.labelLiterals(at: occurrences) {
            guard let match = LabelContainsRoleRule.lastRoleWord(of: literal.text) else { continue }
            let (word, role) = match
            let anchor = Int(literal.anchor)
            guard role == .button || hasRole(role, literal: literal, file: file) else { continue }
            let first = literal.chain == nil ? Int(literal.receiver.first ?? literal.anchor) : anchor
            findings.append(file.finding(from: first, through: anchor, message: LabelContainsRoleRule.message(word: word)))
        }
        return findings
    }

    /// The last word of a label of two or more words, when it names a role; nil for keys
    /// (no space, or dots and underscores inside words) and single words.
    static func lastRoleWord(of text: String) -> (String, Role)? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\u{FFFC}" || $0 == "," || $0 == "-" || $0 == ":" })
        guard words.count >= 2 || text.hasPrefix("\u{FFFC}"), let last = words.last else { return nil }
        // `editor.button.close`, `close_button`: identifiers, not sentences.
        if text.contains("_") || words.contains(where: { $0.dropLast().contains(".") }) { return nil }
        var word = String(last).lowercased()
        while let end = word.last, end == "." || end == "!" || end == ")" { word.removeLast() }
        guard let role = role(named: word) else { return nil }
        return (String(last), role)
    }

    /// Whether the labeled element has `role` (images, links and tabs; buttons are always reported).
    func hasRole(_ role: Role, literal: LabelLiteral, file: SwiftFileContext) -> Bool {
        let index = file.index
        if let chain = literal.chain {
            let base = Int(chain.baseStart)
            switch role {
            case .image: return index.isName(base, "Image") || file.components.images.contains(index.text(base))
            case .link: return index.isName(base, "Link")
            case .tab: return chain.links.contains { index.isText(Int($0.name), "tabItem") }
            case .button: return true
            }
        }
        guard let last = literal.receiver.last else { return false }
        let name = index.text(Int(last))
        switch role {
        case .image: return name.hasSuffix("ImageView") || name.hasSuffix("imageView") || name == "imageView"
        case .tab: return name == "tabBarItem"
        case .link, .button: return false
        }
    }

    /// The message.
    static func message(word: String) -> String {
        "This accessibility label ends with '\(word)', the role VoiceOver already speaks, so users hear it twice."
    }
}
