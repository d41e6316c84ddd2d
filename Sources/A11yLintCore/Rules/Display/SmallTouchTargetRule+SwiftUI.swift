/// SwiftUI targets: a numeric `.frame` on a control or on the single view of its label,
/// grown by the paddings and frames that follow it.
extension SmallTouchTargetRule {
    /// Controls people tap, whose label sets their size.
    static let controls: Set<String> = ["Button", "Link", "Menu", "Toggle", "NavigationLink", "ShareLink"]
    /// Containers that give their buttons the system's larger hit areas (or rows).
    static let largerHitAreas: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems", "List",
                                              "Form", "contextMenu", "swipeActions", "Menu", "confirmationDialog", "alert"]
    /// Button styles that draw the label as it is, adding no padding.
    static let unpaddedStyles: Set<String> = [".plain", ".borderless", "PlainButtonStyle()", "BorderlessButtonStyle()"]

    /// A width and height; `nil` for one the source does not fix.
    struct Size {
        var width: Double?
        var height: Double?
    }

    func checkSwiftUI(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        let minimum = options.minimum
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "frame") {
            let token = Int(occurrence)
            // `.frame(width: 24, …`: most frames (`maxWidth: .infinity`, `view.frame`) fail this before any parsing.
            guard index.kind(token - 1) == .period, index.kind(token + 1) == .leftParen, index.isText(token + 2, "width"),
                  let call = index.call(named: token),
                  let width = number(index.argument(call, labeled: "width"), index: index),
                  let height = number(index.argument(call, labeled: "height"), index: index),
                  width < minimum || height < minimum,
                  let chain = index.chain(containing: token),
                  let position = chain.links.firstIndex(where: { Int($0.name) == token }) else { continue }
            var size = Size(width: width, height: height)
            grow(&size, by: chain.links[(position + 1)...], index: index)
            let base = Int(chain.baseStart)
            let controlLinks: [ChainLink]
            let control: Int
            if isControl(base, file: file) {
                control = base
                controlLinks = chain.links
            } else if chain.links[(position + 1)...].contains(where: { index.isText(Int($0.name), "onTapGesture") }) {
                control = base
                controlLinks = chain.links
            } else if let owner = labelOwner(ofChainFrom: base, through: Int(chain.end), file: file) {
                control = Int(owner.name)
                controlLinks = index.chainLinks(after: Int(owner.end))
                grow(&size, by: controlLinks[...], index: index)
            } else {
                continue
            }
            guard let finalWidth = size.width, let finalHeight = size.height,
                  finalWidth < minimum || finalHeight < minimum, finalWidth > 0, finalHeight > 0,
                  !isHidden(controlLinks, index: index),
                  isUnpadded(controlLinks, control: control, file: file), !hasLargerHitArea(control, index: index),
                  !index.isExcludedFromIOS(token), !isShownOnlyInPreviews(token, file: file),
                  !file.isInViewPlacedOnlyInBars(token) else { continue }
            findings.append(file.finding(from: token, through: token, message: SmallTouchTargetRule.message(
                width: finalWidth, height: finalHeight, minimum: minimum)))
        }
        return findings
    }

    /// The number an argument spells (`20`, `4.8`, `-2`), or nil.
    func number(_ argument: Argument?, index: SyntaxIndex) -> Double? {
        guard let argument else { return nil }
        let first = Int(argument.start)
        let last = Int(argument.end)
        if first == last, let kind = index.kind(first), kind == .integer || kind == .float {
            let text = index.text(first)
            return Double(text.contains("_") ? text.replacingOccurrences(of: "_", with: "") : text)
        }
        if first + 1 == last, index.isOperator(first, "-"), let value = number(Argument(label: -1, start: Int32(last), end: Int32(last)), index: index) {
            return -value
        }
        return nil
    }

    /// Whether `base` names a control (or a configured button component) that is called.
    func isControl(_ base: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard index.kind(base) == .identifier, index.call(named: base) != nil else { return false }
        let name = index.text(base)
        if file.components.buttons.contains(name) { return true }
        // The file's own `struct Button` (a settings row model) is not SwiftUI's.
        return SmallTouchTargetRule.controls.contains(name) && !index.declaresShadowingType(named: name, around: base)
    }

    /// The control whose label is exactly the chain `first...last`: the only view in its
    /// `label:` closure (trailing or argument), or in the trailing closure of `Button(action:)`,
    /// `Link`, `NavigationLink`, `ShareLink` or `Toggle`, or in an `if`/`else` branch there.
    func labelOwner(ofChainFrom first: Int, through last: Int, file: SwiftFileContext) -> CallSite? {
        let index = file.index
        guard var brace = index.enclosingOpener(of: first), index.kind(brace) == .leftBrace,
              brace + 1 == first, let close = index.partner(of: brace), close - 1 == last else { return nil }
        // `if isMuted { Image(…).frame(…) } else { … }` inside the label: climb to the label's closure.
        while let scope = index.scope(openedBy: brace), index.scopes[scope].kind == .controlFlow {
            guard let outer = index.enclosingOpener(of: brace), index.kind(outer) == .leftBrace else { return nil }
            brace = outer
        }
        if let owner = index.owningCall(ofOpener: brace), isControl(Int(owner.name), file: file) {
            guard let closure = owner.trailingClosures.first(where: { Int($0.open) == brace }) else { return nil }
            if closure.label >= 0 { return index.isText(Int(closure.label), "label") ? owner : nil }
            // The first, unlabeled closure is the label unless it is the action (`Button { … } label: { … }`)
            // or a menu's content.
            let isAction = owner.trailingClosures.count > 1 || index.isText(Int(owner.name), "Menu")
                || (index.isText(Int(owner.name), "Button") && index.argument(owner, labeled: "action") == nil)
            return isAction ? nil : owner
        }
        // `Button(action: …, label: { … })`
        guard let paren = index.enclosingOpener(of: brace), index.kind(paren) == .leftParen,
              let owner = index.owningCall(ofOpener: paren), isControl(Int(owner.name), file: file),
              let label = index.argument(owner, labeled: "label"), Int(label.start) == brace else { return nil }
        return owner
    }

    /// Grows `size` by the paddings and frames in `links`; a size the source does not fix
    /// (a padding or frame from a variable, `maxWidth: .infinity`) becomes unknown.
    func grow(_ size: inout Size, by links: ArraySlice<ChainLink>, index: SyntaxIndex) {
        for link in links {
            let name = Int(link.name)
            if index.isText(name, "padding") {
                pad(&size, link.call, index: index)
            } else if index.isText(name, "frame"), let call = link.call {
                for argument in call.arguments where argument.label >= 0 {
                    let label = index.text(Int(argument.label))
                    let value = number(argument, index: index)
                    switch label {
                    case "width": size.width = value
                    case "height": size.height = value
                    case "minWidth": size.width = value.flatMap { new in size.width.map { max($0, new) } }
                    case "minHeight": size.height = value.flatMap { new in size.height.map { max($0, new) } }
                    case "maxWidth": size.width = nil
                    case "maxHeight": size.height = nil
                    default: break
                    }
                }
            }
        }
    }

    /// Adds a `.padding(…)` to `size`: `()` and edge sets without a length add 16 pt per edge.
    func pad(_ size: inout Size, _ call: CallSite?, index: SyntaxIndex) {
        guard let call, !call.arguments.isEmpty else {
            size.width = size.width.map { $0 + 32 }
            size.height = size.height.map { $0 + 32 }
            return
        }
        var length: Double = 16
        var edges = (horizontal: 2.0, vertical: 2.0)
        if call.arguments.count == 1, let value = number(call.arguments[0], index: index) {
            length = value
        } else {
            if call.arguments.count == 2 {
                guard let value = number(call.arguments[1], index: index) else {
                    size = Size(width: nil, height: nil)
                    return
                }
                length = value
            }
            let edgeArgument = call.arguments[0]
            edges = (0, 0)
            for probe in Int(edgeArgument.start)...Int(edgeArgument.end) where index.kind(probe) == .identifier {
                switch index.text(probe) {
                case "horizontal": edges.horizontal += 2
                case "vertical": edges.vertical += 2
                case "leading", "trailing": edges.horizontal += 1
                case "top", "bottom": edges.vertical += 1
                case "all": edges = (2, 2)
                default:
                    // `EdgeInsets(…)` or a variable: the padding is not known.
                    size = Size(width: nil, height: nil)
                    return
                }
            }
        }
        size.width = size.width.map { $0 + edges.horizontal * length }
        size.height = size.height.map { $0 + edges.vertical * length }
    }

    /// Whether the control is invisible or hidden from assistive technologies (a zero-size
    /// `NavigationLink` driven by state), so nobody taps it.
    func isHidden(_ links: [ChainLink], index: SyntaxIndex) -> Bool {
        if !index.semantics(of: links).isDisjoint(with: [.hidden]) { return true }
        return links.contains { link in
            guard index.isText(Int(link.name), "opacity"), let argument = link.call?.arguments.first else { return false }
            return number(argument, index: index) == 0
        }
    }

    /// Whether the control's style draws the label unpadded: plain or borderless, or no style at all
    /// except on watchOS, where a default-styled `Button` or `NavigationLink` sits on the bordered
    /// platter (full width, about 40 pt tall) unless a plain style is set on it or on a view around it.
    /// A frame under `.onTapGesture` (no control) is never padded.
    func isUnpadded(_ links: [ChainLink], control: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        var isStyled = false
        for link in links where index.isText(Int(link.name), "buttonStyle") {
            guard let call = link.call, let argument = call.arguments.first,
                  SmallTouchTargetRule.unpaddedStyles.contains(index.text(from: Int(argument.start), through: Int(argument.end)))
            else { return false }
            isStyled = true
        }
        guard !isStyled, index.isText(control, "Button") || index.isText(control, "NavigationLink"),
              index.call(named: control) != nil, file.isWatchOnly else { return true }
        return index.enclosingCalls(of: control).contains { enclosing in
            index.chainLinks(ofCall: enclosing).contains { link in
                guard index.isText(Int(link.name), "buttonStyle"), let argument = link.call?.arguments.first else { return false }
                return SmallTouchTargetRule.unpaddedStyles.contains(index.text(from: Int(argument.start), through: Int(argument.end)))
            }
        }
    }

    /// Whether the control sits where the system enlarges hit areas (a toolbar, a list row, a menu),
    /// or in a view property named for a bar (`navbarButtons`, `toolbarContent`).
    func hasLargerHitArea(_ control: Int, index: SyntaxIndex) -> Bool {
        if index.enclosingCalls(of: control).contains(where: { SmallTouchTargetRule.largerHitAreas.contains(index.text(Int($0.name))) }) {
            return true
        }
        var inBar = false
        index.forEachEnclosingScope(of: control) { scope in
            let declaration = Int(index.scopes[scope].declaration)
            if declaration >= 0, BarPlacement.namesBar(index.declarations[declaration].nameText) { inBar = true }
            return !inBar
        }
        return inBar
    }

    /// Whether the frame is in a view type that the project uses only in previews (`#Preview { Badge() }`).
    func isShownOnlyInPreviews(_ token: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard let type = index.enclosingType(of: token), index.declarations[type].kind != .extension else { return false }
        return file.project.isUsedOnlyInPreviews(index.declarations[type].nameText)
    }
}
