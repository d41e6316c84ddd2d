/// GitLab Code Quality JSON, which GitLab shows in merge request widgets and
/// diffs when a job uploads it as `artifacts:reports:codequality`.
///
/// Format: GitLab Docs, "Code Quality" → "Code Quality report format": an
/// array of issues, each with `description`, `check_name`, `fingerprint`,
/// `severity` (`info`, `minor`, `major`, `critical`, `blocker`) and
/// `location.path` / `location.lines.begin`. GitLab compares fingerprints
/// between the source and target branch to tell new issues from old ones, so
/// they come from `Fingerprint` and ignore line numbers. Paths are relative to
/// the repository root (the working directory), never URL-encoded.
public struct GitLabReporter: Reporter {
    public static let name = "gitlab"
    public static let summary = "GitLab Code Quality JSON for merge request widgets"

    /// Creates the reporter (it has no state).
    public init() {}

    /// The JSON array, pretty-printed, ending with a newline.
    public func render(_ report: Report, options: ReporterOptions) -> String {
        // A key's path is the repository-relative path the issue shows.
        let keys = Fingerprint.keys(for: report.findings, workingDirectory: report.workingDirectory)
        let issues = zip(report.findings, keys).map { finding, key in
            GitLabReporter.issue(for: finding, path: key.path, fingerprint: Fingerprint.digest(of: key))
        }
        return JSONValue.array(issues).rendered()
    }

    /// One Code Quality issue.
    static func issue(for finding: Finding, path: String, fingerprint: String) -> JSONValue {
        .object([
            "description": .string(finding.message),
            "check_name": .string(finding.ruleID),
            "fingerprint": .string(fingerprint),
            "severity": .string(severity(finding.severity)),
            "location": .object([
                "path": .string(path),
                "lines": .object([
                    "begin": .int(finding.start.line),
                    "end": .int(finding.end.line),
                ]),
            ]),
        ])
    }

    /// GitLab's severity of ours: `info` → `info`, `warning` → `minor`, `error` → `major`.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .info: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }
}
