/// Dimming, the dimmed button and its action's checks (see `visually-disabled-control`).
extension VisuallyDisabledControlRule {
    /// The condition of a dimming ternary: its names and the `?` token.
    struct DimmingCondition {
        var names: Set<String>
        var questionMark: Int
        /// For a one-name condition (`item.isDone`, `!isValid`): the name and whether `true` dims.
        var flag: String?
        var dimsWhenTrue: Bool?
    }

    /// Names too generic to tie a dimming condition to a check in the action.
    static let genericNames: Set<String> = ["self", "isEmpty", "count", "store", "state", "viewModel", "model", "vm",
                                            "nil", "true", "false", "configuration", "first", "last", "value", "rawValue",
                                            "wrappedValue", "settings", "context", "data", "item"]

    /// Members that draw a control in a dimmed grey.
    static let greyMembers: Set<String> = ["gray", "secondary", "tertiary", "quaternary", "systemGray", "systemGray2",
                                           "systemGray3", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "disabled"]

    /// The condition of `.opacity(cond ? 0.5 : 1)` / `.foregroundColor(cond ? .gray : .blue)`, when it dims.
    func dimmingCondition(_ call: CallSite, opacity: Bool, _ index: SyntaxIndex) -> DimmingCondition? {
        guard call.open >= 0, call.arguments.count == 1, let argument = call.arguments.first, argument.label < 0 else {
            return nil
        }
        let first = Int(argument.start)
        let last = Int(argument.end)
        var question = -1
        var colon = -1
        var probe = first
        while probe <= last {
            if let close = index.partner(of: probe), close > probe, index.kind(probe) != .stringEnd {
                probe = close + 1
                continue
            }
            if question < 0, index.isOperator(probe, "?"), index.tokens[probe].flags.contains(.hasLeadingTrivia) {
                question = probe
            } else if question >= 0, colon < 0, index.kind(probe) == .colon {
                colon = probe
            } else if question >= 0, index.isOperator(probe, "?") {
                return nil                                         // nested ternary
            }
            probe += 1
        }
        guard question > first, colon > question + 1, colon < last else { return nil }
        if opacity {
            guard let yes = literal(from: question + 1, through: colon - 1, index),
                  let no = literal(from: colon + 1, through: last, index) else { return nil }
            let dimmed = min(yes, no)
            guard max(yes, no) >= 0.99, dimmed >= 0.1, dimmed <= 0.8 else { return nil }
        } else {
            let yesGrey = containsGrey(from: question + 1, through: colon - 1, index)
            let noGrey = containsGrey(from: colon + 1, through: last, index)
            guard yesGrey != noGrey else { return nil }
        }
        var names: Set<String> = []
        for token in first..<question where index.kind(token) == .identifier {
            let name = index.text(token)
            if !Self.genericNames.contains(name) { names.insert(name) }
        }
        guard !names.isEmpty, names.isDisjoint(with: Self.selectionNames) else { return nil }
        // `mode == value ? .primary : .secondary`: one of several values compared with the current one (a
        // segment, a tab, an option row) is selection styling; a comparison with a literal (`count == 0`,
        // `state == nil`) can be a disabled look.
        if (first..<question).contains(where: { index.isOperator($0, "==") || index.isOperator($0, "!=") }),
           !(first..<question).contains(where: { token in
               guard let kind = index.kind(token) else { return false }
               return kind == .integer || kind == .float || kind == .stringStart || index.isName(token, "nil")
                   || index.isName(token, "true") || index.isName(token, "false")
           }) {
            return nil
        }
        var condition = DimmingCondition(names: names, questionMark: question)
        // `flag ? dim : full` or `!flag ? dim : full`: which value of `flag` dims.
        if let (name, negated) = simpleCondition(from: first, through: question - 1, index) {
            let yesDims = opacity ? (literal(from: question + 1, through: colon - 1, index) ?? 1) < 0.99
                : containsGrey(from: question + 1, through: colon - 1, index)
            condition.flag = name
            condition.dimsWhenTrue = yesDims != negated
        }
        return condition
    }

    /// Names of selection state: a selected tab or row is drawn apart from the others, which stay
    /// actionable; that is selection styling, not a disabled look.
    static let selectionNames: Set<String> = ["isSelected", "selected", "isHighlighted"]

    /// A condition that is one name, maybe a member path and maybe negated (`!item.isDone`): the last
    /// name and whether it is negated.
    func simpleCondition(from first: Int, through last: Int, _ index: SyntaxIndex) -> (String, Bool)? {
        guard first <= last else { return nil }
        var start = first
        let negated = index.isOperator(first, "!")
        if negated { start += 1 }
        guard start <= last, index.kind(last) == .identifier else { return nil }
        for token in start...last {
            let isName = index.kind(token) == .identifier || index.isName(token, "self")
            guard (token - start) % 2 == 0 ? isName : index.kind(token) == .period else { return nil }
        }
        return (index.text(last), negated)
    }

    /// Whether a `guard`/`if` that refuses on `condition.flag` refuses for the other value of it than
    /// the one that dims (`guard !item.isDone` beside `item.isDone ? .primary : .secondary`): the button
    /// then looks active exactly when it does nothing, so the dimming is not a disabled look.
    func refusesWhenBright(_ condition: DimmingCondition, from first: Int, through last: Int, _ index: SyntaxIndex) -> Bool {
        guard let flag = condition.flag, let dimsWhenTrue = condition.dimsWhenTrue, first <= last else { return false }
        for token in first...last {
            let isGuard = index.isName(token, "guard")
            guard isGuard || index.isName(token, "if") else { continue }
            var end = token + 1
            while end <= last, !(isGuard ? index.isName(end, "else") : index.kind(end) == .leftBrace) { end += 1 }
            guard end <= last, let (name, negated) = simpleCondition(from: token + 1, through: end - 1, index), name == flag else { continue }
            if !isGuard, !index.isName(end + 1, "return") { continue }
            // `guard c else { return }` refuses when `c` is false; `if c { return }` when it is true.
            let refusesWhenTrue = isGuard ? negated : !negated
            return refusesWhenTrue != dimsWhenTrue
        }
        return false
    }

    /// A lone numeric literal (`0.5`, `1`).
    func literal(from first: Int, through last: Int, _ index: SyntaxIndex) -> Double? {
        guard first == last, let kind = index.kind(first), kind == .integer || kind == .float else { return nil }
        return Double(index.text(first))
    }

    /// Whether tokens name a grey member (`.gray`, `Color.secondary`, `.secondaryLabel`).
    func containsGrey(from first: Int, through last: Int, _ index: SyntaxIndex) -> Bool {
        guard first <= last else { return false }
        for token in first...last where index.kind(token - 1) == .period && index.kind(token) == .identifier {
            if Self.greyMembers.contains(index.text(token)) { return true }
        }
        return false
    }

    /// The `Button` that the modifier at `token` dims: the button of its chain, or the
    /// button whose label it is in.
    func dimmedButton(at token: Int, _ index: SyntaxIndex) -> CallSite? {
        if let chain = index.chain(containing: token), index.isName(Int(chain.baseStart), "Button"),
           index.kind(Int(chain.baseStart) - 1) != .period, let button = index.call(named: Int(chain.baseStart)) {
            return button
        }
        for call in index.enclosingCalls(of: token).prefix(12) where index.isName(Int(call.name), "Button") {
            return isInLabel(token, of: call, index) ? call : nil
        }
        return nil
    }

    /// Whether `token` lies in the label of `button` (not in its action).
    func isInLabel(_ token: Int, of button: CallSite, _ index: SyntaxIndex) -> Bool {
        if let label = index.argument(button, labeled: "label"), Int(label.start) <= token, token <= Int(label.end) {
            return true
        }
        let hasAction = index.argument(button, labeled: "action") != nil
        for closure in button.trailingClosures where Int(closure.open) < token && token < Int(closure.close) {
            if closure.label >= 0 { return index.isText(Int(closure.label), "label") }
            return hasAction
        }
        return false
    }

    /// Whether the button, or a view around it, has `.disabled(…)`.
    func isDisabled(_ button: CallSite, _ index: SyntaxIndex) -> Bool {
        if index.chainLinks(ofCall: button).contains(where: { index.isText(Int($0.name), "disabled") }) { return true }
        for call in index.enclosingCalls(of: Int(button.name)).prefix(24)
        where index.chainLinks(ofCall: call).contains(where: { index.isText(Int($0.name), "disabled") }) {
            return true
        }
        return false
    }

    /// Whether the button's action (or a function it calls, in this file) checks one of
    /// `condition.names` in a `guard` or `if`.
    func actionChecks(_ button: CallSite, names condition: DimmingCondition, _ index: SyntaxIndex) -> Bool {
        var ranges: [(Int, Int)] = []
        if let action = index.argument(button, labeled: "action") {
            if index.kind(Int(action.start)) == .leftBrace {
                ranges.append((Int(action.start), Int(action.end)))
            } else if index.kind(Int(action.end)) == .identifier, let body = functionBody(named: Int(action.end), index) {
                ranges.append(body)
            }
        } else if let closure = button.trailingClosures.first, closure.label < 0 {
            ranges.append((Int(closure.open), Int(closure.close)))
        }
        guard let action = ranges.first else { return false }
        // Functions the action calls directly (`submit()`, `self.submit()`, `Task { await submit() }`).
        for token in action.0...action.1 where index.kind(token) == .identifier && index.kind(token + 1) == .leftParen {
            if index.kind(token - 1) == .period, !index.isName(token - 2, "self") { continue }
            if let body = functionBody(named: token, index) { ranges.append(body) }
        }
        if ranges.contains(where: { refusesWhenBright(condition, from: $0.0, through: $0.1, index) }) { return false }
        for (first, last) in ranges where checks(condition.names, from: first, through: last, index) { return true }
        return false
    }

    /// The body of the function in this file named like token `name`.
    func functionBody(named name: Int, _ index: SyntaxIndex) -> (Int, Int)? {
        for function in index.functions(named: index.text(name)) where index.declarations[function].body >= 0 {
            let body = index.scopes[Int(index.declarations[function].body)]
            return (Int(body.open), Int(body.close))
        }
        return nil
    }

    /// Whether tokens `first...last` (a `{ … }` body) check one of `names` before doing anything:
    /// a `guard … else`, an `if … { return }`, or an `if` without `else` that is the whole body.
    func checks(_ names: Set<String>, from first: Int, through last: Int, _ index: SyntaxIndex) -> Bool {
        var token = first
        while token <= last {
            defer { token += 1 }
            let isGuard = index.isName(token, "guard")
            guard isGuard || index.isName(token, "if") else { continue }
            var probe = token + 1
            var mentions = false
            while probe <= last {
                if isGuard ? index.isName(probe, "else") : index.kind(probe) == .leftBrace { break }
                if index.kind(probe) == .identifier, names.contains(index.text(probe)) { mentions = true }
                if let close = index.partner(of: probe), close > probe, index.kind(probe) != .leftBrace {
                    for inner in probe...close where index.kind(inner) == .identifier && names.contains(index.text(inner)) {
                        mentions = true
                    }
                    probe = close + 1
                    continue
                }
                probe += 1
            }
            guard mentions, probe <= last else { continue }
            if isGuard { return true }
            // `if cond { return }`, or `{ if cond { … } }` with nothing else in the body.
            guard let close = index.partner(of: probe) else { continue }
            if index.isName(probe + 1, "return") { return true }
            if token == first + 1, close == last - 1 { return true }
        }
        return false
    }
}
