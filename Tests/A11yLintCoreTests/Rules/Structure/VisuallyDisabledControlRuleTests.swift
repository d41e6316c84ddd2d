import XCTest
@testable import A11yLintCore

final class VisuallyDisabledControlRuleTests: XCTestCase {
    let id = VisuallyDisabledControlRule.id

    func lines(_ source: String) -> [Int] {
        lint([("Form.swift", source)], rules: [id]).map(\.start.line)
    }

    func testMessageNamesTheCondition() {
        let source = """
        struct Form: View {
            @State private var name = ""
            var body: some View {
                Button("Next") { guard !name.isEmpty else { return }; next() }
                    .opacity(name.isEmpty ? 0.3 : 1.0)
            }
        }
        """
        let found = lint([("Form.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [5])
        XCTAssertEqual(found.first?.message, VisuallyDisabledControlRule.message(condition: "name.isEmpty"))
    }

    /// Comparing the current value with one of several (a segment, a tab) is selection styling; a
    /// comparison with a literal can still be a disabled look.
    func testSelectionComparedWithACandidateIsNotDimming() {
        let source = """
        struct SortPicker: View {
            @Binding var mode: SortMode
            let items: [Item]
            func segment(_ value: SortMode, title: String) -> some View {
                Button(title) { if mode != value { mode = value } }
                    .foregroundStyle(mode == value ? Color.primary : Color.secondary)
            }
            var body: some View {
                Button("Export") { guard items.count != 0 else { return }; export() }
                    .foregroundStyle(items.count == 0 ? Color.secondary : Color.primary)
            }
        }
        """
        XCTAssertEqual(lines(source), [10])
    }

    func testHiddenPressedAndNestedTernariesAreNotDimming() {
        let source = """
        struct Form: View {
            @State private var ready = false
            @State private var locked = false
            var body: some View {
                Button("A") { guard ready else { return } }.opacity(ready ? 1 : 0)
                Button("B") { guard ready else { return } }.opacity(ready ? 1 : (locked ? 0.5 : 0.8))
                Button("C") { guard ready else { return } }.opacity(ready ? 0.9 : 1)
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    func testCheckInACalledFunctionCountsAndAnUnrelatedCheckDoesNot() {
        let source = """
        struct Form: View {
            @State private var ready = false
            @State private var other = false
            var body: some View {
                Button("A") { Task { await self.submit() } }.opacity(ready ? 1 : 0.5)
                Button("B") { if other { log() } }.opacity(ready ? 1 : 0.5)
            }
            func submit() async {
                guard ready else { return }
            }
        }
        """
        XCTAssertEqual(lines(source), [5])
    }

    func testOpacityInTheActionClosureIsNotTheLabel() {
        let source = """
        struct Form: View {
            @State private var ready = false
            var body: some View {
                Button {
                    guard ready else { return }
                    withAnimation { fade = Color.black.opacity(ready ? 1 : 0.5) }
                } label: { Text("Go") }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    func testAToggleThatBranchesOnTheConditionIsNotAGuard() {
        let source = """
        struct Form: View {
            @State private var picked: Set<Int> = []
            let id = 1
            var body: some View {
                Button(action: {
                    if picked.contains(id) { picked.remove(id) } else { picked.insert(id) }
                }) {
                    Image(systemName: "square").foregroundColor(picked.contains(id) ? .blue : .secondary)
                }
                Button(action: { if picked.isEmpty { clear() } }) {
                    Text("Clear").foregroundColor(picked.isEmpty ? .blue : .gray)
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [11])
    }
}
