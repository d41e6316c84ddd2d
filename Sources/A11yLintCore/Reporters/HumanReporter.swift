/// The terminal format: each finding as a compiler-style header line, the
/// source line, a caret under the reported column and the fix, optionally in
/// color; plus a summary that the CLI prints to stderr.
///
/// ```
/// App/ProfileView.swift:12:17: warning: Image has no accessibility label. [image-missing-label]
///                 Image("avatar")
///                 ^
///   fix: Add .accessibilityLabel("…"), or use Image(decorative:) if it is decoration.
/// ```
/// Columns are 1-based UTF-8 byte columns, as in the `xcode` format, so a
/// terminal that links `path:line:col` opens the same place. Findings are
/// separated by a blank line. Severities print as users configure them
/// (`error`, `warning`, `info`); `note:` lines are secondary locations.
public struct HumanReporter: Reporter {
    public static let name = "human"
    public static let summary = "source line, caret and fix hint per finding, colored on a terminal (default on a TTY)"

    /// Creates the reporter (it has no state).
    public init() {}

    /// Every finding as a block; blocks are separated by one empty line.
    public func render(_ report: Report, options: ReporterOptions) -> String {
        let style = Style(isEnabled: options.useColor)
        var blocks: [String] = []
        blocks.reserveCapacity(report.findings.count)
        for finding in report.findings {
            blocks.append(HumanReporter.block(for: finding, style: style))
        }
        return blocks.joined(separator: "\n")
    }

    /// The totals the CLI prints to stderr after the findings: counts per
    /// severity, the number of files, and (unless `includesRuleCounts` is off,
    /// as under `--statistics`, which prints its own) findings per rule, most
    /// first, ties by id. A clean run says so in one line. Only counts above
    /// zero are colored: `0 errors` is not red.
    public func renderSummary(_ report: Report, options: ReporterOptions, includesRuleCounts: Bool = true) -> String {
        let style = Style(isEnabled: options.useColor)
        let files = ReportText.counted(report.fileCount, "file")
        guard !report.findings.isEmpty else {
            return style.apply(Style.green, "No accessibility findings in \(files).") + "\n"
        }
        let counts = report.countsBySeverity
        func colored(_ severity: Severity, _ noun: String) -> String {
            let count = counts[severity, default: 0]
            let text = severity == .info ? "\(count) info" : ReportText.counted(count, noun)
            return count > 0 ? style.apply(Style.severity(severity), text) : text
        }
        let severities = [colored(.error, "error"), colored(.warning, "warning"), colored(.info, "info")]
        let total = ReportText.counted(report.findings.count, "finding")
        var output = "Linted \(files): \(total) (\(severities.joined(separator: ", "))).\n"
        guard includesRuleCounts else { return output }
        let byRule = report.countsByRule
        let width = byRule.map { String($0.count).count }.max() ?? 1
        for entry in byRule {
            let count = String(entry.count)
            let padding = String(repeating: " ", count: width - count.count)
            output.append("  \(padding)\(count)  \(style.apply(Style.dim, entry.ruleID))\n")
        }
        return output
    }

    // MARK: - One finding

    /// The header, source and caret lines, fix hint and notes of one finding.
    static func block(for finding: Finding, style: Style) -> String {
        let location = XcodeReporter.location(finding.path, finding.start)
        let label = finding.severity.rawValue + ":"
        var output = style.apply(Style.bold, location + ":") + " "
            + style.apply(Style.severity(finding.severity), label) + " "
            + style.apply(Style.bold, ReportText.singleLine(finding.message)) + " "
            + style.apply(Style.dim, "[\(finding.ruleID)]") + "\n"
        if !finding.sourceLine.isEmpty {
            output.append(ReportText.printable(finding.sourceLine))
            output.append("\n")
            output.append(caretPadding(line: finding.sourceLine, utf8Column: finding.start.utf8Column))
            output.append(style.apply(Style.caret, "^"))
            output.append("\n")
        }
        if let fix = finding.fix {
            output.append("  " + style.apply(Style.fixLabel, "fix:") + " " + ReportText.singleLine(fix) + "\n")
        }
        for note in finding.notes {
            output.append(style.apply(Style.bold, XcodeReporter.location(note.path, note.start) + ":") + " "
                + style.apply(Style.severity(.info), "note:") + " " + ReportText.singleLine(note.message) + "\n")
        }
        return output
    }

    /// The whitespace that puts a caret under `utf8Column` of `line`.
    ///
    /// The padding is built per `Character` of the text before the column, not
    /// per byte: a tab stays a tab (so it expands exactly like the tab above
    /// it), a wide character (emoji, CJK) takes two spaces, a zero-width one
    /// none, anything else one. A column past the end of the line (an
    /// end-of-line finding) pads to the end of the line.
    static func caretPadding(line: String, utf8Column: Int) -> String {
        let byteCount = max(0, min(utf8Column - 1, line.utf8.count))
        let prefix = ReportText.printable(String(decoding: line.utf8.prefix(byteCount), as: UTF8.self))
        var padding = ""
        for character in prefix {
            if character == "\t" {
                padding.append("\t")
            } else {
                padding.append(String(repeating: " ", count: displayWidth(of: character)))
            }
        }
        return padding
    }

    /// How many terminal cells a character takes: 2 for emoji presentation
    /// and East Asian wide or fullwidth characters, 0 for a lone combining
    /// mark or format character, 1 otherwise.
    ///
    /// An approximation of UAX #11 and of what common terminals do; exact
    /// widths depend on the terminal and its font.
    static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation { return 2 }
        if isEastAsianWide(first.value) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// The main East Asian Wide and Fullwidth blocks (UAX #11): Hangul Jamo,
    /// CJK radicals to Yi, Hangul syllables, compatibility ideographs,
    /// fullwidth forms and the supplementary ideographic planes.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    // MARK: - Color

    /// ANSI SGR styling (ECMA-48 §8.3.117), applied only when enabled.
    struct Style {
        var isEnabled: Bool

        static let bold = "\u{1B}[1m"
        static let dim = "\u{1B}[2m"
        static let green = "\u{1B}[32m"
        static let caret = "\u{1B}[1;32m"
        static let fixLabel = "\u{1B}[1;36m"
        static let reset = "\u{1B}[0m"

        /// Bold red for errors, bold yellow for warnings, bold cyan for notes.
        static func severity(_ severity: Severity) -> String {
            switch severity {
            case .error: return "\u{1B}[1;31m"
            case .warning: return "\u{1B}[1;33m"
            case .info: return "\u{1B}[1;36m"
            }
        }

        /// `text` wrapped in `code` and a reset, or unchanged when color is off.
        func apply(_ code: String, _ text: String) -> String {
            isEnabled ? code + text + Style.reset : text
        }
    }
}
