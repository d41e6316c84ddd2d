/// Cross-file facts that several rules read, merged from every file before rules
/// run: the class hierarchy, members written per type across all its extensions,
/// property types, label aliases, SwiftUI view semantics and their uses, readers of
/// the Button Shapes setting, and the configured components. A fact only one rule
/// reads is that rule's own (`CollectingRule`).
public struct ProjectModel: Sendable {
    /// Type name → inherited types and conformances (union over declaration and extensions).
    public private(set) var inheritance = RecordedTable<[String]>(.inheritance)
    /// Type name → kinds it is declared as (a name may be declared in several targets).
    public private(set) var typeKinds = RecordedTable<Set<DeclarationKind>>(.typeKinds)
    /// Types all of whose declarations are excluded from iOS.
    public private(set) var typesExcludedFromIOS = RecordedSet(.typesExcludedFromIOS)
    /// (type, receiver) → writes.
    private var writes: [MemberKey: [MemberWrite]] = [:]
    /// (type, property) → property type.
    private var propertyTypes: [MemberKey: String] = [:]
    /// All label alias names, whatever type declares them (plus configured ones).
    public var labelAliasNames: Set<String> {
        reads?.note(.labelAliasNames, "", "*")
        return labelAliasStorage
    }
    private var labelAliasStorage: Set<String> = []
    /// View type → semantics of the root of its `body`.
    public private(set) var viewSemantics = RecordedTable<AccessibilitySemantics>(.viewSemantics)
    /// View type → its uses.
    private var viewUses: [String: [ViewUse]] = [:]
    public private(set) var buttonShapeReaders = RecordedSet(.buttonShapeReaders)
    /// Types configured as buttons (`components: buttons:`): controls, like `UIButton`.
    public private(set) var configuredButtons: Set<String> = []
    /// Where lookups are noted (`recording(into:)`); `nil` when nothing records.
    private(set) var reads: FactReads?
    /// `isAppKitOnly`, decided once from the whole hierarchy.
    private(set) var isAppKitOnlyValue = false
    /// Which declared names the project uses anywhere (`ReferenceIndex.swift`), for the
    /// declarations that never run (`DeadCode.swift`); set by the linter after the merge.
    public internal(set) var references = ProjectReferences()

    public init() {}

    /// Merges file facts (in any order; the result does not depend on it).
    public init(facts: [FileFacts], configuredLabelAliases: Set<String> = [], configuredButtons: Set<String> = []) {
        var merged = facts
        self.init(merging: &merged, configuredLabelAliases: configuredLabelAliases, configuredButtons: configuredButtons)
    }

    /// Merges file facts, letting each file's go once merged (`facts` is left empty), so
    /// the facts and the model are not both alive whole.
    public init(merging facts: inout [FileFacts], configuredLabelAliases: Set<String> = [],
                configuredButtons: Set<String> = []) {
        self.configuredButtons = configuredButtons
        // A type is excluded from iOS only if every declaration of it is.
        var included: Set<String> = []
        var excluded: Set<String> = []
        for position in facts.indices {
            let file = facts[position]
            facts[position] = FileFacts(path: "")
            for type in file.types where type.kind != .extension {
                if type.isExcludedFromIOS { excluded.insert(type.name) } else { included.insert(type.name) }
            }
            for type in file.types {
                let added = type.inheritance.filter { !(inheritance.storage[type.name]?.contains($0) ?? false) }
                // The declaration's own list comes first, whatever file its extensions are in: its
                // first entry is the superclass (`extension Player: Delegate` in an earlier file is not).
                if type.kind == .extension {
                    inheritance.storage[type.name, default: []].append(contentsOf: added)
                } else {
                    inheritance.storage[type.name, default: []].insert(contentsOf: added, at: 0)
                }
                typeKinds.storage[type.name, default: []].insert(type.kind)
            }
            for write in file.writes { writes[MemberKey(write.type, write.receiver), default: []].append(write) }
            for fact in file.propertyTypes { propertyTypes[MemberKey(fact.type, fact.property)] = fact.propertyType }
            labelAliasStorage.formUnion(file.labelAliases)
            for view in file.views { viewSemantics.storage[view.type, default: []].formUnion(view.semantics) }
            for use in file.viewUses { viewUses[use.type, default: []].append(use) }
            buttonShapeReaders.storage.formUnion(file.buttonShapeReaders)
        }
        facts = []
        typesExcludedFromIOS.storage = excluded.subtracting(included)
        labelAliasStorage.formUnion(configuredLabelAliases)
        isAppKitOnlyValue = ProjectModel.isAppKitOnly(inheritance: inheritance.storage)
    }

    // MARK: - Hierarchy

    /// The superclass of a class: its first inherited type if that is a class
    /// (declared in the project as a class, a known UIKit/AppKit class, or a configured button).
    public func superclass(of type: String) -> String? {
        // A known UIKit class keeps its superclass when the project only extends it
        // (`extension UIButton { … }`); a project class of the same name replaces it.
        if let known = KnownTypes.superclass[type], typeKinds[type]?.contains(.class) != true { return known }
        guard let first = inheritance[type]?.first else { return nil }
        if typeKinds[first]?.contains(.class) == true || KnownTypes.superclass[first] != nil || first == "NSObject"
            || configuredButtons.contains(first) {
            return first
        }
        return nil
    }

    /// The type itself, then its superclasses (cycle-safe).
    public func classChain(of type: String) -> [String] {
        var chain = [type]
        var current = type
        while let next = superclass(of: current), !chain.contains(next), chain.count < 64 {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether `type` is `base` or inherits from it (classes through superclasses;
    /// protocols through conformances, one level).
    public func isKind(_ type: String, of base: String) -> Bool {
        let chain = classChain(of: type)
        if chain.contains(base) { return true }
        return chain.contains { inheritance[$0]?.contains(base) ?? false }
    }

    /// Whether `type` is a `UIControl` (so it has button-like accessibility by itself),
    /// or a type configured as a button, or a subclass of one.
    public func isControl(_ type: String) -> Bool {
        // `isKind(type, of: "UIControl") || isKind(type, of: "NSControl")` or a configured button, on one chain.
        let chain = classChain(of: type)
        if chain.contains(where: { $0 == "UIControl" || $0 == "NSControl" }) { return true }
        return chain.contains { link in
            configuredButtons.contains(link)
                || inheritance[link].map { $0.contains("UIControl") || $0.contains("NSControl") } ?? false
        }
    }

    /// Whether the type is a view controller: its class chain through the project reaches a
    /// UIKit or AppKit view-controller class. Only when the chain ends at a superclass outside
    /// the project that nothing here knows (a library's base class), or at a type the project
    /// never declares, does the name decide (`…ViewController`). A project class named
    /// `…ViewController` that derives from `NSObject` or `UIView` is not one.
    public func isViewController(_ type: String) -> Bool {
        let chain = classChain(of: type)
        if chain.contains(where: KnownTypes.viewControllers.contains) { return true }
        guard let last = chain.last else { return false }
        let isKnown = { (name: String) in KnownTypes.superclass[name] != nil || name == "NSObject" }
        if isKnown(last) { return false }
        guard typeKinds[last] != nil else { return last.hasSuffix("ViewController") }
        // The first inherited type, when it is neither declared here nor known: a library class.
        guard let outside = inheritance[last]?.first, typeKinds[outside] == nil, !isKnown(outside) else { return false }
        if KnownTypes.viewControllers.contains(outside) { return true }
        return outside.hasSuffix("ViewController") || outside.hasSuffix("Controller") && last.hasSuffix("ViewController")
    }

    // MARK: - Members

    /// Writes to `receiver.member` inside `type` (any file, any extension). For
    /// the receiver `""` (the instance itself), writes in superclasses count too.
    public func writes(in type: String, receiver: String) -> [MemberWrite] {
        if receiver.isEmpty {
            return classChain(of: type).flatMap { owner in
                reads?.note(.writes, owner, "")
                return writes[MemberKey(owner, "")] ?? []
            }
        }
        reads?.note(.writes, type, receiver)
        return writes[MemberKey(type, receiver)] ?? []
    }

    /// The declared or inferred type of a stored property.
    public func propertyType(in type: String, property: String) -> String? {
        for owner in classChain(of: type) {
            reads?.note(.propertyTypes, owner, property)
            if let found = propertyTypes[MemberKey(owner, property)] { return found }
        }
        return nil
    }

    /// Whether every use of a view type is hidden, inside a control, or surrounded by
    /// an accessibility action that does the same thing (shares a signature with `actions`).
    public func isCoveredAtEveryUse(_ view: String, actions: Set<String>) -> Bool {
        reads?.note(.viewUses, view)
        guard let uses = viewUses[view], !uses.isEmpty else { return false }
        return uses.allSatisfy { $0.isCovered || !$0.actionSignatures.isDisjoint(with: actions) }
    }

    /// Whether a view type is used outside previews, and labeled or hidden at every such use
    /// (`CloseButton { … }.accessibilityLabel("Close")`): its content gets its name there.
    public func isLabeledAtEveryUse(_ view: String) -> Bool {
        reads?.note(.viewUses, view)
        guard let uses = viewUses[view] else { return false }
        return uses.contains { !$0.isInPreview } && uses.allSatisfy { $0.isInPreview || $0.isLabeled }
    }
    /// Whether a view type is used, and only inside previews (`#Preview { Badge() }`): nobody meets it on screen.
    public func isUsedOnlyInPreviews(_ view: String) -> Bool {
        reads?.note(.viewUses, view)
        guard let uses = viewUses[view], !uses.isEmpty else { return false }
        return uses.allSatisfy(\.isInPreview)
    }

    /// Whether a view type is used, outside previews only in toolbars and navigation bars
    /// (`ToolbarItem { RefreshButton() }`): the bar gives it its hit area and fixed title metrics (`BarPlacement`).
    public func isPlacedOnlyInBars(_ view: String) -> Bool {
        reads?.note(.viewUses, view)
        guard let uses = viewUses[view] else { return false }
        return uses.contains(where: \.isInBar) && uses.allSatisfy { $0.isInPreview || $0.isInBar }
    }

    /// Whether `type` (or any type, for `nil`) reads `accessibilityShowButtonShapes`.
    public func readsButtonShapes(_ type: String?) -> Bool {
        guard let type else { return !buttonShapeReaders.isEmpty }
        return buttonShapeReaders.contains(type)
    }
}

extension ProjectModel {
    /// Attaches the recorder to the model and its recorded tables.
    mutating func attach(_ recorder: FactReads?) {
        reads = recorder
        inheritance.reads = recorder
        typeKinds.reads = recorder
        typesExcludedFromIOS.reads = recorder
        viewSemantics.reads = recorder
        buttonShapeReaders.reads = recorder
    }

    /// Appends the value a lookup finds (nothing is noted): the digest of cached reads.
    func encodeValue(of read: FactRead, to writer: inout CacheWriter) {
        func list<Element: CacheCodable>(_ values: [Element]?) {
            writer.write(values != nil)
            if let values { writer.write(values) }
        }
        switch read.table {
        case .inheritance: list(inheritance.unrecorded(read.key))
        case .typeKinds:
            writer.write(typeKinds.unrecorded(read.key) != nil)
            if let kinds = typeKinds.unrecorded(read.key) { writer.write(kinds) }
        case .typesExcludedFromIOS: writer.write(typesExcludedFromIOS.storage.contains(read.key))
        case .writes: list(writes[MemberKey(read.key, read.member)])
        case .propertyTypes: writer.write(propertyTypes[MemberKey(read.key, read.member)])
        case .labelAliasNames: writer.write(labelAliasStorage)
        case .viewSemantics: writer.write(viewSemantics.unrecorded(read.key))
        case .viewUses: list(viewUses[read.key])
        case .isAppKitOnly: writer.write(isAppKitOnlyValue)
        case .buttonShapeReaders:
            writer.write(read.member == "*" ? buttonShapeReaders.storage.isEmpty : buttonShapeReaders.storage.contains(read.key))
        }
    }
}

/// A member of a type, as a dictionary key (two strings, no joined string built per lookup).
struct MemberKey: Hashable, Sendable {
    var type: String
    var member: String

    init(_ type: String, _ member: String) {
        self.type = type
        self.member = member
    }
}

// MARK: - Cache

/// The cache encoding of a merged model (`MergedModel`: a cached run that must check a few
/// files takes the last run's model when every file's shared facts are the same, instead of
/// decoding every file's facts and merging them). The record is keyed by the digest of those
/// facts, never compared byte for byte, so dictionaries are written in their own order; the
/// arrays inside (an inheritance list, a type's writes) keep theirs, which the merge decided.
extension ProjectModel: CacheCodable {
    /// The stored properties; a test compares it with the type's, so a new one is not forgotten here.
    static let cacheFieldCount = 13

    public func encode(to writer: inout CacheWriter) {
        func table<Key: CacheCodable, Value: CacheCodable>(_ values: [Key: Value]) {
            writer.writeVarint(UInt64(values.count))
            for (key, value) in values {
                key.encode(to: &writer)
                value.encode(to: &writer)
            }
        }
        func names(_ values: Set<String>) {
            writer.writeVarint(UInt64(values.count))
            for value in values { writer.write(value) }
        }
        table(inheritance.storage)
        table(typeKinds.storage)
        names(typesExcludedFromIOS.storage)
        table(writes)
        table(propertyTypes)
        names(labelAliasStorage)
        table(viewSemantics.storage)
        table(viewUses)
        names(buttonShapeReaders.storage)
        names(configuredButtons)
        writer.write(isAppKitOnlyValue)
    }

    /// The model as encoded, without references (the caller sets the run's) and recording nothing.
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init()
        inheritance.storage = try reader.readDictionary()
        typeKinds.storage = try reader.readDictionary()
        typesExcludedFromIOS.storage = try reader.readSet()
        writes = try reader.readDictionary()
        propertyTypes = try reader.readDictionary()
        labelAliasStorage = try reader.readSet()
        viewSemantics.storage = try reader.readDictionary()
        viewUses = try reader.readDictionary()
        buttonShapeReaders.storage = try reader.readSet()
        configuredButtons = try reader.readSet()
        isAppKitOnlyValue = try reader.readBool()
    }
}

extension MemberKey: CacheCodable {
    func encode(to writer: inout CacheWriter) {
        writer.write(type)
        writer.write(member)
    }

    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(try reader.readString(), try reader.readString())
    }
}
