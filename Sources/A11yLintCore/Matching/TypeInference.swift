/// Light type inference for declarations: enough to know that
/// `@IBOutlet var titleLabel: UILabel!` holds a `UILabel` and
/// `lazy var item = { let b = UIBarButtonItem(…); …; return b }()` a `UIBarButtonItem`.
extension SyntaxIndex {
    /// The declared or inferred type name of a variable declaration, if simple:
    /// the first name of its annotation (`UILabel!` → `UILabel`), or the callee
    /// of its initializer (`RefreshProgressView(frame: .zero)`), looking through
    /// `{ … }()` initializer closures to the variable they return (at most four closures deep:
    /// `let index = { …; return index }()` names the variable it declares).
    public func inferredTypeName(ofDeclaration declaration: Int) -> String? {
        inferredTypeName(ofDeclaration: declaration, depth: 0)
    }

    func inferredTypeName(ofDeclaration declaration: Int, depth: Int) -> String? {
        let decl = declarations[declaration]
        if decl.typeStart >= 0 {
            var probe = Int(decl.typeStart)
            while probe <= Int(decl.typeEnd) {
                if kind(probe) == .attribute || isName(probe, "some") || isName(probe, "any") { probe += 1; continue }
                guard kind(probe) == .identifier else { return nil }
                // `UIKit.UILabel` → `UILabel`; `Array<…>` and friends are not interesting.
                var last = probe
                while kind(last + 1) == .period, kind(last + 2) == .identifier { last += 2 }
                return text(last)
            }
            return nil
        }
        guard decl.initializerStart >= 0 else { return nil }
        return typeName(ofExpressionAt: Int(decl.initializerStart), depth: depth)
    }

    /// The type an expression starting at `start` evidently creates: `Foo(…)`,
    /// `Foo.init(…)`, `Foo { … }`, or an immediately-called closure returning a local.
    public func typeName(ofExpressionAt start: Int, depth: Int = 0) -> String? {
        guard depth < 4, let kind = kind(start) else { return nil }
        if kind == .leftBrace, let close = partner(of: start), self.kind(close + 1) == .leftParen {
            // `{ let view = UIView(); …; return view }()`
            var probe = close - 1
            while probe > start {
                if isName(probe, "return"), self.kind(probe + 1) == .identifier,
                   let local = localDeclaration(named: probe + 1) {
                    return inferredTypeName(ofDeclaration: local, depth: depth + 1)
                }
                probe -= 1
            }
            return nil
        }
        if isName(start, "try") || isName(start, "await") { return typeName(ofExpressionAt: start + 1, depth: depth + 1) }
        guard kind == .identifier else { return nil }
        var last = start
        while self.kind(last + 1) == .period, let next = self.kind(last + 2), next == .identifier || next == .keyword {
            last += 2
        }
        // `Foo.init(…)` / `Foo(…)` / `Foo { … }`: a type name starts with an uppercase letter.
        var nameToken = last
        if isName(last, "init"), last >= 2 { nameToken = last - 2 }
        guard call(named: last) != nil, startsWithUppercase(nameToken) else { return nil }
        return text(nameToken)
    }

    /// Whether the token's text starts with an ASCII uppercase letter.
    public func startsWithUppercase(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        let byte = source.bytes[Int(tokens[index].start)]
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// The variable declared by `let NAME = <expr starting at start>` or
    /// `var NAME: T = …`, when the expression at `start` is its whole initializer.
    public func declarationInitialized(byExpressionAt start: Int) -> Int? {
        guard isOperator(start - 1, "=") else { return nil }
        func namesVariable(_ token: Int) -> Bool {
            kind(token) == .identifier && (isName(token - 1, "let") || isName(token - 1, "var"))
        }
        var probe = start - 2
        if !namesVariable(probe) {
            // `let name: Type = …`, `var map: [String: Int] = …`: walk back over the annotation
            // (stepping over brackets, never past the start of the line) to its colon and the name.
            var steps = 0
            while probe > 0, steps < 32, kind(probe) != .colon {
                if let kind = kind(probe), kind == .rightSquare || kind == .rightParen, let open = partner(of: probe) {
                    probe = open
                }
                if isAtStartOfLine(probe) { return nil }
                probe -= 1
                steps += 1
            }
            guard kind(probe) == .colon else { return nil }
            probe -= 1
        }
        guard namesVariable(probe) else { return nil }
        return declaration(namedBy: probe)
    }
}
