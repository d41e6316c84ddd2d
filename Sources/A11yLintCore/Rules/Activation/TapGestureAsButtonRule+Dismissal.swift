/// Recognizers that make no button of the view they are on: those without an
/// action, and closing handlers that take away the tapped view itself or sit on a
/// scrolling content area ("tap outside to close").
extension TapGestureAsButtonRule {
    /// `UITapGestureRecognizer(target: self, action: nil)`: there is no handler to
    /// activate (a delegate only watches the touches).
    /// A target added later (`tap.addTarget(self, action: #selector(open))`) is an action.
    func hasNoAction(_ recognizer: Recognizer, index: SyntaxIndex) -> Bool {
        guard let action = index.argument(recognizer.call, labeled: "action"),
              action.start == action.end, index.isName(Int(action.start), "nil") else { return false }
        for token in 0..<index.count where index.tokens[token].kind == .identifier && index.isName(token, "addTarget") {
            guard index.kind(token - 1) == .period else { return false }    // `addTarget(…)` on self: unknown
            let receiver = index.pathNames(index.targetPath(endingAt: token - 2))
            if receiver.isEmpty || receiver.last.map(recognizer.names.contains) == true { return false }
        }
        return true
    }

    /// Whether the closing handler named at token `handler` acts on its recognizer's
    /// own view (`guard let toast = recognizer.view …; hide(toast)`,
    /// `sender.view?.removeFromSuperview()`): the tapped view closes itself, like a
    /// toast or banner tapped away, not a "×" that closes something else.
    func closesRecognizerView(handler: Int, index: SyntaxIndex) -> Bool {
        let name = index.text(handler)
        let type = index.enclosingType(of: handler)
        let candidates = index.functions(named: name).filter { index.declarations[$0].body >= 0 }
        guard let declaration = candidates.last(where: { index.enclosingType(of: Int(index.declarations[$0].keyword)) == type })
                ?? candidates.last else { return false }
        let function = index.declarations[declaration]
        guard function.parameters >= 0, let close = index.partner(of: Int(function.parameters)) else { return false }
        // The first parameter's internal name: the last identifier before its `:`.
        var parameter: Int?
        var probe = Int(function.parameters) + 1
        while probe < close, index.kind(probe) != .colon {
            if index.tokens[probe].kind == .identifier { parameter = probe }
            probe += 1
        }
        guard let parameter else { return false }
        let body = index.scopes[Int(function.body)]
        let first = Int(body.open) + 1
        let last = Int(body.close) - 1
        guard first <= last else { return false }
        let parameterName = index.text(parameter)
        for token in first...last where index.isText(token, equalTo: parameterName) {
            if index.kind(token + 1) == .period, index.isName(token + 2, "view") { return true }
        }
        return false
    }

    /// Whether the view at `names` (empty or `self`: the type enclosing `site`) is a
    /// scrolling content area (a `UIScrollView`, table, collection or map view): a tap
    /// on it that closes a popup is "tap outside to close", not a fake button.
    func isScrollingArea(_ names: [String], at site: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        let project = file.project
        guard let owner = index.enclosingType(of: site).map({ index.declarations[$0].nameText }) else { return false }
        let path = names.first == "self" ? Array(names.dropFirst()) : names
        let type: String?
        if path.isEmpty {
            type = owner
        } else if path.count == 1 {
            type = storedType(in: owner, member: path[0], project: project)
        } else {
            type = nil
        }
        guard let type else { return false }
        return ["UIScrollView", "MKMapView", "WKWebView"].contains { project.isKind(type, of: $0) }
            || ["UIScrollView", "UITableView", "UICollectionView", "MKMapView", "WKWebView"].contains(type)
    }
}

extension SyntaxIndex {
    /// Whether the call named at `callee` posts a notification named for closing
    /// (`NotificationCenter.default.post(name: .hidePopup, object: nil)`).
    func postsDismissalNotification(_ callee: Int) -> Bool {
        guard isText(callee, "post"), let call = call(named: callee),
              let argument = call.arguments.first(where: { $0.label >= 0 && isText(Int($0.label), "name") }) else {
            return false
        }
        let end = Int(argument.end)
        guard tokens[end].kind == .identifier else { return false }
        let member = text(end)
        return SyntaxIndex.dismissalWords.contains { member.contains($0) }
    }
}

// MARK: - Clicking elsewhere

extension TapGestureAsButtonRule {
    /// Layout containers: tapped as a whole, a region of the screen rather than one thing in it.
    static let layoutContainers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid",
                                                "LazyVGrid", "LazyHGrid", "ScrollView", "List", "Form", "Group"]

    /// Whether the action only turns states off (`set:recording=false`, `set:editingItem=nil`): no call, no
    /// toggle, no other value. Turning a mode off from a container is "click elsewhere to stop", like ending
    /// focus; a tap that starts, opens or switches something sets another value or calls out.
    func onlyTurnsStateOff(_ actions: Set<String>) -> Bool {
        !actions.isEmpty && actions.allSatisfy { action in
            action.hasPrefix("set:") && (action.hasSuffix("=false") || action.hasSuffix("=nil"))
        }
    }

    /// Whether the tapped view is a region laid out from other regions: a layout container whose content
    /// holds another container or a control (`VStack { header; VStack { … } }`), or two sections the type
    /// builds in view properties of its own (`VStack { content; footer }`), not a row or card of a text and
    /// an icon.
    func isLayoutRegion(chain: ModifierChain, index: SyntaxIndex) -> Bool {
        let base = Int(chain.baseStart)
        guard index.tokens[base].kind == .identifier, TapGestureAsButtonRule.layoutContainers.contains(index.text(base)),
              let call = index.call(named: base), let closure = call.trailingClosures.first else { return false }
        let first = Int(closure.open) + 1
        let last = Int(closure.close) - 1
        guard first <= last else { return false }
        var sections: Set<String> = []
        for probe in first...last where index.tokens[probe].kind == .identifier && index.kind(probe - 1) != .period {
            let name = index.text(probe)
            if TapGestureAsButtonRule.layoutContainers.contains(name) || TapGestureAsButtonRule.swiftUIInteractiveViews.contains(name),
               index.call(named: probe) != nil {
                return true
            }
            if index.kind(probe + 1) != .period, index.kind(probe + 1) != .leftParen, isViewProperty(name, index: index) {
                sections.insert(name)
                if sections.count >= 2 { return true }
            }
        }
        return false
    }

    /// Whether the file declares a property `name` of a view type (`var footer: some View`).
    func isViewProperty(_ name: String, index: SyntaxIndex) -> Bool {
        index.declarations(named: name, kind: .variable).contains { position in
            let declaration = index.declarations[position]
            guard declaration.typeStart >= 0, declaration.body >= 0 else { return false }
            return (Int(declaration.typeStart)...Int(declaration.typeEnd)).contains { index.isName($0, "View") }
        }
    }
}
