import XCTest
@testable import A11yLintCore

final class GenericLinkTextRuleTests: XCTestCase {
    let id = GenericLinkTextRule.id

    func testGenericTexts() {
        for text in ["here", "Click here", "Learn more…", "MORE", " Read more.", "this link"] {
            XCTAssertTrue(GenericLinkTextRule.isGeneric(text), text)
        }
        for text in ["Privacy policy", "here and there", "More about backups", ""] {
            XCTAssertFalse(GenericLinkTextRule.isGeneric(text), text)
        }
    }

    func testMarkdownLinkTexts() {
        XCTAssertEqual(GenericLinkTextRule.markdownLinkTexts(in: "See [here](a) or [the guide](b), [not a link]."),
                       ["here", "the guide"])
        XCTAssertEqual(GenericLinkTextRule.markdownLinkTexts(in: "[unclosed"), [])
    }

    func testFindingsAreInfo() throws {
        let source = """
        struct V: View {
            var body: some View {
                Text("Tap [here](https://example.com).")
                Text(verbatim: "[here](https://example.com)")
                Text("no links here")
                Link("Learn more", destination: url)
                Link("Learn more", destination: url).accessibilityLabel("Learn more about sync")
                Link("Sync guide", destination: url).accessibilityLabel("See more")
            }
        }
        """
        let found = lint([("V.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 6, 8])
        XCTAssertEqual(found.map(\.severity), [.info, .info, .info])
        XCTAssertEqual(found.last?.message, GenericLinkTextRule.message(text: "See more"))
        XCTAssertEqual(found.first?.message, GenericLinkTextRule.message(text: "here"))
    }
}
