import Foundation
import XCTest
@testable import A11yLintCore

/// Renders messages and paths full of characters that need escaping, then
/// reads the outputs back with the consumers' own parsers and schemas
/// (`Tests/Scripts/report_parsers.py`: the OASIS SARIF schema, expat, our JUnit
/// XSD, the Actions toolkit's unescaping) and checks that every string comes
/// back intact.
///
/// Needs the Python of the test venv (`TestPython`); without it (a plain
/// `swift test` before any `make test`) the tests are skipped with a message.
final class ExternalParserTests: XCTestCase {
    /// A message with every kind of character an escaper can get wrong.
    static let nastyMessage = "Label \"btn_x\" & <b>bold</b> is 100% off: yes, really\r\nsecond line\tTab "
        + "esc\u{1B}[31m bell\u{7} nul\u{0} nonchar\u{FFFE} back\\slash /slash é🐶 \u{2028}end %0A"
    /// A path with a space, a comma, a colon, a percent sign and non-ASCII.
    static let nastyPath = "Legacy Screens, v2/Écran: 100%.swift"

    /// The report: the nasty finding with a note, an unknown rule id, and a path outside the working directory.
    static func nastyReport() -> Report {
        let file = SourceFile(path: nastyPath, text: "let 🐶 = 1; Image(\"x\")\nview.addGestureRecognizer(tap)\n")
        let note = FindingNote(path: nastyPath, range: ByteRange(start: 28, end: 32), start: file.location(of: 28),
                               message: "Note: \"here\", 100%\nreally.")
        let findings = [
            Finding(ruleID: "image-missing-label", severity: .warning, file: file, range: ByteRange(start: 15, end: 26),
                    message: nastyMessage, fix: "Fix: <do> \"this\" & that", notes: [note]),
            Finding(ruleID: "retired-rule", severity: .error, file: file, range: ByteRange(start: 28, end: 40),
                    message: "Unknown rule, still reported.", fix: nil),
            Finding(ruleID: "image-missing-label", severity: .info,
                    file: SourceFile(path: "/elsewhere/Shared Code/B.swift", text: "Image(\"y\")\n"),
                    range: ByteRange(start: 0, end: 5), message: "Outside the working directory.", fix: nil),
        ].sorted(by: Finding.precedes)
        return Report(findings: findings, rules: [ReporterFixture.imageLabel] + BuiltinDiagnostics.metadata,
                      fileCount: 2, workingDirectory: "/work/my project")
    }

    /// What XML can carry of `text`: characters outside XML 1.0's `Char` become U+FFFD.
    static func xmlVisible(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            output.unicodeScalars.append(XMLEscaping.isAllowed(scalar) ? scalar : XMLEscaping.replacement)
        }
        return output
    }

    func testJSONRoundTrip() throws {
        let report = Self.nastyReport()
        let parsed = try parse("json", JSONReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(parsed.map { $0["message"] as? String }, report.findings.map(\.message))
        XCTAssertEqual(parsed.map { $0["path"] as? String }, report.findings.map(\.path))
        XCTAssertEqual(parsed.map { $0["utf16Column"] as? Int }, report.findings.map(\.start.utf16Column))
    }

    func testSARIFIsSchemaValidAndRoundTrips() throws {
        let report = Self.nastyReport()
        let parsed = try parse("sarif", SARIFReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(parsed.map { $0["message"] as? String }, report.findings.map(\.message))
        XCTAssertEqual(parsed.map { $0["uri"] as? String }, [
            "file:///elsewhere/Shared%20Code/B.swift",
            "Legacy%20Screens%2C%20v2/%C3%89cran%3A%20100%25.swift",
            "Legacy%20Screens%2C%20v2/%C3%89cran%3A%20100%25.swift",
        ])
        XCTAssertEqual(parsed.map { $0["related"] as? [String] }, report.findings.map { $0.notes.map(\.message) })
    }

    func testGitHubCommandsRoundTrip() throws {
        let report = Self.nastyReport()
        let parsed = try parse("github", GitHubReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(parsed.map { $0["message"] as? String }, report.findings.map(\.message))
        XCTAssertEqual(parsed.map { $0["file"] as? String }, report.findings.map(\.path))
        XCTAssertEqual(parsed.map { $0["title"] as? String }, report.findings.map { "a11ylint (\($0.ruleID))" })
    }

    func testCheckstyleRoundTrip() throws {
        let report = Self.nastyReport()
        let parsed = try parse("checkstyle", CheckstyleReporter().render(report, options: ReporterOptions()))
        let byPath = report.findings.sorted { $0.path < $1.path }
        XCTAssertEqual(parsed.map { $0["message"] as? String }, byPath.map { Self.xmlVisible($0.message) })
        XCTAssertEqual(parsed.map { $0["path"] as? String }, byPath.map(\.path))
    }

    func testJUnitIsSchemaValidAndRoundTrips() throws {
        let report = Self.nastyReport()
        let parsed = try parse("junit", JUnitReporter().render(report, options: ReporterOptions()))
        let byPath = report.findings.sorted { $0.path < $1.path }
        XCTAssertEqual(parsed.map { $0["message"] as? String }, byPath.map { Self.xmlVisible($0.message) })
        XCTAssertEqual(parsed.map { $0["details"] as? String }, byPath.map { Self.xmlVisible(JUnitReporter.details(of: $0)) })
    }

    func testGitLabShape() throws {
        let report = Self.nastyReport()
        let parsed = try parse("gitlab", GitLabReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(parsed.map { $0["description"] as? String }, report.findings.map(\.message))
        let paths = parsed.map { ($0["location"] as? [String: Any])?["path"] as? String }
        XCTAssertEqual(paths, ["/elsewhere/Shared Code/B.swift", Self.nastyPath, Self.nastyPath])
    }

    // MARK: - Hostile file names

    /// A file name with every character a reporter must escape in a path: quotes,
    /// `<`, `&`, `%`, a comma, a colon, a tab, a line break, non-ASCII, and an
    /// existing escape (`%0A`) that must not be decoded.
    static let hostilePath = "Screens \"Q\" <a&b>/50% off, x:y\tz\nnext é🐶 %0A.swift"

    static func hostileReport() -> Report {
        let file = SourceFile(path: hostilePath, text: "let 🐶 = Image(\"x\")\nview.addGestureRecognizer(tap)\n")
        let other = SourceFile(path: "App/Plain.swift", text: "Image(\"y\")\n")
        let note = FindingNote(path: hostilePath, range: ByteRange(start: 23, end: 27), start: file.location(of: 23),
                               message: "Added here.")
        let findings = [
            Finding(ruleID: "image-missing-label", severity: .warning, file: file, range: ByteRange(start: 11, end: 16),
                    message: "Image \"x\" has no label.", fix: nil, notes: [note]),
            Finding(ruleID: "image-missing-label", severity: .error, file: file, range: ByteRange(start: 23, end: 49),
                    message: "Second.", fix: nil),
            Finding(ruleID: "image-missing-label", severity: .info, file: other, range: ByteRange(start: 0, end: 5),
                    message: "Third.", fix: nil),
        ].sorted(by: Finding.precedes)
        return Report(findings: findings, rules: [ReporterFixture.imageLabel] + BuiltinDiagnostics.metadata,
                      fileCount: 2, workingDirectory: "/work/my project")
    }

    func testHostileFileNamesSurviveEveryMachineReadableFormat() throws {
        let report = Self.hostileReport()
        let paths = report.findings.map(\.path)
        XCTAssertEqual(paths.filter { $0 == Self.hostilePath }.count, 2)

        let json = try parse("json", JSONReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(json.map { $0["path"] as? String }, paths)
        let sarif = try parse("sarif", SARIFReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(sarif.map { ($0["uri"] as? String)?.removingPercentEncoding }, paths, "URIs decode to the paths")
        XCTAssertEqual(sarif.first { ($0["uri"] as? String)?.hasPrefix("Screens") == true }?["uri"] as? String,
                       "Screens%20%22Q%22%20%3Ca%26b%3E/50%25%20off%2C%20x%3Ay%09z%0Anext%20%C3%A9%F0%9F%90%B6%20%250A.swift")
        let github = try parse("github", GitHubReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(github.map { $0["file"] as? String }, paths, "the runner unescapes file= back to the path")
        let gitlab = try parse("gitlab", GitLabReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(gitlab.map { ($0["location"] as? [String: Any])?["path"] as? String }, paths)
        // XML formats group by file, sorted by path.
        let byPath = report.findings.sorted { $0.path < $1.path }.map(\.path)
        let checkstyle = try parse("checkstyle", CheckstyleReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(checkstyle.map { $0["path"] as? String }, byPath, "tab and line break kept as &#9; and &#10;")
        let junit = try parse("junit", JUnitReporter().render(report, options: ReporterOptions()))
        XCTAssertEqual(junit.map { $0["path"] as? String }, byPath)
    }

    func testHostileFileNamesStayOnOneLineInLineFormats() {
        let report = Self.hostileReport()
        let flattened = "Screens \"Q\" <a&b>/50% off, x:y z next é🐶 %0A.swift"
        let xcode = XcodeReporter().render(report, options: ReporterOptions())
        XCTAssertEqual(xcode.split(separator: "\n").count, 4, "three findings and one note, one line each")
        XCTAssertTrue(xcode.contains("\n\(flattened):1:12: warning: Image \"x\" has no label. [image-missing-label]\n"), xcode)
        XCTAssertTrue(xcode.contains("\n\(flattened):2:2: note: Added here.\n"), xcode)
        let github = GitHubReporter().render(report, options: ReporterOptions())
        XCTAssertEqual(github.split(separator: "\n").count, 3, "one command per finding")
        XCTAssertTrue(github.contains("::warning file=Screens \"Q\" <a&b>/50%25 off%2C x%3Ay\tz%0Anext é🐶 %250A.swift,line=1,"),
                      github)
        let human = HumanReporter().render(report, options: ReporterOptions())
        XCTAssertFalse(human.contains("\nnext"), "no path breaks a line of the human report")
    }

    // MARK: - Running the parser

    /// Writes `output` to a temporary file, runs `report_parsers.py FORMAT FILE`
    /// and decodes the findings it prints.
    private func parse(_ format: String, _ output: String) throws -> [[String: Any]] {
        let python = try TestPython.path()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("a11ylint-parsers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("report.\(format)")
        let errors = directory.appendingPathComponent("stderr.txt")
        try Data(output.utf8).write(to: input)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Repository.root.appendingPathComponent("Tests/Scripts/report_parsers.py").path, format, input.path]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, "\(format) rejected by its parser: \(message)")
        let decoded = try JSONSerialization.jsonObject(with: data)
        return try XCTUnwrap(decoded as? [[String: Any]], "parser output: \(String(decoding: data, as: UTF8.self))")
    }
}
