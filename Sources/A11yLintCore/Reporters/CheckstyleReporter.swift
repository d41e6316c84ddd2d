/// Checkstyle XML, the report format most CI dashboards and code-review bots
/// read (Jenkins Warnings NG, reviewdog, Danger, SonarQube imports).
///
/// Shape as written by Checkstyle's own `XMLLogger`:
/// ```xml
/// <checkstyle version="4.3">
///   <file name="App/ProfileView.swift">
///     <error line="12" column="17" severity="warning" message="…" source="a11ylint.rules.image-missing-label"/>
///   </file>
/// </checkstyle>
/// ```
/// One `<file>` per path, sorted by path; `column` is the 1-based UTF-8 byte
/// column; `severity` is `error`, `warning` or `info`. Attribute values are
/// escaped per XML 1.0 (see `XMLEscaping`).
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    public static let summary = "Checkstyle XML (Jenkins Warnings NG, reviewdog, Danger)"

    /// The `version` attribute consumers expect (the Checkstyle 4.3 format).
    public static let formatVersion = "4.3"

    /// Creates the reporter (it has no state).
    public init() {}

    /// The whole document, ending with a newline.
    public func render(_ report: Report, options: ReporterOptions) -> String {
        var output = XMLEscaping.declaration
        output += "<checkstyle version=\"\(CheckstyleReporter.formatVersion)\">\n"
        for (path, findings) in CheckstyleReporter.groupedByPath(report.findings) {
            output += "  <file name=\"\(XMLEscaping.attribute(path))\">\n"
            for finding in findings {
                output += "    <error line=\"\(finding.start.line)\" column=\"\(finding.start.utf8Column)\""
                output += " severity=\"\(finding.severity.rawValue)\""
                output += " message=\"\(XMLEscaping.attribute(finding.message))\""
                output += " source=\"\(XMLEscaping.attribute(CheckstyleReporter.source(of: finding.ruleID)))\"/>\n"
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }

    /// The `source` attribute of a rule: `a11ylint.rules.<id>`, the dotted
    /// check name Checkstyle consumers group by.
    static func source(of ruleID: String) -> String {
        "\(A11yLintVersion.name).rules.\(ruleID)"
    }

    /// Findings grouped by path, paths sorted, each group in report order.
    static func groupedByPath(_ findings: [Finding]) -> [(path: String, findings: [Finding])] {
        var groups: [String: [Finding]] = [:]
        for finding in findings { groups[finding.path, default: []].append(finding) }
        return groups.keys.sorted().map { (path: $0, findings: groups[$0] ?? []) }
    }
}
