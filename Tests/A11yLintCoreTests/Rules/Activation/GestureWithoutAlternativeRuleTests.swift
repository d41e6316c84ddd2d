import XCTest
@testable import A11yLintCore

final class GestureWithoutAlternativeRuleTests: XCTestCase {
    let id = GestureWithoutAlternativeRule.id

    /// Lines of the rule's findings in a project.
    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testMessagesNameTheGestureAndHandler() {
        let source = """
        final class TrackView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(skip)))
            }
            @objc func skip() { player.advance() }
        }
        struct Chip: View {
            var body: some View { Text("A").onLongPressGesture { store.pin() } }
        }
        """
        let found = lint([("Track.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [4, 9])
        XCTAssertEqual(found.first?.message,
                       GestureWithoutAlternativeRule.uiKitMessage(gesture: "UISwipeGestureRecognizer", handler: "skip",
                                                                  view: "this TrackView"))
        XCTAssertEqual(found.last?.message, GestureWithoutAlternativeRule.swiftUIMessage())
        XCTAssertEqual(found.first?.fix, GestureWithoutAlternativeRule.uiKitFix())
    }

    /// The rule is opt-in: the default rule set does not run it.
    func testIsOptIn() {
        XCTAssertTrue(GestureWithoutAlternativeRule.metadata.isOptIn)
        let source = "struct Chip: View { var body: some View { Text(\"A\").onLongPressGesture { store.pin() } } }"
        XCTAssertEqual(lint([("Chip.swift", source)]).filter { $0.ruleID == id }.count, 0)
    }

    /// A tap on the same view, a Button of the same type doing the same, an enclosing
    /// context menu, or a Button base keep SwiftUI long presses silent.
    func testSwiftUIAlternatives() {
        let source = """
        struct Row: View {
            var body: some View {
                VStack {
                    Text("A").onLongPressGesture { store.archive(item) }.onTapGesture { open(item) }
                    Text("B").onLongPressGesture { store.pin(item) }
                    Button("Pin") { store.pin(item) }
                    Button("C") { open(item) }.simultaneousGesture(LongPressGesture().onEnded { _ in store.star(item) })
                }
            }
        }
        struct MenuRow: View {
            var body: some View {
                HStack { Text("E").onLongPressGesture { store.hide(item) } }
                    .contextMenu { Button("Hide") { store.hide(item) } }
            }
        }
        struct Cell: View {
            var body: some View {
                Text("D").onLongPressGesture { store.flag(item) }
            }
        }
        """
        XCTAssertEqual(lines([("Row.swift", source)]), ["Row.swift:19"])
    }

    /// Remote presses, multi-finger swipes, handlers named by another selector or
    /// called directly, swipes that page a visible selector, and scroll views are silent.
    func testUIKitExemptions() {
        let source = """
        final class TabsView: UIView {
            let switchView = TabSwitchView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swipedLeft))
                addGestureRecognizer(swipe)
                let remote = UILongPressGestureRecognizer(target: self, action: #selector(edit))
                remote.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
                addGestureRecognizer(remote)
                let menu = UILongPressGestureRecognizer(target: self, action: #selector(showMenu))
                addGestureRecognizer(menu)
                moreButton.addTarget(self, action: #selector(showMenu), for: .touchUpInside)
            }
            @objc func swipedLeft() { showNextTab() }
            func showNextTab() { switchView.setSelectedIndex(index + 1, animated: true) }
            @objc func edit() { isEditing = true }
            @objc func showMenu() { delegate?.tabsViewWantsMenu(self) }
        }
        final class ZoomView: UIScrollView {
            func setUp() {
                addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(next)))
            }
            @objc func next() { delegate?.zoomViewWantsNext(self) }
        }
        """
        XCTAssertEqual(lines([("Tabs.swift", source)]), [])
    }

    /// Custom actions or an accessibilityActivate override on the view's class, in
    /// another file, count; a control's long press is a shortcut.
    func testAccessibilityFromOtherFilesAndControls() {
        let view = """
        final class BadgeView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(reset)))
            }
            @objc func reset() { counter.reset() }
        }
        final class ShutterButton: UIButton {
            func setUp() { addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(burst))) }
            @objc func burst() { camera.startBurst() }
        }
        """
        XCTAssertEqual(lines([("Badge.swift", view)]), ["Badge.swift:4"])
        let activation = """
        extension BadgeView {
            override func accessibilityActivate() -> Bool { reset(); return true }
        }
        """
        XCTAssertEqual(lines([("Badge.swift", view), ("Badge+Accessibility.swift", activation)]), [])
    }
    /// A recognizer configured with `addTarget(_:action:)` is judged by that handler; a
    /// handler named for a pan is not; a location-reading handler is judged only when it
    /// looks up the item under the touch.
    func testAddTargetPanAndItemLookup() {
        let source = """
        final class GalleryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let share = UILongPressGestureRecognizer()
                share.addTarget(self, action: #selector(sharePhoto))
                photoView.addGestureRecognizer(share)
                let scrub = UILongPressGestureRecognizer()
                scrub.addTarget(self, action: #selector(handlePan(_:)))
                chartView.addGestureRecognizer(scrub)
                gridView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:))))
                chartView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(inspect(_:))))
            }
            @objc func sharePhoto() { present(activityController, animated: true) }
            @objc func handlePan(_ recognizer: UIGestureRecognizer) { chart.highlight(recognizer.state) }
            @objc func pressed(_ recognizer: UIGestureRecognizer) {
                let point = recognizer.location(in: gridView)
                guard let indexPath = gridView.indexPathForItem(at: point) else { return }
                presentActions(for: indexPath)
            }
            @objc func inspect(_ recognizer: UIGestureRecognizer) {
                chart.showValue(at: recognizer.location(in: chartView))
            }
        }
        """
        XCTAssertEqual(lines([("Gallery.swift", source)]), ["Gallery.swift:4", "Gallery.swift:10"])
    }
}
