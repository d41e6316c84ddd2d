/// A place that sets or calls a member whose name speaks of hiding or showing
/// (`item.isHidden = true`, `button.hide()`, `setHidden(true)`): a possible caller
/// of a hide helper that only clears the tint. Recorded per file in pass 1, so a
/// helper declared in one file (`UIBarButtonItem+Hidden.swift`) can list its
/// callers in every other file as notes.
public struct HideHelperUse: Sendable, Hashable {
    /// The member set or called (`isHidden`, `hide`).
    public var member: String
    /// `receiver.member(…)` rather than `receiver.member = …`.
    public var isCall: Bool
    /// The receiver's last name; "" for `self` or an implicit receiver.
    public var receiver: String
    /// The receiver's type when a local declares it (`let item = UIBarButtonItem(…)`).
    public var receiverType: String?
    /// The type whose body holds the use ("" at file scope).
    public var enclosingType: String
    public var path: String
    public var range: ByteRange
    public var start: SourceLocation
}

extension SyntaxIndex {
    /// Whether the name at token `index` speaks of hiding or showing: it holds
    /// `hid`/`Hid` (`hide`, `isHidden`, `unhide`), `isib` (`visible`, `isInvisible`)
    /// or `show`/`Show`. Byte comparisons only: this runs on every member write and call.
    func speaksOfHiding(_ index: Int) -> Bool {
        let range = tokens[index].range
        let bytes = source.bytes
        var probe = Int(range.start)
        let end = Int(range.end)
        while probe + 2 < end {
            let first = bytes[probe] | 0x20                      // ASCII letters to lowercase
            let second = bytes[probe + 1]
            let third = bytes[probe + 2]
            if first == UInt8(ascii: "h"), second == UInt8(ascii: "i"), third == UInt8(ascii: "d") { return true }
            if probe + 3 < end {
                let fourth = bytes[probe + 3]
                if bytes[probe] == UInt8(ascii: "i"), second == UInt8(ascii: "s"), third == UInt8(ascii: "i"),
                   fourth == UInt8(ascii: "b") { return true }
                if first == UInt8(ascii: "s"), second == UInt8(ascii: "h"), third == UInt8(ascii: "o"),
                   fourth == UInt8(ascii: "w") { return true }
            }
            probe += 1
        }
        return false
    }

    /// The writes and calls of members that speak of hiding (`speaksOfHiding`), with what
    /// is known of their receivers here; `typeName` names the type enclosing a token.
    func hideHelperUses(typeName: (Int) -> String?) -> [HideHelperUse] {
        var uses: [HideHelperUse] = []
        func record(member: Int, receiver: [Int32], first: Int, isCall: Bool) {
            let names = pathNames(receiver)
            var receiverType: String?
            if names.count == 1, let last = receiver.last, let local = localDeclaration(named: Int(last)) {
                receiverType = inferredTypeName(ofDeclaration: local)
            }
            let range = ByteRange(start: tokens[first].start, end: tokens[member].end)
            uses.append(HideHelperUse(member: text(member), isCall: isCall, receiver: names.last ?? "",
                                      receiverType: receiverType, enclosingType: typeName(member) ?? "",
                                      path: source.path, range: range, start: source.location(of: range.start)))
        }
        for assignment in writes where assignment.kind == .assign {
            guard let member = assignment.target.last, speaksOfHiding(Int(member)) else { continue }
            record(member: Int(member), receiver: Array(assignment.target.dropLast()), first: Int(assignment.target[0]),
                   isCall: false)
        }
        guard count > 2 else { return uses }
        for probe in 1..<(count - 1) where tokens[probe].kind == .identifier && kind(probe + 1) == .leftParen {
            guard speaksOfHiding(probe) else { continue }
            if kind(probe - 1) == .period {
                // `item.hide()`, `self.setHidden(true)`; not `.hide()` or `load().hide()`.
                let receiver = targetPath(endingAt: probe - 2)
                guard let first = receiver.first else { continue }
                record(member: probe, receiver: receiver, first: Int(first), isCall: true)
            } else if !isName(probe - 1, "func") {
                record(member: probe, receiver: [], first: probe, isCall: true)     // `hide()` on `self`
            }
        }
        return uses
    }
}

/// A member of a control or bar item type that clears the tint of `self`
/// (`var isHidden: Bool { set { tintColor = newValue ? .clear : nil } }`,
/// `func hide()`): the root cause of every invisible control it leaves behind.
struct HideHelper {
    /// The property or function declaration.
    var declaration: Int
    /// Its name, as callers spell it (`isHidden`, `hide`).
    var name: String
    var isProperty: Bool
    /// It also sets `isEnabled`: the control stays in the accessibility tree, dimmed.
    var disables: Bool
    /// Names whose value decides whether it hides: `newValue`, the property itself, the parameters.
    var switches: Set<String>
}

extension HiddenByClearTintRule {
    /// The hide helper whose body holds token `anchor` (a clear tint written to `self`), if the
    /// enclosing member is one: a property with accessors or observers, or a method taking an
    /// argument or named for hiding. Overrides (UIKit calls them) and initializers are not.
    func hideHelper(around anchor: Int, index: SyntaxIndex) -> HideHelper? {
        guard let position = index.enclosingFunction(of: anchor) else { return nil }
        let declaration = index.declarations[position]
        guard declaration.kind == .function || declaration.kind == .variable, declaration.body >= 0,
              !declaration.modifiers.contains(.isOverride), !declaration.modifiers.contains(.isStatic),
              declaration.parent >= 0, index.declarations[Int(declaration.parent)].kind.isType,
              declaration.name >= 0 else { return nil }
        let body = index.scopes[Int(declaration.body)]
        let disables = index.assignsAnyMember(["isEnabled"], ofSelfFrom: Int(body.open), through: Int(body.close))
        if declaration.kind == .variable {
            return HideHelper(declaration: position, name: declaration.nameText, isProperty: true, disables: disables,
                              switches: ["newValue", declaration.nameText])
        }
        var parameters: Set<String> = []
        if declaration.parameters >= 0, let close = index.partner(of: Int(declaration.parameters)) {
            let open = Int(declaration.parameters)
            // The internal name is the identifier right before a parameter's `:` (`_ hidden: Bool`).
            for probe in open + 1..<close where index.kind(probe) == .colon && index.enclosingOpener(of: probe) == open {
                if index.kind(probe - 1) == .identifier { parameters.insert(index.text(probe - 1)) }
            }
        }
        guard !parameters.isEmpty || index.speaksOfHiding(Int(declaration.name)) else { return nil }
        return HideHelper(declaration: position, name: declaration.nameText, isProperty: false, disables: disables,
                          switches: parameters)
    }

    /// Whether the condition of tokens `first...last` (a conditional value: `newValue ? .clear : nil`,
    /// the part before `?`, or the whole value for `if`/`switch`) names one of the helper's switches.
    func dependsOnSwitch(_ helper: HideHelper, from first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        guard first <= last else { return false }
        let end = (first...last).first { index.isOperator($0, "?") && index.tokens[$0].flags.contains(.hasLeadingTrivia) }
            .map { $0 - 1 } ?? last
        guard first <= end else { return false }
        return (first...end).contains { index.tokens[$0].kind == .identifier && helper.switches.contains(index.text($0)) }
    }

    /// The callers of `helper`, declared on `type`, anywhere in the project, as notes in source order:
    /// writes (`item.isHidden = true`) of a property helper, calls (`button.hide()`) of a method, on a
    /// receiver that is or may be of `type` (its declared or inferred type, else its name).
    func callerNotes(of helper: HideHelper, on type: String, file: SwiftFileContext, uses collected: Collected) -> [FindingNote] {
        let project = file.project
        guard let uses = collected[helper.name] else { return [] }
        let index = file.index
        let ownBody = index.scopes[Int(index.declarations[helper.declaration].body)]
        let ownRange = index.range(from: Int(ownBody.open), through: Int(ownBody.close))
        let noun = HiddenByClearTintRule.noun(for: type, project: project)
        func mayBeOfType(_ use: HideHelperUse) -> Bool {
            if use.receiver.isEmpty { return project.isKind(use.enclosingType, of: type) }
            if let known = use.receiverType ?? project.propertyType(in: use.enclosingType, property: use.receiver) {
                return project.isKind(known, of: type)
            }
            switch noun {
            case "bar button item":
                return use.receiver.hasSuffix("Item") && use.receiver != "navigationItem" && use.receiver != "tabBarItem"
            case "button": return use.receiver.hasSuffix("Button")
            default: return use.receiver.hasSuffix("Button") || use.receiver.hasSuffix("Control")
            }
        }
        let callers = uses.filter { use in
            use.isCall != helper.isProperty && mayBeOfType(use)
                && !(use.path == index.source.path && ownRange.contains(use.range.start))
        }
        return callers.sorted { ($0.path, $0.range.start) < ($1.path, $1.range.start) }.map { use in
            FindingNote(path: use.path, range: use.range, start: use.start,
                        message: HiddenByClearTintRule.callerNote(helper: helper.name, isProperty: helper.isProperty,
                                                                  noun: noun, disables: helper.disables))
        }
    }

    /// What to call a control of `type` in messages.
    static func noun(for type: String, project: ProjectModel) -> String {
        if project.isKind(type, of: "UIBarButtonItem") { return "bar button item" }
        if project.isKind(type, of: "UIButton") { return "button" }
        return "control"
    }
}

/// What `hidden-by-clear-tint` collects from every file in pass 1: the writes and calls
/// of members that speak of hiding, so a hide helper declared in one file lists its
/// callers in every other file.
extension HiddenByClearTintRule: CollectingRule {
    /// One file's writes and calls of members that speak of hiding.
    typealias FileInfo = [HideHelperUse]
    /// Member name → the places that set or call it, in file order.
    typealias Collected = [String: [HideHelperUse]]

    static func collect(from file: CollectionContext) -> [HideHelperUse] {
        let index = file.index
        return index.hideHelperUses { token in index.enclosingType(of: token).map { index.declarations[$0].nameText } }
    }

    static func merge(_ infos: [[HideHelperUse]]) -> [String: [HideHelperUse]] {
        var uses: [String: [HideHelperUse]] = [:]
        for info in infos {
            for use in info { uses[use.member, default: []].append(use) }
        }
        return uses
    }
}
