/// Everything a reporter needs, already sorted and resolved: reporters never
/// read files, compute columns or decide exit codes.
public struct Report: Sendable {
    /// Findings sorted by path, line, column, rule id.
    public var findings: [Finding]
    /// Metadata of every rule that ran, plus the built-in diagnostics (`io-error`,
    /// `superfluous-suppression`), for SARIF `rules[]` and help text.
    public var rules: [RuleMetadata]
    /// How many files were linted.
    public var fileCount: Int
    /// The absolute directory relative paths are resolved against (SARIF `%SRCROOT%`).
    public var workingDirectory: String

    public init(findings: [Finding], rules: [RuleMetadata], fileCount: Int, workingDirectory: String) {
        self.findings = findings
        self.rules = rules
        self.fileCount = fileCount
        self.workingDirectory = workingDirectory
    }

    /// Finding counts per severity.
    public var countsBySeverity: [Severity: Int] {
        var counts: [Severity: Int] = [:]
        for finding in findings { counts[finding.severity, default: 0] += 1 }
        return counts
    }

    /// Finding counts per rule id, most frequent first, ties by id.
    public var countsByRule: [(ruleID: String, count: Int)] {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.ruleID, default: 0] += 1 }
        return counts.map { (ruleID: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.ruleID < $1.ruleID }
    }
}

/// Presentation switches that come from the terminal, not from the findings.
public struct ReporterOptions: Sendable {
    /// ANSI colors (human reporter only).
    public var useColor: Bool

    public init(useColor: Bool = false) {
        self.useColor = useColor
    }
}

/// Renders a report as text in one output format.
public protocol Reporter: Sendable {
    /// The `--reporter` name.
    static var name: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    init()
    /// The whole output, ending with a newline unless empty.
    func render(_ report: Report, options: ReporterOptions) -> String
}
