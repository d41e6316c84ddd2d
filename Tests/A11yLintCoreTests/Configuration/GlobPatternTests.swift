import XCTest
@testable import A11yLintCore

final class GlobPatternTests: XCTestCase {
    private func glob(_ text: String) throws -> GlobPattern {
        try GlobPattern(text)
    }

    /// The rendered problem for `text`, or `"valid"`.
    private func problem(_ text: String) -> String {
        do {
            _ = try GlobPattern(text)
            return "valid"
        } catch {
            return "\(error.offset): \(error.message)"
        }
    }

    func testLiteralPathMatchesItselfAndEverythingBeneath() throws {
        let pattern = try glob("App/Generated")
        XCTAssertFalse(pattern.hasWildcards)
        XCTAssertTrue(pattern.matches("App/Generated"))
        XCTAssertTrue(pattern.matches("App/Generated/Models.swift"))
        XCTAssertTrue(pattern.matches("App/Generated/Deep/More.swift"))
        XCTAssertFalse(pattern.matches("App/GeneratedExtra/File.swift"))
        XCTAssertFalse(pattern.matches("App"))
        XCTAssertFalse(pattern.matches("Other/App/Generated/File.swift"))
    }

    func testStarStaysWithinAComponent() throws {
        let pattern = try glob("Sources/*.swift")
        XCTAssertTrue(pattern.hasWildcards)
        XCTAssertTrue(pattern.matches("Sources/main.swift"))
        XCTAssertTrue(pattern.matches("Sources/.hidden.swift"), "'*' matches a leading dot")
        XCTAssertTrue(pattern.matches("Sources/.swift"), "'*' matches nothing too")
        XCTAssertFalse(pattern.matches("Sources/Sub/main.swift"))
        XCTAssertFalse(pattern.matches("main.swift"))
        XCTAssertTrue(try glob("*.generated.swift").matches("Model.generated.swift"))
        XCTAssertFalse(try glob("*.generated.swift").matches("App/Model.generated.swift"), "'*' is not '**'")
        XCTAssertTrue(try glob("a*b*c").matches("aXXbYYc"))
        XCTAssertTrue(try glob("a*b*c").matches("abbbc"))
        XCTAssertFalse(try glob("a*b*c").matches("abcd"))
    }

    func testDoubleStarSpansAnyNumberOfComponents() throws {
        let previews = try glob("**/Previews")
        XCTAssertTrue(previews.matches("Previews"), "'**' matches zero components")
        XCTAssertTrue(previews.matches("App/Previews"))
        XCTAssertTrue(previews.matches("App/UI/Previews/Card.swift"), "and everything beneath a match")
        XCTAssertFalse(previews.matches("App/PreviewsKit/File.swift"))
        let middle = try glob("Sources/**/Tests/*.swift")
        XCTAssertTrue(middle.matches("Sources/Tests/A.swift"))
        XCTAssertTrue(middle.matches("Sources/a/b/c/Tests/A.swift"))
        XCTAssertFalse(middle.matches("Sources/a/Tests/b/A.txt"))
        XCTAssertTrue(try glob("**").matches("any/path/at/all.swift"))
        XCTAssertTrue(try glob("**/*.generated.swift").matches("a/b/X.generated.swift"))
        XCTAssertTrue(try glob("a/**/**/b").matches("a/b"))
        XCTAssertTrue(try glob("a**b").matches("aXYb"), "'**' inside a component is a '*'")
        XCTAssertFalse(try glob("a**b").matches("aX/Yb"))
    }

    func testQuestionMarkAndSets() throws {
        XCTAssertTrue(try glob("File?.swift").matches("File1.swift"))
        XCTAssertFalse(try glob("File?.swift").matches("File.swift"))
        XCTAssertTrue(try glob("Caf?/x").matches("Café/x"), "'?' matches one character, not one byte")
        XCTAssertFalse(try glob("a?b").matches("a/b"))
        XCTAssertTrue(try glob("[abc].swift").matches("b.swift"))
        XCTAssertFalse(try glob("[abc].swift").matches("d.swift"))
        XCTAssertTrue(try glob("[a-c][!0-9].swift").matches("bx.swift"))
        XCTAssertFalse(try glob("[a-c][!0-9].swift").matches("b7.swift"))
        XCTAssertTrue(try glob("[^x]").matches("y"))
        XCTAssertTrue(try glob("[]x]").matches("]"), "a ']' first in a set is a member")
        XCTAssertTrue(try glob("[é-ë]").matches("ê"))
        XCTAssertTrue(try glob("v[0-9]-").matches("v3-"))
    }

    func testEscapesAndNormalization() throws {
        XCTAssertTrue(try glob("a\\*b").matches("a*b"))
        XCTAssertFalse(try glob("a\\*b").matches("axb"))
        XCTAssertTrue(try glob("./App//Generated/").matches("App/Generated/X.swift"))
        XCTAssertTrue(try glob("App").matches("./App/./X.swift"))
        XCTAssertTrue(try glob(".").matches("anything/at/all"))
        XCTAssertTrue(try glob("日本/*").matches("日本/ファイル.swift"))
        XCTAssertFalse(try glob("app").matches("App/X.swift"), "matching is case-sensitive")
    }

    func testLongPathsDoNotBlowUp() throws {
        let pattern = try glob("**/a/**/a/**/a/**/b")
        let path = Array(repeating: "a", count: 500).joined(separator: "/")
        XCTAssertFalse(pattern.matches(path))
        XCTAssertTrue(pattern.matches(path + "/b"))
        XCTAssertFalse(try glob(String(repeating: "*a", count: 50) + "b").matches(String(repeating: "a", count: 2000)))
    }

    func testMalformedPatterns() {
        XCTAssertEqual(problem(""), "0: the pattern is empty")
        XCTAssertEqual(problem("   "), "0: the pattern is empty")
        XCTAssertEqual(problem("/abs"), "0: patterns are relative to the configuration file's folder; remove the leading '/'")
        XCTAssertEqual(problem("App/[Gen"), "4: unterminated '[': no ']' closes the character set")
        XCTAssertEqual(problem("App/[z-a]"), "4: the range in the character set is reversed")
        XCTAssertEqual(problem("App/x\\"), "5: a '\\' at the end of a component escapes nothing")
        XCTAssertEqual(problem("ok/[a-z]/**"), "valid")
        XCTAssertEqual(try GlobPattern("a/*").description, "a/*")
    }
}
