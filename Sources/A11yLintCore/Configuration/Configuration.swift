/// The resolved configuration a lint run uses: which rules run with which
/// severity and options, the component roles, and which paths are linted.
public struct Configuration: Sendable {
    /// Enabled rules, sorted by id.
    public var rules: [ConfiguredRule]
    public var components: ComponentRoles
    /// Paths linted when the command line names none (`included:`); empty means `.`.
    public var included: [String]
    /// Whether a path (relative to the working directory) is excluded (`excluded:`).
    public var isExcluded: @Sendable (String) -> Bool
    /// The reporter named by the configuration file, if any.
    public var reporter: String?
    /// Whether code users never see (`#Preview`, `PreviewProvider`, test folders) is linted.
    public var lintsPreviewsAndTests: Bool
    /// The configuration file's path, when one was read.
    public var file: String?
    /// The file that wrote `included:` (another one than `file` when configurations were merged).
    public var includedFile: String?
    /// The absolute folder of the configuration file: the root report paths are relative to.
    public var root: String?
    /// The `included:` patterns, each with its position (to report one that matches nothing).
    public var includedPatterns: [Located<GlobPattern>] = []
    /// A discovered path relative to the configuration's folder (how `included:` and `excluded:` see it).
    public var relativeToRoot: @Sendable (String) -> String = { FileDiscovery.normalize($0) }
    /// The options the configuration sets, per rule id and option name, as written (`[xmark, plus]`).
    public var optionValues: [String: [String: String]] = [:]
    /// The severity of `superfluous-suppression` findings, or `nil` when the check is off.
    public var superfluousSuppressionSeverity: Severity? = BuiltinDiagnostics.superfluousSuppression.severity

    public init(rules: [ConfiguredRule], components: ComponentRoles = ComponentRoles(), included: [String] = [],
                isExcluded: @escaping @Sendable (String) -> Bool = { _ in false }, reporter: String? = nil,
                lintsPreviewsAndTests: Bool = false) {
        self.rules = rules.sorted { $0.id < $1.id }
        self.components = components
        self.included = included
        self.isExcluded = isExcluded
        self.reporter = reporter
        self.lintsPreviewsAndTests = lintsPreviewsAndTests
    }

    /// The `included:` patterns that match none of `files` (as discovered).
    public func unmatchedIncludedPatterns(in files: [String]) -> [Located<GlobPattern>] {
        guard !includedPatterns.isEmpty else { return [] }
        let relatives = files.map(relativeToRoot)
        return includedPatterns.filter { pattern in !relatives.contains { pattern.value.matches($0) } }
    }

    /// Every rule that is not opt-in, with its default severity and options.
    public static var `default`: Configuration {
        Configuration(rules: RuleRegistry.rules.filter { !$0.metadata.isOptIn }.map { $0.configure(nil) })
    }

    /// Only the given rules (by id), with default options; unknown ids are ignored.
    public static func only(_ ids: [String]) -> Configuration {
        Configuration(rules: RuleRegistry.rules.filter { ids.contains($0.id) }.map { $0.configure(nil) })
    }
}
