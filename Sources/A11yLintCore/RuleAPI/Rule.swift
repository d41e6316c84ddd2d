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
    /// Secondary locations in the same file.
    public var notes: [(range: ByteRange, message: String)]
    /// Secondary locations already resolved, possibly in other files (from the project model).
    public var resolvedNotes: [FindingNote]
    /// For a finding at a control: the bytes of the whole control (name through its last
    /// closure). A finding of another rule inside it that sets `contentNote` is folded
    /// into this one as a note: one problem, one finding.
    public var controlExtent: ByteRange?
    /// For a finding about a control's content (an unlabeled image that is a button's only
    /// content): the note it becomes when a finding at the enclosing control reports the
    /// same problem (`controlExtent`); `nil` when it always stands alone.
    public var contentNote: String?

    public init(range: ByteRange, message: String, fix: String? = nil, severity: Severity? = nil,
                notes: [(range: ByteRange, message: String)] = [], resolvedNotes: [FindingNote] = []) {
        self.range = range
        self.message = message
        self.fix = fix
        self.severity = severity
        self.notes = notes
        self.resolvedNotes = resolvedNotes
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
    /// What a `CollectingRule` collects, type-erased; `nil` for a rule that collects nothing.
    let collector: Collector?
    private let checkSwift: @Sendable (SwiftFileContext, (any Sendable)?) -> [RuleFinding]
    private let checkInterfaceBuilder: @Sendable (InterfaceBuilderContext, (any Sendable)?) -> [RuleFinding]

    /// A `CollectingRule`'s pass-1 and merge steps, type-erased.
    struct Collector: Sendable {
        var names: [String]
        var collect: @Sendable (CollectionContext) -> any Sendable
        /// What the rule collects of a localization table, or `TableInfoAbsent` when it reads none.
        var collectTable: @Sendable (LocalizationTable) -> any Sendable = { _ in TableInfoAbsent() }
        /// What the rule collects of a storyboard or xib, or `TableInfoAbsent` when it reads none.
        var collectInterfaceBuilder: @Sendable (IBDocument) -> any Sendable = { _ in TableInfoAbsent() }
        /// Whether the rule reads Interface Builder documents in pass 1.
        var readsInterfaceBuilder = false
        var merge: @Sendable ([any Sendable]) -> any Sendable
        /// The incremental cache's encoding of one file's info (`nil`: the info type is not
        /// `CacheCodable`, and runs with this rule are not cached), and its decoding.
        var encode: @Sendable (any Sendable) -> [UInt8]? = { _ in nil }
        var decode: @Sendable ([UInt8]) -> (any Sendable)? = { _ in nil }
        var isCacheable = false
    }

    public init<R: Rule>(_ rule: R, severity: Severity? = nil) {
        self.metadata = R.metadata
        self.triggers = R.triggers
        self.lookups = R.lookups
        self.componentTriggers = R.componentTriggers
        self.severity = severity ?? R.metadata.severity
        if let collecting = rule as? any CollectingRule {
            let erased = ConfiguredRule.erase(collecting)
            self.collector = erased.collector
            self.checkSwift = erased.swift
            self.checkInterfaceBuilder = erased.interfaceBuilder
        } else {
            self.collector = nil
            self.checkSwift = { file, _ in rule.check(file) }
            self.checkInterfaceBuilder = { document, _ in rule.check(interfaceBuilder: document) }
        }
    }

    /// The collector and checks of a collecting rule; a missing or foreign collected value
    /// (never passed by the engine) reads as no file having contributed (`merge([])`).
    private static func erase<R: CollectingRule>(_ rule: R) -> (
        collector: Collector,
        swift: @Sendable (SwiftFileContext, (any Sendable)?) -> [RuleFinding],
        interfaceBuilder: @Sendable (InterfaceBuilderContext, (any Sendable)?) -> [RuleFinding]
    ) {
        var collector = Collector(names: R.collectedNames,
                                  collect: { R.collect(from: $0) },
                                  merge: { infos in R.merge(infos.compactMap { $0 as? R.FileInfo }) })
        collector.collectTable = { table in R.collect(fromTable: table) ?? TableInfoAbsent() }
        collector.collectInterfaceBuilder = { document in R.collect(fromInterfaceBuilder: document) ?? TableInfoAbsent() }
        collector.readsInterfaceBuilder = R.readsInterfaceBuilder
        if R.FileInfo.self is any CacheCodable.Type {
            collector.isCacheable = true
            collector.encode = { info in (info as? any CacheCodable)?.cacheBytes }
            collector.decode = { bytes in
                (R.FileInfo.self as? any CacheCodable.Type).flatMap { decodedCacheValue($0, bytes) } as? R.FileInfo
            }
        }
        return (collector,
                { file, collected in rule.check(file, collected: (collected as? R.Collected) ?? R.merge([])) },
                { document, collected in
                    rule.check(interfaceBuilder: document, collected: (collected as? R.Collected) ?? R.merge([]))
                })
    }

    public var id: String { metadata.id }
    public var coversInterfaceBuilder: Bool { metadata.frameworks.contains(.interfaceBuilder) }

    /// Checks one Swift file with what the rule collected in pass 1 (`nil`: nothing).
    public func check(_ file: SwiftFileContext, collected: (any Sendable)? = nil) -> [RuleFinding] {
        checkSwift(file, collected)
    }

    /// Checks one storyboard or xib with what the rule collected in pass 1 (`nil`: nothing).
    public func check(interfaceBuilder document: InterfaceBuilderContext, collected: (any Sendable)? = nil) -> [RuleFinding] {
        checkInterfaceBuilder(document, collected)
    }
}

/// A value of `type` decoded from the cache's bytes, or `nil` when they do not decode.
private func decodedCacheValue<Value: CacheCodable>(_ type: Value.Type, _ bytes: [UInt8]) -> Value? {
    try? Value(cacheBytes: bytes)
}

/// The place of a collecting rule's info for a localization table (or an Interface Builder
/// document) when the rule reads none: no rule's `FileInfo`, so `merge` leaves it out, and it
/// has no cache encoding.
struct TableInfoAbsent: Sendable {}
