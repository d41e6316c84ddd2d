/// Switch cases for enum cases nothing constructs (`DeadCode.swift`): the body of
/// `case .image(let name):` never runs when no code in the project builds `.image(…)`. A
/// reviewer reads the switch's subject, finds the enum, and greps for the case.
///
/// Conservatively: the enum is declared in the project's Swift with no raw type and no
/// conformance that can build a case without naming it (only `Equatable`, `Hashable`,
/// `Sendable`, `Identifiable`, `Error` and the description protocols: not `Codable`,
/// `CaseIterable`, `RawRepresentable`, `@objc`); the case's name appears nowhere in live Swift
/// code as anything that could build it: `.image`, `Kind.image`, `Self.image`, a bare `image`
/// inside the enum's body or an extension of it all count, and only `case` patterns, member accesses on a
/// value (`item.image`), argument labels, bindings and declaration names do not; a bare name
/// builds a case only of the enum or extension it is written in. Another enum
/// with a case of the same name that is constructed keeps it alive (names, not types). The
/// switch's subject must resolve to the enum: `self` inside it or an extension of it, a
/// parameter of the enclosing function annotated with it, or a stored property of an
/// enclosing type declared in the same file with it as its type; a local of that name, or
/// any earlier bare use of it in the function, leaves the subject unresolved. A label with a
/// `where` clause, `_`, or any other pattern is alive.
extension FileReferences {
    /// An enum declared in a file, with its cases; `isEligible` when it has no raw type and no
    /// conformance that builds cases without naming them.
    public struct EnumCases: Sendable, Equatable {
        public var name: UInt64
        public var cases: [UInt64]
        public var isEligible: Bool

        public init(name: UInt64, cases: [UInt64], isEligible: Bool) {
            self.name = name
            self.cases = cases
            self.isEligible = isEligible
        }
    }

    /// The conformances an enum may have and still build its cases only by name.
    static let caseSafeConformances: Set<String> = [
        "Equatable", "Hashable", "Sendable", "Identifiable", "Error", "CustomStringConvertible",
        "CustomDebugStringConvertible", "LocalizedError",
    ]

    /// The file's enums with their cases, and the names it may construct a case by (sorted,
    /// unique; a bare name inside an enum or extension body as its `caseKey` with that type).
    /// Declared cases are left out of the constructions.
    static func enumFacts(of index: SyntaxIndex, previews: [ByteRange], nameTokens: [Int32])
        -> (enums: [EnumCases], constructed: [UInt64], patternNames: [UInt64]) {
        let tokens = index.tokens
        var enums: [EnumCases] = []
        var caseTokens: [Int32] = []
        // Enum and extension bodies (token ranges): a bare name inside them may be a case.
        var staticBodies: [(open: Int, close: Int, type: UInt64)] = []
        for slot in index.declarations.indices where index.declarations[slot].kind == .enum || index.declarations[slot].kind == .extension {
            let declaration = index.declarations[slot]
            let body = Int(declaration.body)
            guard body >= 0, body < index.scopes.count else { continue }
            let open = Int(index.scopes[body].open)
            let close = Int(index.scopes[body].close)
            guard open < close, close < tokens.count else { continue }
            staticBodies.append((open, close, NameHash.hash(declaration.nameText)))
            guard declaration.kind == .enum else { continue }
            let isEligible = declaration.inheritance.allSatisfy { caseSafeConformances.contains($0) }
                && !declaration.attributes.contains { index.isText(Int($0), "@objc") }
            var cases: [UInt64] = []
            var position = open + 1
            while position < close {
                let kind = tokens[position].kind
                if kind == .leftBrace || kind == .leftParen || kind == .leftSquare, let end = index.partner(of: position), end > position {
                    position = end + 1
                    continue
                }
                if kind == .keyword, index.isText(position, "case") {
                    // `case a, b(Int), c = 3`: the names at the list's top level.
                    var probe = position + 1
                    var expectsName = true
                    while probe < close {
                        let probeKind = tokens[probe].kind
                        if expectsName, probeKind == .identifier || probeKind == .keyword {
                            cases.append(index.nameHash(at: probe))
                            caseTokens.append(Int32(probe))
                            expectsName = false
                        } else if probeKind == .leftParen, let end = index.partner(of: probe), end > probe {
                            probe = end
                        } else if probeKind == .comma {
                            expectsName = true
                        } else if probeKind == .operator, index.isText(probe, "=") {
                            expectsName = false
                        } else if index.isAtStartOfLine(probe) || probeKind == .semicolon || probeKind == .rightBrace {
                            break
                        }
                        probe += 1
                    }
                    position = probe
                    continue
                }
                position += 1
            }
            enums.append(EnumCases(name: NameHash.hash(declaration.nameText), cases: cases, isEligible: isEligible))
        }
        staticBodies.sort { $0.open < $1.open }
        caseTokens.sort()
        let ranges = previews.sorted { $0.start < $1.start }

        var constructed = NameSet(capacity: 64)
        var patternNames = NameSet(capacity: 16)
        var nextName = 0
        var nextCase = 0
        var nextPreview = 0
        var nextBody = 0
        var bodyEnds: [(close: Int, type: UInt64)] = []
        for position in tokens.indices where tokens[position].kind == .identifier {
            while nextBody < staticBodies.count, staticBodies[nextBody].open < position {
                bodyEnds.append((staticBodies[nextBody].close, staticBodies[nextBody].type))
                nextBody += 1
            }
            if bodyEnds.contains(where: { $0.close < position }) { bodyEnds.removeAll { $0.close < position } }
            // Only a name after a period, or a bare one inside an enum or extension body, can
            // name a case (`caseUse`): the rest are skipped before the previews and names are.
            guard bodyEnds.isEmpty == false || position > 0 && tokens[position - 1].kind == .period else { continue }
            let start = tokens[position].start
            while nextPreview < ranges.count, ranges[nextPreview].end <= start { nextPreview += 1 }
            if nextPreview < ranges.count, ranges[nextPreview].contains(start) { continue }
            while nextName < nameTokens.count, Int(nameTokens[nextName]) < position { nextName += 1 }
            if nextName < nameTokens.count, Int(nameTokens[nextName]) == position { continue }
            while nextCase < caseTokens.count, Int(caseTokens[nextCase]) < position { nextCase += 1 }
            if nextCase < caseTokens.count, Int(caseTokens[nextCase]) == position { continue }
            switch index.caseUse(at: position, insideStaticBody: !bodyEnds.isEmpty) {
            case .construction: constructed.insert(index.nameHash(at: position))
            case .bare:
                // Builds a case only of the enum (or extension) around it.
                let name = index.nameHash(at: position)
                for body in bodyEnds { constructed.insert(ProjectReferences.caseKey(name, of: body.type)) }
            case .pattern: patternNames.insert(index.nameHash(at: position))
            case .none: break
            }
        }
        return (enums, constructed.sorted(), patternNames.sorted())
    }
}

extension SyntaxIndex {
    enum CaseUse { case construction, bare, pattern, none }

    /// The hash of the name token at `position` (backticks around it ignored), read from the bytes.
    func nameHash(at position: Int) -> UInt64 {
        var start = Int(tokens[position].start)
        var end = Int(tokens[position].end)
        return source.bytes.withUnsafeBufferPointer { bytes in
            if end - start >= 2, bytes[start] == UInt8(ascii: "`") { start += 1; end -= 1 }
            return NameHash.hash(bytes, from: start, to: end)
        }
    }

    /// How the identifier at `position` may name an enum case: building one, matching one in a
    /// `case` pattern, or neither (a member of a value, a label, a binding).
    func caseUse(at position: Int, insideStaticBody: Bool) -> CaseUse {
        let previous = position - 1
        let next = position + 1
        if previous >= 0, tokens[previous].kind == .period {
            let base = previous - 1
            var head = previous
            if base >= 0, tokens[base].end == tokens[previous].start {
                let kind = tokens[base].kind
                if kind == .identifier, !(source.bytes[Int(tokens[base].start)] >= UInt8(ascii: "a")
                                             && source.bytes[Int(tokens[base].start)] <= UInt8(ascii: "z")) {
                    head = base  // `Kind.image` (a name not starting lowercase: a type)
                } else if kind == .keyword, isText(base, "Self") {
                    head = base
                } else if kind == .operator, source.bytes[Int(tokens[base].end) - 1] == UInt8(ascii: ">") {
                    return .construction  // `Kind<T>.image`
                } else {
                    return .none  // `item.image`, `view?.image`, `list[0].image`, `self.image`
                }
            }
            return isInCasePattern(head) ? .pattern : .construction
        }
        guard insideStaticBody else { return .none }
        // A bare name inside an enum or extension: a label, a binding or a declared case is none.
        if next < tokens.count, tokens[next].kind == .colon, previous >= 0,
           tokens[previous].kind == .leftParen || tokens[previous].kind == .comma {
            return .none
        }
        if previous >= 0, isText(previous, "let") || isText(previous, "var") { return .none }
        return .bare
    }

    /// Whether the expression starting at `first` is an item of a `case` pattern list: reading
    /// back over items (`.a(let x)`, `Kind.b`, `let .c(y)`) and commas reaches `case`.
    func isInCasePattern(_ first: Int) -> Bool {
        var probe = first - 1
        var steps = 0
        while probe >= 0, steps < 256 {
            steps += 1
            let kind = tokens[probe].kind
            if kind == .keyword, isText(probe, "case") { return true }
            if kind == .rightParen, let open = partner(of: probe), open < probe {
                probe = open - 1
                continue
            }
            if kind == .comma || kind == .period || kind == .identifier || kind == .keyword && (isText(probe, "let") || isText(probe, "var")) {
                probe -= 1
                continue
            }
            return false
        }
        return false
    }

    /// The switch-case labels whose every pattern names a case nothing constructs, with their
    /// bodies (see `FileReferences.enumFacts`).
    func unconstructedCaseBodies(_ references: ProjectReferences) -> [ByteRange] {
        guard references.deadCases.count > 0 else { return [] }
        var ranges: [ByteRange] = []
        for position in tokens.indices where tokens[position].kind == .keyword && isText(position, "switch") {
            // The subject, to the body's `{`.
            var open = position + 1
            while open < tokens.count, tokens[open].kind != .leftBrace {
                if tokens[open].kind == .leftParen || tokens[open].kind == .leftSquare { open = partner(of: open) ?? tokens.count }
                open += 1
            }
            guard open < tokens.count, let close = partner(of: open), close > open,
                  namesADeadCase(inSwitchBody: open, close: close, references),
                  let enumName = switchSubjectEnum(from: position + 1, to: open) else { continue }
            ranges += deadLabels(inSwitchBody: open, close: close, enumName: NameHash.hash(enumName), references)
        }
        return ranges
    }

    /// Whether a `.name` in the switch body names a case (of any enum) nothing builds: only then
    /// is the subject resolved.
    func namesADeadCase(inSwitchBody open: Int, close: Int, _ references: ProjectReferences) -> Bool {
        var probe = open + 1
        while probe < close {
            if tokens[probe].kind == .period, tokens[probe + 1].kind == .identifier,
               references.deadCaseNames.contains(nameHash(at: probe + 1)) {
                return true
            }
            probe += 1
        }
        return false
    }

    /// The enum the subject (tokens `first..<end`) has: `self` in an enum or its extension, a
    /// parameter or a stored property annotated with one; `nil` when unsure.
    func switchSubjectEnum(from first: Int, to end: Int) -> String? {
        if end == first + 1, isText(first, "self") {
            guard let type = enclosingType(of: first), declarations[type].kind == .enum || declarations[type].kind == .extension
            else { return nil }
            return declarations[type].nameText
        }
        let nameToken: Int
        if end == first + 1, tokens[first].kind == .identifier {
            nameToken = first
        } else if end == first + 3, isText(first, "self"), tokens[first + 1].kind == .period, tokens[first + 2].kind == .identifier {
            nameToken = first + 2
        } else {
            return nil
        }
        let isBare = nameToken == first
        let name = text(nameToken)
        guard let function = enclosingFunction(of: first) else { return nil }
        let declaration = declarations[function]
        // A parameter of the enclosing function.
        let parameters = Int(declaration.parameters)
        if parameters >= 0, let parametersEnd = partner(of: parameters) {
            var probe = parameters + 1
            while probe < parametersEnd {
                if tokens[probe].kind == .colon, tokens[probe - 1].kind == .identifier, isText(probe - 1, equalTo: name) {
                    guard isBare, probe + 2 <= parametersEnd, tokens[probe + 1].kind == .identifier,
                          tokens[probe + 2].kind == .comma || tokens[probe + 2].kind == .rightParen
                            || isOperator(probe + 2, "=") else { return nil }
                    return text(probe + 1)
                }
                if tokens[probe].kind == .leftParen || tokens[probe].kind == .leftSquare { probe = partner(of: probe) ?? parametersEnd }
                probe += 1
            }
        }
        // No local, closure parameter or earlier bare use of the name in the function.
        if isBare {
            var probe = Int(declaration.keyword)
            while probe < first {
                if tokens[probe].kind == .identifier, isText(probe, equalTo: name), probe == 0 || tokens[probe - 1].kind != .period {
                    return nil
                }
                probe += 1
            }
        }
        // A stored property of an enclosing type in this file.
        var owner = Int(declaration.parent)
        while owner >= 0 {
            let type = declarations[owner]
            if type.kind.isType {
                // Tested in place, copied only when it matches (a copy retains its strings and arrays).
                for position in declarations.indices where Int(declarations[position].parent) == owner
                    && declarations[position].kind == .variable && declarations[position].nameText == name && position != function {
                    let member = declarations[position]
                    let typeEnd = Int(member.typeEnd)
                    guard member.typeStart >= 0, typeEnd >= 0, typeEnd < tokens.count, tokens[typeEnd].kind == .identifier,
                          member.body < 0 else { return nil }
                    return text(typeEnd)
                }
            }
            owner = Int(type.parent)
        }
        return nil
    }

    /// The labels of the switch body `open…close` whose patterns all name dead cases of the enum.
    func deadLabels(inSwitchBody open: Int, close: Int, enumName: UInt64, _ references: ProjectReferences) -> [ByteRange] {
        // The labels at the body's top level: `case` (not `if case`) and `default`.
        var labels: [Int] = []
        var probe = open + 1
        while probe < close {
            let kind = tokens[probe].kind
            if kind == .leftBrace || kind == .leftParen || kind == .leftSquare, let end = partner(of: probe), end > probe {
                probe = end + 1
                continue
            }
            if kind == .keyword, isText(probe, "default") || isText(probe, "case") && !isConditionCase(probe) {
                labels.append(probe)
            }
            probe += 1
        }
        var ranges: [ByteRange] = []
        for (number, label) in labels.enumerated() where isText(label, "case") {
            let end = number + 1 < labels.count ? labels[number + 1] - 1 : close - 1
            // `@unknown default` belongs to the next label.
            let last = end > label && tokens[end].kind == .attribute ? end - 1 : end
            guard last > label, labelNamesOnlyDeadCases(label, enumName: enumName, references) else { continue }
            ranges.append(range(from: label, through: last))
        }
        return ranges
    }

    /// Whether `case` at `position` is part of a condition (`if case`, `guard case`, `, case`).
    func isConditionCase(_ position: Int) -> Bool {
        let previous = position - 1
        guard previous >= 0 else { return false }
        return tokens[previous].kind == .comma || isText(previous, "if") || isText(previous, "guard")
            || isText(previous, "while") || isText(previous, "for")
    }

    /// Whether every item of the label's pattern list is `.name`, `let .name(…)`, `Kind.name(…)`
    /// naming a case of the enum nothing constructs.
    func labelNamesOnlyDeadCases(_ label: Int, enumName: UInt64, _ references: ProjectReferences) -> Bool {
        var probe = label + 1
        var items = 0
        while probe < tokens.count {
            if isText(probe, "let") || isText(probe, "var") { probe += 1 }
            // `.name` or `Kind.name` / `Outer.Kind.name`.
            var name = -1
            while probe + 1 < tokens.count {
                if tokens[probe].kind == .period, tokens[probe + 1].kind == .identifier {
                    name = probe + 1
                    probe += 2
                } else if tokens[probe].kind == .identifier, tokens[probe + 1].kind == .period {
                    probe += 1
                } else {
                    break
                }
            }
            guard name >= 0, references.isDeadCase(nameHash(at: name), of: enumName) else { return false }
            items += 1
            if probe < tokens.count, tokens[probe].kind == .leftParen {
                guard let end = partner(of: probe), end > probe else { return false }
                probe = end + 1
            }
            guard probe < tokens.count else { return false }
            if tokens[probe].kind == .colon { return items > 0 }
            guard tokens[probe].kind == .comma else { return false }
            probe += 1
        }
        return false
    }
}

extension ProjectReferences {
    /// The key of an enum's case in `deadCases`.
    @inline(__always) static func caseKey(_ caseName: UInt64, of enumName: UInt64) -> UInt64 {
        var value = enumName ^ (caseName &* 0x9E37_79B9_7F4A_7C15)
        value ^= value >> 31
        return value &* 0xBF58_476D_1CE4_E5B9
    }

    func isDeadCase(_ caseName: UInt64, of enumName: UInt64) -> Bool {
        deadCases.contains(Self.caseKey(caseName, of: enumName))
    }
}
