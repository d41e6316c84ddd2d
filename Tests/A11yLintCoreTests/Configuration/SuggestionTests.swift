import XCTest
@testable import A11yLintCore

final class SuggestionTests: XCTestCase {
    func testDistance() {
        XCTAssertEqual(Suggestion.distance("", ""), 0)
        XCTAssertEqual(Suggestion.distance("abc", ""), 3)
        XCTAssertEqual(Suggestion.distance("", "abc"), 3)
        XCTAssertEqual(Suggestion.distance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.distance("minimum", "minimun"), 1)
        XCTAssertEqual(Suggestion.distance("warning", "wraning"), 1, "an adjacent transposition costs one")
        XCTAssertEqual(Suggestion.distance("ca", "abc"), 2, "unrestricted: transpose, then insert between")
        XCTAssertEqual(Suggestion.distance("café", "cafe"), 1, "compared by Unicode scalar, not byte")
        XCTAssertEqual(Suggestion.distance("Error", "error"), 1, "the distance itself is case-sensitive")
    }

    func testCloseMisspellings() {
        let keys = ConfigurationFile.keys
        XCTAssertEqual(Suggestion.closest(to: "disabled_rule", among: keys), "disabled_rules")
        XCTAssertEqual(Suggestion.closest(to: "opt-in-rules", among: keys), "opt_in_rules")
        XCTAssertEqual(Suggestion.closest(to: "exlcuded", among: keys), "excluded")
        XCTAssertEqual(Suggestion.closest(to: "Reporter", among: keys), "reporter", "case is ignored")
        XCTAssertEqual(Suggestion.closest(to: "warn", among: ["error", "warning", "info", "off"]), "warning")
        XCTAssertEqual(Suggestion.closest(to: "eror", among: ["error", "warning", "info", "off"]), "error")
    }

    func testContainmentMatches() {
        XCTAssertEqual(Suggestion.closest(to: "disabled", among: ConfigurationFile.keys), "disabled_rules")
        XCTAssertEqual(Suggestion.closest(to: "tap-gesture-as-button-rule", among: ["image-missing-label", "tap-gesture-as-button"]),
                       "tap-gesture-as-button")
        XCTAssertNil(Suggestion.closest(to: "ab", among: ["abcdef"]), "containment needs three characters")
    }

    func testNoSuggestionWhenNothingIsClose() {
        XCTAssertNil(Suggestion.closest(to: "color", among: ConfigurationFile.keys))
        XCTAssertNil(Suggestion.closest(to: "", among: ["a"]))
        XCTAssertNil(Suggestion.closest(to: "x", among: []))
        XCTAssertNil(Suggestion.closest(to: "yes", among: ["true", "false"]))
    }

    func testThresholdGrowsWithLength() {
        // Short words allow one edit; a 12-character word allows four.
        XCTAssertEqual(Suggestion.closest(to: "of", among: ["off"]), "off")
        XCTAssertNil(Suggestion.closest(to: "xyz", among: ["abc"]))
        XCTAssertEqual(Suggestion.closest(to: "lable_alises", among: ComponentsConfiguration.keys), "label_aliases")
    }

    func testTiesGoToTheCloserThenTheEarlierCandidate() {
        XCTAssertEqual(Suggestion.closest(to: "image", among: ["images", "image-missing-label"]), "images")
        XCTAssertEqual(Suggestion.closest(to: "bat", among: ["cat", "hat"]), "cat")
        XCTAssertEqual(Suggestion.closest(to: "info", among: ["information", "info"]), "info", "an exact match wins")
    }
}
