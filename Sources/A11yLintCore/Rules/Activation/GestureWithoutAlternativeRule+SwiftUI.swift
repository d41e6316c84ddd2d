/// The SwiftUI half of `gesture-without-alternative`: `.onLongPressGesture { … }` and
/// `.gesture(LongPressGesture().onEnded { … })` whose action nothing else offers.
extension GestureWithoutAlternativeRule {
    /// Views that are controls themselves: a long press on them is a secondary shortcut
    /// next to their own action (not judged: see the rationale's false negatives).
    static let swiftUIControls: Set<String> = [
        "Button", "Link", "NavigationLink", "Toggle", "Menu", "Picker", "Stepper", "Slider", "DatePicker",
        "TextField", "SecureField", "TextEditor", "ShareLink", "ColorPicker", "PhotosPicker",
    ]

    /// Modifiers that give the view another way to reach an action: a context menu,
    /// accessibility actions, swipe actions, or a tap of its own.
    static let alternativeModifiers: Set<String> = [
        "contextMenu", "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction",
        "accessibilityScrollAction", "swipeActions", "onTapGesture", "accessibilityHidden", "hidden",
    ]

    /// Standard library and SwiftUI free functions whose effect is known: no hidden action.
    static let knownFreeFunctions: Set<String> = ["print", "debugPrint", "withAnimation", "withTransaction", "min", "max"]

    /// The modifiers that attach a gesture value to a view.
    static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

    /// Gesture compositions: the long press is then the start of a drag (not judged).
    static let compositions: Set<String> = ["sequenced", "simultaneously", "exclusively"]

    func checkSwiftUI(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "onLongPressGesture") {
            let name = Int(occurrence)
            guard index.kind(name - 1) == .period, let call = index.call(named: name), !index.isExcludedFromIOS(name),
                  !isTouchDown(call, index: index), let action = performRange(of: call, index: index),
                  let chain = index.chain(containing: name) else { continue }
            guard lacksAlternative(chain: chain, action: action, at: name, file: file) else { continue }
            findings.append(file.finding(from: name, through: name, message: GestureWithoutAlternativeRule.swiftUIMessage(),
                                         fix: GestureWithoutAlternativeRule.swiftUIFix()))
        }
        for occurrence in file.occurrences(of: "LongPressGesture") {
            let name = Int(occurrence)
            guard index.kind(name - 1) != .period, let call = index.call(named: name), !index.isExcludedFromIOS(name),
                  !isTouchDown(call, index: index),
                  // `.gesture(LongPressGesture()…)`, `.simultaneousGesture(…)`, `.highPriorityGesture(…)`
                  let opener = index.enclosingOpener(of: name), index.kind(opener) == .leftParen, opener + 1 == name,
                  index.kind(opener - 2) == .period,
                  index.isName(opener - 1, in: GestureWithoutAlternativeRule.gestureModifiers),
                  let chain = index.chain(containing: opener - 1) else { continue }
            let links = index.chainLinks(after: Int(call.end))
            guard !links.contains(where: { index.isName(Int($0.name), in: GestureWithoutAlternativeRule.compositions) }),
                  let onEnded = links.first(where: { index.isText(Int($0.name), "onEnded") })?.call,
                  let action = performRange(of: onEnded, index: index) else { continue }
            guard lacksAlternative(chain: chain, action: action, at: name, file: file) else { continue }
            findings.append(file.finding(from: name, through: name, message: GestureWithoutAlternativeRule.swiftUIMessage(),
                                         fix: GestureWithoutAlternativeRule.swiftUIFix()))
        }
        return findings
    }

    /// `minimumDuration: 0`: a touch-down highlight or press tracker, not a long press.
    func isTouchDown(_ call: CallSite, index: SyntaxIndex) -> Bool {
        guard let duration = index.argument(call, labeled: "minimumDuration"), duration.start == duration.end else {
            return false
        }
        let value = Int(duration.start)
        return index.isText(value, "0") || index.isText(value, "0.0")
    }

    /// The statements of the action: the first trailing closure (after its `{ _ in`
    /// signature), else a `perform: { … }` closure argument. A handler passed by name
    /// is judged by its name only: `nil` means no action to judge.
    func performRange(of call: CallSite, index: SyntaxIndex) -> ClosedRange<Int>? {
        var open: Int?
        if let closure = call.trailingClosures.first, closure.label < 0 || index.isText(Int(closure.label), "perform") {
            open = Int(closure.open)
        } else if let perform = index.argument(call, labeled: "perform"), index.kind(Int(perform.start)) == .leftBrace {
            open = Int(perform.start)
        }
        guard let open, let close = index.partner(of: open) else { return nil }
        var first = open + 1
        if let scope = index.scope(openedBy: open), index.scopes[scope].signatureEnd >= 0 {
            first = Int(index.scopes[scope].signatureEnd) + 1
        }
        let last = close - 1
        guard first <= last else { return nil }
        return first...last
    }

    /// Whether the long press on the view of `chain` performs an action that the view,
    /// its containers and the controls of its type offer no other way.
    func lacksAlternative(chain: ModifierChain, action: ClosedRange<Int>, at gesture: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        let kind = index.classifyAction(from: action.lowerBound, through: action.upperBound)
        // Dismissing, focusing or reading the touch point is no hidden action.
        if kind.isExemptAnywhere || kind == .closing || kind == .deselect { return false }
        let actions = index.actionSignatures(from: action.lowerBound, through: action.upperBound)
        guard !actions.isEmpty else { return false }
        if hasAlternative(chain.links, index: index, gestureActions: actions) { return false }
        let base = Int(chain.baseStart)
        if index.tokens[base].kind == .identifier {
            let baseName = index.text(base)
            if GestureWithoutAlternativeRule.swiftUIControls.contains(baseName) || file.components.buttons.contains(baseName) {
                // A Button whose own action is another one: the long press is a second, hidden action.
                guard baseName == "Button", let button = index.call(named: base),
                      let own = buttonActionSignatures(of: button, index: index), !own.isEmpty,
                      own.isDisjoint(with: actions), !callsUnseenFunction(from: Int(button.name), through: Int(button.end),
                                                                          index: index) else { return false }
            }
        }
        // A container with a context menu or accessibility actions covers its content.
        for call in index.enclosingCalls(of: base) {
            let name = index.text(Int(call.name))
            if name == "contextMenu" || name == "swipeActions" { return false }
            if hasAlternative(index.chainLinks(ofCall: call), index: index) { return false }
        }
        guard let type = index.enclosingType(of: gesture) else { return true }
        // A Button or menu item of the same type performs the same action.
        if let body = index.declarations[type].body >= 0 ? Optional(index.scopes[Int(index.declarations[type].body)]) : nil,
           !index.controlActionSignatures(from: Int(body.open) + 1, through: Int(body.close) - 1,
                                          extra: file.components.buttons).isDisjoint(with: actions) {
            return false
        }
        return !file.project.isCoveredAtEveryUse(index.declarations[type].nameText, actions: actions)
    }

    /// Whether modifiers offer another way: a context menu, swipe actions, a tap of
    /// their own (`.onTapGesture`, a `TapGesture` value), accessibility actions of
    /// any name, or hiding the view from assistive technologies.
    /// With `gestureActions` (the long press's own action signatures), a tap on the same view
    /// whose action names something else entirely is no alternative: the tap does one thing
    /// and the long press another (`.onTapGesture { open() }.onLongPressGesture { runNow() }`).
    /// A tap with no recognizable action (`.onTapGesture {}`, the scroll workaround) still counts.
    func hasAlternative(_ links: [ChainLink], index: SyntaxIndex, gestureActions: Set<String>? = nil) -> Bool {
        for link in links {
            let name = Int(link.name)
            if let gestureActions, index.isText(name, "onTapGesture"), let call = link.call,
               let tap = performRange(of: call, index: index) {
                let own = index.actionSignatures(from: tap.lowerBound, through: tap.upperBound)
                if !own.isEmpty, own.isDisjoint(with: gestureActions),
                   !callsUnseenFunction(from: tap.lowerBound, through: tap.upperBound, index: index) { continue }
            }
            if index.isName(name, in: GestureWithoutAlternativeRule.alternativeModifiers) { return true }
            // A tap attached as a gesture value: `.highPriorityGesture(TapGesture().onEnded { … })`.
            if index.isName(name, in: GestureWithoutAlternativeRule.gestureModifiers),
               let call = link.call, call.open >= 0, index.contains("TapGesture", from: Int(call.open), through: Int(call.close)) {
                return true
            }
        }
        let semantics = index.semantics(of: links)
        return !semantics.isDisjoint(with: [.action, .hidden, .representation])
    }

    /// The signatures of a `Button`'s own action: its unlabeled first trailing closure or its
    /// `action:` argument (a closure, or a handler's name). `nil` when neither is found.
    func buttonActionSignatures(of call: CallSite, index: SyntaxIndex) -> Set<String>? {
        if let action = index.argument(call, labeled: "action") {
            if action.start == action.end, index.kind(Int(action.start)) == .identifier {
                return [index.text(Int(action.start))]
            }
            guard index.kind(Int(action.start)) == .leftBrace, let close = index.partner(of: Int(action.start)) else {
                return nil
            }
            return index.actionSignatures(from: Int(action.start) + 1, through: close - 1)
        }
        guard let closure = call.trailingClosures.first, closure.label < 0 else { return nil }
        return index.actionSignatures(from: Int(closure.open) + 1, through: Int(closure.close) - 1)
    }

    /// Whether the statements call a free function this file does not declare
    /// (`showProfileSheetIfEnabled(user)`): what it does is unseen, and it may well perform the
    /// long press's action too, so the tap is still taken as an alternative.
    func callsUnseenFunction(from first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        guard first <= last else { return false }
        for probe in first..<last where index.kind(probe) == .identifier && index.kind(probe + 1) == .leftParen
            && index.kind(probe - 1) != .period {
            guard let byte = index.text(probe).utf8.first, byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") else {
                continue
            }
            let name = index.text(probe)
            if !GestureWithoutAlternativeRule.knownFreeFunctions.contains(name), index.declarations(named: name).isEmpty {
                return true
            }
        }
        return false
    }
}
