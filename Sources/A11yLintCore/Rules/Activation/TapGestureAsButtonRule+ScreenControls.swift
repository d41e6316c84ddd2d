/// A tap that repeats a labeled real control of the same screen. Every control of the project is
/// described in pass 1 by what its action does (`TapGestureAsButtonRule+Effects.swift`): SwiftUI's
/// `Button`s (menu, context-menu and swipe items included) and `Toggle`s; UIKit's `UIAction`s (menus, primary actions, the handler a local closure
/// holds), `UIContextualAction`s, `UIAccessibilityCustomAction`s, `UIBarButtonItem`s and control
/// targets (`addTarget(_:action:for:)`). (An `@IBAction` alone is none: nothing here shows that a
/// storyboard connects it to a control rather than to the recognizer itself.) A tap whose every effect one such control
/// performs, on an object of the same type, is a bigger target for that control, which VoiceOver,
/// Voice Control and Switch Control reach. (A SwiftUI accessibility action of another element is left
/// out: it is found only on that element, and covers the tap only on the tapped view or around it.)
///
/// The screen is the tap's own type (its extensions in any file, its superclasses) and the views it
/// embeds (the custom views its body shows, the types of its stored properties), two levels down;
/// never another view controller, and never what its body presents (`.sheet`, `.popover`,
/// `.alert`, a `NavigationLink`'s destination): a Details button on the next screen is no way to a
/// row's tap here. A control in another branch of the same `if` as the tap (shown only when the
/// tap is not) does not count, nor one that is unlabeled (an icon-only `Button` without
/// `accessibilityLabel`, an image-only bar item, a button given no title) or hidden.
extension TapGestureAsButtonRule {
    /// One labeled, visible control and what its action does.
    struct ScreenControl: Sendable, Hashable {
        /// The type the control is built in.
        var owner: String
        /// That type's name with the types it is nested in (`Home.RootView`): apps declare one
        /// `RootView` per module, and a control of another module's is not on this screen.
        var scope: String = ""
        /// The byte offset of the control's name token (to find it again in its own file).
        var offset: UInt32
        /// The method a selector-based control runs, or "" (its effects are then `parts`).
        var selector: String = ""
        /// What the action does, one list per alternative (`TapGestureAsButtonRule.alternatives`).
        var alternatives: [[ActionCall]] = []
        /// `alternatives` with calls of the owner's methods in that file replaced by their effects.
        var flat: [[ActionCall]] = []
    }

    /// The effects of a method a selector can name (`@objc`, `@IBAction`), for selectors and tap
    /// handlers declared in another file than the control or recognizer.
    struct MethodEffects: Sendable, Hashable {
        var owner: String
        var name: String
        var parts: [ActionCall] = []
        var flat: [ActionCall] = []
    }

    /// What the screens of the project hold, merged from every file.
    struct ScreenFacts: Sendable {
        /// Owner type → its labeled controls.
        var controls: [String: [ScreenControl]] = [:]
        /// `Type.method` → its effects.
        var methods: [String: MethodEffects] = [:]
        /// The injected closures of the project and what supplies them.
        var closures = ClosureFacts()
        /// Type → the view types it shows or holds.
        var embeds: [String: Set<String>] = [:]
    }

    /// Modifiers whose content is another screen or a dialog over it.
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination",
                                                     "alert", "confirmationDialog", "inspector"]

    // MARK: - Pass 1

    /// The names a control is built with or given a target by (`TapGestureAsButtonRule.collectedNames`).
    static let controlNames = ["addTarget", "Button", "Toggle", "UIAction", "UIContextualAction",
                               "UIAccessibilityCustomAction", "UIBarButtonItem"]

    /// The labeled, visible controls built in a file.
    static func screenControls(in file: CollectionContext) -> [ScreenControl] {
        let index = file.index
        var controls: [ScreenControl] = []
        // The names this file gives a title or label, found once (for control targets).
        var named: Set<String>?
        // Only the tokens spelling a control's name, from the index's occurrence lists, in token
        // order (every token where a name table lacks one of them).
        var sites: [Int32] = []
        if controlNames.allSatisfy({ file.nameID(of: $0) != nil }) {
            for name in controlNames { sites += file.occurrences(of: name) }
            sites.sort()
        } else {
            sites = (0..<Int32(index.count)).map { $0 }
        }
        for site in sites where index.tokens[Int(site)].kind == .identifier {
            let probe = Int(site)
            let afterPeriod = index.kind(probe - 1) == .period
            var control: ScreenControl?
            if afterPeriod {
                if index.isText(probe, "addTarget") {
                    if named == nil { named = namedControls(in: index) }
                    control = targetControl(at: probe, named: named ?? [], index: index)
                }
            } else if index.isText(probe, "Button") || index.isText(probe, "Toggle") {
                control = swiftUIControl(at: probe, index: index)
            } else if index.isText(probe, "UIAction") || index.isText(probe, "UIContextualAction")
                        || index.isText(probe, "UIAccessibilityCustomAction") || index.isText(probe, "UIBarButtonItem") {
                control = uiKitAction(at: probe, index: index)
            }
            guard var found = control, !index.isExcludedFromIOS(probe) else { continue }
            found.scope = qualifiedOwner(at: probe, index: index) ?? found.owner
            found.flat = found.alternatives.map { flattened($0, owner: found.owner, index: index) }
            if !found.alternatives.isEmpty || !found.selector.isEmpty { controls.append(found) }
        }
        return controls
    }

    /// The enclosing type's name at `probe` with the types it is nested in (`Home.RootView`; an
    /// extension's extended path, `extension Home.RootView`), or nil outside a type.
    static func qualifiedOwner(at probe: Int, index: SyntaxIndex) -> String? {
        guard var type = index.enclosingType(of: probe) else { return nil }
        var names: [String] = []
        for _ in 0..<8 {
            let declaration = index.declarations[type]
            if declaration.kind == .extension {
                var path: [String] = []
                var cursor = Int(declaration.keyword) + 1
                while index.kind(cursor) == .identifier {
                    path.append(index.text(cursor))
                    guard index.kind(cursor + 1) == .period else { break }
                    cursor += 2
                }
                names.append(path.isEmpty ? declaration.nameText : path.joined(separator: "."))
                break
            }
            names.append(declaration.nameText)
            let parent = Int(declaration.parent)
            guard parent >= 0, index.declarations[parent].kind.isType else { break }
            type = parent
        }
        return names.reversed().joined(separator: ".")
    }

    /// The owner type's name at `probe`, or nil outside a type.
    static func ownerName(at probe: Int, index: SyntaxIndex) -> String? {
        index.enclosingType(of: probe).map { index.declarations[$0].nameText }
    }

    /// A SwiftUI `Button` or `Toggle` with a label, visible and enabled, on this screen.
    static func swiftUIControl(at probe: Int, index: SyntaxIndex) -> ScreenControl? {
        guard let call = index.call(named: probe), let owner = ownerName(at: probe, index: index),
              !isOnAnotherScreen(probe, index: index) else { return nil }
        let isToggle = index.isText(probe, "Toggle")
        guard isVisible(index.chainLinks(ofCall: call), index: index),
              isLabeledControl(call, trailingIsLabel: isToggle, index: index) else { return nil }
        var control = ScreenControl(owner: owner, offset: index.tokens[probe].start)
        if isToggle {
            // `Toggle(isOn: $viewModel.isMuted)`: the state it sets, to either value.
            guard let bound = index.argument(call, labeled: "isOn") else { return nil }
            let names = index.pathNames(index.targetPath(endingAt: Int(bound.end)))
                .map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
            guard let member = names.last, index.text(Int(bound.start)).hasPrefix("$") else { return nil }
            control.alternatives = [[ActionCall(receiver: Array(names.dropLast()), signature: "set:" + member + "=*")]]
            return control
        }
        if let action = index.argument(call, labeled: "action") {
            control.alternatives = handlerAlternatives(Int(action.start), through: Int(action.end), index: index)
        } else if let closure = call.trailingClosures.first(where: { $0.label < 0 }) {
            control.alternatives = handlerAlternatives(Int(closure.open), through: Int(closure.close), index: index)
        }
        return control
    }

    /// The effects of a handler argument: a closure's body, or a function or closure property passed
    /// by name (`action: save`, `perform: viewModel.refresh`), which is a call of it.
    static func handlerParts(_ first: Int, through last: Int, index: SyntaxIndex) -> [ActionCall] {
        if index.kind(first) == .leftBrace, let close = index.partner(of: first) {
            return effectParts(from: first + 1, through: close - 1, index: index)
        }
        let path = index.targetPath(endingAt: last)
        guard let head = path.first, Int(head) == first || index.isName(first, "self") else { return [] }
        let names = index.pathNames(path)
        guard let name = names.last else { return [] }
        return [ActionCall(receiver: Array(names.dropLast()), signature: name + "()")]
    }

    /// `handlerParts` split into `alternatives`.
    static func handlerAlternatives(_ first: Int, through last: Int, index: SyntaxIndex) -> [[ActionCall]] {
        if index.kind(first) == .leftBrace, let close = index.partner(of: first) {
            return alternatives(positionedEffectParts(from: first + 1, through: close - 1, index: index), index: index)
        }
        let parts = handlerParts(first, through: last, index: index)
        return parts.isEmpty ? [] : [parts]
    }

    /// Whether a control's chain leaves it visible and enabled: no `.hidden()`, `.accessibilityHidden(true)`,
    /// `.disabled(true)` or `.opacity(0)`.
    static func isVisible(_ links: [ChainLink], index: SyntaxIndex) -> Bool {
        if !index.semantics(of: links).isDisjoint(with: [.hidden, .disabled]) { return false }
        for link in links where index.isText(Int(link.name), "opacity") {
            guard let call = link.call, call.open >= 0, Int(call.open) + 2 == Int(call.close) else { continue }
            let value = index.text(Int(call.open) + 1)
            if value == "0" || value == "0.0" { return false }
        }
        return true
    }

    /// Whether a SwiftUI control names itself: a title argument (`Button("More")`, `Toggle(title, isOn:)`),
    /// a text or `Label` in its label, or an accessibility label on its chain. An icon alone is no name.
    static func isLabeledControl(_ call: CallSite, trailingIsLabel: Bool, index: SyntaxIndex) -> Bool {
        if let first = call.arguments.first, first.label < 0, index.kind(Int(first.start)) != .leftBrace { return true }
        var ranges: [(Int, Int)] = []
        let hasAction = index.argument(call, labeled: "action") != nil
        for closure in call.trailingClosures {
            let isLabel = closure.label >= 0 ? index.isText(Int(closure.label), "label") : hasAction || trailingIsLabel
            if isLabel { ranges.append((Int(closure.open), Int(closure.close))) }
        }
        if let label = index.argument(call, labeled: "label") { ranges.append((Int(label.start), Int(label.end))) }
        for (first, last) in ranges where first <= last {
            for probe in first...last {
                if index.isText(probe, "Text") || index.isText(probe, "Label"), index.call(named: probe) != nil { return true }
            }
        }
        for link in index.chainLinks(ofCall: call) {
            if index.isText(Int(link.name), "accessibilityLabel") { return true }
            if index.isText(Int(link.name), "accessibility"), let inner = link.call,
               index.argument(inner, labeled: "label") != nil { return true }
        }
        return false
    }

    /// A `UIAction`, `UIContextualAction` or `UIAccessibilityCustomAction` with a title or name, or a
    /// `UIBarButtonItem` with a title or system item and a selector.
    static func uiKitAction(at probe: Int, index: SyntaxIndex) -> ScreenControl? {
        guard let call = index.call(named: probe), let owner = ownerName(at: probe, index: index) else { return nil }
        var control = ScreenControl(owner: owner, offset: index.tokens[probe].start)
        if index.isText(probe, "UIBarButtonItem") {
            guard hasTitle(call, labels: ["title", "barButtonSystemItem", "systemItem"], index: index),
                  let action = index.argument(call, labeled: "action"),
                  let method = index.selectorName(from: Int(action.start), through: Int(action.end)) else { return nil }
            return selectorControl(control, method: method, index: index)
        }
        var labeled = hasTitle(call, labels: ["title", "name"], index: index)
        // A titleless action given to a titled or system bar item (`UIBarButtonItem(systemItem: .add, primaryAction:)`).
        if !labeled, let outer = index.enclosingCalls(of: probe).first, index.isText(Int(outer.name), "UIBarButtonItem") {
            labeled = hasTitle(outer, labels: ["title", "barButtonSystemItem", "systemItem"], index: index)
        }
        guard labeled else { return nil }
        if let closure = call.trailingClosures.first {
            control.alternatives = handlerAlternatives(Int(closure.open), through: Int(closure.close), index: index)
        } else if let handler = index.argument(call, labeled: "handler") ?? index.argument(call, labeled: "actionHandler") {
            let start = Int(handler.start)
            if index.kind(start) == .leftBrace {
                control.alternatives = handlerAlternatives(start, through: Int(handler.end), index: index)
            } else if handler.start == handler.end, let local = index.localDeclaration(named: start),
                      index.declarations[local].initializerStart >= 0,
                      index.kind(Int(index.declarations[local].initializerStart)) == .leftBrace {
                // `let handler: (UIAction) -> Void = { action in … }` shared by the menu's actions.
                let open = Int(index.declarations[local].initializerStart)
                control.alternatives = handlerAlternatives(open, through: index.partner(of: open) ?? open, index: index)
            }
        } else if let selector = index.argument(call, labeled: "selector"),
                  let method = index.selectorName(from: Int(selector.start), through: Int(selector.end)) {
            return selectorControl(control, method: method, index: index)
        }
        return control
    }

    /// A control running the `#selector` method at token `method`: its body when the owner declares it
    /// in this file, else resolved in pass 2 (`ScreenFacts.methods`).
    static func selectorControl(_ control: ScreenControl, method: Int, index: SyntaxIndex) -> ScreenControl {
        var control = control
        control.selector = index.text(method)
        if let body = methodBody(named: control.selector, owner: control.owner, index: index) {
            control.alternatives = alternatives(positionedEffectParts(from: body.lowerBound, through: body.upperBound,
                                                                      index: index), index: index)
        }
        return control
    }

    /// Whether one of the `labels` arguments is given and is no empty string literal (`title: ""`).
    static func hasTitle(_ call: CallSite, labels: [StaticString], index: SyntaxIndex) -> Bool {
        for argument in call.arguments where argument.label >= 0 {
            guard labels.contains(where: { index.isText(Int(argument.label), $0) }) else { continue }
            let start = Int(argument.start)
            if index.tokens[start].kind == .stringStart, index.tokens[start + 1].kind == .stringEnd { continue }
            if index.isName(start, "nil") { continue }
            return true
        }
        return false
    }

    /// Calls that give a UIKit button its name.
    static let buttonTitleMembers: Set<String> = ["setTitle", "setAttributedTitle", "accessibilityLabel", "configuration",
                                                  "title"]

    /// A control target (`closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)`) on a
    /// control this file names (`setTitle`, `accessibilityLabel`, a configuration) or an outlet (named in
    /// the storyboard).
    static func targetControl(at probe: Int, named: Set<String>, index: SyntaxIndex) -> ScreenControl? {
        guard let call = index.call(named: probe),
              index.argument(call, labeled: "for") != nil || index.argument(call, labeled: "forControlEvents") != nil,
              let action = index.argument(call, labeled: "action"),
              let method = index.selectorName(from: Int(action.start), through: Int(action.end)),
              let owner = ownerName(at: probe, index: index) else { return nil }
        var end = probe - 2
        if index.isOperator(end, "?") || index.isOperator(end, "!") { end -= 1 }
        guard let receiver = index.pathNames(index.targetPath(endingAt: end)).last,
              named.contains(receiver) else { return nil }
        return selectorControl(ScreenControl(owner: owner, offset: index.tokens[probe].start), method: method, index: index)
    }

    /// The names the file gives a title or label (`closeButton.setTitle(…)`, `.accessibilityLabel = …`, a
    /// configuration) or declares as outlets (named in the storyboard).
    static func namedControls(in index: SyntaxIndex) -> Set<String> {
        var names: Set<String> = []
        for position in index.declarations.indices where index.declarations[position].kind == .variable {
            let declaration = index.declarations[position]
            if index.attributeNames(of: position).contains("IBOutlet") { names.insert(declaration.nameText) }
        }
        for probe in 0..<index.count where index.tokens[probe].kind == .identifier {
            guard index.kind(probe + 1) == .period, index.kind(probe + 2) == .identifier,
                  buttonTitleMembers.contains(where: { index.isText(probe + 2, equalTo: $0) }) else { continue }
            names.insert(index.text(probe))
        }
        return names
    }

    /// Whether the token sits in content shown on another screen or over it: a presentation
    /// modifier's content (`.sheet { … }`, `.alert { … }`) or a `NavigationLink`'s destination.
    /// The calls around the token are those of `enclosingCalls(of:)`, innermost first, but each is
    /// built only when its name is one of these (this runs for every view a file shows).
    static func isOnAnotherScreen(_ token: Int, index: SyntaxIndex) -> Bool {
        var isOnAnother = false
        var calls = 0
        index.forEachEnclosingOpener(of: token) { opener in
            let kind = index.tokens[opener].kind
            if kind == .stringStart || kind == .interpolationStart { return true }
            guard let name = index.owningCallName(ofOpener: opener) else { return true }
            calls += 1
            if index.kind(name - 1) == .period, presentationModifiers.contains(index.text(name)), index.call(named: name) != nil {
                isOnAnother = true
            } else if index.isText(name, "NavigationLink"), let call = index.call(named: name) {
                if let destination = index.argument(call, labeled: "destination"),
                   token >= Int(destination.start), token <= Int(destination.end) {
                    isOnAnother = true
                } else if let first = call.trailingClosures.first, first.label < 0, call.trailingClosures.count > 1,
                          token > Int(first.open), token < Int(first.close) {
                    // `NavigationLink { Destination() } label: { … }`.
                    isOnAnother = true
                }
            }
            return !isOnAnother && calls < 64
        }
        return isOnAnother
    }

    /// The effects of the file's `@objc` and `@IBAction` methods (what a selector names).
    static func selectorMethods(in index: SyntaxIndex) -> [MethodEffects] {
        var methods: [MethodEffects] = []
        for (position, declaration) in index.declarations.enumerated()
        where declaration.kind == .function && declaration.body >= 0 && !declaration.attributes.isEmpty {
            let attributes = index.attributeNames(of: position)
            guard attributes.contains("objc") || attributes.contains("IBAction"),
                  let owner = ownerName(at: Int(declaration.keyword), index: index) else { continue }
            let body = index.scopes[Int(declaration.body)]
            var method = MethodEffects(owner: owner, name: declaration.nameText)
            method.parts = effectParts(from: Int(body.open) + 1, through: Int(body.close) - 1, index: index)
            method.flat = flattened(method.parts, owner: owner, index: index)
            if !method.parts.isEmpty { methods.append(method) }
        }
        return methods
    }

    /// The views each type of the file shows on its own screen (custom views called in it, outside
    /// presented content) or holds in stored properties: owner and view type.
    static func embeddings(in file: CollectionContext) -> [(owner: String, embedded: String)] {
        let index = file.index
        var pairs: Set<[String]> = []
        for call in file.viewCalls ?? [] {
            let name = Int(call.name)
            guard let owner = ownerName(at: name, index: index), !isOnAnotherScreen(name, index: index) else { continue }
            pairs.insert([owner, index.text(name)])
        }
        for position in index.declarations.indices where index.declarations[position].kind == .variable {
            let declaration = index.declarations[position]
            let parent = Int(declaration.parent)
            guard parent >= 0, index.declarations[parent].kind.isType, index.isMember(position) else { continue }
            var type: String?
            if declaration.typeStart >= 0 {
                for probe in Int(declaration.typeStart)...Int(declaration.typeEnd) where index.tokens[probe].kind == .identifier {
                    type = index.text(probe)
                    break
                }
            } else {
                type = index.inferredTypeName(ofDeclaration: position)
            }
            guard let type = type.map(withoutOptionalMarks), let first = type.utf8.first,
                  first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
            pairs.insert([index.declarations[parent].nameText, type])
        }
        return pairs.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0[0], $0[1]) }
    }

    /// `type` without the `!` and `?` at its ends (`UIView?` is `UIView`), compared by bytes:
    /// Foundation's `trimmingCharacters(in:)` builds a character set on every call, and this runs
    /// for every stored property of the project.
    static func withoutOptionalMarks(_ type: String) -> String {
        func isMark(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") }
        let bytes = type.utf8
        guard let first = bytes.first, let last = bytes.last, isMark(first) || isMark(last) else { return type }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isMark(bytes[start]) { start = bytes.index(after: start) }
        while end > start, isMark(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: - Pass 2

    /// The types of the screen the type `owner` is part of: itself and its superclasses, and the view
    /// types they show or hold, two levels down (never another view controller).
    func screenTypes(of owner: String, facts: ScreenFacts, project: ProjectModel) -> [String] {
        var result = project.classChain(of: owner)
        var seen = Set(result)
        var frontier = result
        for _ in 0..<2 {
            var next: [String] = []
            for type in frontier {
                for embedded in (facts.embeds[type] ?? []).sorted() where !seen.contains(embedded) {
                    seen.insert(embedded)
                    guard !project.isViewController(embedded) else { continue }
                    next.append(embedded)
                    result.append(embedded)
                }
            }
            frontier = next
        }
        return result
    }

    /// Whether a labeled control of the tap's screen performs every effect of the tap (`parts`, what the
    /// action at token `tap` does; `handler`, the name of a recognizer's selector method).
    func repeatsScreenControl(_ parts: [ActionCall], at tap: Int, handler: String? = nil, file: SwiftFileContext,
                              facts: ScreenFacts) -> Bool {
        guard !facts.controls.isEmpty, !parts.isEmpty || handler != nil else { return false }
        let index = file.index
        let project = file.project
        guard let owner = TapGestureAsButtonRule.ownerName(at: tap, index: index) else { return false }
        let chain = Set(project.classChain(of: owner))
        let scope = TapGestureAsButtonRule.qualifiedOwner(at: tap, index: index) ?? owner
        let tapKeys = effectKeys(parts, owner: owner, project: project)
        let tapFlat = effectKeys(TapGestureAsButtonRule.flattened(parts, owner: owner, index: index), owner: owner,
                                 project: project)
        for type in screenTypes(of: owner, facts: facts, project: project) {
            let controls = facts.controls[type] ?? []
            // The tap's own type must be the same declaration; another type of the screen, one of a single
            // declaration (`PlaybackControls`, not one of several modules' `RootView`s).
            if type == owner {
                guard controls.contains(where: { $0.scope == scope }) else { continue }
            } else if Set(controls.map(\.scope)).count > 1 {
                continue
            }
            for control in controls where type != owner || control.scope == scope {
                if let handler, control.selector == handler, chain.contains(control.owner) { return true }
                if let local = localToken(of: control, index: index),
                   index.areInExclusiveBranches(tap, local) || isShownInAnotherState(local, than: tap, index: index) {
                    continue
                }
                var controlParts = control.alternatives
                var controlFlat = control.flat
                if controlParts.isEmpty, !control.selector.isEmpty {
                    guard let method = project.classChain(of: control.owner).lazy
                        .compactMap({ facts.methods[$0 + "." + control.selector] }).first else { continue }
                    controlParts = [method.parts]
                    controlFlat = [method.flat]
                }
                for parts in controlParts
                where TapGestureAsButtonRule.covers(effectKeys(parts, owner: control.owner, project: project), tapKeys) {
                    return true
                }
                for parts in controlFlat
                where TapGestureAsButtonRule.covers(effectKeys(parts, owner: control.owner, project: project), tapFlat) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the control at token `control` sits in an arm of an `if … else` that does not hold the tap
    /// (`if hasAvatar { Button("Remove") } else { Button("Change") }` beside an avatar that is tapped to
    /// change it): it is shown in one state only, and the tap is the way in the other. A plain `if`
    /// without `else` (a "More" button shown while the text is truncated) still counts.
    func isShownInAnotherState(_ control: Int, than tap: Int, index: SyntaxIndex) -> Bool {
        var found = false
        index.forEachEnclosingScope(of: control) { scope in
            let open = Int(index.scopes[scope].open)
            let close = Int(index.scopes[scope].close)
            if open < tap, tap < close { return false }
            guard index.scopes[scope].kind == .controlFlow else { return true }
            if index.isName(close + 1, "else") || index.isName(open - 1, "else")
                || ifCondition(of: scope, index: index).map({ index.isName($0.lowerBound - 1, "else") }) == true {
                found = true
                return false
            }
            return true
        }
        return found
    }

    /// The control's name token when it was built in this file (same offset, same owner), else nil.
    func localToken(of control: ScreenControl, index: SyntaxIndex) -> Int? {
        let found = index.tokens.partitioningIndex { $0.start >= control.offset }
        guard found < index.count, index.tokens[found].start == control.offset,
              index.tokens[found].kind == .identifier,
              TapGestureAsButtonRule.ownerName(at: found, index: index) == control.owner else { return nil }
        return found
    }

    /// The effects of a tap modifier's action (`.onTapGesture { … }`, `perform: expand`, `.onEnded { … }`).
    func tapParts(of call: CallSite, index: SyntaxIndex) -> [ActionCall] {
        if let closure = call.trailingClosures.first {
            return TapGestureAsButtonRule.effectParts(from: Int(closure.open) + 1, through: Int(closure.close) - 1,
                                                      index: index)
        }
        guard let perform = index.argument(call, labeled: "perform") ?? call.arguments.last else { return [] }
        return TapGestureAsButtonRule.handlerParts(Int(perform.start), through: Int(perform.end), index: index)
    }

    /// The effects of a recognizer's selector method at token `handler`: its body in the owner in this
    /// file, else the collected body of that method in the owner's class chain (another file).
    func recognizerHandlerParts(_ handler: Int, file: SwiftFileContext, facts: ScreenFacts) -> [ActionCall] {
        let index = file.index
        guard let owner = TapGestureAsButtonRule.ownerName(at: handler, index: index) else { return [] }
        let name = index.text(handler)
        if let body = TapGestureAsButtonRule.methodBody(named: name, owner: owner, index: index) {
            return TapGestureAsButtonRule.effectParts(from: body.lowerBound, through: body.upperBound, index: index)
        }
        for type in file.project.classChain(of: owner) {
            if let method = facts.methods[type + "." + name] { return method.parts }
        }
        return []
    }
}
