/// Options of a rule: decoded from its `rules:` entry in the configuration,
/// with a default for every field (`init()`).
public protocol RuleOptions: Decodable, Sendable {
    init()
}

/// The options of a rule that has none.
public struct NoOptions: RuleOptions {
    public init() {}
}

/// A finding as a rule reports it; the engine resolves lines, columns and severity.
public struct RuleFinding: Sendable {
    public var range: ByteRange
    public var message: String
    /// Overrides the rule's fix text when set.
    public var fix: String?
    /// Overrides the configured severity when the evidence is weaker (e.g. `info`).
    public var severity: Severity?
    public var notes: [(range: ByteRange, message: String)]

    public init(range: ByteRange, message: String, fix: String? = nil, severity: Severity? = nil,
                notes: [(range: ByteRange, message: String)] = []) {
        self.range = range
        self.message = message
        self.fix = fix
        self.severity = severity
        self.notes = notes
    }
}

/// Everything a rule sees of one Swift file: the index, the project model,
/// the configured component roles, and the occurrences of its trigger names.
public struct SwiftFileContext: Sendable {
    public let index: SyntaxIndex
    public let project: ProjectModel
    public let components: ComponentRoles
    let names: NameTable

    public init(index: SyntaxIndex, project: ProjectModel, components: ComponentRoles, names: NameTable) {
        self.index = index
        self.project = project
        self.components = components
        self.names = names
    }

    /// Token indices where `name` occurs (it must be one of the rule's triggers).
    public func occurrences(of name: String) -> [Int32] {
        guard let id = names.id(of: name) else { return [] }
        return index.occurrences(of: id)
    }

    /// Token indices where `name` occurs within tokens `first...last`.
    public func occurrences(of name: String, from first: Int, through last: Int) -> ArraySlice<Int32> {
        guard let id = names.id(of: name) else { return [] }
        return index.occurrences(of: id, from: first, through: last)
    }

    /// Whether an identifier or keyword spelled `name` (a trigger, lookup or fact name)
    /// occurs within tokens `first...last`.
    public func containsName(_ name: String, from first: Int, through last: Int) -> Bool {
        guard let id = names.id(of: name) else { return false }
        return index.containsName(id, from: first, through: last)
    }

    /// A finding spanning tokens `first...last`.
    public func finding(from first: Int, through last: Int, message: String, fix: String? = nil,
                        severity: Severity? = nil) -> RuleFinding {
        RuleFinding(range: index.range(from: first, through: last), message: message, fix: fix, severity: severity)
    }
}

/// Custom types that stand for built-in ones (`components:` in the configuration).
public struct ComponentRoles: Sendable, Equatable {
    /// Custom views that act as buttons (treated like `Button`/`UIButton`).
    public var buttons: Set<String>
    /// Custom image views (treated like `Image`/`UIImageView`).
    public var images: Set<String>
    /// Extra label-alias properties (added to those found automatically).
    public var labelAliases: Set<String>

    public init(buttons: Set<String> = [], images: Set<String> = [], labelAliases: Set<String> = []) {
        self.buttons = buttons
        self.images = images
        self.labelAliases = labelAliases
    }
}

/// A lint rule: metadata, options, triggers and the check.
///
/// A rule runs on a Swift file only when one of its `triggers` occurs in it;
/// the engine looks them up in the file's name index, so a file that never
/// mentions them costs the rule nothing and no rule rescans a file.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions = NoOptions
    static var metadata: RuleMetadata { get }
    /// Names (identifiers, keywords, attributes without `@`) that make the rule run on a file.
    static var triggers: [String] { get }
    /// Further names the rule looks up with `occurrences(of:)` once it runs, without making it run.
    static var lookups: [String] { get }
    /// Component roles whose configured names are triggers too (`components: images:`).
    static var componentTriggers: [ComponentRole] { get }
    init(options: Options)
    /// Checks one Swift file.
    func check(_ file: SwiftFileContext) -> [RuleFinding]
    /// Checks one storyboard or xib (default: nothing).
    func check(interfaceBuilder document: InterfaceBuilderContext) -> [RuleFinding]
}

extension Rule {
    /// The rule id, declared once in the metadata.
    public static var id: String { metadata.id }

    public func check(interfaceBuilder document: InterfaceBuilderContext) -> [RuleFinding] { [] }

    public static var lookups: [String] { [] }

    public static var componentTriggers: [ComponentRole] { [] }
}

/// A configured rule instance, type-erased for the registry and the engine.
public struct ConfiguredRule: Sendable {
    public let metadata: RuleMetadata
    public let triggers: [String]
    public let lookups: [String]
    public let componentTriggers: [ComponentRole]
    public let severity: Severity
    private let checkSwift: @Sendable (SwiftFileContext) -> [RuleFinding]
    private let checkInterfaceBuilder: @Sendable (InterfaceBuilderContext) -> [RuleFinding]

    public init<R: Rule>(_ rule: R, severity: Severity? = nil) {
        self.metadata = R.metadata
        self.triggers = R.triggers
        self.lookups = R.lookups
        self.componentTriggers = R.componentTriggers
        self.severity = severity ?? R.metadata.severity
        self.checkSwift = { rule.check($0) }
        self.checkInterfaceBuilder = { rule.check(interfaceBuilder: $0) }
    }

    public var id: String { metadata.id }
    public var coversInterfaceBuilder: Bool { metadata.frameworks.contains(.interfaceBuilder) }

    public func check(_ file: SwiftFileContext) -> [RuleFinding] { checkSwift(file) }
    public func check(interfaceBuilder document: InterfaceBuilderContext) -> [RuleFinding] {
        checkInterfaceBuilder(document)
    }
}
