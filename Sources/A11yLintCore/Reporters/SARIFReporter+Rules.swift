// MARK: - Rule descriptors (SARIF 2.1.0 §3.49 reportingDescriptor, §3.19.23 rules)

/// The rule catalogue of the SARIF log and the texts of each rule.
extension SARIFReporter {
    /// `tool.driver.rules`: one descriptor per rule of the report, plus a
    /// minimal one for every rule id that a finding uses but the report does
    /// not describe, sorted by id so `ruleIndex` values are stable.
    struct RuleCatalogue {
        /// The descriptors, in `rules[]` order.
        let descriptors: [JSONValue]
        private let indexByID: [String: Int]

        /// Builds the catalogue of `report`; the first metadata wins when an id repeats.
        init(report: Report) {
            let known = ReportText.rulesByID(report.rules)
            var ids = Set(known.keys)
            for finding in report.findings { ids.insert(finding.ruleID) }
            let sorted = ids.sorted()
            descriptors = sorted.map { id in
                known[id].map(SARIFReporter.descriptor(for:)) ?? SARIFReporter.minimalDescriptor(id: id)
            }
            var indexByID: [String: Int] = [:]
            for (index, id) in sorted.enumerated() { indexByID[id] = index }
            self.indexByID = indexByID
        }

        /// The `ruleIndex` of a rule id (its position in `rules[]`).
        func index(of id: String) -> Int? { indexByID[id] }
    }

    /// The full descriptor of a rule: GitHub shows `shortDescription` in the
    /// alert list, `fullDescription` and `help.markdown` on the alert page,
    /// `defaultConfiguration.level` (§3.50) as the severity when a result
    /// has none, and `properties.tags` / `precision` (§3.8) for filtering.
    static func descriptor(for rule: RuleMetadata) -> JSONValue {
        .object([
            "id": .string(rule.id),
            "name": .string(ruleName(rule.id)),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.rationale)]),
            "help": .object([
                "text": .string(helpText(for: rule)),
                "markdown": .string(helpMarkdown(for: rule)),
            ]),
            "defaultConfiguration": .object(["level": .string(level(rule.severity))]),
            "properties": .object([
                "tags": .array(tags(for: rule).map(JSONValue.string)),
                "precision": .string(rule.precision.rawValue),
            ]),
        ])
    }

    /// A descriptor for a rule id the report has no metadata for: still
    /// valid, and with the texts GitHub expects present.
    static func minimalDescriptor(id: String) -> JSONValue {
        let text = "a11ylint diagnostic \(id); no description is available."
        return .object([
            "id": .string(id),
            "name": .string(ruleName(id)),
            "shortDescription": .object(["text": .string(text)]),
            "fullDescription": .object(["text": .string(text)]),
            "help": .object(["text": .string(text)]),
            "properties": .object(["tags": .array(["accessibility"])]),
        ])
    }

    /// The UpperCamelCase name of a kebab-case id (§3.49): `tap-gesture-as-button` → `TapGestureAsButton`.
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// `accessibility`, then one `wcag-<criterion>` tag per criterion.
    static func tags(for rule: RuleMetadata) -> [String] {
        ["accessibility"] + rule.wcag.map { "wcag-\($0)" }
    }

    /// Plain-text help (§3.49): rationale, fix, frameworks, WCAG criteria with links.
    static func helpText(for rule: RuleMetadata) -> String {
        help(for: rule, markdown: false)
    }

    /// Markdown help (§3.49), which GitHub renders on the alert page.
    static func helpMarkdown(for rule: RuleMetadata) -> String {
        help(for: rule, markdown: true)
    }

    /// The help text, as Markdown (bold headings, linked criteria) or plain text.
    static func help(for rule: RuleMetadata, markdown: Bool) -> String {
        func heading(_ name: String) -> String { markdown ? "**\(name):**" : "\(name):" }
        var text = "\(rule.rationale)\n\n\(heading("Fix")) \(rule.fix)"
        if !rule.frameworks.isEmpty {
            text += "\n\n\(heading("Applies to")) \(rule.frameworks.map(\.rawValue).joined(separator: ", "))."
        }
        if !rule.wcag.isEmpty {
            text += "\n\n\(heading("WCAG 2.2"))"
            for criterion in rule.wcag {
                let label = WCAG.label(of: criterion)
                let url = WCAG.understandingURL(for: criterion)
                text += markdown ? "\n- [\(label)](\(url))" : "\n- \(label): \(url)"
            }
        }
        return text
    }
}
