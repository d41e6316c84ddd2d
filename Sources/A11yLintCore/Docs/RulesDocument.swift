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

    /// `a11ylint rules` as plain text: one line per rule with its effective severity under
    /// `configuration` (`off` when it does not run), then one indented line per option with
    /// its value (`(configured)` when the configuration sets it).
    public static func text(_ rules: [RuleMetadata], configuration: Configuration = .default) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        let severityWidth = RuleSeverity.allCases.map(\.rawValue.count).max() ?? 0
        return rules.map { rule in
            let padding = String(repeating: " ", count: width - rule.id.count)
            let severity = effectiveSeverity(rule, configuration)
            let severityPadding = String(repeating: " ", count: max(0, severityWidth - severity.count))
            let flags = rule.isOptIn ? " (opt-in)" : ""
            var line = "\(rule.id)\(padding)  \(severity)\(severityPadding)  \(rule.summary)\(flags)"
            for option in rule.options {
                if let value = configuration.optionValues[rule.id]?[option.name] {
                    line += "\n    \(option.name): \(value) (configured)"
                } else {
                    line += "\n    \(option.name): \(option.defaultValue)"
                }
            }
            return line
        }.joined(separator: "\n") + "\n"
    }

    /// The severity a rule runs with under `configuration`, or `off`.
    static func effectiveSeverity(_ rule: RuleMetadata, _ configuration: Configuration) -> String {
        configuration.rules.first { $0.id == rule.id }?.severity.rawValue ?? RuleSeverity.off.rawValue
    }

    /// `a11ylint rules --format json`: the documentation of each rule, plus its effective
    /// `severity` under `configuration` (`off` when disabled; `defaultSeverity` is the
    /// rule's own) and its `options` with default and effective values.
    public static func json(_ rules: [RuleMetadata], configuration: Configuration = .default) -> String {
        let values: [JSONValue] = rules.map { rule in
            let options: [JSONValue] = rule.options.map { option in
                let configured = configuration.optionValues[rule.id]?[option.name]
                return .object(["name": .string(option.name), "default": .string(option.defaultValue),
                                "value": .string(configured ?? option.defaultValue), "configured": .bool(configured != nil),
                                "summary": .string(option.summary)])
            }
            let members: [JSONMember] = jsonEntries(rule).map { member in
                switch member.key {
                case "severity": return JSONMember("severity", .string(effectiveSeverity(rule, configuration)))
                case "options": return JSONMember("options", .array(options))
                default: return member
                }
            }
            return .members(members + [JSONMember("defaultSeverity", .string(rule.severity.rawValue))])
        }
        return JSONValue.object(["rules": .array(values)]).rendered() + "\n"
    }

    /// The documentation fields of one rule, as `rules --format json` and `explain --format json` print them.
    static func jsonEntries(_ rule: RuleMetadata) -> [JSONMember] {
        let pairs: KeyValuePairs<String, JSONValue> = [
            "id": .string(rule.id),
            "severity": .string(rule.severity.rawValue),
            "optIn": .bool(rule.isOptIn),
            "wcag": .array(rule.wcag.map { .string($0) }),
            "frameworks": .array(rule.frameworks.map { .string($0.rawValue) }),
            "summary": .string(rule.summary),
            "rationale": .string(rule.rationale),
            "fix": .string(rule.fix),
            "formerIDs": .array(rule.formerIDs.map { .string($0) }),
            "options": .array(rule.options.map { option in
                .object(["name": .string(option.name), "default": .string(option.defaultValue),
                         "summary": .string(option.summary)])
            }),
            "triggeringExamples": .array(rule.triggeringExamples.map { .string($0.code) }),
            "nonTriggeringExamples": .array(rule.nonTriggeringExamples.map { .string($0.code) }),
        ]
        return pairs.map { JSONMember($0.key, $0.value) }
    }

    /// `a11ylint explain ID --format json`: one rule's documentation as a JSON object.
    public static func explainJSON(_ rule: RuleMetadata) -> String {
        JSONValue.members(jsonEntries(rule)).rendered()
    }

    /// `a11ylint explain ID --format markdown`: the rule's section of Rules.md.
    public static func section(_ rule: RuleMetadata) -> String {
        let document = markdown([rule])
        guard let range = document.range(of: "\n## \(rule.id)\n") else { return document }
        return String(document[document.index(after: range.lowerBound)...])
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
        let language = example.fileExtension == "swift" ? "swift" : ["m", "mm", "h"].contains(example.fileExtension) ? "objc" : "xml"
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
