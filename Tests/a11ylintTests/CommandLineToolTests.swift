import Foundation
import XCTest
@testable import a11ylint
@testable import A11yLintCore

/// The command line, run in-process: options, outputs, configuration and baselines.
final class CommandLineToolTests: XCTestCase {
    func testHelpVersionRulesAndExplain() throws {
        let project = try ScratchProject()
        XCTAssertEqual(project.run(["--version"]).out, "a11ylint \(A11yLintVersion.version)\n")
        XCTAssertTrue(project.run(["--help"]).out.contains("--max-warnings N"))
        XCTAssertEqual(project.run(["rules", "--format", "markdown"]).out, RulesDocument.markdown(RuleRegistry.rules.map(\.metadata)))
        XCTAssertTrue(project.run(["rules"]).out.contains(TapGestureAsButtonRule.id))
        XCTAssertTrue(project.run(["rules", "--format", "json"]).out.hasPrefix("{\n  \"rules\": ["))
        XCTAssertTrue(project.run(["explain", TapGestureAsButtonRule.id]).out.contains("Fix:"))
        let unknown = project.run(["explain", "tap-gesture"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.err, "error: unknown rule id 'tap-gesture'; did you mean 'tap-gesture-as-button'?\n")
    }

    func testUsageErrorsSuggest() throws {
        let project = try ScratchProject()
        let option = project.run(["--stirct"])
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.err.hasPrefix("error: unknown option '--stirct'; did you mean '--strict'?"))
        XCTAssertEqual(project.run(["--select", "link-not-underlind"]).err,
                       "error: unknown rule id 'link-not-underlind' in --select; did you mean 'link-not-underlined'?\nRun 'a11ylint --help' for usage.\n")
        XCTAssertEqual(project.run(["--reporter", "sarf"]).status, 2)
        XCTAssertEqual(project.run(["--jobs", "0"]).status, 2)
        XCTAssertEqual(project.run(["--fail-on", "severe"]).status, 2)
        // `--format` belongs to `rules`: linting with it is not suggested back to itself.
        let format = project.run(["--format", "json"])
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(format.err.hasPrefix("error: unknown option '--format'"), format.err)
        XCTAssertFalse(format.err.contains("did you mean '--format'"), format.err)
        // A flag given a value is an error, not the flag plus a path named by the value.
        let strict = project.run(["--strict=x"])
        XCTAssertEqual(strict.status, 2)
        XCTAssertEqual(strict.err, "error: --strict takes no value\nRun 'a11ylint --help' for usage.\n")
        XCTAssertEqual(project.run(["--exit-zero=1", "."]).status, 2)
    }

    /// After `--` every argument is a path: `--help` and `--version` there name files.
    func testHelpAndVersionAfterDoubleDashArePaths() throws {
        let project = try ScratchProject()
        try project.write("--help/Row.swift", Sources.tap)
        try project.write("--version/Plain.swift", Sources.clean)
        let help = project.run(["--reporter", "json", "--", "--help"])
        XCTAssertEqual(help.status, 0, help.err)
        XCTAssertTrue(help.out.contains(TapGestureAsButtonRule.id), help.out)
        XCTAssertFalse(help.out.contains("--max-warnings"), help.out)
        let version = project.run(["--", "--version"])
        XCTAssertEqual(version.status, 0, version.err)
        XCTAssertFalse(version.out.contains(A11yLintVersion.version), version.out)
        XCTAssertEqual(try Arguments.parse(["--", "--help", "-h", "--version"]),
                       .lint(LintOptions(paths: ["--help", "-h", "--version"])))
        XCTAssertEqual(try Arguments.parse(["--help", "--", "x"]), .help)
    }

    func testDefaultReportersAndSelection() throws {
        let project = try ScratchProject()
        try project.write("App/Row.swift", Sources.tap)
        let xcode = project.run(["App"])
        XCTAssertEqual(xcode.status, 0)     // warnings do not fail by default
        XCTAssertTrue(xcode.out.hasPrefix("App/Row.swift:3:40: warning: "), xcode.out)
        XCTAssertTrue(xcode.err.contains("1 warning"), xcode.err)
        let human = project.run(["App", "--no-color"], interactive: true)
        XCTAssertTrue(human.out.contains("^"), human.out)
        XCTAssertFalse(human.out.contains("\u{1B}["))
        XCTAssertTrue(project.run(["App"], environment: ["NO_COLOR": "1"], interactive: true).out.contains("^"))
        XCTAssertEqual(project.run(["App", "--ignore", TapGestureAsButtonRule.id]).out, "")
        XCTAssertEqual(project.run(["App", "--select", LinkNotUnderlinedRule.id]).out, "")
        XCTAssertEqual(project.run(["App", "--quiet"]).err, "")
        XCTAssertEqual(project.run(["App", "--statistics", "--quiet"]).err, "1\t\(TapGestureAsButtonRule.id)\n")
    }

    func testOutputFileJSONAndStdin() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        XCTAssertEqual(project.run(["Row.swift", "--reporter", "json", "--output", "report.json"]).out, "")
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(project.read("report.json").utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.first?["rule"] as? String, TapGestureAsButtonRule.id)
        XCTAssertEqual(findings.first?["path"] as? String, "Row.swift")
        let piped = project.run(["--stdin-filename", "Editor/Buffer.swift"], stdin: Sources.tap)
        XCTAssertTrue(piped.out.hasPrefix("Editor/Buffer.swift:3:40: warning:"), piped.out)
    }

    /// A pre-commit hook passes only the staged files; `--context` brings the rest of the app
    /// into the project model, so a trait set in another file still counts.
    func testContextFilesInformTheModelWithoutBeingLinted() throws {
        let project = try ScratchProject()
        try project.write("App/Cards/PromoCardView.swift", """
        final class PromoCardView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let tap = UITapGestureRecognizer(target: self, action: #selector(openPromotion))
                addGestureRecognizer(tap)
            }
            @objc private func openPromotion() { router.open(.promotion) }
        }

        """)
        try project.write("App/Cards/PromoCardView+Accessibility.swift", """
        extension PromoCardView {
            func configureAccessibility() {
                isAccessibilityElement = true
                accessibilityTraits = .button
            }
        }

        """)
        try project.write("App/Other/Banner.swift", Sources.tap)
        let staged = ["App/Cards/PromoCardView.swift", "--reporter", "json"]
        func rules(_ result: (status: Int32, out: String, err: String)) throws -> [String] {
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            return try XCTUnwrap(report["findings"] as? [[String: Any]]).map { "\($0["path"]!):\($0["rule"]!)" }
        }
        // Alone, the card looks like a view with a tap and no traits.
        XCTAssertEqual(try rules(project.run(staged)), ["App/Cards/PromoCardView.swift:tap-gesture-as-button"])
        // With the app as context: the extension's trait counts; Banner.swift is read, not linted.
        let withContext = project.run(staged + ["--context", "App"])
        XCTAssertEqual(try rules(withContext), [])
        XCTAssertEqual(withContext.status, 0)
        XCTAssertTrue(withContext.err.contains("1 file"), withContext.err)
        // Editors: stdin with context.
        let piped = project.run(["--stdin-filename", "App/Cards/PromoCardView.swift", "--context", "App", "--reporter", "json"],
                                stdin: try project.read("App/Cards/PromoCardView.swift"))
        XCTAssertEqual(try rules(piped), [])
        // A context path that does not exist is a usage error.
        let missing = project.run(staged + ["--context", "Ap"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains("--context Ap: no such file or directory"), missing.err)
    }

    func testConfigurationFileIsUsedAndErrorsExitTwo() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        try project.write(".a11ylint.yml", "rules:\n  tap-gesture-as-button: error\nreporter: json\n")
        let configured = project.run([])
        XCTAssertEqual(configured.status, 1)
        XCTAssertTrue(configured.out.contains("\"severity\": \"error\""))
        try project.write("broken.yml", "disabled_rules: [tap-gesture-as-buton]\n")
        let broken = project.run(["--config", "broken.yml"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.out, "")
        // Named as given on the command line, not resolved to an absolute path.
        XCTAssertTrue(broken.err.hasPrefix("broken.yml:1:18: error: unknown rule id"), broken.err)
    }

    /// `--config FOLDER` finds the configuration file in that folder when the run starts.
    func testConfigurationFolder() throws {
        let project = try ScratchProject()
        try project.write("App/Row.swift", Sources.tap)
        try project.write("Package/.a11ylint.json", #"{"rules": {"tap-gesture-as-button": "error"}}"# + "\n")
        let json = project.run(["App", "--config", "Package", "--reporter", "json"])
        XCTAssertEqual(json.status, 1)
        XCTAssertTrue(json.out.contains("\"severity\": \"error\""), json.out)
        // A folder without a configuration file means the defaults.
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let defaults = project.run(["App", "--config", "Empty", "--reporter", "json"])
        XCTAssertEqual(defaults.status, 0)
        XCTAssertTrue(defaults.out.contains("\"severity\": \"warning\""), defaults.out)
    }

    func testBaselineRoundTripThroughTheCommandLine() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        XCTAssertEqual(project.run(["Row.swift", "--write-baseline", "baseline.json", "--quiet"]).out.isEmpty, false)
        XCTAssertTrue(try project.read("baseline.json").contains("\"rule\": \"\(TapGestureAsButtonRule.id)\""))
        try project.write("Row.swift", "// moved down\n" + Sources.tap + "struct New: View { var body: some View { Image(systemName: \"x\").onTapGesture { go() } } }\n")
        let filtered = project.run(["Row.swift", "--baseline", "baseline.json", "--quiet"])
        XCTAssertEqual(filtered.out.split(separator: "\n").count, 1)
        XCTAssertTrue(filtered.out.hasPrefix("Row.swift:6:"), filtered.out)
        XCTAssertEqual(project.run(["Row.swift", "--baseline", "missing.json"]).status, 2)
    }

    func testGitHubStepSummaryIsAppended() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        let summary = try project.write("summary.md", "# Earlier step\n")
        let run = project.run(["Row.swift", "--reporter", "github"], environment: ["GITHUB_STEP_SUMMARY": summary])
        XCTAssertTrue(run.out.hasPrefix("::warning file=Row.swift,line=3,col=40,"), run.out)
        let text = try project.read("summary.md")
        XCTAssertTrue(text.hasPrefix("# Earlier step\n"))
        XCTAssertTrue(text.contains(TapGestureAsButtonRule.id))
    }

    func testDumpTokens() throws {
        let project = try ScratchProject()
        let path = try project.write("A.swift", "let a = 1\n")
        XCTAssertEqual(project.run(["dump-tokens", path]).out, "# \(path)\n0 3 word\n4 5 word\n6 7 op\n8 9 number\n")
        XCTAssertEqual(project.run(["dump-tokens", project.root.path + "/none.swift"]).status, 1)
    }

    func testJobsDoNotChangeTheOutput() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures").path
        let terminal1 = Terminal(capturing: true, isInteractive: false, environment: [:]) { [] }
        let terminal4 = Terminal(capturing: true, isInteractive: false, environment: [:]) { [] }
        _ = CommandLineTool(terminal: terminal1, workingDirectory: fixtures).run([".", "--jobs", "1", "--reporter", "json"])
        _ = CommandLineTool(terminal: terminal4, workingDirectory: fixtures).run([".", "--jobs", "4", "--reporter", "json"])
        XCTAssertFalse(terminal1.standardOutput.isEmpty)
        XCTAssertEqual(terminal1.standardOutput, terminal4.standardOutput)
    }
}
