import XCTest
@testable import A11yLintCore

final class LabelIgnoresStateRuleTests: XCTestCase {
    let id = LabelIgnoresStateRule.id

    func lines(_ source: String) -> [Int] {
        lint([("Controls.swift", source)], rules: [id]).map(\.start.line)
    }

    func testMessageNamesBothSymbolsAndTheLabel() {
        let source = """
        struct Controls: View {
            @Binding var playing: Bool
            var body: some View {
                Button { playing.toggle() } label: { Image(systemName: playing ? "pause" : "play") }
                    .accessibilityLabel("Play")
            }
        }
        """
        let found = lint([("Controls.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [5])
        XCTAssertEqual(found.first?.message, LabelIgnoresStateRule.message(label: "\"Play\"", states: ("pause", "play")))
    }

    func testTitleTextSwitchingByStateCounts() {
        let source = """
        struct Controls: View {
            @Binding var following: Bool
            var body: some View {
                Button { following.toggle() } label: { Text(following ? "Unfollow" : "Follow") }
                    .accessibilityLabel(String(localized: "Follow"))
            }
        }
        """
        XCTAssertEqual(lines(source), [5])
    }

    func testLabelsWithVariablesTwoStaticIconsAndFillVariantsAreSilent() {
        let source = """
        struct Controls: View {
            @Binding var on: Bool
            let title: String
            var body: some View {
                Button { on.toggle() } label: { Image(systemName: on ? "pause" : "play") }
                    .accessibilityLabel(title)
                Button { go() } label: { HStack { Image(systemName: "arrow.left"); Image(systemName: "house") } }
                    .accessibilityLabel("Home")
                Button { on.toggle() } label: { Image(systemName: on ? "bell.circle.fill" : "bell.circle") }
                    .accessibilityLabel("Notifications")
                Toggle(isOn: $on) { Image(systemName: on ? "pause" : "play") }
                    .accessibilityLabel("Play")
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    func testPartialFillVariantsAreTheSameGlyph() {
        XCTAssertEqual(LabelIgnoresStateRule.stem("triangle.tophalf.filled"), "triangle")
        XCTAssertEqual(LabelIgnoresStateRule.stem("rectangle.bottomthird.inset.filled"), "rectangle")
        XCTAssertEqual(LabelIgnoresStateRule.stem("person.fill.badge.plus"), "person.badge.plus")
        // A region word without `filled` names another glyph; a name that is only a region keeps it.
        XCTAssertEqual(LabelIgnoresStateRule.stem("rectangle.inset.topleft"), "rectangle.inset.topleft")
        let source = """
        struct Controls: View {
            @Binding var filtered: Bool
            var body: some View {
                Button { pick() } label: { Image(systemName: filtered ? "hourglass.tophalf.filled" : "hourglass") }
                    .accessibilityLabel("Filter")
                Button { pick() } label: { Image(systemName: filtered ? "circle.lefthalf.filled" : "xmark") }
                    .accessibilityLabel("Filter")
            }
        }
        """
        XCTAssertEqual(lines(source), [7])
    }

    func testInterpolatedSymbolNamesAreNotConstant() {
        let source = """
        struct Controls: View {
            @Binding var level: Int
            var body: some View {
                Button { level += 1 } label: { Image(systemName: level > 2 ? "battery.\\(level)" : "battery.0") }
                    .accessibilityLabel("Battery")
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    func testASymbolOutsideTheIfElseIsNotSwitched() {
        let source = """
        struct Controls: View {
            let language: String?
            var body: some View {
                Button { pick() } label: {
                    HStack {
                        Image(systemName: "text.bubble")
                        if let language { Text(language) } else { Image(systemName: "globe") }
                    }
                }
                .accessibilityLabel("Language")
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }
}
