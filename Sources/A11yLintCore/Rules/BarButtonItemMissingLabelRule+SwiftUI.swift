/// SwiftUI toolbar items whose control is labeled only by an image.
extension BarButtonItemMissingLabelRule {
    /// Controls that can sit in a toolbar item.
    static let toolbarControls: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "ShareLink"]

    func checkToolbars(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        var checked = Set<Int>()
        let controls = BarButtonItemMissingLabelRule.toolbarControls.union(file.components.buttons)
        /// Checks the controls in tokens `first...last` (nested controls, like a Menu's items, are skipped).
        func checkControls(from first: Int, through last: Int) {
            var token = first
            while token <= last {
                guard index.tokens[token].kind == .identifier, index.kind(token - 1) != .period,
                      controls.contains(index.text(token)), let control = index.call(named: token) else {
                    token += 1
                    continue
                }
                if checked.insert(token).inserted, let (symbol, isPartlyDescribed) = imageOnlyLabel(of: control, file: file) {
                    findings.append(file.finding(from: token, through: token,
                                                 message: BarButtonItemMissingLabelRule.toolbarMessage(
                                                    control: index.text(token).lowercased(), symbol: symbol.isEmpty ? nil : symbol),
                                                 severity: isPartlyDescribed ? .info : nil))
                }
                token = Int(control.end) + 1
            }
        }
        // `.toolbar { … }` (with or without ToolbarItem), ToolbarItem(Group) in a ToolbarContent,
        // and the older `.navigationBarItems(leading:trailing:)`.
        for name in ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                let isModifier = name == "toolbar" || name == "navigationBarItems"
                guard (index.kind(token - 1) == .period) == isModifier, let call = index.call(named: token),
                      !index.isExcludedFromIOS(token) else { continue }
                if let closure = index.trailingClosure(call, labeled: nil) ?? index.trailingClosure(call, labeled: "content") {
                    checkControls(from: Int(closure.open) + 1, through: Int(closure.close) - 1)
                }
                if name == "navigationBarItems" || name == "toolbar" {
                    for argument in call.arguments { checkControls(from: Int(argument.start), through: Int(argument.end)) }
                }
            }
        }
        return findings.sorted { $0.range.start < $1.range.start }
    }

    /// For a control labeled only by an image: the image's symbol or asset name
    /// ("" when unknown), and whether every symbol is one whose description only
    /// approximates the action. `nil` when the control has a title, a `Text`/`Label`,
    /// an accessibility label, or only symbols whose automatic description names the action.
    func imageOnlyLabel(of control: CallSite, file: SwiftFileContext) -> (String, Bool)? {
        let index = file.index
        // A title argument: `Button("Save") {…}`, `Link("Help", destination:)`, `Menu(title)`.
        if let first = control.arguments.first, first.label < 0 {
            let value = Int(first.start)
            if index.kind(value) == .stringStart || index.isName(value, "Text") || index.isName(value, "LocalizedStringKey")
                || index.tokens[value].kind == .identifier && control.arguments.count > 1 || index.isName(value, "String") {
                return nil
            }
        }
        if control.arguments.contains(where: { $0.label >= 0 && (index.isText(Int($0.label), "titleKey") || index.isText(Int($0.label), "title")) }) {
            return nil
        }
        // The label: `label:` closure, or the only trailing closure of `Button(action:)` / `Link(destination:)`.
        let name = index.text(Int(control.name))
        var label = index.trailingClosure(control, labeled: "label")
        if label == nil, control.trailingClosures.count == 1, name != "Menu",
           name == "Link" || index.argument(control, labeled: "action") != nil || index.argument(control, labeled: "destination") != nil
            || control.arguments.contains(where: { $0.label >= 0 }) {
            label = control.trailingClosures.first
        }
        guard let label else { return nil }
        let first = Int(label.open) + 1
        let last = Int(label.close) - 1
        guard first <= last else { return nil }
        // Anything that speaks: text, a Label, an accessibility label inside the label.
        for token in first...last where index.tokens[token].kind == .identifier {
            if index.isText(token, "Text") || index.isText(token, "Label") || index.isText(token, "accessibilityLabel")
                || index.isText(token, "accessibility") && index.contains("label", from: token, through: last) {
                return nil
            }
        }
        // Modifiers on the control itself.
        let semantics = index.semantics(of: index.chainLinks(ofCall: control))
        if semantics.contains(.label) || semantics.contains(.hidden) { return nil }
        // The images.
        var symbols: [String] = []
        var hasImage = false
        for token in first...last where index.tokens[token].kind == .identifier && index.kind(token - 1) != .period {
            let name = index.text(token)
            guard name == "Image" || name == "AsyncImage" || file.components.images.contains(name),
                  let image = index.call(named: token) else { continue }
            hasImage = true
            if image.arguments.contains(where: { $0.label >= 0 && index.isText(Int($0.label), "label") }) { return nil }
            symbols.append(contentsOf: symbolNames(of: image, index: index))
        }
        guard hasImage else { return nil }
        if !symbols.isEmpty, symbols.allSatisfy({ BarButtonItemMissingLabelRule.matches($0, options.describedSymbols) }) {
            return nil
        }
        let partly = !symbols.isEmpty && symbols.allSatisfy {
            BarButtonItemMissingLabelRule.matches($0, options.describedSymbols + options.partlyDescribedSymbols)
        }
        return (symbols.first ?? "", partly)
    }

    /// Whether a symbol name is in a list (entries ending in `*` are prefixes).
    static func matches(_ symbol: String, _ list: [String]) -> Bool {
        let name = normalizedSymbol(symbol)
        return list.contains { entry in
            entry.hasSuffix("*") ? name.hasPrefix(normalizedSymbol(String(entry.dropLast()))) : name == normalizedSymbol(entry)
        }
    }

    /// The symbol or asset names an `Image(…)` may show (both sides of a ternary);
    /// none for remote and configured images (`AsyncImage(url:)`, `KFImage(url)`).
    func symbolNames(of image: CallSite, index: SyntaxIndex) -> [String] {
        guard index.isText(Int(image.name), "Image"), let argument = image.arguments.first else { return [] }
        var names: [String] = []
        for token in Int(argument.start)...Int(argument.end) {
            if index.kind(token) == .stringSegment { names.append(index.text(token)) }
            // SFSafeSymbols: `Image(systemSymbol: .speakerSlashFill)`.
            if argument.label >= 0, index.isText(Int(argument.label), "systemSymbol"),
               index.kind(token - 1) == .period, index.tokens[token].kind == .identifier {
                names.append(index.text(token))
            }
        }
        return names
    }

    /// `arrow.clockwise` and SFSafeSymbols' `arrowClockwise` compare equal.
    static func normalizedSymbol(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "." })
    }
}
