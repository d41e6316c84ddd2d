/// Buttons and tappable views whose fixed size is below the minimum touch target.
struct SmallTouchTargetRule: Rule {
    struct Options: RuleOptions {
        /// The smallest width and height, in points, a touch target may have.
        var minimum: Double = 44
        init() {}

        enum CodingKeys: String, CodingKey { case minimum }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            minimum = try container.decodeIfPresent(Double.self, forKey: .minimum) ?? 44
        }
    }

    static let metadata = RuleMetadata(
        id: "small-touch-target",
        summary: "A button or tappable view is smaller than the minimum touch target.",
        rationale: """
            People with tremors or limited dexterity, and Switch Control and Voice Control users who tap \
            what they select, miss small targets; Apple asks for at least 44 × 44 pt (WCAG 2.5.8 asks for 24, \
            2.5.5 for 44; the `minimum` option sets the bar). Reported: a SwiftUI `Button`, `Link`, `Menu`, \
            `Toggle`, `NavigationLink` or `ShareLink` (or a view with `.onTapGesture`) whose size the source \
            fixes below the minimum — a `.frame(width:height:)` with numbers on the control, or on the single \
            view of its label — after adding the paddings that follow the frame and any larger `.frame` on \
            the control; and a UIKit button (declared `UIButton`/control, or named `…Button`/`…Btn`) given a \
            width or height constraint of a smaller constant. `.contentShape` does not enlarge a target by \
            itself: it takes the frame it is applied to. Not reported: default-styled buttons and links in watchOS code (a file importing WatchKit or in a WatchKit/watchOS/…WatchApp/…Watch Extension folder), which get the bordered platter; buttons in toolbars, navigation bars, \
            lists, forms, menus and swipe actions (the system gives them larger hit areas; also views \
            built in properties named like `toolbar` or `navBar`, and a view type that the project places only in \
            bars, in any file: `ToolbarItem { RefreshButton() }`, `.navigationBarItems(trailing: SortMenu())`); buttons with a style other than plain or \
            borderless (the style may pad the label); a frame from variables; a 0 pt constraint, which collapses the \
            button out of a layout variant rather than sizing a target; a UIKit button made to take no touches \
            (`isUserInteractionEnabled = false` on it in its type, in the closure that builds the property, or on \
            the local), an indicator drawn with a button rather than a target; macOS-only code (pointer \
            targets); bar button items' custom views; files that override `point(inside:with:)`; a SwiftUI view \
            that the project uses only in previews (`#Preview { Badge() }`), which nobody meets on screen. Known false \
            negatives: labels with several views or `if` branches, sizes set by Auto Layout elsewhere, \
            storyboard buttons. Known false positives: a small button inside a larger tappable row.
            """,
        fix: """
            Make the target at least 44 × 44 pt while keeping the visual small: \
            `.frame(minWidth: 44, minHeight: 44)` or `.padding(10)` before `.contentShape(Rectangle())`; \
            in UIKit constrain the button to 44 pt and center a smaller image in it (or use \
            `UIButton.Configuration` content insets).
            """,
        severity: .warning,
        wcag: ["2.5.8", "2.5.5"],
        frameworks: [.swiftUI, .uiKit],
        precision: .high,
        options: [OptionDocumentation("minimum", default: "44", "The smallest width and height, in points, a touch target may have.")],
        triggeringExamples: [
            Example("""
                struct ChipView: View {
                    var body: some View {
                        Button { remove() } label: {
                            Image(systemName: "xmark")
                                .↓frame(width: 20, height: 20)
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel("Remove")
                    }
                }
                """),
            Example("""
                struct FollowButton: View {
                    var body: some View {
                        Button("Follow") { follow() }
                            .↓frame(width: 100, height: 30)
                            .background(Capsule().fill(.tint))
                    }
                }
                """),
            Example("""
                final class PlayerBar: UIView {
                    let closeButton = UIButton(type: .close)
                    func layout() {
                        NSLayoutConstraint.activate([
                            ↓closeButton.widthAnchor.constraint(equalToConstant: 24),
                            ↓closeButton.heightAnchor.constraint(equalToConstant: 24),
                        ])
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct ChipView: View {
                    var body: some View {
                        Button { remove() } label: {
                            Image(systemName: "xmark")
                                .frame(width: 20, height: 20)
                                .padding(12)
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel("Remove")
                    }
                }
                """),
            Example("""
                struct Editor: View {
                    var body: some View {
                        TextEditor(text: $text)
                            .toolbar {
                                ToolbarItem {
                                    Button { save() } label: { Image(systemName: "checkmark").frame(width: 24, height: 24) }
                                        .accessibilityLabel("Save")
                                }
                            }
                    }
                }
                """),
            Example("""
                final class PlayerBar: UIView {
                    let closeButton = UIButton(type: .close)
                    let divider = UIView()
                    func layout() {
                        closeButton.widthAnchor.constraint(equalToConstant: 44).isActive = true
                        divider.heightAnchor.constraint(equalToConstant: 1).isActive = true
                    }
                }
                """),
        ])

    /// What every finding needs besides a frame or anchor: a SwiftUI control or tap gesture
    /// (`controls`, `onTapGesture`, configured buttons) or UIKit's `equalToConstant:` label. Frames
    /// and anchors are far more common (layout code), so they are only looked up.
    static let triggers = ["Button", "Link", "Menu", "Toggle", "NavigationLink", "ShareLink", "onTapGesture",
                           "equalToConstant"]
    static let componentTriggers: [ComponentRole] = [.buttons]
    static let lookups = Platforms.lookups + ["point", "frame", "widthAnchor", "heightAnchor", "isUserInteractionEnabled"]

    let options: Options

    init(options: Options) {
        self.options = options
    }

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        var findings = checkSwiftUI(file)
        findings += checkUIKit(file)
        guard !findings.isEmpty, !file.isMacOnly else { return [] }
        return findings
    }

    // MARK: - Messages

    /// The message for a SwiftUI target of `width` × `height` points.
    static func message(width: Double, height: Double, minimum: Double) -> String {
        "This touch target is \(points(width)) × \(points(height)) pt, smaller than \(points(minimum)) × \(points(minimum)) pt: "
            + "people with limited dexterity and Switch Control users miss it."
    }

    /// The message for a UIKit constraint of `constant` points.
    static func message(constant: Double, dimension: String, minimum: Double) -> String {
        "This button's \(dimension) is constrained to \(points(constant)) pt, under the \(points(minimum)) pt minimum touch "
            + "target: people with limited dexterity and Switch Control users miss it."
    }

    /// `44` for whole numbers, `4.8` otherwise.
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
