/// An accessibility label that is an identifier, an asset or symbol name, or a test id.
struct LabelLooksLikeIdentifierRule: Rule {
    static let metadata = RuleMetadata(
        id: "label-looks-like-identifier",
        summary: "An accessibility label is an identifier, asset name or test id rather than words.",
        rationale: """
            VoiceOver speaks a label as written: "ic underscore close", "chevron dot down", \
            "player dot close button", "video dot row dot 42". Voice Control users cannot guess such a \
            name to say it. Reported: (1) a label whose literal is spelled exactly like the \
            `accessibilityIdentifier` set on the same SwiftUI view or UIKit object (the identifier is for UI \
            tests; copying it into the label makes VoiceOver read it); (2) a SwiftUI label that repeats the \
            name of an `Image` shown by the same view when that name is shaped like an identifier \
            (`Image(systemName: "star.fill")….accessibilityLabel("star.fill")`; a plain word such as `"gear"` \
            is left alone); (3) a label spoken as written (UIKit `accessibilityLabel = \
            "…"`, `Text(verbatim:)`) with no spaces and the shape of an identifier: snake_case (`ic_close`), \
            dotted names (`chevron.down`, `player.closeButton`), or lowerCamelCase (`closeButton`; not \
            brand names like `iPhone`, `macOS`). Not reported: a SwiftUI `LocalizedStringKey` label \
            (`.accessibilityLabel("editor.button.close")`) with none of the first two signs, because the \
            app's string tables translate it and a11ylint does not read them (a known false negative when \
            the key has no translation), and keys passed to `NSLocalizedString` / `String(localized:)`. \
            Opt-in for now: on 31 judged sites it had no false positive but found 5 of the 6 identifier-like \
            labels (recall 0.83, below the 0.85 a default rule must reach); the miss is a localization key \
            whose entry in the app's `.xcstrings` table is empty, which needs the string tables read.
            """,
        fix: """
            Write what a person would say: `.accessibilityLabel("Play")`, \
            `closeButton.accessibilityLabel = NSLocalizedString("Close", comment: "")`; keep the identifier \
            for tests in `accessibilityIdentifier` only.
            """,
        severity: .warning,
        wcag: ["2.4.6", "4.1.2"],
        frameworks: [.swiftUI, .uiKit],
        isOptIn: true,
        precision: .high,
        triggeringExamples: [
            Example("""
                struct PlayerControls: View {
                    var body: some View {
                        Button(action: togglePlay) { Image(systemName: "play.fill") }
                            .accessibilityIdentifier("player.playPauseButton")
                            .↓accessibilityLabel("player.playPauseButton")
                    }
                }
                """),
            Example("""
                final class SheetViewController: UIViewController {
                    let closeButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓closeButton.accessibilityLabel = "ic_close"
                    }
                }
                """),
            Example("""
                struct Rating: View {
                    var body: some View {
                        Image(systemName: "star.fill")
                            .↓accessibilityLabel("star.fill")
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct ComposeToolbar: View {
                    var body: some View {
                        Button(action: attach) { Image(systemName: "paperclip") }
                            .accessibilityLabel("accessibility.editor.button.attach-photo")
                    }
                }
                """),
            Example("""
                final class SheetViewController: UIViewController {
                    let closeButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        closeButton.accessibilityIdentifier = "sheet.close"
                        closeButton.accessibilityLabel = "Close"
                    }
                }
                """),
            Example("""
                final class DeviceCell: UITableViewCell {
                    func configure() {
                        accessibilityLabel = "iPhone"
                    }
                }
                """),
        ])

    static let triggers = ["accessibilityLabel", "accessibility"]
    /// Identifiers compared with the label, and images whose names it may repeat.
    static let lookups = ["accessibilityIdentifier", "Image"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var occurrences = file.occurrences(of: "accessibilityLabel")
        occurrences += file.occurrences(of: "accessibility")
        var findings: [RuleFinding] = []
        for literal in index.labelLiterals(at: occurrences) where literal.kind != .localizedCall {
            let text = literal.text
            guard text.unicodeScalars.count >= 2, !text.unicodeScalars.contains(where: { $0 == " " || $0 == "\n" }) else { continue }
            let anchor = Int(literal.anchor)
            let first = literal.chain == nil ? Int(literal.receiver.first ?? literal.anchor) : anchor
            let spelling = index.literalSpelling(from: Int(literal.stringStart), through: Int(literal.stringEnd))
            let message: String
            if isSameAsIdentifier(literal, spelling: spelling, file: file) {
                message = LabelLooksLikeIdentifierRule.identifierMessage(label: text)
            } else if literal.chain != nil, LabelLooksLikeIdentifierRule.hasIdentifierShape(text),
                      repeatsImageName(literal, spelling: spelling, file: file) {
                message = LabelLooksLikeIdentifierRule.imageNameMessage(label: text)
            } else if literal.kind == .verbatim, LabelLooksLikeIdentifierRule.hasIdentifierShape(text) {
                message = LabelLooksLikeIdentifierRule.shapeMessage(label: text)
            } else {
                continue
            }
            findings.append(file.finding(from: first, through: anchor, message: message))
        }
        return findings
    }

    /// Whether the same view (its chain) or UIKit object (same receiver, same file) has an
    /// `accessibilityIdentifier` literal spelled like the label.
    func isSameAsIdentifier(_ literal: LabelLiteral, spelling: String, file: SwiftFileContext) -> Bool {
        let index = file.index
        if let chain = literal.chain {
            return index.links(of: chain, named: "accessibilityIdentifier").contains { link in
                guard let call = link.call, let value = call.arguments.first, index.kind(Int(value.start)) == .stringStart,
                      index.partner(of: Int(value.start)) == Int(value.end) else { return false }
                return index.literalSpelling(from: Int(value.start), through: Int(value.end)) == spelling
            }
        }
        let receiver = index.pathNames(literal.receiver)
        let scope = index.enclosingType(of: Int(literal.anchor))
        for occurrence in file.occurrences(of: "accessibilityIdentifier") {
            let name = Int(occurrence)
            guard index.isOperator(name + 1, "="), index.kind(name + 2) == .stringStart,
                  let end = index.partner(of: name + 2), index.enclosingType(of: name) == scope else { continue }
            let path = index.kind(name - 1) == .period ? index.pathNames(index.targetPath(endingAt: name - 2)) : []
            if path == receiver, index.literalSpelling(from: name + 2, through: end) == spelling { return true }
        }
        return false
    }

    /// Whether an `Image("…")` / `Image(systemName: "…")` in the labeled view has the label's spelling.
    func repeatsImageName(_ literal: LabelLiteral, spelling: String, file: SwiftFileContext) -> Bool {
        guard let chain = literal.chain else { return false }
        let index = file.index
        for occurrence in file.occurrences(of: "Image", from: Int(chain.baseStart), through: Int(literal.anchor)) {
            guard let call = index.call(named: Int(occurrence)), let value = call.arguments.first,
                  index.kind(Int(value.start)) == .stringStart, index.partner(of: Int(value.start)) == Int(value.end) else { continue }
            if index.literalSpelling(from: Int(value.start), through: Int(value.end)) == spelling { return true }
        }
        return false
    }

    /// Words with inner capitals that are names, not identifiers.
    static let brandNames: Set<String> = ["iPhone", "iPad", "iPod", "iCloud", "iMessage", "iMac", "iOS", "macOS", "tvOS",
                                          "watchOS", "visionOS", "iPadOS", "eBay", "iTunes", "AirPods", "AirPlay"]

    /// Whether a label without spaces is shaped like an identifier: snake_case, dotted
    /// (`chevron.down`) or lowerCamelCase with a lowercase head of two letters or more.
    static func hasIdentifierShape(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.filter { $0 != "\u{FFFC}" })
        guard scalars.count >= 2, !brandNames.contains(text) else { return false }
        func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        for position in 1..<scalars.count - 1 where scalars[position] == "_" || scalars[position] == "." {
            if isLetterOrDigit(scalars[position - 1]), ("a"..."z").contains(scalars[position + 1]) || scalars[position] == "_" && isLetterOrDigit(scalars[position + 1]) {
                return true
            }
        }
        guard let head = scalars.first, ("a"..."z").contains(head) else { return false }
        var lowercaseRun = 0
        for scalar in scalars {
            if ("a"..."z").contains(scalar) {
                lowercaseRun += 1
            } else if ("A"..."Z").contains(scalar) {
                return lowercaseRun >= 2 && !text.hasSuffix("OS")
            } else {
                return false
            }
        }
        return false
    }

    /// The label as shown in messages, interpolations written `\\(…)`.
    static func display(_ label: String) -> String {
        label.split(separator: "\u{FFFC}", omittingEmptySubsequences: false).joined(separator: "\\(…)")
    }

    /// The message for a label copied from the identifier.
    static func identifierMessage(label: String) -> String {
        "This accessibility label '\(display(label))' is the element's accessibilityIdentifier, a test id that VoiceOver "
            + "reads as written; give it words a person would say."
    }

    /// The message for a label that repeats an image name.
    static func imageNameMessage(label: String) -> String {
        "This accessibility label '\(display(label))' is the name of the image it describes, which VoiceOver reads as written; "
            + "say what the image shows or does."
    }

    /// The message for a label shaped like an identifier.
    static func shapeMessage(label: String) -> String {
        "This accessibility label '\(display(label))' looks like an identifier or asset name, which VoiceOver reads as written; "
            + "give it words a person would say."
    }
}
