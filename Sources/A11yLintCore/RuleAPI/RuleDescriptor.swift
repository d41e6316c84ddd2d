/// A rule type in the registry: its metadata and how to configure it.
public struct RuleDescriptor: Sendable {
    public let metadata: RuleMetadata
    /// The rule's type name (`TapGestureAsButtonRule`), for the code-organization test: made
    /// when asked (`String(describing:)` of a type walks the runtime's conformance records,
    /// about a million instructions a rule, which every run paid at start-up).
    public var typeName: String { describeType() }
    private let describeType: @Sendable () -> String
    /// The rule with its default options and the given severity.
    public let configure: @Sendable (_ severity: Severity?) -> ConfiguredRule
    /// Decodes options and configures the rule (`decode` turns the raw options into the rule's `Options`).
    let configureWithOptions: @Sendable (_ severity: Severity?, _ decode: OptionsDecoder) throws -> ConfiguredRule

    public init<R: Rule>(_ type: R.Type) {
        metadata = R.metadata
        describeType = { String(describing: R.self) }
        configure = { severity in ConfiguredRule(R(options: R.Options()), severity: severity) }
        configureWithOptions = { severity, decode in
            ConfiguredRule(R(options: try decode.decode(R.Options.self)), severity: severity)
        }
    }

    public var id: String { metadata.id }
}

/// Decodes a rule's options from its configuration entry (implemented by the configuration layer).
public struct OptionsDecoder: Sendable {
    let decodeOptions: @Sendable (any RuleOptions.Type) throws -> any RuleOptions

    public init(_ decode: @escaping @Sendable (any RuleOptions.Type) throws -> any RuleOptions) {
        decodeOptions = decode
    }

    /// Decodes options of type `T`.
    func decode<T: RuleOptions>(_ type: T.Type) throws -> T {
        guard let options = try decodeOptions(type) as? T else { return T() }
        return options
    }
}
