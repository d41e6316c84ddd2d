import XCTest
@testable import A11yLintCore

final class StateNotExposedRuleTests: XCTestCase {
    let id = StateNotExposedRule.id

    func lines(_ source: String) -> [Int] {
        lint([("Picker.swift", source)], rules: [id]).map(\.start.line)
    }

    func testMessageNamesBothSymbols() {
        let source = """
        struct Row: View {
            @Binding var on: Bool
            var body: some View {
                HStack { Image(systemName: on ? "checkmark.square.fill" : "square") }
                    .onTapGesture { on.toggle() }
            }
        }
        """
        let found = lint([("Row.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [4])
        XCTAssertEqual(found.first?.message, StateNotExposedRule.message(symbols: ("checkmark.square.fill", "square")))
    }

    /// A record button that turns into a stop button shows the action it offers; the same record
    /// symbol beside an empty circle is a radio mark.
    func testARecordButtonThatBecomesStopIsAnAction() {
        let source = """
        struct Recorder: View {
            @State private var isRecording = false
            @State private var chosen = false
            var body: some View {
                Button { isRecording.toggle() } label: { Image(systemName: isRecording ? "stop.circle" : "record.circle.fill") }
                Button { chosen.toggle() } label: { Image(systemName: chosen ? "record.circle.fill" : "circle") }
            }
        }
        """
        XCTAssertEqual(lines(source), [6])
    }

    func testAPropertyNamedIsSelectedIsNotTheTrait() {
        let source = """
        struct RadioButton: View {
            var isSelected: Bool
            var action: () -> Void
            var body: some View {
                Button(action: action) { Image(systemName: self.isSelected ? "largecircle.fill.circle" : "circle") }
            }
        }
        """
        XCTAssertEqual(lines(source), [5])
    }

    func testAccessibilityValueAnywhereInTheFileCountsAsExposed() {
        let source = """
        struct Row: View {
            @Binding var on: Bool
            var body: some View {
                Button { on.toggle() } label: { Image(systemName: on ? "checkmark" : "xmark") }
                    .accessibilityValue(on ? "Included" : "Excluded")
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    func testSymbolsInTheActionOrWithoutACheckmarkAreSilent() {
        let source = """
        struct Row: View {
            @Binding var on: Bool
            @State private var icon = ""
            var body: some View {
                Button { icon = on ? "checkmark" : "circle" } label: { Text("Go") }
                Button { on.toggle() } label: { Image(systemName: on ? "eye" : "eye.slash") }
                    .accessibilityLabel("Visibility")
                Button(action: { on.toggle() }) { Image(systemName: on ? "checkmark.\\(icon)" : "circle") }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    func testATitleThatFollowsTheStateExposesIt() {
        let source = """
        struct SelectAll: View {
            @Binding var all: Bool
            var body: some View {
                Button(action: { all.toggle() }) {
                    HStack {
                        Image(systemName: all ? "checkmark.square.fill" : "square")
                        Text(all ? "Deselect All" : "Select All")
                    }
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    /// A checkmark shown for a moment after an action (the state set back to false or nil after
    /// `asyncAfter`, `Task.sleep` or a timer) confirms it; a state that stays set is a chosen option.
    func testATransientConfirmationIsNoSelectedState() {
        let source = """
        struct CopyCodeButton: View {
            let code: String
            @State private var didCopy = false
            @State private var copiedLine: Int?
            @State private var exported = false
            @State private var pinned = false
            var body: some View {
                Button {
                    UIPasteboard.general.string = code
                    didCopy = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { didCopy = false }
                } label: { Image(systemName: didCopy ? "checkmark" : "doc.on.doc") }
                ForEach(lines.indices, id: \\.self) { line in
                    Button {
                        copiedLine = line
                        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                            if copiedLine == line { copiedLine = nil }
                        }
                    } label: { Image(systemName: copiedLine == line ? "checkmark.circle" : "doc") }
                }
                Button {
                    Task {
                        await exporter.run()
                        exported = true
                        try? await Task.sleep(for: .seconds(1))
                        exported = false
                    }
                } label: { Image(systemName: exported ? "checkmark.circle" : "arrow.up.circle") }
                Button { pinned.toggle() } label: { Image(systemName: pinned ? "checkmark.square" : "square") }
            }
        }
        """
        XCTAssertEqual(lines(source), [29])
    }
}
