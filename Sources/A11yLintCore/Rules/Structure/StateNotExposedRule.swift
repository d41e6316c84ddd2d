/// A control shows its selected or checked state only with a checkmark symbol.
struct StateNotExposedRule: Rule {
    static let metadata = RuleMetadata(
        id: "state-not-exposed",
        summary: "A control shows its selected or checked state only with a checkmark or radio symbol.",
        rationale: """
            Option rows, radio buttons and check boxes drawn as a button with \
            `Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")` tell sighted people which \
            option is chosen. VoiceOver reads the button's text and at best the symbol's name \
            ("checkmark circle fill"), never "selected"; Switch Control and Voice Control users get no state at \
            all, and a UIKit image view is not read at all. Reported: an SF Symbol chosen by a ternary between a \
            checkmark or filled-radio symbol and another one (`circle`, `square`, `xmark`…) inside a SwiftUI \
            `Button`'s label, a view with `.onTapGesture`, or a view that this file uses as a button's label; \
            and `UIImage(systemName:)` chosen the same way inside a table or collection view cell. Not reported: \
            a checkmark shown by a state the file sets back after a delay (`asyncAfter`, a timer, after \
            `Task.sleep`), a moment's Saved/Copied confirmation rather than a chosen option; \
            files that add the `.isSelected` trait, set `accessibilityValue` or `accessibilityTraits` anywhere; \
            `Toggle` labels (a toggle announces on/off); a record symbol paired with stop, pause or play \
            (`isRecording ? "stop.circle" : "record.circle.fill"`: the action on offer, not a chosen option); status icons outside controls (a passed check is \
            read by its symbol name); UIKit `accessoryType = .checkmark`, which VoiceOver announces as \
            "selected". Known false negatives: `if isSelected { Image(systemName: "checkmark") }` rows, \
            colour-only selection and chevrons of expandable sections; state added in another file.
            """,
        fix: """
            Expose the state: `.accessibilityAddTraits(isSelected ? .isSelected : [])` on the button (or a \
            `Toggle`/`Picker`, which announce their state themselves); in UIKit, \
            `cell.accessibilityTraits.insert(.selected)` or `accessoryType = .checkmark`.
            """,
        severity: .warning,
        wcag: ["4.1.2", "1.3.1"],
        frameworks: [.swiftUI, .uiKit],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct UnitPicker: View {
                    @Binding var unit: Unit
                    var body: some View {
                        ForEach(Unit.allCases) { option in
                            Button { unit = option } label: {
                                HStack {
                                    Text(option.title)
                                    Spacer()
                                    Image(↓systemName: unit == option ? "checkmark.circle.fill" : "circle")
                                }
                            }
                        }
                    }
                }
                """),
            Example("""
                final class FilterCell: UITableViewCell {
                    let mark = UIImageView()
                    func configure(isOn: Bool) {
                        mark.image = UIImage(↓systemName: isOn ? "checkmark.square.fill" : "square")
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct UnitPicker: View {
                    @Binding var unit: Unit
                    var body: some View {
                        ForEach(Unit.allCases) { option in
                            Button { unit = option } label: {
                                Image(systemName: unit == option ? "checkmark.circle.fill" : "circle")
                            }
                            .accessibilityAddTraits(unit == option ? .isSelected : [])
                        }
                    }
                }
                """),
            Example("""
                struct StepRow: View {
                    let done: Bool
                    var body: some View {
                        HStack {
                            Text("Connect pump")
                            Image(systemName: done ? "checkmark.circle.fill" : "circle")
                        }
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
        ])

    static let triggers = ["systemName"]
    static let lookups = ["Button", "isSelected", "accessibilityValue", "accessibilityTraits", "onTapGesture", "Toggle",
                          "UIImage"] + delayCalls

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        guard index.count > 0, !exposesState(file) else { return [] }
        var findings: [RuleFinding] = []
        var labelViews: Set<String>?
        var resetLater: Set<String>?
        for occurrence in file.occurrences(of: "systemName") {
            let token = Int(occurrence)
            guard index.kind(token + 1) == .colon, let symbols = selectionSymbols(labeledBy: token, index) else { continue }
            if resetLater == nil { resetLater = statesResetAfterDelay(file) }
            if let resetLater, !resetLater.isEmpty, testsState(in: resetLater, labeledBy: token, index) { continue }
            let inControl: Bool
            if isInUIImage(token, index) {
                inControl = isInCell(token, file)
            } else {
                if labelViews == nil { labelViews = viewsUsedAsButtonLabels(file) }
                inControl = isInControl(token, file, labelViews: labelViews ?? [])
            }
            guard inControl else { continue }
            findings.append(file.finding(from: token, through: token, message: Self.message(symbols: symbols)))
        }
        return findings
    }

    /// The message.
    static func message(symbols: (String, String)) -> String {
        "This control shows its state only as '\(symbols.0)' or '\(symbols.1)': VoiceOver never says \"selected\". "
            + "Add .accessibilityAddTraits(… ? .isSelected : []) (UIKit: the .selected trait)."
    }
}
