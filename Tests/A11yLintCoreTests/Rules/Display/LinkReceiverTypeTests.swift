import XCTest
@testable import A11yLintCore

/// `Text(model.member)` is resolved by the receiver's type, and a view's `body` is never a
/// string with links (link-not-underlined).
final class LinkReceiverTypeTests: XCTestCase {
    let id = LinkNotUnderlinedRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    let notesView = """
        struct NotesView: View {
            let notes: String
            var body: some View {
                if let text = try? AttributedString(markdown: notes) { Text(text).underline() }
            }
        }
        """

    func testAViewBodyIsNoLinkSource() {
        let story = """
            struct Card: View {
                let item: FeedItem
                var body: some View {
                    Text(item.body)
                }
            }
            """
        XCTAssertEqual(lines([("NotesView.swift", notesView), ("Card.swift", story)]), [])
    }

    func testAMemberIsResolvedByItsReceiversType() {
        let model = """
            struct Page {
                var body: String
                var summary: AttributedString
            }
            struct Summary {
                var summary: AttributedString {
                    var text = AttributedString("Docs")
                    text.link = URL(string: "https://example.com")
                    return text
                }
            }
            """
        let card = """
            struct Card: View {
                @Binding var page: Page
                var body: some View {
                    Text(page.body)
                    Text(page.summary)
                }
            }
            """
        // `Page.summary` holds attributes: the producer of that name may be it; `Page.body` is a String.
        XCTAssertEqual(lines([("Page.swift", model), ("Card.swift", card)]), ["Card.swift:5"])
        // An unknown receiver keeps the match by name.
        let untyped = card.replacingOccurrences(of: "@Binding var page: Page", with: "let page = loadPage()")
        XCTAssertEqual(lines([("Page.swift", model), ("Card.swift", untyped)]), ["Card.swift:5"])
    }
}

extension LinkReceiverTypeTests {
    func testLocalizedKeyOfAFieldGivenAMarkdownLiteral() {
        let model = """
            struct Entry {
                let title: String
                let note: String
            }
            """
        let row = """
            struct Row: View {
                let entry: Entry
                var body: some View {
                    Text(LocalizedStringKey(entry.title))
                    Text(LocalizedStringKey(entry.note))
                    Text(entry.note)
                }
            }
            """
        let literal = #"let entries = [Entry(title: "A", note: "See [the guide](https://example.com)")]"#
        let local = """
            func entries() -> [Entry] {
                let link = "[\\(linkText)](https://example.com)"
                return [Entry(title: "B", note: "Intro\\n\\(link)")]
            }
            """
        let plain = #"let entries = [Entry(title: "C", note: "No links [here]")]"#
        XCTAssertEqual(lines([("Entry.swift", model), ("Row.swift", row), ("Data.swift", literal)]), ["Row.swift:5"])
        XCTAssertEqual(lines([("Entry.swift", model), ("Row.swift", row), ("Data.swift", local)]), ["Row.swift:5"])
        XCTAssertEqual(lines([("Entry.swift", model), ("Row.swift", row), ("Data.swift", plain)]), [])
    }
}
