/// What a tap handler does, judged from its statements: nothing, only closing
/// or dismissing something, only moving focus, forwarding to a real control,
/// or something a user must be able to trigger (everything else).
public enum ActionKind: Sendable, Equatable {
    case empty
    /// Dismisses the keyboard: `endEditing(true)`, `resignFirstResponder()`, `hideKeyboard()`.
    case keyboard
    /// Closes an overlay or a screen: `isPresented = false`, `item = nil`, `dismiss()`,
    /// `store.send(.dismissMenu)`. Exempt only on backgrounds and scrims: a visible
    /// "×" image that closes a sheet is a fake close button.
    case closing
    /// Moves focus or activation only: `isFocused = true`, `activeEditor = editor`.
    case focus
    /// Forwards to a control that is accessible itself: `button.performClick(nil)`.
    case forwarding
    /// Counts taps toward a hidden multi-tap shortcut (`tapCount += 1; guard tapCount >= 5`).
    case multiTap
    /// Reads where the touch landed (`gesture.location(in: view)`): tap-to-focus a
    /// camera, pick a point on a chart. A spatial input, not a button.
    case spatial
    /// Only hides the screen's chrome (`hideBars()`, `setNavigationBarHidden(true, …)`): the bars'
    /// own controls stay reachable, and nothing is lost when the tap is not a button.
    case hidesChrome
    /// Only shows the edit menu for the view's content (`UIMenuController`, `UIEditMenuInteraction`):
    /// VoiceOver offers copying the element's text itself, and the tap is no action a user lacks.
    case editMenu
    /// Only lays the tapped text out in full (`numberOfLines = 0`, `adjustsFontSizeToFitWidth`):
    /// VoiceOver already reads the whole text, truncated or not.
    case expandsText
    /// Only clears a selection (`selectedDate = nil`, `selection = []`, `deselectRow(at:animated:)`,
    /// `textView.resetTextSelection()`): the screen goes back to its neutral state. A deselect tap on a
    /// container or background is no action a user lacks; on a lone text or image ("Clear") it is a button.
    case deselect
    case other

    /// Whether the action never needs button semantics, whatever view is tapped.
    public var isExemptAnywhere: Bool {
        switch self {
        case .empty, .keyboard, .focus, .forwarding, .multiTap, .spatial, .hidesChrome, .editMenu, .expandsText: return true
        case .closing, .deselect, .other: return false
        }
    }
}

extension SyntaxIndex {
    /// Words in a callee or enum-case name that mean "close this".
    static let dismissalWords = ["dismiss", "close", "hide", "cancel", "wake", "background", "Dismiss", "Close", "Hide",
                                 "Cancel", "Wake", "Background"]
    /// Implicit members naming a hidden or closed state (`updateHUD(.hidden)`).
    static let closedStates: Set<String> = ["hidden", "dismissed", "closed"]
    /// Calls that take the tapped view or screen away: an overlay removing itself, a pop.
    static let removalCalls: Set<String> = ["removeFromSuperview", "popViewController", "popToRootViewController",
                                            "popToViewController"]
    /// Calls that only move focus into a field.
    static let focusCalls: Set<String> = ["becomeFirstResponder", "beginEditing"]

    /// Whether a called name moves focus into a text field (`focusOnField()`, `focusTextField()`,
    /// `focusSearchInput()`): "focus" first, then a word for a field. `focusOnLocation()` (a map's
    /// camera) or `focus(on: item)` name no field and stay actions.
    static func namesFieldFocus(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard lower.hasPrefix("focus") else { return false }
        return ["field", "text", "input", "editor", "search"].contains { lower.dropFirst(5).contains($0) }
    }
    /// Whether a name says it takes the focus away from a field (`unfocus`, `unfocusActiveField`, `resignFocus`).
    static func namesUnfocus(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasPrefix("unfocus") || lower.hasPrefix("resignfocus") || lower.hasPrefix("clearfocus")
    }
    /// Words in a callee name that mean "dismiss the keyboard".
    static let keyboardWords = ["resignFirstResponder", "endEditing", "keyboard", "Keyboard"]

    /// Classifies the statements in tokens `first...last` (a closure or function body). With
    /// `followsCalls`, a call to a method of the same type in this file is judged by its body
    /// (`followedCallKind`).
    public func classifyAction(from first: Int, through last: Int, depth: Int = 0, followsCalls: Bool = false) -> ActionKind {
        guard first <= last else { return .empty }
        // Nested closures and branches are judged to a bounded depth (no unbounded recursion).
        guard depth < 16 else { return .other }
        if depth == 0, readsTouchLocation(from: first, through: last), !hitTestsDiscreteTarget(from: first, through: last) { return .spatial }
        var kinds: [ActionKind] = []
        var probe = first
        while probe <= last {
            // Skip `guard … else { return }` preconditions and bare `return`.
            if isName(probe, "guard") {
                var end = probe
                while end <= last, !isName(end, "else") { end += 1 }
                if kind(end + 1) == .leftBrace, let close = partner(of: end + 1) { probe = close + 1; continue }
            }
            if isName(probe, "return") || tokens[probe].kind == .semicolon { probe += 1; continue }
            if isName(probe, "if") {
                // `if … { a } else if … { b } else { c }`: judge every branch.
                var branchKinds: [ActionKind] = []
                var cursor = probe
                while cursor <= last, let brace = bodyBrace(after: cursor), brace <= last, let close = partner(of: brace) {
                    branchKinds.append(classifyAction(from: brace + 1, through: close - 1, depth: depth + 1, followsCalls: followsCalls))
                    cursor = close + 1
                    guard isName(cursor, "else") else { break }
                    if isName(cursor + 1, "if") { cursor += 1; continue }
                    if kind(cursor + 1) == .leftBrace, let elseClose = partner(of: cursor + 1) {
                        branchKinds.append(classifyAction(from: cursor + 2, through: elseClose - 1, depth: depth + 1,
                                                                  followsCalls: followsCalls))
                        cursor = elseClose + 1
                    }
                    break
                }
                if branchKinds.isEmpty { return .other }
                kinds.append(combine(branchKinds.filter { $0 != .empty }))
                probe = max(cursor, probe + 1)
                continue
            }
            var end = min(last, max(probe, expressionEnd(from: probe)))
            // A declaration with a type annotation (`let original: CGRect = frame`) runs to the end of its value.
            if isName(probe, "let") || isName(probe, "var") {
                var equals = probe + 1
                while equals <= min(last, probe + 12), !isOperator(equals, "="),
                      !tokens[equals].flags.contains(.isAtStartOfLine) || equals == probe + 1 {
                    equals += 1
                }
                if equals <= last, isOperator(equals, "=") { end = min(last, max(equals, expressionEnd(from: equals + 1))) }
            }
            // An assignment statement continues after its operator.
            if end + 1 <= last, kind(end + 1) == .operator, isText(end + 1, "=") || isText(end + 1, "+=")
                || isText(end + 1, "-=") || isText(end + 1, "|=") {
                end = min(last, max(end + 1, expressionEnd(from: end + 2)))
            }
            kinds.append(classifyStatement(from: probe, through: end, depth: depth, followsCalls: followsCalls))
            probe = end + 1
            while probe <= last, tokens[probe].kind == .semicolon || tokens[probe].kind == .rightBrace { probe += 1 }
        }
        return combine(kinds)
    }

    /// Combines statement kinds: any `other` wins, then multi-tap counting, closing,
    /// forwarding, keyboard dismissal, hiding chrome, the edit menu, expanding text,
    /// clearing a selection, focus (a keyboard dismissal that also resets the text
    /// selection is a keyboard dismissal).
    func combine(_ kinds: [ActionKind]) -> ActionKind {
        let meaningful = kinds.filter { $0 != .empty }
        if meaningful.isEmpty { return .empty }
        for kind in [ActionKind.multiTap, .other, .closing, .forwarding, .keyboard, .hidesChrome, .editMenu, .expandsText,
                     .deselect]
        where meaningful.contains(kind) {
            return kind
        }
        return .focus
    }

    /// Classifies one statement.
    func classifyStatement(from first: Int, through last: Int, depth: Int, followsCalls: Bool = false) -> ActionKind {
        // `withAnimation { … }`, `Task { … }`: judge the closure.
        if let call = call(named: first), let closure = call.trailingClosures.first,
           isName(first, "withAnimation") || isName(first, "withTransaction") || isName(first, "Task") {
            // After the closure's signature, if any (`Task { @MainActor in … }`).
            var start = Int(closure.open) + 1
            if let scope = scope(openedBy: Int(closure.open)), scopes[scope].signatureEnd >= 0 {
                start = Int(scopes[scope].signatureEnd) + 1
            }
            return classifyAction(from: start, through: Int(closure.close) - 1, depth: depth + 1, followsCalls: followsCalls)
        }
        // Showing the edit menu: `let menu = UIMenuController.shared`, `menu.showMenu(from:rect:)`,
        // `interaction.presentEditMenu(with: configuration)`.
        if showsEditMenu(from: first, through: last) { return .editMenu }
        // A local constant from values alone (`let original = toolbar.frame`, no call): nothing happens yet.
        if isName(first, "let") || isName(first, "var"),
           !(first...last).contains(where: { kind($0) == .leftParen || kind($0) == .leftBrace }) {
            return .empty
        }
        // `_ = formView.resignFirstResponder()`: a result thrown away, the call is the statement.
        if isName(first, "_"), isOperator(first + 1, "="), first + 2 <= last {
            return classifyStatement(from: first + 2, through: last, depth: depth, followsCalls: followsCalls)
        }
        // Assignments; `tapCount += 1` counts taps toward a hidden shortcut.
        var probe = first
        while probe <= last {
            if isOperator(probe, "+="), let name = targetPath(endingAt: probe - 1).last.map({ text(Int($0)).lowercased() }),
               name.containsBytes(of: "count") || name.containsBytes(of: "taps") {
                return .multiTap
            }
            if isOperator(probe, "=") {
                let target = targetPath(endingAt: probe - 1)
                guard let name = target.last.map({ text(Int($0)) }) else { return .other }
                // `label.numberOfLines = 0`: the tapped text laid out in full.
                if SyntaxIndex.textLayoutMembers.contains(name), target.count > 1 { return .expandsText }
                let lower = name.lowercased()
                if lower.containsBytes(of: "focus") || lower.hasPrefix("active") || lower.hasSuffix("responder") { return .focus }
                // `isInputActive = false` where `@FocusState var isInputActive`: moving focus (or dropping it,
                // which dismisses the keyboard), whatever the state is called.
                if target.count == 1 || target.count == 2 && isName(Int(target[0]), "self"), isFocusState(named: name) {
                    return .focus
                }
                // `isNavigationBarHidden = true`, `navigationBar.isHidden = true`: hiding the bars.
                if isName(probe + 1, "true"), lower.hasSuffix("barhidden")
                    || name == "isHidden" && target.dropLast().last.map({ SyntaxIndex.isBar(text(Int($0))) }) == true {
                    return .hidesChrome
                }
                if clearsSelection(name: lower, valueAt: probe + 1, through: last) { return .deselect }
                // `let generator = UIImpactFeedbackGenerator(style: .light)`: haptics only.
                if kind(probe + 1) == .identifier, SyntaxIndex.isIncidentalConstructor(text(probe + 1)),
                   call(named: probe + 1) != nil {
                    return .empty
                }
                if isName(probe + 1, "nil") || isName(probe + 1, "false") { return .closing }
                // `overlay.isHidden = true`: hiding a view is closing it.
                if name == "isHidden", isName(probe + 1, "true") { return .closing }
                return .other
            }
            if kind(probe) == .leftParen || kind(probe) == .leftBrace || kind(probe) == .leftSquare {
                probe = (partner(of: probe) ?? last) + 1
                continue
            }
            probe += 1
        }
        // Calls: find the called name (the last name before the first `(`/`{` at this level).
        probe = first
        var callee = -1
        while probe <= last {
            if kind(probe) == .leftParen || kind(probe) == .leftBrace { break }
            if let kind = kind(probe), kind == .identifier || kind == .keyword { callee = probe }
            probe += 1
        }
        guard callee >= 0 else { return .other }
        let name = text(callee)
        // Logging and a hint animation that puts back what it moves do nothing a user needs.
        if SyntaxIndex.loggingCalls.contains(name) || isHintAnimation(callee: callee) || isHaptic(callee: callee) { return .empty }
        // `[gesture.view removeGestureRecognizer:gesture]`: a one-shot recognizer taking itself away is bookkeeping.
        if name == "removeGestureRecognizer" { return .empty }
        // A method of the same type declared in this file: what its body does, read before its name
        // (`jump(to:)` that only logs does nothing; `closeComposer()` ending in
        // `textView.resignFirstResponder()` dismisses the keyboard, whatever the method is called).
        // A body that acts leaves the judgement to the name, as for a `#selector` handler.
        if followsCalls, let followed = followedCallKind(callee: callee, depth: depth), followed != .other { return followed }
        if SyntaxIndex.focusCalls.contains(name) || SyntaxIndex.namesFieldFocus(name) { return .focus }
        // `unfocusField()`, `unfocus.send(.commit)` (a subject the focused field listens to): dropping the focus.
        if SyntaxIndex.namesUnfocus(name) { return .focus }
        if kind(callee - 1) == .period, let receiver = pathNames(targetPath(endingAt: callee - 2)).last,
           SyntaxIndex.namesUnfocus(receiver) { return .focus }
        if name == "performClick" || name == "sendActions" || name == "performPrimaryAction" { return .forwarding }
        if SyntaxIndex.removalCalls.contains(name) { return .closing }
        if hidesChrome(callee: callee) { return .hidesChrome }
        if SyntaxIndex.keyboardWords.contains(where: { name.containsBytes(of: $0) }) { return .keyboard }
        // `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`.
        if name == "sendAction", contains("resignFirstResponder", from: first, through: last) { return .keyboard }
        if SyntaxIndex.dismissalWords.contains(where: { name.containsBytes(of: $0) }) { return .closing }
        if postsDismissalNotification(callee) { return .closing }
        if isDeselectCall(callee: callee) { return .deselect }
        // `store.send(.dismissMenu)`: an action named for closing.
        if name == "send", let call = call(named: callee), let argument = call.arguments.first {
            var inner = Int(argument.start)
            while inner <= Int(argument.end) {
                if kind(inner - 1) == .period, kind(inner) == .identifier {
                    let member = text(inner)
                    if SyntaxIndex.dismissalWords.contains(where: { member.containsBytes(of: $0) }) { return .closing }
                    return .other
                }
                inner += 1
            }
        }
        // `hud.update(.hidden)`, `transition(to: .dismissed)`: the only argument is a state named for hiding.
        if let call = call(named: callee), call.arguments.count == 1, let argument = call.arguments.first,
           Int(argument.end) == Int(argument.start) + 1, kind(Int(argument.start)) == .period,
           isName(Int(argument.end), in: SyntaxIndex.closedStates) {
            return .closing
        }
        return .other
    }

    /// Whether the file declares a property `name` wrapped in `@FocusState` (`@FocusState var isInputActive: Bool`,
    /// `@FocusState private var field: Field?`): writing it moves or drops the keyboard focus.
    func isFocusState(named name: String) -> Bool {
        declarations(named: name, kind: .variable).contains { declaration in
            declarations[declaration].attributes.contains { isText(Int($0), "@FocusState") }
        }
    }

    /// Types that only build or show the edit (copy/paste) menu.
    static let editMenuTypes: Set<String> = ["UIMenuController", "UIMenuItem", "UIEditMenuInteraction", "UIEditMenuConfiguration"]
    /// Their members (`menu.showMenu(from:rect:)`), matched only after a `.`: a state named `showMenu` is no menu.
    static let editMenuMembers: Set<String> = ["setMenuVisible", "showMenu", "presentEditMenu", "setTargetRect", "menuItems"]

    /// Label members that change only how much of its text is laid out.
    static let textLayoutMembers: Set<String> = ["numberOfLines", "lineBreakMode", "adjustsFontSizeToFitWidth"]

    /// Whether the statement in tokens `first...last` names the edit menu (see `editMenuTypes`).
    func showsEditMenu(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...min(last, count - 1) where tokens[probe].kind == .identifier {
            // Spellings are compared in place: no String for the statement's other names.
            let names = kind(probe - 1) == .period ? SyntaxIndex.editMenuMembers : SyntaxIndex.editMenuTypes
            if names.contains(where: { isText(probe, equalTo: $0) }) { return true }
        }
        return false
    }

    /// Whether a name is a bar of the screen's chrome (`navigationBar`, `toolbar`, `tabBar`).
    static func isBar(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("navigationbar") || lower.hasSuffix("toolbar") || lower.hasSuffix("tabbar")
    }

    /// What follows "hide"/"show"/"toggle" in a call that changes the screen's chrome:
    /// `hideBars`, `showControls`, `toggleBarVisibility`, `toggleFullScreen`, `hideUI`.
    static let chromeNames = ["bar", "bars", "chrome", "controls", "ui", "hud", "interface", "fullscreen", "toolbar",
                              "navigationbar", "barvisibility", "barsvisibility", "chromevisibility", "controlsvisibility"]

    /// Whether the call whose name is token `callee` only hides chrome: `hideBars()`,
    /// `hideNavigationBar()`, `setNavigationBarHidden(true, animated: true)`.
    func hidesChrome(callee: Int) -> Bool {
        let name = text(callee)
        if name == "setNavigationBarHidden" || name == "setToolbarHidden" {
            return call(named: callee)?.arguments.first.map { isName(Int($0.start), "true") && $0.start == $0.end } ?? false
        }
        let lower = name.lowercased()
        guard lower.hasPrefix("hide"), !lower.hasPrefix("hideshow") else { return false }
        return SyntaxIndex.chromeNames.contains(String(lower.dropFirst(4)))
    }

    /// Whether tokens `first...last` show or toggle the screen's chrome: a call named
    /// `showBars()`, `showHideBars()`, `toggleBarVisibility()`, `toggleFullScreen()`;
    /// `isNavigationBarHidden.toggle()`, `fullScreen.toggle()`, `isFullScreen = !isFullScreen`;
    /// `setNavigationBarHidden(false, …)` or with a computed value. Such a tap brings hidden
    /// bars back, so it is the way back to the screen's controls.
    public func revealsChrome(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...min(last, count - 1) where tokens[probe].kind == .identifier {
            let name = text(probe)
            let lower = name.lowercased()
            if name == "setNavigationBarHidden" || name == "setToolbarHidden" {
                if let argument = call(named: probe)?.arguments.first,
                   !(argument.start == argument.end && isName(Int(argument.start), "true")) { return true }
                continue
            }
            let togglesState = lower.contains("fullscreen") || lower.hasSuffix("barhidden") || lower.hasSuffix("barshidden")
                || lower.hasSuffix("chromehidden") || lower.hasSuffix("controlshidden")
            if togglesState {
                // `fullScreen.toggle()`, `isNavigationBarHidden = !…`, `= false`.
                if kind(probe + 1) == .period, isName(probe + 2, "toggle") { return true }
                if isOperator(probe + 1, "="), isOperator(probe + 2, "!") || lower.hasSuffix("hidden") && isName(probe + 2, "false") {
                    return true
                }
            }
            guard call(named: probe) != nil else { continue }
            for prefix in ["toggle", "showhide", "show"] where lower.hasPrefix(prefix) {
                if SyntaxIndex.chromeNames.contains(String(lower.dropFirst(prefix.count))) { return true }
                break
            }
        }
        return false
    }

    /// Views that tokens `first...last` remove or hide, by their last name: `overlay.removeFromSuperview()`,
    /// `dimView?.isHidden = true`, `coverView.alpha = 0`; `"self"` for a bare or `self.` `removeFromSuperview()`.
    public func removedViews(from first: Int, through last: Int) -> Set<String> {
        var names: Set<String> = []
        guard first <= last else { return names }
        for probe in first...min(last, count - 1) where tokens[probe].kind == .identifier {
            let isRemoval = isText(probe, "removeFromSuperview") && call(named: probe) != nil
            let isHiding = (isText(probe, "isHidden") && isOperator(probe + 1, "=") && isName(probe + 2, "true"))
                || (isText(probe, "alpha") && isOperator(probe + 1, "=") && (isText(probe + 2, "0") || isText(probe + 2, "0.0")))
            guard isRemoval || isHiding, kind(probe - 1) == .period || isRemoval else { continue }
            guard kind(probe - 1) == .period else { names.insert("self"); continue }
            var end = probe - 2
            if isOperator(end, "?") || isOperator(end, "!") { end -= 1 }
            let path = pathNames(targetPath(endingAt: end))
            names.insert(path.last ?? "self")
        }
        return names
    }

    /// The body of the handler function named by token `name` (see `classifyHandler`), then the
    /// bodies of the functions of its type in this file that the handler calls directly
    /// (`screenLockUpdate(enabled: false)`, `self.close()`), at most eight: what the tap runs.
    public func handlerBodies(named name: Int) -> [ClosedRange<Int>] {
        let candidates = functions(named: text(name)).filter { declarations[$0].body >= 0 }
        let type = enclosingType(of: name)
        guard let declaration = candidates.last(where: { enclosingType(of: Int(declarations[$0].keyword)) == type })
            ?? candidates.last else { return [] }
        let body = scopes[Int(declarations[declaration].body)]
        guard Int(body.open) + 1 <= Int(body.close) - 1 else { return [] }
        var bodies = [(Int(body.open) + 1)...(Int(body.close) - 1)]
        let owner = enclosingType(of: Int(declarations[declaration].keyword)).map { declarations[$0].nameText }
        var seen: Set<Int> = [declaration]
        for probe in bodies[0] where tokens[probe].kind == .identifier && bodies.count < 9 {
            guard kind(probe - 1) != .period || isName(probe - 2, "self"), call(named: probe) != nil else { continue }
            for callee in functions(named: text(probe)) where declarations[callee].body >= 0 && !seen.contains(callee) {
                guard enclosingType(of: Int(declarations[callee].keyword)).map({ declarations[$0].nameText }) == owner
                else { continue }
                seen.insert(callee)
                let scope = scopes[Int(declarations[callee].body)]
                if Int(scope.open) + 1 <= Int(scope.close) - 1 { bodies.append((Int(scope.open) + 1)...(Int(scope.close) - 1)) }
            }
        }
        return bodies
    }

    /// Whether tokens `first...last` ask where the touch landed: `location(in:)`,
    /// `location(ofTouch:in:)`, `locationInView(…)`.
    func readsTouchLocation(from first: Int, through last: Int) -> Bool {
        for probe in first...last where tokens[probe].kind == .identifier && kind(probe - 1) == .period {
            if isText(probe, "locationInView") { return true }
            guard isText(probe, "location"), let call = call(named: probe) else { continue }
            if call.arguments.contains(where: { argument in
                argument.label >= 0 && (isText(Int(argument.label), "in") || isText(Int(argument.label), "ofTouch"))
            }) { return true }
        }
        return false
    }

    /// Classifies a handler passed by name (`perform: registerDismissTap`,
    /// `#selector(dismissKeyboard)`): by the function's body when it is declared
    /// in this file, else by its name.
    public func classifyHandler(named name: Int, followsCalls: Bool = false) -> ActionKind {
        let handler = text(name)
        // Two types in one file may both declare `handleTap`: prefer the one in the selector's own type.
        let candidates = functions(named: handler).filter { declarations[$0].body >= 0 }
        let type = enclosingType(of: name)
        if let declaration = candidates.last(where: { enclosingType(of: Int(declarations[$0].keyword)) == type })
            ?? candidates.last {
            let body = scopes[Int(declarations[declaration].body)]
            let kind = classifyAction(from: Int(body.open) + 1, through: Int(body.close) - 1, followsCalls: followsCalls)
            if kind != .other { return kind }
        }
        if SyntaxIndex.keyboardWords.contains(where: { handler.containsBytes(of: $0) }) { return .keyboard }
        if SyntaxIndex.dismissalWords.contains(where: { handler.containsBytes(of: $0) }) { return .closing }
        // `action: @selector(popViewControllerAnimated:)` on the navigation controller: UIKit's own pop.
        if SyntaxIndex.removalCalls.contains(where: { handler.hasPrefix($0) }) { return .closing }
        return .other
    }
}

extension SyntaxIndex {
    /// Calls that carry no meaning of their own for matching actions.
    static let incidentalCalls: Set<String> = [
        "withAnimation", "withTransaction", "Task", "async", "asyncAfter", "fireHaptic", "print", "Button", "Text",
        "Label", "Image", "Group", "ForEach", "if", "guard", "LocalizedStringKey", "NSLocalizedString", "String",
        "impactOccurred", "notificationOccurred", "selectionChanged",
    ]

    /// The signatures of what tokens `first...last` do, for telling whether two
    /// handlers perform the same action: each called name, qualified by the
    /// implicit member in its first argument (`navigate.accountDetail`), and names
    /// passed as handlers (`perform: selectAction`). Members of the enclosing type
    /// named in the range (`accessibilityActions`) are expanded one level.
    public func actionSignatures(from first: Int, through last: Int, expandMembers: Bool = true) -> Set<String> {
        var signatures: Set<String> = []
        guard first <= last, first >= 0 else { return signatures }
        let type = enclosingType(of: first)
        for probe in first...min(last, count - 1) where tokens[probe].kind == .identifier {
            let name = text(probe)
            // `showSettings = true`, `viewModel.isEditing.toggle()`: state changes are actions too.
            if kind(probe + 1) == .operator, isOperator(probe + 1, "=") || isOperator(probe + 1, "+=") {
                // The value's case or literal makes it exact: `sheet = .editHistory` ≠ `sheet = .reply`.
                var value = ""
                if kind(probe + 2) == .period { value = "." + text(probe + 3) }
                else if let valueKind = kind(probe + 2), valueKind == .keyword || valueKind == .integer { value = "=" + text(probe + 2) }
                signatures.insert("set:" + name + value)
                continue
            }
            if isName(probe, "toggle"), kind(probe - 1) == .period, kind(probe - 2) == .identifier {
                signatures.insert("set:" + text(probe - 2))
                continue
            }
            if let call = call(named: probe) {
                guard !SyntaxIndex.incidentalCalls.contains(name), !SyntaxIndex.isIncidentalConstructor(name) else { continue }
                var signature = name
                if let argument = call.arguments.first, kind(Int(argument.start)) == .period {
                    signature += "." + text(Int(argument.start) + 1)
                }
                signatures.insert(signature)
                continue
            }
            guard expandMembers, kind(probe - 1) != .period, let type else { continue }
            // A member of the enclosing type: a function or computed property whose body acts.
            if let member = member(of: type, where: { declarations[$0].nameText == name && declarations[$0].body >= 0 }) {
                let body = scopes[Int(declarations[member].body)]
                signatures.formUnion(actionSignatures(from: Int(body.open) + 1, through: Int(body.close) - 1,
                                                      expandMembers: false))
            }
        }
        return signatures
    }

    /// The signatures of the accessibility actions a chain declares
    /// (`.accessibilityAction { … }`, `.accessibilityActions { … }`, `.accessibilityAction(.default, run)`).
    public func accessibilityActionSignatures(of links: [ChainLink]) -> Set<String> {
        var signatures: Set<String> = []
        for link in links {
            let name = Int(link.name)
            guard isText(name, "accessibilityAction") || isText(name, "accessibilityActions"), let call = link.call else { continue }
            signatures.formUnion(actionSignatures(ofCall: call))
        }
        return signatures
    }

    /// The signatures of what a call does with its arguments and closures, plus handlers
    /// passed by name (`.accessibilityAction(.default, selectAction)`, `Button(action: save)`).
    public func actionSignatures(ofCall call: CallSite) -> Set<String> {
        let first = call.open >= 0 ? Int(call.open) + 1 : Int(call.trailingClosures.first?.open ?? call.name) + 1
        var signatures = actionSignatures(from: first, through: Int(call.end))
        for argument in call.arguments where argument.start == argument.end && tokens[Int(argument.start)].kind == .identifier {
            signatures.insert(text(Int(argument.start)))
        }
        return signatures
    }
}
