import XCTest
@testable import A11yLintCore

final class LinkNotUnderlinedRuleTests: XCTestCase {
    let id = LinkNotUnderlinedRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testMarkdownLiteralsInEveryForm() {
        let source = #"""
        struct Credits: View {
            var body: some View {
                Text("""
                    Built with care. \
                    [Source code](https://example.com/code)
                    """)
                Text(LocalizedStringKey("See [the FAQ](https://example.com/faq)"))
                Text("Thanks to \(name) and [friends](https://example.com)")
                Text(verbatim: "[literal](https://example.com)")
                Text("Not a [link] (just brackets)")
                Text("[Underlined](https://example.com)").underline()
            }
        }
        """#
        let found = lint([("Credits.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 7, 8])
        XCTAssertEqual(found.first?.message, LinkNotUnderlinedRule.textMessage())
    }

    /// A `Text` initializer of the project that parses its string as Markdown (in another file) shows
    /// the links of any value it is given, and of a literal that has one; one that underlines the runs
    /// it builds, and the standard labeled initializers, are not link sources; nor is a `String` parameter
    /// a component hands on.
    func testTextInitializersThatParseMarkdown() {
        let helpers = """
        extension Text {
            init(markdown source: String) {
                if let parsed = try? AttributedString(markdown: source) {
                    self.init(parsed)
                } else {
                    self.init(verbatim: source)
                }
            }
            init(underlinedMarkdown source: String) {
                var parsed = (try? AttributedString(markdown: source)) ?? AttributedString(source)
                for run in parsed.runs where run.link != nil { parsed[run.range].underlineStyle = .single }
                self.init(parsed)
            }
            init(caption: String) { self.init(verbatim: caption.uppercased()) }
        }
        """
        let screen = """
        struct MessageRow: View {
            let message: Message
            var body: some View {
                VStack {
                    Text(markdown: message.content)
                    Text(markdown: "Read the [guide](https://example.com/guide)")
                    Text(markdown: "**Bold** only")
                    Text(underlinedMarkdown: message.content)
                    Text(caption: message.content)
                    Text(verbatim: message.content)
                }
            }
        }
        """
        XCTAssertEqual(lines([("Text+Markdown.swift", helpers), ("MessageRow.swift", screen)]),
                       ["MessageRow.swift:5", "MessageRow.swift:6"])
        // A component handing on its caller's string is judged at its callers; a model passed in is data.
        let component = """
        struct RichLabel: View {
            let text: Text
            init(_ string: String?, markdown: Bool) {
                let string = string ?? ""
                text = markdown ? Text(markdown: string) : Text(verbatim: string)
            }
            static func build(_ raw: String) -> Text { Text(markdown: raw) }
            func bio(of user: User) -> some View { Text(markdown: user.bio) }
            var body: some View { text }
        }
        """
        XCTAssertEqual(lines([("Text+Markdown.swift", helpers), ("RichLabel.swift", component)]), ["RichLabel.swift:8"])
        XCTAssertEqual(lines([("MessageRow.swift", screen)]), [])
    }

    func testGrammarAgreementIsNoLink() {
        let source = """
        struct ImportSummary: View {
            let count: Int
            var body: some View {
                Text("Imported ^[\\(count) category](inflect: true).")
                Text("Imported ^[\\(count) file](inflect: true), see [the log](https://example.com/log).")
            }
        }
        """
        // Foundation's `^[…](inflect: true)` agrees a noun with its number: no link is shown.
        XCTAssertEqual(lines([("ImportSummary.swift", source)]), ["ImportSummary.swift:5"])
    }

    func testTernaryOfLiteralsIsJudgedOnBothSides() {
        let source = """
        struct Footer: View {
            let on: Bool
            let status: String
            var body: some View {
                Text(on ? "Open [Files](https://files.example.com)" : "Off")
                Text(on ? "Synced" : "Local")
                Text(on ? status : "[Help](https://example.com)")
                Text(on ? "On" : "Read [the guide](https://example.com)").underline()
            }
        }
        """
        // A side that is a `String` variable makes the other one a `String` too: verbatim, no Markdown.
        XCTAssertEqual(lines([("Footer.swift", source)]), ["Footer.swift:5"])
    }

    func testMarkdownBuiltInPlaceIsJudgedByItsLiteral() {
        let source = #"""
        struct Rows: View {
            let content: String
            var body: some View {
                Text(try! AttributedString(markdown: "\(content) [More](https://example.com/more)"))
                Text(try! AttributedString(markdown: "**Bold** only"))
                Text((try? AttributedString(markdown: content)) ?? AttributedString(content))
                Text(try! AttributedString(markdown: "[Docs](https://example.com)")).underline()
            }
        }
        """#
        // Markdown from a variable may hold links; a literal without one holds none.
        XCTAssertEqual(lines([("Rows.swift", source)]), ["Rows.swift:4", "Rows.swift:6"])
    }

    func testAViewFunctionIsNoLinkSourceForAnotherTypesMember() {
        let helper = """
        struct Help: View {
            func caption(_ text: String) -> some View {
                Text(try! AttributedString(markdown: "\\(text) [More](https://example.com)"))
            }
            var body: some View { caption("Keys stay on this device.") }
        }
        """
        let user = """
        struct Sticker { let caption: String }
        struct StickerRow: View {
            let sticker: Sticker
            var body: some View { Text(sticker.caption) }
        }
        """
        XCTAssertEqual(lines([("Help.swift", helper), ("StickerRow.swift", user)]), ["Help.swift:3"])
    }

    func testAttributedStringsFromMarkdownAndLinkRuns() {
        let source = """
        struct Details: View {
            var body: some View {
                if let text = try? AttributedString(markdown: model.detail) {
                    Text(text)
                }
                Text(linked)
                Text(styled)
            }
            var linked: AttributedString {
                var result = AttributedString("Open settings")
                result.link = URL(string: "app-settings:")
                return result
            }
            func unused() {
                var text = AttributedString("Help")
                text.link = URL(string: "https://example.com/help")
                let shown = text
                print(shown)
            }
        }
        """
        XCTAssertEqual(lines([("Details.swift", source)]), ["Details.swift:4", "Details.swift:6"])
    }

    /// A stored property shown as a key in its own type (`Text(.init(answer))`) is a link when the project
    /// hands that field a literal with one; the finding notes the literal. A field only ever given plain
    /// text, a local of the same name, or a `String` shown verbatim is not.
    func testAFieldShownAsAKeyInItsOwnType() throws {
        let source = """
        struct Topic: View {
            var question: String
            var answer: String
            var body: some View {
                Text(.init(question))
                Text(.init(answer))
                Text(answer)
            }
        }
        struct Topics: View {
            var body: some View {
                Topic(question: "Export?", answer: "Use Settings.")
                Topic(question: "Privacy?", answer: "Read [the notes](https://example.com/privacy).")
            }
        }
        struct Other: View {
            var body: some View {
                let answer = "plain"
                Text(.init(answer))
            }
        }
        """
        let found = lint([("Topics.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [6])
        XCTAssertEqual(try XCTUnwrap(found.first).notes.map(\.start.line), [13])
    }

    /// `Text(LocalizedStringKey(tip.detail))` where `tip` has no declared type (a closure's parameter):
    /// a field of that name given a literal with a link is enough; a field never given one is not.
    func testAFieldOfAReceiverWithoutADeclaredType() {
        let model = """
        struct Tip { var headline: String; var detail: String }
        let tips = [Tip(headline: "Sync", detail: "Runs in the background. [More](https://example.com/sync)")]
        """
        let view = """
        struct TipsView: View {
            var body: some View {
                ForEach(tips) { tip in
                    Text(LocalizedStringKey(tip.headline))
                    Text(LocalizedStringKey(tip.detail))
                }
            }
        }
        """
        XCTAssertEqual(lines([("Tip.swift", model), ("TipsView.swift", view)]), ["TipsView.swift:5"])
        XCTAssertEqual(lines([("TipsView.swift", view)]), [])
    }

    /// An attributed string interpolated into a literal key keeps its runs: `Text("By \(credit())")` shows
    /// the helper's link. The helper is the type's own (another view's helper of that name, which
    /// underlines, speaks for that view only), and an interpolated `String` shows no link.
    func testAValueInterpolatedIntoAKey() {
        let source = #"""
        struct Footer: View {
            let version: String
            var body: some View {
                Text("Version \(version)")
                Text("Made by \(credit()) in Porto")
                Text("Made by \(credit())").underline()
            }
            func credit() -> AttributedString {
                var name = AttributedString("Ana")
                name.foregroundColor = .primary
                name.link = URL(string: "https://example.com/ana")
                return name
            }
        }
        struct Header: View {
            var body: some View { Text("Drawn by \(credit())") }
            func credit() -> AttributedString {
                var name = AttributedString("Rui")
                name.link = URL(string: "https://example.com/rui")
                name.underlineStyle = .single
                return name
            }
        }
        """#
        let other = #"""
        struct Banner: View {
            let title: String
            var body: some View { Text("Hello \(title) and \(credit())") }
        }
        """#
        XCTAssertEqual(lines([("Footer.swift", source), ("Banner.swift", other)]), ["Footer.swift:5"])
    }

    func testProducersInOtherFiles() {
        let model = """
        struct Post {
            var content: String
            var markdown: AttributedString { (try? AttributedString(markdown: content)) ?? AttributedString(content) }
            var underlined: AttributedString {
                var text = (try? AttributedString(markdown: content)) ?? AttributedString(content)
                for run in text.runs where run.link != nil { text[run.range].underlineStyle = .single }
                return text
            }
        }
        """
        let view = """
        struct PostView: View {
            let post: Post
            var body: some View {
                Text(post.markdown)
                Text(post.underlined)
            }
        }
        """
        XCTAssertEqual(lines([("Post.swift", model), ("PostView.swift", view)]), ["PostView.swift:4"])
        XCTAssertEqual(lines([("PostView.swift", view)]), [])
    }

    /// A stored property assigned, in `init` or a method, a local that got link runs or was built
    /// from Markdown there is a producer; a local assigned to a local, or without links, is not.
    func testStoredPropertiesAssignedLinkedLocals() {
        let model = """
        final class Notice {
            var body: AttributedString = ""
            var plain: AttributedString = ""
            func load(text: String, url: URL) {
                var linked = AttributedString(text)
                linked[linked.startIndex..<linked.endIndex].link = url
                self.body = linked
                var styled = AttributedString(text)
                styled.font = .headline
                var copy = AttributedString()
                copy = linked
                plain = styled
            }
        }
        struct Hint {
            let detail: AttributedString
            init(text: String) {
                let parsed = (try? AttributedString(markdown: text)) ?? AttributedString(text)
                detail = parsed
            }
        }
        """
        let view = """
        struct NoticeView: View {
            let notice: Notice
            let hint: Hint
            var body: some View {
                Text(notice.body)
                Text(notice.plain)
                Text(hint.detail)
            }
        }
        """
        XCTAssertEqual(lines([("Notice.swift", model), ("NoticeView.swift", view)]), ["NoticeView.swift:5", "NoticeView.swift:7"])
    }

    /// An enum case built with a local that has link runs shows links where its payload is bound
    /// (`case .rich(let text): Text(text)`); one built with underlined runs, or never with links, does not.
    func testEnumPayloadsBuiltWithLinkRuns() {
        let builders = """
        func tagPiece(_ tag: String) -> Piece {
            var tagged = AttributedString("#" + tag)
            tagged.link = URL(string: "app://tag/" + tag)
            return .rich(tagged)
        }
        func footnotePiece(_ url: URL) -> [Piece] {
            var linked = AttributedString("source")
            linked.link = url
            linked.underlineStyle = .single
            return [Piece.underlined(linked)]
        }
        func notePiece(_ body: String) -> Piece {
            var note = AttributedString(body)
            self.record(note)
            return .plain(note)
        }
        """
        let view = """
        enum Piece {
            case rich(AttributedString), underlined(AttributedString), plain(AttributedString)
            var text: Text {
                switch self {
                case .rich(let value): return Text(value)
                case .underlined(let value): return Text(value)
                case .plain(let value): return Text(value)
                }
            }
        }
        """
        XCTAssertEqual(lines([("Builders.swift", builders), ("Piece.swift", view)]), ["Piece.swift:5"])
        // Another enum's case of the same name carrying a `String` shows it verbatim: no link.
        let caption = """
        enum Caption {
            case rich(String)
            var text: Text { switch self { case .rich(let value): return Text(value) } }
        }
        """
        XCTAssertEqual(lines([("Builders.swift", builders), ("Caption.swift", caption)]), [])
    }

    /// Producers are known by name across the project; a view's own property of that name
    /// with a plain type is not one of them.
    func testOwnPropertiesAreNotAnotherTypesProducer() {
        let model = """
        final class Announcement {
            let message: AttributedString
            init(markdown: String) { message = (try? AttributedString(markdown: markdown)) ?? AttributedString(markdown) }
        }
        """
        let views = """
        struct WelcomePage: View {
            let message: LocalizedStringKey
            var body: some View { Text(message) }
        }
        struct AnnouncementBanner: View {
            let announcement: Announcement
            var body: some View { Text(announcement.message) }
        }
        struct ServerNote: View {
            let message: AttributedString
            var body: some View { Text(message) }
        }
        """
        XCTAssertEqual(lines([("Announcement.swift", model), ("Views.swift", views)]), ["Views.swift:7", "Views.swift:11"])
    }

    /// A text view's link attributes that set only a colour do not take away an underline the
    /// link runs carry themselves, built in the same function; an underline on other text does
    /// not count.
    func testLinkRunsUnderlinedInTheSameFunctionKeepTheirUnderline() {
        let literal = """
        final class WaiverView: UIView {
            let textView = UITextView()
            func show(_ url: URL) {
                textView.linkTextAttributes = [.foregroundColor: UIColor.systemOrange]
                textView.attributedText = NSAttributedString(string: "Read the waiver",
                                                             attributes: [.link: url, .underlineStyle: NSUnderlineStyle.single.rawValue])
            }
        }
        """
        XCTAssertEqual(lines([("Waiver.swift", literal)]), [])
        let otherText = """
        final class WaiverView: UIView {
            let textView = UITextView()
            func show(_ url: URL) {
                textView.linkTextAttributes = [.foregroundColor: UIColor.systemOrange]
                let heading = NSAttributedString(string: "Waiver", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
                var body: [NSAttributedString.Key: Any] = [:]
                body[.link] = url
                textView.attributedText = heading + NSAttributedString(string: " Read it", attributes: body)
            }
        }
        """
        XCTAssertEqual(lines([("Waiver.swift", otherText)]), ["Waiver.swift:4"])
        // The view's own attributes, named for links, with the underline taken away.
        let cleared = """
        final class NoteEditor: UIViewController {
            let editor = UITextView()
            func styleLinks() {
                var linkAttributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.systemBlue]
                linkAttributes[.underlineStyle] = 0
                editor.linkTextAttributes = linkAttributes
            }
        }
        """
        XCTAssertEqual(lines([("Editor.swift", cleared)]), ["Editor.swift:6"])
        XCTAssertEqual(lines([("Editor.swift", cleared.replacingOccurrences(of: "linkAttributes[.underlineStyle] = 0",
                                                                             with: "let linkStyle: [NSAttributedString.Key: Any] = [.underlineStyle: 0]"))]),
                       ["Editor.swift:6"])
    }

    /// A variable named like the property is judged once, where it is assigned to the view.
    func testLinkAttributesVariableIsJudgedWhereAssigned() {
        let source = """
        final class TermsViewController: UIViewController {
            let textView = UITextView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let linkTextAttributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.systemBlue]
                textView.linkTextAttributes = linkTextAttributes
                var plain = [NSAttributedString.Key: Any]()
                let underlined = [NSAttributedString.Key.underlineStyle: NSUnderlineStyle.single.rawValue]
                textView.linkTextAttributes = underlined
            }
        }
        """
        XCTAssertEqual(lines([("Terms.swift", source)]), ["Terms.swift:6"])
        let untyped = source.replacingOccurrences(of: "let linkTextAttributes: [NSAttributedString.Key: Any] =",
                                                  with: "let linkTextAttributes =")
        XCTAssertEqual(lines([("Terms.swift", untyped)]), ["Terms.swift:6"])
    }

    func testUIKitLinkAttributesAndButtonShapesReaders() {
        let source = """
        final class TermsView: UITextView {
            func configure() {
                linkTextAttributes = [.foregroundColor: UIColor.systemTeal]
                self.linkTextAttributes = [.foregroundColor: UIColor.systemTeal, .underlineStyle: NSUnderlineStyle.single.rawValue]
            }
        }
        struct Aware: View {
            @Environment(\\.accessibilityShowButtonShapes) var showButtonShapes
            var body: some View { Text("[Help](https://example.com)").underline(showButtonShapes) }
        }
        struct AwareByReading: View {
            @Environment(\\.accessibilityShowButtonShapes) var showButtonShapes
            var body: some View { Text("[Help](https://example.com)").foregroundStyle(showButtonShapes ? .primary : .secondary) }
        }
        """
        // Reading the setting underlines nothing: only the text that uses it for `.underline` is excused.
        XCTAssertEqual(lines([("Terms.swift", source)]), ["Terms.swift:3", "Terms.swift:13"])
    }

    func testLinkRunsThroughFunctionsKeysFromVariablesAutolinksAndConstants() {
        let helpers = """
        enum Credits {
            static func byLine(for name: String) -> AttributedString {
                var text = AttributedString(name)
                text.link = URL(string: "https://example.com/\\(name)")
                return text
            }
            static let linkAttributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.link,
                                                                       .underlineStyle: NSUnderlineStyle.single.rawValue]
        }
        """
        let view = """
        struct CreditsView: View {
            let terms = "Read the [terms](https://example.com/terms)"
            var body: some View {
                Text(Credits.byLine(for: "Ana"))
                Text(LocalizedStringKey(terms))
                Text("Visit <https://example.com>")
            }
        }
        final class TermsView: UITextView {
            func configure() { linkTextAttributes = Credits.linkAttributes }
        }
        """
        XCTAssertEqual(lines([("Credits.swift", helpers), ("CreditsView.swift", view)]),
                       ["CreditsView.swift:4", "CreditsView.swift:5", "CreditsView.swift:6"])
    }

    // MARK: - Each text on its own

    /// Underlining one link (or reading Button Shapes) does not excuse the others.
    func testEachTextIsJudgedOnItsOwn() {
        let source = #"""
        struct AboutView: View {
            @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
            var body: some View {
                Text("[Visit our website](https://example.com) to learn more.")
                Text("Read the \(Text("[terms](https://example.com/terms)").underline(showButtonShapes)).")
                Text("Or the \(Text("[privacy policy](https://example.com/privacy)")).")
                Text("Icons by \(Text("[Studio](https://example.com/studio)")).").underline()
                (Text("[Blog](https://example.com/blog)") + Text(" and news")).underline()
                VStack { Text("[Status](https://example.com/status)") }.underline(showButtonShapes)
                Text("[Help](https://example.com/help)").foregroundStyle(showButtonShapes ? .primary : .accentColor)
            }
        }
        """#
        XCTAssertEqual(lines([("About.swift", source)]), ["About.swift:4", "About.swift:6", "About.swift:10"])
    }

    /// Only `underlineStyle` on the runs of the string that reaches the `Text` counts.
    func testUnderlinedRunsMustBeThoseOfTheShownString() {
        let source = #"""
        struct Notice: View {
            let markdown: String
            var body: some View {
                VStack {
                    if let notice = try? AttributedString(markdown: markdown) {
                        var footer = AttributedString("Learn more")
                        footer.underlineStyle = .single
                        Text(notice)
                        Text(footer)
                    }
                    if let terms = try? AttributedString(markdown: markdown) {
                        var container = AttributeContainer()
                        container.underlineStyle = .single
                        let _ = terms.mergeAttributes(container)
                        Text(terms)
                    }
                    if var legal = try? AttributedString(markdown: markdown) {
                        let _ = legal.runs.forEach { run in if run.link != nil { legal[run.range].underlineStyle = .single } }
                        Text(legal)
                    }
                }
            }
        }
        """#
        XCTAssertEqual(lines([("Notice.swift", source)]), ["Notice.swift:8"])
    }

    func testLinkAttributesOfTheTypesOwnPropertyAreNotATextViews() {
        let wrapper = """
        struct Wrapper: View {
            private let linkTextAttributes: [NSAttributedString.Key: Any]
            init(attributes: [NSAttributedString.Key: Any]) {
                self.linkTextAttributes = attributes
            }
        }
        extension Wrapper {
            mutating func reset() { linkTextAttributes = [:] }
        }
        final class Holder {
            var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
            func tint() { self.linkTextAttributes = [.foregroundColor: UIColor.red] }
        }
        final class Notes: UITextView {
            override var linkTextAttributes: [NSAttributedString.Key: Any]! {
                didSet { invalidateIntrinsicContentSize() }
            }
            func style() { self.linkTextAttributes = [.foregroundColor: UIColor.red] }
        }
        final class Plain: UITextView {
            func style() {
                linkTextAttributes = [.foregroundColor: UIColor.red]
                self.other.linkTextAttributes = [.foregroundColor: UIColor.red]
            }
        }
        struct Host {
            func make() -> UITextView {
                let view = UITextView()
                view.linkTextAttributes = [.foregroundColor: UIColor.red]
                return view
            }
        }
        """
        XCTAssertEqual(lines([("Wrapper.swift", wrapper)]), ["Wrapper.swift:18", "Wrapper.swift:22", "Wrapper.swift:23",
                                                             "Wrapper.swift:29"])
    }

    /// Markdown parsed from a local is judged by every value it is given before the parse: link-free
    /// literals (also in a ternary) and a binding its `if` tests as an emoji show no link; a value from
    /// elsewhere, or a change in place, may hold any.
    func testMarkdownLocalsJudgedByTheirValues() {
        let source = #"""
        struct Badges: View {
            let badge: Badge
            var quiet: AttributedString {
                var text = badge.isNew ? "*new*" : "_seen_"
                if badge.isPinned { text = "**pinned**" }
                return (try? AttributedString(markdown: text)) ?? AttributedString(text)
            }
            var loud: AttributedString {
                var text = "*new*"
                text += badge.note
                return (try? AttributedString(markdown: text)) ?? AttributedString(text)
            }
            var mixed: AttributedString {
                var text = "*new*"
                if let symbol = badge.symbol { text = symbol }
                return (try? AttributedString(markdown: text)) ?? AttributedString(text)
            }
            var body: some View {
                Text(quiet)
                Text(loud)
                Text(mixed)
            }
        }
        """#
        XCTAssertEqual(lines([("Badges.swift", source)]), ["Badges.swift:20", "Badges.swift:21"])
    }

    /// A link-attributes local underlines only when given a non-zero `underlineStyle` before it is assigned.
    func testLinkAttributesLocalUnderline() {
        let source = """
        final class Footer: UIView {
            let first = UITextView(), second = UITextView(), third = UITextView()
            func style(_ base: [NSAttributedString.Key: Any]) {
                var plain = base
                plain[.underlineStyle] = 0
                second.linkTextAttributes = plain
                var merged = base
                merged.merge([.underlineStyle: NSUnderlineStyle.single.rawValue]) { $1 }
                third.linkTextAttributes = merged
                var late = base
                first.linkTextAttributes = late
                late[.underlineStyle] = NSUnderlineStyle.single.rawValue
            }
        }
        """
        XCTAssertEqual(lines([("Footer.swift", source)]), ["Footer.swift:6", "Footer.swift:11"])
    }
}
