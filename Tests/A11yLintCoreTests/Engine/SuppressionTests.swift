import XCTest
@testable import A11yLintCore

final class SuppressionTests: XCTestCase {
    /// A file with four tap findings (lines 3, 4, 5, 6 before any comment is added).
    func taps(_ lines: [String]) -> String {
        (["struct Taps: View {", "    var body: some View {"] + lines + ["    }", "}"]).joined(separator: "\n")
    }
    let tap = "        Text(\"A\").onTapGesture { open() }"

    func findings(_ source: String) -> [String] {
        lint([("Taps.swift", source)], rules: [TapGestureAsButtonRule.id]).map { "\($0.start.line) \($0.ruleID)" }
    }

    func testRegionDisableAndEnable() {
        let source = taps([tap, "        // a11ylint:disable tap-gesture-as-button - legacy screen", tap, tap,
                           "        // a11ylint:enable tap-gesture-as-button", tap])
        XCTAssertEqual(findings(source), ["3 tap-gesture-as-button", "8 tap-gesture-as-button"])
    }

    func testOneLineFormsInLineAndBlockComments() {
        let source = taps([
            "        // a11ylint:disable:next tap-gesture-as-button",
            tap,
            tap + " // a11ylint:disable:this tap-gesture-as-button",
            tap,
            "        /* a11ylint:disable:previous tap-gesture-as-button */",
            tap,
        ])
        XCTAssertEqual(findings(source), ["8 tap-gesture-as-button"])
    }

    func testAllAndMultipleIds() {
        XCTAssertEqual(findings(taps(["        // a11ylint:disable all", tap, tap])), [])
        XCTAssertEqual(findings(taps(["        // a11ylint:disable link-not-underlined, tap-gesture-as-button", tap])), [])
    }

    func testSuperfluousAndUnknownSuppressionsAreReported() {
        let source = taps(["        // a11ylint:disable:next tap-gesture-as-button", "        Text(\"plain\")",
                           "        // a11ylint:disable:next tap-gesture-as-buton", tap])
        let found = lint([("Taps.swift", source)], rules: [TapGestureAsButtonRule.id])
        XCTAssertEqual(found.map { "\($0.start.line) \($0.ruleID) \($0.severity)" },
                       ["3 superfluous-suppression info", "5 superfluous-suppression info", "6 tap-gesture-as-button warning"])
        XCTAssertEqual(found[0].message, "'a11ylint:disable:next tap-gesture-as-button' silences no finding.")
        XCTAssertEqual(found[1].message, Suppressions.unknownRuleMessage("tap-gesture-as-buton", suggestion: "tap-gesture-as-button"))
    }

    func testOnlyACommentThatOpensWithTheMarkerIsADirective() {
        // Prose that mentions the syntax is neither a suppression nor a superfluous one.
        let prose = taps(["        /// Write `// a11ylint:disable:next tap-gesture-as-button` above a tap that is fine.", tap,
                          "        // TODO: drop the a11ylint:disable:next once the card is a Button", tap])
        XCTAssertEqual(findings(prose), ["4 tap-gesture-as-button", "6 tap-gesture-as-button"])
        // Doc comments and indentation inside the comment still work.
        let directives = taps(["        ///a11ylint:disable:next tap-gesture-as-button", tap,
                               "        /*   a11ylint:disable:next tap-gesture-as-button */", tap])
        XCTAssertEqual(findings(directives), [])
    }

    func testSuppressionsOfDisabledRulesAreNotReported() {
        let source = "// a11ylint:disable link-not-underlined\nlet x = 1\n"
        XCTAssertEqual(lint([("A.swift", source)], rules: [TapGestureAsButtonRule.id]).map(\.ruleID), [])
        XCTAssertEqual(lint([("A.swift", source)], rules: [LinkNotUnderlinedRule.id]).map(\.ruleID), ["superfluous-suppression"])
    }

    func testPreviewsAndTestFilesAreNotLinted() {
        let source = """
        #Preview { Text("A").onTapGesture { open() } }
        struct Card_Previews: PreviewProvider { static var previews: some View { Text("A").onTapGesture { open() } } }
        struct Card: View { var body: some View { Text("A").onTapGesture { open() } } }
        """
        XCTAssertEqual(lint([("Card.swift", source)], rules: [TapGestureAsButtonRule.id]).map(\.start.line), [3])
        XCTAssertEqual(lint([("AppTests/CardTests.swift", source)], rules: [TapGestureAsButtonRule.id]).count, 0)
    }
}
