import Foundation
import XCTest
@testable import A11yLintCore

/// What a team adopting a11ylint meets first, run through the real binary: report paths
/// and baselines that do not depend on how or where paths were given, the `rules` and
/// `explain` commands, standard input, skipped test folders, and suppressions.
final class AdoptionTests: XCTestCase {
    /// The paths of a report's findings.
    func jsonPaths(_ output: String) throws -> [String] {
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
        return try XCTUnwrap(report["findings"] as? [[String: Any]]).compactMap { $0["path"] as? String }
    }

    // MARK: - Paths and baselines

    /// `included:` used to make every reporter print absolute paths; `a11ylint $PWD` and
    /// `a11ylint .` must print the same relative ones.
    func testEveryReporterPrintsPathsRelativeToTheConfigurationFolder() throws {
        let project = try ScratchProject()
        try project.write(".a11ylint.yml", "included: [App]\n")
        try project.write("App/Row.swift", Sources.tap)
        let root = project.root
        let xcode = try Binary.run(["--reporter", "xcode", "--quiet"], in: root)
        XCTAssertEqual(xcode.out.split(separator: ":").first, "App/Row.swift", xcode.out)
        XCTAssertEqual(try jsonPaths(try Binary.run(["--reporter", "json"], in: root).out), ["App/Row.swift"])
        XCTAssertTrue(try Binary.run(["--reporter", "github"], in: root).out.hasPrefix("::warning file=App/Row.swift,"))
        XCTAssertTrue(try Binary.run(["--reporter", "checkstyle"], in: root).out.contains("<file name=\"App/Row.swift\">"))
        XCTAssertEqual(try jsonPaths(try Binary.run([root.path, "--reporter", "json"], in: root).out), ["App/Row.swift"])
        XCTAssertEqual(try jsonPaths(try Binary.run(["./App/", "--reporter", "json"], in: root).out), ["App/Row.swift"])
        XCTAssertEqual(try jsonPaths(try Binary.run([root.appendingPathComponent("App/Row.swift").path, "--reporter", "json"],
                                                    in: root).out), ["App/Row.swift"])
        // SARIF keeps its URIs relative to %SRCROOT%, which is the root.
        let sarif = try Binary.run(["--reporter", "sarif"], in: root).out
        XCTAssertTrue(sarif.contains("\"uri\": \"App/Row.swift\""), sarif)
        XCTAssertTrue(sarif.contains("\"uriBaseId\": \"%SRCROOT%\""), sarif)
        XCTAssertFalse(sarif.contains("\"uri\": \"file://\(root.path)/App"), sarif)
        // From a subfolder with --config pointing up: relative to the configuration's folder.
        let nested = try Binary.run(["--config", "..", "--reporter", "json"], in: root.appendingPathComponent("App"))
        XCTAssertEqual(try jsonPaths(nested.out), ["App/Row.swift"], nested.err)
        // The build plugin asks for absolute paths (Xcode opens them from anywhere).
        let absolute = try Binary.run(["App", "--absolute-paths", "--quiet"], in: root)
        XCTAssertTrue(absolute.out.hasPrefix(root.appendingPathComponent("App/Row.swift").path + ":3:40: warning:"), absolute.out)
    }

    /// A baseline records root-relative paths, so `$PWD` and `.` runs match, and a baseline
    /// moved with the project into another clone hides exactly the same findings.
    func testBaselineMovesBetweenClones() throws {
        let first = try ScratchProject()
        try first.write(".a11ylint.yml", "included: [App]\n")
        try first.write("App/Row.swift", Sources.tap)
        try first.write("App/Other.swift", Sources.tap.replacingOccurrences(of: "Row", with: "Other"))
        XCTAssertEqual(try Binary.run(["--write-baseline", "baseline.json", "--quiet"], in: first.root).status, 0)
        let baseline = try first.read("baseline.json")
        XCTAssertTrue(baseline.contains("\"path\": \"App/Row.swift\""), baseline)
        XCTAssertFalse(baseline.contains(first.root.path), baseline)
        XCTAssertEqual(try Binary.run([first.root.path, "--baseline", "baseline.json", "--quiet"], in: first.root).out, "")
        XCTAssertEqual(try Binary.run([".", "--baseline", "baseline.json", "--quiet"], in: first.root).out, "")

        // Another clone: the same files, elsewhere, plus one new finding.
        let clone = try ScratchProject()
        for file in [".a11ylint.yml", "App/Row.swift", "App/Other.swift", "baseline.json"] {
            try clone.write(file, try first.read(file))
        }
        try clone.write("App/New.swift", Sources.tap.replacingOccurrences(of: "Row", with: "New"))
        let moved = try Binary.run(["--baseline", "baseline.json", "--reporter", "json"], in: clone.root)
        XCTAssertEqual(try jsonPaths(moved.out), ["App/New.swift"], moved.err)
        let movedAbsolute = try Binary.run([clone.root.appendingPathComponent("App").path, "--baseline", "baseline.json",
                                            "--reporter", "json"], in: clone.root)
        XCTAssertEqual(try jsonPaths(movedAbsolute.out), ["App/New.swift"], movedAbsolute.err)

        // A baseline written before paths were made relative (absolute paths) still matches here.
        try first.write("old.json", baseline.replacingOccurrences(of: "\"App/", with: "\"\(first.root.path)/App/"))
        XCTAssertEqual(try Binary.run(["--baseline", "old.json", "--quiet"], in: first.root).out, "")
    }

    // MARK: - One problem, one finding

    /// An unlabeled image that is a button's only content is reported once, at the button,
    /// with a note at the image, in every format; with the button's rule off, at the image.
    func testImageOnlyButtonIsOneFindingWithANote() throws {
        let project = try ScratchProject()
        try project.write("App/Composer.swift", """
            import SwiftUI
            struct Composer: View {
                var body: some View {
                    HStack {
                        Button(action: send) {
                            Image(.sendGlyph)
                        }
                    }
                    .toolbar {
                        ToolbarItem { Button(action: refresh) { Image("ic_reload") } }
                    }
                }
            }

            """)
        let root = project.root
        let json = try Binary.run(["App", "--reporter", "json"], in: root)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["line"] ?? 0) \($0["rule"] ?? "")" },
                       ["5 \(IconButtonMissingLabelRule.id)", "10 \(BarButtonItemMissingLabelRule.id)"])
        let notes = try findings.map { try XCTUnwrap($0["notes"] as? [[String: Any]]) }
        XCTAssertEqual(notes.map { $0.map { "\($0["line"] ?? 0):\($0["column"] ?? 0)" } }, [["6:17"], ["10:53"]])
        XCTAssertEqual(notes.first?.first?["message"] as? String,
                       ImageMissingLabelRule.contentNote(source: .asset("sendGlyph")))
        XCTAssertNil(notes.first?.first?["path"], "same file: no path")

        let xcode = try Binary.run(["App", "--reporter", "xcode"], in: root).out.split(separator: "\n")
        XCTAssertEqual(xcode.count, 4)
        XCTAssertTrue(xcode[1].hasPrefix("App/Composer.swift:6:17: note: "), "\(xcode)")

        let sarif = try Binary.run(["App", "--reporter", "sarif"], in: root).out
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        let related = try XCTUnwrap(results.first?["relatedLocations"] as? [[String: Any]])
        let region = (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(region?["startLine"] as? Int, 6)

        // The image alone is still reported when the button's rule does not run.
        let alone = try Binary.run(["App", "--ignore", IconButtonMissingLabelRule.id, "--reporter", "json"], in: root)
        XCTAssertTrue(alone.out.contains("\"rule\": \"\(ImageMissingLabelRule.id)\""), alone.out)
    }

    // MARK: - rules and explain

    func testRulesShowTheConfiguredSeverityAndOptions() throws {
        let project = try ScratchProject()
        try project.write(".a11ylint.yml", """
            disabled_rules: [\(LinkNotUnderlinedRule.id)]
            rules:
              \(TapGestureAsButtonRule.id): error
              \(IconButtonMissingLabelRule.id): { described_symbols: [xmark] }

            """)
        let text = try Binary.run(["rules"], in: project.root)
        XCTAssertEqual(text.status, 0, text.err)
        let lines = text.out.split(separator: "\n").map(String.init)
        func line(_ id: String) -> [String] {
            (lines.first { $0.hasPrefix(id + " ") } ?? "").split(separator: " ").map(String.init)
        }
        XCTAssertEqual(line(TapGestureAsButtonRule.id).dropFirst().first, "error")
        XCTAssertEqual(line(LinkNotUnderlinedRule.id).dropFirst().first, "off")
        XCTAssertEqual(line(ImageMissingLabelRule.id).dropFirst().first, "warning")
        XCTAssertTrue(lines.contains("    described_symbols: [xmark] (configured)"), text.out)
        // --config elsewhere, and the JSON form.
        try project.write("ci/strict.yml", "rules:\n  \(ImageMissingLabelRule.id): error\n")
        let json = try Binary.run(["rules", "--config", "ci/strict.yml", "--format", "json"], in: project.root)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let rules = try XCTUnwrap(object["rules"] as? [[String: Any]])
        let image = try XCTUnwrap(rules.first { $0["id"] as? String == ImageMissingLabelRule.id })
        XCTAssertEqual(image["severity"] as? String, "error")
        XCTAssertEqual(image["defaultSeverity"] as? String, "warning")
        let icon = try XCTUnwrap(rules.first { $0["id"] as? String == IconButtonMissingLabelRule.id })
        let options = try XCTUnwrap(icon["options"] as? [[String: Any]])
        XCTAssertTrue(options.contains { $0["name"] as? String == "described_symbols" && $0["configured"] as? Bool == false })
        // A broken configuration is an error here too.
        try project.write("bad.yml", "rules:\n  nope: error\n")
        XCTAssertEqual(try Binary.run(["rules", "--config", "bad.yml"], in: project.root).status, 2)
        // Rules.md documents the defaults whatever the configuration says.
        XCTAssertEqual(try Binary.run(["rules", "--format", "markdown"], in: project.root).out,
                       RulesDocument.markdown(RuleRegistry.rules.map(\.metadata)))
    }

    func testExplainAsJSON() throws {
        let project = try ScratchProject()
        let run = try Binary.run(["explain", IconButtonMissingLabelRule.id, "--format", "json"], in: project.root)
        XCTAssertEqual(run.status, 0, run.err)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["id"] as? String, IconButtonMissingLabelRule.id)
        XCTAssertNotNil(object["rationale"] as? String)
        XCTAssertFalse(try XCTUnwrap(object["options"] as? [[String: Any]]).isEmpty)
        XCTAssertEqual(try Binary.run(["explain", IconButtonMissingLabelRule.id, "--format", "yaml"], in: project.root).status, 2)
        let markdown = try Binary.run(["explain", TapGestureAsButtonRule.id, "--format", "markdown"], in: project.root)
        XCTAssertTrue(markdown.out.hasPrefix("## \(TapGestureAsButtonRule.id)\n"), markdown.out)
    }

    // MARK: - Output habits

    func testStatisticsDoNotRepeatTheSummaryTable() throws {
        let project = try ScratchProject()
        try project.write("App/Row.swift", Sources.tap)
        let run = try Binary.run(["App", "--statistics"], in: project.root)
        XCTAssertEqual(run.err, "Linted 1 file: 1 finding (0 errors, 1 warning, 0 info).\n1\t\(TapGestureAsButtonRule.id)\n")
        XCTAssertEqual(try Binary.run(["App"], in: project.root).err,
                       "Linted 1 file: 1 finding (0 errors, 1 warning, 0 info).\n  1  \(TapGestureAsButtonRule.id)\n")
    }

    /// `-` reads standard input; `--force-exclude` makes `--stdin-filename` honour `excluded:`,
    /// and files named on the command line (as pre-commit passes them) always do.
    func testStandardInputAndExclusion() throws {
        let project = try ScratchProject()
        try project.write(".a11ylint.yml", "excluded: [App/Generated]\n")
        try project.write("App/Generated/Row.swift", Sources.tap)
        let dash = try Binary.run(["-", "--quiet"], in: project.root, stdin: Sources.tap)
        XCTAssertTrue(dash.out.hasPrefix("<stdin>:3:40: warning:"), dash.out + dash.err)
        let named = try Binary.run(["-", "--stdin-filename", "App/Row.swift", "--quiet"], in: project.root, stdin: Sources.tap)
        XCTAssertTrue(named.out.hasPrefix("App/Row.swift:3:40: warning:"), named.out + named.err)
        let excluded = ["--stdin-filename", "App/Generated/Row.swift", "--quiet"]
        XCTAssertFalse(try Binary.run(excluded, in: project.root, stdin: Sources.tap).out.isEmpty)
        XCTAssertEqual(try Binary.run(excluded + ["--force-exclude"], in: project.root, stdin: Sources.tap).out, "")
        XCTAssertEqual(try Binary.run(["App/Generated/Row.swift", "--quiet"], in: project.root).out, "")
        XCTAssertEqual(try Binary.run(["-", "App"], in: project.root, stdin: "").status, 2)
    }

    /// Test folders are skipped by default, and the summary says so and how to lint them.
    func testSkippedTestsAreExplained() throws {
        let project = try ScratchProject()
        try project.write("Tests/AppTests/RowTests.swift", Sources.tap)
        let skipped = try Binary.run(["Tests"], in: project.root)
        XCTAssertEqual(skipped.out, "")
        XCTAssertEqual(skipped.err, "No accessibility findings in 0 files.\n"
                       + "Skipped 1 test file (in a Tests folder or named *Tests.swift); lint them with --include-tests.\n")
        let included = try Binary.run(["Tests", "--include-tests", "--quiet"], in: project.root)
        XCTAssertTrue(included.out.hasPrefix("Tests/AppTests/RowTests.swift:3:40: warning:"), included.out)
    }

    // MARK: - Configuration

    /// `parent_config:` and several `--config` merge in order; paths stay relative to the file
    /// that wrote them; an error names the file it is in.
    func testConfigurationsMergeInOrder() throws {
        let project = try ScratchProject()
        try project.write("base.yml", """
            excluded: [ios/App/Generated]
            disabled_rules: [\(LinkNotUnderlinedRule.id)]
            rules:
              \(TapGestureAsButtonRule.id): { severity: error, dismissal_words: [collapse] }

            """)
        try project.write("ios/.a11ylint.yml", """
            parent_config: ../base.yml
            rules:
              \(TapGestureAsButtonRule.id): { dismissal_words: [fold] }

            """)
        try project.write("ios/App/Row.swift", Sources.tap)
        try project.write("ios/App/Generated/Row.swift", Sources.tap)
        let ios = project.root.appendingPathComponent("ios")
        let run = try Binary.run(["--reporter", "json"], in: ios)
        XCTAssertEqual(run.status, 1, run.err)   // the parent's severity: error
        XCTAssertEqual(try jsonPaths(run.out), ["App/Row.swift"])   // the parent's excluded, re-rooted
        let rules = try Binary.run(["rules"], in: ios).out
        XCTAssertTrue(rules.contains("\n\(LinkNotUnderlinedRule.id) "), rules)
        XCTAssertTrue(rules.split(separator: "\n").contains { $0.hasPrefix(LinkNotUnderlinedRule.id) && $0.contains(" off ") }, rules)
        XCTAssertTrue(rules.contains("    dismissal_words: [fold] (configured)"), rules)   // the child's value wins

        // Several --config: later ones refine earlier ones.
        try project.write("ios/ci.yml", "rules:\n  \(TapGestureAsButtonRule.id): warning\n")
        XCTAssertEqual(try Binary.run(["--config", ".a11ylint.yml", "--config", "ci.yml", "--quiet"], in: ios).status, 0)
        XCTAssertEqual(try Binary.run(["--config", "ci.yml", "--config", ".a11ylint.yml", "--quiet"], in: ios).status, 1)

        // Errors name the file they are in; a missing parent is an error; a cycle too.
        try project.write("bad-parent.yml", "disabled_rules: [nope]\n")
        try project.write("child.yml", "parent_config: bad-parent.yml\n")
        let bad = try Binary.run(["--config", "child.yml"], in: project.root)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.hasPrefix("bad-parent.yml:1:18: error: unknown rule id 'nope'"), bad.err)
        try project.write("orphan.yml", "parent_config: missing.yml\n")
        let orphan = try Binary.run(["--config", "orphan.yml"], in: project.root)
        XCTAssertTrue(orphan.err.hasPrefix("orphan.yml:1:16: error:"), orphan.err)
        try project.write("loop.yml", "parent_config: loop.yml\n")
        XCTAssertEqual(try Binary.run(["--config", "loop.yml"], in: project.root).status, 2)
    }

    /// A `Feature/.a11ylint.yml` applies to the files of its folder, on top of the root's
    /// configuration; facts from other folders still count.
    func testNestedConfigurationAppliesToItsFolder() throws {
        let project = try ScratchProject()
        try project.write(".a11ylint.yml", "rules:\n  \(TapGestureAsButtonRule.id): error\n")
        try project.write("App/Row.swift", Sources.tap)
        try project.write("Feature/Row.swift", Sources.tap.replacingOccurrences(of: "Row", with: "FeatureRow"))
        try project.write("Feature/Generated/Row.swift", Sources.tap.replacingOccurrences(of: "Row", with: "GeneratedRow"))
        try project.write("Feature/.a11ylint.yml", "excluded: [Generated]\nrules:\n  \(TapGestureAsButtonRule.id): warning\n")
        // A card whose button trait is set in another folder's extension: context across groups.
        try project.write("Feature/Card.swift", """
            final class PromoCard: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                }
                @objc private func open() { router.open(.promotion) }
            }

            """)
        try project.write("App/PromoCard+Accessibility.swift", """
            extension PromoCard {
                func configureAccessibility() {
                    isAccessibilityElement = true
                    accessibilityTraits = .button
                }
            }

            """)
        let run = try Binary.run(["--reporter", "json"], in: project.root)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], run.err)
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]]).map { "\($0["path"] ?? "") \($0["severity"] ?? "")" }
        XCTAssertEqual(findings, ["App/Row.swift error", "Feature/Row.swift warning"])
        XCTAssertEqual((report["summary"] as? [String: Any])?["files"] as? Int, 4)
        XCTAssertEqual(run.status, 1)
        // Linting only the feature folder still applies its configuration, however the path is spelled.
        XCTAssertEqual(try Binary.run(["Feature", "--quiet"], in: project.root).status, 0)
        for spelled in ["Feature/Row.swift", "./Feature/Row.swift", "Feature//Row.swift", project.root.path + "/Feature/Row.swift"] {
            let given = try Binary.run([spelled, "--reporter", "json"], in: project.root)
            let severities = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(given.out.utf8)) as? [String: Any], given.err)
            XCTAssertEqual(try XCTUnwrap(severities["findings"] as? [[String: Any]]).map { "\($0["severity"] ?? "")" }, ["warning"], spelled)
        }
        // The nested `excluded:` holds however the excluded file's path is spelled, `..` included.
        for spelled in ["Feature/Generated/Row.swift", "./Feature/../Feature/Generated/Row.swift",
                        "App/../Feature/Generated/Row.swift", project.root.path + "/App/../Feature/Generated/Row.swift"] {
            let given = try Binary.run([spelled, "--reporter", "json"], in: project.root)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(given.out.utf8)) as? [String: Any], given.err)
            XCTAssertEqual(try XCTUnwrap(report["findings"] as? [[String: Any]]).count, 0, spelled)
        }
    }

    /// `described_symbols` replaces the default list; `additional_described_symbols` extends it.
    func testSymbolListsExtendOrReplace() throws {
        let project = try ScratchProject()
        try project.write("App/Toolbar.swift", """
            import SwiftUI
            struct Controls: View {
                var body: some View {
                    HStack {
                        Button { close() } label: { Image(systemName: "xmark") }
                        Button { shuffle() } label: { Image(systemName: "shuffle") }
                    }
                }
            }

            """)
        func flagged(_ config: String) throws -> [String] {
            try project.write("config.yml", config)
            let run = try Binary.run(["App", "--config", "config.yml", "--reporter", "json"], in: project.root)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], run.err)
            return try XCTUnwrap(report["findings"] as? [[String: Any]]).map { "\($0["line"] ?? 0)" }
        }
        let id = IconButtonMissingLabelRule.id
        XCTAssertEqual(try flagged(""), ["6"])                                                     // xmark is described
        XCTAssertEqual(try flagged("rules:\n  \(id): { additional_described_symbols: [shuffle] }\n"), [])
        XCTAssertEqual(try flagged("rules:\n  \(id): { described_symbols: [shuffle] }\n"), ["5"])  // replaced
        // The full default list is documented.
        let explain = try Binary.run(["explain", id], in: project.root).out
        XCTAssertTrue(explain.contains("additional_described_symbols (default [])"), explain)
        XCTAssertTrue(explain.contains("described_symbols (default \(SymbolDescriptions.defaultDescribed.joined(separator: ", ")))"),
                      explain)
    }

    // MARK: - Suppressions

    func testSuperfluousSuppressionIsConfigurableAndBareDisableIsAnError() throws {
        let project = try ScratchProject()
        try project.write("App/Row.swift", """
            import SwiftUI
            struct Row: View {
                // a11ylint:disable:next \(LinkNotUnderlinedRule.id)
                var body: some View { Text("Open") }
            }

            """)
        try project.write("App/Bare.swift", """
            import SwiftUI
            struct Bare: View {
                // a11ylint:disable:next
                var body: some View { Text("Open").onTapGesture { open() } }
            }

            """)
        let defaults = try Binary.run(["App", "--reporter", "json"], in: project.root)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(defaults.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]]).map {
            "\($0["path"] ?? ""):\($0["line"] ?? 0) \($0["rule"] ?? "") \($0["severity"] ?? "")"
        }
        XCTAssertEqual(findings, [
            "App/Bare.swift:3 superfluous-suppression error",   // names no rule: silences nothing
            "App/Bare.swift:4 \(TapGestureAsButtonRule.id) warning",
            "App/Row.swift:3 superfluous-suppression info",
        ])
        XCTAssertEqual(defaults.status, 1)
        try project.write("off.yml", "disabled_rules: [superfluous-suppression]\n")
        let off = try Binary.run(["App", "--config", "off.yml", "--quiet"], in: project.root)
        XCTAssertFalse(off.out.contains("superfluous-suppression"), off.out)
        try project.write("warn.yml", "rules:\n  superfluous-suppression: warning\n")
        let warn = try Binary.run(["App/Row.swift", "--config", "warn.yml", "--quiet"], in: project.root)
        XCTAssertTrue(warn.out.contains("warning: 'a11ylint:disable:next \(LinkNotUnderlinedRule.id)' silences no finding."),
                      warn.out)
        XCTAssertFalse(try Binary.run(["App/Row.swift", "--ignore", "superfluous-suppression", "--quiet"], in: project.root)
            .out.contains("superfluous-suppression"))
    }
}
