/// Compiler-style lines that Xcode turns into issues:
/// `path:line:col: warning: message [rule-id]`.
///
/// This is the format swiftc and clang print (and Xcode's run-script phase
/// parses): the column is the 1-based UTF-8 byte column, the severities are
/// `error`, `warning` and `note` (`info` prints as `note`). Each `FindingNote`
/// follows its finding as `path:line:col: note: message`, which Xcode attaches
/// to the issue above it. Messages are forced onto one line, since a line
/// break would end the diagnostic.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public static let summary = "path:line:col: warning: message [rule-id], one per line (Xcode, editors)"

    /// Creates the reporter (it has no state).
    public init() {}

    /// One line per finding and note.
    public func render(_ report: Report, options: ReporterOptions) -> String {
        var output = ""
        for finding in report.findings {
            output.append(XcodeReporter.line(for: finding))
            output.append("\n")
            for note in finding.notes {
                output.append(XcodeReporter.line(for: note))
                output.append("\n")
            }
        }
        return output
    }

    /// `path:line:col: severity: message [rule-id]` for one finding, without a newline.
    static func line(for finding: Finding) -> String {
        let label = ReportText.compilerLabel(finding.severity)
        let message = ReportText.singleLine(finding.message)
        return "\(location(finding.path, finding.start)): \(label): \(message) [\(finding.ruleID)]"
    }

    /// `path:line:col: note: message` for one secondary location, without a newline.
    static func line(for note: FindingNote) -> String {
        "\(location(note.path, note.start)): note: \(ReportText.singleLine(note.message))"
    }

    /// `path:line:col` with the UTF-8 byte column (a path is one line too).
    static func location(_ path: String, _ start: SourceLocation) -> String {
        "\(ReportText.singleLine(path)):\(start.line):\(start.utf8Column)"
    }
}
