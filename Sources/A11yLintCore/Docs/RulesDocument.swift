/// Renders rule documentation from metadata: `Rules.md` (the same text as
/// `a11ylint rules --format markdown`), the plain listing, the JSON listing,
/// and `a11ylint explain`.
public enum RulesDocument {
    /// Rules.md.
    public static func markdown(_ rules: [RuleMetadata]) -> String {
        var text = """
            # a11ylint rules

            Generated from the rule metadata by `make docs` (`a11ylint rules --format markdown`); do not edit.

            | Rule | Severity | Frameworks | WCAG | Summary |
            | --- | --- | --- | --- | --- |

            """
        for rule in rules {
            let optIn = rule.isOptIn ? " (opt-in)" : ""
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue)\(optIn) | "
                + rule.frameworks.map(\.rawValue).joined(separator: ", ") + " | "
                + rule.wcag.joined(separator: ", ") + " | " + escapeTable(rule.summary) + " |\n"
        }
        for rule in rules {
            text += "\n## \(rule.id)\n\n\(rule.summary)\n\n"
            text += "- Severity: \(rule.severity.rawValue)\(rule.isOptIn ? " (opt-in: enable with `opt_in_rules`)" : "")\n"
            text += "- Frameworks: \(rule.frameworks.map(\.rawValue).joined(separator: ", "))\n"
            if !rule.wcag.isEmpty {
                text += "- WCAG: " + rule.wcag.map { "[\(WCAG.label(of: $0))](\(WCAG.understandingURL(for: $0)))" }
                    .joined(separator: ", ") + "\n"
            }
            text += "- Precision: \(rule.precision.rawValue)\n"
            if !rule.formerIDs.isEmpty { text += "- Former ids: \(rule.formerIDs.joined(separator: ", "))\n" }
            text += "\n### Why\n\n\(rule.rationale)\n\n### Fix\n\n\(rule.fix)\n"
            if !rule.options.isEmpty {
                text += "\n### Options\n\n| Option | Default | Meaning |\n| --- | --- | --- |\n"
                for option in rule.options {
                    text += "| `\(option.name)` | `\(option.defaultValue)` | \(escapeTable(option.summary)) |\n"
                }
            }
            text += "\n### Triggering examples\n"
            for example in rule.triggeringExamples { text += "\n" + fence(example) }
            text += "\n### Non-triggering examples\n"
            for example in rule.nonTriggeringExamples { text += "\n" + fence(example) }
        }
        return text
    }

    /// `a11ylint rules` as plain text: one line per rule.
    public static func text(_ rules: [RuleMetadata]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            let padding = String(repeating: " ", count: width - rule.id.count)
            let flags = rule.isOptIn ? " (opt-in)" : ""
            return "\(rule.id)\(padding)  \(rule.severity.rawValue)\(flags)  \(rule.summary)"
        }.joined(separator: "\n") + "\n"
    }

    /// `a11ylint rules --format json`.
    public static func json(_ rules: [RuleMetadata]) -> String {
        let values: [JSONValue] = rules.map { rule in
            .object([
                "id": .string(rule.id),
                "severity": .string(rule.severity.rawValue),
                "optIn": .bool(rule.isOptIn),
                "wcag": .array(rule.wcag.map { .string($0) }),
                "frameworks": .array(rule.frameworks.map { .string($0.rawValue) }),
                "summary": .string(rule.summary),
                "rationale": .string(rule.rationale),
                "fix": .string(rule.fix),
                "triggeringExamples": .array(rule.triggeringExamples.map { .string($0.code) }),
                "nonTriggeringExamples": .array(rule.nonTriggeringExamples.map { .string($0.code) }),
            ])
        }
        return JSONValue.object(["rules": .array(values)]).rendered() + "\n"
    }

    /// `a11ylint explain ID`.
    public static func explain(_ rule: RuleMetadata) -> String {
        var text = "\(rule.id) (\(rule.severity.rawValue)\(rule.isOptIn ? ", opt-in" : ""))\n\n\(rule.summary)\n\n"
        if !rule.wcag.isEmpty {
            text += "WCAG: " + rule.wcag.map(WCAG.label(of:)).joined(separator: "; ") + "\n"
        }
        text += "Frameworks: \(rule.frameworks.map(\.rawValue).joined(separator: ", "))\n\n"
        text += "Why:\n\(rule.rationale)\n\nFix:\n\(rule.fix)\n"
        if !rule.options.isEmpty {
            text += "\nOptions:\n"
            for option in rule.options { text += "  \(option.name) (default \(option.defaultValue)): \(option.summary)\n" }
        }
        if let example = rule.triggeringExamples.first {
            text += "\nTriggers (↓ marks the finding):\n" + indent(example.code) + "\n"
        }
        if let example = rule.nonTriggeringExamples.first {
            text += "\nDoes not trigger:\n" + indent(example.code) + "\n"
        }
        return text
    }

    /// A fenced code block for an example.
    static func fence(_ example: Example) -> String {
        let language = example.fileExtension == "swift" ? "swift" : "xml"
        return "```\(language)\n\(example.code)\n```\n"
    }

    /// Indents every line by four spaces.
    static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// Escapes `|` in a table cell.
    static func escapeTable(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
