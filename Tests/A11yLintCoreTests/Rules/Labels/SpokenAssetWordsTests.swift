import XCTest
@testable import A11yLintCore

/// SwiftUI names `Image("close")` by its asset name: one plain English word for the action
/// names the control it is the only content of. Identifiers, state words and words in UIKit are
/// still reported.
final class SpokenAssetWordsTests: XCTestCase {
    func findings(_ source: String) -> [String] {
        lint([("SheetView.swift", source)], rules: [BarButtonItemMissingLabelRule.id, IconButtonMissingLabelRule.id,
                                                 ImageMissingLabelRule.id])
            .map { "\($0.ruleID):\($0.start.line)" }
    }

    func testActionWordAssetsNameTheirControls() {
        let source = """
        struct SheetView: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                VStack {
                    Button(action: addRow) { Image("Add") }
                    Button(action: removeRow) { Image("ic_minus_24") }
                    Button(action: star) { Image("favorite") }
                }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(action: { dismiss() }) { Image("close") }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button(action: reset) { Image("reset").renderingMode(.template) }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button(action: openHistory) { Image("historyIcon") }
                    }
                }
            }
        }
        """
        XCTAssertEqual(findings(source), [
            "icon-button-missing-label:6", "icon-button-missing-label:7", "bar-button-item-missing-label:17",
        ])
    }

    func testWordsAreWholeNames() {
        XCTAssertTrue(SyntaxIndex.isSpokenActionWord("close"))
        XCTAssertTrue(SyntaxIndex.isSpokenActionWord("Share"))
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord("close_24"))
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord("navClose"))
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord("bookmark"))
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord("plus"), "a glyph's shape, read as 'plus'")
        XCTAssertFalse(SyntaxIndex.isSpokenActionWord(""))
    }

    func testUIKitAssetWordsStillReported() {
        let source = """
        final class SheetController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "close"), style: .plain,
                                                                   target: self, action: #selector(close))
            }
        }
        """
        XCTAssertEqual(findings(source), ["bar-button-item-missing-label:4"])
    }
}
