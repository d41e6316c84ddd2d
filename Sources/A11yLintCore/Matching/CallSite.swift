/// One argument of a call: an optional label and the tokens of its value.
public struct Argument: Sendable {
    /// Token index of the label, or -1.
    public var label: Int32
    /// First and last token of the value.
    public var start: Int32
    public var end: Int32
}

/// A trailing closure: `{ … }` after the call, or `label: { … }` after another one.
public struct TrailingClosure: Sendable {
    /// Token index of the label, or -1 for the first, unlabeled closure.
    public var label: Int32
    public var open: Int32
    public var close: Int32
}

/// A call: callee, labeled arguments and trailing closures, with token positions.
public struct CallSite: Sendable {
    /// The last name of the callee (`Text`, `onTapGesture`, `systemFont`, `init`).
    public var name: Int32
    /// The first token of the callee path (`UIFont` in `UIFont.systemFont(…)`, the `.` of `.init(…)`).
    public var calleeStart: Int32
    /// `(` and `)` of the argument list, or -1 without parentheses.
    public var open: Int32
    public var close: Int32
    public var arguments: [Argument]
    public var trailingClosures: [TrailingClosure]
    /// The last token of the call (its `)` or last `}`).
    public var end: Int32

    /// Whether the call has neither arguments nor closures.
    public var isEmpty: Bool { arguments.isEmpty && trailingClosures.isEmpty }
}

extension SyntaxIndex {
    /// The call whose callee name is token `name`, if a `(` or a trailing closure follows it.
    public func call(named name: Int) -> CallSite? {
        guard let nameKind = kind(name), nameKind == .identifier || nameKind == .keyword else { return nil }
        var probe = name + 1
        if isOperatorStartingWithLess(probe) {
            let after = skipGenericClause(from: probe)
            if after > probe, kind(after) == .leftParen || kind(after) == .leftBrace { probe = after }
        }
        var open = -1
        var close = -1
        var arguments: [Argument] = []
        if kind(probe) == .leftParen, !tokens[probe].flags.contains(.isAtStartOfLine) {
            guard let end = partner(of: probe) else { return nil }
            open = probe
            close = end
            arguments = self.arguments(open: probe, close: end)
            probe = end + 1
        }
        let closures = trailingClosures(from: probe)
        if open < 0 && closures.isEmpty { return nil }
        let end = closures.last.map { Int($0.close) } ?? close
        return CallSite(name: Int32(name), calleeStart: Int32(calleePathStart(name)), open: Int32(open),
                        close: Int32(close), arguments: arguments, trailingClosures: closures, end: Int32(end))
    }

    /// The comma-separated arguments between `open` and `close`.
    func arguments(open: Int, close: Int) -> [Argument] {
        var result: [Argument] = []
        var start = open + 1
        var probe = start
        while probe <= close {
            if probe == close || tokens[probe].kind == .comma {
                if probe > start {
                    var label: Int32 = -1
                    var valueStart = start
                    if let kind = kind(start), kind == .identifier || kind == .keyword, self.kind(start + 1) == .colon,
                       start + 1 < probe {
                        label = Int32(start)
                        valueStart = start + 2
                    }
                    result.append(Argument(label: label, start: Int32(valueStart), end: Int32(probe - 1)))
                }
                start = probe + 1
                probe += 1
                continue
            }
            switch tokens[probe].kind {
            case .leftParen, .leftSquare, .leftBrace, .stringStart:
                probe = (partner(of: probe) ?? close) + 1
            default:
                probe += 1
            }
        }
        return result
    }

    /// Trailing closures starting at `index`: `{ … }` then `label: { … }` repeatedly. A closure
    /// opened on the next line (Allman style, `.onTapGesture` then `{` alone on a line) is a trailing
    /// closure too, as the compiler parses it; braces the index knows as bodies (`var body: some View`
    /// then `{`, `if`, `switch`, accessors) are no closures (`isTrailingClosure`).
    func trailingClosures(from index: Int) -> [TrailingClosure] {
        var result: [TrailingClosure] = []
        guard kind(index) == .leftBrace, isTrailingClosure(index), let close = partner(of: index) else { return result }
        result.append(TrailingClosure(label: -1, open: Int32(index), close: Int32(close)))
        var probe = close + 1
        while let kind = kind(probe), kind == .identifier || kind == .keyword, self.kind(probe + 1) == .colon,
              self.kind(probe + 2) == .leftBrace, let end = partner(of: probe + 2),
              scope(openedBy: probe + 2).map({ scopes[$0].kind == .closure }) ?? false {
            result.append(TrailingClosure(label: Int32(probe), open: Int32(probe + 2), close: Int32(end)))
            probe = end + 1
        }
        return result
    }

    /// The first token of the callee path ending at `name` (`UIKit.UIFont.systemFont` → `UIKit`).
    func calleePathStart(_ name: Int) -> Int {
        var start = name
        while kind(start - 1) == .period {
            let before = start - 2
            guard let kind = kind(before), kind == .identifier || kind == .keyword,
                  !tokens[start - 1].flags.contains(.isAtStartOfLine) else {
                // An implicit member (`.init(…)`) starts at its period.
                if kind(before) != .rightParen && kind(before) != .rightBrace && kind(before) != .rightSquare {
                    start -= 1
                }
                return start
            }
            start = before
        }
        return start
    }

    /// The callee path of a call as names (`["UIFont", "systemFont"]`; `[".init"]` stays `["init"]`).
    public func calleePath(_ call: CallSite) -> [String] {
        var names: [String] = []
        var probe = Int(call.calleeStart)
        while probe <= Int(call.name) {
            if let kind = kind(probe), kind == .identifier || kind == .keyword { names.append(text(probe)) }
            probe += 1
        }
        return names
    }

    /// The argument with label `label`.
    public func argument(_ call: CallSite, labeled label: StaticString) -> Argument? {
        call.arguments.first { $0.label >= 0 && isText(Int($0.label), label) }
    }

    /// The trailing closure labeled `label`, or the unlabeled first one for `nil`.
    public func trailingClosure(_ call: CallSite, labeled label: StaticString?) -> TrailingClosure? {
        call.trailingClosures.first { closure in
            guard let label else { return closure.label < 0 }
            return closure.label >= 0 && isText(Int(closure.label), label)
        }
    }

    /// The `{` of the first of labeled trailing closures, walking back from the `{` at
    /// `brace` over `} label: {` (the brace itself when it follows no other closure).
    func firstTrailingClosure(from brace: Int) -> Int {
        var first = brace
        while kind(first - 1) == .colon, kind(first - 3) == .rightBrace, let open = partner(of: first - 3) {
            first = open
        }
        return first
    }

    /// The call that a `(` or `{` opener belongs to: the call whose argument list
    /// or trailing closure it opens (`Button(…) { }`, `} label: { }`).
    public func owningCall(ofOpener opener: Int) -> CallSite? {
        guard let kind = kind(opener) else { return nil }
        if kind == .leftParen {
            guard let nameKind = self.kind(opener - 1), nameKind == .identifier || nameKind == .keyword else { return nil }
            return call(named: opener - 1)
        }
        guard kind == .leftBrace else { return nil }
        let first = firstTrailingClosure(from: opener)
        guard isTrailingClosure(first) else { return nil }
        if self.kind(first - 1) == .rightParen, let open = partner(of: first - 1) {
            return call(named: open - 1)
        }
        return call(named: first - 1)
    }

    /// The name token of the call `owningCall(ofOpener:)` builds, without building it (its
    /// arguments and closures), for callers that look at few calls by name; nil where that
    /// finds no call name (a `{` that is no trailing closure, a `(` after no name).
    public func owningCallName(ofOpener opener: Int) -> Int? {
        guard let kind = kind(opener) else { return nil }
        var name: Int
        if kind == .leftParen {
            name = opener - 1
        } else {
            guard kind == .leftBrace else { return nil }
            let first = firstTrailingClosure(from: opener)
            guard isTrailingClosure(first) else { return nil }
            name = first - 1
            if self.kind(first - 1) == .rightParen, let open = partner(of: first - 1) { name = open - 1 }
        }
        guard let nameKind = self.kind(name), nameKind == .identifier || nameKind == .keyword else { return nil }
        return name
    }

    /// Whether the token range `first...last` contains a name spelled `literal`.
    public func contains(_ literal: StaticString, from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in max(0, first)...min(count - 1, last) where isName(probe, literal) { return true }
        return false
    }
}
