/// The UIKit half of `tap-gesture-as-button`: where a `UITapGestureRecognizer`
/// is created, which view it ends up on, and whether that view has button
/// semantics anywhere in the project.
extension TapGestureAsButtonRule {
    /// A recognizer creation and the names it is known by.
    struct Recognizer {
        var creation: Int
        /// The call creating it.
        var call: CallSite
        /// Variable or property names bound to it (`tap`, `self.tap`, a lazy property returning it).
        var names: Set<String>
        /// The scope where local names are valid (function or closure body), or nil for properties.
        var localScope: Int?
        /// The receiver paths of attachments made inline (`view.addGestureRecognizer(UITap…(…))`).
        var inlineReceivers: [(path: [Int32], call: Int)]
        /// The `#selector` method's name token, when the handler is named.
        var handler: Int? = nil
        /// The statements of a closure given as the handler (`tap.rx.event.subscribe(onNext: { … })`),
        /// when no method is named.
        var handlerClosure: ClosedRange<Int>? = nil
    }

    /// What the handler (and the functions of its type it calls directly) does to the screen.
    struct HandlerEffects {
        /// It shows or toggles hidden bars or full screen: the tap is how the controls come back.
        var revealsChrome = false
        /// Views it removes or hides (last names; `"self"` for the view running it).
        var removedViews: Set<String> = []
        /// It presents or pushes another screen (in its own body).
        var opensScreen = false
    }

    func effects(of recognizer: Recognizer, index: SyntaxIndex) -> HandlerEffects {
        let bodies: [ClosedRange<Int>]
        if let handler = recognizer.handler {
            bodies = index.handlerBodies(named: handler)
        } else if let closure = recognizer.handlerClosure {
            bodies = [closure]
        } else {
            return HandlerEffects()
        }
        var effects = HandlerEffects()
        for (position, body) in bodies.enumerated() {
            if index.revealsChrome(from: body.lowerBound, through: body.upperBound) { effects.revealsChrome = true }
            effects.removedViews.formUnion(index.removedViews(from: body.lowerBound, through: body.upperBound))
            // Only the handler itself: a helper it calls may present an alert as feedback.
            if position == 0, index.opensScreen(from: body.lowerBound, through: body.upperBound) { effects.opensScreen = true }
        }
        return effects
    }

    /// `collected`: the project's functions that return a recognizer and those that repeat a
    /// cell's selection (pass 1).
    func checkUIKit(_ file: SwiftFileContext, collected: Collected) -> [RuleFinding] {
        let factories = collected.factories
        // A recognizer is only ever attached through `addGestureRecognizer`.
        guard !file.occurrences(of: "addGestureRecognizer").isEmpty else { return [] }
        let index = file.index
        var creations: [Int] = []
        for occurrence in file.occurrences(of: "UITapGestureRecognizer") {
            let token = Int(occurrence)
            if index.call(named: token) != nil, index.kind(token - 1) != .period {
                creations.append(token)
            } else if index.isName(token + 2, "init"), index.kind(token + 1) == .period, index.call(named: token + 2) != nil {
                creations.append(token)
            }
        }
        if !factories.isEmpty {
            for token in 0..<index.count where index.tokens[token].kind == .identifier && index.kind(token - 1) != .period {
                // Compare spellings first: no String for the file's other identifiers.
                guard factories.contains(where: { index.isText(token, equalTo: $0) }) else { continue }
                let name = index.text(token)
                guard index.call(named: token) != nil,
                      index.enclosingFunction(of: token).map({ index.declarations[$0].nameText != name }) ?? true else { continue }
                creations.append(token)
            }
        }
        var findings: [RuleFinding] = []
        let assignments = index.assignments()
        var targets: [(receiver: String, call: Int, selector: Int)]?
        for creation in creations {
            guard !index.isExcludedFromIOS(creation), var recognizer = recognizer(at: creation, index: index),
                  !hasNoAction(recognizer, index: index) else { continue }
            // `let tap = UITapGestureRecognizer()` given its handler later (`tap.addTarget(self, action: #selector(h))`):
            // that handler is followed like one passed to the initializer.
            if recognizer.handler == nil, !recognizer.names.isEmpty {
                if targets == nil { targets = laterTargets(index: index) }
                recognizer.handler = targets?.first { target in
                    guard recognizer.names.contains(target.receiver) else { return false }
                    guard let scope = recognizer.localScope else { return true }
                    return target.call > Int(index.scopes[scope].open) && target.call < Int(index.scopes[scope].close)
                }?.selector
            }
            // `tap.rx.event.subscribe(onNext: { [weak self] _ in self?.toggleBars() })`: RxCocoa's handler.
            if recognizer.handler == nil, !recognizer.names.isEmpty {
                (recognizer.handler, recognizer.handlerClosure) = reactiveHandler(of: recognizer, index: index)
            }
            if recognizer.handler == nil, isReplacedPlaceholder(recognizer, creations: creations, index: index) { continue }
            let effects = effects(of: recognizer, index: index)
            // A double tap zooms or is a shortcut beside real controls, unless it is what brings
            // hidden bars back (a double tap toggling full screen).
            if !effects.revealsChrome, requiresMultipleTaps(recognizer, index: index, assignments: assignments) { continue }
            if repeatsCellSelection(recognizer, repeaters: collected.cellRepeaters, file: file) { continue }
            guard let view = buttonLikeView(for: recognizer, effects: effects, buttonTypes: collected.buttonElementTypes,
                                            menuActions: collected.menuActions, screens: collected.screens,
                                            traitFlags: collected.buttonTraitFlags, file: file)
            else { continue }
            findings.append(file.finding(from: creation, through: creation,
                                         message: TapGestureAsButtonRule.uiKitMessage(view: view),
                                         fix: TapGestureAsButtonRule.uiKitFix()))
        }
        return findings
    }

    /// The file's `name.addTarget(_:action:)` calls with a `#selector` and a one-name receiver (`tap`,
    /// `self.tap`): the receiver's name, the call and the selector's method name token.
    func laterTargets(index: SyntaxIndex) -> [(receiver: String, call: Int, selector: Int)] {
        var targets: [(receiver: String, call: Int, selector: Int)] = []
        for token in 0..<index.count where index.tokens[token].kind == .identifier && index.isName(token, "addTarget") {
            guard index.kind(token - 1) == .period, let call = index.call(named: token),
                  index.argument(call, labeled: "for") == nil, let action = index.argument(call, labeled: "action"),
                  let selector = index.selectorName(from: Int(action.start), through: Int(action.end)) else { continue }
            let receiver = index.pathNames(receiverPath(endingAt: token - 2, index: index))
            guard receiver.count == 1 else { continue }
            targets.append((receiver[0], token, selector))
        }
        return targets
    }

    /// Resolves how a created recognizer is bound: a local, a property, or an inline argument.
    func recognizer(at creation: Int, index: SyntaxIndex) -> Recognizer? {
        guard let call = index.call(named: index.isName(creation + 2, "init") ? creation + 2 : creation) else { return nil }
        var recognizer = Recognizer(creation: creation, call: call, names: [], localScope: nil, inlineReceivers: [])
        if let selector = index.argument(call, labeled: "action") {
            recognizer.handler = index.selectorName(from: Int(selector.start), through: Int(selector.end))
        }
        let start = Int(call.calleeStart)
        if index.declarationInitialized(byExpressionAt: start) != nil || index.isOperator(start - 1, "=") {
            // A local, a property (`lazy var tap: UITapGestureRecognizer = { let r = UITap…; return r }()`
            // is the property) or an assigned path (`self.tap = …`, known by its last name): `ObjectBinding`.
            let binding = index.binding(ofCreationAt: start)
            recognizer.names = binding.names.union(binding.properties)
            if let last = binding.targetPath.last { recognizer.names.insert(last) }
            recognizer.localScope = binding.properties.isEmpty ? binding.localScope : nil
        } else if let opener = index.enclosingOpener(of: creation), index.kind(opener) == .leftParen,
                  index.isName(opener - 1, "addGestureRecognizer") {
            let receiver = index.kind(opener - 2) == .period ? receiverPath(endingAt: opener - 3, index: index) : []
            recognizer.inlineReceivers.append((receiver, opener - 1))
        } else if let scope = index.innermostScope(containing: start), index.scopes[scope].kind == .closure,
                  index.isName(start - 1, "return") || index.kind(start - 1) == .leftBrace && start - 1 == Int(index.scopes[scope].open),
                  let property = index.propertyInitialized(byClosure: scope) {
            // `lazy var tap: UITapGestureRecognizer = { return UITapGestureRecognizer(…) }()`: the property,
            // attached wherever the type adds it (`webView.addGestureRecognizer(self.tap)`).
            recognizer.names.insert(index.declarations[property].nameText)
        }
        return recognizer
    }

    /// The receiver path ending at `end`, through an optional chain (`overlay?.addGestureRecognizer`).
    func receiverPath(endingAt end: Int, index: SyntaxIndex) -> [Int32] {
        if index.kind(end) == .operator, index.isText(end, "?") || index.isText(end, "!") {
            return index.targetPath(endingAt: end - 1)
        }
        return index.targetPath(endingAt: end)
    }

    /// Whether the recognizer is not a single touch tap: it needs two or more taps
    /// (`numberOfTapsRequired = 2`, a zoom or shortcut gesture) or fingers
    /// (`numberOfTouchesRequired = 3`, a gesture shortcut), or it listens for remote or keyboard
    /// presses (`allowedPressTypes = […]`, a Siri Remote select/menu handler).
    func requiresMultipleTaps(_ recognizer: Recognizer, index: SyntaxIndex, assignments: [Assignment]) -> Bool {
        for assignment in assignments {
            guard let last = assignment.target.last else { continue }
            if index.isText(Int(last), "allowedPressTypes") {
                let path = index.pathNames(assignment.target)
                if path.count == 2, recognizer.names.contains(path[0]) { return true }
                continue
            }
            guard index.isText(Int(last), "numberOfTapsRequired") || index.isText(Int(last), "numberOfTouchesRequired") else { continue }
            let path = index.pathNames(assignment.target)
            guard path.count == 2, recognizer.names.contains(path[0]) else { continue }
            let value = Int(assignment.valueStart)
            if index.kind(value) == .integer, index.text(value) != "1" { return true }
        }
        return false
    }

    /// Describes the view the recognizer makes button-like, or `nil` when every
    /// attachment is exempt (a control, a background, a view with button semantics,
    /// a dismissal handler) or the recognizer is never attached.
    func buttonLikeView(for recognizer: Recognizer, effects: HandlerEffects, buttonTypes: Set<String> = [],
                        menuActions: [MenuAction] = [], screens: ScreenFacts = ScreenFacts(),
                        traitFlags: Set<String> = [], file: SwiftFileContext) -> String? {
        let index = file.index
        var attachments = recognizer.inlineReceivers
        if !recognizer.names.isEmpty {
            for occurrence in file.occurrences(of: "addGestureRecognizer") {
                let name = Int(occurrence)
                guard let call = index.call(named: name), let argument = call.arguments.first else { continue }
                let argumentPath = index.pathNames(index.targetPath(endingAt: Int(argument.end)))
                guard argumentPath.count == 1, recognizer.names.contains(argumentPath[0]) else { continue }
                if let scope = recognizer.localScope {
                    let bounds = index.scopes[scope]
                    guard name > Int(bounds.open), name < Int(bounds.close) else { continue }
                }
                let receiver = index.kind(name - 1) == .period ? receiverPath(endingAt: name - 2, index: index) : []
                attachments.append((receiver, name))
            }
        }
        // A view whose user interaction is turned off just before the recognizer is added never
        // receives the tap (`isUserInteractionEnabled = false`, the last write in that function).
        attachments.removeAll { receiver, site in disablesInteraction(of: index.pathNames(receiver), before: site, index: index) }
        if attachments.isEmpty { return nil }
        var handlerKind = ActionKind.other
        if recognizer.handler == nil, let closure = recognizer.handlerClosure {
            handlerKind = index.classifyAction(from: closure.lowerBound, through: closure.upperBound, followsCalls: true)
            if handlerKind == .deselect { handlerKind = .closing }
        }
        if let handler = recognizer.handler {
            handlerKind = index.classifyHandler(named: handler, followsCalls: true)
            // Clearing a selection is judged like closing: fine on a background, not on a visible "×".
            if handlerKind == .deselect { handlerKind = .closing }
            if handlerKind == .other, mentionsDismissalWord(handler, through: handler, index: index) { handlerKind = .closing }
            if handlerKind == .closing, closesRecognizerView(handler: handler, index: index) { return nil }
            // Leaving the screen, in a screen that adds its own control to leave it ("Done"): an exit convenience.
            if handlerKind == .closing, let site = attachments.first?.call, leavesScreen(handler: handler, index: index),
               offersScreenExit(at: site, index: index) {
                return nil
            }
        }
        // Bringing hidden bars back is a button's job, even when the handler also reads the
        // touch location (tap zones) or sits on a view controller's root view.
        if effects.revealsChrome { handlerKind = .other }
        if handlerKind.isExemptAnywhere { return nil }
        if handlerKind == .closing, attachments.contains(where: { receiver, site in
            onTransientStatus(index.pathNames(receiver), at: site, index: index)
        }) {
            return nil
        }
        // Whether the handler's own statements close something (not only by removing the tapped view).
        let handlerCloses = handlerKind == .closing
        // A handler that only calls a closure the view is handed, when nothing ever hands one over: it does nothing.
        if let handler = recognizer.handler, let owner = TapGestureAsButtonRule.ownerName(at: handler, index: index),
           let body = TapGestureAsButtonRule.methodBody(named: index.text(handler), owner: owner, index: index),
           let calls = TapGestureAsButtonRule.invokedClosures(from: body.lowerBound, through: body.upperBound, index: index),
           callsOnlyUnsuppliedClosures(calls, at: handler, file: file, facts: screens.closures) {
            return nil
        }
        // What a labeled control of the same screen does (its own type, in any file, or a view it holds).
        if !effects.revealsChrome, let handler = recognizer.handler,
           repeatsScreenControl(recognizerHandlerParts(handler, file: file, facts: screens), at: recognizer.creation,
                                handler: index.text(handler), file: file, facts: screens) {
            return nil
        }
        // The same action as a control of the screen (its target-action or the xib's `@IBAction`).
        if handlerKind == .other, !effects.revealsChrome, let handler = recognizer.handler,
           repeatsControlHandler(handler, project: file.project, index: index) || repeatsMenuAction(handler, menuActions: menuActions, file: file) {
            return nil
        }
        // A tap that removes or hides the very view it is on (or the view running the handler)
        // closes it, also when a method the handler calls does it (`lockScreen(false)` removing
        // the dimming overlay): closing, exempt on backgrounds and scrims as below.
        if handlerKind == .other, !effects.revealsChrome, attachments.contains(where: { receiver, _ in
            effects.removedViews.contains(index.pathNames(receiver).last ?? "self")
        }) {
            handlerKind = .closing
        }
        // A bare, empty `UIView` that its owner takes away whenever the owner itself is removed (an override
        // of `removeFromSuperview` removing it too) lives exactly as long as the overlay is shown: it is the
        // overlay's catch area ("tap outside"), whatever the handler says, unless the tap opens a screen.
        if handlerKind == .other, !effects.revealsChrome, !effects.opensScreen {
            attachments.removeAll { receiver, site in
                isEmptyPlainView(receiver, at: site, file: file) && isRemovedWithOwner(receiver, at: site, index: index)
            }
            if attachments.isEmpty { return nil }
        }
        // A closing handler is fine on a background or dimming view, not on a visible "×" icon.
        if handlerKind == .closing {
            let dismissesOwnOverlay = effects.removedViews.contains("self")
                || recognizer.handler.map { leavesScreen(handler: $0, index: index) } ?? false
            attachments.removeAll { receiver, site in
                let names = index.pathNames(receiver)
                if isScrollingArea(names, at: site, file: file) { return true }
                // The view's own recognizer (`addGestureRecognizer(tap)` in a `UIView` subclass) whose handler
                // only closes and removes that view (`removeFromSuperview()`, telling a delegate it was
                // dismissed), when the view holds content of its own (`addSubview(picker)`): an overlay taking
                // itself away, a full-screen picker's container or a toast tapped away. Removing itself and
                // picking something is an action, and a bare view removing itself may be a visible title.
                if handlerCloses, !effects.opensScreen, names.isEmpty && index.kind(site - 1) != .period || names == ["self"],
                   effects.removedViews.contains("self"), addsOwnSubview(inTypeOf: site, index: index) {
                    return true
                }
                // An unresolved receiver (`overlay!.addGestureRecognizer`) is not the view itself.
                if !names.isEmpty || index.kind(site - 1) != .period,
                   hasTranslucentBackground(names, inTypeOf: site, index: index) { return true }
                if let last = names.last {
                    // A bare `UIView` (no image, label or content of its own) in an overlay that the tap
                    // removes (`close()` ending in `removeFromSuperview()`) is the area around the
                    // overlay's content, a scrim: a visible "×" is an image or a label.
                    if names.count == 1, effects.removedViews.contains("self"), let owner = index.enclosingType(of: site),
                       let type = storedType(in: index.declarations[owner].nameText, member: last, project: file.project),
                       TapGestureAsButtonRule.withoutOptionalMarks(type) == "UIView" {
                        return true
                    }
                    // A bare `UIView` given no content (nothing added into it: no image, label or "×") whose
                    // tap dismisses the screen it is in, or removes the overlay holding it, is the catch area
                    // behind the overlay ("tap outside to dismiss"), whatever its name.
                    if dismissesOwnOverlay, isEmptyPlainView(receiver, at: site, file: file) { return true }
                    return TapGestureAsButtonRule.mentionsBackground(last)
                }
                return index.enclosingType(of: site).map {
                    TapGestureAsButtonRule.mentionsBackground(index.declarations[$0].nameText)
                } ?? false
            }
        }
        var description: String?
        for (receiver, site) in attachments {
            // The component's own button-trait switch set on the tapped view (`+TraitFlags.swift`).
            if setsButtonTraitFlag(on: receiver, at: site, flags: traitFlags, index: index) { continue }
            if let view = violatingView(receiver: receiver, at: site, screenAction: effects.revealsChrome || effects.opensScreen,
                                        buttonTypes: buttonTypes, file: file) {
                description = view
                break
            }
        }
        return description
    }

    /// Whether the owner of `site` overrides `removeFromSuperview` and removes the one-name `receiver` in it
    /// (`[_catchView removeFromSuperview]` beside `[super removeFromSuperview]`).
    func isRemovedWithOwner(_ receiver: [Int32], at site: Int, index: SyntaxIndex) -> Bool {
        guard receiver.count == 1, let owner = index.enclosingType(of: site) else { return false }
        let name = index.text(Int(receiver[0]))
        let ownerName = index.declarations[owner].nameText
        for function in index.functions(named: "removeFromSuperview") where index.declarations[function].body >= 0 {
            guard let type = index.enclosingType(of: Int(index.declarations[function].keyword)),
                  index.declarations[type].nameText == ownerName else { continue }
            let body = index.scopes[Int(index.declarations[function].body)]
            for probe in Int(body.open)..<Int(body.close) where index.isName(probe, "removeFromSuperview") {
                guard index.kind(probe - 1) == .period else { continue }
                let path = index.pathNames(receiverPath(endingAt: probe - 2, index: index))
                if path == [name] { return true }
            }
        }
        return false
    }

    /// Whether the type enclosing `site` (any of its declarations in this file) adds a subview to itself:
    /// a bare or `self.` `addSubview(content)`, the view being a container of content.
    func addsOwnSubview(inTypeOf site: Int, index: SyntaxIndex) -> Bool {
        guard let owner = index.enclosingType(of: site) else { return false }
        let ownerName = index.declarations[owner].nameText
        for probe in 0..<index.count where index.tokens[probe].kind == .identifier && index.isName(probe, "addSubview") {
            guard index.kind(probe - 1) != .period || index.isName(probe - 2, "self"), index.call(named: probe) != nil,
                  let type = index.enclosingType(of: probe), index.declarations[type].nameText == ownerName else { continue }
            return true
        }
        return false
    }

    /// Calls that put content into a view.
    static let contentCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "addSublayer", "image",
                                            "text", "attributedText", "setImage", "setTitle", "contents"]

    /// Whether the one-name receiver is a plain `UIView` (a local `UIView()` or a property declared
    /// `UIView`) into which the type puts no content: no subview, layer, image, text or opaque colour.
    func isEmptyPlainView(_ receiver: [Int32], at site: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard receiver.count == 1, let owner = index.enclosingType(of: site) else { return false }
        let token = Int(receiver[0])
        let name = index.text(token)
        let local = index.localDeclaration(named: token)
        let type = local.flatMap(index.inferredTypeName(ofDeclaration:))
            ?? storedType(in: index.declarations[owner].nameText, member: name, project: file.project)
        guard type.map(TapGestureAsButtonRule.withoutOptionalMarks) == "UIView" else { return false }
        let range: Range<Int>
        if let local, let scope = index.innermostScope(containing: Int(index.declarations[local].keyword)) {
            range = Int(index.scopes[scope].open)..<Int(index.scopes[scope].close)
        } else if index.declarations[owner].body >= 0 {
            let body = index.scopes[Int(index.declarations[owner].body)]
            range = Int(body.open)..<Int(body.close)
        } else {
            return false
        }
        for probe in range where index.tokens[probe].kind == .identifier && index.isText(probe, equalTo: name) {
            guard index.kind(probe + 1) == .period, index.kind(probe + 2) == .identifier else { continue }
            if TapGestureAsButtonRule.contentCalls.contains(index.text(probe + 2)) { return false }
            // `dimView.layer.contents = …`.
            if index.isName(probe + 2, "layer") { return false }
            // A colour of its own makes it a visible surface (a header), unless it is clear (see-through
            // colours were judged before: `hasTranslucentBackground`).
            if index.isName(probe + 2, "backgroundColor"), index.isOperator(probe + 3, "="),
               !(index.isName(probe + 4, "clear") || index.kind(probe + 4) == .period && index.isName(probe + 5, "clear")
                   || index.isName(probe + 4, "UIColor") && index.isName(probe + 6, "clear")) {
                return false
            }
        }
        return true
    }

    /// Whether the view at `path` (`[]` or `["self"]`: the view itself) is given a
    /// see-through background in the type enclosing `site`, in this file, also in another
    /// extension of it (`UIColor(white: 0, alpha: 0.5)`, `.black.withAlphaComponent(0.4)`
    /// in a theme method of the class, the recognizer added in a `private extension`): a
    /// dimming scrim over other content.
    func hasTranslucentBackground(_ path: [String], inTypeOf site: Int, index: SyntaxIndex) -> Bool {
        let receiver = path.first == "self" ? Array(path.dropFirst()) : path
        guard let owner = index.enclosingType(of: site) else { return false }
        let ownerName = index.declarations[owner].nameText
        for assignment in index.assignments() {
            guard let last = assignment.target.last, index.isText(Int(last), "backgroundColor"),
                  let type = index.enclosingType(of: Int(last)),
                  type == owner || index.declarations[type].nameText == ownerName else { continue }
            var target = index.pathNames(assignment.target).dropLast()
            if target.first == "self" { target = target.dropFirst() }
            guard Array(target) == receiver else { continue }
            let first = Int(assignment.valueStart)
            let end = Int(assignment.valueEnd)
            guard first <= end else { continue }
            for probe in first...end {
                if index.isName(probe, "withAlphaComponent") { return true }
                // `alpha: 0.5` (not an opaque `alpha: 1`).
                if index.isName(probe, "alpha"), index.kind(probe + 1) == .colon, probe + 2 <= end {
                    let value = index.text(probe + 2)
                    if value != "1" && value != "1.0" { return true }
                }
            }
        }
        return false
    }

    /// For one attachment `receiver.addGestureRecognizer(…)`: a description of the
    /// view when it acts as a button without semantics, or `nil` when exempt.
    func violatingView(receiver: [Int32], at site: Int, screenAction: Bool = false, buttonTypes: Set<String> = [],
                       file: SwiftFileContext) -> String? {
        let index = file.index
        let project = file.project
        guard let ownerDeclaration = index.enclosingType(of: site) else { return nil }
        let owner = index.declarations[ownerDeclaration].nameText
        let path = index.pathNames(receiver)
        if path.isEmpty {
            // `addGestureRecognizer(tap)` inside a view: the view itself.
            if project.isControl(owner) || hasButtonSemantics(project.writes(in: owner, receiver: "")) { return nil }
            if holdsButtonElement(owner, buttonTypes: buttonTypes, file: file) { return nil }
            return "this \(owner)"
        }
        // A background tap, unless it brings hidden bars back (then it is the way to the controls) or
        // opens another screen (the whole view is a button).
        if path == ["view"], project.isViewController(owner), !screenAction { return nil }
        let joined = path.joined(separator: ".")
        var viewType: String?
        var writes: [MemberWrite] = []
        if path.count == 1, let local = index.localDeclaration(named: Int(receiver[receiver.count - 1])) {
            viewType = index.inferredTypeName(ofDeclaration: local)
            writes = index.localWrites(to: index.binding(ofLocal: local))
            // A local returned by a lazy property's initializer closure is that property.
            if let scope = index.innermostScope(containing: Int(index.declarations[local].keyword)),
               index.scopes[scope].kind == .closure, let property = index.propertyInitialized(byClosure: scope) {
                writes += project.writes(in: owner, receiver: index.declarations[property].nameText)
            }
        } else {
            viewType = path.count == 1 ? storedType(in: owner, member: joined, project: project) : nil
            writes = project.writes(in: owner, receiver: joined)
        }
        // A longer path (`footer.detailTextButton`) is resolved a member at a time through the declared
        // property types of the project, in any file: the local's or property's type, then its members.
        if viewType == nil, path.count > 1,
           let resolved = resolvedMemberType(path, receiver: receiver, owner: owner, index: index, project: project) {
            viewType = resolved.type
            writes += project.writes(in: resolved.parent, receiver: path[path.count - 1])
        }
        if let viewType {
            if project.isControl(viewType) { return nil }
            writes += project.writes(in: viewType, receiver: "")
        }
        if hasButtonSemantics(writes) { return nil }
        // A subview of a view that makes itself one accessibility element with button semantics (a cell
        // or a card setting `isAccessibilityElement = true` and the `.button` trait, custom actions or an
        // activate override, in any file): VoiceOver stops on the container, not on the subview.
        if isButtonElement(owner, project: project) { return nil }
        if let viewType, holdsButtonElement(viewType, buttonTypes: buttonTypes, file: file) { return nil }
        let name = path.last ?? "the view"
        return viewType.map { "'\(name)' (a \($0))" } ?? "'\(name)'"
    }

    /// The declared type of a stored member of `type`; for an underscore name the project declares no
    /// member of (`_altButton` in an Objective-C method), the property it is the storage of by the
    /// synthesis convention (`@property UIButton *altButton` in the class's header).
    func storedType(in type: String, member: String, project: ProjectModel) -> String? {
        if let found = project.propertyType(in: type, property: member) { return found }
        guard let property = ObjectiveCNames.backedProperty(ofInstanceVariable: member) else { return nil }
        return project.propertyType(in: type, property: property)
    }

    /// The declared type of the last member of `path` (`["footer", "detailTextButton"]`) and of the
    /// object holding it, resolved from the first name (a local's inferred type, `self`, or a property of
    /// `owner`) through the project's property types, a member at a time (at most four).
    func resolvedMemberType(_ path: [String], receiver: [Int32], owner: String, index: SyntaxIndex,
                            project: ProjectModel) -> (type: String, parent: String)? {
        guard path.count > 1, path.count <= 5, let first = receiver.first else { return nil }
        var current: String?
        if path[0] == "self" {
            current = owner
        } else if let local = index.localDeclaration(named: Int(first)) {
            current = index.inferredTypeName(ofDeclaration: local)
        } else {
            current = storedType(in: owner, member: path[0], project: project)
        }
        var parent = owner
        for name in path.dropFirst() {
            guard let holder = current.map(TapGestureAsButtonRule.withoutOptionalMarks) else { return nil }
            parent = holder
            current = project.propertyType(in: holder, property: name)
        }
        guard let type = current.map(TapGestureAsButtonRule.withoutOptionalMarks) else { return nil }
        return (type, parent)
    }

    /// Whether the view type makes itself one accessibility element (`isAccessibilityElement = true` on
    /// `self`, in any file or superclass) with button semantics.
    func isButtonElement(_ type: String, project: ProjectModel) -> Bool {
        let writes = project.writes(in: type, receiver: "")
        guard writes.contains(where: { $0.member == "isAccessibilityElement" && $0.value.contains(.isTrue) }) else { return false }
        return hasButtonSemantics(writes)
    }

    /// Whether writes give button semantics: the `.button`/`.link` trait, custom
    /// actions, or an `accessibilityActivate` override.
    func hasButtonSemantics(_ writes: [MemberWrite]) -> Bool {
        writes.contains { write in
            switch write.member {
            case "accessibilityTraits":
                return !write.value.contains(.removes) && !write.value.isDisjoint(with: [.addsButton, .addsLink])
            case "accessibilityCustomActions", "accessibilityActivate":
                return true
            default:
                return false
            }
        }
    }
}
