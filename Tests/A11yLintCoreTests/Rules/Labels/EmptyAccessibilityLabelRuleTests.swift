import XCTest
@testable import A11yLintCore

final class EmptyAccessibilityLabelRuleTests: XCTestCase {
    let id = EmptyAccessibilityLabelRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testSwiftUIForms() {
        let source = """
        struct V: View {
            var body: some View {
                Button(action: a) { Image(systemName: "x") }.accessibilityLabel(Text(""))
                Image("a").accessibility(label: Text(""))
                Image("b").accessibilityLabel(NSLocalizedString("", comment: ""))
                Image("c").accessibilityLabel("").hidden()
                Image("d").accessibilityLabel(title)
                Image("e").accessibilityLabel("Wave")
            }
        }
        """
        let found = lint([("V.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 4])
        XCTAssertEqual(found.first?.message, EmptyAccessibilityLabelRule.message())
    }

    func testUIKitReceivers() {
        let source = """
        final class Cell: UITableViewCell {
            let titleLabel = UILabel()
            let artView = UIView()
            let tagView = UIView()
            func configure() {
                accessibilityLabel = ""
                titleLabel.accessibilityLabel = ""
                artView.accessibilityLabel = ""
                tagView.accessibilityLabel = ""
                tagView.isAccessibilityElement = true
                let toggle = UISwitch()
                toggle.accessibilityLabel = ""
            }
        }
        """
        XCTAssertEqual(lines([("Cell.swift", source)]), ["Cell.swift:6", "Cell.swift:7", "Cell.swift:9", "Cell.swift:12"])
    }

    /// Hidden in another file of the same type: not reported.
    func testHiddenElsewhereInTheProject() {
        let view = """
        final class Bar: UIView {
            let muteSwitch = UISwitch()
            func configure() { muteSwitch.accessibilityLabel = "" }
        }
        """
        let other = """
        extension Bar {
            func hide() { muteSwitch.accessibilityElementsHidden = true }
        }
        """
        XCTAssertEqual(lines([("Bar.swift", view)]), ["Bar.swift:3"])
        XCTAssertEqual(lines([("Bar.swift", view), ("Bar+A11y.swift", other)]), [])
    }
}
