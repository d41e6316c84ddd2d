import XCTest
@testable import A11yLintCore

/// Edge cases of reading a tap's action to the end: methods of the same type followed into their
/// bodies (empty, haptics only, dismissing the keyboard through another object), clearing a
/// selection, and SwiftUI dimming scrims shown only while something is open.
final class TapGestureActionEffectTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testLoggingMethodIsNoActionOnlyWhereNoSubclassCanFillItIn() {
        let source = """
        struct Ruler: View {
            func mark(_ value: Int) {
            }
            var body: some View { Text("1").onTapGesture { mark(1) } }
        }
        class TileView: UIView {
            let label = UILabel()
            func setUp() {
                label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            }
            @objc func tapped() { didTapTile() }
            func didTapTile() {}
            private func unused() {}
        }
        final class BadgeView: UIView {
            let label = UILabel()
            func setUp() {
                label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            }
            @objc func tapped() { pulse() }
            private func pulse() { print("tap") }
        }
        struct Stepper2: View {
            func mark(_ value: Int) {}
            func mark(_ value: String) { store.save(value) }
            var body: some View { Text("2").onTapGesture { mark(2) } }
        }
        """
        // An empty body may be a placeholder (judged by the name); the class's open hook
        // (`didTapTile`) may be filled in by a subclass; a private method that only logs is no
        // action; overloads are not resolved, so the tap stays a finding.
        XCTAssertEqual(lines([("Views.swift", source)]), ["Views.swift:4", "Views.swift:9", "Views.swift:26"])
    }

    func testHapticsOnlyIsNoAction() {
        let source = """
        struct Chip: View {
            let generator = UIImpactFeedbackGenerator(style: .light)
            var body: some View {
                VStack {
                    Text("A").onTapGesture { Haptics.shared.play(.soft) }
                    Text("B").onTapGesture {
                        let feedback = UISelectionFeedbackGenerator()
                        feedback.selectionChanged()
                    }
                    Text("C").onTapGesture { generator.impactOccurred(); store.pick("C") }
                }
            }
        }
        """
        XCTAssertEqual(lines([("Chip.swift", source)]), ["Chip.swift:10"])
    }

    func testDeselectIsExemptOnContainersButNotOnALoneLabelOrAPresentingState() {
        let source = """
        struct Chart: View {
            @State private var selectedBar: Int?
            @State private var selectedEntry: Entry?
            @State private var highlighted: Set<Int> = []
            var body: some View {
                VStack {
                    HStack { Text("Total") }.onTapGesture { selectedBar = nil }
                    HStack { Text("Legend") }.onTapGesture { highlighted = [] }
                    Image(systemName: "xmark.circle").onTapGesture { selectedBar = nil }
                    HStack { Text("Entry") }.onTapGesture { selectedEntry = nil }
                    HStack { Text("First") }.onTapGesture { selectedBar = 0 }
                    HStack { Text("Reset") }.onTapGesture { selectedBar = nil; store.reload() }
                }
                .popover(item: $selectedEntry) { entry in EntryView(entry: entry) }
            }
        }
        """
        // An icon that clears is a "Clear" button; the popover's state closes the popover; selecting
        // to something, or clearing and acting, is a button's job.
        XCTAssertEqual(lines([("Chart.swift", source)]), ["Chart.swift:9", "Chart.swift:10", "Chart.swift:11", "Chart.swift:12"])
    }

    /// `selection.clear()` / `selection.reset()` empty the selected set as `removeAll()` does; a
    /// `clear()` on anything else (a cache, a draft) is no deselect.
    func testClearingTheSelectionObjectIsADeselect() {
        let source = """
        struct ShelfPanel: View {
            @StateObject private var selection = ShelfSelection()
            @StateObject private var draft = Draft()
            var body: some View {
                VStack {
                    RoundedRectangle(cornerRadius: 12).overlay { items }.onTapGesture { selection.clear() }
                    HStack { Text("Discard") }.onTapGesture { draft.clear() }
                    HStack { Text("Start over") }.onTapGesture { selectedItems.reset() }
                }
            }
        }
        """
        XCTAssertEqual(lines([("ShelfPanel.swift", source)]), ["ShelfPanel.swift:7"])
    }

    /// A tap that only takes the focus from the active field, through a subject or a method named for it,
    /// is a keyboard dismissal; `focus.send(.next)` moves the focus and is not exempt by name.
    func testUnfocusingTheActiveFieldIsAKeyboardDismissal() {
        let source = """
        struct UnfocusOnTap: ViewModifier {
            @Environment(\\.unfocusActiveField) private var unfocus
            @Environment(\\.focusRouter) private var focus
            func body(content: Content) -> some View {
                VStack {
                    content.onTapGesture { unfocus.send(.commit) }
                    HStack { Text("Form") }.onTapGesture { unfocusAllFields() }
                    HStack { Text("Next") }.onTapGesture { focus.send(.next) }
                }
            }
        }
        """
        XCTAssertEqual(lines([("Unfocus.swift", source)]), ["Unfocus.swift:8"])
    }

    func testKeyboardDismissalThroughAnotherObjectWhateverTheMethodIsCalled() {
        let source = """
        final class NoteViewController: UIViewController {
            private let editor = EditorBar()
            private weak var focusedCell: NoteCell?
            private let titleLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
                titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(titleTapped)))
            }
            @objc private func backgroundTapped() {
                finishInput()
                focusedCell?.clearSelection()
            }
            private func finishInput() { editor.field.endEditing(true) }
            @objc private func titleTapped() {
                finishInput()
                renameNote()
            }
            private func renameNote() { present(RenameViewController(), animated: true) }
        }
        """
        XCTAssertEqual(lines([("NoteViewController.swift", source)]), ["NoteViewController.swift:8"])
    }

    func testSwiftUIScrimShownWhileOpenClosesWhateverItCalls() {
        let source = """
        struct Drawer: View {
            @State private var open = false
            @State private var showPlans = false
            func collapse(_ section: Int) { withAnimation { sections.remove(section) } }
            var body: some View {
                ZStack {
                    Content()
                        .background(open ? Color.black.opacity(0.45).onTapGesture { collapse(0); open = false } : nil)
                    if open {
                        Color.gray.opacity(0.3).onTapGesture { collapse(1); open.toggle() }
                        Color.black.opacity(0.3).onTapGesture { open = false; showPlans = true }
                        Color.black.opacity(0.3).onTapGesture { collapse(2) }
                        RoundedRectangle(cornerRadius: 4).fill(Color.blue).onTapGesture { collapse(3); open = false }
                    }
                    Color.black.opacity(0.3).onTapGesture { collapse(4); open = false }
                }
            }
        }
        """
        // Opening plans, not closing what the scrim is shown for, a solid blue shape, and a dimming
        // colour shown always are buttons.
        XCTAssertEqual(lines([("Drawer.swift", source)]),
                       ["Drawer.swift:11", "Drawer.swift:12", "Drawer.swift:13", "Drawer.swift:15"])
    }

    func testALabelInsideShownContentIsAControlNotTheOverlayTappedAway() {
        let source = """
        struct FilterBar: View {
            @State private var searching = false
            @State private var banner: String?
            var body: some View {
                VStack {
                    if searching {
                        HStack {
                            TextField("Filter", text: $query)
                            Image(systemName: "checkmark.circle").onTapGesture { searching = false }
                        }
                    }
                    if let banner {
                        Text(banner).onTapGesture { self.banner = nil }
                    }
                    if searching {
                        HStack { Text("Searching") }.onTapGesture { searching = false }
                    }
                }
            }
        }
        """
        XCTAssertEqual(lines([("FilterBar.swift", source)]), ["FilterBar.swift:9"])
    }
}
