/// A SwiftUI `Button` whose action is empty while a gesture on the button or in
/// its label does the real work: assistive technologies activate the empty action.
struct ButtonActionInInnerGestureRule: Rule {
    static let metadata = RuleMetadata(
        id: "button-action-in-inner-gesture",
        summary: "A Button's action is empty and a gesture on it or in its label does the real work.",
        rationale: """
            `Button(action: {}) { label.onTapGesture { save() } }` looks and sounds like a button, but \
            VoiceOver's double tap, Voice Control's "tap …", Switch Control and Full Keyboard Access all \
            run the button's own action, which does nothing: the work only happens for a finger on the \
            label. The same holds for a `.simultaneousGesture`, `.gesture`, `.highPriorityGesture`, \
            `.onTapGesture` or `.onLongPressGesture` on the button itself (a "hold to unlock" button with an \
            empty action cannot be used with VoiceOver at all). Not reported: gestures whose closures are \
            empty, buttons that are `.disabled(true)`, hidden, or that declare an `.accessibilityAction` or \
            `.accessibilityRepresentation`, and a gesture inside a control that is itself inside the label \
            (the inner control is judged, not the outer button). Known false negatives: an action that is \
            a non-empty closure doing nothing useful (`{ _ = 0 }`), and a label built in another view type.
            """,
        fix: """
            Move the work into the button's action (`Button(action: save) { label }`) and drop the gesture. \
            If the gesture must stay (a press-and-hold), add `.accessibilityAction { … }` doing the same \
            thing so VoiceOver's activation performs it.
            """,
        severity: .warning,
        wcag: ["2.1.1", "4.1.2"],
        frameworks: [.swiftUI],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct DraftRow: View {
                    let draft: Draft
                    @Environment(Router.self) var router
                    var body: some View {
                        ↓Button(action: {}) {
                            Text(draft.title)
                                .onTapGesture { router.open(draft) }
                        }
                    }
                }
                """),
            Example("""
                struct LockButton: View {
                    @Binding var isLocked: Bool
                    var body: some View {
                        ↓Button {} label: {
                            Image(systemName: "lock")
                        }
                        .simultaneousGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in isLocked = false })
                    }
                }
                """),
            Example("""
                struct ShareChip: View {
                    let share: () -> Void
                    var body: some View {
                        ↓Button("Share") {}
                            .onTapGesture(perform: share)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct DraftRow: View {
                    let draft: Draft
                    @Environment(Router.self) var router
                    var body: some View {
                        Button(action: { router.open(draft) }) {
                            Text(draft.title)
                        }
                    }
                }
                """),
            Example("""
                struct PlanBadge: View {
                    var body: some View {
                        Button(action: {}) { Text("Pro") }
                            .buttonStyle(.borderedProminent)
                            .disabled(true)
                    }
                }
                """),
            Example("""
                struct LockButton: View {
                    @Binding var isLocked: Bool
                    var body: some View {
                        Button {} label: { Image(systemName: "lock") }
                            .simultaneousGesture(LongPressGesture().onEnded { _ in isLocked = false })
                            .accessibilityAction { isLocked = false }
                    }
                }
                """),
            Example("""
                struct HelpRow: View {
                    @State private var showsHelp = false
                    var body: some View {
                        Button { showsHelp = true } label: {
                            Label("Help", systemImage: "questionmark.circle")
                        }
                        .simultaneousGesture(TapGesture().onEnded { Haptics.tap() })
                    }
                }
                """),
        ])

    static let triggers = ["onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var reported: Set<Int32> = []
        var findings: [RuleFinding] = []
        for trigger in ButtonActionInInnerGestureRule.triggers {
            for occurrence in file.occurrences(of: trigger) {
                let name = Int(occurrence)
                guard index.kind(name - 1) == .period, let gesture = index.call(named: name),
                      hasAction(gesture, index: index), let button = emptyButton(owning: name, index: index),
                      !reported.contains(button.name) else { continue }
                let semantics = index.semantics(of: index.chainLinks(ofCall: button))
                guard semantics.isDisjoint(with: [.action, .representation, .hidden, .disabled]) else { continue }
                reported.insert(button.name)
                let at = Int(button.name)
                findings.append(file.finding(from: at, through: at, message: ButtonActionInInnerGestureRule.message()))
            }
        }
        return findings
    }

    // MARK: - Messages

    /// The message at the `Button`.
    static func message() -> String {
        "This Button's action is empty and a gesture does the real work: VoiceOver, Voice Control, Switch Control "
            + "and Full Keyboard Access activate the empty action, so nothing happens for them."
    }

    // MARK: - Matching

    /// The `Button` with an empty action that the gesture named at `name` belongs to:
    /// the button the gesture modifies, or the innermost control whose label holds it.
    func emptyButton(owning name: Int, index: SyntaxIndex) -> CallSite? {
        if let chain = index.chain(containing: name), index.tokens[Int(chain.baseStart)].kind == .identifier,
           let base = index.call(named: Int(chain.baseStart)), Int(base.end) == Int(chain.baseEnd) {
            // The gesture modifies a control: that control owns it (a Toggle's tap is not the button's).
            if index.isName(Int(chain.baseStart), "Button") { return index.hasEmptyButtonAction(base) ? base : nil }
            if SyntaxIndex.swiftUIControls.contains(index.text(Int(chain.baseStart))) { return nil }
        }
        // The innermost control owns the gesture; only an empty Button's label is reported.
        guard let call = index.innermostEnclosingControl(of: name), index.isName(Int(call.name), "Button"),
              index.hasEmptyButtonAction(call), let label = index.buttonLabelRange(of: call),
              name > label.open, name < label.close else { return nil }
        return call
    }

    /// Whether a gesture modifier does something: a closure among its arguments or
    /// trailing closures with a non-empty body, or a handler passed by name (`perform: share`).
    func hasAction(_ gesture: CallSite, index: SyntaxIndex) -> Bool {
        for argument in gesture.arguments where argument.start == argument.end
            && index.tokens[Int(argument.start)].kind == .identifier {
            return true
        }
        let first = gesture.open >= 0 ? Int(gesture.open) + 1 : Int(gesture.name) + 1
        let last = Int(gesture.end)
        guard first <= last else { return false }
        for brace in first...last where index.tokens[brace].kind == .leftBrace {
            guard let scope = index.scope(openedBy: brace), index.scopes[scope].kind == .closure else { continue }
            let body = index.scopes[scope]
            let start = body.signatureEnd >= 0 ? Int(body.signatureEnd) + 1 : brace + 1
            if index.classifyAction(from: start, through: Int(body.close) - 1) != .empty { return true }
        }
        return false
    }
}
