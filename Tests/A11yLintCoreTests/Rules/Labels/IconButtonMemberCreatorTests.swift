import XCTest
@testable import A11yLintCore

/// A button stored in a member by a factory in another method (or another extension) is
/// named by that factory; a member made by two different factories is not decided by either.
final class IconButtonMemberCreatorTests: XCTestCase {
    let id = IconButtonMissingLabelRule.id

    func lines(_ source: String) -> [Int] {
        lint([(path: "QueuePanel.swift", text: source)], rules: [id]).map(\.start.line)
    }

    func testAFactoryThatNamesItsButtonNamesTheMemberItIsStoredIn() {
        let source = """
        final class QueuePanel: UIViewController {
            var loopButton: UIButton!
            var clearButton: UIButton!
            func update(_ single: Bool) {
                loopButton.setImage(UIImage(systemName: single ? "repeat.1" : "repeat"), for: .normal)
                clearButton.setImage(UIImage(systemName: "trash.slash"), for: .normal)
            }
        }
        extension QueuePanel {
            func setUp(compact: Bool) {
                loopButton = self.makeToggle("repeat", accessibilityLabel: NSLocalizedString("Repeat", comment: ""))
                clearButton = compact ? self.makePlainButton() : self.makeToggle("trash", accessibilityLabel: "Clear")
                clearButton = self.makePlainButton()
            }
            func makeToggle(_ imageName: String, accessibilityLabel label: String) -> UIButton {
                let button = UIButton(type: .custom)
                button.accessibilityLabel = label
                return button
            }
            func makePlainButton() -> UIButton { UIButton(type: .custom) }
        }
        """
        // `clearButton` is also made by `makePlainButton`, which names nothing: still reported.
        XCTAssertEqual(lines(source), [6])
    }
}
