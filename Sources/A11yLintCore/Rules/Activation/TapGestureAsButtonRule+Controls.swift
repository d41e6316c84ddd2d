/// A tap that repeats what a real control of the same screen triggers: the recognizer's handler is
/// the action of a `UIButton`/`UISwitch` in the same type (`addTarget(self, action: #selector(…),
/// for: …)` or an `@IBAction` the xib connects), or every call it makes is also made by one such
/// action. The control is the accessible way to the same action; the tap is a bigger target for it.
extension TapGestureAsButtonRule {
    /// Calls that come with a tap's action without being it: ending editing, scrolling into view, layout.
    static let incidentalTapCalls: Set<String> = [
        "endEditing", "resignFirstResponder", "setContentOffset", "scrollRectToVisible", "scrollToRow", "scrollToItem",
        "CGPoint", "CGRect", "CGSize", "layoutIfNeeded", "setNeedsLayout",
    ]

    /// Whether the handler named at token `handler` repeats a control action of its type in this file.
    func repeatsControlHandler(_ handler: Int, index: SyntaxIndex) -> Bool {
        guard let owner = index.enclosingType(of: handler), index.declarations[owner].body >= 0,
              let tapBody = index.handlerBodies(named: handler).first else { return false }
        let tap = index.actionSignatures(from: tapBody.lowerBound, through: tapBody.upperBound, expandMembers: false)
            .subtracting(TapGestureAsButtonRule.incidentalTapCalls)
        var controlHandlers: [Int] = []
        for member in index.members(of: owner) where index.declarations[member].kind == .function
            && index.declarations[member].name >= 0 && index.attributeNames(of: member).contains("IBAction") {
            // An action the xib connects to a gesture recognizer (`_ sender: UITapGestureRecognizer`) is no control's.
            let declaration = index.declarations[member]
            if declaration.parameters >= 0, let close = index.partner(of: Int(declaration.parameters)),
               (Int(declaration.parameters)...close).contains(where: {
                   index.kind($0) == .identifier && index.text($0).hasSuffix("GestureRecognizer")
               }) {
                continue
            }
            controlHandlers.append(Int(declaration.name))
        }
        let body = index.scopes[Int(index.declarations[owner].body)]
        let first = Int(body.open) + 1
        let last = Int(body.close) - 1
        if first <= last {
            for probe in first...last where index.tokens[probe].kind == .identifier && index.kind(probe - 1) == .period {
                // A control's target (`for: .valueChanged`), not a recognizer's (`tap.addTarget(self, action:)`).
                guard index.isName(probe, "addTarget"), let call = index.call(named: probe),
                      index.argument(call, labeled: "for") != nil || index.argument(call, labeled: "forControlEvents") != nil,
                      let action = index.argument(call, labeled: "action"),
                      let name = index.selectorName(from: Int(action.start), through: Int(action.end)) else { continue }
                controlHandlers.append(name)
            }
        }
        for control in controlHandlers {
            if index.isText(control, equalTo: index.text(handler)) { return true }
            guard !tap.isEmpty else { continue }
            var signatures: Set<String> = []
            for range in index.handlerBodies(named: control) {
                signatures.formUnion(index.actionSignatures(from: range.lowerBound, through: range.upperBound, expandMembers: false))
            }
            if tap.isSubset(of: signatures) { return true }
        }
        return false
    }
}
