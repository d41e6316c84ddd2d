/// The UIKit half of `gesture-without-alternative`: a `UILongPressGestureRecognizer`
/// or `UISwipeGestureRecognizer` created with `target:action:` whose handler nothing
/// else calls, on a view without accessibility actions.
extension GestureWithoutAlternativeRule {
    /// The recognizers judged (pans and pinches move or zoom content: not judged).
    static let recognizerTypes = ["UILongPressGestureRecognizer", "UISwipeGestureRecognizer"]

    /// Members that give assistive technologies the gesture's action: custom actions,
    /// activation, the adjustable increment/decrement, the three-finger scroll and the
    /// two-finger escape.
    static let alternativeMembers: Set<String> = [
        "accessibilityCustomActions", "accessibilityActivate", "accessibilityIncrement", "accessibilityDecrement",
        "accessibilityScroll", "accessibilityPerformEscape",
    ]

    /// Views whose swipes and presses scroll, zoom or browse content VoiceOver already scrolls.
    static let contentViews: Set<String> = ["UIScrollView", "MKMapView", "WKWebView", "SKView", "SCNView", "PDFView"]

    func checkUIKit(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        guard !file.occurrences(of: "addGestureRecognizer").isEmpty,
              // Custom actions set anywhere in the file (`cell.accessibilityCustomActions = …`).
              file.occurrences(of: "accessibilityCustomActions").isEmpty,
              !FixedFontSizeRule.isTVOnly(path: index.source.path) else { return [] }
        var findings: [RuleFinding] = []
        let assignments = index.assignments()
        for type in GestureWithoutAlternativeRule.recognizerTypes {
            for occurrence in file.occurrences(of: type) {
                let creation = Int(occurrence)
                guard index.kind(creation - 1) != .period, let call = index.call(named: creation), call.open >= 0,
                      !index.isExcludedFromIOS(creation) else { continue }
                let names = boundNames(of: call, index: index)
                guard let handler = handler(of: call, names: names, file: file),
                      !isShortcutOrTouchDown(names, assignments: assignments, index: index),
                      acts(handler: handler, index: index), !isCalledElsewhere(handler: handler, file: file),
                      !(type == "UISwipeGestureRecognizer" && pagesWithSelector(handler: handler, index: index)),
                      let view = judgedView(creation: creation, names: names, file: file) else { continue }
                findings.append(file.finding(from: creation, through: creation,
                                             message: GestureWithoutAlternativeRule.uiKitMessage(
                                                gesture: index.text(creation), handler: index.text(handler), view: view),
                                             fix: GestureWithoutAlternativeRule.uiKitFix()))
            }
        }
        return findings
    }

    /// The handler's name token: the `action:` of the initializer, else of the first
    /// `name.addTarget(_:action:)` on a recognizer created with `()`.
    func handler(of call: CallSite, names: Set<String>, file: SwiftFileContext) -> Int? {
        let index = file.index
        if let selector = index.argument(call, labeled: "action") {
            return index.selectorName(from: Int(selector.start), through: Int(selector.end))
        }
        guard call.arguments.isEmpty, !names.isEmpty else { return nil }
        for occurrence in file.occurrences(of: "addTarget") {
            let name = Int(occurrence)
            guard index.kind(name - 1) == .period, let target = index.call(named: name),
                  let selector = index.argument(target, labeled: "action") else { continue }
            let receiver = index.pathNames(index.targetPath(endingAt: name - 2))
            guard receiver.count == 1, names.contains(receiver[0]) else { continue }
            return index.selectorName(from: Int(selector.start), through: Int(selector.end))
        }
        return nil
    }

    /// The names the recognizer is known by (a local, a property, an assigned path).
    func boundNames(of call: CallSite, index: SyntaxIndex) -> Set<String> {
        let start = Int(call.calleeStart)
        guard index.declarationInitialized(byExpressionAt: start) != nil || index.isOperator(start - 1, "=") else { return [] }
        let binding = index.binding(ofCreationAt: start)
        var names = binding.names.union(binding.properties)
        if let last = binding.targetPath.last { names.insert(last) }
        return names
    }

    /// Whether the recognizer is configured as a touch-down highlight
    /// (`minimumPressDuration = 0`), a multi-finger shortcut (`numberOfTouchesRequired`
    /// set to anything but 1: not judged, see the rationale), or a remote or keyboard
    /// press (`allowedPressTypes = […]`: the Siri Remote's select button, not a touch).
    func isShortcutOrTouchDown(_ names: Set<String>, assignments: [Assignment], index: SyntaxIndex) -> Bool {
        guard !names.isEmpty else { return false }
        for assignment in assignments where assignment.target.count == 2 {
            let last = Int(assignment.target[1])
            let isDuration = index.isText(last, "minimumPressDuration")
            let isPresses = index.isText(last, "allowedPressTypes")
            guard isDuration || isPresses || index.isText(last, "numberOfTouchesRequired"),
                  names.contains(index.text(Int(assignment.target[0]))) else { continue }
            if isPresses { return true }
            let value = Int(assignment.valueStart)
            let isLiteral = assignment.valueStart == assignment.valueEnd
            if isDuration {
                if isLiteral, index.isText(value, "0") || index.isText(value, "0.0") { return true }
            } else if !(isLiteral && index.isText(value, "1")) {
                return true
            }
        }
        return false
    }

    /// Whether the handler does something a user must be able to trigger: not closing
    /// or dismissing (drag-to-dismiss), not reading where the finger is (inspecting a
    /// chart, picking a point), not keyboard or focus handling.
    func acts(handler: Int, index: SyntaxIndex) -> Bool {
        // A long press used as a pan or drag (`handlePan`, `dragged(_:)`) moves or inspects
        // content: drags and pans are not judged.
        let name = index.text(handler)
        if ["pan", "Pan", "drag", "Drag"].contains(where: name.contains) { return false }
        let kind = index.classifyHandler(named: handler)
        // Reading the touch point to find the pressed row or item is how a list acts on
        // one of its items (`indexPathForItem(at:)`), not a spatial input.
        if kind == .spatial { return findsItem(handler: handler, index: index) }
        return !(kind.isExemptAnywhere || kind == .closing || kind == .deselect)
    }

    /// Names that look up the row or item under the touch.
    static let itemLookups: Set<String> = ["indexPathForItem", "indexPathForRow", "indexPathsForRows"]

    /// Whether the handler's body (in this file) looks up the row or item under the touch.
    func findsItem(handler: Int, index: SyntaxIndex) -> Bool {
        for function in index.functions(named: index.text(handler)) where index.declarations[function].body >= 0 {
            let body = index.scopes[Int(index.declarations[function].body)]
            guard Int(body.open) + 1 <= Int(body.close) - 1 else { continue }
            for token in (Int(body.open) + 1)...(Int(body.close) - 1) where index.tokens[token].kind == .identifier {
                if index.isName(token, in: GestureWithoutAlternativeRule.itemLookups) { return true }
            }
        }
        return false
    }

    /// Names that show a swipe pages between tabs or pages that a visible selector also
    /// shows and switches (`switchView.setSelectedIndex(…)`, `pageControl.currentPage = …`,
    /// `segmentedControl.selectedSegmentIndex = …`).
    static let selectorSyncNames: Set<String> = [
        "selectedIndex", "setSelectedIndex", "selectedSegmentIndex", "currentPage", "setCurrentPage", "selectedTab",
    ]

    /// Whether the handler, or a function of this file it calls, updates a visible
    /// page or tab selector: the swipe is a shortcut for that control. Reads the
    /// handler's body and, one level down, the bodies it calls (bounded).
    func pagesWithSelector(handler: Int, index: SyntaxIndex) -> Bool {
        var bodies: [Int] = index.functions(named: index.text(handler)).compactMap {
            index.declarations[$0].body >= 0 ? Int(index.declarations[$0].body) : nil
        }
        var visited = 0
        while let body = bodies.first, visited < 8 {
            bodies.removeFirst()
            visited += 1
            let scope = index.scopes[body]
            let first = Int(scope.open) + 1
            let last = Int(scope.close) - 1
            guard first <= last else { continue }
            for token in first...last where index.tokens[token].kind == .identifier {
                if index.isName(token, in: GestureWithoutAlternativeRule.selectorSyncNames) { return true }
                // One level down: calls of this file's own functions (`self.showNextTab(…)`).
                if visited == 1, index.kind(token + 1) == .leftParen, index.kind(token - 1) != .period
                    || index.isName(token - 2, "self") {
                    for function in index.functions(named: index.text(token)) where index.declarations[function].body >= 0 {
                        bodies.append(Int(index.declarations[function].body))
                    }
                }
            }
        }
        return false
    }

    /// Whether the handler is reached another way in its type: another `#selector`
    /// names it (a button's or bar item's target), or it is called directly. Reads
    /// only the enclosing type's body (the whole file at top level), once per recognizer.
    func isCalledElsewhere(handler: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        var first = 0
        var last = index.count - 1
        if let type = index.enclosingType(of: handler), index.declarations[type].body >= 0 {
            let body = index.scopes[Int(index.declarations[type].body)]
            first = Int(body.open) + 1
            last = Int(body.close) - 1
        }
        guard first <= last else { return false }
        for token in first...last where token != handler && index.tokens[token].kind == .identifier {
            guard index.isSpelledAlike(token, handler), index.declaration(namedBy: token) == nil else { continue }
            // `#selector(name)`, `#selector(self.name)`, `#selector(Type.name(_:))`
            var probe = token - 1
            while probe > token - 5, probe >= 0, index.kind(probe) == .period || index.kind(probe) == .identifier
                || index.kind(probe) == .keyword {
                probe -= 1
            }
            if probe >= 1, index.kind(probe) == .leftParen, index.isText(probe - 1, "#selector") { return true }
            // `name()` or `self.name()`, not `delegate?.name(…)` (another object's method).
            if index.call(named: token) != nil,
               index.kind(token - 1) != .period || (index.isName(token - 2, "self") && index.kind(token - 3) != .period) {
                return true
            }
        }
        return false
    }

    /// Describes the view the recognizer is attached to, or `nil` when no attachment
    /// in this file is judged: a control (a long press on a button is a shortcut beside
    /// its tap), a scrolling or zooming content view, a view with accessibility actions.
    func judgedView(creation: Int, names: Set<String>, file: SwiftFileContext) -> String? {
        let index = file.index
        var attachments: [(path: [Int32], site: Int)] = []
        if let opener = index.enclosingOpener(of: creation), index.kind(opener) == .leftParen,
           index.isName(opener - 1, "addGestureRecognizer") {
            attachments.append((index.kind(opener - 2) == .period ? index.targetPath(endingAt: opener - 3) : [], opener - 1))
        }
        if !names.isEmpty {
            for occurrence in file.occurrences(of: "addGestureRecognizer") {
                let name = Int(occurrence)
                guard let call = index.call(named: name), let argument = call.arguments.first else { continue }
                let argumentPath = index.pathNames(index.targetPath(endingAt: Int(argument.end)))
                guard argumentPath.count == 1, names.contains(argumentPath[0]) else { continue }
                attachments.append((index.kind(name - 1) == .period ? index.targetPath(endingAt: name - 2) : [], name))
            }
        }
        for (path, site) in attachments {
            if let view = judgedView(receiver: path, at: site, file: file) { return view }
        }
        return nil
    }

    /// One attachment `receiver.addGestureRecognizer(…)`: its description, or `nil` when exempt.
    func judgedView(receiver: [Int32], at site: Int, file: SwiftFileContext) -> String? {
        let index = file.index
        let project = file.project
        guard let ownerDeclaration = index.enclosingType(of: site) else { return nil }
        let owner = index.declarations[ownerDeclaration].nameText
        var path = index.pathNames(receiver)
        if path.first == "self" { path.removeFirst() }
        // An unresolved receiver (`zoomView!.addGestureRecognizer`) is not judged.
        if path.isEmpty, index.kind(site - 1) == .period, !index.isName(site - 2, "self") { return nil }
        var writes = project.writes(in: owner, receiver: "")
        var viewType: String? = path.isEmpty ? owner : nil
        if path == ["view"] || path == ["tableView"] || path == ["collectionView"] {
            // The whole screen or list of a controller: its own members count.
        } else if path.count == 1, let local = index.localDeclaration(named: Int(receiver[receiver.count - 1])) {
            viewType = index.inferredTypeName(ofDeclaration: local)
        } else if let last = path.last {
            viewType = path.count == 1 ? project.propertyType(in: owner, property: last) : nil
            writes += project.writes(in: owner, receiver: path.joined(separator: "."))
        }
        if let last = path.last?.lowercased(),
           ["button", "control", "slider", "switch", "stepper", "scrollview", "mapview", "webview"].contains(where: last.hasSuffix) {
            return nil
        }
        if let viewType {
            let chain = project.classChain(of: viewType)
            if project.isControl(viewType) || chain.contains(where: GestureWithoutAlternativeRule.contentViews.contains) {
                return nil
            }
            if viewType != owner { writes += project.writes(in: viewType, receiver: "") }
        }
        if writes.contains(where: { GestureWithoutAlternativeRule.alternativeMembers.contains($0.member) }) { return nil }
        if path.isEmpty { return "this \(owner)" }
        return "'\(path.joined(separator: "."))'"
    }
}
