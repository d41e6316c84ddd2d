/// A tap that repeats what a menu or command already offers: the recognizer's handler does what the
/// handler of a `UIAction` (a button's or menu's primary action, a context menu item), a
/// `UIAccessibilityCustomAction`, a `UIContextualAction` or a key command does, in any file. The
/// call is followed, not guessed from a name: each call the tap makes must be made by the action on
/// an object of the same type (`self.rootView?.playerView?.display(element: .artwork)` resolved through
/// the project's property types to the tapped view's own class), and each state it writes must be
/// written there too; a command naming the handler itself (`UIKeyCommand(… action: #selector(h))`) in
/// the same type is that handler. The menu item is the accessible way to the same action.
extension TapGestureAsButtonRule {
    /// One call in an action: the receiver path (`[]` for `self`) and its signature (`display.artwork`).
    struct ActionCall: Sendable, Hashable {
        var receiver: [String]
        var signature: String
    }

    /// The handler of one menu action, command or custom action.
    struct MenuAction: Sendable, Hashable {
        /// The type the action is built in (its `self`).
        var owner: String
        var calls: [ActionCall] = []
        /// The members whose state it writes (`isLyricsShown` of `settings.isLyricsShown.toggle()`).
        var writes: [String] = []
        /// The method a selector-based command names (`UIKeyCommand(… action: #selector(h))`), or "".
        var selector: String = ""
    }

    /// Types whose handler closure or selector is an action the user can reach without the tap.
    static let menuActionTypes = ["UIAction", "UIAccessibilityCustomAction", "UIContextualAction", "UIKeyCommand",
                                  "UICommand"]

    /// The menu actions built in a file.
    static func menuActions(in file: CollectionContext) -> [MenuAction] {
        let index = file.index
        var actions: [MenuAction] = []
        for name in menuActionTypes {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard index.kind(token - 1) != .period, let call = index.call(named: token),
                      let owner = index.enclosingType(of: token) else { continue }
                var action = MenuAction(owner: index.declarations[owner].nameText)
                if let selector = index.argument(call, labeled: "action") ?? index.argument(call, labeled: "selector"),
                   let method = index.selectorName(from: Int(selector.start), through: Int(selector.end)) {
                    action.selector = index.text(method)
                }
                var closure: (open: Int, close: Int)?
                if let trailing = call.trailingClosures.first {
                    closure = (Int(trailing.open), Int(trailing.close))
                } else if let argument = index.argument(call, labeled: "handler") ?? index.argument(call, labeled: "actionHandler"),
                          index.kind(Int(argument.start)) == .leftBrace, let close = index.partner(of: Int(argument.start)) {
                    closure = (Int(argument.start), close)
                }
                if let closure, closure.open + 1 <= closure.close - 1 {
                    (action.calls, action.writes) = actionParts(from: closure.open + 1, through: closure.close - 1, index: index)
                }
                if !action.calls.isEmpty || !action.writes.isEmpty || !action.selector.isEmpty { actions.append(action) }
            }
        }
        return actions
    }

    /// The calls (with their receivers) and the state writes of tokens `first...last`; calls that carry
    /// no action of their own (logging, haptics, layout, ending editing) are left out.
    static func actionParts(from first: Int, through last: Int, index: SyntaxIndex) -> (calls: [ActionCall], writes: [String]) {
        var calls: [ActionCall] = []
        var writes: [String] = []
        guard first <= last else { return (calls, writes) }
        for probe in first...last where index.tokens[probe].kind == .identifier {
            if index.isOperator(probe + 1, "=") || index.isOperator(probe + 1, "+=") || index.isOperator(probe + 1, "-=") {
                writes.append(index.text(probe))
                continue
            }
            if index.isName(probe, "toggle"), index.kind(probe - 1) == .period {
                let path = index.targetPath(endingAt: index.isOperator(probe - 2, "?") ? probe - 3 : probe - 2)
                if let last = path.last { writes.append(index.text(Int(last))) }
                continue
            }
            guard let call = index.call(named: probe) else { continue }
            let name = index.text(probe)
            guard !SyntaxIndex.incidentalCalls.contains(name), !SyntaxIndex.isIncidentalConstructor(name),
                  !TapGestureAsButtonRule.incidentalTapCalls.contains(name) else { continue }
            var signature = name
            if let argument = call.arguments.first, index.kind(Int(argument.start)) == .period {
                signature += "." + index.text(Int(argument.start) + 1)
            }
            var receiver: [String] = []
            if index.kind(probe - 1) == .period {
                let end = probe - 2
                let path = index.kind(end) == .operator && (index.isText(end, "?") || index.isText(end, "!"))
                    ? index.targetPath(endingAt: end - 1) : index.targetPath(endingAt: end)
                // A receiver that is no plain path (`foo().bar()`, `UIApplication.shared.open`'s type) is
                // kept as a name nothing resolves, so it matches nothing.
                receiver = path.isEmpty ? ["?"] : index.pathNames(path)
            }
            calls.append(ActionCall(receiver: receiver, signature: signature))
        }
        return (calls, writes)
    }

    /// Whether the handler named at `handler` repeats a menu action of the project (see the type's note).
    func repeatsMenuAction(_ handler: Int, menuActions: [MenuAction], file: SwiftFileContext) -> Bool {
        guard !menuActions.isEmpty else { return false }
        let index = file.index
        guard let ownerDeclaration = index.enclosingType(of: handler),
              let body = index.handlerBodies(named: handler).first else { return false }
        let owner = index.declarations[ownerDeclaration].nameText
        let handlerName = index.text(handler)
        let tap = TapGestureAsButtonRule.actionParts(from: body.lowerBound, through: body.upperBound, index: index)
        var tapTypes: [String?] = []
        for call in tap.calls { tapTypes.append(resolvedType(of: call.receiver, from: owner, project: file.project)) }
        for action in menuActions {
            if action.owner == owner, action.selector == handlerName { return true }
            guard !tap.calls.isEmpty || action.owner == owner, !(tap.calls.isEmpty && tap.writes.isEmpty) else { continue }
            guard tap.writes.allSatisfy(action.writes.contains) else { continue }
            let repeatsEveryCall = zip(tap.calls, tapTypes).allSatisfy { call, type in
                guard let type else { return false }
                return action.calls.contains { other in
                    other.signature == call.signature
                        && resolvedType(of: other.receiver, from: action.owner, project: file.project) == type
                }
            }
            if repeatsEveryCall { return true }
        }
        return false
    }

    /// The type of the object a receiver path names, starting from `owner` (`[]` is `owner` itself), a
    /// member at a time through the project's declared property types; nil when a member is unknown.
    func resolvedType(of path: [String], from owner: String, project: ProjectModel) -> String? {
        var current = owner
        for (position, name) in path.enumerated() {
            guard position < 5,
                  let next = position == 0 ? storedType(in: current, member: name, project: project)
                    : project.propertyType(in: current, property: name) else { return nil }
            current = TapGestureAsButtonRule.withoutOptionalMarks(next)
        }
        return current
    }
}
