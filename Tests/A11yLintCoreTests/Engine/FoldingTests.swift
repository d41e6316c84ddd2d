import XCTest
@testable import A11yLintCore

/// One problem, one finding: a content finding inside a control finding of another rule
/// becomes a note of the innermost such control.
final class FoldingTests: XCTestCase {
    func rule(_ id: String, severity: Severity? = nil) throws -> ConfiguredRule {
        try XCTUnwrap(RuleRegistry.rule(id: id)).configure(severity)
    }

    func control(_ start: UInt32, _ end: UInt32) -> RuleFinding {
        var finding = RuleFinding(range: ByteRange(start: start, end: start + 6), message: "control")
        finding.controlExtent = ByteRange(start: start, end: end)
        return finding
    }

    func content(_ start: UInt32) -> RuleFinding {
        var finding = RuleFinding(range: ByteRange(start: start, end: start + 5), message: "image")
        finding.contentNote = "note"
        return finding
    }

    func testTheInnermostControlGetsTheNote() throws {
        let icon = try rule(IconButtonMissingLabelRule.id)
        let image = try rule(ImageMissingLabelRule.id)
        let folded = Linter.foldingContentIntoControls([
            (icon, control(0, 200)),      // an outer control
            (icon, control(10, 50)),      // the button around the first image
            (image, content(20)),
            (image, content(100)),        // only inside the outer one
            (image, content(300)),        // inside no control: stays
        ])
        XCTAssertEqual(folded.map(\.finding.message), ["control", "control", "image"])
        XCTAssertEqual(folded[0].finding.notes.map(\.range.start), [100])
        XCTAssertEqual(folded[1].finding.notes.map(\.range.start), [20])
        XCTAssertEqual(folded[2].finding.range.start, 300)
    }

    func testALessSevereControlOrTheSameRuleKeepsBoth() throws {
        let quiet = try rule(IconButtonMissingLabelRule.id, severity: .info)
        let image = try rule(ImageMissingLabelRule.id)
        XCTAssertEqual(Linter.foldingContentIntoControls([(quiet, control(0, 50)), (image, content(10))]).count, 2)
        var partly = control(0, 50)
        partly.severity = .info     // e.g. a partly described symbol
        let icon = try rule(IconButtonMissingLabelRule.id)
        XCTAssertEqual(Linter.foldingContentIntoControls([(icon, partly), (image, content(10))]).count, 2)
        var selfContained = content(10)
        selfContained.controlExtent = nil
        XCTAssertEqual(Linter.foldingContentIntoControls([(image, control(0, 50)), (image, selfContained)]).count, 2)
    }

    /// Thousands of image-only buttons in one file: each is one finding with one note.
    func testManyButtonsFoldLinearly() throws {
        let unit = "        Button(action: open) { Image(\"glyph\") }\n"
        let count = 2000
        let text = "import SwiftUI\nstruct Grid: View {\n    var body: some View {\n    VStack {\n"
            + String(repeating: unit, count: count) + "    }\n    }\n}\n"
        let result = Linter(configuration: .default).lint([SourceInput(path: "Grid.swift", bytes: Array(text.utf8))], jobs: 1)
        XCTAssertEqual(result.findings.count, count)
        XCTAssertTrue(result.findings.allSatisfy { $0.ruleID == IconButtonMissingLabelRule.id && $0.notes.count == 1 })
    }
}
