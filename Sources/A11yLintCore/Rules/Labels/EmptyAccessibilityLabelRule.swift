/// An empty accessibility label on an element that stays accessible.
struct EmptyAccessibilityLabelRule: Rule {
    static let metadata = RuleMetadata(
        id: "empty-accessibility-label",
        summary: "An element that stays accessible is given an empty accessibility label.",
        rationale: """
            An empty label does not hide an element: VoiceOver still stops on it and says only its \
            traits and value ("button", "switch button, off") or nothing at all, Voice Control has no \
            name to say, and Switch Control highlights an unnamed target. Reported: \
            `.accessibilityLabel("")`, `.accessibilityLabel(Text(""))` and `.accessibility(label: Text(""))` \
            on a SwiftUI view that is not also `.accessibilityHidden(true)` / `.hidden()`, and \
            `accessibilityLabel = ""` on a UIKit control, label, text view or cell (known from its declared \
            type, or `self` in such a subclass) or on any view also made `isAccessibilityElement = true`, \
            unless the same object is hidden from assistive technologies (`isAccessibilityElement = false`, \
            `accessibilityElementsHidden = true`, `isHidden = true`) in any file, or is made a cell's \
            `accessoryView` in the same file (VoiceOver reads it with the cell, which names it). Labels that are only \
            whitespace count as empty. Not reported: an empty label on a plain `UIView` or `UIImageView`, \
            which is not an accessibility element unless made one (clearing its label changes nothing). \
            Known false negatives: empty labels built at run time (`accessibilityLabel = title ?? ""`).
            """,
        fix: """
            Give the element a short name (`.accessibilityLabel("Tracking")`, \
            `trackingSwitch.accessibilityLabel = NSLocalizedString("Tracking", comment: "")`), or, if it \
            is decorative or duplicated by a neighbour, hide it: `.accessibilityHidden(true)` / \
            `isAccessibilityElement = false`.
            """,
        severity: .warning,
        wcag: ["4.1.2", "1.1.1"],
        frameworks: [.swiftUI, .uiKit],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct PlayerBar: View {
                    var body: some View {
                        Button { togglePlay() } label: { Image(systemName: "play.fill") }
                            .↓accessibilityLabel("")
                    }
                }
                """),
            Example("""
                final class PreferencesViewController: UITableViewController {
                    @IBOutlet weak var trackingSwitch: UISwitch!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓trackingSwitch.accessibilityLabel = ""
                    }
                }
                """),
            Example("""
                struct Badge: View {
                    var body: some View {
                        Circle().fill(.red).frame(width: 8, height: 8)
                            .accessibility(↓label: Text(" "))
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct Divider2: View {
                    var body: some View {
                        Image("wave").accessibilityLabel("").accessibilityHidden(true)
                    }
                }
                """),
            Example("""
                final class HeaderView: UIView {
                    let backgroundImageView = UIImageView()
                    func configure() {
                        backgroundImageView.accessibilityLabel = ""
                    }
                }
                """),
            Example("""
                final class PreferencesViewController: UITableViewController {
                    @IBOutlet weak var trackingSwitch: UISwitch!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        trackingSwitch.accessibilityLabel = ""
                        trackingSwitch.isAccessibilityElement = false
                    }
                }
                """),
        ])

    static let triggers = ["accessibilityLabel", "accessibility"]
    /// A cell's accessory view is read as part of its cell.
    static let lookups = ["accessoryView"]

    init(options: NoOptions) {}

    /// UIKit classes that are accessibility elements by default (besides every `UIControl`).
    static let accessibleByDefault = ["UILabel", "UITextView", "UITableViewCell", "UICollectionViewCell"]

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var occurrences = file.occurrences(of: "accessibilityLabel")
        occurrences += file.occurrences(of: "accessibility")
        var findings: [RuleFinding] = []
        for literal in index.labelLiterals(at: occurrences) where literal.kind != .localizedCall {
            guard literal.text.allSatisfy({ $0 == " " }) else { continue }
            let anchor = Int(literal.anchor)
            if let chain = literal.chain {
                if index.semantics(of: chain.links).contains(.hidden) { continue }
                findings.append(file.finding(from: anchor, through: anchor, message: EmptyAccessibilityLabelRule.message()))
            } else {
                guard isAccessibleElement(receiver: literal.receiver, at: anchor, file: file),
                      !isAccessoryView(literal.receiver, file: file) else { continue }
                findings.append(file.finding(from: Int(literal.receiver.first ?? literal.anchor), through: anchor,
                                             message: EmptyAccessibilityLabelRule.message()))
            }
        }
        return findings
    }

    /// Whether the UIKit object at `receiver` is an accessibility element that stays in the tree.
    func isAccessibleElement(receiver: [Int32], at anchor: Int, file: SwiftFileContext) -> Bool {
        let project = file.project
        guard let object = file.index.receiverObject(receiver, at: anchor, project: project) else { return false }
        let type = object.type
        let writes = object.writes
        if writes.contains(where: EmptyAccessibilityLabelRule.hidesFromAssistiveTechnologies) { return false }
        if writes.contains(where: { $0.member == "isAccessibilityElement" && $0.value.contains(.isTrue) }) { return true }
        guard let type else { return false }
        return project.isControl(type) || EmptyAccessibilityLabelRule.accessibleByDefault.contains { project.isKind(type, of: $0) }
    }

    /// Whether the object is assigned as a cell's `accessoryView` in this file: VoiceOver reads
    /// it as part of the cell, which names it.
    func isAccessoryView(_ receiver: [Int32], file: SwiftFileContext) -> Bool {
        let index = file.index
        guard let last = receiver.last else { return false }
        for occurrence in file.occurrences(of: "accessoryView") {
            let name = Int(occurrence)
            guard index.isOperator(name + 1, "=") else { continue }
            let end = index.expressionEnd(from: name + 2)
            if end == name + 2, index.isSpelledAlike(name + 2, Int(last)) { return true }
        }
        return false
    }

    /// Writes that take an object out of the accessibility tree (a disabled control stays in it).
    static func hidesFromAssistiveTechnologies(_ write: MemberWrite) -> Bool {
        switch write.member {
        case "isHidden", "accessibilityElementsHidden": return write.value.contains(.isTrue)
        case "isAccessibilityElement": return write.value.contains(.isFalse)
        default: return false
        }
    }

    /// The message.
    static func message() -> String {
        "This accessibility label is empty, so VoiceOver reaches the element but has no name to speak; "
            + "name it or hide it from assistive technologies."
    }
}
