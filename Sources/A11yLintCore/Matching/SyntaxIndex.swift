/// The shared, read-only view of one Swift file that every rule works on:
/// tokens, bracket pairs, scopes and declarations, `#if` regions, and the
/// occurrences of the names rules subscribe to. Built once per file in a few
/// linear passes; nothing in it recurses, so 100,000 nested brackets are fine.
public struct SyntaxIndex: Sendable {
    public let source: SourceFile
    public let tokens: [Token]
    public let comments: [Comment]
    /// For each token: the index of its matching bracket or string delimiter
    /// (`(` `)`, `[` `]`, `{` `}`, `stringStart` `stringEnd`,
    /// `interpolationStart` `interpolationEnd`), or -1 when unmatched or not a bracket.
    public let partner: [Int32]
    /// For each token: the innermost open bracket, string or interpolation around it
    /// (the top of the bracket stack when the token was reached), or -1.
    public let parent: [Int32]
    /// Scopes (`{ … }` bodies) in order of their opening brace.
    public internal(set) var scopes: [Scope] = []
    /// Declarations in source order.
    public internal(set) var declarations: [Declaration] = []
    /// `#if` branches in order of their first token.
    public internal(set) var branches: [ConditionalBranch] = []
    /// Declarations by name, in source order (filter by kind as needed).
    var declarationsByName: [String: [Int32]] = [:]
    /// For each declaration: its first member and its next sibling (-1 for none).
    var firstMember: [Int32] = []
    var nextSibling: [Int32] = []
    /// Every assignment-like write, computed once.
    public internal(set) var writes: [Assignment] = []
    /// Occurrences (token indices) of each subscribed name, by `NameTable` id.
    public let occurrences: [[Int32]]

    /// Indexes a lexed file.
    public init(source: SourceFile, stream: TokenStream, names: NameTable) {
        self.source = source
        self.tokens = stream.tokens
        self.comments = stream.comments
        let brackets = SyntaxIndex.matchBrackets(stream.tokens, bytes: source.bytes)
        self.partner = brackets.partner
        self.parent = brackets.parent
        self.occurrences = SyntaxIndex.collectOccurrences(stream.tokens, bytes: source.bytes, names: names)
        buildDeclarations()
        buildConditionals()
        writes = computeAssignments()
    }

    /// Lexes and indexes `source`.
    public init(source: SourceFile, names: NameTable) {
        self.init(source: source, stream: Lexer.lex(source.bytes), names: names)
    }

    // MARK: - Token access

    /// The number of tokens.
    @inlinable public var count: Int { tokens.count }

    /// The kind of token `index`, or `nil` out of range.
    @inline(__always) public func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    /// The text of token `index` (builds a `String`: for messages and rare paths).
    public func text(_ index: Int) -> String {
        guard index >= 0 && index < tokens.count else { return "" }
        return source.text(of: tokens[index].range)
    }

    /// The source text from the start of token `first` to the end of token `last`.
    public func text(from first: Int, through last: Int) -> String {
        guard first >= 0, last < tokens.count, first <= last else { return "" }
        return source.text(of: ByteRange(start: tokens[first].start, end: tokens[last].end))
    }

    /// Whether token `index` spells exactly `literal` (any kind).
    @inline(__always) public func isText(_ index: Int, _ literal: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let range = tokens[index].range
        let length = Int(range.length)
        guard length == literal.utf8CodeUnitCount else { return false }
        return source.bytes.withUnsafeBufferPointer { buffer in
            literal.withUTF8Buffer { expected in
                let start = Int(range.start)
                for offset in 0..<length where buffer[start + offset] != expected[offset] { return false }
                return true
            }
        }
    }

    /// How many bytes of token `index` equal `byte`, read from the source bytes without
    /// building a `String` (`"` in a string's opening, `\\` in a segment).
    public func count(of byte: UInt8, inToken index: Int) -> Int {
        guard index >= 0 && index < tokens.count else { return 0 }
        let range = tokens[index].range
        return source.bytes.withUnsafeBufferPointer { buffer in
            var found = 0
            for offset in Int(range.start)..<Int(range.end) where buffer[offset] == byte { found += 1 }
            return found
        }
    }

    /// Whether token `index` is an identifier or keyword spelled `literal`.
    @inline(__always) public func isName(_ index: Int, _ literal: StaticString) -> Bool {
        guard let kind = kind(index), kind == .identifier || kind == .keyword else { return false }
        return isText(index, literal)
    }

    /// Whether token `index` spells `name` (any kind), compared by length then bytes,
    /// without building a `String` for tokens of another length.
    public func isText(_ index: Int, equalTo name: String) -> Bool {
        guard index >= 0 && index < tokens.count, Int(tokens[index].range.length) == name.utf8.count else { return false }
        return source.bytes[Int(tokens[index].start)..<Int(tokens[index].end)].elementsEqual(name.utf8)
    }

    /// Whether token `index` is an operator whose first character is `<` (`<`, `<<`,
    /// `<Item>` glued to a generic clause), read from its first byte.
    @inline(__always) public func isOperatorStartingWithLess(_ index: Int) -> Bool {
        kind(index) == .operator && source.bytes[Int(tokens[index].start)] == UInt8(ascii: "<")
    }

    /// Whether tokens `a` and `b` are spelled the same.
    public func isSpelledAlike(_ a: Int, _ b: Int) -> Bool {
        guard a >= 0, b >= 0, a < tokens.count, b < tokens.count,
              tokens[a].range.length == tokens[b].range.length else { return false }
        let bytes = source.bytes
        return bytes[Int(tokens[a].start)..<Int(tokens[a].end)].elementsEqual(bytes[Int(tokens[b].start)..<Int(tokens[b].end)])
    }

    /// Whether token `index` is an identifier or keyword spelled like any of `names`.
    public func isName(_ index: Int, in names: Set<String>) -> Bool {
        guard let kind = kind(index), kind == .identifier || kind == .keyword else { return false }
        return names.contains(text(index))
    }

    /// Whether token `index` is an operator spelled `literal`.
    @inline(__always) public func isOperator(_ index: Int, _ literal: StaticString) -> Bool {
        kind(index) == .operator && isText(index, literal)
    }

    /// The matching bracket of token `index`, if any.
    @inline(__always) public func partner(of index: Int) -> Int? {
        guard index >= 0 && index < partner.count else { return nil }
        let value = partner[index]
        return value >= 0 ? Int(value) : nil
    }

    /// Whether token `index` starts a line.
    @inline(__always) public func isAtStartOfLine(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].flags.contains(.isAtStartOfLine)
    }

    /// Occurrences of a subscribed name id.
    public func occurrences(of id: Int) -> [Int32] {
        id >= 0 && id < occurrences.count ? occurrences[id] : []
    }

    /// Occurrences of a subscribed name id within tokens `first...last` (binary search:
    /// occurrences are in token order).
    public func occurrences(of id: Int, from first: Int, through last: Int) -> ArraySlice<Int32> {
        let all = occurrences(of: id)
        guard first <= last, !all.isEmpty else { return [] }
        func lowerBound(_ token: Int) -> Int { all.partitioningIndex { Int($0) >= token } }
        return all[lowerBound(first)..<lowerBound(last + 1)]
    }

    /// Whether an identifier or keyword with the subscribed name id occurs in tokens
    /// `first...last` (what `contains(_:from:through:)` answers by scanning).
    public func containsName(_ id: Int, from first: Int, through last: Int) -> Bool {
        occurrences(of: id, from: first, through: last).contains { token in
            let kind = tokens[Int(token)].kind
            return kind == .identifier || kind == .keyword
        }
    }

    /// The byte range spanning tokens `first...last`.
    public func range(from first: Int, through last: Int) -> ByteRange {
        ByteRange(start: tokens[max(0, first)].start, end: tokens[min(tokens.count - 1, max(first, last))].end)
    }

    /// The 1-based line of token `index`.
    public func line(of index: Int) -> Int {
        guard index >= 0 && index < tokens.count else { return 0 }
        return source.lineIndex(of: tokens[index].start) + 1
    }

    // MARK: - Enclosing brackets

    /// The innermost opener (bracket, string or interpolation) that encloses token
    /// `index` (a closer's is its own opener), recorded while matching: O(1).
    public func enclosingOpener(of index: Int) -> Int? {
        guard index >= 0, index < parent.count else { return nil }
        let opener = Int(parent[index])
        return opener >= 0 ? opener : nil
    }

    /// Calls `body` with each enclosing opener of `index`, innermost first, until it returns false.
    public func forEachEnclosingOpener(of index: Int, _ body: (Int) -> Bool) {
        var current = index
        while let opener = enclosingOpener(of: current) {
            if !body(opener) { return }
            current = opener
        }
    }

    // MARK: - Building

    /// Pairs brackets with a stack. A closer that does not match the top pops
    /// unmatched openers only when a matching one is below; otherwise it stays
    /// unmatched. Across `#if`/`#else` branches the stack is restored to its
    /// state at `#if`, and after `#endif` the first branch's stack is kept, so a
    /// branch that opens `{` differently from its sibling does not derail
    /// everything after it.
    static func matchBrackets(_ tokens: [Token], bytes: [UInt8]) -> (partner: [Int32], parent: [Int32]) {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var parent = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        // For each open `#if`: the stack at `#if`, and the stack at the end of the first branch.
        var saved: [(atIf: [Int32], afterFirst: [Int32]?)] = []

        func closes(_ open: TokenKind, _ close: TokenKind) -> Bool {
            switch (open, close) {
            case (.leftParen, .rightParen), (.leftSquare, .rightSquare), (.leftBrace, .rightBrace),
                 (.stringStart, .stringEnd), (.interpolationStart, .interpolationEnd):
                return true
            default:
                return false
            }
        }

        for index in tokens.indices {
            let kind = tokens[index].kind
            parent[index] = stack.last ?? -1
            switch kind {
            case .leftParen, .leftSquare, .leftBrace, .stringStart, .interpolationStart:
                stack.append(Int32(index))
            case .rightParen, .rightSquare, .rightBrace, .stringEnd, .interpolationEnd:
                // Brackets never pair across a string or interpolation boundary.
                var depth = stack.count - 1
                while depth >= 0 {
                    let openKind = tokens[Int(stack[depth])].kind
                    if closes(openKind, kind) { break }
                    if openKind == .stringStart || openKind == .interpolationStart { depth = -1; break }
                    depth -= 1
                }
                if depth >= 0 {
                    let open = stack[depth]
                    partner[index] = open
                    partner[Int(open)] = Int32(index)
                    stack.removeLast(stack.count - depth)
                    parent[index] = open                  // a closer belongs to its own opener
                }
            case .directive:
                let start = Int(tokens[index].start)
                let length = Int(tokens[index].end) - start
                // `#if` is 3 bytes, `#else` 5, `#elseif` 7, `#endif` 6.
                if length == 3 {
                    saved.append((stack, nil))
                } else if length == 5 || length == 7 {
                    if var top = saved.popLast() {
                        if top.afterFirst == nil { top.afterFirst = stack }
                        stack = top.atIf
                        saved.append(top)
                    }
                } else if length == 6, let top = saved.popLast(), let first = top.afterFirst {
                    stack = first
                }
            default:
                break
            }
        }
        return (partner, parent)
    }

    /// Records the token indices of every subscribed name.
    static func collectOccurrences(_ tokens: [Token], bytes: [UInt8], names: NameTable) -> [[Int32]] {
        var occurrences = [[Int32]](repeating: [], count: names.names.count)
        guard !names.names.isEmpty else { return occurrences }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for (index, token) in tokens.enumerated() {
                switch token.kind {
                case .identifier, .keyword, .attribute, .poundWord:
                    var start = Int(token.start)
                    var count = Int(token.end) - start
                    if token.kind == .attribute || token.kind == .poundWord { start += 1; count -= 1 }
                    if let id = names.id(of: base + start, count: count) {
                        occurrences[id].append(Int32(index))
                    }
                default:
                    break
                }
            }
        }
        return occurrences
    }
}

extension SyntaxIndex {
    /// About how many bytes the index holds, with its source (`IndexRetention`): its arrays at
    /// their element sizes, and an allowance for each declaration's names and lists.
    var retainedBytes: Int {
        let perToken = MemoryLayout<Token>.stride + 2 * MemoryLayout<Int32>.stride
        let occurrenceCount = occurrences.reduce(0) { $0 + $1.count }
        return source.bytes.count + source.lineStarts.count * MemoryLayout<UInt32>.stride
            + tokens.count * perToken
            + comments.count * MemoryLayout<Comment>.stride
            + scopes.count * MemoryLayout<Scope>.stride
            + declarations.count * (MemoryLayout<Declaration>.stride + 128)
            + branches.count * MemoryLayout<ConditionalBranch>.stride
            + writes.count * (MemoryLayout<Assignment>.stride + 32)
            + occurrences.count * 16 + occurrenceCount * MemoryLayout<Int32>.stride
            + (firstMember.count + nextSibling.count) * MemoryLayout<Int32>.stride
    }
}

extension SyntaxIndex {
    /// The identifier tokens spelled exactly `name` (byte for byte, as `isText(_:equalTo:)`),
    /// in order: one scan over the tokens that compares a length and a first byte before the
    /// rest, without a bounds check or a slice per token.
    func identifierPositions(spelled name: String) -> [Int] {
        var name = name
        return name.withUTF8 { expected in
            guard let first = expected.first, let expectedBase = expected.baseAddress else { return [] }
            let length = expected.count
            var result: [Int] = []
            tokens.withUnsafeBufferPointer { tokens in
                source.bytes.withUnsafeBufferPointer { bytes in
                    guard let base = bytes.baseAddress else { return }
                    for position in 0..<tokens.count {
                        let token = tokens[position]
                        let start = Int(token.range.start)
                        guard token.kind == .identifier, Int(token.range.end) - start == length, base[start] == first
                        else { continue }
                        var offset = 1
                        while offset < length, base[start + offset] == expectedBase[offset] { offset += 1 }
                        if offset == length { result.append(position) }
                    }
                }
            }
            return result
        }
    }
}
