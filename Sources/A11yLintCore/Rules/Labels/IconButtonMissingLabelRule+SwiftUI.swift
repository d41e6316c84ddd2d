/// SwiftUI controls whose label is only an image.
extension IconButtonMissingLabelRule {
    /// SwiftUI controls whose label can be only an image.
    static let controls: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "Toggle", "ShareLink"]

    func checkSwiftUI(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        let buttons = file.components.buttons
        var candidates: [Int] = []
        for name in IconButtonMissingLabelRule.controls {
            candidates += file.occurrences(of: name).map(Int.init)
        }
        guard !candidates.isEmpty || !buttons.isEmpty else { return [] }
        let scan = ImageOnlyLabelScan(images: file.components.images, symbols: symbolDescriptions, readsLabelArgument: true,
                                      customContentMaySpeak: true, judgesAssetNamesAsSymbols: false)
        // Configured buttons (`components.buttons`) are found from the images they show.
        if !buttons.isEmpty {
            for image in file.occurrences(of: "Image") + file.occurrences(of: "AsyncImage") {
                if let control = index.enclosingCalls(of: Int(image)).first(where: { buttons.contains(index.text(Int($0.name))) }) {
                    candidates.append(Int(control.name))
                }
            }
        }
        var findings: [RuleFinding] = []
        for token in Set(candidates).sorted() {
            // `SwiftUI.Button` is SwiftUI's; the file's own `struct Button` is not (a configured component is
            // the project's by definition).
            let isComponent = buttons.contains(index.text(token))
            guard isComponent ? index.kind(token - 1) != .period : index.refersToSwiftUIType(at: token),
                  let control = index.call(named: token),
                  let label = index.imageOnlyLabel(of: control, scan: scan),
                  !styleShowsTitle(control, index: index), !isJudgedElsewhere(token, file: file) else { continue }
            let hasHelp = self.hasHelp(control, label: label, index: index)
            let message = IconButtonMissingLabelRule.controlMessage(control: controlNoun(index.text(token), buttons: buttons),
                                                                    image: label.name, hasHelp: hasHelp)
            var finding = file.finding(from: token, through: token, message: message,
                                       severity: label.isPartlyDescribed || hasHelp ? .info : nil)
            finding.controlExtent = index.range(from: token, through: Int(control.end))
            findings.append(finding)
        }
        return findings
    }

    /// The word for a control in messages.
    func controlNoun(_ name: String, buttons: Set<String>) -> String {
        switch name {
        case "Link", "ShareLink": return "link"
        case "NavigationLink": return "navigation link"
        case "Menu": return "menu"
        case "Toggle": return "toggle"
        default: return "button"
        }
    }

    /// Whether the control at `token` is judged by another rule or named or hidden by
    /// its surroundings: its view type is labeled wherever it is used, it sits in a toolbar (`bar-button-item-missing-label`), or an
    /// enclosing view hides it, labels it, replaces or merges its children
    /// (`.accessibilityElement(children: .ignore | .combine)`) or represents it.
    /// A presented sheet or popover stops the walk: its content is a tree of its own.
    func isJudgedElsewhere(_ token: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        // A custom view labeled wherever it is used: `CloseButton { … }.accessibilityLabel("Close")`.
        if let type = index.enclosingType(of: token), file.project.isLabeledAtEveryUse(index.declarations[type].nameText) {
            return true
        }
        var isInsideControl = false
        for call in index.enclosingCalls(of: token) {
            let name = index.text(Int(call.name))
            let isLink = index.kind(Int(call.name) - 1) == .period
            // Toolbar containers: `bar-button-item-missing-label` judges their controls.
            if BarButtonItemMissingLabelRule.toolbarContainers.contains(name) && !isInsideControl { return true }
            // A presented sheet or popover is not inside the view it hangs on.
            if ImageExposureWalker.presentations.contains(name) && isLink { return false }
            if !isLink, IconButtonMissingLabelRule.controls.contains(name) || file.components.buttons.contains(name) {
                isInsideControl = true
            }
            // The modifiers that apply to the enclosing view: those after a link, or the chain after a base.
            let links = index.chainLinks(ofCall: call).filter { !isLink || $0.period > call.end }
            let semantics = index.semantics(of: links)
            if !semantics.isDisjoint(with: [.hidden, .label, .representation]) { return true }
            if semantics.contains(.element), links.contains(where: { link in
                guard index.isText(Int(link.name), "accessibilityElement"), let element = link.call else { return false }
                return !index.containsMember("contain", from: Int(element.open), through: Int(element.close))
            }) {
                return true
            }
        }
        return false
    }

    /// Whether the control's style is given a title to draw
    /// (`.buttonStyle(BadgeButtonStyle(title: "Leave a review"))`, any string literal).
    func styleShowsTitle(_ control: CallSite, index: SyntaxIndex) -> Bool {
        index.chainLinks(ofCall: control).contains { link in
            guard index.isText(Int(link.name), "buttonStyle") || index.isText(Int(link.name), "toggleStyle")
                    || index.isText(Int(link.name), "menuStyle") || index.isText(Int(link.name), "labelStyle"),
                  let call = link.call, call.open >= 0 else { return false }
            for token in Int(call.open)...Int(call.close) where index.kind(token) == .stringStart
                || index.isName(token, "title") && index.kind(token + 1) == .colon {
                return true
            }
            return false
        }
    }

    /// Whether the control or its image has `.help(…)`: a tooltip and accessibility
    /// hint, not a name, so the finding is only `info`.
    func hasHelp(_ control: CallSite, label: ImageOnlyLabel, index: SyntaxIndex) -> Bool {
        if index.chainLinks(ofCall: control).contains(where: { index.isText(Int($0.name), "help") }) { return true }
        return label.content.contains { index.kind($0 - 1) == .period && index.isName($0, "help") }
    }
}
