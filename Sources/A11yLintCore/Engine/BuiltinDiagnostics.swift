/// The diagnostics a11ylint reports that are not lint rules: files it could
/// not read, and suppression comments that silence nothing. Their ids, metadata,
/// messages and the findings themselves are made here, so each id is spelled once.
///
/// They have metadata like rules so that every report format can describe
/// them (SARIF `rules[]`, help text); the engine appends `metadata` to
/// `Report.rules`. They cannot be configured, selected or disabled like rules.
public enum BuiltinDiagnostics {
    /// A file that could not be read or is not UTF-8 (DESIGN.md §2).
    public static let ioError = RuleMetadata(
        id: "io-error",
        summary: "A file could not be read or is not valid UTF-8.",
        rationale: """
            a11ylint reads every file it is given. A file that is missing, unreadable \
            (permissions, a broken symbolic link) or not valid UTF-8 is not linted, so any \
            accessibility problem in it goes unreported. The other files are still linted, \
            and the run exits with status 1 because the result is incomplete.
            """,
        fix: """
            Check that the file exists and is readable, and save it as UTF-8; \
            or list it under `excluded` in `.a11ylint.yml` if it is not source you own.
            """,
        severity: .error,
        wcag: [],
        frameworks: [],
        precision: .veryHigh,
        triggeringExamples: [],
        nonTriggeringExamples: [])

    /// A `// a11ylint:disable` comment that silenced no finding (DESIGN.md §5).
    public static let superfluousSuppression = RuleMetadata(
        id: "superfluous-suppression",
        summary: "A suppression comment silences no finding.",
        rationale: """
            A `// a11ylint:disable` comment that matches no finding is stale: the code \
            was fixed, moved, or the rule id is misspelled. Left in place it would \
            silently hide a future regression of the same rule on that code, so \
            VoiceOver and Voice Control users would meet a problem no check reported.
            """,
        fix: "Remove the comment, or move it to the line it was meant for.",
        severity: .info,
        wcag: [],
        frameworks: [],
        precision: .veryHigh,
        triggeringExamples: [],
        nonTriggeringExamples: [])

    /// Both built-in diagnostics, sorted by id.
    public static let metadata: [RuleMetadata] = [ioError, superfluousSuppression]

    /// The id of `ioError`, for code that creates such findings.
    public static var ioErrorID: String { ioError.id }

    /// The id of `superfluousSuppression`, for code that creates such findings.
    public static var superfluousSuppressionID: String { superfluousSuppression.id }

    // MARK: - Findings

    /// An `io-error` finding at byte `offset` of `file` (the whole file was not linted).
    static func ioErrorFinding(in file: SourceFile, at offset: some BinaryInteger, message: String) -> Finding {
        Finding(ruleID: ioErrorID, severity: .error, file: file,
                range: ByteRange(start: UInt32(offset), end: UInt32(offset)), message: message, fix: nil)
    }

    /// A `superfluous-suppression` finding on a suppression comment, at the configured severity.
    static func superfluousSuppressionFinding(in file: SourceFile, range: ByteRange, message: String,
                                              fix: String, severity: Severity) -> Finding {
        Finding(ruleID: superfluousSuppressionID, severity: severity, file: file, range: range, message: message, fix: fix)
    }

    // MARK: - Messages (static functions, so tests compare rendered text instead of re-typing it)

    /// A file that could not be read.
    static func unreadableMessage(_ reason: String) -> String {
        "This file could not be read (\(reason)); it was not linted."
    }

    /// A folder that could not be listed during discovery (it vanished, or permission is denied).
    static func unreadableFolderMessage(_ reason: String) -> String {
        "This folder could not be read (\(reason)); the files in it were not linted."
    }

    /// A file that is not valid UTF-8.
    static func invalidUTF8Message() -> String {
        "This file is not valid UTF-8 from here on; it was not linted. Save it as UTF-8."
    }

    /// A storyboard or xib that is not well-formed XML.
    static func malformedMessage(_ detail: String) -> String {
        "This Interface Builder file is not well-formed XML (\(detail)); it was not linted."
    }

    /// An Objective-C file whose text on disk is no longer what pass 1 read (its findings
    /// would point into text that is not there).
    static func changedWhileLintedMessage() -> String {
        "This file changed while it was being linted; it was not linted. Lint it again."
    }

    /// An Objective-C file libclang could not make a translation unit of.
    static func unparsableObjectiveCMessage() -> String {
        "libclang could not parse this Objective-C file; it was not linted."
    }

    /// An Objective-C file nested too deeply for libclang to parse safely.
    static func tooDeeplyNestedObjectiveCMessage() -> String {
        "Brackets nest deeper than \(ObjectiveCSource.maximumNesting) levels here, more than the Objective-C front end follows; this Objective-C file was not linted."
    }
}
