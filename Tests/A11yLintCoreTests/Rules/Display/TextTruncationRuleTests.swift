import XCTest
@testable import A11yLintCore

final class TextTruncationRuleTests: XCTestCase {
    let id = TextTruncationRule.id

    /// Dynamic content is reported; literals, numbers, dates and formatted values are not.
    func testContent() {
        let source = """
        struct Row: View {
            var body: some View {
                Text(item.title).lineLimit(1)
                Text("Settings").lineLimit(1)
                Text("#\\(tag.name)").lineLimit(1)
                Text("\\(item.count)").lineLimit(1)
                Text(item.createdDate).lineLimit(1)
                Text(price, format: .currency(code: "EUR")).lineLimit(1)
                Text(isOn ? item.onTitle : "Off").lineLimit(1)
                Text(item.subtitle ?? "").lineLimit(1)
                Label(folder.name, systemImage: "folder").lineLimit(1)
                Text(String(format: "%d", value)).lineLimit(1)
                Text(String(format: "%1$@", name)).lineLimit(1)
                Text(String(localized: "welcome.title")).lineLimit(1)
                Text(item.title).lineLimit(2)
                Image(systemName: "star").lineLimit(1)
            }
        }
        """
        let found = lint([("Row.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 5, 9, 10, 11, 13, 14])
        XCTAssertEqual(found.first?.severity, .info)
        XCTAssertEqual(found.first?.message, TextTruncationRule.swiftUIMessage)
    }

    /// Modifiers on the text or on its container that lift the limit, and fixed point sizes.
    func testLifts() {
        let source = """
        struct Row: View {
            var body: some View {
                Text(a.title).lineLimit(1).minimumScaleFactor(0.5)
                Text(a.title).lineLimit(1).fixedSize(horizontal: false, vertical: true)
                Text(a.title).lineLimit(1).accessibilityLabel(a.title)
                Text(a.title).font(.system(size: 11)).lineLimit(1)
                Text(a.title).truncationMode(.middle).lineLimit(1)
                VStack { Text(b.title).lineLimit(1) }.minimumScaleFactor(0.7)
                ViewThatFits { Text(c.title).lineLimit(1) }
                Text(a.title).lineLimit(1).accessibilityShowsLargeContentViewer()
                Text(a.title).lineLimit(1, reservesSpace: true)
            }
        }
        """
        XCTAssertEqual(lint([("Row.swift", source)], rules: [id]).map(\.start.line), [7, 11])
    }

    /// Files that read the text size, macOS-only code and widgets are left alone.
    func testSkippedFiles() {
        let row = "struct Row: View { var body: some View { Text(a.title).lineLimit(1) } }"
        XCTAssertEqual(lint([("Row.swift", row)], rules: [id]).count, 1)
        let adaptive = """
        struct Row: View {
            @Environment(\\.sizeCategory) var sizeCategory
            var body: some View { Text(a.title).lineLimit(sizeCategory.isAccessibilityCategory ? nil : 1); Text(b.title).lineLimit(1) }
        }
        """
        XCTAssertEqual(lint([("Row.swift", adaptive)], rules: [id]).count, 0)
        XCTAssertEqual(lint([("Row.swift", "import AppKit\n" + row)], rules: [id]).count, 0)
        XCTAssertEqual(lint([("Row.swift", "import WidgetKit\n" + row)], rules: [id]).count, 0)
        XCTAssertEqual(lint([("Row.swift", "#if os(macOS)\n" + row + "\n#endif")], rules: [id]).count, 0)
    }

    /// UIKit: one-line labels that use Dynamic Type, unless they shrink, show only literals or
    /// change their limit elsewhere.
    func testUIKit() {
        let source = """
        final class Cell: UITableViewCell {
            let a = UILabel(), b = UILabel(), c = UILabel(), d = UILabel(), e = UILabel()
            func setUp() {
                a.font = .preferredFont(forTextStyle: .body)
                a.numberOfLines = 1
                b.adjustsFontForContentSizeCategory = true
                b.numberOfLines = 1
                b.minimumScaleFactor = 0.5
                c.numberOfLines = 1
                d.font = UIFontMetrics.default.scaledFont(for: base)
                d.numberOfLines = 1
                d.text = "Done"
                e.font = .preferredFont(forTextStyle: .body)
                e.numberOfLines = 1
            }
            func update(_ model: Model) {
                a.text = model.name
                e.numberOfLines = model.isExpanded ? 0 : 1
            }
        }
        """
        let found = lint([("Cell.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [5])
        XCTAssertEqual(found.first?.message, TextTruncationRule.uiKitMessage(label: "a"))
    }

    func testFormatsOnlyNumbers() {
        XCTAssertTrue(TextTruncationRule.formatsOnlyNumbers("%.1f %%"))
        XCTAssertTrue(TextTruncationRule.formatsOnlyNumbers("%ld / %ld"))
        XCTAssertFalse(TextTruncationRule.formatsOnlyNumbers("%@"))
        XCTAssertFalse(TextTruncationRule.formatsOnlyNumbers("%1$@ and %2$@"))
        XCTAssertFalse(TextTruncationRule.formatsOnlyNumbers("%d items"))
    }

    /// Opt-in: the default configuration does not run it.
    func testIsOptIn() {
        let row = "struct Row: View { var body: some View { Text(a.title).lineLimit(1) } }"
        XCTAssertEqual(lint([("Row.swift", row)]).filter { $0.ruleID == id }.count, 0)
    }
}
