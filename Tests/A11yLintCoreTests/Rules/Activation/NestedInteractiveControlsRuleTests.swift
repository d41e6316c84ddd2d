import XCTest
@testable import A11yLintCore

final class NestedInteractiveControlsRuleTests: XCTestCase {
    let id = NestedInteractiveControlsRule.id

    /// Lines of the rule's findings in one file.
    func lines(_ source: String) -> [Int] {
        lint([("Rows.swift", source)], rules: [id]).map(\.start.line)
    }

    func testMessagesNameTheInnerControlAndTheTap() {
        let source = """
        struct Row: View {
            var body: some View {
                Button(action: open) {
                    HStack {
                        Link("Docs", destination: docsURL)
                        Text("More").onTapGesture { expand() }
                    }
                }
            }
        }
        """
        let found = lint([("Row.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [5, 6])
        XCTAssertEqual(found.map(\.message), [NestedInteractiveControlsRule.controlMessage(control: "Link"),
                                              NestedInteractiveControlsRule.tapMessage()])
    }

    /// Only the innermost button judges its label: a control inside an inner button's
    /// label is reported once, at that control.
    func testInnermostButtonJudgesItsLabel() {
        let source = """
        struct Card: View {
            var body: some View {
                Button { open() } label: {
                    Button { share() } label: {
                        Toggle("Public", isOn: $isPublic)
                    }
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [4, 5])
    }

    /// An empty outer action belongs to button-action-in-inner-gesture; a context menu,
    /// swipe actions or `children: .contain` on the outer button give the inner one a way in.
    func testEmptyOuterActionAndAlternativesAreSilent() {
        let source = """
        struct Rows: View {
            var body: some View {
                VStack {
                    Button {} label: { Button("Delete") { delete() } }
                    Button { open() } label: { Button("Delete") { delete() } }
                        .contextMenu { Button("Delete") { delete() } }
                    Button { open() } label: { Button("Delete") { delete() } }
                        .swipeActions { Button("Delete") { delete() } }
                    Button { open() } label: { Button("Delete") { delete() } }
                        .accessibilityElement(children: .contain)
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    /// Hidden inner controls and double taps are not reported.
    func testHiddenDoubleTapAndTapsOnControlsAreSilent() {
        let source = """
        struct Rows: View {
            var body: some View {
                Button { open() } label: {
                    HStack {
                        Button("Decor") { sparkle() }.accessibilityHidden(true)
                        Text("Zoom").onTapGesture(count: 2) { zoom() }
                    }
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    /// Controls in a context menu or an alert attached inside the label are presented apart from it.
    func testMenusAndDialogsInsideTheLabelAreSilent() {
        let source = """
        struct Card: View {
            var body: some View {
                Button { open(url) } label: {
                    Text(title)
                        .contextMenu {
                            ShareLink(item: url)
                            Button("Copy") { copy(url) }
                        }
                        .alert("Error", isPresented: $showsError) { Button("OK") { retry() } }
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }
}
