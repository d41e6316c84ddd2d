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
    /// Besides making only calls a control's action makes, a handler may run that action itself
    /// (`toggleAction()`) and flip the control's own value (`toggle.setOn(!toggle.isOn, animated: true)`):
    /// the tap then stands for operating that control, which is an accessible element of its own. The
    /// same method given other arguments is another action (`purchase(yearly)` beside a "Lifetime"
    /// button's `purchase(lifetime)`).
    func repeatsControlHandler(_ handler: Int, project: ProjectModel, index: SyntaxIndex) -> Bool {
        guard let owner = index.enclosingType(of: handler), index.declarations[owner].body >= 0,
              let tapBody = index.handlerBodies(named: handler).first else { return false }
        let ownerName = index.declarations[owner].nameText
        var tap = index.actionSignatures(from: tapBody.lowerBound, through: tapBody.upperBound, expandMembers: false)
            .subtracting(TapGestureAsButtonRule.incidentalTapCalls)
        // Reporting the tap to analytics is no part of what it does (`Analytics.shared.trackDidTapButton(…)`).
        for probe in tapBody where index.tokens[probe].kind == .identifier
            && TapGestureAsButtonRule.isTrackingCall(at: probe, index: index) && index.call(named: probe) != nil {
            tap.remove(index.text(probe))
        }
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
        // Running a control's action, and setting a control's value, are operating that control.
        let operated = operatedControlSignatures(from: tapBody.lowerBound, through: tapBody.upperBound, owner: ownerName,
                                                 project: project, index: index)
        let runsControlAction = controlHandlers.contains { control in tap.contains(index.text(control)) }
        if runsControlAction || !operated.isEmpty {
            let rest = tap.subtracting(operated).subtracting(controlHandlers.map { index.text($0) })
            if rest.isEmpty { return true }
            tap = rest
        }
        let tapCalls = TapGestureAsButtonRule.positionedEffectParts(from: tapBody.lowerBound, through: tapBody.upperBound,
                                                                    index: index)
        for control in controlHandlers {
            if index.isText(control, equalTo: index.text(handler)) { return true }
            guard !tap.isEmpty else { continue }
            var signatures: Set<String> = []
            var controlCalls: [(part: ActionCall, at: Int)] = []
            for range in index.handlerBodies(named: control) {
                signatures.formUnion(index.actionSignatures(from: range.lowerBound, through: range.upperBound, expandMembers: false))
                controlCalls += TapGestureAsButtonRule.positionedEffectParts(from: range.lowerBound, through: range.upperBound,
                                                                             index: index)
            }
            if tap.isSubset(of: signatures), !passesOtherArguments(tapCalls, than: controlCalls, index: index) { return true }
        }
        return false
    }

    /// Members that hold a control's value: setting them operates the control (`toggle.setOn(…)`,
    /// `segments.selectedSegmentIndex = 1`, `checkbox.isSelected.toggle()`).
    static let controlValueMembers: Set<String> = ["setOn", "isOn", "setValue", "value", "selectedSegmentIndex", "isSelected",
                                                   "setSelected", "sendActions"]

    /// The signatures (`SyntaxIndex.actionSignatures`) of the statements in tokens `first...last` that set
    /// the value of a control held by `owner` (a one-name or `self.` receiver whose declared type is a
    /// `UIControl`, in any file): `toggle.setOn(!toggle.isOn, animated: true)`, `self.check.isSelected = true`.
    func operatedControlSignatures(from first: Int, through last: Int, owner: String, project: ProjectModel,
                                   index: SyntaxIndex) -> Set<String> {
        var signatures: Set<String> = []
        guard first <= last else { return signatures }
        for probe in first...last where index.tokens[probe].kind == .identifier && index.kind(probe - 1) == .period {
            guard TapGestureAsButtonRule.controlValueMembers.contains(index.text(probe)) else { continue }
            let isWrite = index.isOperator(probe + 1, "=")
                || index.kind(probe + 1) == .period && index.isName(probe + 2, "toggle")
            guard isWrite || index.call(named: probe) != nil else { continue }
            var path = index.pathNames(receiverPath(endingAt: probe - 2, index: index))
            if path.first == "self" { path.removeFirst() }
            guard path.count == 1, let type = storedType(in: owner, member: path[0], project: project),
                  project.isControl(TapGestureAsButtonRule.withoutOptionalMarks(type)) else { continue }
            let start = Int(receiverPath(endingAt: probe - 2, index: index).first ?? Int32(probe))
            let end = min(last, max(probe, index.expressionEnd(from: start)))
            var statementEnd = end
            if isWrite, index.isOperator(probe + 1, "=") { statementEnd = min(last, max(end, index.expressionEnd(from: probe + 2))) }
            signatures.formUnion(index.actionSignatures(from: start, through: statementEnd, expandMembers: false))
            signatures.insert(index.text(probe))
        }
        return signatures
    }

    /// Whether a call the tap makes is made by the control only with other arguments, both spelled
    /// out without the handlers' parameters (`purchase(ProUpgrade.shared.yearlyProduct)` against
    /// `purchase(ProUpgrade.shared.lifetimeProduct)`): the same method then does another thing. A
    /// call passing the sender or another parameter along is compared by its name only.
    func passesOtherArguments(_ tap: [(part: ActionCall, at: Int)], than control: [(part: ActionCall, at: Int)],
                              index: SyntaxIndex) -> Bool {
        for (part, at) in tap where !part.signature.hasPrefix("set:") && !part.signature.hasSuffix("()") {
            guard let paren = part.signature.firstIndex(of: "(") else { continue }
            let name = part.signature[..<paren]
            let same = control.filter { $0.part.signature.hasPrefix(name + "(") }
            guard !same.isEmpty, !same.contains(where: { $0.part.signature == part.signature }),
                  !passesParameter(at: at, index: index) else { continue }
            if same.allSatisfy({ !$0.part.signature.hasSuffix("()") && !passesParameter(at: $0.at, index: index) }) { return true }
        }
        return false
    }

    /// Whether the arguments of the call named at `callee` mention a parameter of the function they are in.
    func passesParameter(at callee: Int, index: SyntaxIndex) -> Bool {
        guard let call = index.call(named: callee), call.open >= 0, let function = index.enclosingFunction(of: callee) else {
            return true
        }
        let parameters = Set(index.parameters(ofDeclaration: function).map { index.text($0.name) })
        guard !parameters.isEmpty, Int(call.open) + 1 < Int(call.close) else { return false }
        for probe in (Int(call.open) + 1)..<Int(call.close) where index.tokens[probe].kind == .identifier {
            if parameters.contains(index.text(probe)) { return true }
        }
        return false
    }
}
