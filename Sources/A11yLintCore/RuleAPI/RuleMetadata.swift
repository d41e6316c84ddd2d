/// The UI frameworks a rule covers.
public enum Framework: String, Sendable, CaseIterable, Codable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
    case interfaceBuilder = "InterfaceBuilder"
    /// `.m`/`.mm`/`.h` files, read through libclang and lowered into the Swift that UIKit rules read.
    case objectiveC = "ObjectiveC"
}

/// How often a rule's findings are right, as SARIF's `precision` property says it.
public enum RulePrecision: String, Sendable, Codable {
    case veryHigh = "very-high"
    case high, medium, low
}

/// The documentation of one rule option (rendered in Rules.md and `explain`).
public struct OptionDocumentation: Sendable, Hashable {
    public var name: String
    public var defaultValue: String
    public var summary: String

    public init(_ name: String, default defaultValue: String, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// Everything a user reads about a rule, declared once in the rule's file.
public struct RuleMetadata: Sendable {
    /// Kebab-case, stating the requirement (`icon-button-missing-label`). Appears once in code.
    public var id: String
    /// One sentence ending with a period.
    public var summary: String
    /// Who is affected (VoiceOver, Voice Control, Dynamic Type ...), what they meet,
    /// and the known false positives and negatives.
    public var rationale: String
    /// The fix, native control first.
    public var fix: String
    public var severity: Severity
    /// WCAG 2.2 success criteria, e.g. `["4.1.2"]`.
    public var wcag: [String]
    public var frameworks: [Framework]
    /// Whether the rule is off unless `opt_in_rules` names it.
    public var isOptIn: Bool
    public var precision: RulePrecision
    /// Ids the rule was known by before; accepted in configuration and suppressions.
    public var formerIDs: [String]
    public var options: [OptionDocumentation]
    public var triggeringExamples: [Example]
    public var nonTriggeringExamples: [Example]

    public init(id: String, summary: String, rationale: String, fix: String, severity: Severity,
                wcag: [String], frameworks: [Framework], isOptIn: Bool = false,
                precision: RulePrecision = .high, formerIDs: [String] = [],
                options: [OptionDocumentation] = [],
                triggeringExamples: [Example], nonTriggeringExamples: [Example]) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.severity = severity
        self.wcag = wcag
        // Every UIKit rule reads Objective-C too: the files are lowered into the same Swift.
        self.frameworks = frameworks.contains(.uiKit) && !frameworks.contains(.objectiveC) ? frameworks + [.objectiveC] : frameworks
        self.isOptIn = isOptIn
        self.precision = precision
        self.formerIDs = formerIDs
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}
