import XCTest
@testable import A11yLintCore

final class LabelLooksLikeIdentifierRuleTests: XCTestCase {
    let id = LabelLooksLikeIdentifierRule.id

    func testIdentifierShapes() {
        for text in ["ic_close", "chevron.down", "player.closeButton", "closeButton", "btn_2", "video.row.\u{FFFC}"] {
            XCTAssertTrue(LabelLooksLikeIdentifierRule.hasIdentifierShape(text), text)
        }
        for text in ["Close", "close", "iPhone", "macOS", "GitHub", "YouTube", "v1.2", "Mr.", "e-mail", "OK"] {
            XCTAssertFalse(LabelLooksLikeIdentifierRule.hasIdentifierShape(text), text)
        }
    }

    /// A SwiftUI key is translated by the string tables: only the identifier and image signs count.
    func testSwiftUIKeysNeedAnotherSign() {
        let source = """
        struct V: View {
            var body: some View {
                Image(systemName: "gear").accessibilityLabel("settings.button.label")
                Image(systemName: "gear").accessibilityLabel("gear")
                Image(systemName: "gear.badge").accessibilityLabel("gear.badge")
                Text("x").accessibilityLabel(Text(verbatim: "row_title"))
                Button(action: a) { Image("x") }.accessibilityIdentifier("close").accessibilityLabel("close")
            }
        }
        """
        let found = lint([("V.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [5, 6, 7])
        XCTAssertEqual(found.map(\.message), [
            LabelLooksLikeIdentifierRule.imageNameMessage(label: "gear.badge"),
            LabelLooksLikeIdentifierRule.shapeMessage(label: "row_title"),
            LabelLooksLikeIdentifierRule.identifierMessage(label: "close"),
        ])
    }

    func testUIKitIdentifierOfTheSameReceiver() {
        let source = """
        final class Bar: UIView {
            let playButton = UIButton()
            let stopButton = UIButton()
            func configure(id: String) {
                playButton.accessibilityIdentifier = "play"
                playButton.accessibilityLabel = "play"
                stopButton.accessibilityIdentifier = "play"
                stopButton.accessibilityLabel = "Stop"
                accessibilityIdentifier = "bar.\\(id)"
                accessibilityLabel = "bar.\\(id)"
            }
        }
        """
        let found = lint([("Bar.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [6, 10])
        XCTAssertEqual(found.last?.message, LabelLooksLikeIdentifierRule.identifierMessage(label: "bar.\u{FFFC}"))
        XCTAssertTrue(found.last?.message.contains("bar.\\(…)") == true)
    }
}
