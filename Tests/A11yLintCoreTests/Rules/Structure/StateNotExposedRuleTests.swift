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
}
