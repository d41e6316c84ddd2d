/// How the text of a label literal reaches VoiceOver.
public enum LabelLiteralKind: Sendable, Equatable {
    /// A SwiftUI `LocalizedStringKey` (`.accessibilityLabel("key")`, `Text("key")`): looked up in
    /// the app's string tables, spoken as written only when no table has it.
    case localizedKey
    /// A plain `String` spoken as written (UIKit `accessibilityLabel = "…"`, `Text(verbatim:)`).
    case verbatim
    /// The key of `NSLocalizedString("…", comment:)` / `String(localized: "…")`: a key that is
    /// usually the development-language text itself.
    case localizedCall
}

/// An accessibility label given as a string literal, in SwiftUI or UIKit.
public struct LabelLiteral: Sendable {
    /// The `accessibilityLabel` token, or the `label` of `.accessibility(label:)`.
    public var anchor: Int32
    /// The literal's `stringStart` and `stringEnd` tokens.
    public var stringStart: Int32
    public var stringEnd: Int32
    public var kind: LabelLiteralKind
    /// The SwiftUI modifier chain the label is set on; nil for a UIKit assignment.
    public var chain: ModifierChain?
    /// UIKit: the receiver path (`closeButton` in `closeButton.accessibilityLabel = …`); empty for `self`.
    public var receiver: [Int32]
    /// The literal's text with each interpolation written as `\u{FFFC}`.
    public var text: String

    /// Whether the literal interpolates values.
    public var hasInterpolation: Bool { text.unicodeScalars.contains("\u{FFFC}") }
}

extension SyntaxIndex {
    /// The accessibility labels given as string literals at the `accessibilityLabel` and
    /// `accessibility` tokens `occurrences`: `.accessibilityLabel("…")`, `.accessibilityLabel(Text("…"))`,
    /// `.accessibility(label: Text("…"))`, `x.accessibilityLabel = "…"`, each also through
    /// `NSLocalizedString` / `String(localized:)`. Labels built from variables or other calls are
    /// not literals and are skipped.
    public func labelLiterals(at occurrences: [Int32]) -> [LabelLiteral] {
        var literals: [LabelLiteral] = []
        for occurrence in occurrences {
            let name = Int(occurrence)
            if kind(name - 1) == .period, let call = call(named: name), call.open >= 0 {
                // SwiftUI modifier.
                let value: Argument?
                if isText(name, "accessibilityLabel") {
                    value = call.arguments.first.flatMap { $0.label < 0 ? $0 : nil }
                } else if isText(name, "accessibility") {
                    value = argument(call, labeled: "label")
                } else {
                    value = nil
                }
                guard let value, let literal = labelLiteral(in: value, swiftUI: true) else { continue }
                literals.append(LabelLiteral(anchor: value.label >= 0 ? value.label : Int32(name), stringStart: Int32(literal.start), stringEnd: Int32(literal.end),
                                             kind: literal.kind, chain: chain(containing: name), receiver: [],
                                             text: literalText(from: literal.start, through: literal.end)))
            } else if isText(name, "accessibilityLabel"), isOperator(name + 1, "=") {
                // UIKit assignment.
                let start = name + 2
                let value = Argument(label: -1, start: Int32(start), end: Int32(expressionEnd(from: start)))
                guard let literal = labelLiteral(in: value, swiftUI: false) else { continue }
                let receiver = kind(name - 1) == .period ? targetPath(endingAt: name - 2) : []
                literals.append(LabelLiteral(anchor: Int32(name), stringStart: Int32(literal.start), stringEnd: Int32(literal.end),
                                             kind: literal.kind, chain: nil, receiver: receiver,
                                             text: literalText(from: literal.start, through: literal.end)))
            }
        }
        return literals
    }

    /// The string literal an argument value consists of, unwrapping `Text(…)`,
    /// `Text(verbatim:)`, `NSLocalizedString(…)` and `String(localized:)`.
    func labelLiteral(in value: Argument, swiftUI: Bool) -> (start: Int, end: Int, kind: LabelLiteralKind)? {
        let start = Int(value.start)
        let end = Int(value.end)
        if kind(start) == .stringStart {
            guard partner(of: start) == end else { return nil }
            return (start, end, swiftUI ? .localizedKey : .verbatim)
        }
        guard kind(start) == .identifier, let call = call(named: start), call.open >= 0, Int(call.end) == end,
              let first = call.arguments.first, kind(Int(first.start)) == .stringStart,
              partner(of: Int(first.start)) == Int(first.end) else { return nil }
        let literal = (Int(first.start), Int(first.end))
        if isText(start, "Text") {
            if first.label < 0 { return (literal.0, literal.1, .localizedKey) }
            if isText(Int(first.label), "verbatim") { return (literal.0, literal.1, .verbatim) }
            return nil
        }
        if isText(start, "NSLocalizedString"), first.label < 0 { return (literal.0, literal.1, .localizedCall) }
        if isText(start, "String"), first.label >= 0, isText(Int(first.label), "localized") {
            return (literal.0, literal.1, .localizedCall)
        }
        return nil
    }

    /// The text of the literal `start...end` (its segments), with `\u{FFFC}` for each interpolation.
    public func literalText(from start: Int, through end: Int) -> String {
        var text = ""
        var probe = start + 1
        while probe < end {
            switch tokens[probe].kind {
            case .stringSegment:
                text += self.text(probe)
            case .interpolationStart:
                text += "\u{FFFC}"
                probe = partner(of: probe) ?? end
            default:
                break
            }
            probe += 1
        }
        return text
    }

    /// The source spelling of a string literal `start...end`, quotes included (compares literals as written).
    public func literalSpelling(from start: Int, through end: Int) -> String {
        text(from: start, through: end)
    }
}
