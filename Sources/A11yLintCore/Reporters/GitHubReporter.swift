/// GitHub Actions workflow commands, which the runner turns into annotations
/// on the pull request:
/// `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=a11ylint (rule-id)::message`.
///
/// Format: GitHub Docs, "Workflow commands for GitHub Actions", sections
/// "Setting a notice/warning/error message". `error` → `::error`,
/// `warning` → `::warning`, `info` → `::notice`. Columns are 1-based UTF-16
/// code units (what the web UI indexes by); `endColumn` points just past the
/// range. Annotations support columns only within one line (GitHub REST API,
/// "Create a check run", `annotations[].start_column`), so a finding that
/// spans lines gets `line` and `endLine` without columns.
///
/// Escaping follows the Actions toolkit (`@actions/core`, `command.ts`):
/// data `%` → `%25`, CR → `%0D`, LF → `%0A`; property values additionally
/// `:` → `%3A` and `,` → `%2C`.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    public static let summary = "GitHub Actions annotations (::warning file=…,line=…::message)"

    /// How many findings the step summary lists one by one.
    public static let summaryFindingLimit = 20

    /// Creates the reporter (it has no state).
    public init() {}

    /// One workflow command per finding.
    public func render(_ report: Report, options: ReporterOptions) -> String {
        var output = ""
        for finding in report.findings {
            output.append(GitHubReporter.command(for: finding))
            output.append("\n")
        }
        return output
    }

    /// The workflow command of one finding, without a newline.
    static func command(for finding: Finding) -> String {
        var properties = [
            ("file", finding.path),
            ("line", String(finding.start.line)),
        ]
        let isSingleLine = finding.start.line == finding.end.line
        if isSingleLine { properties.append(("col", String(finding.start.utf16Column))) }
        properties.append(("endLine", String(finding.end.line)))
        if isSingleLine { properties.append(("endColumn", String(finding.end.utf16Column))) }
        properties.append(("title", "\(A11yLintVersion.name) (\(finding.ruleID))"))
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command(for: finding.severity)) \(list)::\(escapeData(finding.message))"
    }

    /// The command name of a severity.
    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    // MARK: - Escaping (@actions/core command.ts)

    /// A command's data (the message): `%`, CR and LF percent-encoded.
    static func escapeData(_ text: String) -> String {
        escape(text, isProperty: false)
    }

    /// A property value: the data escapes plus `:` and `,`, which would
    /// otherwise end the property list or the value.
    static func escapeProperty(_ text: String) -> String {
        escape(text, isProperty: true)
    }

    /// The data escapes, plus those of a property value when `isProperty`.
    /// Works on scalars: `"\r\n"` is one `Character` but two escapes.
    static func escape(_ text: String, isProperty: Bool) -> String {
        guard text.utf8.contains(where: { byte in
            byte == UInt8(ascii: "%") || byte == 0x0D || byte == 0x0A
                || (isProperty && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")))
        }) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output.append("%25")
            case "\r": output.append("%0D")
            case "\n": output.append("%0A")
            case ":" where isProperty: output.append("%3A")
            case "," where isProperty: output.append("%2C")
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    // MARK: - Step summary

    /// Markdown for `$GITHUB_STEP_SUMMARY` (GitHub Docs, "Adding a job
    /// summary"): totals, a table of findings per rule, and the first
    /// `summaryFindingLimit` findings. The CLI appends it to the file.
    public static func stepSummaryMarkdown(_ report: Report) -> String {
        let files = ReportText.counted(report.fileCount, "file")
        guard !report.findings.isEmpty else {
            return "### \(A11yLintVersion.name)\n\nNo accessibility findings in \(files).\n"
        }
        let counts = report.countsBySeverity
        var output = "### \(A11yLintVersion.name)\n\n"
        output += "\(ReportText.counted(report.findings.count, "finding")) in \(files): "
        output += ReportText.counted(counts[.error, default: 0], "error") + ", "
        output += ReportText.counted(counts[.warning, default: 0], "warning") + ", "
        output += "\(counts[.info, default: 0]) info.\n\n"

        let rules = ReportText.rulesByID(report.rules)
        output += "| Rule | Findings | Summary |\n| --- | ---: | --- |\n"
        for entry in report.countsByRule {
            let summary = rules[entry.ruleID].map { markdownCell($0.summary) } ?? ""
            output += "| \(codeSpan(entry.ruleID)) | \(entry.count) | \(summary) |\n"
        }

        let shown = report.findings.prefix(summaryFindingLimit)
        let heading = shown.count < report.findings.count
            ? "First \(shown.count) of \(report.findings.count) findings" : "Findings"
        output += "\n<details><summary>\(heading)</summary>\n\n"
        output += "| Location | Severity | Rule | Message |\n| --- | --- | --- | --- |\n"
        for finding in shown {
            let location = "\(finding.path):\(finding.start.line):\(finding.start.utf16Column)"
            output += "| \(codeSpan(location)) | \(finding.severity.rawValue) | \(codeSpan(finding.ruleID)) | "
            output += "\(markdownCell(finding.message)) |\n"
        }
        output += "\n</details>\n"
        return output
    }

    /// `text` safe inside a Markdown table cell: every ASCII punctuation
    /// character that Markdown or HTML could interpret is backslash-escaped
    /// (CommonMark §2.4), and line breaks become spaces so the row stays one line.
    static func markdownCell(_ text: String) -> String {
        var output = ""
        for scalar in ReportText.singleLine(text).unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "&", "~", "!":
                output.append("\\")
                output.unicodeScalars.append(scalar)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `text` as a code span (CommonMark §6.1) inside a table cell: the fence
    /// is one backtick longer than the longest backtick run in the text, and
    /// `|` is escaped because GFM splits cells before parsing spans.
    static func codeSpan(_ text: String) -> String {
        var line = ""
        var longestRun = 0
        var run = 0
        for character in ReportText.singleLine(text) {
            if character == "|" { line.append("\\") }
            line.append(character)
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = longestRun > 0 || line.hasPrefix(" ") || line.hasSuffix(" ") ? " " : ""
        return fence + padding + line + padding + fence
    }
}
