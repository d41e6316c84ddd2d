/// Selection symbols and the controls that show them (see `state-not-exposed`).
extension StateNotExposedRule {
    /// Symbols that mark a chosen option besides those containing `checkmark`.
    static let radioOnSymbols: Set<String> = ["largecircle.fill.circle", "circle.inset.filled", "smallcircle.filled.circle",
                                              "record.circle", "record.circle.fill", "button.programmable"]

    /// Whether a symbol marks a chosen or checked option.
    static func marksSelection(_ symbol: String) -> Bool {
        symbol.contains("checkmark") || radioOnSymbols.contains(symbol)
    }

    /// Whether the file exposes a state somewhere: the `.isSelected` trait, an `accessibilityValue`,
    /// or UIKit `accessibilityTraits`.
    func exposesState(_ file: SwiftFileContext) -> Bool {
        let index = file.index
        if !file.occurrences(of: "accessibilityValue").isEmpty || !file.occurrences(of: "accessibilityTraits").isEmpty {
            return true
        }
        // `.isSelected` as an implicit or qualified trait member, not `self.isSelected` / `row.isSelected`.
        for token in file.occurrences(of: "isSelected") where index.kind(Int(token) - 1) == .period {
            let before = Int(token) - 2
            guard let kind = index.kind(before) else { return true }
            if kind == .identifier, index.startsWithUppercase(before) { return true }       // `AccessibilityTraits.isSelected`
            if kind != .identifier && kind != .keyword && kind != .rightParen && kind != .rightSquare { return true }
        }
        return false
    }

    /// The two symbols of `systemName: cond ? "a" : "b"` when one marks a selection and the other does not.
    func selectionSymbols(labeledBy label: Int, _ index: SyntaxIndex) -> (String, String)? {
        guard let opener = index.enclosingOpener(of: label), let call = index.owningCall(ofOpener: opener),
              let argument = call.arguments.first(where: { Int($0.label) == label }) else { return nil }
        let first = Int(argument.start)
        let last = Int(argument.end)
        guard first <= last, (first...last).contains(where: {
            index.isOperator($0, "?") && index.tokens[$0].flags.contains(.hasLeadingTrivia)
        }) else { return nil }
        var literals: [String] = []
        for token in first...last where index.kind(token) == .stringStart {
            guard index.kind(token + 1) == .stringSegment, index.kind(token + 2) == .stringEnd else { return nil }
            literals.append(index.text(token + 1))
        }
        guard literals.count == 2, Self.marksSelection(literals[0]) != Self.marksSelection(literals[1]) else { return nil }
        // `isRecording ? "stop.circle" : "record.circle.fill"`: a record button swapping to stop shows the
        // action it offers, not a chosen option.
        if literals.contains(where: { $0.hasPrefix("record.") }),
           literals.contains(where: { $0.hasPrefix("stop") || $0.hasPrefix("pause") || $0.hasPrefix("play") }) { return nil }
        return (literals[0], literals[1])
    }

    // MARK: - Transient feedback

    /// Calls after which, or in whose closure, code runs later: a reset there undoes a state shortly after it is set.
    static let delayCalls = ["asyncAfter", "sleep", "scheduledTimer"]

    /// The states the file sets back to `false` or `nil` after a delay: in the closure of
    /// `DispatchQueue.main.asyncAfter(deadline:)` or `Timer.scheduledTimer`, or after `Task.sleep(…)` in
    /// its block (`isSaved = false`, `if copiedValue == value { copiedValue = nil }`). A checkmark shown
    /// by such a state is a moment's "Saved"/"Copied" confirmation on an action button, no chosen option.
    func statesResetAfterDelay(_ file: SwiftFileContext) -> Set<String> {
        let index = file.index
        var names: Set<String> = []
        for name in Self.delayCalls {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard let call = index.call(named: token) else { continue }
                var ranges: [(Int, Int)] = call.trailingClosures.map { (Int($0.open), Int($0.close)) }
                for argument in call.arguments where index.kind(Int(argument.start)) == .leftBrace {
                    ranges.append((Int(argument.start), Int(argument.end)))
                }
                // `try await Task.sleep(…)`: what follows in the same block runs later.
                if name == "sleep", let scope = index.innermostScope(containing: token) {
                    ranges.append((Int(call.end) + 1, Int(index.scopes[scope].close) - 1))
                }
                for (first, last) in ranges where first < last {
                    for probe in first..<last where index.kind(probe) == .identifier && index.isOperator(probe + 1, "=")
                        && (index.isName(probe + 2, "false") || index.isName(probe + 2, "nil")) {
                        names.insert(index.text(probe))
                    }
                }
            }
        }
        return names
    }

    /// Whether the condition of `systemName: cond ? "a" : "b"` names one of `states`.
    func testsState(in states: Set<String>, labeledBy label: Int, _ index: SyntaxIndex) -> Bool {
        guard let opener = index.enclosingOpener(of: label), let call = index.owningCall(ofOpener: opener),
              let argument = call.arguments.first(where: { Int($0.label) == label }) else { return false }
        var probe = Int(argument.start)
        while probe <= Int(argument.end), !index.isOperator(probe, "?") || !index.tokens[probe].flags.contains(.hasLeadingTrivia) {
            if index.kind(probe) == .identifier, states.contains(index.text(probe)) { return true }
            probe += 1
        }
        return false
    }

    /// Whether `token` is an argument of `UIImage(systemName:)`.
    func isInUIImage(_ token: Int, _ index: SyntaxIndex) -> Bool {
        guard let opener = index.enclosingOpener(of: token), let call = index.owningCall(ofOpener: opener) else { return false }
        return index.isName(Int(call.name), "UIImage")
    }

    /// Whether `token` lies in a UIKit table or collection view cell.
    func isInCell(_ token: Int, _ file: SwiftFileContext) -> Bool {
        guard let type = file.index.enclosingType(of: token) else { return false }
        let name = file.index.declarations[type].nameText
        return name.hasSuffix("Cell") || file.project.isKind(name, of: "UITableViewCell")
            || file.project.isKind(name, of: "UICollectionViewCell")
    }

    /// Whether `token` lies in a control: a `Button`'s label, a view with `.onTapGesture`, or a
    /// view type that this file uses as a button's label; not in a `Toggle`.
    func isInControl(_ token: Int, _ file: SwiftFileContext, labelViews: Set<String>) -> Bool {
        let index = file.index
        for call in index.enclosingCalls(of: token).prefix(16) {
            let name = Int(call.name)
            if index.isName(name, "Toggle") { return false }
            if index.isName(name, "Button") {
                guard isInLabel(token, of: call, index) else { return false }
                return !hasStateText(call, index)
            }
            if index.chainLinks(ofCall: call).contains(where: { index.isText(Int($0.name), "onTapGesture") }) { return true }
        }
        if let type = index.enclosingType(of: token), labelViews.contains(index.declarations[type].nameText) { return true }
        return false
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

    /// Whether a button's label has a text chosen by a condition (`Text(all ? "Deselect All" : "Select All")`):
    /// its name then follows the state.
    func hasStateText(_ button: CallSite, _ index: SyntaxIndex) -> Bool {
        let last = Int(button.end)
        var probe = Int(button.open >= 0 ? button.open : button.trailingClosures.first?.open ?? button.name)
        while probe < last {
            defer { probe += 1 }
            guard index.isName(probe, "Text"), index.kind(probe - 1) != .period, let text = index.call(named: probe),
                  text.open >= 0 else { continue }
            for inner in Int(text.open)...Int(text.close)
            where index.isOperator(inner, "?") && index.tokens[inner].flags.contains(.hasLeadingTrivia) {
                return true
            }
        }
        return false
    }

    /// View types called inside the label of a `Button` in this file (`Button { … } label: { OptionCard(…) }`).
    func viewsUsedAsButtonLabels(_ file: SwiftFileContext) -> Set<String> {
        let index = file.index
        var names: Set<String> = []
        for occurrence in file.occurrences(of: "Button") {
            let token = Int(occurrence)
            guard index.kind(token - 1) != .period, let button = index.call(named: token) else { continue }
            var ranges: [(Int, Int)] = []
            if let label = index.argument(button, labeled: "label") { ranges.append((Int(label.start), Int(label.end))) }
            for closure in button.trailingClosures
            where closure.label >= 0 ? index.isText(Int(closure.label), "label") : index.argument(button, labeled: "action") != nil {
                ranges.append((Int(closure.open), Int(closure.close)))
            }
            for (first, last) in ranges {
                for probe in first...last where index.kind(probe) == .identifier && index.startsWithUppercase(probe)
                    && index.kind(probe - 1) != .period && index.kind(probe + 1) == .leftParen {
                    names.insert(index.text(probe))
                }
            }
        }
        return names
    }
}
