/// Whether two tokens sit in branches of one conditional that never both run: the arms of
/// one `if … else if … else` chain (`if #available` included), or two `case`s of one `switch`.
extension SyntaxIndex {
    public func areInExclusiveBranches(_ a: Int, _ b: Int) -> Bool {
        guard a != b, a >= 0, b >= 0, a < count, b < count else { return false }
        var chainOfA: [Int] = []
        forEachEnclosingScope(of: a) { chainOfA.append($0); return true }
        var enclosingB = Set<Int>()
        forEachEnclosingScope(of: b) { enclosingB.insert($0); return true }
        // The innermost scope holding both, and the child of it each token is in (nil: directly in it).
        guard let common = chainOfA.first(where: { enclosingB.contains($0) }) ?? (chainOfA.isEmpty ? nil : -1) else {
            return false
        }
        let childOfA = child(of: common, towards: a)
        let childOfB = child(of: common, towards: b)
        if let x = childOfA, let y = childOfB, x != y,
           scopes[x].kind == .controlFlow, scopes[y].kind == .controlFlow {
            return areArmsOfOneIf(min(x, y), max(x, y), parent: common)
        }
        // Two cases of one switch: both positions directly in the switch's braces.
        guard common >= 0, isSwitchBody(common) else { return false }
        let positionOfA = childOfA.map { Int(scopes[$0].open) } ?? a
        let positionOfB = childOfB.map { Int(scopes[$0].open) } ?? b
        guard let caseOfA = caseLabel(before: positionOfA, in: common),
              let caseOfB = caseLabel(before: positionOfB, in: common) else { return false }
        return caseOfA != caseOfB
    }

    /// The scope directly inside `parent` (-1: the file) that contains `token`, if any.
    private func child(of parent: Int, towards token: Int) -> Int? {
        var found: Int?
        forEachEnclosingScope(of: token) { scope in
            if scope == parent { return false }
            found = scope
            return true
        }
        return found
    }

    /// Whether control-flow scope `later` is reached from `earlier` through `else` and `else if`
    /// arms only: `if c { earlier } else if d { … } else { later }`.
    private func areArmsOfOneIf(_ earlier: Int, _ later: Int, parent: Int) -> Bool {
        var arm = earlier
        while true {
            let next = Int(scopes[arm].close) + 1
            guard isName(next, "else") else { return false }
            // The next arm: the first scope opening after `else` (its `if` condition holds no braces
            // of its own in the code this reads; a closure in the condition opens one, and then the
            // chain is not followed).
            guard let following = firstScope(openingAfter: next, parent: parent) else { return false }
            if following == later { return true }
            guard scopes[following].kind == .controlFlow, following < later else { return false }
            if !isName(next + 1, "if") { return false }
            arm = following
        }
    }

    private func firstScope(openingAfter token: Int, parent: Int) -> Int? {
        let first = scopes.partitioningIndex { Int($0.open) > token }
        var scope = first
        while scope < scopes.count {
            if Int(scopes[scope].parent) == parent { return scope }
            if Int(scopes[scope].open) > token + 64 { return nil }
            scope += 1
        }
        return nil
    }

    /// Whether a control-flow scope is the body of a `switch` (`switch subject {`).
    private func isSwitchBody(_ scope: Int) -> Bool {
        guard scopes[scope].kind == .controlFlow else { return false }
        var token = Int(scopes[scope].open) - 1
        var steps = 0
        while token >= 0, steps < 40 {
            if isName(token, "switch") { return true }
            switch kind(token) {
            case .leftBrace, .rightBrace, .semicolon: return false
            case .rightParen, .rightSquare:
                guard let open = partner(of: token), open < token else { return false }
                token = open - 1
            default:
                token -= 1
            }
            steps += 1
        }
        return false
    }

    /// The `case`/`default` label of the switch body `scope` that `token` follows.
    private func caseLabel(before token: Int, in scope: Int) -> Int? {
        var probe = token - 1
        let open = Int(scopes[scope].open)
        while probe > open {
            if kind(probe) == .rightBrace || kind(probe) == .rightParen || kind(probe) == .rightSquare {
                guard let partner = partner(of: probe), partner < probe else { return nil }
                probe = partner - 1
                continue
            }
            if isName(probe, "default") && kind(probe + 1) == .colon { return probe }
            if isName(probe, "case"), !isName(probe - 1, "if"), !isName(probe - 1, "guard"),
               !isName(probe - 1, "while"), kind(probe - 1) != .comma, !isName(probe - 1, "for") {
                return probe
            }
            probe -= 1
        }
        return nil
    }
}
