import XCTest
@testable import A11yLintCore

/// Edge cases of images named by where they come from or where they are put:
/// a `UIImage` handed its label, and a custom wrapper forwarding its label into a control.
final class ImageLabeledSourcesTests: XCTestCase {
    let id = ImageMissingLabelRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    /// Only an image made by a call handed `accessibilityLabel:` names the view, in every branch.
    func testImageHandedItsLabel() {
        let source = """
        enum Badges {
            static func a() -> UIView {
                let view = UIImageView(image: .glyph("star", accessibilityLabel: "Starred"))
                view.isAccessibilityElement = true
                return view
            }
            static func b(flag: Bool) -> UIView {
                let image: UIImage?
                if flag { image = .glyph("a", accessibilityLabel: "On") } else { image = UIImage(named: "off") }
                let view = UIImageView(image: image)
                view.isAccessibilityElement = true
                return view
            }
            static func c() -> UIView {
                let view = UIImageView()
                view.image = .glyph("lock", accessibilityLabel: "Locked")
                view.isAccessibilityElement = true
                return view
            }
            static func d() -> UIView {
                let view = UIImageView(image: UIImage(named: "seal"))
                view.isAccessibilityElement = true
                return view
            }
        }
        """
        XCTAssertEqual(lines([("Badges.swift", source)]), ["Badges.swift:11", "Badges.swift:22"])
    }

    /// A wrapper whose body puts its closure into a Toggle's label, declared in another file:
    /// text beside the image names it; an image alone is still reported.
    func testLabelForwardingWrapperInAnotherFile() {
        let wrapper = """
        struct BusyToggle<Label: View>: View {
            @Binding var isOn: Bool
            @ViewBuilder var label: () -> Label
            var body: some View {
                Toggle(isOn: $isOn) { self.label() }
            }
        }
        struct Card<Content: View>: View {
            @ViewBuilder var content: () -> Content
            var body: some View { VStack { content() } }
        }
        """
        let screen = """
        struct Settings: View {
            @State var on = false
            var body: some View {
                BusyToggle(isOn: $on) { HStack { Image("bell"); Text("Alerts") } }
                BusyToggle(isOn: $on) { Image("moon") }
                Card { HStack { Image("sun"); Text("Day") } }
                BusyToggle(isOn: $on, label: { HStack { Image("cloud"); Text("Sync") } })
            }
        }
        """
        XCTAssertEqual(lines([("Wrappers.swift", wrapper), ("Settings.swift", screen)]),
                       ["Settings.swift:5", "Settings.swift:6"])
    }
}

extension ImageLabeledSourcesTests {
    /// A row component that stores its evaluated content (`self.content = content()`) and shows
    /// it, nested in another view, inside a `Button`'s `label:` argument: text beside an image
    /// in a use names the button. A stored `String` shown in `Text(title)` forwards nothing.
    func testStoredContentForwardedIntoButtonLabel() {
        let wrapper = """
        struct TappableRow<Content: View>: View {
            private let action: () -> Void
            @ViewBuilder private let content: Content
            init(action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
                self.action = action
                self.content = content()
            }
            var body: some View {
                Button(action: action, label: {
                    RowFrame(spacing: 12) {
                        content
                    }
                })
                .buttonStyle(.plain)
            }
        }
        struct TitledCard<Content: View>: View {
            let title: String
            @ViewBuilder let content: Content
            var body: some View {
                VStack {
                    Button(action: {}) { Text(title) }
                    content
                }
            }
        }
        """
        let screen = """
        struct AccountsList: View {
            var body: some View {
                TappableRow(action: select) { HStack { Image("wallet_24"); Text(account.name) } }
                TappableRow(action: select) { Image("radio_off") }
                TitledCard(title: "Recent") { HStack { Image("clock_24"); Text("Today") } }
            }
        }
        """
        XCTAssertEqual(lines([("Rows.swift", wrapper), ("AccountsList.swift", screen)]),
                       ["AccountsList.swift:4", "AccountsList.swift:5"])
    }
}

extension ImageLabeledSourcesTests {
    /// `Image`-typed helpers are followed to their uses in the type; `UIImage` helpers are data.
    func testImageTypedHelpers() {
        let source = """
        struct Pass: View {
            var body: some View {
                HStack { badge; Text("Gate 4").accessibilityHidden(true) }
                mark().accessibilityHidden(true)
            }
            private var badge: Image { Image("badge") }
            func mark() -> Image { Image("mark") }
            func unused() -> Image { Image("unused") }
            var raw: UIImage { UIImage(named: "raw")! }
        }
        """
        XCTAssertEqual(lines([("Pass.swift", source)]), ["Pass.swift:6"])
    }
}
