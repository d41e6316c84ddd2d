import XCTest
@testable import A11yLintCore

/// A button class that sets its own image belongs to the elements that hold it: silent when every
/// type holding one is a view that is one accessibility element (in its class or a superclass in
/// another file), reported when one holder is not, when no holder is seen, or when the element lists
/// its own `accessibilityElements`.
final class IconButtonElementHolderTests: XCTestCase {
    let id = IconButtonMissingLabelRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    let base = """
    class ReadingRowBase: UITableViewCell {
        func setUp() { isAccessibilityElement = true }
    }
    class ListedRowBase: UITableViewCell {
        func setUp() { isAccessibilityElement = true }
        override var accessibilityElements: [Any]? { get { [] } set {} }
    }
    """

    let buttons = """
    final class SpeedButton: UIButton {
        func show() { setImage(UIImage(named: "speed-1x"), for: .normal) }
    }
    final class SleepButton: UIButton {
        func show() { setImage(UIImage(named: "sleep-moon"), for: .normal) }
    }
    final class QueueButton: UIButton {
        func show() { setImage(UIImage(named: "queue-stack"), for: .normal) }
    }
    final class LoopButton: UIButton {
        func show() { setImage(UIImage(named: "loop-arrows"), for: .normal) }
    }
    final class ShuffleButton: UIButton {
        func show() { setImage(UIImage(named: "shuffle-arrows"), for: .normal) }
    }
    """

    func testAButtonClassHeldOnlyInsideElementsIsSilent() {
        let holders = """
        final class ReadingRow: ReadingRowBase {
            lazy var speedButton: SpeedButton = { SpeedButton() }()
            let sleepButton = SleepButton()
            let controls = RowControls()
        }
        final class RowControls: UIView {
            let loopButton = LoopButton()
        }
        final class PlayerBar: UIView {
            let sleepButton = SleepButton()
        }
        final class ListedRow: ListedRowBase {
            let shuffleButton = ShuffleButton()
        }
        """
        // Speed: one element holder. Loop: a plain view held only by an element. Sleep: also in a
        // plain bar. Queue: nobody holds one. Shuffle: the element lists its own elements.
        XCTAssertEqual(lines([("Base.swift", base), ("Buttons.swift", buttons), ("Holders.swift", holders)]),
                       ["Buttons.swift:5", "Buttons.swift:8", "Buttons.swift:14"])
    }
}
