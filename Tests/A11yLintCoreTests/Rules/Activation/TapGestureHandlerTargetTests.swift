import XCTest
@testable import A11yLintCore

/// Edge cases of what a tap handler does: no action, closing its own view, a
/// scrolling area, a hit-tested location, a haptic made on both sides.
final class TapGestureHandlerTargetTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    func parse(_ text: String) -> SyntaxIndex {
        SyntaxIndex(source: SourceFile(path: "Handlers.swift", text: text), names: NameTable(names: []))
    }

    func lines(_ source: String) -> [Int] {
        lint([("Views.swift", source)], rules: [id]).map(\.start.line)
    }

    /// `action: nil` has no handler; a named action on the same label is still reported.
    func testRecognizerWithoutActionIsSilent() {
        let source = """
        final class NoteView: UIView {
            let titleLabel = UILabel()
            func setUp() {
                titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: nil))
                titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                let later = UITapGestureRecognizer(target: nil, action: nil)
                later.addTarget(self, action: #selector(open))
                iconView.addGestureRecognizer(later)
            }
            @objc func open() { delegate?.openNote() }
        }
        """
        XCTAssertEqual(lines(source), [5, 6])
    }

    /// Closing the recognizer's own view is silent; closing something else from a
    /// visible label is not, and the parameter must be the recognizer's.
    func testClosingTheRecognizersOwnView() {
        let source = """
        final class ToastHost: UIView {
            let caption = UILabel()
            func show(_ toast: UIView) {
                toast.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
                caption.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(captionTapped(_:))))
            }
            @objc func tapped(_ recognizer: UITapGestureRecognizer) {
                guard let toast = recognizer.view else { return }
                hideToast(toast)
            }
            @objc func captionTapped(_ recognizer: UITapGestureRecognizer) { hideSheet() }
        }
        """
        XCTAssertEqual(lines(source), [5])
    }

    /// A closing tap on a scroll view (by inheritance or property type) is "tap outside";
    /// an action that does something else on it is still reported.
    func testClosingTapOnAScrollingArea() {
        let source = """
        final class PlanView: UIScrollView {
            func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) }
            @objc func tapped() { NotificationCenter.default.post(name: .hidePopup, object: nil) }
        }
        final class PlanController: UIViewController {
            let table = UITableView()
            let banner = UIView()
            func setUp() {
                table.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeMenu)))
                table.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openMap)))
                banner.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeMenu)))
            }
            @objc func closeMenu() { menu.isHidden = true }
            @objc func openMap() { show(MapController(), sender: nil) }
        }
        """
        XCTAssertEqual(lines(source), [10, 11])
    }

    /// A notification post is closing only when its name says so.
    func testPostedNotificationNames() {
        let index = parse("""
        func a() { NotificationCenter.default.post(name: .dismissOverlay, object: nil) }
        func b() { NotificationCenter.default.post(name: .reloadFeed, object: nil) }
        """)
        let bodies = index.declarations.filter { $0.kind == .function }.map { index.scopes[Int($0.body)] }
        XCTAssertEqual(bodies.map { index.classifyAction(from: Int($0.open) + 1, through: Int($0.close) - 1) },
                       [.closing, .other])
    }

    /// Reading the touch location to find a character is a discrete target, not spatial; finding a
    /// row stays spatial (the cell is an element of its own).
    func testHitTestedLocationIsNotSpatial() {
        let index = parse("""
        func focus(_ g: UITapGestureRecognizer) { camera.focus(at: g.location(in: preview)) }
        func link(_ g: UITapGestureRecognizer) {
            let point = g.location(in: label)
            open(layout.characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil))
        }
        func row(_ g: UITapGestureRecognizer) {
            if let path = tableView.indexPathForRow(at: g.location(in: tableView)) { select(path) }
        }
        """)
        let bodies = index.declarations.filter { $0.kind == .function }.map { index.scopes[Int($0.body)] }
        XCTAssertEqual(bodies.map { index.classifyAction(from: Int($0.open) + 1, through: Int($0.close) - 1) },
                       [.spatial, .other, .spatial])
    }

    /// Making a haptic generator is incidental: the row tap and the inner button differ.
    func testFeedbackGeneratorIsIncidental() {
        let source = """
        struct Row: View {
            var body: some View {
                HStack {
                    Text("Episode")
                    Button { UISelectionFeedbackGenerator().selectionChanged(); play() } label: { Image(systemName: "play") }
                }
                .onTapGesture { UISelectionFeedbackGenerator().selectionChanged(); openDetails() }
            }
        }
        struct Same: View {
            var body: some View {
                HStack {
                    Text("Episode")
                    Button { UISelectionFeedbackGenerator().selectionChanged(); play() } label: { Image(systemName: "play") }
                }
                .onTapGesture { UISelectionFeedbackGenerator().selectionChanged(); play() }
            }
        }
        """
        XCTAssertEqual(lines(source), [7])
        XCTAssertTrue(SyntaxIndex.isIncidentalConstructor("UINotificationFeedbackGenerator"))
        XCTAssertFalse(SyntaxIndex.isIncidentalConstructor("FeedbackGenerator"))
    }
}

extension TapGestureHandlerTargetTests {
    /// A view used only as a navigation destination (argument or closure) is not inside
    /// the link; a view used as its label is.
    func testNavigationDestinationIsNotCoveredByTheLink() {
        let screens = """
        struct Detail: View {
            var body: some View { Text("Pick").onTapGesture { pick() } }
        }
        struct Other: View {
            var body: some View { Text("Pick").onTapGesture { pick() } }
        }
        struct Badge: View {
            var body: some View { Text("Go").onTapGesture { count() } }
        }
        """
        let root = """
        struct Root: View {
            var body: some View {
                NavigationLink(destination: Detail()) { Badge() }
                NavigationLink { Other() } label: { Text("Other") }
            }
        }
        """
        let found = lint([("Screens.swift", screens), ("Root.swift", root)], rules: [id])
        XCTAssertEqual(found.map { "\($0.path):\($0.start.line)" }, ["Screens.swift:2", "Screens.swift:5"])
    }
}
