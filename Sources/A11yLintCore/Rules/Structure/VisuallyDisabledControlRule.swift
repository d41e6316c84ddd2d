/// A button dimmed to look disabled, whose action refuses to run, without being disabled.
struct VisuallyDisabledControlRule: Rule {
    static let metadata = RuleMetadata(
        id: "visually-disabled-control",
        summary: "A button is dimmed to look disabled and ignores taps, but is never disabled.",
        rationale: """
            A button drawn at half opacity (or in grey) while its action returns early on the same \
            condition looks disabled only to sighted people. VoiceOver announces it as an ordinary \
            button, not "dimmed"; Voice Control and Switch Control offer it; activating it does nothing, \
            with no feedback, so people who cannot see the dimming think the app is broken. Reported: a \
            SwiftUI `Button` whose chain or label has `.opacity(cond ? 0.5 : 1)` (a dimmed branch between \
            0.1 and 0.8) or `.foregroundColor/.foregroundStyle(cond ? .gray/.secondary : …)`, whose action \
            (or a function it calls in the same file) checks a name of the same condition in a `guard` or \
            `if`, and where neither the button nor a view around it has `.disabled(…)`. Not reported: \
            dimming with no matching check in the action (window-inactive or selection styling, \
            `controlActiveState`, pressed states), selection styling (`item.isSelected ? .primary : \
            .secondary`, or the current value compared with one of several, `mode == value ? .primary : .secondary` in a \
            segment: the other tabs stay actionable; a comparison with a literal, `count == 0`, is still judged), a check that refuses for the value the button is \
            drawn bright for (`guard !isCurrent` beside `isCurrent ? .primary : .gray`: the dimmed button \
            is the one that works), opacity 0 (hidden, not dimmed), and button styles that \
            read `isEnabled` (they follow `.disabled`). Known false negatives: UIKit `alpha` dimming (not \
            covered yet), actions whose check lives in another file or behind a store (`store.send`), and \
            custom controls that are not `Button`s. Known false positives: a parent in another file that \
            disables the whole section.
            """,
        fix: """
            Disable the control with the native API so assistive technologies announce it: \
            `.disabled(!isValid)` (the system dims it for you; keep your own `.opacity` if you like), and \
            drop the early return or keep it as a safety net. In UIKit set `button.isEnabled = false`.
            """,
        severity: .warning,
        wcag: ["4.1.2"],
        frameworks: [.swiftUI],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct SignUpForm: View {
                    @State private var email = ""
                    var isValid: Bool { email.contains("@") }
                    var body: some View {
                        Button("Create Account") {
                            guard isValid else { return }
                            submit()
                        }
                        .↓opacity(isValid ? 1 : 0.5)
                    }
                }
                """),
            Example("""
                struct Composer: View {
                    @State private var text = ""
                    var body: some View {
                        Button(action: send) {
                            Image(systemName: "paperplane.fill")
                                .↓foregroundColor(text.isEmpty ? .gray : .accentColor)
                        }
                        .accessibilityLabel("Send")
                    }
                    func send() {
                        if text.isEmpty { return }
                        post(text)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct SignUpForm: View {
                    @State private var email = ""
                    var isValid: Bool { email.contains("@") }
                    var body: some View {
                        Button("Create Account") {
                            guard isValid else { return }
                            submit()
                        }
                        .disabled(!isValid)
                        .opacity(isValid ? 1 : 0.5)
                    }
                }
                """),
            Example("""
                struct ScopePicker: View {
                    @Binding var scope: Scope
                    var body: some View {
                        ForEach(Scope.allCases) { item in
                            Button { scope = item } label: {
                                Text(item.title).opacity(scope == item ? 1 : 0.4)
                            }
                        }
                    }
                }
                """),
            Example("""
                struct Toolbar: View {
                    @Environment(\\.controlActiveState) private var activeState
                    var body: some View {
                        Button { refresh() } label: { Image(systemName: "arrow.clockwise") }
                            .accessibilityLabel("Refresh")
                            .opacity(activeState == .inactive ? 0.5 : 1)
                    }
                }
                """),
            Example("""
                struct Footer: View {
                    @State private var saving = false
                    var body: some View {
                        VStack {
                            Button("Save") {
                                guard !saving else { return }
                                save()
                            }
                            .opacity(saving ? 0.5 : 1)
                        }
                        .disabled(saving)
                    }
                }
                """),
        ])

    /// Every finding is a dimmed `Button`, so `Button` makes the rule run; the dimming
    /// modifiers are only looked up.
    static let triggers = ["Button"]
    static let lookups = ["opacity", "foregroundColor", "foregroundStyle", "disabled"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        guard !file.occurrences(of: "Button").isEmpty else { return [] }
        var findings: [RuleFinding] = []
        for name in ["opacity", "foregroundColor", "foregroundStyle"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard index.kind(token - 1) == .period, let call = index.call(named: token),
                      let condition = dimmingCondition(call, opacity: name == "opacity", index),
                      let button = dimmedButton(at: token, index),
                      !isDisabled(button, index),
                      actionChecks(button, names: condition, index) else { continue }
                findings.append(file.finding(from: token, through: token, message: Self.message(
                    condition: index.text(from: Int(call.open) + 1, through: condition.questionMark - 1)
                        .trimmingCharacters(in: .whitespacesAndNewlines))))
            }
        }
        return findings.sorted { $0.range.start < $1.range.start }
    }

    /// The message.
    static func message(condition: String) -> String {
        "This button is dimmed when '\(condition)' and its action then does nothing, but it is never disabled: "
            + "VoiceOver announces it as an ordinary button. Add .disabled(…) with the same condition."
    }
}
