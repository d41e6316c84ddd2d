/// JUnit XML in the Ant / Jenkins dialect, for CI systems that only show test
/// results (Jenkins JUnit plugin, GitLab `artifacts:reports:junit`, Azure
/// Pipelines, CircleCI).
///
/// Every finding is a failed test case, grouped into one test suite per file:
/// ```xml
/// <testsuites name="a11ylint" tests="2" failures="2" errors="0">
///   <testsuite name="App/ProfileView.swift" tests="2" failures="2" errors="0" skipped="0">
///     <testcase classname="App/ProfileView.swift" name="image-missing-label at 12:17">
///       <failure message="…" type="warning">App/ProfileView.swift:12:17: warning: …</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
/// `type` is the severity; the element text repeats the location, message,
/// fix and notes for consumers that show only the text. A clean run is an
/// empty, valid `<testsuites>` with `tests="0"`. There are no `time`
/// attributes (they are optional, and would make the output unstable).
/// Columns are UTF-8 byte columns, as in the `xcode` format.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public static let summary = "JUnit XML, one failed test case per finding (Jenkins, GitLab, Azure)"

    /// Creates the reporter (it has no state).
    public init() {}

    /// The whole document, ending with a newline.
    public func render(_ report: Report, options: ReporterOptions) -> String {
        let total = report.findings.count
        var output = XMLEscaping.declaration
        let name = XMLEscaping.attribute(A11yLintVersion.name)
        guard total > 0 else {
            return output + "<testsuites name=\"\(name)\" tests=\"0\" failures=\"0\" errors=\"0\"/>\n"
        }
        output += "<testsuites name=\"\(name)\" tests=\"\(total)\" failures=\"\(total)\" errors=\"0\">\n"
        for (path, findings) in CheckstyleReporter.groupedByPath(report.findings) {
            let escapedPath = XMLEscaping.attribute(path)
            output += "  <testsuite name=\"\(escapedPath)\" tests=\"\(findings.count)\""
            output += " failures=\"\(findings.count)\" errors=\"0\" skipped=\"0\">\n"
            for finding in findings {
                let testName = "\(finding.ruleID) at \(finding.start.line):\(finding.start.utf8Column)"
                output += "    <testcase classname=\"\(escapedPath)\" name=\"\(XMLEscaping.attribute(testName))\">\n"
                output += "      <failure message=\"\(XMLEscaping.attribute(finding.message))\""
                output += " type=\"\(finding.severity.rawValue)\">"
                output += XMLEscaping.text(JUnitReporter.details(of: finding))
                output += "</failure>\n"
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }

    /// The failure text: the compiler-style line, then the fix and the notes.
    static func details(of finding: Finding) -> String {
        var lines = [
            "\(XcodeReporter.location(finding.path, finding.start)): \(finding.severity.rawValue): "
                + "\(finding.message) [\(finding.ruleID)]",
        ]
        if let fix = finding.fix { lines.append("fix: \(fix)") }
        for note in finding.notes { lines.append(XcodeReporter.line(for: note)) }
        return lines.joined(separator: "\n")
    }
}
