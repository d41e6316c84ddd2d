/// A SwiftUI button whose label draws nothing that can name it (a shape, a color, an empty view).
struct ButtonWithoutNameRule: Rule {
    static let metadata = RuleMetadata(
        id: "button-without-name",
        summary: "A button's label is only a shape, a color or an empty view, and nothing names it.",
        rationale: """
            SwiftUI names a button from the text in its label. A label made only of shapes and colors \
            (`Circle().fill(color)`, `Color.clear`, `Rectangle()`, `RoundedRectangle`, `Capsule`), spacers or \
            `EmptyView()` leaves VoiceOver saying just "button", Voice Control showing a number, and Switch \
            Control stopping on an unnamed target: colour swatches, full-screen dismiss backdrops and \
            invisible hit areas are the usual cases. Reported: `Button` and `Link` calls whose label closure \
            has no text, label, image, custom view, property or accessibility label in it, and \
            `Button("")`, with no `.accessibilityLabel` / `.accessibility(label:)` on the button or a view \
            around it. Not reported: a `Button` of the project's own (a type named `Button` declared in the file at top level or in a type around the call shadows SwiftUI's; `SwiftUI.Button` still counts), buttons that are hidden (`.accessibilityHidden(true)`, `.hidden()`), \
            merged into a labeled element (`.accessibilityElement(children: .combine/.ignore)` around them), \
            keyboard-shortcut-only buttons (`.keyboardShortcut` on a button with an empty label), buttons with \
            an `.overlay` (it may show the name), buttons whose label shows a `ProgressView` (spoken as "in \
            progress"), and buttons that show an image (also `Button("", systemImage:)`), which \
            `icon-button-missing-label` judges, and buttons whose label is `self` (a `View` extension wrapping the \
            receiver, `Button {} label: { self }`), named by the receiver's own content. Known false negatives: UIKit buttons with no title or \
            image; labels drawn by a custom button style.
            """,
        fix: """
            Name the button: `Button(action: pickColor) { Circle().fill(color) }.accessibilityLabel(colorName)`, \
            or give it a title with a label style (`Button("Dismiss", action: dismiss)`); hide a purely \
            decorative backdrop with `.accessibilityHidden(true)` when another control already dismisses.
            """,
        severity: .warning,
        wcag: ["4.1.2", "2.4.6"],
        frameworks: [.swiftUI],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct SwatchRow: View {
                    var body: some View {
                        ForEach(palette, id: \\.self) { hex in
                            ↓Button { select(hex) } label: {
                                Circle().fill(Color(hex: hex)).frame(width: 32, height: 32)
                            }
                        }
                    }
                }
                """),
            Example("""
                struct Sheet: View {
                    var body: some View {
                        ZStack {
                            ↓Button(action: dismiss) { Color.clear }
                            content
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // The label is drawn by the style, which shows the option's name.
            Example("""
                struct OptionRowStyle: ButtonStyle {
                    let title: String
                    func makeBody(configuration: Configuration) -> some View {
                        HStack { Text(title); Spacer() }.padding()
                    }
                }
                struct OptionRow: View {
                    let title: String
                    var body: some View {
                        Button(action: choose) {}
                            .buttonStyle(OptionRowStyle(title: title))
                    }
                }
                """),
            Example("""
                struct SwatchRow: View {
                    var body: some View {
                        Button { select(hex) } label: {
                            Circle().fill(Color(hex: hex))
                        }
                        .accessibilityLabel(colorName)
                    }
                }
                """),
            Example("""
                struct Sheet: View {
                    var body: some View {
                        Button(action: dismiss) { Color.clear }
                            .accessibilityHidden(true)
                        Button(action: dismiss) { EmptyView() }
                            .keyboardShortcut(.cancelAction)
                        Button(action: dismiss) { Text("Done") }
                    }
                }
                """),
        ])

    static let triggers = ["Button", "Link"]
    /// Images are left to `icon-button-missing-label`; a progress view names itself.
    static let lookups = ["Image", "AsyncImage", "ProgressView"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for name in ButtonWithoutNameRule.triggers {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard index.refersToSwiftUIType(at: token), let call = index.call(named: token), index.declaration(namedBy: token) == nil,
                      drawsNothingNameable(call, name: name, file: file) else { continue }
                let links = index.chainLinks(ofCall: call)
                if !index.semantics(of: links).isDisjoint(with: [.label, .hidden, .representation]) { continue }
                if links.contains(where: { index.isText(Int($0.name), "keyboardShortcut") || index.isText(Int($0.name), "overlay") }) {
                    continue
                }
                if links.contains(where: { styleDrawsText($0, file: file) }) { continue }
                let namedAround = index.enclosingCalls(of: token).contains { enclosing in
                    let around = index.chainLinks(ofCall: enclosing)
                    return !index.semantics(of: around).isDisjoint(with: [.label, .hidden]) || index.mergesChildren(around)
                }
                if namedAround { continue }
                findings.append(file.finding(from: token, through: token, message: ButtonWithoutNameRule.message(control: name)))
            }
        }
        return findings
    }

    /// Whether a `.buttonStyle(RowStyle(name: title))` link applies a style declared in this file whose `makeBody`
    /// draws a `Text` or `Label` of its own: the style, not the button's empty label, shows (and names) it.
    func styleDrawsText(_ link: ChainLink, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard index.isText(Int(link.name), "buttonStyle"), let call = link.call, call.open >= 0 else { return false }
        let start = Int(call.open) + 1
        guard index.kind(start) == .identifier, index.kind(start + 1) == .leftParen else { return false }
        let styleName = index.text(start)
        for type in index.types(named: styleName) where index.declarations[type].inheritance.contains("ButtonStyle") {
            guard let makeBody = index.member(of: type, where: { member in
                index.declarations[member].kind == .function && index.declarations[member].nameText == "makeBody"
                    && index.declarations[member].body >= 0
            }) else { continue }
            let body = index.scopes[Int(index.declarations[makeBody].body)]
            let first = Int(body.open) + 1
            let last = Int(body.close) - 1
            guard first <= last else { continue }
            for token in first...last where index.kind(token) == .identifier && index.kind(token + 1) == .leftParen
                && (index.isText(token, "Text") || index.isText(token, "Label")) && index.kind(token - 1) != .period {
                return true
            }
        }
        return false
    }

    /// Whether the control's label (title or label view) draws nothing that can name it.
    func drawsNothingNameable(_ call: CallSite, name: String, file: SwiftFileContext) -> Bool {
        let index = file.index
        if let title = call.arguments.first, title.label < 0 {
            // `Button("")`: an empty title; any other title names the button. With `systemImage:` or
            // `image:` it is an icon button, judged by `icon-button-missing-label`.
            let start = Int(title.start)
            guard index.kind(start) == .stringStart, index.partner(of: start) == Int(title.end), name == "Button",
                  index.argument(call, labeled: "systemImage") == nil, index.argument(call, labeled: "image") == nil
            else { return false }
            return index.literalText(from: start, through: Int(title.end)).allSatisfy { $0 == " " }
        }
        guard let region = labelRegion(call, name: name, index: index) else { return false }
        if region.first > region.last { return true }
        for name in ["Image", "AsyncImage", "ProgressView"] where file.containsName(name, from: region.first, through: region.last) {
            // Images are the icon-button rule's; a progress view speaks "in progress".
            return false
        }
        return !mayName(from: region.first, through: region.last, file: file)
    }

    /// Whether view content may name the button: a naming token (`namingTokens`) at its top level
    /// or in a closure passed as an argument inside it (a stack's `content:`), or a `self.` member (a property
    /// or method that may show text).
    func mayName(from first: Int, through last: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        if !index.namingTokens(from: first, through: last, images: file.components.images).isEmpty { return true }
        for token in first...last {
            switch index.kind(token) {
            case .keyword where index.isText(token, "self") && index.kind(token + 1) == .period:
                return true
            case .keyword where index.isText(token, "self") && index.kind(token - 1) != .period:
                // `Button {} label: { self }` in a `View` extension: the label is the receiver view, whose own
                // content (text the caller gave it) names the button.
                return true
            case .leftBrace:
                // Only closures passed as arguments (`content: {`): `namingTokens` skips argument lists
                // but already reads the closures of the content itself.
                guard let before = index.kind(token - 1), before == .colon || before == .leftParen || before == .comma,
                      let close = index.partner(of: token), close <= last, token + 1 <= close - 1 else { continue }
                if !index.namingTokens(from: token + 1, through: close - 1, images: file.components.images).isEmpty { return true }
            case .leftParen where token == first || index.kind(token - 1) == .leftBrace || index.kind(token - 1) == .operator:
                // A parenthesized view expression, not an argument list: `(Text(a) + Text(b)).padding()`
                // names the control by its text (a parenthesized ternary of icons names nothing).
                guard let close = index.partner(of: token), close <= last, token + 1 <= close - 1 else { continue }
                let naming = index.namingTokens(from: token + 1, through: close - 1, images: file.components.images)
                if naming.contains(where: { index.isText($0, "Text") || index.isText($0, "Label") }) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// The tokens of the label view: the `label:` closure or argument, or the trailing
    /// closure of `Button(action:)` / `Link(destination:)`; nil for other initializers.
    func labelRegion(_ call: CallSite, name: String, index: SyntaxIndex) -> (first: Int, last: Int)? {
        if let closure = index.trailingClosure(call, labeled: "label") {
            return (Int(closure.open) + 1, Int(closure.close) - 1)
        }
        if let argument = index.argument(call, labeled: "label") {
            let start = Int(argument.start)
            let end = Int(argument.end)
            if index.kind(start) == .leftBrace, index.partner(of: start) == end { return (start + 1, end - 1) }
            return (start, end)
        }
        let owner = name == "Button" ? index.argument(call, labeled: "action") : index.argument(call, labeled: "destination")
        guard owner != nil, let closure = call.trailingClosures.first(where: { $0.label < 0 }) else { return nil }
        return (Int(closure.open) + 1, Int(closure.close) - 1)
    }

    /// The message.
    static func message(control: String) -> String {
        "This \(control)'s label draws only shapes, colors or nothing, so VoiceOver announces just "
            + "\"\(control == "Link" ? "link" : "button")\"; "
            + "give it an accessibility label or a title."
    }
}
