/// A rule that gathers facts of its own across files (SwiftLint's `CollectingRule`).
///
/// In pass 1 the engine calls `collect` on every Swift file of the run (linted,
/// context, test and preview files alike) and keeps the `FileInfo`; before pass 2 it
/// merges all files' infos with `merge`, and each `check` receives the result. The
/// facts one rule needs live beside that rule, so a new rule never edits the shared
/// `FileFacts`/`ProjectModel`, which hold only what several rules read.
public protocol CollectingRule: Rule {
    /// What the rule records of one file in pass 1.
    associatedtype FileInfo: Sendable
    /// Every file's info merged, as the rule reads it in pass 2.
    associatedtype Collected: Sendable
    /// Names `collect` looks up in the name index (they do not make the rule run).
    static var collectedNames: [String] { get }
    /// Pass 1: the rule's facts of one indexed file.
    static func collect(from file: CollectionContext) -> FileInfo
    /// Pass 1: the rule's facts of one localization table of the project (`nil`, the
    /// default: the rule reads no tables).
    static func collect(fromTable table: LocalizationTable) -> FileInfo?
    /// Pass 1: the rule's facts of one storyboard or xib of the project that sets an
    /// accessibility property (`nil`, the default: the rule reads no Interface Builder
    /// documents in pass 1). What the document says of its objects (a custom class's
    /// instances made labeled elements with a trait) reaches the Swift checks this way.
    static func collect(fromInterfaceBuilder document: IBDocument) -> FileInfo?
    /// Whether `collect(fromInterfaceBuilder:)` reads anything (pass 1 parses documents
    /// only for the rules that do).
    static var readsInterfaceBuilder: Bool { get }
    /// Merges all files' infos (in any order: the result must not depend on it).
    static func merge(_ infos: [FileInfo]) -> Collected
    /// Checks one Swift file, knowing what pass 1 collected from every file.
    func check(_ file: SwiftFileContext, collected: Collected) -> [RuleFinding]
    /// Checks one storyboard or xib, knowing what pass 1 collected (default: the rule's
    /// `check(interfaceBuilder:)`, for a rule whose IB check needs no collected facts).
    func check(interfaceBuilder document: InterfaceBuilderContext, collected: Collected) -> [RuleFinding]
}

extension CollectingRule {
    public static var collectedNames: [String] { [] }

    public static func collect(fromTable table: LocalizationTable) -> FileInfo? { nil }

    public static func collect(fromInterfaceBuilder document: IBDocument) -> FileInfo? { nil }

    public static var readsInterfaceBuilder: Bool { false }

    public func check(interfaceBuilder document: InterfaceBuilderContext, collected: Collected) -> [RuleFinding] {
        check(interfaceBuilder: document)
    }

    /// Checks a file as if no file had contributed facts (`merge([])`); the engine
    /// always passes what pass 1 collected instead.
    public func check(_ file: SwiftFileContext) -> [RuleFinding] { check(file, collected: Self.merge([])) }
}

/// What pass 1 offers a rule's `collect` of one Swift file: the index, its name
/// lookups, and results computed once for every collector (preview ranges, the
/// calls that may be custom views).
public struct CollectionContext: Sendable {
    public let index: SyntaxIndex
    let names: NameTable
    /// Byte ranges of `#Preview` blocks and `PreviewProvider` types.
    public let previews: [ByteRange]
    /// The calls that may be uses of custom views (`customViewCalls()`), or `nil` when
    /// the file names neither `SwiftUI` nor `View` and so shows no SwiftUI views.
    public let viewCalls: [CallSite]?

    /// Prepares the shared results for `index`: the view calls when the file names `SwiftUI`
    /// or `View` (or when `names` does not know them), the previews then or when `needsPreviews`.
    init(index: SyntaxIndex, names: NameTable, needsPreviews: Bool = false) {
        self.index = index
        self.names = names
        let showsViews = ["SwiftUI", "View"].contains { name in
            names.id(of: name).map { !index.occurrences(of: $0).isEmpty } ?? true
        }
        self.previews = showsViews || needsPreviews ? index.previewRanges() : []
        self.viewCalls = showsViews ? index.customViewCalls() : nil
    }

    /// The name-table id of `name`, or `nil` when no rule subscribed to it.
    public func nameID(of name: String) -> Int? { names.id(of: name) }

    /// Token indices where `name` occurs (empty when no rule subscribed to it).
    public func occurrences(of name: String) -> [Int32] {
        guard let id = names.id(of: name) else { return [] }
        return index.occurrences(of: id)
    }

    /// Whether `name` may occur in the file: it does, or nobody subscribed to it (then
    /// callers scan tokens instead of trusting the index).
    public func mayMention(_ name: String) -> Bool {
        names.id(of: name).map { !index.occurrences(of: $0).isEmpty } ?? true
    }
}
