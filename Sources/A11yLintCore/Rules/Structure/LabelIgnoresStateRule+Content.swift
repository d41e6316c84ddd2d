/// Constant labels and state-switched button content (see `label-ignores-state`).
extension LabelIgnoresStateRule {
    /// Names that may appear in a constant label expression.
    static let constantLabelNames: Set<String> = ["Text", "NSLocalizedString", "String", "LocalizedStringKey", "comment",
                                                  "localized", "bundle", "tableName", "table", "value", "main", "module",
                                                  "Bundle", "verbatim"]

    /// Whether the label argument is a constant: a plain literal, possibly wrapped in `Text`,
    /// `NSLocalizedString` or `String(localized:)`, with no condition or interpolation.
    func isConstantLabel(_ call: CallSite, _ index: SyntaxIndex) -> Bool {
        guard call.open >= 0, call.arguments.count == 1, let argument = call.arguments.first, argument.label < 0 else {
            return false
        }
        var sawString = false
        for token in Int(argument.start)...Int(argument.end) {
            guard let kind = index.kind(token) else { return false }
            switch kind {
            case .stringStart, .stringSegment, .stringEnd:
                sawString = true
            case .identifier:
                if !Self.constantLabelNames.contains(index.text(token)) { return false }
            case .leftParen, .rightParen, .comma, .colon, .period:
                break
            default:
                return false
            }
        }
        return sawString
    }

    /// The tokens of a button's visible label: its `label:` closure, the closure after
    /// `action:`, or its title arguments.
    func labelRange(of button: CallSite, _ index: SyntaxIndex) -> (Int, Int)? {
        if let label = index.argument(button, labeled: "label") { return (Int(label.start), Int(label.end)) }
        if let label = index.trailingClosure(button, labeled: "label") { return (Int(label.open), Int(label.close)) }
        if index.argument(button, labeled: "action") != nil, let closure = button.trailingClosures.first, closure.label < 0 {
            return (Int(closure.open), Int(closure.close))
        }
        guard button.open >= 0 else { return nil }
        return (Int(button.open), Int(button.close))
    }

    /// Two different symbols (or texts) the label switches between by state, if any.
    func switchedContent(from first: Int, through last: Int, _ index: SyntaxIndex) -> (String, String)? {
        var plainSymbols: [(token: Int, name: String)] = []
        for token in first...last where index.kind(token) == .identifier && index.kind(token + 1) == .colon {
            guard index.isText(token, "systemName") || index.isText(token, "systemImage"),
                  let value = argumentValue(labeledBy: token, index) else { continue }
            let literals = stringLiterals(from: value.0, through: value.1, index)
            if literals.count == 2, hasTernary(from: value.0, through: value.1, index) {
                if Self.stem(literals[0]) != Self.stem(literals[1]) { return (literals[0], literals[1]) }
            } else if literals.count == 1, value.0 + 2 == value.1 {
                plainSymbols.append((token, literals[0]))
            }
        }
        // `if state { Image(systemName: "a") } else { Image(systemName: "b") }`
        for (position, symbol) in plainSymbols.enumerated() {
            for other in plainSymbols[(position + 1)...] where Self.stem(other.name) != Self.stem(symbol.name) {
                if areInSiblingBranches(symbol.token, other.token, index) { return (symbol.name, other.name) }
            }
        }
        // `Text(isPlaying ? "Pause" : "Play")`
        for token in first...last where index.isName(token, "Text") && index.kind(token - 1) != .period {
            guard let call = index.call(named: token), call.arguments.count == 1, let argument = call.arguments.first,
                  argument.label < 0 else { continue }
            let literals = stringLiterals(from: Int(argument.start), through: Int(argument.end), index)
            if literals.count == 2, literals[0] != literals[1],
               hasTernary(from: Int(argument.start), through: Int(argument.end), index) {
                return (literals[0], literals[1])
            }
        }
        return nil
    }

    /// Whether `a` lies directly in the `if` branch and `b` directly in its `else` branch
    /// (`if on { Image(…a…) } else { Image(…b…) }`).
    func areInSiblingBranches(_ a: Int, _ b: Int, _ index: SyntaxIndex) -> Bool {
        guard let first = index.innermostScope(containing: a), let second = index.innermostScope(containing: b),
              index.scopes[first].kind == .controlFlow, index.scopes[second].kind == .controlFlow else { return false }
        let close = Int(index.scopes[first].close)
        return index.isName(close + 1, "else") && Int(index.scopes[second].open) == close + 2
    }

    /// The parts of a symbol name that name how much of the glyph is filled (`triangle.tophalf.filled`,
    /// `rectangle.bottomthird.inset.filled`), not a different glyph: a partial fill is the same icon in
    /// another state, like `.fill`.
    static let fillRegions: Set<Substring> = ["tophalf", "bottomhalf", "lefthalf", "righthalf", "half", "topthird",
                                              "bottomthird", "leadingthird", "trailingthird", "inset"]

    /// A symbol name without its fill variant (`star.fill` → `star`, `bell.circle.fill` → `bell.circle`,
    /// `triangle.tophalf.filled` → `triangle`): the same glyph filled or partly filled shows a state of one
    /// function (a filter that is on), which the label names; the state is a value, not a new action.
    static func stem(_ symbol: String) -> String {
        var parts: [Substring] = []
        for part in symbol.split(separator: ".") {
            if part == "filled" {
                while let region = parts.last, fillRegions.contains(region), parts.count > 1 { parts.removeLast() }
            } else if part != "fill" {
                parts.append(part)
            }
        }
        return parts.joined(separator: ".")
    }

    /// The value tokens of the argument whose label is token `label`.
    func argumentValue(labeledBy label: Int, _ index: SyntaxIndex) -> (Int, Int)? {
        guard let opener = index.enclosingOpener(of: label), let call = index.owningCall(ofOpener: opener),
              let argument = call.arguments.first(where: { Int($0.label) == label }) else { return nil }
        return (Int(argument.start), Int(argument.end))
    }

    /// The texts of the plain (uninterpolated, one-segment) string literals in tokens `first...last`.
    func stringLiterals(from first: Int, through last: Int, _ index: SyntaxIndex) -> [String] {
        var result: [String] = []
        for token in first...last where index.kind(token) == .stringStart {
            if index.kind(token + 1) == .stringSegment, index.kind(token + 2) == .stringEnd {
                result.append(index.text(token + 1))
            } else if index.kind(token + 1) != .stringEnd {
                return []                                          // interpolated: not a constant symbol
            }
        }
        return result
    }

    /// Whether tokens `first...last` hold a ternary `?`.
    func hasTernary(from first: Int, through last: Int, _ index: SyntaxIndex) -> Bool {
        (first...last).contains { index.isOperator($0, "?") && index.tokens[$0].flags.contains(.hasLeadingTrivia) }
    }
}
