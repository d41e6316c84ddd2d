import Foundation
import XCTest
@testable import A11yLintCore

/// Behaviour of each reporter beyond the golden files: empty reports, color,
/// carets, unknown rules, severities, limits.
final class ReporterTests: XCTestCase {
    private let plain = ReporterOptions()

    /// A report with one finding at `marker` in a one-file project.
    private func report(_ text: String, marker: String, rule: String = "image-missing-label",
                        severity: Severity = .warning, path: String = "App/View.swift",
                        message: String = "Image has no label.", fix: String? = nil,
                        rules: [RuleMetadata] = [], notes: [FindingNote] = []) throws -> Report {
        let file = SourceFile(path: path, text: text)
        let start = try XCTUnwrap(ReporterFixture.find(Array(marker.utf8), in: file.bytes, from: 0), "marker")
        let finding = Finding(ruleID: rule, severity: severity, file: file,
                              range: ByteRange(start: UInt32(start), end: UInt32(start + marker.utf8.count)),
                              message: message, fix: fix, notes: notes)
        return Report(findings: [finding], rules: rules, fileCount: 1, workingDirectory: "/work/project")
    }

    private let empty = Report(findings: [], rules: [], fileCount: 4, workingDirectory: "/work/project")

    // MARK: - Registry

    func testRegistryIsSortedUniqueAndComplete() throws {
        let names = ReporterRegistry.names
        XCTAssertEqual(names, names.sorted())
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(Set(names), ["human", "xcode", "json", "sarif", "github", "checkstyle", "junit", "gitlab"])
        for name in names {
            let reporter = try XCTUnwrap(ReporterRegistry.reporter(named: name), name)
            XCTAssertEqual(type(of: reporter).name, name)
            XCTAssertFalse(type(of: reporter).summary.isEmpty)
        }
        XCTAssertNil(ReporterRegistry.reporter(named: "Xcode"))
        XCTAssertNil(ReporterRegistry.reporter(named: "html"))
        XCTAssertTrue(ReporterRegistry.reporter(named: "sarif") is SARIFReporter)
        XCTAssertEqual(ReporterRegistry.helpLines.count, names.count)
        XCTAssertTrue(ReporterRegistry.helpLines[0].hasPrefix("checkstyle  "))
    }

    // MARK: - Empty reports stay valid

    func testEmptyReports() {
        XCTAssertEqual(HumanReporter().render(empty, options: plain), "")
        XCTAssertEqual(XcodeReporter().render(empty, options: plain), "")
        XCTAssertEqual(GitHubReporter().render(empty, options: plain), "")
        XCTAssertEqual(GitLabReporter().render(empty, options: plain), "[]\n")
        XCTAssertEqual(CheckstyleReporter().render(empty, options: plain),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        XCTAssertEqual(JUnitReporter().render(empty, options: plain),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       + "<testsuites name=\"a11ylint\" tests=\"0\" failures=\"0\" errors=\"0\"/>\n")
        let json = JSONReporter().render(empty, options: plain)
        XCTAssertTrue(json.contains("\"files\": 4,"))
        XCTAssertTrue(json.hasSuffix("  \"findings\": []\n}\n"))
        let sarif = SARIFReporter().render(empty, options: plain)
        XCTAssertTrue(sarif.contains("\"columnKind\": \"utf16CodeUnits\""))
        XCTAssertTrue(sarif.contains("\"results\": []"))
        XCTAssertTrue(sarif.contains("\"rules\": []"))
    }

    // MARK: - Human

    func testHumanCaretKeepsTabsAndCountsWideCharacters() throws {
        let output = HumanReporter().render(
            try report("\t\tText(\"é🐶\").onTapGesture { }\n", marker: "onTapGesture"), options: plain)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "App/View.swift:1:18: warning: Image has no label. [image-missing-label]")
        XCTAssertEqual(lines[1], "\t\tText(\"é🐶\").onTapGesture { }")
        // Two tabs, `Text("` (6), `é` (1), `🐶` (2 cells), `").` (3).
        XCTAssertEqual(lines[2], "\t\t" + String(repeating: " ", count: 12) + "^")
        XCTAssertEqual(lines.count, 4, "no fix line without a fix")
    }

    func testHumanCaretAtEndOfLineAndOnCombiningCharacters() {
        XCTAssertEqual(HumanReporter.caretPadding(line: "ab", utf8Column: 10), "  ")
        XCTAssertEqual(HumanReporter.caretPadding(line: "ab", utf8Column: 1), "")
        XCTAssertEqual(HumanReporter.caretPadding(line: "e\u{301}x", utf8Column: 4), " ", "e + combining acute is one cell")
        XCTAssertEqual(HumanReporter.caretPadding(line: "日本x", utf8Column: 7), "    ")
        XCTAssertEqual(HumanReporter.displayWidth(of: "👍🏽"), 2)
        XCTAssertEqual(HumanReporter.displayWidth(of: "\u{200B}"), 0)
        XCTAssertEqual(HumanReporter.displayWidth(of: "a"), 1)
    }

    /// One severity word for users: `info` in the human output, as in configuration and JSON;
    /// `note:` lines are secondary locations only (the xcode reporter prints info as `note:`).
    func testHumanFixNotesAndInfo() throws {
        let text = "let tap = UITapGestureRecognizer()\nview.addGestureRecognizer(tap)\n"
        let file = SourceFile(path: "A.swift", text: text)
        let note = FindingNote(path: "A.swift", range: ByteRange(start: 35, end: 40), start: file.location(of: 35),
                               message: "Attached here.")
        let output = HumanReporter().render(
            try report(text, marker: "UITapGestureRecognizer", rule: "tap-gesture-as-button", severity: .info,
                       path: "A.swift", message: "Acts as a button.", fix: "Use a Button.", notes: [note]),
            options: plain)
        XCTAssertEqual(output, """
            A.swift:1:11: info: Acts as a button. [tap-gesture-as-button]
            let tap = UITapGestureRecognizer()
                      ^
              fix: Use a Button.
            A.swift:2:1: note: Attached here.

            """)
    }

    /// JSON notes: `line`, `column`, `message`, and `path` only for a note in another file.
    func testJSONNotesNameTheirPathOnlyInAnotherFile() throws {
        let text = "extension UIBarButtonItem {\n    var isHidden: Bool { get { false } set { tintColor = .clear } }\n}\n"
        let other = SourceFile(path: "App/Inbox.swift", text: "composeItem.isHidden = true\n")
        let notes = [
            FindingNote(path: "App/View.swift", range: ByteRange(start: 0, end: 9), start: SourceLocation(line: 1, utf8Column: 1, utf16Column: 1),
                        message: "Declared here."),
            FindingNote(path: other.path, range: ByteRange(start: 0, end: 20), start: other.location(of: 0), message: "Hidden here."),
        ]
        let json = JSONReporter().render(try report(text, marker: "tintColor", notes: notes), options: plain)
        XCTAssertTrue(json.contains("""
                  "notes": [
                    {
                      "line": 1,
                      "column": 1,
                      "message": "Declared here."
                    },
                    {
                      "path": "App/Inbox.swift",
                      "line": 1,
                      "column": 1,
                      "message": "Hidden here."
                    }
                  ]
            """), json)
        let bare = JSONReporter().render(try report(text, marker: "tintColor"), options: plain)
        XCTAssertTrue(bare.contains(#""notes": []"#), bare)
    }

    func testHumanColorOnlyWhenAsked() throws {
        let report = try report("Image(\"a\")\n", marker: "Image", severity: .error, fix: "Label it.")
        let colored = HumanReporter().render(report, options: ReporterOptions(useColor: true))
        XCTAssertTrue(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        XCTAssertTrue(colored.contains("\u{1B}[2m[image-missing-label]\u{1B}[0m"))
        XCTAssertTrue(colored.contains("\u{1B}[1;32m^\u{1B}[0m"))
        XCTAssertFalse(HumanReporter().render(report, options: plain).contains("\u{1B}"))
        XCTAssertFalse(HumanReporter().renderSummary(report, options: plain).contains("\u{1B}"))
    }

    func testHumanNeutralizesTerminalEscapesFromSource() throws {
        let output = HumanReporter().render(try report("Image(\"\u{1B}]0;pwned\u{7}\")\n", marker: "Image"), options: plain)
        XCTAssertFalse(output.contains("\u{1B}"))
        XCTAssertTrue(output.contains("Image(\"\u{FFFD}]0;pwned\u{FFFD}\")"))
    }

    func testHumanSummary() throws {
        XCTAssertEqual(HumanReporter().renderSummary(empty, options: plain), "No accessibility findings in 4 files.\n")
        var one = empty
        one.fileCount = 1
        XCTAssertEqual(HumanReporter().renderSummary(one, options: plain), "No accessibility findings in 1 file.\n")
        let summary = HumanReporter().renderSummary(try report("Image(\"a\")\n", marker: "Image"), options: plain)
        XCTAssertEqual(summary, "Linted 1 file: 1 finding (0 errors, 1 warning, 0 info).\n  1  image-missing-label\n")
        // Under --statistics the CLI prints the per-rule counts itself: the summary leaves them out.
        XCTAssertEqual(HumanReporter().renderSummary(try report("Image(\"a\")\n", marker: "Image"), options: plain,
                                                     includesRuleCounts: false),
                       "Linted 1 file: 1 finding (0 errors, 1 warning, 0 info).\n")
        // Only counts above zero are colored: `0 errors` is not red.
        let colored = HumanReporter().renderSummary(try report("Image(\"a\")\n", marker: "Image"),
                                                    options: ReporterOptions(useColor: true))
        XCTAssertTrue(colored.hasPrefix("Linted 1 file: 1 finding (0 errors, \u{1B}[1;33m1 warning\u{1B}[0m, 0 info).\n"), colored)
    }

    // MARK: - Xcode

    func testXcodeKeepsEachDiagnosticOnOneLine() throws {
        let output = XcodeReporter().render(
            try report("Image(\"a\")\n", marker: "Image", severity: .info, message: "First line.\nSecond\tline."),
            options: plain)
        XCTAssertEqual(output, "App/View.swift:1:1: note: First line. Second line. [image-missing-label]\n")
    }

    // MARK: - JSON

    func testJSONFixIsNullOrString() throws {
        let withoutFix = JSONReporter().render(try report("Image(\"a\")\n", marker: "Image"), options: plain)
        XCTAssertTrue(withoutFix.contains("\"fix\": null,\n      \"notes\": []\n"), withoutFix)
        let withFix = JSONReporter().render(try report("Image(\"a\")\n", marker: "Image", fix: "Add a \"label\"."), options: plain)
        XCTAssertTrue(withFix.contains(#""fix": "Add a \"label\".""#))
    }

    /// Notes: `line`, `column`, `message`, and `path` only when the note is in another file.
    func testJSONNotes() throws {
        let text = "Button(action: send) {\n    Image(\"send\")\n}\n"
        let file = SourceFile(path: "App/View.swift", text: text)
        let here = FindingNote(path: "App/View.swift", range: ByteRange(start: 27, end: 32), start: file.location(of: 27),
                               message: "The image.")
        let there = FindingNote(path: "App/Other.swift", range: ByteRange(start: 0, end: 1),
                                start: SourceFile(path: "App/Other.swift", text: "x\n").location(of: 0), message: "Elsewhere.")
        let output = JSONReporter().render(try report(text, marker: "Button", notes: [here, there]), options: plain)
        XCTAssertTrue(output.contains("""
                  "notes": [
                    {
                      "line": 2,
                      "column": 5,
                      "message": "The image."
                    },
                    {
                      "path": "App/Other.swift",
                      "line": 1,
                      "column": 1,
                      "message": "Elsewhere."
                    }
                  ]
            """), output)
    }

    // MARK: - SARIF

    func testSARIFDescribesUnknownRulesMinimally() throws {
        let sarif = SARIFReporter().render(try report("Image(\"a\")\n", marker: "Image", rule: "retired-rule"), options: plain)
        XCTAssertTrue(sarif.contains("\"id\": \"retired-rule\""))
        XCTAssertTrue(sarif.contains("\"name\": \"RetiredRule\""))
        XCTAssertTrue(sarif.contains("\"ruleIndex\": 0,"))
        XCTAssertFalse(sarif.contains("security-severity"))
    }

    func testSARIFRuleIndexesFollowSortedIDs() throws {
        let rules = [ReporterFixture.tapGesture, ReporterFixture.imageLabel] + BuiltinDiagnostics.metadata
        let report = try report("Image(\"a\")\n", marker: "Image", rules: rules)
        let catalogue = SARIFReporter.RuleCatalogue(report: report)
        XCTAssertEqual(catalogue.index(of: "image-missing-label"), 0)
        XCTAssertEqual(catalogue.index(of: "io-error"), 1)
        XCTAssertEqual(catalogue.index(of: "superfluous-suppression"), 2)
        XCTAssertEqual(catalogue.index(of: "tap-gesture-as-button"), 3)
        XCTAssertNil(catalogue.index(of: "nope"))
    }

    func testSARIFBaseURIOnlyForAbsoluteWorkingDirectories() throws {
        var report = try report("Image(\"a\")\n", marker: "Image")
        XCTAssertTrue(SARIFReporter().render(report, options: plain).contains("\"uri\": \"file:///work/project/\""))
        report.workingDirectory = "my project"
        XCTAssertFalse(SARIFReporter().render(report, options: plain).contains("originalUriBaseIds"))
        report.workingDirectory = "/Users/ana/My Apps"
        XCTAssertTrue(SARIFReporter().render(report, options: plain).contains("\"uri\": \"file:///Users/ana/My%20Apps/\""))
    }

    func testSARIFRuleNamesAndHelp() {
        XCTAssertEqual(SARIFReporter.ruleName("tap-gesture-as-button"), "TapGestureAsButton")
        XCTAssertEqual(SARIFReporter.ruleName("io-error"), "IoError")
        let markdown = SARIFReporter.helpMarkdown(for: ReporterFixture.barButton)
        XCTAssertTrue(markdown.contains("- [4.1.2 Name, Role, Value](https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html)"))
        XCTAssertTrue(markdown.contains("**Fix:** Set accessibilityLabel"))
        XCTAssertEqual(SARIFReporter.tags(for: ReporterFixture.barButton), ["accessibility", "wcag-4.1.2", "wcag-1.1.1"])
        XCTAssertFalse(SARIFReporter.helpText(for: BuiltinDiagnostics.ioError).contains("WCAG"))
    }

    // MARK: - GitHub

    func testGitHubMultiLineFindingsHaveNoColumns() throws {
        let text = "UIBarButtonItem(image: x,\n    target: self)\n"
        let file = SourceFile(path: "A.swift", text: text)
        let finding = Finding(ruleID: "r", severity: .error, file: file,
                              range: ByteRange(start: 0, end: UInt32(text.utf8.count - 1)), message: "m", fix: nil)
        XCTAssertEqual(GitHubReporter.command(for: finding), "::error file=A.swift,line=1,endLine=2,title=a11ylint (r)::m")
    }

    func testGitHubStepSummary() throws {
        XCTAssertEqual(GitHubReporter.stepSummaryMarkdown(empty), "### a11ylint\n\nNo accessibility findings in 4 files.\n")
        let summary = GitHubReporter.stepSummaryMarkdown(
            try report("Image(\"a\")\n", marker: "Image", path: "A|B.swift", message: "Label `btn_x` | <b>bad</b>"))
        XCTAssertTrue(summary.contains("1 finding in 1 file: 0 errors, 1 warning, 0 info."))
        XCTAssertTrue(summary.contains("| `A\\|B.swift:1:1` | warning | `image-missing-label` | Label \\`btn\\_x\\` \\| \\<b\\>bad\\</b\\> |"))
    }

    func testGitHubStepSummaryListsOnlyTheFirstFindings() throws {
        let file = SourceFile(path: "A.swift", text: String(repeating: "Image(\"a\")\n", count: 25))
        let findings = file.lineStarts.dropLast().map { start in
            Finding(ruleID: "image-missing-label", severity: .warning, file: file,
                    range: ByteRange(start: start, end: start + 5), message: "m", fix: nil)
        }
        let summary = GitHubReporter.stepSummaryMarkdown(Report(findings: findings, rules: [], fileCount: 1, workingDirectory: "/"))
        XCTAssertTrue(summary.contains("<summary>First 20 of 25 findings</summary>"))
        XCTAssertEqual(summary.components(separatedBy: "| warning |").count - 1, 20)
        XCTAssertTrue(summary.contains("| `image-missing-label` | 25 |"))
    }

    func testMarkdownCodeSpansGrowTheirFence() {
        XCTAssertEqual(GitHubReporter.codeSpan("a`b"), "`` a`b ``")
        XCTAssertEqual(GitHubReporter.codeSpan("plain"), "`plain`")
    }

    // MARK: - Checkstyle, JUnit, GitLab

    func testCheckstyleGroupsByPathSorted() {
        let location = SourceLocation(line: 1, utf8Column: 1, utf16Column: 1)
        let findings = ["b.swift", "a.swift", "b.swift"].map {
            Finding(ruleID: "r", severity: .warning, path: $0, range: ByteRange(start: 0, end: 1),
                    start: location, end: location, message: "m", fix: nil, sourceLine: "x")
        }
        let groups = CheckstyleReporter.groupedByPath(findings)
        XCTAssertEqual(groups.map(\.path), ["a.swift", "b.swift"])
        XCTAssertEqual(groups.map(\.findings.count), [1, 2])
    }

    func testJUnitEscapesNamesAndDetails() throws {
        let output = JUnitReporter().render(
            try report("Image(\"a\")\n", marker: "Image", path: "A&B <v2>.swift", message: "Uses \"quotes\" & <tags>."),
            options: plain)
        XCTAssertTrue(output.contains("<testsuite name=\"A&amp;B &lt;v2&gt;.swift\" tests=\"1\" failures=\"1\""))
        XCTAssertTrue(output.contains("message=\"Uses &quot;quotes&quot; &amp; &lt;tags&gt;.\" type=\"warning\">"))
        XCTAssertTrue(output.contains(">A&amp;B &lt;v2&gt;.swift:1:1: warning: Uses \"quotes\" &amp; &lt;tags&gt;. [image-missing-label]</failure>"))
    }

    func testGitLabSeveritiesAndRelativePaths() throws {
        XCTAssertEqual(GitLabReporter.severity(.info), "info")
        XCTAssertEqual(GitLabReporter.severity(.warning), "minor")
        XCTAssertEqual(GitLabReporter.severity(.error), "major")
        let output = GitLabReporter().render(
            try report("Image(\"a\")\n", marker: "Image", path: "/work/project/App/A.swift"), options: plain)
        XCTAssertTrue(output.contains("\"path\": \"App/A.swift\","))
    }

    // MARK: - Built-in diagnostics and WCAG

    func testBuiltinDiagnostics() {
        XCTAssertEqual(BuiltinDiagnostics.metadata.map(\.id), ["io-error", "superfluous-suppression"])
        XCTAssertEqual(BuiltinDiagnostics.ioError.severity, .error)
        XCTAssertEqual(BuiltinDiagnostics.superfluousSuppression.severity, .info)
        for rule in BuiltinDiagnostics.metadata {
            XCTAssertTrue(rule.summary.hasSuffix("."), rule.id)
            XCTAssertTrue(rule.wcag.isEmpty && rule.triggeringExamples.isEmpty && rule.nonTriggeringExamples.isEmpty)
            XCTAssertFalse(rule.rationale.isEmpty || rule.fix.isEmpty)
        }
    }

    func testWCAGUnderstandingURLs() {
        XCTAssertEqual(WCAG.understandingURL(for: "1.4.3"), "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html")
        XCTAssertEqual(WCAG.understandingURL(for: "2.2.2"), "https://www.w3.org/WAI/WCAG22/Understanding/pause-stop-hide.html")
        XCTAssertEqual(WCAG.understandingURL(for: "3.3.4"),
                       "https://www.w3.org/WAI/WCAG22/Understanding/error-prevention-legal-financial-data.html")
        XCTAssertEqual(WCAG.understandingURL(for: "2.5.8"), "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html")
        XCTAssertEqual(WCAG.understandingURL(for: "9.9.9"), "https://www.w3.org/WAI/WCAG22/Understanding/")
        XCTAssertEqual(WCAG.label(of: "9.9.9"), "9.9.9")
        XCTAssertEqual(WCAG.label(of: "1.1.1"), "1.1.1 Non-text Content")
    }
}
