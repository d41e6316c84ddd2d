/// Where a view is placed: in a toolbar or navigation bar. A bar gives its items the bar's hit
/// area and keeps its title metrics fixed (inline titles and bar buttons do not grow with
/// Dynamic Type; a long press shows the Large Content Viewer instead), so a view placed only in
/// bars is judged by the bar, not by its own frame or font (`small-touch-target`,
/// `fixed-font-size`). Recorded per use of a view type (`ViewUse.isInBar`), read across files
/// through `ProjectModel.isPlacedOnlyInBars(_:)`.
enum BarPlacement {
    /// Calls whose content the system lays out as bar items.
    static let barCalls: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems"]

    /// Whether a declaration's name says it builds bar content (`toolbarContent`, `navBarButtons`,
    /// `navigationBarTrailingItems`).
    static func namesBar(_ name: String) -> Bool {
        // Byte for byte (`containsBytes`): Foundation's `contains` bridged every enclosing
        // declaration's name of every view use to NSString.
        let lowered = name.lowercased()
        return lowered.containsBytes(of: "toolbar") || lowered.containsBytes(of: "navbar")
            || lowered.containsBytes(of: "navigationbar")
    }
}

extension SyntaxIndex {
    /// Whether a property or function around token `token` is named for a bar
    /// (`var toolbarItems: some ToolbarContent`, `func navBarButtons() -> some View`). A type named
    /// so (`struct ComposerToolbar: View`) is not: it is often the app's own strip of buttons in
    /// the content, which no bar sizes.
    func isInDeclarationNamedForBar(_ token: Int) -> Bool {
        var inBar = false
        forEachEnclosingScope(of: token) { scope in
            let declaration = Int(scopes[scope].declaration)
            guard declaration >= 0 else { return true }
            if declarations[declaration].kind.isType { return false }
            if BarPlacement.namesBar(declarations[declaration].nameText) { inBar = true }
            return !inBar
        }
        return inBar
    }
}

/// A UIKit view this file installs in a navigation bar: as the title view
/// (`navigationItem.titleView = header`) or a bar button item's custom view
/// (`UIBarButtonItem(customView: cancelButton)`). The bar keeps its metrics fixed like those of its own
/// title and items, and its items offer the Large Content Viewer, so the text such a view shows is
/// judged by the bar (`fixed-font-size`).
struct BarInstall: Sendable {
    /// The property or local installed, or nil when the view is made in place (`titleView = HeaderView()`).
    var name: String?
    /// The local variable's declaration, or -1 for a property.
    var local: Int32
    /// The name token of the call made in place, or -1.
    var call: Int32
}

extension SyntaxIndex {
    /// The views this file installs in bars (`BarInstall`): writes to a `titleView` and `customView:`
    /// arguments (their occurrences given), whose value is one name or one call.
    func barInstalls(customViewArguments: [Int32]) -> [BarInstall] {
        var installs: [BarInstall] = []
        func note(valueFrom start: Int, through end: Int) {
            guard start <= end, start >= 0, end < count, kind(start) == .identifier || kind(start) == .keyword else { return }
            if let call = call(named: lastNameOfCallee(from: start)), Int(call.calleeStart) == start, Int(call.end) == end {
                installs.append(BarInstall(name: nil, local: -1, call: call.name))
                return
            }
            // One name, or one member of `self`.
            let path = targetPath(endingAt: end)
            guard let first = path.first, Int(first) == start, let last = path.last, pathNames(path).count == 1 else { return }
            let local = localDeclaration(named: Int(last)).map(Int32.init) ?? -1
            installs.append(BarInstall(name: text(Int(last)), local: local, call: -1))
        }
        for write in writes where write.kind == .assign {
            // A navigation item's (`navigationItem.titleView`, `navigationBar.topItem?.titleView`), not
            // another view's own title view (a map callout's `self.titleView`).
            guard let last = write.target.last, isText(Int(last), "titleView"), write.target.count >= 2,
                  text(Int(write.target[write.target.count - 2])).lowercased().containsBytes(of: "item") else { continue }
            note(valueFrom: Int(write.valueStart), through: Int(write.valueEnd))
        }
        var navigationValues: [(Int, Int)]?
        for occurrence in customViewArguments {
            let label = Int(occurrence)
            guard kind(label + 1) == .colon, kind(label - 1) == .leftParen || kind(label - 1) == .comma,
                  let opener = enclosingOpener(of: label), let owner = owningCall(ofOpener: opener),
                  isText(Int(owner.name), "UIBarButtonItem") || isText(Int(owner.name), "init"),
                  isNavigationItem(Int(owner.calleeStart), values: &navigationValues) else { continue }
            note(valueFrom: label + 2, through: expressionEnd(from: label + 2))
        }
        return installs
    }

    /// Whether the bar button item made at `start` goes to a navigation item (the navigation bar, whose
    /// items keep fixed metrics), not to a toolbar or an input accessory bar: it is written to a path
    /// through `navigationItem` (`navigationItem.leftBarButtonItem = UIBarButtonItem(customView: …)`, also
    /// in an array), passed to `navigationItem.setRightBarButton(…)`, or made as a local or property that
    /// such a write or call names (`let done = UIBarButtonItem(customView: b)` … `navigationItem.rightBarButtonItems = [done]`).
    /// `values` caches the token ranges of what the file gives its navigation items.
    func isNavigationItem(_ start: Int, values cached: inout [(Int, Int)]?) -> Bool {
        func namesNavigationItem(_ path: [Int32]) -> Bool {
            path.contains {
                let name = text(Int($0)).lowercased()
                return name.containsBytes(of: "navigationitem") || name.containsBytes(of: "navitem")
            }
        }
        if cached == nil {
            var found: [(Int, Int)] = []
            for write in writes where write.kind == .assign && namesNavigationItem(write.target) {
                found.append((Int(write.valueStart), Int(write.valueEnd)))
            }
            // Byte comparisons, no `String` per member name of the file.
            for probe in 1..<max(1, count) where tokens[probe].kind == .identifier && kind(probe - 1) == .period
                && (isText(probe, "setLeftBarButton") || isText(probe, "setRightBarButton")
                    || isText(probe, "setLeftBarButtonItems") || isText(probe, "setRightBarButtonItems")) {
                guard let call = call(named: probe), call.open >= 0, namesNavigationItem(targetPath(endingAt: probe - 2)) else { continue }
                found.append((Int(call.open), Int(call.close)))
            }
            cached = found
        }
        let values = cached ?? []
        if values.contains(where: { $0.0 <= start && start <= $0.1 }) { return true }
        // Made as a named value: `let done = UIBarButtonItem(customView: b)`, `lazy var doneItem = …`.
        var probe = start - 1
        guard isOperator(probe, "=") else { return false }
        probe -= 1
        if kind(probe) == .identifier, kind(probe - 1) == .colon { probe -= 2 }
        guard kind(probe) == .identifier, isName(probe - 1, "let") || isName(probe - 1, "var") else { return false }
        let name = text(probe)
        return values.contains { value in (value.0...value.1).contains { isText($0, equalTo: name) } }
    }

    /// The last name of a callee path starting at `start` (`Views.HeaderView` → `HeaderView`).
    private func lastNameOfCallee(from start: Int) -> Int {
        var probe = start
        while kind(probe + 1) == .period, kind(probe + 2) == .identifier { probe += 2 }
        return probe
    }

    /// The type names of the views `installs` places (for a file that records no view uses): a call made
    /// in place, or the type a property or local is made with or declared as (`private let titleView =
    /// ChatTitleView()`, `private let header: HeaderView`).
    func typesInstalledInBar(_ installs: [BarInstall]) -> [String] {
        var types: [String] = []
        for install in installs {
            if install.call >= 0 {
                if startsWithUppercase(Int(install.call)) { types.append(text(Int(install.call))) }
                continue
            }
            guard let name = install.name else { continue }
            let candidates: [Int] = install.local >= 0 ? [Int(install.local)]
                : (declarationsByName[name] ?? []).map(Int.init).filter { position in
                    declarations[position].kind == .variable
                        && innermostScope(containing: Int(declarations[position].keyword)).map { scopes[$0].kind == .typeBody } == true
                }
            for position in candidates {
                let declaration = declarations[position]
                if declaration.typeStart >= 0, kind(Int(declaration.typeStart)) == .identifier,
                   startsWithUppercase(Int(declaration.typeStart)),
                   declaration.typeEnd == declaration.typeStart || isOperator(Int(declaration.typeEnd), "!") || isOperator(Int(declaration.typeEnd), "?") {
                    types.append(text(Int(declaration.typeStart)))
                } else if declaration.initializerStart >= 0,
                          let call = call(named: lastNameOfCallee(from: Int(declaration.initializerStart))),
                          Int(call.calleeStart) == Int(declaration.initializerStart), Int(call.end) == Int(declaration.initializerEnd),
                          startsWithUppercase(Int(call.name)) {
                    types.append(text(Int(call.name)))
                }
            }
        }
        return types
    }

    /// Whether the view a call makes is installed in a bar (`installs`): made in place there, or the
    /// initial value of a property or local the file installs (`private let titleView = ChatTitleView()`
    /// … `navigationItem.titleView = titleView`).
    func isInstalledInBar(_ call: CallSite, installs: [BarInstall]) -> Bool {
        if installs.contains(where: { $0.call == call.name }) { return true }
        // `let name = Call(…)`, `lazy var name: Type = Call(…)`.
        var probe = Int(call.calleeStart) - 1
        guard isOperator(probe, "=") else { return false }
        probe -= 1
        if kind(probe) == .identifier, kind(probe - 1) == .colon { probe -= 2 }
        guard kind(probe) == .identifier, isName(probe - 1, "let") || isName(probe - 1, "var") else { return false }
        let name = text(probe)
        let isLocal = innermostScope(containing: probe).map { scopes[$0].kind != .typeBody } ?? false
        let declaration = isLocal ? (declarationsByName[name] ?? []).first { declarations[Int($0)].name == Int32(probe) } ?? -2 : -1
        return installs.contains { $0.name == name && $0.local == declaration }
    }

    /// Whether the path written at `target` (`cancelButton.titleLabel?.font`) starts at a view the
    /// file installs in a bar (`installs`): the same local, or a property of that name.
    func isInstalledInBar(path target: [Int32], installs: [BarInstall]) -> Bool {
        guard !installs.isEmpty else { return false }
        guard let first = target.first(where: { !isName(Int($0), "self") }) else { return false }
        let local = localDeclaration(named: Int(first)).map(Int32.init) ?? -1
        let name = text(Int(first))
        return installs.contains { $0.name == name && $0.local == local }
    }
}
