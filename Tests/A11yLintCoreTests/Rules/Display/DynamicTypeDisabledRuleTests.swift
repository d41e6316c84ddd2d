import XCTest
@testable import A11yLintCore

final class DynamicTypeDisabledRuleTests: XCTestCase {
    let id = DynamicTypeDisabledRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
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
                traitOverrides.preferredContentSizeCategory = UIContentSizeCategory.accessibilityMedium
                traitOverrides.preferredContentSizeCategory = chosen
            }
        }
        """
        let found = lint([("Chart.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 9])
        XCTAssertEqual(found.first?.message, DynamicTypeDisabledRule.forcedMessage(size: "xLarge"))
        XCTAssertEqual(found.last?.message, DynamicTypeDisabledRule.forcedMessage(size: "accessibility1"))
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
}
