/// Expression extents: where an expression that starts at a token ends,
/// across line breaks of a modifier chain, trailing closures and `#if`
/// blocks inside a chain.
extension SyntaxIndex {
    /// The last token of the expression starting at `start`.
    ///
    /// Balanced groups are skipped whole. The expression continues across a
    /// line break when the next line starts with `.` (a modifier chain) or a
    /// binary operator, or when the line ends with a binary operator; it also
    /// continues through `#if … #endif` blocks whose branches start with `.`.
    /// It stops at `,` `;`, an unbalanced closer, a `:` outside a ternary, a
    /// `{` that is not a trailing closure, `=`, and statement keywords.
    public func expressionEnd(from start: Int) -> Int {
        guard start >= 0, start < count else { return start - 1 }
        var index = start
        var last = start - 1
        var ternaries = 0
        while index < count {
            let token = tokens[index]
            if index > start {
                if token.kind == .directive {
                    // `#if os(iOS)` / `.modifier()` / `#endif` inside a chain.
                    guard let resume = chainContinuation(afterDirective: index) else { break }
                    index = resume
                    continue
                }
                if token.flags.contains(.isAtStartOfLine) && !continuesExpression(at: index, after: last) { break }
                switch token.kind {
                case .comma, .semicolon, .rightParen, .rightSquare, .rightBrace, .interpolationEnd, .stringEnd:
                    return last
                case .colon:
                    if ternaries == 0 { return last }
                    ternaries -= 1
                case .leftBrace:
                    guard isTrailingClosure(index), let close = partner(of: index) else { return last }
                    last = close
                    index = close + 1
                    continue
                case .identifier:
                    // A labeled trailing closure: `} label: {`.
                    if tokens[last].kind == .rightBrace, kind(index + 1) == .colon, kind(index + 2) == .leftBrace,
                       let close = partner(of: index + 2) {
                        last = close
                        index = close + 1
                        continue
                    }
                    if isExpressionJuxtaposition(index, after: last) { return last }
                case .keyword:
                    if tokens[last].kind != .period, endsExpression(keyword: index) { return last }
                case .operator:
                    if isText(index, "=") { return last }
                    if isText(index, "?") && !isLeftBound(index) { ternaries += 1 }
                default:
                    break
                }
            }
            switch token.kind {
            case .leftParen, .leftSquare, .stringStart, .leftBrace:
                guard let close = partner(of: index) else { return last }
                last = close
                index = close + 1
            default:
                last = index
                index += 1
            }
        }
        return last
    }

    /// Whether an identifier right after `last` on the same line cannot continue the
    /// expression (two primaries side by side start a new statement).
    func isExpressionJuxtaposition(_ index: Int, after last: Int) -> Bool {
        guard last >= 0 else { return false }
        if tokens[last].kind == .identifier, isText(last, "await") || isText(last, "some") || isText(last, "any")
            || isText(last, "consume") || isText(last, "copy") || isText(last, "each") || isText(last, "unsafe") {
            return false
        }
        switch tokens[last].kind {
        case .identifier, .integer, .float, .stringEnd, .rightParen, .rightSquare, .dollarIdentifier:
            return !tokens[index].flags.contains(.isAtStartOfLine) && tokens[index].flags.contains(.hasLeadingTrivia)
        default:
            return false
        }
    }

    /// Keywords that cannot occur inside an expression, so they end it.
    func endsExpression(keyword index: Int) -> Bool {
        switch Int(tokens[index].range.length) {
        case 2: return isText(index, "in") || isText(index, "if") || isText(index, "do")
        case 3: return isText(index, "let") || isText(index, "var") || isText(index, "for")
        case 4: return isText(index, "else") || isText(index, "case") || isText(index, "func")
        case 5: return isText(index, "where") || isText(index, "guard") || isText(index, "catch") || isText(index, "while")
            || isText(index, "class") || isText(index, "defer")
        case 6: return isText(index, "return") || isText(index, "switch") || isText(index, "import")
            || isText(index, "struct") || isText(index, "static")
        case 7: return isText(index, "default") || isText(index, "private")
        default: return false
        }
    }

    /// Whether the token at the start of a line continues the expression ending at `last`.
    func continuesExpression(at index: Int, after last: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .period { return true }
        if token.kind == .operator {
            // A binary operator starting the line (`?? fallback`, `+ 1`); not a prefix `!x` or `-1`.
            if isText(index, "=") { return false }
            return index + 1 < count && tokens[index + 1].flags.contains(.hasLeadingTrivia)
        }
        guard last >= 0 else { return false }
        let previous = tokens[last]
        if previous.kind == .operator {
            // The line ended with a binary operator (`a &&` / `b`).
            return previous.flags.contains(.hasLeadingTrivia) && !isText(last, "!") && !isText(last, "?")
                || isText(last, "=")
        }
        return previous.kind == .period
    }

    /// Whether the operator token at `index` touches the token before it.
    func isLeftBound(_ index: Int) -> Bool {
        !tokens[index].flags.contains(.hasLeadingTrivia)
    }

    /// Whether the `{` at `index` is a trailing closure of the call before it.
    public func isTrailingClosure(_ index: Int) -> Bool {
        guard kind(index) == .leftBrace, index > 0 else { return false }
        if let scope = scope(openedBy: index), scopes[scope].kind != .closure { return false }
        if isName(index + 1, "didSet") || isName(index + 1, "willSet") { return false }
        switch tokens[index - 1].kind {
        case .rightParen, .identifier, .rightBrace, .rightSquare, .keyword:
            if tokens[index - 1].kind == .keyword && !(isText(index - 1, "self") || isText(index - 1, "Self")
                                                         || isText(index - 1, "init") || isText(index - 1, "super")) {
                return false
            }
            return true
        case .operator:
            return isText(index - 1, ">")     // `ForEach<Data>{`: rare generic call
        default:
            return false
        }
    }

    /// After a `#if`/`#elseif`/`#else`/`#endif` directive inside a modifier chain:
    /// the index where the chain resumes (the next `.` or the token after
    /// `#endif` when a `.` follows), or `nil` when the directive ends the expression.
    func chainContinuation(afterDirective index: Int) -> Int? {
        var probe = index + 1
        // Skip the directive's condition: the rest of its line.
        while probe < count, !tokens[probe].flags.contains(.isAtStartOfLine) { probe += 1 }
        guard probe < count else { return nil }
        if tokens[probe].kind == .period { return probe }
        if tokens[probe].kind == .directive { return probe }
        return nil
    }
}
