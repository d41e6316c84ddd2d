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
