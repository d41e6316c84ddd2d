/// Taps whose whole action is calling a closure the view is handed from outside (`var action: () -> Void = {}`,
/// `var onTapAction: (() -> Void)?`) when nothing in the project ever hands one over: no file assigns that
/// property of that type (`followView.action = { … }`, `self.onTap = onTap` in its own `init`), and no call
/// builds the type with it (`Row(title: t, onTap: { … })`, `.init(…)` with only the type's own properties as
/// labels, a trailing closure). The closure keeps its empty default, so the tap does nothing and there is no
/// button to miss (the same reasoning as code that never runs, and only where the run holds an app's entry
/// point: a library's users may supply it). Pass 1 records what each file declares and
/// supplies; writes it cannot place on a type (`$0.onTap = …`, `copy.onTap = …` through an unknown value, a
/// key path `\.onTap`, `&onTap`) count as supplying that name to every type.
extension TapGestureAsButtonRule {
    /// What the project declares and supplies of injected closures, merged from every file.
    struct ClosureFacts: Sendable {
        /// `Type.name` of each defaulted closure property → the hashes of the type's stored property names
        /// (the labels of its memberwise initializer).
        var slots: [String: [UInt64]] = [:]
        /// Hashes of `Type.name` supplied, `?.name` supplied to an unknown type, and `Type.*` (a trailing closure
        /// given when building `Type`).
        var supplied: Set<UInt64> = []
        /// The label hashes of each `.init(…)` call whose type is not spelled.
        var implicitInits: [[UInt64]] = []
    }

    /// One file's share of `ClosureFacts`.
    struct FileClosureFacts: Sendable {
        var slots: [(slot: String, stored: [UInt64])] = []
        var supplied: [UInt64] = []
        var implicitInits: [[UInt64]] = []
    }

    /// The label hash an `.init(…) { … }` call lists for its trailing closure: it may fill any closure property.
    static let anyClosure = NameHash.hash("*")

    /// The hash of a `Type.name` key.
    static func slotHash(_ type: String, _ name: String) -> UInt64 { NameHash.hash(type + "." + name) }

    /// `slotHash(type, index.text(name))` without building the name or the key (pass 1 hashes a key for
    /// every assignment and call label of every file).
    static func slotHash(_ type: String, nameAt name: Int, index: SyntaxIndex) -> UInt64 {
        let token = index.tokens[name]
        return NameHash.hash(type + ".", followedBy: index.source.bytes, from: Int(token.start), to: Int(token.end))
    }

    // MARK: - Pass 1

    /// The file's defaulted closure properties and every place it supplies a property or builds a type.
    static func closureFacts(in index: SyntaxIndex) -> FileClosureFacts {
        var facts = FileClosureFacts()
        var supplied: Set<UInt64> = []
        for position in index.declarations.indices where index.declarations[position].kind == .variable {
            let declaration = index.declarations[position]
            if declaration.modifiers.contains(.isOverride) { supplied.insert(slotHash("?", declaration.nameText)) }
            guard isClosureSlot(position, index: index) else { continue }
            let parent = Int(declaration.parent)
            var stored: [UInt64] = []
            for member in index.members(of: parent) where index.declarations[member].kind == .variable
                && index.declarations[member].body < 0 && index.declarations[member].name >= 0 {
                stored.append(NameHash.hash(index.declarations[member].nameText))
            }
            facts.slots.append((index.declarations[parent].nameText + "." + declaration.nameText, stored))
        }
        // The type `self` is at a token, with the types its declaration there inherits from (a subclass's
        // write sets the superclass's property); worked out once per enclosing type declaration (-1: none).
        var selfTypesByType: [Int: [String]] = [:]
        func selfTypesAt(_ token: Int) -> [String] {
            let type = index.enclosingType(of: token) ?? -1
            if let known = selfTypesByType[type] { return known }
            let types = type < 0 ? ["?"] : [index.declarations[type].nameText] + index.declarations[type].inheritance
            selfTypesByType[type] = types
            return types
        }
        // Writes: `self.onTap = …`, `onTap = …` in the type (and its direct supertypes), `view.onTap = …`,
        // `tiles[0].onTap = …` (a receiver that is no plain path: any type).
        func recordWrite(_ probe: Int) {
            if index.isName(probe + 2, "nil"), index.expressionEnd(from: probe + 2) == probe + 2 { return }
            guard index.kind(probe - 1) == .period else {
                // `let onTap = …` declares; a local of that name is no property.
                if index.isName(probe - 1, "let") || index.isName(probe - 1, "var")
                    || index.localDeclaration(named: probe) != nil { return }
                for type in selfTypesAt(probe) { supplied.insert(slotHash(type, nameAt: probe, index: index)) }
                return
            }
            var end = probe - 2
            if index.isOperator(end, "?") || index.isOperator(end, "!") { end -= 1 }
            var receiver = index.targetPath(endingAt: end).map(Int.init)
            if let first = receiver.first, index.isName(first, "self") { receiver.removeFirst() }
            if receiver.isEmpty, index.isName(end, "self") {
                for type in selfTypesAt(probe) { supplied.insert(slotHash(type, nameAt: probe, index: index)) }
            } else if receiver.count == 1, let type = receiverType(receiver[0], index: index) {
                supplied.insert(slotHash(type, nameAt: probe, index: index))
            } else {
                supplied.insert(slotHash("?", nameAt: probe, index: index))
            }
        }
        // Building a type: `Row(onTap: …)`, `Row.init(onTap: …)`, `Self(…)`, `.init(…)`, `Row(title: t) { … }`.
        func recordConstruction(_ probe: Int) {
            guard let call = index.call(named: probe) else { return }
            var types: [String] = []
            if index.isName(probe, "init") {
                guard index.kind(probe - 1) == .period else { return }
                if index.tokens[probe - 2].kind == .identifier, index.startsWithUppercase(probe - 2) {
                    types = [index.text(probe - 2)]
                } else if index.isName(probe - 2, "self") || index.isName(probe - 2, "super") {
                    types = selfTypesAt(probe)
                } else {
                    var labels = call.arguments.compactMap { $0.label >= 0 ? NameHash.hash(index.text(Int($0.label))) : nil }
                    // (`.init { … }` alone names no property to tell which type it builds.)
                    if !labels.isEmpty, !call.trailingClosures.isEmpty { labels.append(anyClosure) }
                    if !labels.isEmpty { facts.implicitInits.append(labels) }
                    return
                }
            } else if index.isName(probe, "Self") {
                types = selfTypesAt(probe)
            } else {
                types = [index.text(probe)]
            }
            for type in types {
                for argument in call.arguments where argument.label >= 0 {
                    supplied.insert(slotHash(type, nameAt: Int(argument.label), index: index))
                }
                if !call.trailingClosures.isEmpty { supplied.insert(slotHash(type, "*")) }
            }
        }
        // One pass over the tokens for the three kinds of evidence.
        for probe in 0..<index.count {
            let isIdentifier = index.tokens[probe].kind == .identifier
            if isIdentifier, index.isOperator(probe + 1, "=") { recordWrite(probe) }
            // Key paths and `inout`: `\.onTap`, `\Row.onTap`, `&row.onTap`.
            if isIdentifier {
                if index.kind(probe - 1) == .period, index.kind(probe - 2) == .backslash
                    || index.kind(probe - 3) == .backslash && index.kind(probe - 2) == .identifier {
                    supplied.insert(slotHash("?", nameAt: probe, index: index))
                } else if index.isOperator(probe - 1, "&"), !index.tokens[probe].flags.contains(.hasLeadingTrivia) {
                    var end = probe
                    while index.kind(end + 1) == .period, index.kind(end + 2) == .identifier { end += 2 }
                    supplied.insert(slotHash("?", nameAt: end, index: index))
                }
            }
            if isIdentifier && index.startsWithUppercase(probe) || index.isName(probe, "init") { recordConstruction(probe) }
        }
        facts.supplied = supplied.sorted()
        return facts
    }

    /// Whether the declaration at `position` is a defaulted closure property: stored, of a class or struct, with
    /// no attribute, not public, of a function type, either optional without a value (or `nil`) or given an empty
    /// closure (`= {}`, `= { _ in }`).
    static func isClosureSlot(_ position: Int, index: SyntaxIndex) -> Bool {
        let declaration = index.declarations[position]
        let parent = Int(declaration.parent)
        guard declaration.body < 0, declaration.name >= 0, declaration.attributes.isEmpty, parent >= 0,
              index.declarations[parent].kind == .class || index.declarations[parent].kind == .struct,
              !declaration.modifiers.contains(.isLazy), !index.isVisibleOutsideModule(position) else { return false }
        let start = Int(declaration.initializerStart)
        let end = Int(declaration.initializerEnd)
        if start >= 0, index.kind(start) == .leftBrace, index.partner(of: start) == end {
            // `{}` or `{ _ in }`, `{ _, _ in }`.
            var probe = start + 1
            while probe < end, index.isName(probe, "_") || index.kind(probe) == .comma { probe += 1 }
            if probe < end, index.isName(probe, "in") { probe += 1 }
            return probe == end
        }
        guard start < 0 || start == end && index.isName(start, "nil") else { return false }
        let first = Int(declaration.typeStart)
        let last = Int(declaration.typeEnd)
        guard first >= 0, last > first, (first...last).contains(where: { index.isOperator($0, "->") }) else { return false }
        if index.isName(first, "Optional") { return true }
        return index.isOperator(last, "?") && index.kind(first) == .leftParen && index.partner(of: first) == last - 1
    }

    /// The type of a one-name receiver as this file declares it (a local or a stored property), or nil.
    static func receiverType(_ token: Int, index: SyntaxIndex) -> String? {
        if index.startsWithUppercase(token), index.localDeclaration(named: token) == nil { return index.text(token) }
        let declaration = index.localDeclaration(named: token)
            ?? index.enclosingType(of: token).flatMap { type in
                index.members(of: type).first { index.declarations[$0].kind == .variable
                    && index.declarations[$0].nameText == index.text(token) }
            }
        return declaration.flatMap { index.inferredTypeName(ofDeclaration: $0) }.map(withoutOptionalMarks)
    }

    static func mergeClosureFacts(_ files: [FileClosureFacts]) -> ClosureFacts {
        var facts = ClosureFacts()
        for file in files {
            for slot in file.slots { facts.slots[slot.slot] = slot.stored }
            facts.supplied.formUnion(file.supplied)
            facts.implicitInits += file.implicitInits
        }
        return facts
    }

    // MARK: - Pass 2

    /// The closures tokens `first...last` consist of calling (`action()`, `self.onTap?()`, `model.onTapAction?()`),
    /// each as its receiver's names and its own name; nil when they do anything else.
    static func invokedClosures(from first: Int, through last: Int, index: SyntaxIndex) -> [(receiver: [String], name: String)]? {
        var result: [(receiver: [String], name: String)] = []
        var probe = first
        while probe <= last {
            if index.kind(probe) == .semicolon { probe += 1; continue }
            var names: [String] = []
            while true {
                guard let kind = index.kind(probe), kind == .identifier || index.isName(probe, "self") else { return nil }
                names.append(index.text(probe))
                probe += 1
                if index.isOperator(probe, "?") || index.isOperator(probe, "!") { probe += 1 }
                guard index.kind(probe) == .period else { break }
                probe += 1
            }
            guard index.kind(probe) == .leftParen, let close = index.partner(of: probe), close <= last,
                  let name = names.popLast() else { return nil }
            if names.first == "self" { names.removeFirst() }
            result.append((names, name))
            probe = close + 1
        }
        return result.isEmpty ? nil : result
    }

    /// Whether every closure a tap's action at `site` calls (`invokedClosures`, or a closure property passed by
    /// name, `perform: action`) is an injected closure that nothing in the project supplies.
    func callsOnlyUnsuppliedClosures(_ calls: [(receiver: [String], name: String)], at site: Int, file: SwiftFileContext,
                                     facts: ClosureFacts) -> Bool {
        // Without an app's entry point the run may be a library whose users supply the closure.
        guard !calls.isEmpty, !facts.slots.isEmpty, file.project.references.hasEntryPoint,
              let owner = TapGestureAsButtonRule.ownerName(at: site, index: file.index) else { return false }
        for call in calls {
            let holder = call.receiver.isEmpty ? owner : resolvedType(of: call.receiver, from: owner, project: file.project)
            guard let holder, let stored = facts.slots[holder + "." + call.name],
                  !facts.supplied.contains(TapGestureAsButtonRule.slotHash(holder, call.name)),
                  !facts.supplied.contains(TapGestureAsButtonRule.slotHash("?", call.name)),
                  !facts.supplied.contains(TapGestureAsButtonRule.slotHash(holder, "*")) else { return false }
            // `.init(id: …, onTap: …)` (or `.init(id: …) { … }`) whose labels are all the type's own properties
            // may build it.
            let name = NameHash.hash(call.name)
            var own = Set(stored)
            own.insert(TapGestureAsButtonRule.anyClosure)
            if facts.implicitInits.contains(where: { labels in
                labels.contains { $0 == name || $0 == TapGestureAsButtonRule.anyClosure } && labels.allSatisfy(own.contains)
            }) {
                return false
            }
        }
        return true
    }

    /// The closures a SwiftUI tap's action calls: its closure's statements, or a handler passed by name.
    func invokedClosures(of call: CallSite, index: SyntaxIndex) -> [(receiver: [String], name: String)]? {
        if let closure = call.trailingClosures.first {
            var first = Int(closure.open) + 1
            if let scope = index.scope(openedBy: Int(closure.open)), index.scopes[scope].signatureEnd >= 0 {
                first = Int(index.scopes[scope].signatureEnd) + 1
            }
            return TapGestureAsButtonRule.invokedClosures(from: first, through: Int(closure.close) - 1, index: index)
        }
        guard let perform = index.argument(call, labeled: "perform") ?? call.arguments.last else { return nil }
        let first = Int(perform.start)
        let last = Int(perform.end)
        if index.kind(first) == .leftBrace, let close = index.partner(of: first), close == last {
            return TapGestureAsButtonRule.invokedClosures(from: first + 1, through: last - 1, index: index)
        }
        // `perform: action`, `perform: model.onTap`: a path of names.
        var names: [String] = []
        var probe = first
        while probe <= last {
            guard index.kind(probe) == .identifier || index.isName(probe, "self") else { return nil }
            names.append(index.text(probe))
            probe += 1
            if probe <= last, index.isOperator(probe, "?") || index.isOperator(probe, "!") { probe += 1 }
            if probe <= last { guard index.kind(probe) == .period else { return nil }; probe += 1 }
        }
        guard let name = names.popLast() else { return nil }
        if names.first == "self" { names.removeFirst() }
        return [(names, name)]
    }
}
