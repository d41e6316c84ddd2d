/// How serious a finding is. `info` is printed as `note` by Xcode.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case info, warning, error

    /// Ordering from least to most severe.
    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary location attached to a finding (Xcode `note:`, SARIF `relatedLocations`).
public struct FindingNote: Sendable, Hashable {
    public var path: String
    public var range: ByteRange
    public var start: SourceLocation
    public var message: String

    public init(path: String, range: ByteRange, start: SourceLocation, message: String) {
        self.path = path
        self.range = range
        self.start = start
        self.message = message
    }
}

/// One diagnostic, fully resolved: every reporter renders it without touching the file again.
///
/// Positions are byte ranges plus their line/column in UTF-8 bytes and UTF-16
/// units, all computed by `SourceFile`; reporters pick the unit they need.
public struct Finding: Sendable, Hashable {
    /// The rule id (`tap-gesture-as-button`), or `io-error` / `superfluous-suppression`.
    public var ruleID: String
    public var severity: Severity
    /// The path as the user gave it (relative stays relative).
    public var path: String
    /// The reported bytes.
    public var range: ByteRange
    /// Where `range` starts and ends.
    public var start: SourceLocation
    public var end: SourceLocation
    /// One sentence or two, ending with a period.
    public var message: String
    /// How to fix it, native control first; `nil` when the rule has nothing to add.
    public var fix: String?
    /// The text of the start line, for the human reporter and baselines.
    public var sourceLine: String
    public var notes: [FindingNote]

    public init(ruleID: String, severity: Severity, path: String, range: ByteRange,
                start: SourceLocation, end: SourceLocation, message: String, fix: String?,
                sourceLine: String, notes: [FindingNote] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.range = range
        self.start = start
        self.end = end
        self.message = message
        self.fix = fix
        self.sourceLine = sourceLine
        self.notes = notes
    }

    /// Builds a finding for `range` in `file`, resolving lines and columns.
    public init(ruleID: String, severity: Severity, file: SourceFile, range: ByteRange,
                message: String, fix: String?, notes: [FindingNote] = []) {
        let start = file.location(of: range.start)
        self.init(ruleID: ruleID, severity: severity, path: file.path, range: range,
                  start: start, end: file.location(of: range.end), message: message, fix: fix,
                  sourceLine: file.lineText(start.line - 1), notes: notes)
    }

    /// The order of every output: path, line, column, rule id, message.
    public static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.start.line != rhs.start.line { return lhs.start.line < rhs.start.line }
        if lhs.start.utf8Column != rhs.start.utf8Column { return lhs.start.utf8Column < rhs.start.utf8Column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
