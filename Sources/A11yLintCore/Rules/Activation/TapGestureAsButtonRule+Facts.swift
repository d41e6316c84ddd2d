/// What `tap-gesture-as-button` collects from every file in pass 1: the functions
/// declared to return a `UITapGestureRecognizer` (`func makeTap() -> UITap…`), whose
/// calls create recognizers like the initializer does; the functions that take a cell and
/// only select or scroll to it (a delegate's `didTapCell(_ cell: PlanCell)` calling
/// `tableView(_:didSelectRowAt:)`); and the actions of the controls in each view type's body.
extension TapGestureAsButtonRule: CollectingRule {
    /// One file's facts.
    struct FileInfo: Sendable {
        /// Recognizer factories (function names).
        var factories: [String] = []
        /// Functions whose first parameter is a cell and which only select it (call
        /// `didSelectRowAt:`/`didSelectItemAt:`) or scroll to it: name and that parameter's type.
        var cellRepeaters: [(name: String, cell: String)] = []
        /// View types and the action signatures of the controls in their bodies.
        var viewControlActions: [(type: String, actions: Set<String>)] = []
        /// Classes that give themselves, or a subview they list in `accessibilityElements`, the
        /// button trait (`shareView.accessibilityTraits.insert(.button)`).
        var buttonElementTypes: [String] = []
        /// The menu actions, commands and custom actions built in the file (`TapGestureAsButtonRule+Menus.swift`).
        var menuActions: [MenuAction] = []
        /// The labeled, visible controls built in the file, with their effects (`+ScreenControls.swift`).
        var screenControls: [ScreenControl] = []
        /// The effects of the file's `@objc` and `@IBAction` methods.
        var selectorMethods: [MethodEffects] = []
        /// The views each type shows or holds.
        var embeddings: [(owner: String, embedded: String)] = []
        /// Properties the file turns into the button trait (`TapGestureAsButtonRule+TraitFlags.swift`).
        var buttonTraitFlags: [String] = []
        /// The injected closures the file declares and supplies (`TapGestureAsButtonRule+Injected.swift`).
        var closures = FileClosureFacts()
    }

    /// Every file's facts merged.
    struct Collected: Sendable {
        var factories: Set<String> = []
        /// Function name → the cell types it takes and only selects or scrolls to.
        var cellRepeaters: [String: Set<String>] = [:]
        /// View type → the action signatures of the controls anywhere in its declarations.
        var viewControlActions: [String: Set<String>] = [:]
        /// Classes that are, or expose, a button element (see `FileInfo.buttonElementTypes`).
        var buttonElementTypes: Set<String> = []
        var menuActions: [MenuAction] = []
        /// The controls, selector methods and embedded views of every screen.
        var screens = ScreenFacts()
        /// Properties some file turns into the button trait (`hasButtonAccessibilityTrait`).
        var buttonTraitFlags: Set<String> = []
    }

    static let collectedNames = ["didSelectRowAt", "didSelectItemAt", "scrollToItem", "scrollToRow", "Button",
                                 "accessibilityTraits", "isButton"] + menuActionTypes + controlNames

    /// The argument labels that call a table's or collection's selection delegate method.
    static let selectionLabels: Set<String> = ["didSelectRowAt", "didSelectItemAt"]
    /// Calls a cell repeater may make besides selecting: finding the cell's index path and scrolling to it.
    static let scrollCalls: Set<String> = ["indexPath", "scrollToItem", "scrollToRow", "scrollRectToVisible", "setContentOffset"]

    static func collect(from file: CollectionContext) -> FileInfo {
        var info = FileInfo()
        let index = file.index
        if file.mayMention("UITapGestureRecognizer") {
            let recognizer = file.nameID(of: "UITapGestureRecognizer")
            for slot in index.declarations.indices where index.declarations[slot].kind == .function {
                let declaration = index.declarations[slot]
                guard declaration.parameters >= 0, declaration.body >= 0,
                      let close = index.partner(of: Int(declaration.parameters)) else { continue }
                // The return type sits between the parameters' `)` and the body's `{`.
                let open = Int(index.scopes[Int(declaration.body)].open)
                let returnsRecognizer = recognizer.map { index.containsName($0, from: close, through: open) }
                    ?? index.contains("UITapGestureRecognizer", from: close, through: open)
                if returnsRecognizer { info.factories.append(declaration.nameText) }
            }
        }
        if ["didSelectRowAt", "didSelectItemAt", "scrollToItem", "scrollToRow"].contains(where: file.mayMention) {
            for slot in index.declarations.indices where index.declarations[slot].kind == .function && index.declarations[slot].body >= 0 {
                let declaration = index.declarations[slot]
                guard let cell = firstParameterType(of: declaration, index: index), cell.hasSuffix("Cell"),
                      onlySelectsOrScrolls(declaration, index: index) else { continue }
                info.cellRepeaters.append((declaration.nameText, cell))
            }
        }
        if file.mayMention("Button") {
            for declaration in index.declarations where declaration.kind == .struct && declaration.body >= 0
                && declaration.inheritance.contains("View") {
                let body = index.scopes[Int(declaration.body)]
                let actions = index.controlActionSignatures(from: Int(body.open) + 1, through: Int(body.close) - 1)
                if !actions.isEmpty { info.viewControlActions.append((declaration.nameText, actions)) }
            }
        }
        if file.mayMention("accessibilityTraits") { info.buttonElementTypes = buttonElementTypes(in: index) }
        if file.mayMention("isButton") || file.mayMention("accessibilityTraits") {
            info.buttonTraitFlags = buttonTraitFlags(in: index)
        }
        if menuActionTypes.contains(where: file.mayMention) { info.menuActions = menuActions(in: file) }
        info.closures = closureFacts(in: index)
        info.screenControls = screenControls(in: file)
        if !info.screenControls.isEmpty || !index.declarations.isEmpty {
            info.selectorMethods = selectorMethods(in: index)
            info.embeddings = embeddings(in: file)
        }
        return info
    }

    /// The types of this file that give the button trait to themselves, or to a member while
    /// also setting their `accessibilityElements` (the member is the element VoiceOver reaches).
    static func buttonElementTypes(in index: SyntaxIndex) -> [String] {
        var onSelf: Set<String> = []
        var onMember: Set<String> = []
        var listing: Set<String> = []
        for assignment in index.assignments() {
            guard let last = assignment.target.last, let owner = index.enclosingType(of: Int(last)) else { continue }
            let type = index.declarations[owner].nameText
            let path = index.pathNames(assignment.target)
            if path == ["accessibilityElements"] { listing.insert(type); continue }
            guard path.last == "accessibilityTraits", assignment.kind != .remove,
                  index.valueTraits(from: Int(assignment.valueStart), through: Int(assignment.valueEnd)).contains(.addsButton)
            else { continue }
            if path.count == 1 { onSelf.insert(type) } else if path.count == 2 { onMember.insert(type) }
        }
        return Array(onSelf.union(onMember.intersection(listing))).sorted()
    }

    static func merge(_ infos: [FileInfo]) -> Collected {
        var collected = Collected()
        for info in infos {
            collected.factories.formUnion(info.factories)
            for repeater in info.cellRepeaters { collected.cellRepeaters[repeater.name, default: []].insert(repeater.cell) }
            for view in info.viewControlActions { collected.viewControlActions[view.type, default: []].formUnion(view.actions) }
            collected.buttonElementTypes.formUnion(info.buttonElementTypes)
            collected.buttonTraitFlags.formUnion(info.buttonTraitFlags)
            // Read as a set of actions: any one repeating the tap decides, so their order does not matter.
            collected.menuActions += info.menuActions
            for control in info.screenControls { collected.screens.controls[control.owner, default: []].append(control) }
            for method in info.selectorMethods {
                let key = method.owner + "." + method.name
                // Overloads in several files: which one a selector runs is not read, so none is kept.
                if collected.screens.methods[key] != nil {
                    collected.screens.methods[key]?.parts = []
                    collected.screens.methods[key]?.flat = []
                } else {
                    collected.screens.methods[key] = method
                }
            }
            for pair in info.embeddings { collected.screens.embeds[pair.owner, default: []].insert(pair.embedded) }
        }
        collected.screens.closures = mergeClosureFacts(infos.map(\.closures))
        // Every file's controls in one order, whatever order the files were merged in.
        for (owner, controls) in collected.screens.controls {
            collected.screens.controls[owner] = controls.sorted { ($0.offset, $0.selector) < ($1.offset, $1.selector) }
        }
        return collected
    }

    /// The type name of a function's first parameter (`(_ cell: PlanCell)` → `PlanCell`).
    static func firstParameterType(of declaration: Declaration, index: SyntaxIndex) -> String? {
        guard declaration.parameters >= 0, let close = index.partner(of: Int(declaration.parameters)) else { return nil }
        var probe = Int(declaration.parameters) + 1
        while probe < close, index.kind(probe) != .colon, index.kind(probe) != .comma { probe += 1 }
        guard index.kind(probe) == .colon, probe + 1 < close, index.tokens[probe + 1].kind == .identifier else { return nil }
        return index.text(probe + 1)
    }

    /// Whether a function's body only selects (calls the `didSelectRowAt:`/`didSelectItemAt:`
    /// delegate method) or scrolls to a cell: every call in it finds an index path, scrolls or
    /// selects, and nothing is assigned but `guard let` bindings.
    static func onlySelectsOrScrolls(_ declaration: Declaration, index: SyntaxIndex) -> Bool {
        let body = index.scopes[Int(declaration.body)]
        let first = Int(body.open) + 1
        let last = Int(body.close) - 1
        guard first <= last else { return false }
        var acts = false
        for probe in first...last {
            if index.isOperator(probe, "=") {
                // `guard let indexPath = …`: a binding, not a change.
                guard index.isName(probe - 2, "let") || index.isName(probe - 2, "var") else { return false }
                continue
            }
            guard index.tokens[probe].kind == .identifier else { continue }
            if index.callsSelectionDelegate(at: probe) { acts = true; continue }
            guard let call = index.call(named: probe) else { continue }
            // `tableView(tableView, didSelectRowAt: indexPath)`: the label decides (above).
            if call.arguments.contains(where: { $0.label >= 0 && selectionLabels.contains(index.text(Int($0.label))) }) {
                continue
            }
            if scrollCalls.contains(index.text(probe)) {
                if index.text(probe) != "indexPath" { acts = true }
                continue
            }
            return false
        }
        return acts
    }
}

extension SyntaxIndex {
    /// Whether token `probe` is the `didSelectRowAt:`/`didSelectItemAt:` argument label of a
    /// call (`delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)`): the code
    /// runs what selecting the cell runs.
    func callsSelectionDelegate(at probe: Int) -> Bool {
        guard kind(probe + 1) == .colon, TapGestureAsButtonRule.selectionLabels.contains(text(probe)),
              let opener = enclosingOpener(of: probe) else { return false }
        return kind(opener) == .leftParen
    }
}
