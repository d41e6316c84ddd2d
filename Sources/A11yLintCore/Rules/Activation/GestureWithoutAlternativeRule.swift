/// An action reachable only by a long press or a swipe, with no accessibility
/// alternative (a custom action, a context menu, a control doing the same).
struct GestureWithoutAlternativeRule: Rule {
    static let metadata = RuleMetadata(
        id: "gesture-without-alternative",
        summary: "An action is reachable only by a long press or a swipe, with no accessibility alternative.",
        rationale: """
            A long press or a swipe that performs an action (opens a menu of message actions, runs a command, \
            shows a picker, deletes) is out of reach for many people: VoiceOver's double tap and hold is \
            undiscoverable and VoiceOver swallows swipes for its own navigation; Voice Control offers "long \
            press" only on a named element and no swipe on a custom view; Switch Control and Full Keyboard \
            Access have no long press or swipe at all unless the app exposes the action \
            (`accessibilityCustomActions`, `.accessibilityAction`, `.contextMenu`, which VoiceOver lists under \
            Actions). Reported at the recognizer's creation (UIKit: `UILongPressGestureRecognizer` and \
            `UISwipeGestureRecognizer`, with `target:action:` or `addTarget(_:action:)`) or at the `.onLongPressGesture` / \
            `LongPressGesture()` (SwiftUI, with an `.onEnded` action attached through `.gesture`, \
            `.simultaneousGesture` or `.highPriorityGesture`). Not reported: touch-down recognizers \
            (`minimumPressDuration = 0`, `minimumDuration: 0`); multi-finger recognizers \
            (`numberOfTouchesRequired` other than 1: usually shortcuts for on-screen actions); handlers that \
            close or dismiss (drag-to-dismiss of a screen with a close control), are named for a pan or drag \
            (`handlePan`: a long press used to move or inspect content), read the touch location \
            (inspecting a chart, picking a point; unless it looks up the row or item there, \
            `indexPathForItem(at:)`) or only focus or dismiss the keyboard; gestures on controls \
            (a long press on a button is a shortcut beside its own tap, unless it is a SwiftUI `Button` whose own \
            action calls something else), on scroll, map and web views, on a view that also has a tap \
            (`.onTapGesture` performing the same action or none we recognize, a `TapGesture`), a context menu, swipe actions or any \
            accessibility action, inside a container with a context menu or accessibility action, or whose \
            action a Button of the same type also performs; a UIKit handler another `#selector` names or the \
            file calls directly; files that set `accessibilityCustomActions` anywhere; swipes whose handler (or a function \
            of the file it calls) updates a visible tab or page selector (`selectedIndex`, `currentPage`); \
            recognizers with `allowedPressTypes` (Siri Remote presses); views whose class \
            (any file, extension or superclass) sets custom actions or overrides `accessibilityActivate`, \
            `accessibilityIncrement`/`Decrement`, `accessibilityScroll` or `accessibilityPerformEscape`; tvOS \
            files and code under `#if os(macOS)`. Known false negatives (left out for precision): drag, pan \
            and pinch gestures, `onDrag`/`draggable` reordering, long presses composed with a drag \
            (`.sequenced(before: DragGesture())`), a long press on a UIKit control or beside a `TapGesture` \
            value that does something else, a gesture returned by a function, and \
            multi-finger long presses and swipes. Known false positives: a handler declared in another file is \
            judged by its name only (one that just inspects a chart point is reported), and an alternative \
            reached from another screen (a settings switch that turns the gesture into a tap, a menu elsewhere \
            offering the same command) is not seen. \
            Opt-in: on the judged ecosystem sample its findings were all right (7 of 7) but it found fewer than \
            half of the gesture-only actions (recall 0.44), below what a default rule must reach.
            """,
        fix: """
            Expose the action: in SwiftUI add `.contextMenu { Button(…) }` or \
            `.accessibilityAction(named: "…") { … }` performing the same action; in UIKit set \
            `accessibilityCustomActions = [UIAccessibilityCustomAction(name: "…") { _ in …; return true }]` on \
            the view (or the cell), or add a visible button or menu item that calls the same method.
            """,
        severity: .warning,
        wcag: ["2.1.1", "2.5.1"],
        frameworks: [.swiftUI, .uiKit],
        isOptIn: true,
        precision: .high,
        triggeringExamples: [
            Example("""
                struct SyncStatusView: View {
                    @ObservedObject var model: SyncModel
                    var body: some View {
                        Label(model.lastSync, systemImage: "arrow.triangle.2.circlepath")
                            .↓onLongPressGesture { model.syncNow() }
                    }
                }
                """),
            Example("""
                struct TagChip: View {
                    let tag: Tag
                    @Binding var tags: [Tag]
                    var body: some View {
                        Text(tag.name)
                            .padding(6)
                            .simultaneousGesture(↓LongPressGesture(minimumDuration: 0.6).onEnded { _ in
                                tags.removeAll { $0.id == tag.id }
                            })
                    }
                }
                """),
            Example("""
                final class CommentCell: UITableViewCell {
                    weak var delegate: CommentCellDelegate?
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        let press = ↓UILongPressGestureRecognizer(target: self, action: #selector(showActions(_:)))
                        addGestureRecognizer(press)
                    }
                    @objc private func showActions(_ recognizer: UILongPressGestureRecognizer) {
                        guard recognizer.state == .began else { return }
                        delegate?.commentCellRequestsActions(self)
                    }
                }
                """),
            Example("""
                struct PumpStatusView: View {
                    @ObservedObject var pump: PumpModel
                    var body: some View {
                        PumpGauge(level: pump.level)
                            .onTapGesture { pump.isDetailPresented = true }
                            .↓onLongPressGesture { pump.primeNow() }
                    }
                }
                """),
            Example("""
                struct TipButton: View {
                    let tipper: Tipper
                    var body: some View {
                        Button { tipper.sendDefaultTip() } label: { Image(systemName: "bolt") }
                            .simultaneousGesture(↓LongPressGesture().onEnded { _ in tipper.showCustomAmount() })
                    }
                }
                """),
            Example("""
                final class PlayerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let swipe = ↓UISwipeGestureRecognizer(target: self, action: #selector(skipTrack))
                        swipe.direction = .left
                        artworkView.addGestureRecognizer(swipe)
                    }
                    @objc func skipTrack() { player.advance() }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct SyncStatusView: View {
                    @ObservedObject var model: SyncModel
                    var body: some View {
                        Label(model.lastSync, systemImage: "arrow.triangle.2.circlepath")
                            .onLongPressGesture { model.syncNow() }
                            .accessibilityAction(named: "Sync now") { model.syncNow() }
                    }
                }
                """),
            Example("""
                struct TagChip: View {
                    let tag: Tag
                    @Binding var tags: [Tag]
                    var body: some View {
                        Text(tag.name)
                            .onLongPressGesture { remove() }
                            .contextMenu { Button("Remove", role: .destructive) { remove() } }
                    }
                    func remove() { tags.removeAll { $0.id == tag.id } }
                }
                """),
            Example("""
                struct PumpStatusView: View {
                    @ObservedObject var pump: PumpModel
                    var body: some View {
                        PumpGauge(level: pump.level)
                            .onTapGesture { pump.primeNow() }
                            .onLongPressGesture { pump.primeNow() }
                    }
                }
                """),
            Example("""
                struct TipButton: View {
                    let tipper: Tipper
                    var body: some View {
                        Button(action: tipper.sendDefaultTip) { Image(systemName: "bolt") }
                            .simultaneousGesture(LongPressGesture().onEnded { _ in tipper.sendDefaultTip() })
                        Button { tipper.showCustomAmount() } label: { Text("Custom") }
                            .onLongPressGesture { tipper.showCustomAmount() }
                    }
                }
                """),
            Example("""
                struct PressableCard: View {
                    @State private var isPressed = false
                    var body: some View {
                        CardContent()
                            .scaleEffect(isPressed ? 0.97 : 1)
                            .onLongPressGesture(minimumDuration: 0) { } onPressingChanged: { isPressed = $0 }
                    }
                }
                """),
            Example("""
                final class CommentCell: UITableViewCell {
                    weak var delegate: CommentCellDelegate?
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showActions)))
                        accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Actions") { [weak self] _ in
                            self?.showActions()
                            return true
                        }]
                    }
                    @objc private func showActions() { delegate?.commentCellRequestsActions(self) }
                }
                """),
            Example("""
                final class PhotoViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self,
                                                                           action: #selector(close))
                        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(close))
                        swipe.direction = .down
                        view.addGestureRecognizer(swipe)
                    }
                    @objc func close() { dismiss(animated: true) }
                }
                """),
            Example("""
                final class PlayerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let press = UILongPressGestureRecognizer(target: self, action: #selector(showSpeedMenu))
                        speedButton.addGestureRecognizer(press)
                    }
                    @objc func showSpeedMenu() { present(speedMenu, animated: true) }
                }
                """),
        ])

    static let triggers = ["onLongPressGesture", "LongPressGesture", "UILongPressGestureRecognizer",
                           "UISwipeGestureRecognizer"]

    static let lookups = ["addGestureRecognizer", "accessibilityCustomActions", "addTarget"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        checkUIKit(file) + checkSwiftUI(file)
    }

    // MARK: - Messages

    /// The message for a SwiftUI long press.
    static func swiftUIMessage() -> String {
        "This long press performs an action that the view offers no other way: VoiceOver users rarely find a "
            + "double tap and hold, and Switch Control and Full Keyboard Access have no long press."
    }

    /// The fix for SwiftUI.
    static func swiftUIFix() -> String {
        "Add .contextMenu { Button(…) } or .accessibilityAction(named: \"…\") { … } performing the same action, "
            + "or a visible Button."
    }

    /// The message for a UIKit recognizer.
    static func uiKitMessage(gesture: String, handler: String, view: String) -> String {
        let kind = gesture == "UISwipeGestureRecognizer" ? "swipe" : "long press"
        return "This \(kind) on \(view) runs \(handler), which nothing else in this file calls: VoiceOver swallows "
            + "swipes and long presses are hard to find, and Switch Control and Full Keyboard Access cannot "
            + "perform them without accessibilityCustomActions."
    }

    /// The fix for UIKit.
    static func uiKitFix() -> String {
        "Set accessibilityCustomActions on the view (or cell) with a UIAccessibilityCustomAction that performs the "
            + "same action, or add a button or menu item calling the same method."
    }
}
