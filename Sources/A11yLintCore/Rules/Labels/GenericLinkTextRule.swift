/// A link whose text says nothing out of context ("here", "learn more").
struct GenericLinkTextRule: Rule {
    static let metadata = RuleMetadata(
        id: "generic-link-text",
        summary: "A link's text does not say where it goes (\"here\", \"learn more\").",
        rationale: """
            VoiceOver users often move between links with the rotor, which lists each link by its text \
            alone: a page of "here", "more" and "learn more" says nothing about where each goes, and Voice \
            Control users must say "Tap here" without knowing which one they get. Reported as `info`: a \
            SwiftUI `Link` whose title or label text, or literal `.accessibilityLabel`, is one of here, click \
            here, tap here, this, this link, link, more, read more, learn more, see more, view more, more info, \
            details, go (case and trailing punctuation ignored), \
            and a Markdown link `[here](…)` with such text inside a `Text` literal. `info` because WCAG 2.4.4 \
            (level A) accepts a purpose that the sentence around the link makes clear; 2.4.9 (AAA) does not. \
            Not reported: a `Link` whose generic text is given a descriptive `.accessibilityLabel` (unlike \
            a11y-check, which still reports the visible text: VoiceOver's rotor and Voice Control use the \
            label), and links whose text comes from variables or string tables (known false negatives).
            """,
        fix: """
            Put the destination in the link text: `Link("Privacy policy", destination: url)`, \
            "Read the [wallet safety guide](https://…)"; if the design needs the short text, add \
            `.accessibilityLabel("Privacy policy")` to the `Link`.
            """,
        severity: .info,
        wcag: ["2.4.4", "2.4.9"],
        frameworks: [.swiftUI],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct PrivacyFooter: View {
                    var body: some View {
                        ↓Link("Learn more", destination: privacyURL)
                    }
                }
                """),
            Example("""
                struct WalletNotice: View {
                    var body: some View {
                        ↓Text("Your balance is high. [Click here](https://example.com/safety) for tips.")
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct PrivacyFooter: View {
                    var body: some View {
                        Link("Privacy policy", destination: privacyURL)
                    }
                }
                """),
            Example("""
                struct WalletNotice: View {
                    var body: some View {
                        Text("Read the [wallet safety guide](https://example.com/safety).")
                        Link("More", destination: helpURL).accessibilityLabel("More about backups")
                    }
                }
                """),
        ])

    static let triggers = ["Link", "Text"]

    init(options: NoOptions) {}

    /// Link texts that name no destination, lowercased.
    static let genericTexts: Set<String> = ["here", "click here", "tap here", "this", "this link", "link", "more",
                                            "read more", "learn more", "see more", "view more", "more info", "details",
                                            "go"]

    /// Whether a link text (as written) is generic.
    static func isGeneric(_ text: String) -> Bool {
        var lowered = text.lowercased()
        while let last = lowered.last, last == "." || last == "!" || last == "…" || last == " " || last == ">" { lowered.removeLast() }
        while let first = lowered.first, first == " " { lowered.removeFirst() }
        return genericTexts.contains(lowered)
    }

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "Link") {
            let name = Int(occurrence)
            guard index.kind(name - 1) != .period, let call = index.call(named: name), call.open >= 0,
                  index.argument(call, labeled: "destination") != nil else { continue }
            let links = index.chainLinks(ofCall: call)
            // A literal accessibility label replaces the text for VoiceOver and Voice Control: judge it instead.
            let labels = index.labelLiterals(at: links.filter { index.isText(Int($0.name), "accessibilityLabel") }.map(\.name))
            if let label = labels.first {
                if GenericLinkTextRule.isGeneric(label.text) {
                    let anchor = Int(label.anchor)
                    findings.append(file.finding(from: anchor, through: anchor, message: GenericLinkTextRule.message(text: label.text)))
                }
                continue
            }
            if index.semantics(of: links).contains(.label) { continue }
            guard let text = linkText(call, index: index), GenericLinkTextRule.isGeneric(text) else { continue }
            findings.append(file.finding(from: name, through: name, message: GenericLinkTextRule.message(text: text)))
        }
        for occurrence in file.occurrences(of: "Text") {
            let name = Int(occurrence)
            // `Text("…")` only, prechecked on the bytes of its segments before anything is built.
            guard index.kind(name - 1) != .period, index.kind(name + 1) == .leftParen, index.kind(name + 2) == .stringStart,
                  let end = index.partner(of: name + 2), index.kind(end + 1) == .rightParen || index.kind(end + 1) == .comma,
                  (name + 3..<end).contains(where: { index.kind($0) == .stringSegment && index.containsBytes($0, "](") })
            else { continue }
            let literal = index.literalText(from: name + 2, through: end)
            if let text = GenericLinkTextRule.markdownLinkTexts(in: literal).first(where: GenericLinkTextRule.isGeneric) {
                findings.append(file.finding(from: name, through: name, message: GenericLinkTextRule.message(text: text)))
            }
        }
        return findings
    }

    /// The visible text of a `Link`: its title literal, or a `Text("…")` label.
    func linkText(_ call: CallSite, index: SyntaxIndex) -> String? {
        if let title = call.arguments.first, title.label < 0 {
            let start = Int(title.start)
            guard index.kind(start) == .stringStart, index.partner(of: start) == Int(title.end) else { return nil }
            return index.literalText(from: start, through: Int(title.end))
        }
        guard let closure = call.trailingClosures.first(where: { $0.label < 0 }) ?? index.trailingClosure(call, labeled: "label")
        else { return nil }
        let first = Int(closure.open) + 1
        guard index.isName(first, "Text"), let text = index.call(named: first), Int(text.end) == Int(closure.close) - 1,
              let literal = text.arguments.first, literal.label < 0, index.kind(Int(literal.start)) == .stringStart,
              index.partner(of: Int(literal.start)) == Int(literal.end) else { return nil }
        return index.literalText(from: Int(literal.start), through: Int(literal.end))
    }

    /// The texts of the Markdown links `[text](destination)` in a literal.
    static func markdownLinkTexts(in literal: String) -> [String] {
        var texts: [String] = []
        var scalars = Substring(literal)
        while let open = scalars.firstIndex(of: "[") {
            let rest = scalars[scalars.index(after: open)...]
            guard let close = rest.firstIndex(of: "]") else { break }
            let after = rest.index(after: close)
            if after < rest.endIndex, rest[after] == "(" { texts.append(String(rest[..<close])) }
            scalars = rest[after...]
        }
        return texts
    }

    /// The message.
    static func message(text: String) -> String {
        "This link's text '\(text)' does not say where it goes, so it means nothing in VoiceOver's list of links; "
            + "name the destination."
    }
}
