/// SwiftUI toolbar items whose control is labeled only by an image.
extension BarButtonItemMissingLabelRule {
    /// Controls that can sit in a toolbar item.
    static let toolbarControls: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "ShareLink"]

    /// Where toolbar controls sit: `.toolbar { … }` (with or without ToolbarItem), ToolbarItem(Group)
    /// in a ToolbarContent, and the older `.navigationBarItems(leading:trailing:)`. In this order.
    static let toolbarContainers = ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems"]

    func checkToolbars(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        var checked = Set<Int>()
        let controls = BarButtonItemMissingLabelRule.toolbarControls.union(file.components.buttons)
        let scan = labelScan(file)
        /// Checks the controls in tokens `first...last` (nested controls, like a Menu's items, are skipped).
        func checkControls(from first: Int, through last: Int) {
            var token = first
            while token <= last {
                // `SwiftUI.Button` is SwiftUI's, the file's own `struct Button` is not; a configured component is the project's.
                guard index.tokens[token].kind == .identifier, controls.contains(index.text(token)),
                      file.components.buttons.contains(index.text(token)) ? index.kind(token - 1) != .period
                        : index.refersToSwiftUIType(at: token),
                      let control = index.call(named: token) else {
                    token += 1
                    continue
                }
                if checked.insert(token).inserted, let label = index.imageOnlyLabel(of: control, scan: scan) {
                    var finding = file.finding(from: token, through: token,
                                               message: BarButtonItemMissingLabelRule.toolbarMessage(
                                                   control: index.text(token).lowercased(), symbol: label.name.isEmpty ? nil : label.name),
                                               severity: label.isPartlyDescribed ? .info : nil)
                    finding.controlExtent = index.range(from: token, through: Int(control.end))
                    findings.append(finding)
                }
                token = Int(control.end) + 1
            }
        }
        for name in BarButtonItemMissingLabelRule.toolbarContainers {
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

    /// How toolbar controls are read: configured images count; a `label:` closure counts
    /// whether it trails or sits inside the parentheses (`Button(action: sort, label: { Image(…) })`).
    func labelScan(_ file: SwiftFileContext) -> ImageOnlyLabelScan {
        ImageOnlyLabelScan(images: file.components.images, symbols: symbolDescriptions, readsLabelArgument: true)
    }

    /// The configured symbol lists.
    var symbolDescriptions: SymbolDescriptions {
        options.symbolDescriptions
    }
}
