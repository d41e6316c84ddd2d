/// A button whose icon switches with its state keeps one constant accessibility label.
struct LabelIgnoresStateRule: Rule {
    static let metadata = RuleMetadata(
        id: "label-ignores-state",
        summary: "A button's icon switches with its state while its accessibility label stays the same.",
        rationale: """
            A button that shows "eye" or "eye.slash", "play" or "pause", "photo" or "xmark" tells sighted \
            people what it will do now; when its accessibility label is one constant ("Show password", \
            "Play", "Attach photo"), VoiceOver keeps announcing the same action in both states and Voice \
            Control users must say a name that is wrong half the time. Reported: a SwiftUI `Button` with a \
            constant `.accessibilityLabel(…)` (a literal, `Text("…")`, `NSLocalizedString("…", …)` or \
            `String(localized: "…")`) whose label shows two different SF Symbols chosen by state \
            (`Image(systemName: cond ? "a" : "b")`, `Label(…, systemImage: cond ? … : …)`, or an \
            `if`/`else` between two `Image(systemName:)`), or `Text(cond ? "a" : "b")`, and no \
            `.accessibilityValue`. Not reported: symbols that differ only by `.fill` (\"star\"/\"star.fill\": \
            the label names the function and the state is a value, see `state-not-exposed`) or by a partial fill \
            (\"triangle\"/\"triangle.tophalf.filled\", a filter icon that fills while a filter is on: the same \
            glyph in another state, not another action), labels with a \
            condition, `Toggle`s (their on/off value is announced), and UIKit (not covered yet). Known false \
            positives: a constant label that names the function neutrally (\"Sidebar\") while the icon \
            switches arrows.
            """,
        fix: """
            Make the label follow the state: `.accessibilityLabel(isRevealed ? "Hide password" : "Show password")`; \
            or, for an on/off setting, use a `Toggle` (it announces its value), or keep a neutral label and \
            add `.accessibilityValue(isOn ? "On" : "Off")` / `.accessibilityAddTraits(isOn ? .isSelected : [])`.
            """,
        severity: .warning,
        wcag: ["4.1.2"],
        frameworks: [.swiftUI],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct PasswordField: View {
                    @State private var isRevealed = false
                    var body: some View {
                        Button { isRevealed.toggle() } label: {
                            Image(systemName: isRevealed ? "eye.slash" : "eye")
                        }
                        .↓accessibilityLabel("Show password")
                    }
                }
                """),
            Example("""
                struct PlayerControls: View {
                    @Binding var isPlaying: Bool
                    var body: some View {
                        Button(action: { isPlaying.toggle() }) {
                            if isPlaying {
                                Image(systemName: "pause.fill")
                            } else {
                                Image(systemName: "play.fill")
                            }
                        }
                        .↓accessibilityLabel(Text("Play"))
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct PasswordField: View {
                    @State private var isRevealed = false
                    var body: some View {
                        Button { isRevealed.toggle() } label: {
                            Image(systemName: isRevealed ? "eye.slash" : "eye")
                        }
                        .accessibilityLabel(isRevealed ? "Hide password" : "Show password")
                    }
                }
                """),
            Example("""
                struct FavoriteButton: View {
                    @Binding var isFavorite: Bool
                    var body: some View {
                        Button { isFavorite.toggle() } label: {
                            Image(systemName: isFavorite ? "star.fill" : "star")
                        }
                        .accessibilityLabel("Favorite")
                    }
                }
                """),
            Example("""
                struct MuteButton: View {
                    @Binding var isMuted: Bool
                    var body: some View {
                        Button { isMuted.toggle() } label: {
                            Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
                        }
                        .accessibilityLabel("Sound")
                        .accessibilityValue(isMuted ? "Off" : "On")
                    }
                }
                """),
        ])

    static let triggers = ["accessibilityLabel"]
    static let lookups = ["Button"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        guard !file.occurrences(of: "Button").isEmpty else { return [] }
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "accessibilityLabel") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, let call = index.call(named: token), isConstantLabel(call, index),
                  let chain = index.chain(containing: token), index.isName(Int(chain.baseStart), "Button"),
                  index.kind(Int(chain.baseStart) - 1) != .period,
                  !chain.links.contains(where: { index.isText(Int($0.name), "accessibilityValue") }),
                  let button = index.call(named: Int(chain.baseStart)),
                  let label = labelRange(of: button, index),
                  let states = switchedContent(from: label.0, through: label.1, index) else { continue }
            findings.append(file.finding(from: token, through: token, message: Self.message(
                label: index.text(from: Int(call.open) + 1, through: Int(call.close) - 1), states: states)))
        }
        return findings
    }

    /// The message.
    static func message(label: String, states: (String, String)) -> String {
        "The button shows '\(states.0)' or '\(states.1)' by state, but its accessibility label is always \(label): "
            + "VoiceOver announces the same action in both states."
    }
}
