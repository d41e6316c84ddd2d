/// A cell or row made one accessibility element, so the controls inside it can no longer be reached.
struct RowControlsHiddenRule: Rule {
    static let metadata = RuleMetadata(
        id: "row-controls-hidden",
        summary: "A cell or row is made one accessibility element, and the controls inside it can no longer be reached.",
        rationale: """
            Making a row one accessibility element reads it in one swipe, but an element's subviews are no \
            longer accessibility elements of their own: VoiceOver, Switch Control and Voice Control cannot \
            reach the buttons, switches and sliders inside it unless the element offers their actions as \
            custom actions (Apple's UIAccessibility documentation: an accessibility element's subviews are \
            not accessible). Reported: a `UITableViewCell` / `UICollectionViewCell` subclass (any class in \
            the chain named `…Cell`) that sets `isAccessibilityElement = true` on itself (or overrides it to \
            return `true`) and declares a stored property holding a control (`UIButton`, `UISwitch`, \
            `UISlider`, `UIStepper`, `UISegmentedControl`, a `UITextField` or a project `UIControl` subclass; \
            by annotation, initializer or a factory method's return type, in any file, or assigned a new \
            control in the cell's own methods, as Objective-C instance variables are), while no class of its \
            chain provides `accessibilityCustomActions` or handles the element's own activation or adjustment \
            (`accessibilityActivate`, `accessibilityIncrement`/`Decrement`) and none sets \
            `isAccessibilityElement` to anything else; SwiftUI `.accessibilityElement()` / \
            `.accessibilityElement(children: .ignore)` on a view whose content calls a `Button`, `Toggle`, \
            `Link`, `NavigationLink`, `Menu`, `Picker`, `Stepper` or `ShareLink`, with no \
            `.accessibilityAction`, `.accessibilityActions`, `.accessibilityAdjustableAction`, \
            `.accessibilityRepresentation` or `.accessibilityHidden(true)` on the element, unless every use \
            of that view offers an accessibility action doing what the inner controls do. \
            `.accessibilityElement(children: .combine)` is not reported: SwiftUI keeps the children's \
            actions on the combined element (the default action may become a named action, \
            AccessibilityChildBehavior.combine). Known false negatives: a cell made one element from its \
            view controller (`cell.isAccessibilityElement = true`), controls added only as locals, and \
            SwiftUI controls inside a custom view called in the row. Known false positives: a control whose \
            action is the same as selecting the row, and custom actions assigned to the cell from another \
            type (`cell.accessibilityCustomActions = …` in the data source). Opt-in for now: on 89 judged \
            sites over 34 apps it had no false positive but found 4 of the 5 violations (recall 0.80, below the \
            0.85 a default rule must reach), the miss being a cell made one element by its view controller.
            """,
        fix: """
            Keep the row one element and give it the controls' actions: UIKit \
            `accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in … }]`, SwiftUI \
            `.accessibilityAction(named: "Delete") { … }` (one per inner control), and a value for a switch's \
            state (`accessibilityValue`); or let the controls stay elements of their own \
            (`.accessibilityElement(children: .contain)` / `.combine`, `isAccessibilityElement = false` on the \
            cell).
            """,
        severity: .warning,
        wcag: ["2.1.1", "4.1.2"],
        frameworks: [.uiKit, .swiftUI],
        isOptIn: true,
        precision: .high,
        triggeringExamples: [
            Example("""
                final class DownloadCell: UITableViewCell {
                    private let cancelButton = UIButton(type: .system)
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        contentView.addSubview(cancelButton)
                        ↓isAccessibilityElement = true
                    }
                }
                """),
            Example("""
                final class SettingCell: UICollectionViewCell {
                    @IBOutlet private var toggle: UISwitch!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        self.↓isAccessibilityElement = true
                        accessibilityLabel = "Notifications"
                    }
                }
                """),
            Example("""
                struct EpisodeRow: View {
                    let episode: Episode
                    var body: some View {
                        HStack {
                            Text(episode.title)
                            Spacer()
                            Button { download(episode) } label: { Image(systemName: "arrow.down.circle") }
                        }
                        .↓accessibilityElement(children: .ignore)
                        .accessibilityLabel(episode.title)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class DownloadCell: UITableViewCell {
                    private let cancelButton = UIButton(type: .system)
                    func configure() {
                        isAccessibilityElement = true
                        accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Cancel") { [weak self] _ in
                            self?.cancel()
                            return true
                        }]
                    }
                }
                """),
            Example("""
                final class SummaryCell: UITableViewCell {
                    private let titleLabel = UILabel()
                    func configure() {
                        isAccessibilityElement = true
                    }
                }
                """),
            Example("""
                struct EpisodeRow: View {
                    let episode: Episode
                    var body: some View {
                        HStack {
                            Text(episode.title)
                            Button { download(episode) } label: { Image(systemName: "arrow.down.circle") }
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
                """),
            Example("""
                struct EpisodeRow: View {
                    let episode: Episode
                    var body: some View {
                        HStack {
                            Text(episode.title)
                            Button { download(episode) } label: { Image(systemName: "arrow.down.circle") }
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(episode.title)
                        .accessibilityAction(named: "Download") { download(episode) }
                    }
                }
                """),
        ])

    static let triggers = ["isAccessibilityElement", "accessibilityElement"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext, collected: [String: [String]]) -> [RuleFinding] {
        var findings = uiKitFindings(file, controls: collected)
        findings += swiftUIFindings(file)
        return findings.sorted { $0.range.start < $1.range.start }
    }

    // MARK: - Messages

    /// The message for a UIKit cell.
    static func message(cell: String, controls: [String]) -> String {
        let names = controls.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (controls.count > 3 ? ", …" : "")
        return "'\(cell)' is one accessibility element, so VoiceOver and Switch Control cannot reach its controls "
            + "(\(names)): offer them as accessibilityCustomActions."
    }

    /// The message for a SwiftUI element.
    static func message(control: String) -> String {
        "This view is one accessibility element that ignores its children, so VoiceOver and Switch Control cannot "
            + "reach the '\(control)' inside it: add .accessibilityAction(named:) for it, or use children: .combine."
    }
}
