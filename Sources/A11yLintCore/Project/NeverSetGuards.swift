/// Code guarded by a value nothing ever sets: the body of `if let onTap { … }` (or
/// `if let action = onTap`, `if onTap != nil`) where `onTap` is an optional closure property
/// (`var onTap: (() -> Void)?`) that no code in the run assigns, passes or binds; the body of
/// `if showsDebugBanner { … }` where the flag is a `let … = false`; and what follows
/// `guard let onTap else { … }` in its block. A recognizer attached only when a handler is set,
/// or a view built only behind a flag nobody turns on, never exists (`DeadCode.swift`).
///
/// Names, not types, as the rest of dead code: a name is never set when no Swift file writes it
/// (`name =`, `name += …`, a `name:` argument label or parameter, but not `name: nil` or `name = nil`, `&name`, a key path
/// `\.name`, a `for`/closure parameter of that name, a declaration of that name with any value
/// or accessors) and no Objective-C or Interface Builder file spells it. Candidates: stored
/// properties (of a type or at file scope, no attribute, not `dynamic`) whose type is an
/// optional function type with no value or `nil`, and `let` flags whose value is `false`;
/// `public` ones only where the run judges public code (`ProjectReferences.judgesPublic`). A
/// closure can be neither decoded nor bound by a storyboard, which is why only closures, and
/// constant `false`, are taken: an optional model field may be filled by a decoder.
///
/// Conditions read: the `if`, `guard` and `while` condition lists, clause by clause (any clause
/// that never holds makes the whole list fail): `let name`, `var name`, `let x = name`,
/// `name != nil`, `name` (a flag), each with `self.` or `Self.` or a project type before the
/// name allowed. Other uses (`onTap?()`, `name ? a : b`, `&&`) are left alone.
extension SyntaxIndex {
    /// The name hash of identifier token `index`, backticks ignored.
    func nameHash(_ index: Int) -> UInt64 {
        var start = Int(tokens[index].start)
        var end = Int(tokens[index].end)
        return source.bytes.withUnsafeBufferPointer { bytes in
            if end - start >= 2, bytes[start] == UInt8(ascii: "`") { start += 1; end -= 1 }
            return NameHash.hash(bytes, from: start, to: end)
        }
    }

    /// What the file says about values nobody sets: the names it writes, its candidates (not
    /// public, and public), and the names its conditions test (`neverSetGuards`), each sorted, unique.
    /// `nameTokens`: the name tokens of every declaration, sorted (`FileReferences.extract` has them),
    /// so the walk below passes them with a cursor instead of a set lookup per identifier.
    func neverSetFacts(nameTokens: [Int32]) -> (assigned: [UInt64], candidates: [UInt64], publicCandidates: [UInt64], guarded: [UInt64]) {
        var assigned = NameSet(capacity: 64)
        var candidates = Set<UInt64>()
        var publicCandidates = Set<UInt64>()
        for position in declarations.indices where declarations[position].name >= 0 && declarations[position].kind == .variable {
            let declaration = declarations[position]
            guard declaration.kind == .variable, kind(Int(declaration.name)) == .identifier,
                  !declaration.modifiers.contains(.isConditionBinding) else { continue }
            let name = nameHash(Int(declaration.name))
            if isNeverSetCandidate(position) {
                if isVisibleOutsideModule(position) { publicCandidates.insert(name) } else { candidates.insert(name) }
            } else if declaration.initializerStart >= 0 || declaration.body >= 0 || !declaration.attributes.isEmpty {
                // Another declaration of the name with a value, accessors or a wrapper: it may hold one.
                assigned.insert(name)
            }
        }
        var keyPath = false
        var nextName = 0
        for position in tokens.indices {
            let token = tokens[position]
            if token.kind == .backslash { keyPath = true; continue }
            guard token.kind == .identifier else {
                if token.kind != .period { keyPath = false }
                continue
            }
            if keyPath { assigned.insert(nameHash(position)); continue }
            while nextName < nameTokens.count, Int(nameTokens[nextName]) < position { nextName += 1 }
            if nextName < nameTokens.count, Int(nameTokens[nextName]) == position { continue }
            let next = position + 1
            var isWritten = false
            if next < tokens.count {
                switch tokens[next].kind {
                case .colon: isWritten = true  // an argument label, a parameter, a dictionary key
                case .operator: isWritten = isAssignmentOperator(next)
                case .keyword: isWritten = isText(next, "in")  // a closure parameter
                default: break
                }
            }
            if !isWritten, position > 0 {
                let previous = position - 1
                isWritten = tokens[previous].kind == .operator && isText(previous, "&") || isText(previous, "for")
                    || tokens[previous].kind == .comma && next < tokens.count && isText(next, "in")
            }
            // `onTap: nil`, `onTap = nil`: set to nothing.
            if isWritten, next + 1 < tokens.count, isText(next + 1, "nil") {
                let after = next + 2
                if after >= tokens.count || isAtStartOfLine(after) || tokens[after].kind == .comma
                    || tokens[after].kind == .rightParen || tokens[after].kind == .rightBrace || tokens[after].kind == .semicolon {
                    isWritten = false
                }
            }
            if isWritten { assigned.insert(nameHash(position)) }
        }
        let guarded = Set(neverSetGuards().map(\.name))
        return (assigned.sorted(), candidates.sorted(), publicCandidates.sorted(), guarded.sorted())
    }

    /// `=` or a compound assignment (`+=`, `||=`), not a comparison (`==`, `!=`, `<=`, `>=`).
    func isAssignmentOperator(_ index: Int) -> Bool {
        let range = tokens[index].range
        let bytes = source.bytes
        let start = Int(range.start)
        let end = Int(range.end)
        guard end > start, bytes[end - 1] == UInt8(ascii: "=") else { return false }
        if end - start == 1 { return true }
        if end - start >= 2, bytes[end - 2] == UInt8(ascii: "=") { return false }  // `==`, `===`, `!==`
        if end - start == 2, bytes[start] == UInt8(ascii: "!") || bytes[start] == UInt8(ascii: "<")
            || bytes[start] == UInt8(ascii: ">") { return false }
        return true
    }

    /// A stored property nothing may set but code: an optional closure with no value (or `nil`),
    /// or a `let` whose value is `false`; of a type or at file scope, without attributes or
    /// `dynamic`, not in a protocol or an `@objc` type.
    func isNeverSetCandidate(_ position: Int) -> Bool {
        let declaration = declarations[position]
        guard declaration.kind == .variable, declaration.body < 0, declaration.attributes.isEmpty,
              !declaration.modifiers.contains(.isLazy), !hasModifier(position, "dynamic") else { return false }
        let parent = Int(declaration.parent)
        if parent >= 0 {
            let enclosing = declarations[parent]
            guard enclosing.kind.isType, enclosing.kind != .protocol else { return false }
            if enclosing.attributes.contains(where: { isText(Int($0), "@objcMembers") || isText(Int($0), "@objc") }) { return false }
        }
        let start = Int(declaration.initializerStart)
        let end = Int(declaration.initializerEnd)
        if declaration.modifiers.contains(.isLet), start >= 0, start == end, isText(start, "false") { return true }
        guard start < 0 || start == end && isText(start, "nil") else { return false }
        // `(… -> …)?` or `Optional<… -> …>`.
        let first = Int(declaration.typeStart)
        let last = Int(declaration.typeEnd)
        guard first >= 0, last > first else { return false }
        var hasArrow = false
        for probe in first...last where isOperator(probe, "->") { hasArrow = true; break }
        guard hasArrow else { return false }
        if isText(first, "Optional") { return true }
        guard isOperator(last, "?") || isOperator(last, "!"), tokens[first].kind == .leftParen,
              partner(of: first) == last - 1 else { return false }
        return true
    }

    /// The conditions that test a name (`if let onTap`, `if flag`) and the code that runs only
    /// when it holds: the `if` or `while` body, or what follows a `guard` in its block.
    func neverSetGuards() -> [(name: UInt64, typeQualifier: Int, dead: ByteRange)] {
        var found: [(name: UInt64, typeQualifier: Int, dead: ByteRange)] = []
        for position in tokens.indices where tokens[position].kind == .keyword {
            let isIf = isText(position, "if")
            let isGuard = !isIf && isText(position, "guard")
            guard isIf || isGuard || isText(position, "while") else { continue }
            // An `else if` belongs to its chain: its body is dead alone, as here.
            var clauseStart = position + 1
            var probe = clauseStart
            var names: [(name: UInt64, typeQualifier: Int)] = []
            var body = -1
            var steps = 0
            while probe < tokens.count, steps < 2_000 {
                steps += 1
                let kind = tokens[probe].kind
                if kind == .leftBrace || kind == .comma || isGuard && isText(probe, "else") {
                    if let tested = testedName(from: clauseStart, to: probe) { names.append(tested) }
                    if kind == .comma {
                        clauseStart = probe + 1
                        probe += 1
                        continue
                    }
                    body = probe
                    break
                }
                if kind == .leftParen || kind == .leftSquare || kind == .stringStart {
                    guard let close = partner(of: probe), close > probe else { break }
                    probe = close
                }
                probe += 1
            }
            guard body > position, !names.isEmpty else { continue }
            let dead: ByteRange
            if isGuard {
                // `guard … else { … }`: the rest of the enclosing block.
                let open = body + 1
                guard open < tokens.count, tokens[open].kind == .leftBrace, let close = partner(of: open), close > open,
                      close + 1 < tokens.count, let scope = innermostScope(containing: position) else { continue }
                // Up to the block's end, or to the next `case` of a switch or a `#if` branch.
                var end = Int(scopes[scope].close) - 1
                var scan = close + 1
                while scan <= end {
                    let kind = tokens[scan].kind
                    if kind == .directive || kind == .keyword && isAtStartOfLine(scan) && (isText(scan, "case") || isText(scan, "default")) {
                        end = scan - 1
                        break
                    }
                    if kind == .leftBrace || kind == .leftParen || kind == .leftSquare || kind == .stringStart,
                       let partner = partner(of: scan), partner > scan {
                        scan = partner
                    }
                    scan += 1
                }
                guard end > close else { continue }
                dead = range(from: close + 1, through: end)
            } else {
                guard tokens[body].kind == .leftBrace, let close = partner(of: body), close > body else { continue }
                dead = range(from: body, through: close)
            }
            for tested in names { found.append((tested.name, tested.typeQualifier, dead)) }
        }
        return found
    }

    /// The name one condition clause (tokens `first..<end`) tests so that it fails when the name
    /// is never set: `let name`, `let x = name`, `name != nil`, `name`, each with `self.`,
    /// `Self.` or `Type.` before it (`typeQualifier`: that type's token, else -1).
    func testedName(from first: Int, to end: Int) -> (name: UInt64, typeQualifier: Int)? {
        guard end > first else { return nil }
        var start = first
        var last = end - 1
        if isText(start, "let") || isText(start, "var") {
            start += 1
            guard start <= last, tokens[start].kind == .identifier else { return nil }
            if start == last { return (nameHash(start), -1) }  // `if let onTap`
            guard start + 1 < last, isOperator(start + 1, "=") else { return nil }
            start += 2
        } else if last - start >= 2, isOperator(last - 1, "!="), isText(last, "nil") {
            last -= 2
        }
        // `name`, `self.name`, `Self.name`, `Type.name`.
        guard tokens[last].kind == .identifier else { return nil }
        if start == last { return (nameHash(last), -1) }
        guard start + 2 == last, tokens[start + 1].kind == .period else { return nil }
        if isText(start, "self") || isText(start, "Self") { return (nameHash(last), -1) }
        guard tokens[start].kind == .identifier else { return nil }
        return (nameHash(last), start)
    }

    /// The code that never runs because it is guarded by a value nothing sets (see above).
    func neverSetBranches(_ references: ProjectReferences, project: ProjectModel) -> [ByteRange] {
        guard references.neverSet.count > 0 else { return [] }
        var ranges: [ByteRange] = []
        for guarded in neverSetGuards() where references.neverSet.contains(guarded.name) {
            // `Type.flag`: only a type of the project (a framework's property of the same name is not this one).
            if guarded.typeQualifier >= 0 {
                guard project.typeKinds[text(guarded.typeQualifier)]?.contains(where: { $0 != .extension }) == true else { continue }
            }
            ranges.append(guarded.dead)
        }
        return ranges
    }
}
