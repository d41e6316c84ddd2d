/// The `{` tokens whose meaning a declaration or statement parsed earlier decided:
/// a handful at a time, so a small array beats a hash table.
struct PendingBodies {
    private var entries: [(brace: Int32, kind: ScopeKind, declaration: Int32)] = []

    subscript(brace: Int32) -> (kind: ScopeKind, declaration: Int32)? {
        get { entries.first { $0.brace == brace }.map { ($0.kind, $0.declaration) } }
        set {
            entries.removeAll { $0.brace == brace }
            if let newValue { entries.append((brace, newValue.kind, newValue.declaration)) }
        }
    }

    /// Removes and returns the entry for `brace`; entries for braces already passed are dropped.
    mutating func take(_ brace: Int32) -> (kind: ScopeKind, declaration: Int32)? {
        let found = self[brace]
        entries.removeAll { $0.brace <= brace }
        return found
    }
}

/// Building scopes and declarations in one forward pass.
///
/// A declaration keyword is parsed when met (name, generics, inheritance,
/// parameters, type annotation, initializer) and the `{` of its body is
/// recorded as pending; when the pass reaches a `{` it becomes that body, a
/// control-flow body, or a closure. This is a recognizer for the shapes real
/// code uses, not a parser: malformed code yields fewer declarations, never a trap.
extension SyntaxIndex {
    mutating func buildDeclarations() {
        var pending = PendingBodies()
        var scopeStack: [Int32] = []
        // Scope stacks saved at `#if` and at the end of its first branch, as for bracket matching.
        var saved: [(atIf: [Int32], afterFirst: [Int32]?)] = []
        scopes.reserveCapacity(count / 16)

        /// Ends scopes left open on the stack above `depth` at token `index`.
        func closeScopes(above depth: Int, at index: Int) {
            guard depth < scopeStack.count else { return }
            for scopeIndex in scopeStack[depth...] where scopes[Int(scopeIndex)].close >= Int32(count) {
                scopes[Int(scopeIndex)].close = Int32(index)
            }
        }

        var index = 0
        while index < count {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace:
                let entry = pending.take(Int32(index)) ?? (.closure, -1)
                let scopeIndex = Int32(scopes.count)
                let close = partner(of: index) ?? count
                scopes.append(Scope(kind: entry.kind, open: Int32(index), close: Int32(close),
                                    parent: scopeStack.last ?? -1, declaration: entry.declaration,
                                    signatureEnd: entry.kind == .closure ? Int32(closureSignatureEnd(index) ?? -1) : -1))
                if entry.declaration >= 0, entry.kind != .accessor {
                    declarations[Int(entry.declaration)].body = scopeIndex
                }
                scopeStack.append(scopeIndex)
            case .rightBrace:
                if let open = partner(of: index),
                   let position = scopeStack.lastIndex(where: { scopes[Int($0)].open == Int32(open) }) {
                    closeScopes(above: position + 1, at: index)
                    scopeStack.removeSubrange(position...)
                }
            case .directive:
                let length = token.range.length
                if length == 3 {
                    saved.append((scopeStack, nil))
                } else if length == 5 || length == 7, var top = saved.popLast() {
                    if top.afterFirst == nil { top.afterFirst = scopeStack }
                    closeScopes(above: top.atIf.count, at: index)
                    scopeStack = top.atIf
                    saved.append(top)
                } else if length == 6, let top = saved.popLast(), let first = top.afterFirst {
                    closeScopes(above: top.atIf.count, at: index)
                    scopeStack = first
                }
            case .keyword:
                parseKeyword(at: index, pending: &pending, scopeStack: scopeStack)
            case .identifier:
                if isText(index, "actor") {
                    parseTypeDeclaration(at: index, kind: .actor, pending: &pending, context: declarationContext(scopeStack))
                } else if let top = scopeStack.last, scopes[Int(top)].kind == .propertyBody,
                          isAccessorName(index), let brace = accessorBrace(after: index) {
                    pending[Int32(brace)] = (.accessor, scopes[Int(top)].declaration)
                }
            default:
                break
            }
            index += 1
        }
        closeScopes(above: 0, at: count)
        firstMember = [Int32](repeating: -1, count: declarations.count)
        nextSibling = [Int32](repeating: -1, count: declarations.count)
        var lastMember = [Int32](repeating: -1, count: declarations.count)
        for (position, declaration) in declarations.enumerated() {
            let index = Int32(position)
            if !declaration.nameText.isEmpty { declarationsByName[declaration.nameText, default: []].append(index) }
            let parent = Int(declaration.parent)
            if parent >= 0 {
                if lastMember[parent] >= 0 { nextSibling[Int(lastMember[parent])] = index } else { firstMember[parent] = index }
                lastMember[parent] = index
            }
        }
    }

    /// Whether token `index` names an accessor (`get`, `set`, `didSet`, `willSet`, `_read`, `_modify`, `init`).
    func isAccessorName(_ index: Int) -> Bool {
        isText(index, "get") || isText(index, "set") || isText(index, "didSet") || isText(index, "willSet")
            || isText(index, "_read") || isText(index, "_modify")
    }

    /// The `{` of an accessor named at `index` (`set(newValue) {`, `get async throws {`).
    func accessorBrace(after index: Int) -> Int? {
        var probe = index + 1
        if kind(probe) == .leftParen, let close = partner(of: probe) { probe = close + 1 }
        while probe < count, probe <= index + 4 {
            if kind(probe) == .leftBrace { return probe }
            guard kind(probe) == .identifier || kind(probe) == .keyword else { return nil }
            probe += 1
        }
        return nil
    }

    /// The innermost enclosing declaration and whether the position is local (inside code).
    func declarationContext(_ scopeStack: [Int32]) -> (parent: Int32, isLocal: Bool) {
        var isLocal = false
        for scopeIndex in scopeStack.reversed() {
            let scope = scopes[Int(scopeIndex)]
            if scope.kind != .typeBody { isLocal = true }
            if scope.declaration >= 0 { return (scope.declaration, isLocal) }
        }
        return (-1, isLocal)
    }

    /// Dispatches a reserved keyword to the declaration or control-flow parser. The
    /// declaration context is worked out only for keywords that declare something.
    mutating func parseKeyword(at index: Int, pending: inout PendingBodies, scopeStack: [Int32]) {
        // A keyword used as a member name (`.if(condition) { … }`, `.default`) declares nothing.
        if kind(index - 1) == .period { return }
        var context: (parent: Int32, isLocal: Bool) { declarationContext(scopeStack) }
        let length = Int(tokens[index].range.length)
        switch length {
        case 2:
            if isText(index, "if") || isText(index, "do") {
                if let brace = bodyBrace(after: index) { pending[Int32(brace)] = (.controlFlow, -1) }
            }
        case 3:
            if isText(index, "var") || isText(index, "let") {
                parseVariable(at: index, pending: &pending, context: context)
            } else if isText(index, "for") {
                if let brace = bodyBrace(after: index) { pending[Int32(brace)] = (.controlFlow, -1) }
            }
        case 4:
            if isText(index, "func") {
                parseFunction(at: index, kind: .function, pending: &pending, context: context)
            } else if isText(index, "init"), kind(index - 1) != .period {
                parseFunction(at: index, kind: .initializer, pending: &pending, context: context)
            } else if isText(index, "else") {
                if kind(index + 1) == .leftBrace { pending[Int32(index + 1)] = (.controlFlow, -1) }
            } else if isText(index, "enum") {
                parseTypeDeclaration(at: index, kind: .enum, pending: &pending, context: context)
            }
        case 5:
            if isText(index, "class") {
                parseTypeDeclaration(at: index, kind: .class, pending: &pending, context: context)
            } else if isText(index, "while") || isText(index, "catch") {
                if let brace = bodyBrace(after: index) { pending[Int32(brace)] = (.controlFlow, -1) }
            } else if isText(index, "defer") {
                if kind(index + 1) == .leftBrace { pending[Int32(index + 1)] = (.controlFlow, -1) }
            }
        case 6:
            if isText(index, "struct") {
                parseTypeDeclaration(at: index, kind: .struct, pending: &pending, context: context)
            } else if isText(index, "switch") {
                if let brace = bodyBrace(after: index) { pending[Int32(brace)] = (.controlFlow, -1) }
            } else if isText(index, "deinit") {
                parseFunction(at: index, kind: .deinitializer, pending: &pending, context: context)
            } else if isText(index, "repeat") {
                if kind(index + 1) == .leftBrace { pending[Int32(index + 1)] = (.controlFlow, -1) }
            }
        case 8:
            if isText(index, "protocol") {
                parseTypeDeclaration(at: index, kind: .protocol, pending: &pending, context: context)
            }
        case 9:
            if isText(index, "extension") {
                parseTypeDeclaration(at: index, kind: .extension, pending: &pending, context: context)
            } else if isText(index, "subscript") {
                parseFunction(at: index, kind: .subscript, pending: &pending, context: context)
            }
        default:
            break
        }
    }

    // MARK: - Declarations

    /// Collects modifiers and attributes written before the keyword at `index`.
    func modifiersAndAttributes(before index: Int) -> (DeclarationModifiers, [Int32], first: Int) {
        var modifiers: DeclarationModifiers = []
        var attributes: [Int32] = []
        var probe = index - 1
        var first = index
        while probe >= 0 {
            let kind = tokens[probe].kind
            if kind == .attribute {
                attributes.append(Int32(probe)); first = probe; probe -= 1; continue
            }
            if kind == .rightParen, let open = partner(of: probe), open >= 1 {
                if tokens[open - 1].kind == .attribute {
                    attributes.append(Int32(open - 1)); first = open - 1; probe = open - 2; continue
                }
                if isText(open - 1, "private") || isText(open - 1, "fileprivate") || isText(open - 1, "internal")
                    || isText(open - 1, "public") || isText(open - 1, "open") || isText(open - 1, "unowned")
                    || isText(open - 1, "package") {
                    first = open - 1; probe = open - 2; continue
                }
                break
            }
            guard kind == .identifier || kind == .keyword else { break }
            guard let modifier = declarationModifier(at: probe) else { return (modifiers, attributes.reversed(), first) }
            modifiers.formUnion(modifier)
            first = probe
            probe -= 1
        }
        return (modifiers, attributes.reversed(), first)
    }

    /// The modifier flags of a modifier keyword at `index` (empty for modifiers rules ignore),
    /// or `nil` when the token is not a declaration modifier. Compares bytes; builds no String.
    func declarationModifier(at index: Int) -> DeclarationModifiers? {
        switch Int(tokens[index].range.length) {
        case 4:
            if isText(index, "lazy") { return .isLazy }
            if isText(index, "weak") || isText(index, "open") { return isText(index, "weak") ? .isWeak : [] }
        case 5:
            if isText(index, "final") || isText(index, "infix") { return [] }
            if isText(index, "class") { return index + 1 < count && tokens[index + 1].kind == .keyword ? .isStatic : nil }
        case 6:
            if isText(index, "static") { return .isStatic }
            if isText(index, "public") || isText(index, "prefix") { return [] }
        case 7:
            if isText(index, "private") { return .isPrivate }
            if isText(index, "unowned") { return .isWeak }
            if isText(index, "dynamic") || isText(index, "package") || isText(index, "postfix") { return [] }
        case 8:
            if isText(index, "override") { return .isOverride }
            if isText(index, "internal") || isText(index, "mutating") || isText(index, "required")
                || isText(index, "optional") || isText(index, "indirect") || isText(index, "isolated") { return [] }
        case 9:
            if isText(index, "consuming") || isText(index, "borrowing") { return [] }
        case 11:
            if isText(index, "fileprivate") { return .isPrivate }
            if isText(index, "nonmutating") || isText(index, "nonisolated") || isText(index, "convenience") {
                return isText(index, "convenience") ? .isConvenience : []
            }
            if isText(index, "distributed") { return [] }
        default:
            break
        }
        return nil
    }

    /// Appends a declaration and returns its index.
    mutating func addDeclaration(_ kind: DeclarationKind, keyword: Int, name: Int, nameText: String,
                                 context: (parent: Int32, isLocal: Bool),
                                 prefix: (DeclarationModifiers, [Int32], first: Int)? = nil) -> Int32 {
        let (modifiers, attributes, _) = prefix ?? modifiersAndAttributes(before: keyword)
        declarations.append(Declaration(kind: kind, keyword: Int32(keyword), name: Int32(name), nameText: nameText,
                                        modifiers: modifiers, attributes: attributes, inheritance: [],
                                        parameters: -1, typeStart: -1, typeEnd: -1,
                                        initializerStart: -1, initializerEnd: -1, body: -1, parent: context.parent))
        return Int32(declarations.count - 1)
    }

    /// Parses `struct|class|enum|protocol|actor|extension Name<…>: A, B where … {`.
    mutating func parseTypeDeclaration(at index: Int, kind declarationKind: DeclarationKind,
                                       pending: inout PendingBodies,
                                       context: (parent: Int32, isLocal: Bool)) {
        var probe = index + 1
        guard probe < count, tokens[probe].kind == .identifier || tokens[probe].kind == .keyword else { return }
        if declarationKind == .class || declarationKind == .actor {
            // `class func`, `class var`, `actor` used as a name: not type declarations.
            guard tokens[probe].kind == .identifier else { return }
            let after = probe + 1
            guard after < count else { return }
            let next = tokens[after].kind
            guard next == .leftBrace || next == .colon || isOperatorStartingWithLess(after) || isName(after, "where") else { return }
        }
        // The name; an extension may name a dotted path (`UIKit.UIBarButtonItem`).
        var nameToken = probe
        probe += 1
        while declarationKind == .extension, kind(probe) == .period, kind(probe + 1) == .identifier {
            nameToken = probe + 1
            probe += 2
        }
        let declaration = addDeclaration(declarationKind, keyword: index, name: nameToken, nameText: text(nameToken),
                                         context: context)
        probe = skipGenericClause(from: probe)
        var inheritance: [String] = []
        if kind(probe) == .colon {
            probe += 1
            var itemStart = true
            var angle = 0
            while probe < count {
                let token = tokens[probe]
                if token.kind == .leftBrace || (angle == 0 && isName(probe, "where")) { break }
                if token.kind == .leftParen || token.kind == .leftSquare, let close = partner(of: probe) {
                    probe = close + 1; continue
                }
                if token.kind == .operator { angle += angleDelta(probe) }
                if token.kind == .comma && angle == 0 { itemStart = true; probe += 1; continue }
                if itemStart && token.kind == .identifier {
                    var last = probe
                    while kind(last + 1) == .period, kind(last + 2) == .identifier { last += 2 }
                    inheritance.append(text(last))
                    itemStart = false
                    probe = last + 1
                    continue
                }
                if token.kind == .semicolon || token.kind == .rightBrace { break }
                probe += 1
            }
        }
        declarations[Int(declaration)].inheritance = inheritance
        if let brace = bodyBrace(after: probe - 1, allowingStartOfLine: true) {
            pending[Int32(brace)] = (.typeBody, declaration)
        }
    }

    /// Parses `func name<…>(…) … {`, `init(…) {`, `deinit {`, `subscript(…) -> T {`.
    mutating func parseFunction(at index: Int, kind declarationKind: DeclarationKind,
                                pending: inout PendingBodies,
                                context: (parent: Int32, isLocal: Bool)) {
        var probe = index + 1
        var name = -1
        var nameText = text(index)
        if declarationKind == .function {
            guard probe < count else { return }
            name = probe
            nameText = text(probe)
            probe += 1
        } else if declarationKind == .initializer, kind(probe) == .operator, isText(probe, "?") || isText(probe, "!") {
            probe += 1
        }
        probe = skipGenericClause(from: probe)
        let declaration = addDeclaration(declarationKind, keyword: index, name: name, nameText: nameText, context: context)
        if kind(probe) == .leftParen {
            declarations[Int(declaration)].parameters = Int32(probe)
            probe = (partner(of: probe) ?? probe) + 1
        }
        if declarationKind == .deinitializer {
            if kind(probe) == .leftBrace { pending[Int32(probe)] = (.functionBody, declaration) }
            return
        }
        if let brace = bodyBrace(after: probe - 1, allowingStartOfLine: true) {
            pending[Int32(brace)] = (declarationKind == .subscript ? .propertyBody : .functionBody, declaration)
        }
    }

    /// Parses `var|let name: Type = initializer { accessors }`.
    mutating func parseVariable(at index: Int, pending: inout PendingBodies,
                                context: (parent: Int32, isLocal: Bool)) {
        let prefix = modifiersAndAttributes(before: index)
        let before = prefix.first - 1
        let isCondition = isName(before, "if") || isName(before, "guard") || isName(before, "while")
            || isName(before, "case") || isName(before, "for") || kind(before) == .comma
            || kind(before) == .leftParen
        var probe = index + 1
        guard probe < count else { return }
        var name = -1
        if tokens[probe].kind == .identifier {
            name = probe
            probe += 1
        } else if tokens[probe].kind == .leftParen, let close = partner(of: probe) {
            probe = close + 1
        } else {
            return
        }
        let declaration = addDeclaration(.variable, keyword: index, name: name,
                                         nameText: name >= 0 ? text(name) : "", context: context, prefix: prefix)
        var modifiers = declarations[Int(declaration)].modifiers
        if isText(index, "let") { modifiers.insert(.isLet) }
        if isCondition { modifiers.insert(.isConditionBinding) }
        declarations[Int(declaration)].modifiers = modifiers
        if kind(probe) == .colon, let end = typeEnd(from: probe + 1) {
            declarations[Int(declaration)].typeStart = Int32(probe + 1)
            declarations[Int(declaration)].typeEnd = Int32(end)
            probe = end + 1
        }
        var hasInitializer = false
        if isOperator(probe, "="), probe + 1 < count {
            let end = expressionEnd(from: probe + 1)
            declarations[Int(declaration)].initializerStart = Int32(probe + 1)
            declarations[Int(declaration)].initializerEnd = Int32(end)
            probe = end + 1
            hasInitializer = true
        }
        guard !isCondition, kind(probe) == .leftBrace else { return }
        if !hasInitializer || isName(probe + 1, "didSet") || isName(probe + 1, "willSet") {
            pending[Int32(probe)] = (.propertyBody, declaration)
        }
    }

    // MARK: - Helpers

    /// The net change of angle-bracket depth in an operator token (`<` +1, `>` -1, `->` 0).
    func angleDelta(_ index: Int) -> Int {
        if isText(index, "->") { return 0 }
        var delta = 0
        let range = tokens[index].range
        for offset in Int(range.start)..<Int(range.end) {
            let byte = source.bytes[offset]
            if byte == UInt8(ascii: "<") { delta += 1 } else if byte == UInt8(ascii: ">") { delta -= 1 }
        }
        return delta
    }

    /// Skips a generic clause `<…>` starting at `index`, if present; returns the index after it.
    func skipGenericClause(from index: Int) -> Int {
        guard isOperatorStartingWithLess(index) else { return index }
        var depth = 0
        var probe = index
        while probe < count, probe < index + 200 {
            let kind = tokens[probe].kind
            if kind == .operator { depth += angleDelta(probe) }
            if kind == .leftBrace || kind == .semicolon { return index }
            if (kind == .leftParen || kind == .leftSquare), let close = partner(of: probe) { probe = close }
            probe += 1
            if depth <= 0 { return probe }
        }
        return index
    }

    /// The last token of a type annotation starting at `index`.
    public func typeEnd(from index: Int) -> Int? {
        var probe = index
        var last: Int?
        var angle = 0
        while probe < count {
            let token = tokens[probe]
            if probe > index, token.flags.contains(.isAtStartOfLine), angle == 0 { break }
            switch token.kind {
            case .identifier, .keyword, .attribute, .period, .dollarIdentifier:
                if token.kind == .keyword && !(isText(probe, "Any") || isText(probe, "Self") || isText(probe, "inout")) {
                    return last
                }
            case .operator:
                if isText(probe, "=") { return last }
                let delta = angleDelta(probe)
                if delta < 0 && angle + delta < 0 { return last }
                angle += delta
            case .leftParen, .leftSquare:
                guard let close = partner(of: probe) else { return last }
                probe = close
            case .comma:
                if angle == 0 { return last }
            default:
                return last
            }
            last = probe
            probe += 1
        }
        return last
    }

    /// The `{` that opens the body of the statement or declaration whose head
    /// ends at `index`: the first `{` at the same depth, skipping bracketed
    /// groups, before the statement ends (a new line that does not continue it).
    func bodyBrace(after index: Int, allowingStartOfLine: Bool = false) -> Int? {
        var probe = index + 1
        var previous = index
        while probe < count, probe < index + 400 {
            let token = tokens[probe]
            switch token.kind {
            case .leftBrace:
                return probe
            case .leftParen, .leftSquare:
                guard let close = partner(of: probe) else { return nil }
                previous = close
                probe = close + 1
                continue
            case .rightBrace, .rightParen, .rightSquare, .semicolon:
                return nil
            case .attribute where token.flags.contains(.isAtStartOfLine):
                return nil
            default:
                break
            }
            if token.flags.contains(.isAtStartOfLine) && !continuesStatement(at: probe, after: previous) {
                return nil
            }
            if token.kind == .stringStart, let close = partner(of: probe) {
                previous = close
                probe = close + 1
                continue
            }
            previous = probe
            probe += 1
        }
        return nil
    }

    /// Whether a token at the start of a line continues the statement ending with `previous`.
    func continuesStatement(at index: Int, after previous: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .period, .comma, .colon:
            return true
        case .operator:
            // A binary operator at the start of a line (`&& b`, `?? c`, `-> T`), not a prefix one (`!x`).
            return index + 1 < count && tokens[index + 1].flags.contains(.hasLeadingTrivia) || isText(index, "->")
        case .keyword:
            if isText(index, "where") || isText(index, "throws") || isText(index, "rethrows") || isText(index, "as")
                || isText(index, "is") { return true }
        case .identifier:
            if isText(index, "async") { return true }
        default:
            break
        }
        guard previous >= 0 else { return false }
        switch tokens[previous].kind {
        case .comma, .colon, .period, .leftParen, .leftSquare:
            return true
        case .operator:
            return !isText(previous, "!") && !isText(previous, "?") || tokens[previous].flags.contains(.hasLeadingTrivia)
        default:
            return false
        }
    }

    /// For a closure `{`: the `in` ending its signature (`{ [weak self] a, b in`), if any.
    func closureSignatureEnd(_ open: Int) -> Int? {
        var probe = open + 1
        while probe < count, probe < open + 120 {
            let token = tokens[probe]
            switch token.kind {
            case .keyword:
                if isText(probe, "in") { return probe }
                if !(isText(probe, "throws") || isText(probe, "inout") || isText(probe, "rethrows")) { return nil }
            case .leftParen, .leftSquare:
                guard let close = partner(of: probe) else { return nil }
                probe = close
            case .identifier, .comma, .colon, .attribute:
                break
            case .operator:
                if !(isText(probe, "->") || isText(probe, "?") || isText(probe, "!") || angleDelta(probe) != 0) { return nil }
            default:
                return nil
            }
            probe += 1
        }
        return nil
    }
}
