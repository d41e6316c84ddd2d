/// The SwiftUI half of `tap-gesture-as-button`: `.onTapGesture { … }` and
/// `.gesture(TapGesture().onEnded { … })` on views without button semantics.
extension TapGestureAsButtonRule {
    /// SwiftUI views that are controls (or inputs) themselves: a tap on them is not a fake button.
    static let swiftUIInteractiveViews: Set<String> = [
        "Button", "Link", "NavigationLink", "Toggle", "Menu", "Picker", "Stepper", "Slider", "DatePicker",
        "TextField", "SecureField", "TextEditor", "ShareLink", "ColorPicker", "PhotosPicker",
    ]

    /// `viewControlActions`: the action signatures of the controls in each view type's body (pass 1).
    /// `screens`: the labeled controls of every screen, with their effects (pass 1).
    func checkSwiftUI(_ file: SwiftFileContext, viewControlActions: [String: Set<String>] = [:],
                      screens: ScreenFacts = ScreenFacts()) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        // The file's control calls, found once: every tap asks which of them stand beside it.
        let controls = controlTokens(file)
        for occurrence in file.occurrences(of: "onTapGesture") {
            let name = Int(occurrence)
            // The modifier always takes an action; `self.onTapGesture()` calls a stored closure.
            guard index.kind(name - 1) == .period, let call = index.call(named: name),
                  !(call.arguments.isEmpty && call.trailingClosures.isEmpty),
                  !index.isExcludedFromIOS(name),
                  !isMultiTapShortcut(count: call, action: call, buttons: file.components.buttons, index: index),
                  let chain = index.chain(containing: name) else { continue }
            if isStyledControlsOwnActivation(call, at: name, index: index) { continue }
            let actions = actionSignatures(of: call, index: index)
            guard !isExempt(actionKind(of: call, index: index), chain: chain, actions: actions, index: index),
                  !closesFromScrim(chain: chain, action: call, index: index),
                  !repeatsScreenControl(tapParts(of: call, index: index), at: name, file: file, facts: screens),
                  !callsOnlyUnsuppliedClosures(invokedClosures(of: call, index: index) ?? [], at: name, file: file,
                                               facts: screens.closures),
                  needsButtonSemantics(chain: chain, at: name, actions: actions, controls: controls,
                                       viewControlActions: viewControlActions, file: file) else { continue }
            findings.append(file.finding(from: name, through: name, message: TapGestureAsButtonRule.swiftUIMessage(),
                                         fix: TapGestureAsButtonRule.swiftUIFix()))
        }
        for occurrence in file.occurrences(of: "TapGesture") {
            let name = Int(occurrence)
            guard index.kind(name - 1) != .period, let call = index.call(named: name), !index.isExcludedFromIOS(name),
                  // `.gesture(TapGesture()…)`, `.simultaneousGesture(…)`, `.highPriorityGesture(…)`
                  let opener = index.enclosingOpener(of: name), index.kind(opener) == .leftParen,
                  index.kind(opener - 2) == .period,
                  index.isName(opener - 1, "gesture") || index.isName(opener - 1, "simultaneousGesture")
                    || index.isName(opener - 1, "highPriorityGesture"),
                  let chain = index.chain(containing: opener - 1) else { continue }
            // The action: `.onEnded { … }` on the gesture.
            let gestureLinks = index.chainLinks(after: Int(call.end))
            let onEnded = gestureLinks.first(where: { index.isText(Int($0.name), "onEnded") })?.call
            if isMultiTapShortcut(count: call, action: onEnded, buttons: file.components.buttons, index: index) { continue }
            let actions = onEnded.map { actionSignatures(of: $0, index: index) } ?? []
            if let onEnded, isExempt(actionKind(of: onEnded, index: index), chain: chain, actions: actions, index: index)
                || closesFromScrim(chain: chain, action: onEnded, index: index)
                || repeatsScreenControl(tapParts(of: onEnded, index: index), at: name, file: file, facts: screens)
                || callsOnlyUnsuppliedClosures(invokedClosures(of: onEnded, index: index) ?? [], at: name, file: file,
                                               facts: screens.closures) {
                continue
            }
            guard needsButtonSemantics(chain: chain, at: name, actions: actions, controls: controls,
                                       viewControlActions: viewControlActions, file: file) else { continue }
            findings.append(file.finding(from: name, through: name, message: TapGestureAsButtonRule.swiftUIMessage(),
                                         fix: TapGestureAsButtonRule.swiftUIFix()))
        }
        return findings
    }

    /// The styles whose `makeBody` draws a control SwiftUI still exposes as that control.
    static let controlStyles: Set<String> = ["PrimitiveButtonStyle", "ToggleStyle"]

    /// Whether the tap is a styled control's own activation: inside the `makeBody` of a
    /// `PrimitiveButtonStyle` or `ToggleStyle`, an action that runs the control
    /// (`configuration.trigger()`, `configuration.isOn.toggle()`, `configuration.isOn = …`). The
    /// `Button` or `Toggle` the style draws keeps its role, name, value and activation for
    /// VoiceOver, Voice Control and Full Keyboard Access; the tap only replaces the pointer's
    /// way in. (A tap there that does something else is judged like any other.)
    func isStyledControlsOwnActivation(_ call: CallSite, at name: Int, index: SyntaxIndex) -> Bool {
        guard let closure = call.trailingClosures.first,
              let function = index.enclosingFunction(of: name), index.declarations[function].nameText == "makeBody",
              let type = index.enclosingType(of: name),
              !Set(index.declarations[type].inheritance).isDisjoint(with: TapGestureAsButtonRule.controlStyles) else {
            return false
        }
        let first = Int(closure.open) + 1, last = Int(closure.close) - 1
        guard first + 2 <= last else { return false }
        for token in first...(last - 2)
        where index.isName(token, "configuration") && index.kind(token + 1) == .period
            && (index.isName(token + 2, "trigger") || index.isName(token + 2, "isOn")) {
            return true
        }
        return false
    }

    /// The tokens of the condition of the `if` whose body is control-flow `scope`, from `if` to
    /// its `{` (bounded: conditions are short); nil for another statement (`for`, `while`, `else`).
    func ifCondition(of scope: Int, index: SyntaxIndex) -> Range<Int>? {
        let open = Int(index.scopes[scope].open)
        var probe = open - 1
        let limit = max(0, probe - 40)
        while probe > limit, !index.isName(probe, "if") {
            if index.kind(probe) == .rightBrace || index.kind(probe) == .leftBrace { return nil }
            probe -= 1
        }
        return index.isName(probe, "if") ? probe..<open : nil
    }

    /// What the tap's action does (closure or `perform:` handler).
    func actionKind(of call: CallSite, index: SyntaxIndex) -> ActionKind {
        if let closure = call.trailingClosures.first {
            var first = Int(closure.open) + 1
            if let scope = index.scope(openedBy: Int(closure.open)), index.scopes[scope].signatureEnd >= 0 {
                first = Int(index.scopes[scope].signatureEnd) + 1
            }
            let last = Int(closure.close) - 1
            let kind = index.classifyAction(from: first, through: last, followsCalls: true)
            return kind == .other && mentionsDismissalWord(first, through: last, index: index) ? .closing : kind
        }
        if let perform = index.argument(call, labeled: "perform") ?? call.arguments.last {
            let first = Int(perform.start)
            let last = Int(perform.end)
            if index.kind(first) == .leftBrace, let close = index.partner(of: first) {
                return index.classifyAction(from: first + 1, through: close - 1, followsCalls: true)
            }
            // `perform: action` (a closure property or function passed by name).
            if let handler = (first...last).last(where: { index.tokens[$0].kind == .identifier }) {
                let kind = index.classifyHandler(named: handler, followsCalls: true)
                return kind == .other && mentionsDismissalWord(first, through: last, index: index) ? .closing : kind
            }
        }
        return .other
    }

    /// Whether the action lets the tap pass: always for keyboard dismissal, focus,
    /// forwarding and multi-tap counting; for closing, only on a background-like view.
    func isExempt(_ kind: ActionKind, chain: ModifierChain, actions: Set<String>, index: SyntaxIndex) -> Bool {
        if kind.isExemptAnywhere { return true }
        // A see-through scrim (`Color.black.opacity(0.001)`) that toggles the state presenting the
        // overlay it sits beside (`isSideBarVisible.toggle()`): it exists while the overlay shows, so the
        // toggle closes it.
        if kind == .other, togglesPresentation(actions), isSeeThrough(chain: chain, index: index),
           isBackgroundLike(chain: chain, actions: actions, index: index) {
            return true
        }
        // Clearing a selection from a card, header or background is a deselect tap; a lone text or
        // image ("Clear", "×") is judged like closing: a visible control.
        if kind == .deselect, !TapGestureAsButtonRule.labelViews.contains(index.text(Int(chain.baseStart))) { return true }
        guard kind == .closing || kind == .deselect else { return false }
        if kind == .closing, onlyTurnsStateOff(actions), isLayoutRegion(chain: chain, index: index) { return true }
        return isBackgroundLike(chain: chain, actions: actions, index: index)
    }

    /// Views that show one label or icon: tapped alone, they read as a control of their own.
    static let labelViews: Set<String> = ["Text", "Image", "Label", "AsyncImage"]

    /// Words in a state's name that mean an overlay is presented.
    static let presentationWords = ["visible", "presented", "shown", "showing", "open", "expanded"]

    /// Animation curves passed to `withAnimation(…)`: how the change looks, not what it does.
    static let animationCurves: Set<String> = ["easeIn", "easeOut", "easeInOut", "linear", "spring", "interactiveSpring",
                                               "interpolatingSpring", "bouncy", "smooth", "snappy", "timingCurve", "speed",
                                               "delay"]

    /// Whether the action changes a presentation state (`set:isMenuVisible`) and does nothing else
    /// (an animation curve aside), setting none of them to `true`.
    func togglesPresentation(_ actions: Set<String>) -> Bool {
        var changesPresentation = false
        for action in actions {
            if TapGestureAsButtonRule.animationCurves.contains(action) { continue }
            // Setting a state to `true` opens something (`isUpgradeShown = true`): a button's job.
            guard action.hasPrefix("set:"), !action.hasSuffix("=true") else { return false }
            let name = action.dropFirst(4).lowercased()
            guard TapGestureAsButtonRule.presentationWords.contains(where: { name.contains($0) }) else { return false }
            changesPresentation = true
        }
        return changesPresentation
    }

    /// Whether the tapped view is a plain colour or shape (or a stack of them, `isPlainStack`) drawn
    /// see-through: `.clear`, or an opacity below one half (`Color.black.opacity(0.001)`).
    func isSeeThrough(chain: ModifierChain, index: SyntaxIndex) -> Bool {
        let first = Int(chain.baseStart)
        let last = Int(chain.end)
        guard first <= last, index.kind(first) == .identifier,
              TapGestureAsButtonRule.backgroundViews.contains(index.text(first))
                || isPlainStack(base: first, end: Int(chain.baseEnd), index: index) else { return false }
        for probe in first...last where index.kind(probe) == .identifier && index.kind(probe - 1) == .period {
            if index.isText(probe, "clear") { return true }
            if index.isText(probe, "opacity"), index.kind(probe + 1) == .leftParen, index.kind(probe + 3) == .rightParen,
               let value = Double(index.text(probe + 2)), value < 0.5 {
                return true
            }
        }
        return false
    }

    /// Stacks that are backgrounds when they hold only plain colors, shapes and spacers.
    static let plainStacks: Set<String> = ["ZStack", "VStack", "HStack", "Group"]

    /// Whether the base is a stack (`ZStack { Color.black.opacity(0.2); Spacer() }`) whose content is
    /// only plain colors, shapes and spacers with their modifiers: nothing a user reads or recognises.
    func isPlainStack(base: Int, end: Int, index: SyntaxIndex) -> Bool {
        guard TapGestureAsButtonRule.plainStacks.contains(index.text(base)), let call = index.call(named: base),
              let closure = call.trailingClosures.first, Int(closure.close) <= end + 1 else { return false }
        let first = Int(closure.open) + 1
        let last = Int(closure.close) - 1
        guard first <= last else { return false }
        var sawContent = false
        for probe in first...last {
            switch index.kind(probe) {
            case .identifier:
                if index.kind(probe - 1) == .period || index.kind(probe + 1) == .colon { continue }
                guard TapGestureAsButtonRule.backgroundViews.contains(index.text(probe)) else { return false }
                sawContent = true
            case .keyword, .stringSegment:
                return false
            default:
                continue
            }
        }
        return sawContent
    }

    /// Plain colors and shapes: backgrounds when tapped.
    static let backgroundViews: Set<String> = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
                                               "EmptyView", "Spacer"]

    /// Views that are backgrounds when tapped: plain colors and shapes, anything
    /// that ignores the safe area or fills all space, the whole view (the root of a
    /// `body`), or a tap whose action names a background.
    func isBackgroundLike(chain: ModifierChain, actions: Set<String>, index: SyntaxIndex) -> Bool {
        let base = Int(chain.baseStart)
        if index.tokens[base].kind == .identifier, TapGestureAsButtonRule.backgroundViews.contains(index.text(base))
            || isPlainStack(base: base, end: Int(chain.baseEnd), index: index) {
            return true
        }
        for link in chain.links {
            let name = Int(link.name)
            if index.isText(name, "ignoresSafeArea") || index.isText(name, "edgesIgnoringSafeArea") { return true }
            if index.isText(name, "frame"), let call = link.call,
               index.argument(call, labeled: "maxWidth") != nil, index.argument(call, labeled: "maxHeight") != nil {
                return true
            }
        }
        if actions.contains(where: TapGestureAsButtonRule.mentionsBackground) { return true }
        if closesItsOwnPresentation(base: base, actions: actions, index: index) { return true }
        // The root of a view's body: tapping anywhere on the view.
        if let scope = index.innermostScope(containing: base), let declaration = index.scopes[scope].declaration >= 0
            ? Optional(Int(index.scopes[scope].declaration)) : nil,
           index.declarations[declaration].nameText == "body" {
            var first = Int(index.scopes[scope].open) + 1
            if index.isName(first, "return") { first += 1 }
            return first == base
        }
        return false
    }

    /// Whether the tap turns off the state that shows the tapped view: the view sits in
    /// `if isBannerShown { … }` (or `if let item`, `if item != nil`) and the action sets
    /// that state to `false`/`nil`. Tapping a transient overlay to close it, like a scrim.
    func closesItsOwnPresentation(base: Int, actions: Set<String>, index: SyntaxIndex) -> Bool {
        let cleared = Set(actions.compactMap { action -> String? in
            guard action.hasPrefix("set:") else { return nil }
            for suffix in ["=false", "=nil"] where action.hasSuffix(suffix) {
                return String(action.dropFirst(4).dropLast(suffix.count))
            }
            return nil
        })
        guard !cleared.isEmpty else { return false }
        var boundary: Int?
        // A lone text or icon inside a stack of the shown content (a "✓" beside the filter field) is a
        // control of that content, not the overlay tapped away: only the `if`'s own view counts then.
        let isLabel = index.tokens[base].kind == .identifier && TapGestureAsButtonRule.labelViews.contains(index.text(base))
        if isShown(at: base, onlyWhileSetting: cleared, boundary: &boundary, directly: isLabel, index: index) { return true }
        if isLabel { return false }
        // A view helper (`func enlargedPoster() -> some View`) shown from its type's body inside
        // `if selected != nil { enlargedPoster() }`: the condition sits at the helper's uses (one level).
        guard let boundary, index.scopes[boundary].kind == .functionBody || index.scopes[boundary].kind == .propertyBody,
              index.scopes[boundary].declaration >= 0 else { return false }
        let helper = index.declarations[Int(index.scopes[boundary].declaration)]
        guard helper.nameText != "body", helper.kind == .function || helper.kind == .variable,
              let owner = index.enclosingType(of: Int(helper.keyword)) else { return false }
        let ownerName = index.declarations[owner].nameText
        var uses = 0
        for position in 0..<index.count where index.tokens[position].kind == .identifier
            && index.isText(position, equalTo: helper.nameText) && position != Int(helper.name) {
            guard index.kind(position - 1) != .period || index.isName(position - 2, "self"),
                  helper.kind == .variable || index.call(named: position) != nil,
                  index.kind(position + 1) != .colon, index.declaration(namedBy: position) == nil,
                  index.enclosingType(of: position).map({ index.declarations[$0].nameText }) == ownerName else { continue }
            uses += 1
            var ignored: Int?
            guard isShown(at: position, onlyWhileSetting: cleared, boundary: &ignored, index: index) else { return false }
        }
        return uses > 0
    }

    /// Whether the view at `position` sits in an `if` whose condition reads one of `cleared`
    /// within its declaration; `boundary` gets the declaration's body scope where the walk stopped.
    /// With `directly`, the view must be the `if`'s own content, not inside a stack or other closure in it.
    func isShown(at position: Int, onlyWhileSetting cleared: Set<String>, boundary: inout Int?, directly: Bool = false,
                 index: SyntaxIndex) -> Bool {
        var found = false
        var stop: Int?
        index.forEachEnclosingScope(of: position) { scope in
            let kind = index.scopes[scope].kind
            if directly, kind == .closure { return false }
            if kind == .functionBody || kind == .propertyBody || kind == .accessor || kind == .typeBody {
                stop = scope
                return false
            }
            guard kind == .controlFlow, let condition = ifCondition(of: scope, index: index) else { return true }
            for token in condition where index.tokens[token].kind == .identifier
                && cleared.contains(index.text(token)) {
                found = true
                return false
            }
            return true
        }
        boundary = stop
        return found
    }

    /// Whether a control at the same level of the same stack as the tapped view (not in another
    /// branch of an `if`) does everything the tap does: the tap only widens that control's target.
    func repeatsSiblingControl(base: Int, actions: Set<String>, controls: [Int], file: SwiftFileContext) -> Bool {
        let index = file.index
        guard !actions.isEmpty, let scope = index.innermostScope(containing: base), index.scopes[scope].kind == .closure,
              let container = index.owningCall(ofOpener: Int(index.scopes[scope].open)),
              ImageExposureWalker.containers.contains(index.text(Int(container.name))) else { return false }
        let open = Int(index.scopes[scope].open)
        let close = Int(index.scopes[scope].close)
        guard open + 1 < close else { return false }
        // Only the file's control calls inside the container (binary search: `controls` is sorted).
        var position = controls.partitioningIndex { $0 > open }
        while position < controls.count, controls[position] < close {
            let probe = controls[position]
            position += 1
            guard index.innermostScope(containing: probe) == scope, let control = index.call(named: probe) else { continue }
            // An icon-only, hidden or disabled control is no way to the action for assistive technologies.
            if index.isText(probe, "Button") || index.isText(probe, "Toggle") {
                guard TapGestureAsButtonRule.isVisible(index.chainLinks(ofCall: control), index: index),
                      TapGestureAsButtonRule.isLabeledControl(control, trailingIsLabel: index.isText(probe, "Toggle"),
                                                              index: index) else { continue }
            }
            if actions.isSubset(of: index.actionSignatures(ofCall: control)) { return true }
        }
        return false
    }

    /// Whether the base is a stack or `Group` whose content, through `if`/`else` and `switch` arms, is
    /// only custom views (declared in any file) whose own body gives them the button or link trait or an
    /// accessibility action (`.accessibilityElement(children: .ignore)` with `.accessibilityAddTraits(.isButton)`):
    /// whichever one shows, VoiceOver reaches a button that activates the tap. A plain `Text` among them,
    /// or a view without such semantics, leaves the tap judged as usual.
    func showsOnlyActivatableViews(base: Int, end: Int, project: ProjectModel, index: SyntaxIndex) -> Bool {
        guard TapGestureAsButtonRule.plainStacks.contains(index.text(base)), let call = index.call(named: base),
              let closure = call.trailingClosures.first, Int(closure.close) <= end + 1,
              let content = index.scope(openedBy: Int(closure.open)) else { return false }
        let first = Int(closure.open) + 1
        let last = Int(closure.close) - 1
        guard first <= last else { return false }
        var views = 0
        var probe = first
        while probe <= last {
            // Only statements directly in the content or in its control-flow blocks.
            let kind = index.tokens[probe].kind
            guard kind == .identifier, index.kind(probe - 1) != .period,
                  index.tokens[probe].flags.contains(.isAtStartOfLine) || index.kind(probe - 1) == .leftBrace else {
                if kind == .leftParen || kind == .leftSquare { probe = (index.partner(of: probe) ?? last) + 1; continue }
                probe += 1
                continue
            }
            var isRoot = true
            index.forEachEnclosingScope(of: probe) { scope in
                if scope == content { return false }
                if index.scopes[scope].kind != .controlFlow { isRoot = false; return false }
                return true
            }
            guard isRoot else { probe += 1; continue }
            guard let view = index.call(named: probe),
                  let semantics = project.viewSemantics[index.text(probe)],
                  !semantics.isDisjoint(with: .activatable) else { return false }
            views += 1
            probe = max(probe + 1, index.expressionEnd(from: probe) + 1, Int(view.end) + 1)
        }
        return views > 0
    }

    /// Whether the tap sits in the `label:` of a `DisclosureGroup(isExpanded: $expanded, …)` and only
    /// changes that binding's state (`withAnimation { isExpanded.toggle() }`): the group's label is
    /// already its disclosure control, a button VoiceOver reads with its expanded state, and the tap
    /// widens its target.
    func togglesOwnDisclosure(_ group: CallSite, base: Int, actions: Set<String>, index: SyntaxIndex) -> Bool {
        guard !actions.isEmpty, let binding = index.argument(group, labeled: "isExpanded"),
              index.tokens[Int(binding.end)].kind == .identifier || index.tokens[Int(binding.end)].kind == .dollarIdentifier
        else { return false }
        var state = index.text(Int(binding.end))
        if state.hasPrefix("$") { state.removeFirst() }
        let label: (Int, Int)?
        if let argument = index.argument(group, labeled: "label") {
            label = (Int(argument.start), Int(argument.end))
        } else if let closure = index.trailingClosure(group, labeled: "label") {
            label = (Int(closure.open), Int(closure.close))
        } else {
            label = nil
        }
        guard let (first, last) = label, base > first, base <= last else { return false }
        return actions.allSatisfy { action in
            if TapGestureAsButtonRule.animationCurves.contains(action) { return true }
            guard action.hasPrefix("set:") else { return false }
            let name = action.dropFirst(4)
            return name == state || name.hasPrefix(state + "=")
        }
    }

    /// The tokens that name a SwiftUI control (or a configured button component) as a call's
    /// name, not a member (`.Button`), in source order.
    func controlTokens(_ file: SwiftFileContext) -> [Int] {
        let index = file.index
        let names = SyntaxIndex.swiftUIControls.union(file.components.buttons)
        // Only a token whose first byte starts one of the names is spelled out as a String.
        var firstBytes = [Bool](repeating: false, count: 256)
        for name in names { if let byte = name.utf8.first { firstBytes[Int(byte)] = true } }
        let bytes = index.source.bytes
        var tokens: [Int] = []
        for probe in index.tokens.indices where index.tokens[probe].kind == .identifier && index.kind(probe - 1) != .period {
            guard firstBytes[Int(bytes[Int(index.tokens[probe].start)])], names.contains(index.text(probe)) else { continue }
            tokens.append(probe)
        }
        return tokens
    }

    /// The signatures of what a tap handler does (see `SyntaxIndex.actionSignatures`).
    func actionSignatures(of call: CallSite, index: SyntaxIndex) -> Set<String> {
        if let closure = call.trailingClosures.first {
            return index.actionSignatures(from: Int(closure.open) + 1, through: Int(closure.close) - 1)
        }
        guard call.open >= 0 else { return [] }
        // `perform: selectAction`: the handler's name is a signature too.
        return index.actionSignatures(ofCall: call)
    }

    /// Whether the tapped view still lacks button semantics after looking at its
    /// own modifiers, its content, the views around it and the uses of its view type.
    /// An accessibility action around the view covers it only when it does the same
    /// thing as the tap (`actions` are the tap's signatures).
    func needsButtonSemantics(chain: ModifierChain, at tap: Int, actions: Set<String>, controls: [Int],
                              viewControlActions: [String: Set<String>] = [:], file: SwiftFileContext) -> Bool {
        let index = file.index
        let project = file.project
        let own = index.semantics(of: chain.links)
        if !own.isDisjoint(with: [.buttonTrait, .linkTrait, .representation, .hidden, .disabled]) { return false }
        // An accessibility action on the view itself: a default one is the activation; named
        // ones must do what the tap does.
        if own.contains(.action), index.hasDefaultAccessibilityAction(chain.links)
            || !index.accessibilityActionSignatures(of: chain.links).isDisjoint(with: actions) {
            return false
        }
        // The base view: a control, or a custom view whose body declares button semantics.
        let base = Int(chain.baseStart)
        if index.tokens[base].kind == .identifier {
            let baseName = index.text(base)
            if TapGestureAsButtonRule.swiftUIInteractiveViews.contains(baseName) || file.components.buttons.contains(baseName) {
                return false
            }
            if let semantics = project.viewSemantics[baseName], !semantics.isDisjoint(with: .activatable) { return false }
            // A custom view (declared in any file) with a visible control that does everything the
            // tap does (`PlayerBar().onTapGesture { expand() }` where PlayerBar has an expand Button):
            // the tap is a bigger target for that control, which VoiceOver reaches.
            if !actions.isEmpty, let inner = viewControlActions[baseName], actions.isSubset(of: inner) { return false }
            // `Group { if trip { BookmarkCard(…) } else { StopRow(…) } }`: every view it can show is a custom
            // view whose body makes it an element with button semantics (declared in any file).
            if showsOnlyActivatableViews(base: base, end: Int(chain.baseEnd), project: project, index: index) { return false }
        }
        // Content that already holds a control or declares the semantics (a row-wide tap area).
        let baseEnd = Int(chain.baseEnd)
        if baseEnd >= base {
            if index.containsActivatableSemantics(from: base, through: baseEnd) { return false }
            // A row-wide tap that repeats a control inside the row (a bigger hit area) is fine;
            // a card tap next to an unrelated "Like" button is not.
            if !index.controlActionSignatures(from: base, through: baseEnd, extra: file.components.buttons)
                .isDisjoint(with: actions) { return false }
        }
        // A visible control right beside the view (in the same stack) that does what the tap does
        // (`Text(overview).onTapGesture { expanded.toggle() }` above a "Read more" Button toggling it):
        // the tap is a bigger target for that control, which VoiceOver reaches.
        if repeatsSiblingControl(base: base, actions: actions, controls: controls, file: file) { return false }
        // Enclosing views: a control, a selectable List, or an accessibility action or hiding.
        for call in index.enclosingCalls(of: base) {
            let name = index.text(Int(call.name))
            if SyntaxIndex.swiftUIControls.contains(name) || file.components.buttons.contains(name) { return false }
            if name == "List", index.argument(call, labeled: "selection") != nil { return false }
            if name == "DisclosureGroup", togglesOwnDisclosure(call, base: base, actions: actions, index: index) { return false }
            let links = index.chainLinks(ofCall: call)
            let semantics = index.semantics(of: links)
            if !semantics.isDisjoint(with: [.representation, .hidden, .buttonTrait, .linkTrait]) { return false }
            if semantics.contains(.action), !index.accessibilityActionSignatures(of: links).isDisjoint(with: actions) {
                return false
            }
        }
        // The view type containing the tap: every use of it is hidden or covered by an action.
        if let type = index.enclosingType(of: tap) {
            let typeName = index.declarations[type].nameText
            if project.isCoveredAtEveryUse(typeName, actions: actions) { return false }
        }
        return true
    }
}
