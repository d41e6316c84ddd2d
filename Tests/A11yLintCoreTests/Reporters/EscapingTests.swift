import XCTest
@testable import A11yLintCore

/// Escaping edge cases per output format, checked against literal expected text.
final class EscapingTests: XCTestCase {
    // MARK: - JSON (RFC 8259 §7)

    func testJSONStringEscapes() {
        XCTAssertEqual(JSONValue.quoted("say \"hi\" \\ to a/b"), #""say \"hi\" \\ to a/b""#)
        XCTAssertEqual(JSONValue.quoted("line\nreturn\rtab\t"), #""line\nreturn\rtab\t""#)
        XCTAssertEqual(JSONValue.quoted("\u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F}\u{7F}"), #""\u0000\u0001\u0008\u000c\u001b\u001f\u007f""#)
        XCTAssertEqual(JSONValue.quoted("a\u{2028}b\u{2029}c"), #""a\u2028b\u2029c""#)
        XCTAssertEqual(JSONValue.quoted("Café 🐶 – ok"), "\"Café 🐶 – ok\"", "non-ASCII stays literal UTF-8")
        XCTAssertEqual(JSONValue.quoted("\r\n"), #""\r\n""#, "CR LF is two scalars, two escapes")
    }

    /// The fast path (runs between escapes copied whole) writes what the scalar-by-scalar
    /// reference writes, on the cases where they could part: escapes next to multi-byte
    /// scalars, the 0xE2 lead byte of U+2028/U+2029 and of `—` `…` `→`, an escape or `—` at either end,
    /// combining marks and CR LF (one `Character`, two scalars).
    func testJSONFastEscapingMatchesTheScalarReference() {
        let cases = ["— “quoted” …", "a\u{2028}\u{2029}b\u{2027}\u{202A}", "\"—\"", "x\n→\ty", "—", "\u{2028}",
                     "e\u{301}\"\u{301}", "\r\n—\r\n", "\u{1F}—\u{7F}", "🐶\\🐶", "", "plain", "end —"]
        for value in cases {
            var reference = ""
            JSONValue.appendQuotedByScalar(value, to: &reference)
            XCTAssertEqual(JSONValue.quoted(value), reference, value.debugDescription)
        }
        XCTAssertEqual(JSONValue.quoted("— “a” \u{2028}\n"), "\"— “a” \\u2028\\n\"")
    }

    func testJSONRenderingKeepsKeyOrderAndIndents() {
        let value = JSONValue.object([
            "z": 1,
            "a": .array([]),
            "m": .object([:]),
            "list": .array([true, .null, "x"]),
        ])
        XCTAssertEqual(value.rendered(), """
            {
              "z": 1,
              "a": [],
              "m": {},
              "list": [
                true,
                null,
                "x"
              ]
            }

            """)
        XCTAssertEqual(JSONValue.string(orNull: nil), .null)
        XCTAssertEqual(JSONValue.int(-3).rendered(), "-3\n")
    }

    // MARK: - XML 1.0

    func testXMLAttributeEscapes() {
        XCTAssertEqual(XMLEscaping.attribute(#"a & b < c > d "e" 'f'"#), "a &amp; b &lt; c &gt; d &quot;e&quot; 'f'")
        XCTAssertEqual(XMLEscaping.attribute("tab\tlf\ncr\r"), "tab&#9;lf&#10;cr&#13;")
        XCTAssertEqual(XMLEscaping.attribute("crlf\r\n"), "crlf&#13;&#10;")
    }

    func testXMLReplacesCharactersOutsideTheCharProduction() {
        XCTAssertEqual(XMLEscaping.attribute("nul\u{0} bell\u{7} esc\u{1B} fffe\u{FFFE} ffff\u{FFFF}"),
                       "nul\u{FFFD} bell\u{FFFD} esc\u{FFFD} fffe\u{FFFD} ffff\u{FFFD}")
        XCTAssertEqual(XMLEscaping.text("ok é 🐶 \u{10FFFF} \u{E000}"), "ok é 🐶 \u{10FFFF} \u{E000}")
        XCTAssertEqual(XMLEscaping.text("x\u{0}y"), "x\u{FFFD}y")
    }

    func testXMLTextEscapes() {
        XCTAssertEqual(XMLEscaping.text("if a < b && c > d ]]> \"q\""), "if a &lt; b &amp;&amp; c &gt; d ]]&gt; \"q\"")
        XCTAssertEqual(XMLEscaping.text("keep\ttab\nand LF, but\r"), "keep\ttab\nand LF, but&#13;")
    }

    // MARK: - GitHub workflow commands (@actions/core command.ts)

    func testGitHubDataEscapes() {
        XCTAssertEqual(GitHubReporter.escapeData("100% done"), "100%25 done")
        XCTAssertEqual(GitHubReporter.escapeData("a\r\nb\nc\rd"), "a%0D%0Ab%0Ac%0Dd")
        XCTAssertEqual(GitHubReporter.escapeData("keeps : and , in data"), "keeps : and , in data")
        XCTAssertEqual(GitHubReporter.escapeData("%0A literal"), "%250A literal", "an existing escape is not decoded later")
    }

    func testGitHubPropertyEscapes() {
        XCTAssertEqual(GitHubReporter.escapeProperty("Legacy Screens, v2/A:B.swift"), "Legacy Screens%2C v2/A%3AB.swift")
        XCTAssertEqual(GitHubReporter.escapeProperty("50%,\r\n:"), "50%25%2C%0D%0A%3A")
    }

    func testGitHubCommandEscapesFileTitleAndMessage() {
        let location = SourceLocation(line: 4, utf8Column: 9, utf16Column: 7)
        let end = SourceLocation(line: 4, utf8Column: 14, utf16Column: 12)
        let finding = Finding(ruleID: "label-looks-like-identifier", severity: .info, path: "Old, v1/a:b.swift",
                              range: ByteRange(start: 20, end: 25), start: location, end: end,
                              message: "Label \"x_1\" is 100% wrong:\nfix it, now.", fix: nil, sourceLine: "")
        XCTAssertEqual(GitHubReporter.command(for: finding),
                       "::notice file=Old%2C v1/a%3Ab.swift,line=4,col=7,endLine=4,endColumn=12,"
                       + "title=a11ylint (label-looks-like-identifier)::Label \"x_1\" is 100%25 wrong:%0Afix it, now.")
    }

    // MARK: - SARIF URIs (RFC 3986)

    func testPercentEncodingOfSpacesCommasAndNonASCII() {
        XCTAssertEqual(ReportPaths.percentEncoded("Legacy Screens, v2/SettingsView.swift"),
                       "Legacy%20Screens%2C%20v2/SettingsView.swift")
        XCTAssertEqual(ReportPaths.percentEncoded("Écrans/a:b;c@d#e?f%g+h&i.swift"),
                       "%C3%89crans/a%3Ab%3Bc%40d%23e%3Ff%25g%2Bh%26i.swift")
        XCTAssertEqual(ReportPaths.percentEncoded("A-Z_a~z.0-9/x"), "A-Z_a~z.0-9/x")
        XCTAssertEqual(ReportPaths.percentEncoded("🐶.swift"), "%F0%9F%90%B6.swift")
    }

    func testArtifactLocationsAreRepositoryRelativeWherePossible() {
        func location(_ path: String, _ root: String = "/work/project") -> JSONValue {
            SARIFReporter.artifactLocation(for: path, workingDirectory: root)
        }
        let relative = JSONValue.object(["uri": "App/My%20View.swift", "uriBaseId": "%SRCROOT%"])
        XCTAssertEqual(location("App/My View.swift"), relative)
        XCTAssertEqual(location("./App//My View.swift"), relative)
        XCTAssertEqual(location("/work/project/App/My View.swift"), relative)
        XCTAssertEqual(location("/work/project/App/My View.swift", "/work/project/"), relative)
        XCTAssertEqual(location("/work/projectX/App.swift"), .object(["uri": "file:///work/projectX/App.swift"]))
        XCTAssertEqual(location("/tmp/a b,c.swift"), .object(["uri": "file:///tmp/a%20b%2Cc.swift"]))
        XCTAssertEqual(location("../Shared/A.swift"), .object(["uri": "../Shared/A.swift", "uriBaseId": "%SRCROOT%"]))
    }

    func testPathNormalization() {
        XCTAssertEqual(ReportPaths.normalized("./a//b/./c.swift"), "a/b/c.swift")
        XCTAssertEqual(ReportPaths.normalized("/x/./y"), "/x/y")
        XCTAssertEqual(ReportPaths.normalized("./"), ".")
        XCTAssertEqual(ReportPaths.relative("/repo/a.swift", to: "/"), "repo/a.swift")
        XCTAssertNil(ReportPaths.relative("/work/project", to: "/work/project"))
        XCTAssertEqual(ReportPaths.fileURI(forAbsolutePath: "/work/my project", isDirectory: true), "file:///work/my%20project/")
        XCTAssertEqual(ReportPaths.fileURI(forAbsolutePath: "/", isDirectory: true), "file:///")
    }

    // MARK: - Columns after emoji

    func testUTF16ColumnsAfterEmojiPerFormat() throws {
        // "🐶" is 4 UTF-8 bytes and 2 UTF-16 units; "é" is 2 bytes and 1 unit.
        let file = SourceFile(path: "Dogs.swift", text: "Text(\"é🐶\").onTapGesture { }\n")
        let start = try XCTUnwrap(ReporterFixture.find(Array("onTapGesture".utf8), in: file.bytes, from: 0))
        let finding = Finding(ruleID: "tap-gesture-as-button", severity: .warning, file: file,
                              range: ByteRange(start: UInt32(start), end: UInt32(start + 12)), message: "m", fix: nil)
        XCTAssertEqual(finding.start.utf8Column, 16)
        XCTAssertEqual(finding.start.utf16Column, 13)
        let report = Report(findings: [finding], rules: [], fileCount: 1, workingDirectory: "/w")
        XCTAssertTrue(XcodeReporter().render(report, options: ReporterOptions()).hasPrefix("Dogs.swift:1:16: warning:"))
        XCTAssertTrue(CheckstyleReporter().render(report, options: ReporterOptions()).contains("line=\"1\" column=\"16\""))
        XCTAssertTrue(GitHubReporter().render(report, options: ReporterOptions()).contains("line=1,col=13,endLine=1,endColumn=25,"))
        let sarif = SARIFReporter().render(report, options: ReporterOptions())
        XCTAssertTrue(sarif.contains("\"startColumn\": 13,"))
        XCTAssertTrue(sarif.contains("\"endColumn\": 25"))
        let json = JSONReporter().render(report, options: ReporterOptions())
        XCTAssertTrue(json.contains("\"column\": 16,"))
        XCTAssertTrue(json.contains("\"utf16Column\": 13,"))
        XCTAssertTrue(json.contains("\"endColumn\": 28,"))
    }

    // MARK: - Line-oriented text

    func testSingleLineFlattensBreaksAndNeutralizesControls() {
        XCTAssertEqual(ReportText.singleLine("a\r\nb\nc\rd\u{2028}e"), "a b c d e")
        XCTAssertEqual(ReportText.singleLine("red \u{1B}[31m\u{7}"), "red \u{FFFD}[31m\u{FFFD}")
        XCTAssertEqual(ReportText.singleLine("tab\tand NEL\u{85}."), "tab and NEL .")
        XCTAssertEqual(ReportText.printable("\tcode\u{1B}"), "\tcode\u{FFFD}")
    }
}
