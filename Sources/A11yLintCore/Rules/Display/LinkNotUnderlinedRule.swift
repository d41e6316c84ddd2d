/// Links in `Text` (Markdown or `AttributedString`) or UIKit link attributes that are never underlined.
struct LinkNotUnderlinedRule: Rule {
    static let metadata = RuleMetadata(
        id: "link-not-underlined",
        summary: "Text shows links that are never underlined.",
        rationale: """
            SwiftUI renders Markdown links in `Text` (`Text("Read the [terms](https://…)")`, \
            `AttributedString(markdown:)`, runs with `.link`) in the tint color only, and UIKit's \
            `linkTextAttributes` usually set just a color. People who cannot tell the link color from the \
            text (color blindness, low vision, Increase Contrast) see no link at all, and people who turned \
            on Button Shapes expect links underlined. Reported at the `Text` showing a Markdown literal, an \
            attributed string made from Markdown or given `.link` runs (also through a property or function \
            declared in another file, and through a stored property that `init` or a method assigns such a \
            local: `text[range].link = url; self.caption = text`, matched by owning type, or an enum case \
            built with one, `return .styled(text)`, whose payload is shown by `case .styled(let text): Text(text)`; a helper of the enclosing type, \
            `Text(credit())`, is read in its own body, whatever another type's helper of that name does), at a \
            `Text(LocalizedStringKey(entry.note))` \
            of a field whose type's initializer is given a literal with a Markdown link anywhere in the project \
            (`Entry(note: "See [the guide](…)")`, or whose own value writes one, `let credits = intro + " [Studio](…)"`, or a local literal it interpolates: a `LocalizedStringKey` \
            parses Markdown, a plain `String` does not; also a stored property shown so in its own type, \
            `Text(.init(answer))`, and a field of a receiver of no declared type, `ForEach(tips) { tip in \
            Text(LocalizedStringKey(tip.detail)) }`, when a field of that name is given such a literal; the finding \
            notes the literal when it is in the same file), at a value interpolated into a literal key \
            (`Text("Made by \\(credit()) in Porto")`: an interpolated attributed string keeps its runs; there a name \
            is read only in the enclosing type or as a local, since a `String` of that name is the common case), and at \
            `linkTextAttributes` assignments without `.underlineStyle` (a local dictionary given \
            `attributes[.underlineStyle] = …` before it is assigned underlines; not where a struct or a type with its own \
            `linkTextAttributes` property sets that property, nor where the same function gives the link runs an \
            underline of their own — `style.link = url` beside `.underlineStyle`/`.underline(.single, …)`: the \
            view's link attributes replace the default underline, not a run's own). Both sides of a ternary of literals are keys \
            (`Text(isOn ? "Open [Files](…)" : "Off")`), an attributed string built in place is judged like a local \
            (`Text(try! AttributedString(markdown: "…[More](…)"))`), so is a `Text` initializer the project declares \
            that parses its string as Markdown (`extension Text { init(markdown: String) { … AttributedString(markdown: \
            markdown) … } }`, used as `Text(markdown: message.content)`: a value may hold any link, a literal only when \
            it shows one), and `AttributedString(markdown:)` of a literal \
            without a link (emphasis only) is no link source, nor is one of a local given only such literals \
            (`source = liked ? "*likes this*" : "*passes*"`) or an emoji its `if` tests (`symbol.isSingleEmoji`). `.link` runs shown in a `UITextView` that keeps \
            its default link attributes are not reported: those "specify blue text with a single underline" \
            (UITextView.linkTextAttributes). A member is resolved by its \
            receiver's declared type (`Text(page.body)` where `Page.body` is a `String` shows no Markdown, \
            whatever another type's `body` builds), and a view (`var body: some View`, `func row() -> some View`) is never a link source. \
            Each `Text` is judged on its own: it is underlined only by `.underline(…)` applied to it \
            (Text.underline(_:pattern:color:), "applies an underline to the text"; a conditional \
            `.underline(showButtonShapes)` counts), to a `Text` that interpolates it or a concatenation \
            holding it, or to an enclosing view (the View modifier of iOS 16+), or by `underlineStyle` set on \
            that string's own runs (AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute, "the line drawn \
            under a run of attributed text"). Reading `accessibilityShowButtonShapes` elsewhere in the view, \
            or underlining another string in the same scope, underlines nothing, so it is no exemption. The \
            app's localization tables are read: a `Text` showing a key (`Text("legal.terms")`, `tableName:`, \
            `LocalizedStringKey(…)` of a key or of an `NSLocalizedString`/`String(localized:)` value, \
            `AttributedString(localized:)`, a `LocalizedStringKey` property, or an accessor such as SwiftGen's \
            `L10n.Legal.terms` followed in any file to its `tr("Localizable", "legal.terms")`) is reported when the \
            key's value in the development language holds `[text](url)` or `<https://…>`: an `.xcstrings` \
            catalog's `sourceLanguage`; for `.strings` and `.stringsdict` (every plural variant) the `Base.lproj` \
            or unlocalized file, else `en.lproj`, else any one language. `Text(String)` is verbatim and shows no \
            link (`Text(String(localized: "legal.terms"))`, `Text(L10n.Legal.terms)` of a `String` accessor). \
            Markdown parsed from a table's value (`AttributedString(markdown: L10n.intro)`, a project helper given \
            `String(localized: "greeting")` or its `String.localizedStringWithFormat`) shows no link when the key \
            holds none in any language of that table (only `**bold**`, say), nor in the key itself. \
            Also reported at a MarkdownUI link style that sets a color and no `UnderlineStyle`: \
            `.markdownTextStyle(\\.link) { ForegroundColor(.accent) }`, or a `Theme`'s `.link { … }` in a file \
            that imports MarkdownUI. \
            Known false negatives: keys with interpolations (`Text("files \\(count)")`, whose key is \
            `files %lld`), keys chosen at run time, Xcode's generated string-catalog symbols, and Markdown read from a bundled file at run time. \
            Like every rule, it does not judge code that never runs (a declaration the app never names, README \
            "Code that never runs"); the cost is a view reached only through a name built at run time.
            """,
        fix: """
            Underline the links: `.underline()` on link-only text; for mixed text set \
            `attributed[run.range].underlineStyle = .single` on every run whose `link` is not nil; in UIKit add \
            `.underlineStyle: NSUnderlineStyle.single.rawValue` to `linkTextAttributes`. At least do so when \
            `@Environment(\\.accessibilityShowButtonShapes)` is true, on each text that shows a link.
            """,
        severity: .warning,
        wcag: ["1.4.1"],
        frameworks: [.swiftUI, .uiKit],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct AboutView: View {
                    var body: some View {
                        ↓Text("Read the [privacy policy](https://example.com/privacy) before signing in.")
                            .foregroundStyle(.secondary)
                    }
                }
                """),
            Example("""
                struct ErrorDetails: View {
                    let url: URL
                    var body: some View {
                        if let text = try? AttributedString(markdown: "[\\(url.absoluteString)](\\(url.absoluteString))") {
                            ↓Text(text).font(.callout)
                        }
                    }
                }
                """),
            Example("""
                final class TermsViewController: UIViewController {
                    let textView = UITextView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓textView.linkTextAttributes = [.foregroundColor: UIColor.systemBlue]
                    }
                }
                """),
            Example("""
                final class PolicyFooter: UIView {
                    let textView = UITextView()
                    func configure(url: URL) {
                        ↓textView.linkTextAttributes = [.foregroundColor: UIColor.systemGreen]
                        textView.attributedText = NSAttributedString(string: "Privacy policy",
                                                                     attributes: [.link: url, .font: UIFont.preferredFont(forTextStyle: .footnote)])
                    }
                }
                """),
            Example("""
                struct AboutView: View {
                    @Environment(\\.accessibilityShowButtonShapes) private var showButtonShapes
                    var body: some View {
                        ↓Text("[Visit our website](https://example.com) to learn more.")
                        Text("Read the \\(Text("[terms](https://example.com/terms)").underline(showButtonShapes)).")
                    }
                }
                """),
            Example("""
                final class NoticeBanner: UIView {
                    let textView = UITextView()
                    func apply(_ base: [NSAttributedString.Key: Any]) {
                        var linkAttributes = base
                        linkAttributes[.foregroundColor] = UIColor.systemPink
                        ↓textView.linkTextAttributes = linkAttributes
                    }
                }
                """),
            Example("""
                struct NoteLine: View {
                    let note: Note
                    var body: some View { ↓Text(rendered) }
                    private var rendered: AttributedString {
                        var source = "*No note yet*"
                        if let text = note.text { source = text }
                        return (try? AttributedString(markdown: source)) ?? AttributedString(source)
                    }
                }
                """),
            Example("""
                final class AboutModel {
                    let credits = AboutStrings.iconsBy + " [Studio North](https://example.com/north)."
                }
                struct AboutScreen: View {
                    let model = AboutModel()
                    var body: some View {
                        ↓Text(.init(model.credits))
                        Text(model.credits)
                    }
                }
                """),
            Example("""
                import MarkdownUI
                struct ReleaseNotesView: View {
                    let notes: String
                    var body: some View {
                        Markdown(notes)
                            ↓.markdownTextStyle(\\.link) {
                                ForegroundColor(.orange)
                            }
                    }
                }
                """),
            Example("""
                import MarkdownUI
                extension Theme {
                    static let journal = Theme()
                        .strong { FontWeight(.semibold) }
                        ↓.link {
                            ForegroundColor(.teal)
                        }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                import MarkdownUI
                extension Theme {
                    static let journal = Theme()
                        .link {
                            ForegroundColor(.teal)
                            UnderlineStyle(.single)
                        }
                    static let plain = Theme().code { ForegroundColor(.secondary) }
                }
                struct Row: View {
                    var body: some View { Markdown("x").markdownTextStyle(\\.code) { ForegroundColor(.pink) } }
                }
                """),
            Example("""
                struct ShareSheet: View {
                    let options: Options
                    var body: some View { Text("Share").onAppear { options.link { ForegroundColor(.red) } } }
                }
                """),
            Example("""
                final class HelpPanel: UIView {
                    let textView = UITextView()
                    func configure() {
                        var linkAttributes = textView.typingAttributes
                        linkAttributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
                        linkAttributes[.foregroundColor] = UIColor.systemBlue
                        textView.linkTextAttributes = linkAttributes
                    }
                }
                """),
            Example("""
                struct ReactionLine: View {
                    let reaction: Reaction
                    var body: some View { Text(caption).foregroundStyle(.secondary) }
                    private var caption: AttributedString {
                        var source: String
                        if let symbol = reaction.symbol, symbol.isSingleEmoji {
                            source = symbol
                        } else {
                            source = reaction.isPositive ? "*liked this*" : "*passed on this*"
                        }
                        return (try? AttributedString(markdown: source)) ?? AttributedString(source)
                    }
                }
                """),
            Example("""
                final class ConsentCell: UITableViewCell {
                    let bodyView = UITextView()
                    func show(_ text: String, policy: URL) {
                        bodyView.linkTextAttributes = [.foregroundColor: UIColor.systemTeal]
                        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .body)]
                        attributes[.link] = policy
                        attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
                        bodyView.attributedText = NSAttributedString(string: text, attributes: attributes)
                    }
                }
                """),
            Example("""
                enum NoticeStyle {
                    static func apply(to textView: UITextView, markup: String) {
                        textView.linkTextAttributes = [.foregroundColor: UIColor.systemIndigo]
                        let linkStyle = MarkupStyle(color: .systemIndigo, underline: .single)
                        textView.attributedText = markup.rendered(links: linkStyle)
                    }
                }
                """),
            Example("""
                struct Footer: View {
                    var body: some View {
                        Text("Read the [privacy policy](https://example.com/privacy).").underline()
                    }
                }
                """),
            Example("""
                struct Bio: View {
                    let markdown: String
                    var linked: AttributedString {
                        var text = (try? AttributedString(markdown: markdown)) ?? AttributedString(markdown)
                        for run in text.runs where run.link != nil { text[run.range].underlineStyle = .single }
                        return text
                    }
                    var body: some View { Text(linked) }
                }
                """),
            Example("""
                struct Plain: View {
                    var body: some View {
                        Text(verbatim: "[not a link](https://example.com)")
                        Text("Brackets [alone] are fine")
                    }
                }
                """),
            Example("""
                struct Credits: View {
                    var body: some View {
                        Text("Icons by \\(Text("[Studio](https://example.com/studio)")) and friends.").underline()
                    }
                }
                """),
        ])

    static let triggers = ["Text", "linkTextAttributes"] + markdownStyleTriggers
    static let lookups = markdownStyleLookups

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext, collected: Collected) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "Text") {
            let token = Int(occurrence)
            guard index.kind(token - 1) != .period, let call = index.call(named: token), call.open >= 0,
                  let argument = call.arguments.first, !index.isExcludedFromIOS(token) else { continue }
            if argument.label >= 0 {
                // `Text(markdown: message)`: a project initializer that parses its string as Markdown.
                guard collected.markdownTextInitializers[index.text(Int(argument.label))] == false,
                      showsMarkdownThroughInitializer(argument, index: index) else { continue }
            } else {
                guard showsLinks(argument, at: token, file: file, collected: collected)
                        || !collected.linkedKeys.isEmpty && showsLinkedKey(argument, of: call, file: file, collected: collected)
                else { continue }
            }
            // Each text on its own: reading `accessibilityShowButtonShapes` elsewhere in the view underlines nothing.
            if isUnderlined(call, index: index) { continue }
            var finding = file.finding(from: token, through: token, message: LinkNotUnderlinedRule.textMessage())
            finding.notes = fieldSourceNotes(argument, file: file, collected: collected)
            findings.append(finding)
        }
        for occurrence in file.occurrences(of: "linkTextAttributes") {
            let token = Int(occurrence)
            // `textView.linkTextAttributes = …`, not a variable of that name (`let linkTextAttributes = …`),
            // which is judged where it is assigned to the view.
            guard index.isOperator(token + 1, "="), !index.isName(token - 1, "let"), !index.isName(token - 1, "var"),
                  !index.isExcludedFromIOS(token) else { continue }
            let end = index.expressionEnd(from: token + 2)
            if file.containsName("underlineStyle", from: token + 2, through: end) { continue }
            // `linkTextAttributes = Theme.linkAttributes`: a constant that underlines.
            if index.tokens[end].kind == .identifier, collected.underliningConstants.contains(index.text(end)) { continue }
            // `var linkAttributes = base; linkAttributes[.underlineStyle] = …; textView.linkTextAttributes = linkAttributes`.
            if end == token + 2, index.kind(end) == .identifier, let local = index.localDeclaration(named: end),
               underlinesDictionary(local, before: token, file: file) { continue }
            let path = index.targetPath(endingAt: token)
            if assignsOwnProperty(path, at: token, index: index) { continue }
            // The attributes' own variable (`linkTextAttributes = linkAttributes`) is not a run's style.
            let value = end == token + 2 && index.kind(end) == .identifier ? index.text(end) : nil
            if underlinesOwnLinkRuns(around: token, excluding: value, file: file) { continue }
            let start = path.first.map(Int.init) ?? token
            findings.append(file.finding(from: start, through: token, message: LinkNotUnderlinedRule.attributesMessage()))
        }
        findings += markdownLinkStyleFindings(file)
        return findings
    }

    /// Whether the string given to a project `Text` initializer that parses Markdown may hold a link: a
    /// literal with a Markdown link, or a value from elsewhere (a message, a description), which may hold any,
    /// as `AttributedString(markdown:)` of a variable is judged.
    /// A parameter of the enclosing function (`static func build(_ text: String) -> Text { Text(markdown: text) }`),
    /// or a local made from one (`let text = text ?? ""`), is the caller's string: a component's callers decide
    /// what it holds, so the component itself is not reported.
    func showsMarkdownThroughInitializer(_ argument: Argument, index: SyntaxIndex) -> Bool {
        let first = Int(argument.start)
        if index.kind(first) == .stringStart, index.partner(of: first) == Int(argument.end) {
            return containsMarkdownLink(stringAt: first, index: index)
        }
        guard index.kind(first) == .identifier else { return true }
        var root = first
        if let local = index.localDeclaration(named: first), index.declarations[local].initializerStart >= 0,
           index.kind(Int(index.declarations[local].initializerStart)) == .identifier {
            root = Int(index.declarations[local].initializerStart)
        } else if index.localDeclaration(named: first) != nil {
            return true
        }
        return !isParameter(root, index: index)
    }

    /// Whether the name at `token` is a `String` parameter of the function or initializer around it.
    func isParameter(_ token: Int, index: SyntaxIndex) -> Bool {
        guard let function = index.enclosingDeclaration(of: token, where: { $0.kind == .function || $0.kind == .initializer })
        else { return false }
        // `_ text: String`, `text: String?`: the caller's string (a model passed in is data, not this).
        return index.parameters(ofDeclaration: function).contains { parameter in
            index.isText(parameter.name, equalTo: index.text(token)) && index.isName(parameter.type, "String")
        }
    }

    /// Whether the first argument of `Text(…)` carries links that nothing underlines.
    /// `interpolated`: the argument is a value interpolated into a literal key, where a name is read only in
    /// this type or as a local (a `String` of that name elsewhere is the common case, and shows no link).
    func showsLinks(_ argument: Argument, at text: Int, file: SwiftFileContext, collected: Collected,
                    interpolated: Bool = false) -> Bool {
        let index = file.index
        var first = Int(argument.start)
        var last = Int(argument.end)
        // `Text(LocalizedStringKey("…"))`, `Text(.init("…"))`.
        if index.isName(first, "LocalizedStringKey") || index.isName(first + 1, "init"),
           let open = (first...last).first(where: { index.kind($0) == .leftParen }), let close = index.partner(of: open) {
            first = open + 1
            last = close - 1
        }
        if index.kind(first) == .stringStart {
            if containsMarkdownLink(stringAt: first, index: index) { return true }
            // `Text("Made by \(credit()) in Lisbon")`: an interpolated attributed string keeps its runs, so a
            // value interpolated into the key is judged like the whole argument (a `String` shows no link).
            guard first == Int(argument.start), first == last || index.partner(of: first) == last,
                  let end = index.partner(of: first) else { return false }
            var probe = first + 1
            while probe < end {
                if index.kind(probe) == .interpolationStart, let close = index.partner(of: probe), close > probe + 1 {
                    let inner = Argument(label: -1, start: Int32(probe + 1), end: Int32(close - 1))
                    if showsLinks(inner, at: text, file: file, collected: collected, interpolated: true) { return true }
                    probe = close
                }
                probe += 1
            }
            return false
        }
        // `Text(isOn ? "Open in [Files](…)" : "Off")`: both sides literals, so both are keys (Markdown).
        if let (whenTrue, whenFalse) = ternaryLiterals(from: first, through: last, index: index) {
            return containsMarkdownLink(stringAt: whenTrue, index: index) || containsMarkdownLink(stringAt: whenFalse, index: index)
        }
        // `Text(try! AttributedString(markdown: "…[Read more](…)"))`: built in place, so nothing
        // underlines its runs (a literal without a link is no link source).
        // `Text((try? AttributedString(markdown: …)) ?? "…")` too.
        // Markdown parsed from a localized value whose key holds no link in any language shows none.
        func isLinkless(_ start: Int) -> Bool { isLinklessLocalizedValue(startingAt: start, index: index, collected: collected) }
        func buildsInPlace(from start: Int, through end: Int) -> Bool {
            var built = start
            while index.isName(built, "try") || index.isName(built, "await") || index.isOperator(built, "!")
                    || index.isOperator(built, "?") { built += 1 }
            guard built <= end, index.isName(built, "AttributedString") || index.isName(built, "NSAttributedString"),
                  index.kind(built + 1) == .leftParen, index.partner(of: built + 1) == end else { return false }
            return index.containsMarkdownAttributedString(from: built, through: end, markdown: file.names.id(of: "markdown"),
                                                          isLinkless: isLinkless)
        }
        if buildsInPlace(from: first, through: last) { return true }
        if index.kind(first) == .leftParen, let close = index.partner(of: first), close <= last,
           close == last || index.isOperator(close + 1, "??"), buildsInPlace(from: first + 1, through: close - 1) {
            return true
        }
        // `Text(LocalizedStringKey(terms))`: the key's text comes from a variable's string literal.
        if first != Int(argument.start), first == last, index.tokens[first].kind == .identifier,
           let declaration = index.localDeclaration(named: first)
            ?? index.declarations(named: index.text(first), kind: .variable).first,
           index.declarations[declaration].initializerStart >= 0,
           index.kind(Int(index.declarations[declaration].initializerStart)) == .stringStart {
            return containsMarkdownLink(stringAt: Int(index.declarations[declaration].initializerStart), index: index)
        }
        // `Text(LocalizedStringKey(entry.note))`: a field of a type whose initializer is given a literal
        // with a Markdown link somewhere in the project (a `LocalizedStringKey` parses Markdown).
        if first != Int(argument.start), first + 2 == last, index.kind(first + 1) == .period,
           index.tokens[last].kind == .identifier, !collected.markdownFields.isEmpty {
            // A receiver of no declared type (`ForEach(entries) { entry in … }`): a field of that name given such a literal.
            if let owner = ownerTypeName(ofMemberAt: last, first: first, index: index) {
                if collected.markdownFields.contains(owner + "." + index.text(last)) { return true }
            } else if collected.markdownFieldLabels.contains(index.text(last)) {
                return true
            }
        }
        // `Text(.init(answer))` inside the type whose initializer is given such a literal
        // (`QuestionAnswer(question: …, answer: "… [our site](https://…)")`): the stored property shown as a key.
        if first != Int(argument.start), first == last, index.tokens[first].kind == .identifier,
           !collected.markdownFields.isEmpty, index.localDeclaration(named: first) == nil,
           let owner = ownerTypeName(ofMemberAt: first, first: first, index: index),
           collected.markdownFields.contains(owner + "." + index.text(first)) {
            return true
        }
        // `Text(attributed)` where `attributed` is a local built from Markdown or given `.link` runs.
        if first == last, index.tokens[first].kind == .identifier, let local = index.localDeclaration(named: first) {
            let declaration = index.declarations[local]
            // `case .attributed(let text): Text(text)`: the payload of a case built with link runs elsewhere.
            let binding = Int(declaration.name)
            if declaration.modifiers.contains(.isConditionBinding), binding >= 4, index.kind(binding - 2) == .leftParen,
               index.tokens[binding - 3].kind == .identifier, index.kind(binding - 4) == .period,
               collected.attributedCases.contains(index.text(binding - 3)),
               let underlines = collected.caseProducers[index.text(binding - 3)] {
                return !underlines
            }
            guard declaration.initializerStart >= 0 else { return false }
            let initializerStart = Int(declaration.initializerStart)
            let initializerEnd = Int(declaration.initializerEnd)
            let scope = index.innermostScope(containing: Int(declaration.keyword)).map { index.scopes[$0] }
            let scopeStart = scope.map { Int($0.open) } ?? initializerStart
            let scopeEnd = scope.map { Int($0.close) } ?? initializerEnd
            if underlinesRuns(of: declaration.nameText, declaredAt: local, from: scopeStart, through: scopeEnd, file: file) {
                return false
            }
            if index.containsMarkdownAttributedString(from: initializerStart, through: initializerEnd,
                                                      markdown: file.names.id(of: "markdown"), isLinkless: isLinkless) { return true }
            let name = declaration.nameText
            for occurrence in file.occurrences(of: "link", from: scopeStart, through: scopeEnd) {
                let token = Int(occurrence)
                guard index.isName(token, "link"), index.kind(token - 1) == .period, index.isOperator(token + 1, "=") else { continue }
                if let root = index.targetPath(endingAt: token - 2).first,
                   index.text(Int(root)) == name { return true }
                if index.kind(token - 2) == .rightSquare, let open = index.partner(of: token - 2),
                   index.text(open - 1) == name { return true }
            }
            return false
        }
        // `Text(status.content.asSafeMarkdownAttributedString)`, `Text(creditLine(for: user))`: a project
        // property or function building Markdown or link runs.
        var name = -1
        var probe = first
        while probe <= last {
            if index.tokens[probe].kind == .identifier { name = probe }
            if let kind = index.kind(probe), kind == .leftParen || kind == .leftSquare {
                if index.partner(of: probe) == last || index.partner(of: probe) == last - 1 { break }   // a call's arguments
                probe = (index.partner(of: probe) ?? last) + 1
                continue
            }
            probe += 1
        }
        guard name >= 0, index.kind(name - 1) == .period || name == first else { return false }
        // `Text(styled(from: String(localized: "followedBy")))`: a producer given only localized values
        // that hold no link makes none (it may still bold or recolour them).
        if let call = index.call(named: name), call.open >= 0, !call.arguments.isEmpty,
           call.arguments.allSatisfy({ isLinkless(Int($0.start)) }) {
            return false
        }
        // A stored property given link runs in its type (`self.caption = text` after `text[range].link = url`):
        // `Text(caption)` in that type, or `Text(header.caption)` where `header` is declared of that type.
        if let owner = ownerTypeName(ofMemberAt: name, first: first, index: index),
           let underlines = collected.storedProducers[owner + "." + index.text(name)] {
            return !underlines
        }
        // A member of a known type whose property holds no attributes (`Text(model.body)` with
        // `var body: String` in `StoryModel`): a producer of that name in another type is not this one.
        if let owner = ownerTypeName(ofMemberAt: name, first: first, index: index),
           let declared = file.project.propertyType(in: owner, property: index.text(name)),
           !declared.contains("Attributed") {
            return false
        }
        // `Text(credit())`, `Text(self.credit)`: a member of this type is read here, whatever another type's
        // member of that name builds (helpers like `makeAttributedString()` are declared in many views).
        if name == first || index.kind(name - 1) == .period && index.isText(name - 2, "self") && name - 2 == first,
           let produces = ownProducer(named: name, index: index, file: file) {
            return produces
        }
        guard !interpolated, let underlines = collected.markdownProducers[index.text(name)] else { return false }
        // A bare name is this type's own member: when it is declared here with a type that holds
        // no attributes (`let message: LocalizedStringKey`), a producer of that name elsewhere is
        // another type's.
        if name == first, let type = index.enclosingType(of: name),
           case let spelled = index.text(name),
           let member = index.members(of: type).first(where: { index.declarations[$0].nameText == spelled }),
           let annotated = index.inferredTypeName(ofDeclaration: member), !annotated.contains("Attributed") {
            return false
        }
        return !underlines
    }

    /// For `Text(LocalizedStringKey(entry.note))` or `Text(.init(note))` showing a field given a Markdown link:
    /// notes at the literals in this file that hand the link to that field (`Entry(note: "See [the guide](…)")`,
    /// or the local literal it interpolates), where the link is written.
    func fieldSourceNotes(_ argument: Argument, file: SwiftFileContext, collected: Collected) -> [(range: ByteRange, message: String)] {
        let index = file.index
        guard !collected.markdownFields.isEmpty else { return [] }
        var first = Int(argument.start)
        var last = Int(argument.end)
        guard index.isName(first, "LocalizedStringKey") || index.isName(first + 1, "init"),
              let open = (first...last).first(where: { index.kind($0) == .leftParen }), let close = index.partner(of: open) else {
            return []
        }
        first = open + 1
        last = close - 1
        guard first <= last, index.tokens[last].kind == .identifier,
              first == last || first + 2 == last && index.kind(first + 1) == .period else { return [] }
        let member = index.text(last)
        var owners: Set<String> = []
        for field in collected.markdownFields where field.hasSuffix("." + member) {
            owners.insert(String(field.dropLast(member.count + 1)))
        }
        if let owner = ownerTypeName(ofMemberAt: last, first: first, index: index) {
            owners = owners.contains(owner) ? [owner] : []
        }
        guard !owners.isEmpty else { return [] }
        // The arguments `member: "…"` of a call to one of the owners (the name table holds only the rule's names,
        // so the literals are found by their label, as pass 1 found them).
        var notes: [(range: ByteRange, message: String)] = []
        for position in 2..<max(2, index.count) where notes.count < 3 && index.tokens[position].kind == .stringStart
            && index.kind(position - 1) == .colon && index.isText(position - 2, equalTo: member) {
            guard let opener = index.enclosingOpener(of: position), index.kind(opener) == .leftParen,
                  index.tokens[opener - 1].kind == .identifier, owners.contains(index.text(opener - 1)),
                  let end = index.partner(of: position) else { continue }
            var source: Int? = containsMarkdownLink(stringAt: position, index: index) ? position : nil
            var probe = position + 1
            while source == nil, probe < end {
                if index.kind(probe) == .interpolationStart, index.tokens[probe + 1].kind == .identifier,
                   index.partner(of: probe) == probe + 2, let local = index.localDeclaration(named: probe + 1),
                   case let start = Int(index.declarations[local].initializerStart), start >= 0,
                   index.kind(start) == .stringStart, containsMarkdownLink(stringAt: start, index: index) {
                    source = start
                }
                probe += 1
            }
            guard let source, let literalEnd = index.partner(of: source) else { continue }
            notes.append((range: index.range(from: source, through: literalEnd), message: "The link is written here."))
        }
        return notes
    }

    /// Whether the member named at token `name`, declared with a body in the enclosing type in this file
    /// (`func credit() -> AttributedString { var s = AttributedString("Ana"); s.link = url; return s }`),
    /// builds Markdown or link runs that it does not underline; `nil` when the type declares no such
    /// member here (then the project's producers of that name are read).
    func ownProducer(named name: Int, index: SyntaxIndex, file: SwiftFileContext) -> Bool? {
        guard let type = index.enclosingType(of: name) else { return nil }
        let spelled = index.text(name)
        let owners = index.types(named: index.declarations[type].nameText)
        for owner in owners {
            guard let member = index.member(of: owner, where: { member in
                let declaration = index.declarations[member]
                return declaration.nameText == spelled && declaration.body >= 0
                    && (declaration.kind == .function || declaration.kind == .variable)
            }) else { continue }
            let body = index.scopes[Int(index.declarations[member].body)]
            let first = Int(body.open), last = Int(body.close)
            let produces = index.containsMarkdownAttributedString(from: first, through: last, markdown: file.names.id(of: "markdown"))
                || index.assignsLinkRuns(from: first, through: last, link: file.names.id(of: "link"))
            guard produces else { return nil }
            return !file.containsName("underlineStyle", from: first, through: last)
        }
        return nil
    }

    /// The two string literals of a ternary that is the whole argument (`flag ? "a" : "b"`), whose
    /// sides are both literals and so both `LocalizedStringKey`s.
    func ternaryLiterals(from first: Int, through last: Int, index: SyntaxIndex) -> (Int, Int)? {
        var probe = first
        while probe < last {
            if let kind = index.kind(probe), kind == .leftParen || kind == .leftSquare || kind == .leftBrace {
                probe = (index.partner(of: probe) ?? last) + 1
                continue
            }
            if probe > first, index.isOperator(probe, "?"), index.kind(probe + 1) == .stringStart,
               let end = index.partner(of: probe + 1), index.kind(end + 1) == .colon,
               index.kind(end + 2) == .stringStart, index.partner(of: end + 2) == last {
                return (probe + 1, end + 2)
            }
            probe += 1
        }
        return nil
    }

    /// The type that owns the member named at `name`: the enclosing type for a bare name (`first`), or the
    /// declared type of the local or property before the period (`header.caption`, `self.caption`).
    func ownerTypeName(ofMemberAt name: Int, first: Int, index: SyntaxIndex) -> String? {
        if name == first || index.kind(name - 1) == .period && index.isText(name - 2, "self") && name - 2 == first {
            return index.enclosingType(of: name).map { index.declarations[$0].nameText }
        }
        let receiver = name - 2
        guard index.kind(name - 1) == .period, receiver == first, index.tokens[receiver].kind == .identifier else { return nil }
        if let local = index.localDeclaration(named: receiver) { return index.inferredTypeName(ofDeclaration: local) }
        guard let type = index.enclosingType(of: name), case let spelled = index.text(receiver),
              let member = index.members(of: type).first(where: { index.declarations[$0].nameText == spelled }) else { return nil }
        return index.inferredTypeName(ofDeclaration: member)
    }

    /// Whether an underline applies to the `Text` of `call`: `.underline(…)` in its own chain, in the
    /// chain of a `Text` whose literal interpolates it (`Text("Read the \(Text(terms).underline()).")`
    /// underlines only the inner one; an underlined outer `Text` underlines both), of a parenthesized
    /// concatenation holding it (`(Text(a) + Text(b)).underline()`), or of an enclosing view
    /// (`View.underline(_:pattern:color:)`, iOS 16+, applies to the text inside it).
    func isUnderlined(_ call: CallSite, index: SyntaxIndex) -> Bool {
        func underlines(_ links: [ChainLink]) -> Bool { links.contains { index.isText(Int($0.name), "underline") } }
        if underlines(index.chainLinks(ofCall: call)) { return true }
        var found = false
        index.forEachEnclosingOpener(of: Int(call.name)) { opener in
            guard let kind = index.kind(opener), kind == .leftParen || kind == .leftBrace else { return true }
            if let owner = index.owningCall(ofOpener: opener) {
                found = underlines(index.chainLinks(ofCall: owner))
            } else if kind == .leftParen, let close = index.partner(of: opener) {
                found = underlines(index.chainLinks(after: close))           // `(Text(a) + Text(b)).underline()`
            }
            return !found
        }
        return found
    }

    /// Whether the attributed string local `name` (declaration `local`) gets `underlineStyle` on its
    /// own runs within tokens `first...last`: in its initializer, written through it
    /// (`text.underlineStyle = …`, `text[run.range].underlineStyle = …`), or merged into it
    /// (`text.mergeAttributes(container)` next to a container that underlines). Another string's
    /// underline in the same scope does not count.
    func underlinesRuns(of name: String, declaredAt local: Int, from first: Int, through last: Int,
                        file: SwiftFileContext) -> Bool {
        let index = file.index
        let declaration = index.declarations[local]
        // A condition binding's initializer can run on into its `if` body; stop at that body's `{`.
        var initializerEnd = Int(declaration.initializerEnd)
        if declaration.modifiers.contains(.isConditionBinding) {
            for probe in Int(declaration.initializerStart)...max(Int(declaration.initializerStart), initializerEnd)
            where index.kind(probe) == .leftBrace {
                if let scope = index.scope(openedBy: probe), index.scopes[scope].kind == .controlFlow {
                    initializerEnd = probe - 1
                    break
                }
            }
        }
        if file.containsName("underlineStyle", from: Int(declaration.initializerStart), through: initializerEnd) {
            return true
        }
        var mentions = false
        for occurrence in file.occurrences(of: "underlineStyle", from: first, through: last) {
            let token = Int(occurrence)
            mentions = true
            guard index.kind(token - 1) == .period else { continue }
            if let root = index.targetPath(endingAt: token - 2).first, index.isText(Int(root), equalTo: name) { return true }
            if index.kind(token - 2) == .rightSquare, let open = index.partner(of: token - 2),
               index.isText(open - 1, equalTo: name) { return true }
        }
        guard mentions else { return false }
        // `text.mergeAttributes(…)`, `text.setAttributes(…)`, `text.replaceAttributes(…)` with an underline nearby.
        for probe in max(first, 0)...min(last, index.count - 1) where index.isText(probe, equalTo: name)
            && index.kind(probe + 1) == .period && index.kind(probe + 3) == .leftParen {
            if index.isText(probe + 2, "mergeAttributes") || index.isText(probe + 2, "setAttributes")
                || index.isText(probe + 2, "replaceAttributes") { return true }
        }
        return false
    }

    /// Whether a string literal's text contains a Markdown link `[label](destination)`.
    func containsMarkdownLink(stringAt start: Int, index: SyntaxIndex) -> Bool {
        index.stringLiteralContainsMarkdownLink(at: start)
    }

    /// The message for a `Text`.
    static func textMessage() -> String {
        "This text shows links that are never underlined, so people who cannot tell the link color from the "
            + "text, or who turned on Button Shapes, cannot find them."
    }

    /// The message for `linkTextAttributes`.
    static func attributesMessage() -> String {
        "These link attributes set no underline, so links are told apart from text by color alone."
    }
}
