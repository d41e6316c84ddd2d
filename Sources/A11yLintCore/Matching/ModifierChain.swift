/// One `.name(…)` / `.name { … }` / `.name` link of a member chain.
public struct ChainLink: Sendable {
    /// The `.` before the name.
    public var period: Int32
    /// The member name.
    public var name: Int32
    /// Its call, when arguments or closures follow.
    public var call: CallSite?
    /// The last token of the link.
    public var end: Int32
}

/// A SwiftUI-style modifier chain: a base expression and the members applied to it.
public struct ModifierChain: Sendable {
    /// The first token of the base expression (`Text` in `Text("a").bold()`), or of an implicit member.
    public var baseStart: Int32
    /// The last token of the base expression.
    public var baseEnd: Int32
    /// The links after the base, in source order.
    public var links: [ChainLink]

    /// The last token of the whole chain.
    public var end: Int32 { links.last?.end ?? baseEnd }
}

extension SyntaxIndex {
    /// The chain links following the expression whose last token is `end`,
    /// across line breaks, comments and `#if` blocks inside the chain.
    public func chainLinks(after end: Int) -> [ChainLink] {
        var links: [ChainLink] = []
        var probe = end + 1
        while probe < count {
            let token = tokens[probe]
            if token.kind == .directive {
                guard let resume = chainContinuation(afterDirective: probe) else { break }
                probe = resume
                continue
            }
            if token.kind == .operator, !token.flags.contains(.hasLeadingTrivia),
               isText(probe, "?") || isText(probe, "!") {
                probe += 1                                 // optional chaining: `view?.foo`
                continue
            }
            if token.kind == .leftSquare, !token.flags.contains(.hasLeadingTrivia), let close = partner(of: probe) {
                probe = close + 1                          // subscript
                continue
            }
            guard token.kind == .period, let nameKind = kind(probe + 1),
                  nameKind == .identifier || nameKind == .keyword else { break }
            if token.flags.contains(.isAtStartOfLine) == false, token.flags.contains(.hasLeadingTrivia),
               probe > 0, tokens[probe - 1].kind == .comma {
                break
            }
            let name = probe + 1
            if let call = call(named: name) {
                links.append(ChainLink(period: Int32(probe), name: Int32(name), call: call, end: call.end))
                probe = Int(call.end) + 1
            } else {
                links.append(ChainLink(period: Int32(probe), name: Int32(name), call: nil, end: Int32(name)))
                probe = name + 1
            }
        }
        return links
    }

    /// Whether token `index` lies on a line that starts with a directive (`#if os(iOS)`).
    func isOnDirectiveLine(_ index: Int) -> Int? {
        var probe = index
        while probe > 0, !tokens[probe].flags.contains(.isAtStartOfLine) { probe -= 1 }
        return tokens[probe].kind == .directive ? probe : nil
    }

    /// The first token of the postfix expression ending at `end` (a call with its
    /// trailing closures, a name, a literal, a parenthesized group), not walking
    /// back over `.` links.
    func primaryStart(endingAt end: Int) -> Int {
        var end = end
        // Iterative: subscripts and postfix `?`/`!` step back to the expression they apply to.
        for _ in 0..<count {
            switch tokens[end].kind {
            case .rightBrace:
                guard let open = partner(of: end) else { return end }
                var start = firstTrailingClosure(from: open)
                guard isTrailingClosure(start) else { return start }
                if kind(start - 1) == .rightParen, let paren = partner(of: start - 1) {
                    start = paren
                } else {
                    return start - 1
                }
                if let kind = kind(start - 1), kind == .identifier || kind == .keyword { start -= 1 }
                return start
            case .rightParen:
                guard let open = partner(of: end) else { return end }
                if let kind = kind(open - 1), kind == .identifier || kind == .keyword,
                   !tokens[open].flags.contains(.isAtStartOfLine) {
                    return open - 1
                }
                return open
            case .rightSquare:
                guard let open = partner(of: end) else { return end }
                if let kind = kind(open - 1), kind == .identifier || kind == .keyword || kind == .rightParen
                    || kind == .rightSquare, !tokens[open].flags.contains(.hasLeadingTrivia) {
                    end = open - 1
                    continue
                }
                return open
            case .stringEnd:
                return partner(of: end) ?? end
            case .operator:
                if (isText(end, "?") || isText(end, "!")) && !tokens[end].flags.contains(.hasLeadingTrivia), end > 0 {
                    end -= 1
                    continue
                }
                return end
            default:
                return end
            }
        }
        return end
    }

    /// The chain around a link name: walks back from `name` over earlier links to
    /// the base expression, and forward over later links.
    public func chain(containing name: Int) -> ModifierChain? {
        guard kind(name - 1) == .period else { return nil }
        var links: [ChainLink] = []
        var period = name - 1
        var baseStart = period
        var baseEnd = period - 1
        // Walk back link by link.
        while true {
            var before = period - 1
            // Skip `#if …` / `#endif` lines between links.
            while before >= 0, let directive = isOnDirectiveLine(before) { before = directive - 1 }
            guard before >= 0 else { baseStart = period; baseEnd = period - 1; break }
            let kindBefore = tokens[before].kind
            let endsExpression: Bool
            switch kindBefore {
            case .rightParen, .rightBrace, .rightSquare, .identifier, .keyword, .stringEnd, .integer, .float,
                 .dollarIdentifier:
                endsExpression = !(kindBefore == .keyword && !(isText(before, "self") || isText(before, "Self")
                                                                || isText(before, "super") || isText(before, "init")))
            case .operator:
                endsExpression = (isText(before, "?") || isText(before, "!")) && !tokens[before].flags.contains(.hasLeadingTrivia)
            default:
                endsExpression = false
            }
            guard endsExpression else {
                // An implicit member expression (`.red`, `.init(…)`): the chain starts at this period.
                baseStart = period
                baseEnd = period - 1
                break
            }
            let start = primaryStart(endingAt: before)
            if kind(start - 1) == .period, let nameKind = kind(start), nameKind == .identifier || nameKind == .keyword {
                // The call is looked up only if these links are used (see below).
                links.append(ChainLink(period: Int32(start - 1), name: Int32(start), call: nil, end: Int32(before)))
                period = start - 1
                continue
            }
            baseStart = start
            baseEnd = before
            break
        }
        links.reverse()
        let forward = chainLinks(after: baseEnd < baseStart ? baseStart - 1 : baseEnd)
        // `chainLinks(after:)` re-reads the links from the base on, so it covers `name` and later links.
        if baseEnd < baseStart {
            // Implicit member base: the first link is the base itself.
            return ModifierChain(baseStart: Int32(baseStart), baseEnd: Int32(baseStart), links: forward)
        }
        guard forward.isEmpty else {
            return ModifierChain(baseStart: Int32(baseStart), baseEnd: Int32(baseEnd), links: forward)
        }
        for position in links.indices { links[position].call = call(named: Int(links[position].name)) }
        return ModifierChain(baseStart: Int32(baseStart), baseEnd: Int32(baseEnd), links: links)
    }

    /// Whether a chain has a link named `literal`.
    public func chain(_ chain: ModifierChain, has literal: StaticString) -> Bool {
        chain.links.contains { isText(Int($0.name), literal) }
    }

    /// The links of a chain named `literal`.
    public func links(of chain: ModifierChain, named literal: StaticString) -> [ChainLink] {
        chain.links.filter { isText(Int($0.name), literal) }
    }
}
