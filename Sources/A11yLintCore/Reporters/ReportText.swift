/// Small text helpers shared by the line-oriented reporters.
enum ReportText {
    /// The word compilers and Xcode use for a severity: `info` is printed as `note`.
    static func compilerLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// `text` on one line: tab, CR, LF and the other line separators (VT, FF,
    /// NEL, U+2028, U+2029) become one space, and other control characters U+FFFD.
    ///
    /// Line-oriented formats (Xcode, the first line of `human`) treat a line
    /// break as the end of a diagnostic, and raw control characters (ESC …)
    /// could drive the terminal; messages can quote user text, so neither may
    /// pass through. `"\r\n"` is one break, one space.
    static func singleLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0xC2 }) else { return text }
        var output = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCR:
                continue
            case "\t", "\r", "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                output.append(" ")
            default:
                output.unicodeScalars.append(isControl(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return output
    }

    /// `text` with control characters other than tab replaced by U+FFFD, for
    /// echoing a source line to a terminal.
    static func printable(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0xC2 }) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            output.unicodeScalars.append(scalar != "\t" && isControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return output
    }

    /// C0 controls, DEL and C1 controls (general category Cc).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// "1 error", "2 errors": a count and a noun with a regular plural.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Each rule's metadata by id; the first entry wins when an id repeats.
    static func rulesByID(_ rules: [RuleMetadata]) -> [String: RuleMetadata] {
        var byID: [String: RuleMetadata] = [:]
        for rule in rules where byID[rule.id] == nil { byID[rule.id] = rule }
        return byID
    }
}
