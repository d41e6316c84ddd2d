/// The parts of a SwiftUI `Button` call that the activation rules ask about:
/// its label's braces, its action closure, and the control that owns a token.
extension SyntaxIndex {
    /// The braces of a Button's label: the `label:` closure or argument, or the
    /// trailing closure after `action:`. `nil` for a titled button (`Button("Save") { … }`).
    func buttonLabelRange(of button: CallSite) -> (open: Int, close: Int)? {
        if let closure = button.trailingClosures.first(where: { $0.label >= 0 && isText(Int($0.label), "label") }) {
            return (Int(closure.open), Int(closure.close))
        }
        if let argument = button.arguments.first(where: { $0.label >= 0 && isText(Int($0.label), "label") }),
           kind(Int(argument.start)) == .leftBrace, let close = partner(of: Int(argument.start)) {
            return (Int(argument.start), close)
        }
        if button.arguments.contains(where: { $0.label >= 0 && isText(Int($0.label), "action") }),
           let closure = button.trailingClosures.first, closure.label < 0 {
            return (Int(closure.open), Int(closure.close))
        }
        return nil
    }

    /// The tokens of a Button's action: the `action:` argument, or the first trailing
    /// closure when a `label:` closure or a title goes with it. `nil` when it cannot tell.
    func buttonActionRange(of button: CallSite) -> (first: Int, last: Int)? {
        if let action = button.arguments.first(where: { $0.label >= 0 && isText(Int($0.label), "action") }) {
            return (Int(action.start), Int(action.end))
        }
        guard let first = button.trailingClosures.first, first.label < 0 else { return nil }
        let hasLabelClosure = button.trailingClosures.contains { $0.label >= 0 && isText(Int($0.label), "label") }
        let hasTitle = button.arguments.contains { $0.label < 0 }
        return hasLabelClosure || hasTitle ? (Int(first.open), Int(first.close)) : nil
    }

    /// Whether a `Button` call's action closure is `{}`: `action: {}`, `Button {} label: { … }`
    /// or `Button("Title") {}`.
    func hasEmptyButtonAction(_ button: CallSite) -> Bool {
        guard let action = buttonActionRange(of: button) else { return false }
        return kind(action.first) == .leftBrace && action.last == action.first + 1 && kind(action.last) == .rightBrace
    }

    /// The innermost SwiftUI control (`Button`, `Toggle`, `NavigationLink` …) whose
    /// arguments or closures enclose token `index`, if any.
    func innermostEnclosingControl(of index: Int) -> CallSite? {
        enclosingCalls(of: index).first { call in
            kind(Int(call.name) - 1) != .period && SyntaxIndex.swiftUIControls.contains(text(Int(call.name)))
        }
    }
}
