/// A control that people can see and use but that is hidden from assistive technologies.
struct HiddenInteractiveElementRule: Rule {
    static let metadata = RuleMetadata(
        id: "hidden-interactive-element",
        summary: "A visible, enabled control is hidden from assistive technologies.",
        rationale: """
            An element hidden from accessibility is skipped by VoiceOver, Switch Control and Full Keyboard \
            Access, and Voice Control shows no name or number for it: an action that sighted users tap is out \
            of reach for everyone who does not touch the screen (WCAG 2.1.1, 4.1.2). Reported: SwiftUI \
            `.accessibilityHidden(true)` / `.accessibility(hidden: true)` on a `Button`, `Toggle`, `Link`, \
            `NavigationLink`, `Menu`, `Picker`, `Slider`, `Stepper`, `DisclosureGroup` or another control, on a \
            container whose content holds one (info: the control may repeat an action reachable elsewhere), or \
            on a view with `.onTapGesture`; UIKit `isAccessibilityElement = false` or \
            `accessibilityElementsHidden = true` on a `UIButton` or another `UIControl` (known from its declared \
            or inferred type, or a name ending in `Button`); Interface Builder buttons and controls whose \
            Accessibility \"Enabled\" box is unchecked. Not reported when the control is not usable or not \
            visible either: a condition as the value (`.accessibilityHidden(!isVisible)`, usually paired with \
            opacity), `.disabled(true)`, `.hidden()`, `.opacity(0)`, `.allowsHitTesting(false)`, a `Color.clear` \
            tap area, `isHidden = true`, `isEnabled = false`, `isUserInteractionEnabled = false`, a button with \
            a clear background laid over a cell (VoiceOver's activation of the cell taps through it), IB \
            `hidden`, `enabled=\"NO\"` or `userInteractionEnabled=\"NO\"`; nor when the same action is reachable \
            another way: an enclosing view with `.accessibilityAction(s)`, `.accessibilityElement(children: \
            .combine)`, `.accessibilityRepresentation` or `.onTapGesture`, another control in the same type \
            with the same action (in UIKit: every method the hidden control's `addTarget`/`addAction`/event closure \
            runs is also run by another control's action in the type, directly or from the method that action \
            calls: a hidden clear button whose `clearText()` the visible Cancel button's `cancel()` calls too), \
            or a UIKit container that declares `accessibilityCustomActions`, \
            `accessibilityActivate`, `accessibilityIncrement` or its own `accessibilityElements`; in Interface \
            Builder, an enclosing view that is itself an accessibility element with a gesture recognizer that has \
            an action (activating the row runs it). A control belongs to the accessibility element it sits in: \
            inside a view that makes itself one element (`isAccessibilityElement = true` on `self`, in the class \
            or a superclass in another file, or an override), or put into one (`addSubview`, \
            `addArrangedSubview`, `arrangedSubviews: [...]` of a view set `isAccessibilityElement = true`), it is \
            never a separate element, so hiding it hides nothing (whether the element offers the action, with a \
            `.button` trait or an `accessibilityActivate` override, is the container's question; a cell that \
            swallows its controls is `row-controls-hidden`'s finding). A control whose label is only \
            `EmptyView()` (a `NavigationLink` driven by `isActive:`) draws nothing and takes no focus. Known false \
            positives: an action also offered by a keyboard shortcut, a menu, or a row's selection handler in \
            another type. Known false negatives: controls hidden through a helper, a variable or a parent \
            hidden in another file.
            """,
        fix: """
            Remove `.accessibilityHidden(true)` / `isAccessibilityElement = false` from the control and give it \
            a label (`.accessibilityLabel`, `accessibilityLabel`). If the control duplicates another, or the \
            row is read as one element, move its action to the container: `.accessibilityAction(named:)` / \
            `accessibilityCustomActions = [UIAccessibilityCustomAction(name:…)]`. Hide only what is decorative.
            """,
        severity: .warning,
        wcag: ["2.1.1", "4.1.2"],
        frameworks: [.swiftUI, .uiKit, .interfaceBuilder],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct PlayerBar: View {
                    var body: some View {
                        Button { skip() } label: { Image(systemName: "goforward.30") }
                            .↓accessibilityHidden(true)
                    }
                }
                """),
            Example("""
                final class ServerViewController: UIViewController {
                    let scanButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.setImage(UIImage(systemName: "qrcode.viewfinder"), for: .normal)
                        ↓button.isAccessibilityElement = false
                        return button
                    }()
                }
                """),
            Example("""
                struct FileDetails: View {
                    @State private var isExpanded = false
                    var body: some View {
                        DisclosureGroup("File path", isExpanded: $isExpanded) { Text(path) }
                            .↓accessibility(hidden: true)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct SpoilerRow: View {
                    @Binding var isRevealed: Bool
                    var body: some View {
                        HStack {
                            Text(warning)
                            Button { isRevealed.toggle() } label: { Image(systemName: "chevron.down") }
                                .accessibilityHidden(true)
                        }
                        .onTapGesture { isRevealed.toggle() }
                    }
                }
                """),
            Example("""
                struct Badge: View {
                    var body: some View {
                        Image(systemName: "star.fill").accessibilityHidden(true)
                        Button("Close") { close() }.accessibilityHidden(!isPresented)
                    }
                }
                """),
            Example("""
                final class FeedCell: UICollectionViewCell {
                    @IBOutlet var disclosureButton: UIButton!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        isAccessibilityElement = true
                        disclosureButton.isAccessibilityElement = false
                    }
                    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                        get { [UIAccessibilityCustomAction(name: "Collapse") { _ in self.toggle() }] }
                        set {}
                    }
                }
                """),
            Example("""
                final class OnboardingViewController: UIViewController {
                    let pageControl = UIPageControl()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        pageControl.isAccessibilityElement = false
                        pageControl.isUserInteractionEnabled = false
                    }
                }
                """),
        ])

    static let triggers = ["accessibilityHidden", "accessibility", "isAccessibilityElement", "accessibilityElementsHidden"]
    static let lookups = ["onTapGesture", "arrangedSubviews"] + HiddenInteractiveElementRule.placingCalls.sorted()
        + HiddenInteractiveElementRule.actionAttachers.sorted()

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        swiftUIFindings(file) + uiKitFindings(file)
    }

    /// What the hidden element is.
    enum Shape {
        /// A control itself (`Button`, `UIButton`).
        case control
        /// A view whose content holds a control.
        case container
        /// A view with a tap gesture.
        case tappable
    }

    /// The message.
    static func message(control: String, shape: Shape) -> String {
        switch shape {
        case .container:
            return "This view is hidden from accessibility but holds a `\(control)`: VoiceOver, Switch Control and Voice Control users cannot reach it."
        case .tappable:
            return "This tappable view is hidden from accessibility: VoiceOver, Switch Control and Voice Control users cannot trigger its action."
        case .control:
            return "This `\(control)` is hidden from accessibility while it stays visible: VoiceOver, Switch Control and Voice Control users cannot reach its action."
        }
    }
}
