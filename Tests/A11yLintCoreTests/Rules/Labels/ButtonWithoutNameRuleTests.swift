import XCTest
@testable import A11yLintCore

final class ButtonWithoutNameRuleTests: XCTestCase {
    let id = ButtonWithoutNameRule.id

    func found(_ source: String) -> [Finding] { lint([("V.swift", source)], rules: [id]) }

    func testShapeOnlyLabels() {
        let source = """
        struct V: View {
            var body: some View {
                Button(action: a) { Rectangle().fill(.clear) }
                Button(action: a, label: { Capsule() })
                Link(destination: url) { RoundedRectangle(cornerRadius: 4) }
                Button(action: a) { Spacer() }
                Button(action: a) { }
                Button(action: a) { swatch }
                Button(action: a) { Circle(); Text("Red") }
                Button(action: a) { Circle().accessibilityLabel("Red") }
            }
        }
        """
        let findings = found(source)
        XCTAssertEqual(findings.map(\.start.line), [3, 4, 5, 6, 7])
        XCTAssertEqual(findings[2].message, ButtonWithoutNameRule.message(control: "Link"))
        XCTAssertEqual(findings[0].message, ButtonWithoutNameRule.message(control: "Button"))
    }

    /// Images are the icon-button rule's to judge; other initializers are not read.
    func testImagesAndOtherInitializersAreLeftAlone() {
        let source = """
        struct V: View {
            var body: some View {
                Button(action: a) { ZStack { Circle(); if on { Image(systemName: "checkmark") } } }
                Button(intent: intent) { Color.red }
                Button(configuration)
                Button(title) { a() }
                Button("", systemImage: "plus") { add() }
                Button(action: a) { VStack { self.title; Divider() } }
                Link(destination: url, label: { HStack(alignment: .top, content: { icon; Text(name) }) })
                Button { } label: { ProgressView() }
            }
        }
        """
        XCTAssertEqual(found(source).map(\.start.line), [])
    }

    func testNamedOrHiddenAround() {
        let source = """
        struct V: View {
            var body: some View {
                HStack { Text("Red"); Button(action: a) { Circle() } }.accessibilityElement(children: .combine)
                VStack { Button(action: a) { Circle() } }.accessibilityHidden(true)
                Button(action: a) { Circle() }.overlay(Text("1"))
                VStack { Button(action: a) { Circle() } }
            }
        }
        """
        XCTAssertEqual(found(source).map(\.start.line), [6])
    }

    /// `label: { self }` in a `View` extension is the receiver view, named by its own content; a shape beside it
    /// in another button is still reported.
    func testReceiverAsLabel() {
        let source = """
        extension View {
            func focusableOnTV() -> some View {
                Button {} label: { self }
                    .buttonStyle(.plain)
            }
            func tappableBackdrop(_ action: @escaping () -> Void) -> some View {
                background(Button(action: action) { Color.clear })
            }
        }
        """
        XCTAssertEqual(found(source).map(\.start.line), [7])
    }

    /// A type named `Button` declared in the file, at top level, in a type or extension around the call or
    /// in the enclosing function, is what the call builds; `SwiftUI.Button` and a `Button` nested in an
    /// unrelated type leave SwiftUI's in place.
    func testTypesOfTheFileShadowSwiftUIControls() {
        let nested = """
        final class DebugPane {
            let rows: [Any] = [Button(label: "Reset", action: #selector(reset))]
        }
        private extension DebugPane {
            struct Button { let label: String; let action: Selector }
        }
        struct Other: View {
            var body: some View { Button(action: a) { Color.clear } }
        }
        """
        XCTAssertEqual(found(nested).map(\.start.line), [8])
        let topLevel = """
        struct Button { let label: String }
        struct V: View {
            var body: some View {
                Button(action: a) { Color.clear }
                SwiftUI.Button(action: a) { Color.clear }
            }
        }
        """
        XCTAssertEqual(found(topLevel).map(\.start.line), [5])
        let local = """
        struct V: View {
            var body: some View {
                Button(action: a) { Color.clear }
            }
            func rows() -> [Any] {
                struct Button { let label: String }
                return [Button(label: "")]
            }
        }
        extension Button { func styled() -> some View { self } }
        enum Theme { struct Button {} }
        """
        XCTAssertEqual(found(local).map(\.start.line), [3])
    }

    /// An empty label is named by a style of this file that draws its own `Text`; a style that only
    /// shows `configuration.label`, or one declared elsewhere, leaves it unnamed.
    func testStyleThatDrawsTheNameNamesTheButton() {
        let source = """
        struct NamedStyle: ButtonStyle {
            let name: String
            func makeBody(configuration: Configuration) -> some View { Text(name).padding() }
        }
        struct PlainPad: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
        }
        struct Rows: View {
            var body: some View {
                Button(action: pick) {}.buttonStyle(NamedStyle(name: "Chime"))
                Button(action: pick) {}.buttonStyle(PlainPad())
                Button(action: pick) {}.buttonStyle(OtherFileStyle(name: "Chime"))
            }
        }
        """
        let found = lint([("Rows.swift", source)], rules: ["button-without-name"]).map(\.start.line)
        XCTAssertEqual(found, [11, 12])
    }
}
