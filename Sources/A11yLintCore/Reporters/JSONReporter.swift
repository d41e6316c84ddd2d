/// a11ylint's own JSON format, for scripts and editor integrations (DESIGN.md §3).
///
/// ```json
/// {"version": 1, "tool": {"name", "version"},
///  "summary": {"files", "findings", "errors", "warnings", "infos"},
///  "findings": [{"rule", "severity", "path", "line", "column", "endLine", "endColumn",
///                "offset", "length", "utf16Column", "message", "fix",
///                "notes": [{"path"?, "line", "column", "message"}]}]}
/// ```
/// Keys appear exactly in this order, pretty-printed with two spaces.
/// `line`/`column` are 1-based with the column in UTF-8 bytes; `endLine`/
/// `endColumn` point just past the range (exclusive); `offset`/`length` are
/// the byte range; `utf16Column` is the start column in UTF-16 units (what
/// JavaScript editors index by); `fix` is `null` when the rule has no hint.
/// `notes` are the secondary locations (Xcode's `note:` lines), `[]` when
/// there are none; a note carries `path` only when it is in another file.
/// `version` changes only when a key is removed or changes meaning.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public static let summary = "a11ylint JSON: summary and findings with byte offsets and UTF-8/UTF-16 columns"

    /// The format version written as `"version"`.
    public static let formatVersion = 1

    /// Creates the reporter (it has no state).
    public init() {}

    /// The whole document, ending with a newline.
    public func render(_ report: Report, options: ReporterOptions) -> String {
        JSONReporter.document(for: report).rendered()
    }

    /// The document as a value, for tests and for callers that embed it.
    static func document(for report: Report) -> JSONValue {
        let counts = report.countsBySeverity
        return .object([
            "version": .int(formatVersion),
            "tool": .object([
                "name": .string(A11yLintVersion.name),
                "version": .string(A11yLintVersion.version),
            ]),
            "summary": .object([
                "files": .int(report.fileCount),
                "findings": .int(report.findings.count),
                "errors": .int(counts[.error, default: 0]),
                "warnings": .int(counts[.warning, default: 0]),
                "infos": .int(counts[.info, default: 0]),
            ]),
            "findings": .array(report.findings.map(entry(for:))),
        ])
    }

    /// One element of `findings`.
    static func entry(for finding: Finding) -> JSONValue {
        .object([
            "rule": .string(finding.ruleID),
            "severity": .string(finding.severity.rawValue),
            "path": .string(finding.path),
            "line": .int(finding.start.line),
            "column": .int(finding.start.utf8Column),
            "endLine": .int(finding.end.line),
            "endColumn": .int(finding.end.utf8Column),
            "offset": .int(Int(finding.range.start)),
            "length": .int(Int(finding.range.length)),
            "utf16Column": .int(finding.start.utf16Column),
            "message": .string(finding.message),
            "fix": .string(orNull: finding.fix),
            "notes": .array(finding.notes.map { note(for: $0, in: finding) }),
        ])
    }

    /// One element of a finding's `notes`.
    static func note(for note: FindingNote, in finding: Finding) -> JSONValue {
        var members: [JSONMember] = []
        if note.path != finding.path { members.append(JSONMember("path", .string(note.path))) }
        members.append(JSONMember("line", .int(note.start.line)))
        members.append(JSONMember("column", .int(note.start.utf8Column)))
        members.append(JSONMember("message", .string(note.message)))
        return .members(members)
    }
}
