/// A control (or a tap gesture) inside a SwiftUI `Button`'s label: assistive
/// technologies reach only the outer button.
struct NestedInteractiveControlsRule: Rule {
    static let metadata = RuleMetadata(
        id: "nested-interactive-controls",
        summary: "A Button, Link, Toggle or tap gesture inside another Button's label cannot be reached on its own.",
        rationale: """
            SwiftUI makes a `Button`'s label one accessibility element. A `Button`, `Link`, `Toggle`, `Menu` \
            or `NavigationLink` inside that label (a trash button in a row that is itself a button) is not \
            focusable by VoiceOver, has no name for Voice Control and is skipped by Switch Control and Full \
            Keyboard Access: only the outer action runs, so the inner one is lost. An `.onTapGesture` in the \
            label competes with the button for a finger and does something a VoiceOver user never reaches. \
            Not reported: a `NavigationLink` to `EmptyView()` used only for its chevron, or one driven by \
            the outer button (`isActive:`, `tag:`/`selection:`); inner controls hidden from accessibility \
            or presented apart from the label (in a `.contextMenu`, `.swipeActions`, `.alert`, `.sheet` …); \
            a tap that does what the outer button does (a bigger hit area) or is empty; an outer button \
            that declares `.accessibilityAction`s, a `.contextMenu`, `.swipeActions`, or \
            `.accessibilityElement(children: .contain)`; and an outer button whose action is empty (that is \
            `button-action-in-inner-gesture`). Known false negatives: controls inside the label that come \
            from another view type (`Button { … } label: { RowContent() }`).
            """,
        fix: """
            Put the controls side by side (`HStack { Button(…) { open() }; Button(…) { delete() } }`), or keep \
            the row one button and expose the inner action with `.accessibilityAction(named: "Delete") { … }` \
            (and `.swipeActions` or a `.contextMenu` for everyone).
            """,
        severity: .warning,
        wcag: ["2.1.1", "4.1.2"],
        frameworks: [.swiftUI],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct SavedSearchRow: View {
                    let search: SavedSearch
                    @Environment(SearchStore.self) var store
                    var body: some View {
                        Button { store.apply(search) } label: {
                            HStack {
                                Text(search.name)
                                Spacer()
                                ↓Button { store.delete(search) } label: { Image(systemName: "trash") }
                                    .accessibilityLabel("Delete")
                            }
                        }
                    }
                }
                """),
            Example("""
                struct EpisodeRow: View {
                    @Bindable var episode: Episode
                    let play: () -> Void
                    var body: some View {
                        Button(action: play) {
                            HStack {
                                Text(episode.title)
                                ↓Toggle("Downloaded", isOn: $episode.isDownloaded)
                                Text(episode.duration).↓onTapGesture { episode.showsRemaining.toggle() }
                            }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct SettingsRow: View {
                    let clearCache: () -> Void
                    var body: some View {
                        Button(action: clearCache) {
                            NavigationLink("Clear cache", destination: EmptyView())
                        }
                    }
                }
                """),
            Example("""
                struct SavedSearchRow: View {
                    let search: SavedSearch
                    @Environment(SearchStore.self) var store
                    var body: some View {
                        Button { store.apply(search) } label: {
                            HStack {
                                Text(search.name)
                                Button { store.delete(search) } label: { Image(systemName: "trash") }
                            }
                        }
                        .accessibilityAction(named: "Delete") { store.delete(search) }
                    }
                }
                """),
            Example("""
                struct SavedSearchRow: View {
                    let search: SavedSearch
                    @Environment(SearchStore.self) var store
                    var body: some View {
                        HStack {
                            Button(search.name) { store.apply(search) }
                            Button { store.delete(search) } label: { Image(systemName: "trash") }
                                .accessibilityLabel("Delete")
                        }
                    }
                }
                """),
        ])

    static let triggers = ["Button"]

    /// Controls that are lost inside another button's label.
    static let innerControls: Set<String> = ["Button", "Link", "Toggle", "Menu", "NavigationLink", "ShareLink", "Picker",
                                             "Stepper"]

    /// Modifiers whose closures are presented apart from the label (menus, actions, dialogs, sheets).
    static let separateContent: Set<String> = [
        "contextMenu", "swipeActions", "toolbar", "alert", "confirmationDialog", "sheet", "popover", "fullScreenCover",
        "accessibilityActions", "accessibilityAction", "accessibilityRepresentation",
    ]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "Button") {
            let name = Int(occurrence)
            guard index.kind(name - 1) != .period, let button = index.call(named: name),
                  let label = index.buttonLabelRange(of: button), label.open + 1 < label.close else { continue }
            // Cheap precheck: a control name or a tap inside the label at all.
            var inner: [Int] = []
            for probe in (label.open + 1)..<label.close where index.tokens[probe].kind == .identifier {
                if index.kind(probe - 1) == .period {
                    if index.isText(probe, "onTapGesture") { inner.append(probe) }
                } else if index.isName(probe, in: NestedInteractiveControlsRule.innerControls) {
                    inner.append(probe)
                }
            }
            guard !inner.isEmpty, !index.hasEmptyButtonAction(button), !exposesInnerActions(button, index: index)
            else { continue }
            let outerActions = index.buttonActionRange(of: button)
                .map { index.actionSignatures(from: $0.first, through: $0.last) } ?? []
            for probe in inner where isLost(probe, in: button, outerActions: outerActions, index: index) {
                let message = index.kind(probe - 1) == .period
                    ? NestedInteractiveControlsRule.tapMessage()
                    : NestedInteractiveControlsRule.controlMessage(control: index.text(probe))
                findings.append(file.finding(from: probe, through: probe, message: message))
            }
        }
        return findings
    }

    // MARK: - Messages

    /// The message at an inner control.
    static func controlMessage(control: String) -> String {
        "This \(control) is inside another Button's label: VoiceOver, Voice Control, Switch Control and Full Keyboard "
            + "Access reach only the outer button, so this control's action cannot be performed with them."
    }

    /// The message at a tap gesture in a button's label.
    static func tapMessage() -> String {
        "This tap gesture is inside a Button's label: it competes with the button for touches, and VoiceOver, "
            + "Voice Control and Switch Control only ever run the button's own action."
    }

    // MARK: - Matching

    /// Whether the outer button gives its inner actions another way in: accessibility
    /// actions, a context menu, swipe actions, or children kept as separate elements.
    func exposesInnerActions(_ button: CallSite, index: SyntaxIndex) -> Bool {
        let links = index.chainLinks(ofCall: button)
        if index.semantics(of: links).contains(.action) { return true }
        for link in links {
            let name = Int(link.name)
            if index.isText(name, "contextMenu") || index.isText(name, "swipeActions") { return true }
            if index.isText(name, "accessibilityElement"), let call = link.call, call.open >= 0,
               index.containsMember("contain", from: Int(call.open), through: Int(call.close)) {
                return true
            }
        }
        return false
    }

    /// Whether the control or tap named at `probe` (inside `button`'s label) is one
    /// that assistive technologies cannot reach.
    func isLost(_ probe: Int, in button: CallSite, outerActions: Set<String>, index: SyntaxIndex) -> Bool {
        // Only the innermost button judges what is in its label.
        guard let owner = index.innermostEnclosingControl(of: probe), owner.name == button.name else { return false }
        // Controls in a context menu, swipe actions, an alert or a sheet are presented on their own.
        for call in index.enclosingCalls(of: probe) {
            if call.name == button.name { break }
            if index.kind(Int(call.name) - 1) == .period,
               NestedInteractiveControlsRule.separateContent.contains(index.text(Int(call.name))) { return false }
        }
        if index.kind(probe - 1) == .period {
            guard let tap = index.call(named: probe), let chain = index.chain(containing: probe) else { return false }
            // A tap on an inner control is that control's business (reported at the control).
            let base = Int(chain.baseStart)
            if index.tokens[base].kind == .identifier, SyntaxIndex.swiftUIControls.contains(index.text(base)) { return false }
            if index.semantics(of: chain.links).contains(.hidden) { return false }
            if let count = index.argument(tap, labeled: "count"), !(count.start == count.end && index.isText(Int(count.start), "1")) {
                return false
            }
            let signatures = index.actionSignatures(ofCall: tap)
            return !signatures.isEmpty && signatures.isDisjoint(with: outerActions)
        }
        guard let control = index.call(named: probe) else { return false }
        if index.semantics(of: index.chainLinks(ofCall: control)).contains(.hidden) { return false }
        // A Toggle bound to the very value the outer button's action toggles (`Button { isOn.toggle() } label:
        // { Toggle(isOn: $isOn) … }`) only draws the state: activating the button does what the toggle does.
        if index.isName(probe, "Toggle"), togglesSameValue(control, as: button, index: index) { return false }
        if index.isName(probe, "NavigationLink") {
            // Styling idiom (a chevron) or a link the outer button drives.
            for argument in control.arguments where argument.label >= 0 {
                let label = Int(argument.label)
                if index.isText(label, "isActive") || index.isText(label, "tag") || index.isText(label, "selection") {
                    return false
                }
                if index.isText(label, "destination"), index.isName(Int(argument.start), "EmptyView") { return false }
            }
        }
        return true
    }

    /// Whether `toggle`'s `isOn:` binding (`$isOn`, `$model.isOn`) names the value that `button`'s action
    /// flips with `.toggle()`.
    func togglesSameValue(_ toggle: CallSite, as button: CallSite, index: SyntaxIndex) -> Bool {
        guard let binding = index.argument(toggle, labeled: "isOn"), let action = index.buttonActionRange(of: button)
        else { return false }
        var path: [Substring] = []
        for token in Int(binding.start)...Int(binding.end) {
            switch index.kind(token) {
            case .identifier, .dollarIdentifier: path.append(Substring(index.text(token)))
            case .period: continue
            default: return false
            }
        }
        guard var first = path.first, first.hasPrefix("$") else { return false }
        first = first.dropFirst()
        path[0] = first
        if path.count > 1, path[0] == "self" { path.removeFirst() }
        guard !path.isEmpty, action.first <= action.last else { return false }
        for token in action.first...action.last where index.kind(token) == .identifier && index.isText(token, "toggle")
            && index.kind(token - 1) == .period && index.kind(token + 1) == .leftParen {
            // Walk back over `a.b.` before `.toggle()`.
            var names: [Substring] = []
            var cursor = token - 2
            while cursor >= action.first, index.kind(cursor) == .identifier {
                names.insert(Substring(index.text(cursor)), at: 0)
                guard cursor - 1 >= action.first, index.kind(cursor - 1) == .period else { break }
                cursor -= 2
            }
            if names.count > 1, names[0] == "self" { names.removeFirst() }
            if names == path { return true }
        }
        return false
    }
}
