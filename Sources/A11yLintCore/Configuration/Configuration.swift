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

    /// Every rule that is not opt-in, with its default severity and options.
    public static var `default`: Configuration {
        Configuration(rules: RuleRegistry.rules.filter { !$0.metadata.isOptIn }.map { $0.configure(nil) })
    }

    /// Only the given rules (by id), with default options; unknown ids are ignored.
    public static func only(_ ids: [String]) -> Configuration {
        Configuration(rules: RuleRegistry.rules.filter { ids.contains($0.id) }.map { $0.configure(nil) })
    }
}
