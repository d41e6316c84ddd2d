import XCTest
@testable import A11yLintCore

final class ButtonActionInInnerGestureRuleTests: XCTestCase {
    let id = ButtonActionInInnerGestureRule.id

    /// Lines of the rule's findings in one file.
    func lines(_ source: String) -> [Int] {
        lint([("Controls.swift", source)], rules: [id]).map(\.start.line)
    }

    func testLabelArgumentWithATapIsReportedOnceWithTheMessage() {
        let source = """
        struct Row: View {
            var body: some View {
                Button(action: {}, label: {
                    Text("Open").onTapGesture { open() }
                })
                .onLongPressGesture { pin() }
            }
        }
        """
        let found = lint([("Row.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3])
        XCTAssertEqual(found.first?.message, ButtonActionInInnerGestureRule.message())
    }

    /// The gesture belongs to the innermost control around it: a tap inside an inner
    /// Button's label (whose action is real) does not make the outer button report.
    func testInnermostControlOwnsTheGesture() {
        let source = """
        struct Card: View {
            var body: some View {
                Button {} label: {
                    Button { share() } label: {
                        Text("Share").onTapGesture { share() }
                    }
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    /// A gesture variable passed by name counts as an action; an empty gesture closure does not.
    func testGestureVariableCountsAndEmptyClosureDoesNot() {
        let source = """
        struct Pad: View {
            let hold: some Gesture = LongPressGesture()
            var body: some View {
                VStack {
                    Button("Hold") {}
                        .gesture(hold)
                    Button("Idle") {}
                        .onTapGesture {}
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [5])
    }

    /// A hidden button and one whose action is not a closure literal are not judged.
    func testHiddenAndNamedActionsAreSilent() {
        let source = """
        struct Pad: View {
            var body: some View {
                VStack {
                    Button {} label: { Text("Secret").onTapGesture { unlock() } }
                        .accessibilityHidden(true)
                    Button(action: noop) { Text("Go").onTapGesture { go() } }
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }
}
