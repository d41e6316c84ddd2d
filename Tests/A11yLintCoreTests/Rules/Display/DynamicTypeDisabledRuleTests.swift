import XCTest
@testable import A11yLintCore

final class DynamicTypeDisabledRuleTests: XCTestCase {
    let id = DynamicTypeDisabledRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    /// A cap on content that draws only pictures, read through the view's own helpers, caps no text:
    /// image buttons, emoji of an emoji list; a titled button, a text in a helper or a custom view is text.
    func testCapsOnPicturesOnly() {
        let source = """
        struct Strip: View {
            let recentEmojis: [String]
            var body: some View {
                HStack { ForEach(recentEmojis, id: \\.self) { e in Button { pick(e) } label: { Text(e) } } }
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                ZStack { backdrop; symbols() }
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                HStack { symbols(); Button("Done") { close() } }
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                HStack { symbols(); captions }
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                HStack { symbols(); Badge() }
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                HStack { Spacer() }
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
            }
            var backdrop: some View { Circle().fill(.gray) }
            var captions: some View { Text(caption) }
            func symbols() -> some View {
                HStack { Button { a() } label: { Image(systemName: "star") }; Image(decorative: "dot") }
            }
        }
        struct Badge: View {
            var body: some View { Text("New") }
        }
        """
        XCTAssertEqual(lines([("Strip.swift", source)]), ["Strip.swift:9", "Strip.swift:11", "Strip.swift:13", "Strip.swift:15"])
    }

    /// `adjustsFontForContentSizeCategory = false` on a fixed-size font does nothing; on a text-style font, or a
    /// font from a variable, it is reported. A widget's content is silent.
    func testAdjustsFlagOnFixedFontsAndWidgets() {
        let source = """
        final class Badge: UILabel {
            func setUp() {
                font = .boldSystemFont(ofSize: 12)
                adjustsFontForContentSizeCategory = false
            }
        }
        final class Cell: UITableViewCell {
            let a = UILabel()
            let b = UILabel()
            let c = UILabel()
            func setUp(font: UIFont) {
                a.font = UIFont(name: "Avenir", size: 12)
                a.adjustsFontForContentSizeCategory = false
                b.font = UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .body), size: 0)
                b.adjustsFontForContentSizeCategory = false
                c.font = font
                c.adjustsFontForContentSizeCategory = false
            }
        }
        """
        XCTAssertEqual(lines([("Cells.swift", source)]), ["Cells.swift:15", "Cells.swift:17"])
        let widget = """
        import WidgetKit
        struct Entry: View {
            var body: some View { Text("Steps").dynamicTypeSize(...DynamicTypeSize.large) }
        }
        """
        XCTAssertEqual(lines([("Entry.swift", widget)]), [])
        // An app screen that imports WidgetKit only to reload the widgets is no widget.
        let settings = """
        import WidgetKit
        struct Settings: View {
            var body: some View {
                Button("Reset") { WidgetCenter.shared.reloadAllTimelines() }.dynamicTypeSize(...DynamicTypeSize.large)
            }
        }
        """
        XCTAssertEqual(lines([("Settings.swift", settings)]), ["Settings.swift:4"])
    }

    /// Caps below the accessibility sizes are reported, caps at them and open ranges are not.
    func testRanges() {
        let source = """
        struct Row: View {
            var body: some View {
                Text("a").dynamicTypeSize(..<DynamicTypeSize.accessibility1)
                Text("b").dynamicTypeSize(.accessibility1...)
                Text("c").dynamicTypeSize(.xSmall...(.accessibility3))
                Text("d").dynamicTypeSize(...(.large))
                Text("e").dynamicTypeSize(limit)
                Text("f").dynamicTypeSize(..<DynamicTypeSize.accessibility2)
            }
        }
        """
        let found = lint([("Row.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 6])
        XCTAssertEqual(found.first?.message, DynamicTypeDisabledRule.cappedMessage(size: "xxxLarge"))
        XCTAssertEqual(found.last?.message, DynamicTypeDisabledRule.cappedMessage(size: "large"))
    }

    /// Environment and trait overrides to a fixed size; `ContentSizeCategory` names are understood.
    func testOverrides() {
        let source = """
        struct Chart: View {
            var body: some View {
                Legend().environment(\\.sizeCategory, .extraLarge)
                Legend().environment(\\.dynamicTypeSize, size)
            }
        }
        final class Host: UIViewController {
            override func viewDidLoad() {
                traitOverrides.preferredContentSizeCategory = UIContentSizeCategory.extraExtraLarge
                traitOverrides.preferredContentSizeCategory = chosen
                traitOverrides.preferredContentSizeCategory = UIContentSizeCategory.accessibilityMedium
            }
        }
        """
        // The last one keeps text at an accessibility size: a cap, not reported.
        let found = lint([("Chart.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 9])
        XCTAssertEqual(found.first?.message, DynamicTypeDisabledRule.forcedMessage(size: "xLarge"))
        XCTAssertEqual(found.last?.message, DynamicTypeDisabledRule.forcedMessage(size: "xxLarge"))
    }

    /// `adjustsFontForContentSizeCategory = false` is weaker evidence: info.
    func testAdjustsFontIsInfo() {
        let source = """
        final class Cell: UITableViewCell {
            let title = UILabel()
            func style(isLive: Bool) {
                title.adjustsFontForContentSizeCategory = false
                title.adjustsFontForContentSizeCategory = isLive ? true : false
            }
        }
        """
        let found = lint([("Cell.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [4])
        XCTAssertEqual(found.first?.severity, .info)
    }

    /// macOS has no Dynamic Type.
    func testMacOnlyCodeIsSilent() {
        let source = """
        struct Row: View {
            var body: some View {
                #if os(macOS)
                Text("a").dynamicTypeSize(.large)
                #endif
            }
        }
        """
        XCTAssertEqual(lines([("Row.swift", source)]), [])
        XCTAssertEqual(lines([("Row.swift", "import AppKit\n" + source.replacingOccurrences(of: "#if os(macOS)\n", with: "")
            .replacingOccurrences(of: "#endif\n", with: ""))]), [])
    }

    /// A fixed trait collection passed only as `compatibleWith:` in a function that returns its font through
    /// `scaledFont(for:)` reads a base size; used elsewhere, or never scaled, it fixes the size.
    func testBaseSizeReadForScaling() {
        let source = """
        extension UIFont {
            static func a(_ s: TextStyle) -> UIFont {
                let t = UITraitCollection(preferredContentSizeCategory: .large)
                let d = UIFontDescriptor.preferredFontDescriptor(withTextStyle: s, compatibleWith: t)
                return UIFontMetrics(forTextStyle: s).scaledFont(for: .systemFont(ofSize: d.pointSize))
            }
            static func b(_ s: TextStyle) -> UIFont {
                let d = UIFontDescriptor.preferredFontDescriptor(withTextStyle: s, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                return UIFontMetrics(forTextStyle: s).scaledFont(for: .systemFont(ofSize: d.pointSize))
            }
            static func c(_ s: TextStyle) -> UIFont {
                let t = UITraitCollection(preferredContentSizeCategory: .large)
                return .preferredFont(forTextStyle: s, compatibleWith: t)
            }
            static func d(_ s: TextStyle, vc: UIViewController) -> UIFont {
                let t = UITraitCollection(preferredContentSizeCategory: .large)
                vc.setOverrideTraitCollection(t, forChild: vc)
                return UIFontMetrics(forTextStyle: s).scaledFont(for: .preferredFont(forTextStyle: s, compatibleWith: t))
            }
        }
        """
        XCTAssertEqual(lint([("Fonts.swift", source)], rules: [id]).map(\.start.line), [12, 16])
    }

    /// A type that offers the Large Content Viewer keeps its text fixed on purpose; `= false` offers nothing.
    func testLargeContentViewer() {
        let source = """
        final class Lockup: UIView {
            func setUp() {
                label.adjustsFontForContentSizeCategory = false
                showsLargeContentViewer = true
            }
        }
        final class Strip: UIView {
            func setUp() {
                label.adjustsFontForContentSizeCategory = false
                showsLargeContentViewer = false
            }
        }
        struct Logo: View {
            var body: some View { Text("Brand").dynamicTypeSize(.large).overlay(Viewer()) }
        }
        extension Logo {
            struct Viewer: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView {
                    let view = UIView()
                    view.addInteraction(UILargeContentViewerInteraction())
                    return view
                }
            }
        }
        struct Caption: View {
            var body: some View { Text("Caption").dynamicTypeSize(.large) }
        }
        """
        XCTAssertEqual(lint([("Lockup.swift", source)], rules: [id]).map(\.start.line), [9, 26])
    }
}
