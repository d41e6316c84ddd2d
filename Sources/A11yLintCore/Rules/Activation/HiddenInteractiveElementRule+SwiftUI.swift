/// SwiftUI: `.accessibilityHidden(true)` on a control, a container of one, or a tappable view.
extension HiddenInteractiveElementRule {
    /// SwiftUI controls that carry an action or a value of their own.
    static let swiftUIControls: Set<String> = [
        "Button", "Link", "NavigationLink", "Toggle", "Menu", "ShareLink", "Picker", "Stepper", "Slider",
        "DisclosureGroup", "EditButton", "PasteButton", "RenameButton", "DatePicker", "ColorPicker",
        "TextField", "SecureField", "TextEditor",
    ]

    func swiftUIFindings(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for name in ["accessibilityHidden", "accessibility"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard index.kind(token - 1) == .period, let call = index.call(named: token), call.open >= 0,
                      hidesLiterally(call, index: index),
                      let chain = index.chain(containing: token), chain.baseStart <= chain.baseEnd,
                      chain.baseStart < Int32(token - 1) else { continue }
                let base = Int(chain.baseStart)
                let baseEnd = Int(chain.baseEnd)
                guard let (control, shape) = interactiveShape(base: base, baseEnd: baseEnd, chain: chain, file: file),
                      !isInert(chain, base: base, index: index),
                      !isReachableFromEnclosingView(base, index: index),
                      !isDuplicated(base: base, end: Int(chain.end), shape: shape, file: file) else { continue }
                let severity: Severity? = shape == .container ? .info : nil
                findings.append(file.finding(from: token, through: token,
                                             message: HiddenInteractiveElementRule.message(control: control, shape: shape),
                                             severity: severity))
            }
        }
        return findings
    }

    /// `.accessibilityHidden(true)` or `.accessibility(hidden: true)` with the literal `true`
    /// (a condition is a view shown and hidden together, usually with its opacity).
    func hidesLiterally(_ call: CallSite, index: SyntaxIndex) -> Bool {
        if index.isText(Int(call.name), "accessibilityHidden") {
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label < 0 else { return false }
            return argument.start == argument.end && index.isName(Int(argument.start), "true")
        }
        guard let argument = index.argument(call, labeled: "hidden") else { return false }
        return argument.start == argument.end && index.isName(Int(argument.start), "true")
    }

    /// What makes the hidden view interactive: it is a control, it holds one, or it has a tap gesture.
    func interactiveShape(base: Int, baseEnd: Int, chain: ModifierChain,
                          file: SwiftFileContext) -> (String, Shape)? {
        let index = file.index
        let controls = HiddenInteractiveElementRule.swiftUIControls.union(file.components.buttons)
        if index.kind(base) == .identifier, let call = index.call(named: base), controls.contains(index.text(base)) {
            // A label of nothing (`NavigationLink(isActive: $showsDetail) { EmptyView() }`) draws nothing
            // and takes no focus: a link driven from code, which no one sees or can reach anyway.
            if hasEmptyLabel(call, index: index) { return nil }
            return (index.text(base), .control)
        }
        if let inner = firstControl(from: base + 1, through: baseEnd, controls: controls, index: index) {
            return (inner, .container)
        }
        if chain.links.contains(where: { index.isText(Int($0.name), "onTapGesture") && $0.call != nil }) {
            // A clear tap area is invisible to sighted users too.
            if index.isName(base, "Color"), index.containsMember("clear", from: base, through: baseEnd + 2) { return nil }
            return ("onTapGesture", .tappable)
        }
        return nil
    }

    /// Whether a control's label is only `EmptyView()`: the `label:` closure (trailing or as an
    /// argument), or a `NavigationLink`'s first trailing closure (its label).
    func hasEmptyLabel(_ call: CallSite, index: SyntaxIndex) -> Bool {
        var closures: [(Int, Int)] = []
        if let label = index.trailingClosure(call, labeled: "label") { closures.append((Int(label.open), Int(label.close))) }
        if index.isText(Int(call.name), "NavigationLink"), let first = index.trailingClosure(call, labeled: nil) {
            closures.append((Int(first.open), Int(first.close)))
        }
        if let argument = index.argument(call, labeled: "label"), index.kind(Int(argument.start)) == .leftBrace,
           index.partner(of: Int(argument.start)) == Int(argument.end) {
            closures.append((Int(argument.start), Int(argument.end)))
        }
        return closures.contains { open, close in
            close == open + 4 && index.isName(open + 1, "EmptyView") && index.kind(open + 2) == .leftParen
                && index.kind(open + 3) == .rightParen
        }
    }

    /// The first control called in tokens `first...last`.
    func firstControl(from first: Int, through last: Int, controls: Set<String>, index: SyntaxIndex) -> String? {
        guard first <= last else { return nil }
        for probe in first...last where index.kind(probe) == .identifier && index.kind(probe - 1) != .period {
            guard index.kind(probe + 1) == .leftParen || index.kind(probe + 1) == .leftBrace else { continue }
            let name = index.text(probe)
            if controls.contains(name), index.call(named: probe) != nil { return name }
        }
        return nil
    }

    /// Whether the chain also makes the view unusable or invisible: `.disabled(true)`, `.hidden()`,
    /// `.opacity(0)`, `.allowsHitTesting(false)`.
    func isInert(_ chain: ModifierChain, base: Int, index: SyntaxIndex) -> Bool {
        if index.semantics(of: chain.links).contains(.disabled) { return true }
        for link in chain.links {
            let name = Int(link.name)
            guard let call = link.call else { continue }
            let value = call.arguments.first.map { (Int($0.start), Int($0.end)) }
            if index.isText(name, "hidden"), call.arguments.isEmpty { return true }
            // A clear foreground or tint hides the control from sight too (`hidden-by-clear-tint`'s placeholder).
            if index.isText(name, "foregroundStyle") || index.isText(name, "foregroundColor") || index.isText(name, "tint"),
               let (start, end) = value, index.containsMember("clear", from: start, through: end),
               !index.isConditional(from: start, through: end) { return true }
            if index.isText(name, "opacity"), let (start, end) = value, start == end, index.isText(start, "0") { return true }
            if index.isText(name, "allowsHitTesting"), let (start, end) = value, start == end,
               index.isName(start, "false") { return true }
        }
        return false
    }

    /// Whether an enclosing view exposes the action another way: accessibility actions,
    /// a representation, a combined element (it offers its children's actions) or its own tap gesture.
    func isReachableFromEnclosingView(_ token: Int, index: SyntaxIndex) -> Bool {
        for call in index.enclosingCalls(of: token) {
            let links = index.chainLinks(ofCall: call)
            if !index.semantics(of: links).isDisjoint(with: [.action, .representation]) { return true }
            for link in links {
                let name = Int(link.name)
                if index.isText(name, "onTapGesture") || index.isText(name, "accessibilityAdjustableAction") { return true }
                if index.isText(name, "accessibilityElement"), let inner = link.call, inner.open >= 0,
                   index.containsMember("combine", from: Int(inner.open), through: Int(inner.close)) { return true }
            }
        }
        return false
    }

    /// Whether another control of the same type performs the same action (a hidden duplicate).
    func isDuplicated(base: Int, end: Int, shape: Shape, file: SwiftFileContext) -> Bool {
        guard shape != .tappable else { return false }
        let index = file.index
        let extra = file.components.buttons
        let hidden = index.controlActionSignatures(from: base, through: end, extra: extra)
        guard !hidden.isEmpty, let type = index.enclosingType(of: base), index.declarations[type].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[type].body)]
        let others = index.controlActionSignatures(from: Int(body.open) + 1, through: base - 1, extra: extra)
            .union(index.controlActionSignatures(from: end + 1, through: Int(body.close) - 1, extra: extra))
        return hidden.isSubset(of: others)
    }
}
