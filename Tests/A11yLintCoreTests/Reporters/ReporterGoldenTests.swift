import Foundation
import XCTest
@testable import A11yLintCore

/// Every reporter's output for `ReporterFixture.report()`, compared byte for
/// byte with `Fixtures/Reporters/expected.*`.
///
/// Only `make golden` (which sets `A11YLINT_UPDATE_GOLDEN=1`) rewrites the
/// expected files; a normal run never writes to the tree.
final class ReporterGoldenTests: XCTestCase {
    func testHuman() throws {
        try assertGolden("expected.human.txt", HumanReporter().render(try ReporterFixture.report(), options: ReporterOptions()))
    }

    func testHumanWithColor() throws {
        let output = HumanReporter().render(try ReporterFixture.report(), options: ReporterOptions(useColor: true))
        try assertGolden("expected.human-color.txt", output)
    }

    func testHumanSummary() throws {
        let output = HumanReporter().renderSummary(try ReporterFixture.report(), options: ReporterOptions())
        try assertGolden("expected.human-summary.txt", output)
    }

    func testXcode() throws {
        try assertGolden("expected.xcode.txt", XcodeReporter().render(try ReporterFixture.report(), options: ReporterOptions()))
    }

    func testJSON() throws {
        try assertGolden("expected.json", JSONReporter().render(try ReporterFixture.report(), options: ReporterOptions()))
    }

    func testSARIF() throws {
        try assertGolden("expected.sarif.json", SARIFReporter().render(try ReporterFixture.report(), options: ReporterOptions()))
    }

    func testGitHub() throws {
        try assertGolden("expected.github.txt", GitHubReporter().render(try ReporterFixture.report(), options: ReporterOptions()))
    }

    func testGitHubStepSummary() throws {
        try assertGolden("expected.github-summary.md", GitHubReporter.stepSummaryMarkdown(try ReporterFixture.report()))
    }

    func testCheckstyle() throws {
        let output = CheckstyleReporter().render(try ReporterFixture.report(), options: ReporterOptions())
        try assertGolden("expected.checkstyle.xml", output)
    }

    func testJUnit() throws {
        try assertGolden("expected.junit.xml", JUnitReporter().render(try ReporterFixture.report(), options: ReporterOptions()))
    }

    func testGitLab() throws {
        try assertGolden("expected.gitlab.json", GitLabReporter().render(try ReporterFixture.report(), options: ReporterOptions()))
    }

    /// Rendering twice gives the same bytes (no dictionary order or clock leaks in).
    func testEveryReporterIsDeterministic() throws {
        let report = try ReporterFixture.report()
        for type in ReporterRegistry.all {
            let reporter = type.init()
            XCTAssertEqual(reporter.render(report, options: ReporterOptions()),
                           reporter.render(report, options: ReporterOptions()), type.name)
        }
    }

    // MARK: - Comparison

    /// Whether this run should rewrite the expected files.
    private var isUpdating: Bool {
        ProcessInfo.processInfo.environment["A11YLINT_UPDATE_GOLDEN"] == "1"
    }

    /// Compares `actual` with the expected file, or rewrites the file under `make golden`.
    private func assertGolden(_ name: String, _ actual: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = ReporterFixture.folder.appendingPathComponent(name)
        let actualData = Data(actual.utf8)
        if isUpdating {
            try actualData.write(to: url)
            return
        }
        let expectedData = try Data(contentsOf: url)
        guard expectedData != actualData else { return }
        let expected = String(decoding: expectedData, as: UTF8.self)
        XCTFail(Self.firstDifference(expected: expected, actual: actual, name: name), file: file, line: line)
    }

    /// A message naming the first line where the two texts differ.
    static func firstDifference(expected: String, actual: String, name: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < expectedLines.count, index < actualLines.count, expectedLines[index] == actualLines[index] {
            index += 1
        }
        let expectedLine = index < expectedLines.count ? String(reflecting: String(expectedLines[index])) : "<end of file>"
        let actualLine = index < actualLines.count ? String(reflecting: String(actualLines[index])) : "<end of file>"
        return """
            Fixtures/Reporters/\(name) differs at line \(index + 1):
              expected: \(expectedLine)
              actual:   \(actualLine)
            run `make golden` if this change is intended
            """
    }
}
