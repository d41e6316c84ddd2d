/// A SwiftUI input or control with an empty title and no accessibility label.
struct ControlMissingLabelRule: Rule {
    static let metadata = RuleMetadata(
        id: "control-missing-label",
        summary: "A text field, toggle, picker, slider or stepper has no label for assistive technologies.",
        rationale: """
            SwiftUI names a control from its title (`TextField("Email", text:)`, `Toggle("Wi-Fi", isOn:)`): \
            that title is its accessibility label even under `.labelsHidden()`. With an empty title \
            (`TextField("", text:)`, `Toggle("", isOn:)`, `Picker("", selection:)`, `Stepper("", value:)`, \
            `DatePicker("", …)`, `ColorPicker("", …)`), a label closure that draws nothing \
            (`Toggle(isOn:) { EmptyView() }`), or a `Slider` given no label, VoiceOver says only "text field", \
            "switch button, off" or "50 percent, adjustable", and Voice Control users have no name to say; a \
            `Text` drawn next to the control does not name it. A `TextField`/`SecureField` with an empty title \
            but a `prompt:` is reported as `info`: VoiceOver reads the prompt only while the field is empty \
            and loses it once the field is filled (a placeholder is not a label, WCAG 3.3.2). Not reported \
            A `Picker` whose selection is a tab (`$selectedTab`) is not reported: a tab switcher is named by \
            its tabs, and a `Picker` that is the content of a `Menu` (directly, or as the property or function of \
            the same type named in the menu's content) is not either: the menu shows it as an inline section of \
            checkmarked items, each named by its own label. A `DatePicker` styled `.graphical` or `.wheel` is read \
            control by control (the month button and named days, or each wheel with its value) and is not \
            reported. A picker that shows its options inline (`.segmented`, `.inline`, `.radioGroup`, \
            `.palette`) (on it, around it, or on a container of the same type) is named option by option; it is reported \
            only as `info`, and only when it sits in an \
            `HStack` beside a `Text` (a setting row whose title is not attached to it). Not reported \
            when the control, or a view around it, has `.accessibilityLabel` / `.accessibility(label:)`, is \
            hidden, or is merged into one element with its neighbours (`.accessibilityElement(children: \
            .combine)` or `.ignore`), or when the control sits in a `LabeledContent`, or when it is the content \
            of a labeled pair whose label half is in the file (`.accessibilityLabeledPair(role: .content, id: \
            "unit", in: namespace)` on the control and `role: .label` with the same id on the visible `Text`). Known false negatives: \
            UIKit fields (placeholders, `UILabel`s beside them and labels set in xibs are not judged yet), and \
            titles that are variables holding an empty string. Unlike a11y-check, a non-empty title is not \
            reported as "placeholder only" and `.labelsHidden()` with a title is not reported: SwiftUI keeps \
            the title as the accessibility label in both cases; and a `Picker(selection:label:)` with a \
            label view is labeled.
            """,
        fix: """
            Give the control a title and hide it visually if the design shows its own text: \
            `Toggle("Show hidden files", isOn: $showHidden).labelsHidden()`, \
            `TextField("Server", text: $server, prompt: Text("git.example.com"))`; or add \
            `.accessibilityLabel("Server")`; for a `Slider` use `Slider(value: $volume) { Text("Volume") }`.
            """,
        severity: .warning,
        wcag: ["4.1.2", "1.3.1", "3.3.2"],
        frameworks: [.swiftUI],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct AccountForm: View {
                    @State private var username = ""
                    var body: some View {
                        HStack {
                            Text("Username")
                            ↓TextField("", text: $username)
                        }
                    }
                }
                """),
            Example("""
                struct FileRow: View {
                    @Binding var isStaged: Bool
                    var body: some View {
                        ↓Toggle("", isOn: $isStaged).labelsHidden()
                    }
                }
                """),
            Example("""
                struct VolumeRow: View {
                    @Binding var volume: Double
                    var body: some View {
                        HStack {
                            Image(systemName: "speaker")
                            ↓Slider(value: $volume, in: 0...1)
                        }
                    }
                }
                """),
            Example("""
                struct NotificationsRow: View {
                    @Binding var isOn: Bool
                    var body: some View {
                        ↓Toggle(isOn: $isOn) { EmptyView() }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct FileRow: View {
                    @Binding var isStaged: Bool
                    var body: some View {
                        Toggle("Staged", isOn: $isStaged).labelsHidden()
                    }
                }
                """),
            Example("""
                struct AccountForm: View {
                    @State private var username = ""
                    var body: some View {
                        TextField("", text: $username)
                            .accessibilityLabel("Username")
                    }
                }
                """),
            Example("""
                struct SettingRow: View {
                    @Binding var isOn: Bool
                    var body: some View {
                        HStack {
                            Text("Autoplay")
                            Toggle("", isOn: $isOn).labelsHidden()
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
                """),
            Example("""
                struct VolumeRow: View {
                    @Binding var volume: Double
                    var body: some View {
                        Slider(value: $volume, in: 0...1) { Text("Volume") }
                        LabeledContent("Speed") { Slider(value: $volume) }
                    }
                }
                """),
        ])

    /// Controls that take their accessibility label from a title.
    static let titledControls: Set<String> = ["TextField", "SecureField", "Toggle", "Picker", "DatePicker",
                                              "ColorPicker", "Stepper", "Slider", "MultiDatePicker"]

    static let triggers = ["TextField", "SecureField", "Toggle", "Picker", "DatePicker", "ColorPicker", "Stepper", "Slider",
                           "MultiDatePicker"]
    /// A `Text` beside a picker in its row; picker styles set on containers.
    static let lookups = ["Text", "pickerStyle", "Menu", "datePickerStyle", "accessibilityLabeledPair"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for name in ControlMissingLabelRule.triggers {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard index.kind(token - 1) != .period, let call = index.call(named: token), call.open >= 0,
                      index.declaration(namedBy: token) == nil,
                      let problem = unlabeled(call, name: name, index: index) else { continue }
                if isLabeledAround(call, index: index) || isPairedWithLabel(index.chainLinks(ofCall: call), file: file) { continue }
                var severity: Severity? = problem == .placeholderOnly ? .info : nil
                // A date picker drawn as a calendar or wheels is read control by control (month, days).
                if name == "DatePicker", showsDateControls(call, index: index) { continue }
                if name == "Picker" {
                    // A tab switcher is named by its tabs.
                    if selectsTab(call, index: index) { continue }
                    // In a menu the picker is an inline section of items, each named by its own label.
                    if isInMenu(call, file: file) { continue }
                    // Options shown inline (segments, radio buttons, rows) name themselves; only a setting
                    // row whose title is a separate `Text` beside the picker lacks a name.
                    if showsOptionsInline(call, file: file) {
                        guard hasTextBeside(call, file: file) else { continue }
                        severity = .info
                    }
                }
                findings.append(file.finding(from: token, through: token,
                                             message: ControlMissingLabelRule.message(control: name, placeholderOnly: problem == .placeholderOnly),
                                             severity: severity))
            }
        }
        return findings
    }

    /// Why a control has no label.
    enum Problem { case noLabel, placeholderOnly }

    /// Whether the call's own arguments leave the control unlabeled.
    func unlabeled(_ call: CallSite, name: String, index: SyntaxIndex) -> Problem? {
        // A title: the first, unlabeled argument.
        if let title = call.arguments.first, title.label < 0 {
            guard isEmptyText(title, index: index) else { return nil }
            if (name == "TextField" || name == "SecureField"), index.argument(call, labeled: "prompt") != nil { return .placeholderOnly }
            return .noLabel
        }
        // A `label:` argument or closure.
        if let label = index.argument(call, labeled: "label") {
            return isEmptyView(from: Int(label.start), through: Int(label.end), index: index) ? .noLabel : nil
        }
        if let closure = index.trailingClosure(call, labeled: "label") {
            return isEmptyView(from: Int(closure.open) + 1, through: Int(closure.close) - 1, index: index) ? .noLabel : nil
        }
        switch name {
        case "Toggle", "Stepper", "Slider":
            // The first trailing closure is the label (a Slider's `{ editing in … }` is `onEditingChanged`).
            guard let closure = call.trailingClosures.first(where: { $0.label < 0 }) else {
                return name == "Slider" ? .noLabel : nil
            }
            if let scope = index.scope(openedBy: Int(closure.open)), index.scopes[scope].signatureEnd >= 0 {
                return name == "Slider" ? .noLabel : nil
            }
            return isEmptyView(from: Int(closure.open) + 1, through: Int(closure.close) - 1, index: index) ? .noLabel : nil
        default:
            // Other initializers (`TextField(value:format:)`, `Picker(selection:) {…} label: {…}` handled above).
            return nil
        }
    }

    /// Whether an argument is `""`, `" "` or `Text("")`.
    func isEmptyText(_ argument: Argument, index: SyntaxIndex) -> Bool {
        var start = Int(argument.start)
        var end = Int(argument.end)
        if index.isName(start, "Text"), let call = index.call(named: start), Int(call.end) == end,
           let first = call.arguments.first, first.label < 0 {
            start = Int(first.start)
            end = Int(first.end)
        }
        guard index.kind(start) == .stringStart, index.partner(of: start) == end else { return false }
        return index.literalText(from: start, through: end).allSatisfy { $0 == " " }
    }

    /// Whether the tokens draw nothing: empty, `EmptyView()`, `Text("")`.
    func isEmptyView(from first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        if first > last { return true }
        if index.isName(first, "EmptyView"), index.call(named: first).map({ Int($0.end) == last }) == true { return true }
        if index.isName(first, "Text"), let call = index.call(named: first), Int(call.end) == last, let title = call.arguments.first {
            return title.label < 0 && isEmptyText(Argument(label: -1, start: Int32(first), end: Int32(last)), index: index)
        }
        return false
    }

    /// Picker styles that show every option as its own named element.
    static let inlineStyles: Set<String> = ["segmented", "inline", "radioGroup", "palette", "SegmentedPickerStyle",
                                            "InlinePickerStyle", "RadioGroupPickerStyle", "PalettePickerStyle"]

    /// Whether a picker shows its options inline (`.pickerStyle(.segmented)`, `SegmentedPickerStyle()`,
    /// `.inline`, `.radioGroup`, `.palette`): set on the picker, on a view around it, or on a container
    /// in the same type (the style flows down the environment into views built by its properties).
    func showsOptionsInline(_ call: CallSite, file: SwiftFileContext) -> Bool {
        let index = file.index
        if isInlineStyle(in: index.chainLinks(ofCall: call), index: index) { return true }
        if index.enclosingCalls(of: Int(call.name)).contains(where: { isInlineStyle(in: index.chainLinks(ofCall: $0), index: index) }) {
            return true
        }
        guard let type = index.enclosingType(of: Int(call.name)), index.declarations[type].body >= 0 else { return false }
        let scope = index.scopes[Int(index.declarations[type].body)]
        return file.occurrences(of: "pickerStyle", from: Int(scope.open), through: Int(scope.close)).contains { occurrence in
            guard let chain = index.chain(containing: Int(occurrence)), !index.isName(Int(chain.baseStart), "Picker") else { return false }
            return isInlineStyle(in: chain.links.filter { $0.name == occurrence }, index: index)
        }
    }

    /// Date picker styles that show their parts as separate named controls.
    static let dateControlStyles: Set<String> = ["graphical", "wheel", "GraphicalDatePickerStyle", "WheelDatePickerStyle"]

    /// Whether a date picker's own chain sets `.datePickerStyle(.graphical)` or `.wheel`: the calendar's
    /// month button and day buttons (or the wheels) are each read with their own value.
    func showsDateControls(_ call: CallSite, index: SyntaxIndex) -> Bool {
        index.chainLinks(ofCall: call).contains { link in
            guard index.isText(Int(link.name), "datePickerStyle"), let style = link.call ?? index.call(named: Int(link.name)),
                  style.open >= 0 else { return false }
            return (Int(style.open) + 1..<Int(style.close)).contains { token in
                index.kind(token) == .identifier && index.isName(token, in: ControlMissingLabelRule.dateControlStyles)
            }
        }
    }

    /// Whether a picker is the content of a `Menu` (not its label): directly, or through the property
    /// or function of the same type that builds it, named in a `Menu`'s content there.
    func isInMenu(_ call: CallSite, file: SwiftFileContext) -> Bool {
        let index = file.index
        func isMenuContent(_ menu: CallSite, containing token: Int) -> Bool {
            guard index.isName(Int(menu.name), "Menu"), index.kind(Int(menu.name) - 1) != .period,
                  let content = menu.trailingClosures.first(where: { $0.label < 0 }) ?? index.trailingClosure(menu, labeled: "content")
            else { return false }
            return Int(content.open) < token && token < Int(content.close)
        }
        if index.enclosingCalls(of: Int(call.name)).contains(where: { isMenuContent($0, containing: Int(call.name)) }) { return true }
        // The picker is what a member returns (`private var sortPicker: some View { Picker(…) }`).
        guard let member = index.enclosingFunction(of: Int(call.name)), index.declarations[member].name >= 0,
              case let builder = index.declarations[member].nameText,
              let type = index.enclosingType(of: Int(call.name)), index.declarations[type].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[type].body)]
        return file.occurrences(of: "Menu", from: Int(body.open), through: Int(body.close)).contains { occurrence in
            guard let menu = index.call(named: Int(occurrence)),
                  let content = menu.trailingClosures.first(where: { $0.label < 0 }) ?? index.trailingClosure(menu, labeled: "content"),
                  index.kind(Int(occurrence) - 1) != .period else { return false }
            return (Int(content.open) + 1..<Int(content.close)).contains { token in
                guard index.kind(token) == .identifier, index.isText(token, equalTo: builder) else { return false }
                return index.kind(token - 1) != .period || index.isName(token - 2, "self")
            }
        }
    }

    /// Whether links include a `.pickerStyle` with an inline style.
    func isInlineStyle(in links: [ChainLink], index: SyntaxIndex) -> Bool {
        links.contains { link in
            guard index.isText(Int(link.name), "pickerStyle"), let style = link.call ?? index.call(named: Int(link.name)),
                  style.open >= 0 else { return false }
            return (Int(style.open) + 1..<Int(style.close)).contains { token in
                index.kind(token) == .identifier && index.isName(token, in: ControlMissingLabelRule.inlineStyles)
            }
        }
    }

    /// Whether the picker sits directly in an `HStack` that also shows a `Text`: a setting row
    /// whose visible title is not the picker's label.
    func hasTextBeside(_ call: CallSite, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard let row = index.enclosingCalls(of: Int(call.name)).first, index.isName(Int(row.name), "HStack"),
              let content = row.trailingClosures.first else { return false }
        let first = Int(content.open) + 1
        let last = Int(content.close) - 1
        return file.containsName("Text", from: first, through: Int(call.calleeStart) - 1)
            || file.containsName("Text", from: Int(call.end) + 1, through: last)
    }

    /// Whether a picker's `selection:` names a tab (`$selectedTab`, `tabManager.selectedTabId`).
    func selectsTab(_ call: CallSite, index: SyntaxIndex) -> Bool {
        guard let selection = index.argument(call, labeled: "selection") else { return false }
        let start = Int(selection.start)
        let end = Int(selection.end)
        guard start <= end else { return false }
        return (start...end).contains { token in
            guard let kind = index.kind(token), kind == .identifier || kind == .dollarIdentifier else { return false }
            return ControlMissingLabelRule.namesTab(index.text(token))
        }
    }

    /// Whether a name has the word `tab` (`selectedTab`, `tabId`, `currentTabIndex`; not `table`, `stable`).
    static func namesTab(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        for start in scalars.indices where start + 3 <= scalars.count {
            let word = String(String.UnicodeScalarView(scalars[start..<start + 3])).lowercased()
            guard word == "tab" else { continue }
            let startsWord = start == 0 || ("A"..."Z").contains(scalars[start]) || scalars[start - 1] == "$" || scalars[start - 1] == "_"
            let endsWord = start + 3 == scalars.count || !("a"..."z").contains(scalars[start + 3])
            if startsWord && endsWord { return true }
        }
        return false
    }

    /// Whether the control or a view around it names it, hides it or merges it with its neighbours.
    func isLabeledAround(_ call: CallSite, index: SyntaxIndex) -> Bool {
        let own = index.chainLinks(ofCall: call)
        if !index.semantics(of: own).isDisjoint(with: [.label, .hidden, .representation]) { return true }
        for enclosing in index.enclosingCalls(of: Int(call.name)) {
            if index.isName(Int(enclosing.name), "LabeledContent") { return true }
            let links = index.chainLinks(ofCall: enclosing)
            if !index.semantics(of: links).isDisjoint(with: [.label, .hidden]) || index.mergesChildren(links) { return true }
        }
        return false
    }

    /// Whether the control's own chain pairs it as the content of a labeled pair
    /// (`.accessibilityLabeledPair(role: .content, id: "unit", in: namespace)`) whose label half, a view
    /// with the same `id` and `role: .label`, is in the same file: the visible text names the control.
    func isPairedWithLabel(_ links: [ChainLink], file: SwiftFileContext) -> Bool {
        let index = file.index
        for link in links where index.isText(Int(link.name), "accessibilityLabeledPair") {
            guard let call = link.call ?? index.call(named: Int(link.name)), let id = index.argument(call, labeled: "id"),
                  let role = index.argument(call, labeled: "role"), !index.isText(Int(role.end), "label") else { continue }
            let idText = index.text(from: Int(id.start), through: Int(id.end))
            // The label half: another pair call with the same id and the label role.
            for occurrence in file.occurrences(of: "accessibilityLabeledPair") where Int(occurrence) != Int(link.name) {
                let token = Int(occurrence)
                guard let other = index.call(named: token), let otherID = index.argument(other, labeled: "id"),
                      let otherRole = index.argument(other, labeled: "role"), index.isText(Int(otherRole.end), "label"),
                      index.text(from: Int(otherID.start), through: Int(otherID.end)) == idText else { continue }
                return true
            }
        }
        return false
    }

    /// The message.
    static func message(control: String, placeholderOnly: Bool) -> String {
        if placeholderOnly {
            return "This \(control) has an empty title and only a prompt, so VoiceOver loses its name once it is filled in; "
                + "give it a title or an accessibility label."
        }
        return "This \(control) has no label, so VoiceOver announces it without saying what it controls; "
            + "give it a title (hidden with .labelsHidden() if needed) or an accessibility label."
    }
}
