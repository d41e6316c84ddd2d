/// How a member is changed.
public enum AssignmentKind: UInt8, Sendable {
    /// `a.b = value`
    case assign
    /// `a.b |= value`, `a.b += value`, `a.b.formUnion(value)`, `a.b.insert(value)`
    case add
    /// `a.b.remove(value)`, `a.b.subtract(value)`, `a.b -= value`
    case remove
}

/// A write to a member path: `self.titleLabel.accessibilityTraits = [.button]`,
/// `item.accessibilityTraits.insert(.button)`, `flags |= .header`.
public struct Assignment: Sendable {
    /// Token indices of the path's names, `self` included (`self`, `titleLabel`, `accessibilityTraits`).
    public var target: [Int32]
    public var kind: AssignmentKind
    /// The `=`/`|=` operator, or the `insert`/`formUnion` name.
    public var operation: Int32
    /// First and last token of the value.
    public var valueStart: Int32
    public var valueEnd: Int32
}

extension SyntaxIndex {
    /// Every assignment-like write in the file, in source order (computed once, at indexing).
    public func assignments() -> [Assignment] { writes }

    /// Finds the writes (called once by the initializer).
    func computeAssignments() -> [Assignment] {
        var result: [Assignment] = []
        for index in 0..<count {
            let token = tokens[index]
            if token.kind == .operator {
                let kind: AssignmentKind
                if isText(index, "=") {
                    kind = .assign
                } else if isText(index, "|=") || isText(index, "+=") {
                    kind = .add
                } else if isText(index, "-=") {
                    kind = .remove
                } else {
                    continue
                }
                let target = targetPath(endingAt: index - 1)
                guard !target.isEmpty, index + 1 < count else { continue }
                // `let x = …` and `var x = …` are declarations, not member writes.
                if let first = target.first, isName(Int(first) - 1, "let") || isName(Int(first) - 1, "var") { continue }
                result.append(Assignment(target: target, kind: kind, operation: Int32(index),
                                         valueStart: Int32(index + 1), valueEnd: Int32(expressionEnd(from: index + 1))))
            } else if token.kind == .identifier, kind(index - 1) == .period, kind(index + 1) == .leftParen,
                      let close = partner(of: index + 1) {
                let kind: AssignmentKind
                if isText(index, "insert") || isText(index, "formUnion") {
                    kind = .add
                } else if isText(index, "remove") || isText(index, "subtract") {
                    kind = .remove
                } else {
                    continue
                }
                let target = targetPath(endingAt: index - 2)
                guard !target.isEmpty, close > index + 2 else { continue }
                result.append(Assignment(target: target, kind: kind, operation: Int32(index),
                                         valueStart: Int32(index + 2), valueEnd: Int32(close - 1)))
            }
        }
        return result
    }

    /// The names of a member path ending at `end` (`self.label?.text` → self, label, text),
    /// or empty when the tokens before are not a plain path.
    public func targetPath(endingAt end: Int) -> [Int32] {
        var names: [Int32] = []
        var probe = end
        while true {
            guard isPathName(probe) else { return [] }
            names.append(Int32(probe))
            guard kind(probe - 1) == .period else { break }
            let joined = probe - 2
            if isPathName(joined) {
                probe = joined
            } else if kind(joined) == .operator, !tokens[joined].flags.contains(.hasLeadingTrivia),
                      isText(joined, "?") || isText(joined, "!") {
                probe = joined - 1                   // `label?.text`
            } else {
                return []                            // `foo().bar = …`, `.implicit = …`
            }
        }
        return names.reversed()
    }

    /// Whether token `index` can be a name in a member path (`self`, `label`, `$0`).
    func isPathName(_ index: Int) -> Bool {
        guard let kind = kind(index) else { return false }
        switch kind {
        case .identifier, .dollarIdentifier: return true
        case .keyword: return isText(index, "self") || isText(index, "super")
        default: return false
        }
    }

    /// The path names of an assignment as strings, `self` dropped (`["titleLabel", "accessibilityTraits"]`).
    public func pathNames(_ path: [Int32]) -> [String] {
        var names = path.map { text(Int($0)) }
        while names.first == "self" { names.removeFirst() }
        return names
    }

    /// Whether the token range contains an implicit or qualified member named `literal`
    /// (`.button`, `UIAccessibilityTraits.button`, `[.button, .header]`).
    public func containsMember(_ literal: StaticString, from first: Int, through last: Int) -> Bool {
        guard first <= last, count > 0 else { return false }
        for probe in max(1, first)...min(count - 1, last) where kind(probe - 1) == .period && isText(probe, literal) {
            return true
        }
        return false
    }

    /// The local variable declaration named by token `name` that is visible at
    /// `name` (declared earlier in an enclosing function or closure), if any. A name after
    /// `self.` is the member, even where a local of the same name is in scope
    /// (`let openButton = …; self.openButton = openButton; self.openButton.accessibilityLabel = …`).
    public func localDeclaration(named name: Int) -> Int? {
        if name >= 2, kind(name - 1) == .period, isName(name - 2, "self") { return nil }
        guard let candidates = declarationsByName[text(name)], !candidates.isEmpty else { return nil }
        // Locals visible at `name` live inside its outermost enclosing code scope (function,
        // closure, accessor); candidates declared before that scope cannot be visible.
        var limit = -1
        forEachEnclosingScope(of: name) { scope in
            if scopes[scope].kind == .typeBody { return false }
            limit = Int(scopes[scope].open)
            return true
        }
        guard limit >= 0 else { return nil }
        // The last candidate before `name` (binary search), then backwards to `limit`.
        var position = candidates.partitioningIndex { Int(declarations[Int($0)].keyword) >= name } - 1
        while position >= 0 {
            let index = Int(candidates[position])
            let keyword = Int(declarations[index].keyword)
            if keyword < limit { break }
            guard declarations[index].kind == .variable else { position -= 1; continue }
            // Visible when the declaration's innermost scope (not a type body) encloses the use.
            if let scope = innermostScope(containing: keyword), scopes[scope].kind != .typeBody,
               Int(scopes[scope].open) < name, Int(scopes[scope].close) > name {
                return index
            }
            position -= 1
        }
        return nil
    }
}

extension SyntaxIndex {
    /// Whether tokens `first...last` assign one of `members` on `self` (implicitly or
    /// explicitly: `accessibilityLabel = …`, `self.title = …`).
    func assignsAnyMember(_ members: Set<String>, ofSelfFrom first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...min(last, count - 1) where isOperator(probe, "=") {
            // Only a member name right before `=` can make a one-name path on `self`.
            guard kind(probe - 1) == .identifier, members.contains(text(probe - 1)) else { continue }
            if pathNames(targetPath(endingAt: probe - 1)).count == 1 { return true }
        }
        return false
    }
}
