import XCTest
@testable import A11yLintCore

final class RowControlsHiddenRuleTests: XCTestCase {
    let id = RowControlsHiddenRule.id

    func lines(_ files: [(path: String, text: String)]) -> [Int] {
        lint(files, rules: [id]).map(\.start.line)
    }

    func testMessageNamesTheCellAndItsControls() {
        let source = """
        final class PlayerCell: UITableViewCell {
            let playButton = UIButton()
            @IBOutlet var muteSwitch: UISwitch!
            func setUp() {
                isAccessibilityElement = true
            }
        }
        """
        let found = lint([("PlayerCell.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [5])
        XCTAssertEqual(found.first?.message, RowControlsHiddenRule.message(cell: "PlayerCell", controls: ["muteSwitch", "playButton"]))
    }

    func testControlsDeclaredInASuperclassInAnotherFileCount() {
        let base = """
        class BaseMediaCell: UICollectionViewCell {
            @IBOutlet weak var deleteButton: UIButton!
        }
        """
        let cell = """
        final class AudioCell: BaseMediaCell {
            override func awakeFromNib() {
                super.awakeFromNib()
                self.isAccessibilityElement = true
            }
        }
        """
        XCTAssertEqual(lines([("BaseMediaCell.swift", base), ("AudioCell.swift", cell)]), [4])
    }

    func testCustomActionsInAnExtensionOrAConditionalElementAreNotReported() {
        let cell = """
        final class FileCell: UITableViewCell {
            let moreButton = UIButton()
            func setUp() { isAccessibilityElement = true }
        }
        """
        let actions = """
        extension FileCell {
            override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                get { [UIAccessibilityCustomAction(name: "More") { _ in true }] }
                set {}
            }
        }
        """
        XCTAssertEqual(lines([("FileCell.swift", cell), ("FileCell+Actions.swift", actions)]), [])
        let conditional = """
        final class EditableCell: UITableViewCell {
            let deleteButton = UIButton()
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                isAccessibilityElement = true
                if editing { isAccessibilityElement = false }
            }
        }
        """
        XCTAssertEqual(lines([("EditableCell.swift", conditional)]), [])
    }

    func testOnlyTheCellItselfAndOnlyCellsAreReported() {
        let source = """
        final class BannerView: UIView {
            let closeButton = UIButton()
            func setUp() { isAccessibilityElement = true }
        }
        final class TitleCell: UITableViewCell {
            let infoButton = UIButton()
            func setUp() {
                infoButton.isAccessibilityElement = true
                contentView.isAccessibilityElement = true
            }
        }
        final class ProgressCell: UITableViewCell {
            let cancelButton = UIButton()
            override var isAccessibilityElement: Bool {
                get { !isEditing }
                set {}
            }
        }
        """
        XCTAssertEqual(lines([("Views.swift", source)]), [])
    }

    func testSwiftUIIgnoreWithoutActionsAndCoveredUses() {
        let source = """
        struct TrackRow: View {
            let track: Track
            var body: some View {
                HStack {
                    Text(track.title)
                    Button { favorite(track) } label: { Image(systemName: "heart") }
                }
                .accessibilityElement()
            }
        }
        struct QueueRow: View {
            let track: Track
            var body: some View {
                HStack {
                    Text(track.title)
                    Button { favorite(track) } label: { Image(systemName: "heart") }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityHidden(true)
            }
        }
        struct Wrapper: View {
            var body: some View {
                Button { open() } label: { Text("Open"); Image(systemName: "chevron.right") }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Open")
            }
        }
        """
        XCTAssertEqual(lines([("Rows.swift", source)]), [8])
        let found = lint([("Rows.swift", source)], rules: [id])
        XCTAssertEqual(found.first?.message, RowControlsHiddenRule.message(control: "Button"))
    }

    func testLocalControlsInTheCellsMethodsAreNotProperties() {
        let source = """
        final class ActionRowCell: UICollectionViewCell {
            func setUp() {
                isAccessibilityElement = true
            }
            static func register() {
                let button: UIButton = UIButton()
                var other: UISwitch
                other = UISwitch()
                _ = (button, other)
            }
        }
        """
        XCTAssertEqual(lines([("ActionRowCell.swift", source)]), [])
    }
}
