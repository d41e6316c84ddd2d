/// An image-only bar button item (UIKit, Interface Builder, SwiftUI toolbar) with no accessibility label.
struct BarButtonItemMissingLabelRule: Rule, SymbolDescriptionDefaults {
    typealias Options = SymbolDescriptionOptions<BarButtonItemMissingLabelRule>

    static let defaultDescribedSymbols = SymbolDescriptions.defaultDescribed

    static let defaultPartlyDescribedSymbols = SymbolDescriptions.defaultPartlyDescribed

    static let metadata = RuleMetadata(
        id: "bar-button-item-missing-label",
        summary: "An image-only bar button item has no accessibility label.",
        rationale: """
            A bar button item that shows only an image is announced by VoiceOver from its image: an \
            asset name ("ic_filter_24"; mozilla-mobile/firefox-ios#16841 heard "Cross circle fill extra \
            large, button" for a close glyph), a generic "button", or an SF Symbol description that rarely \
            names the action ("list bullet" for "Edit list"). Voice Control users cannot say its name. \
            Checked: `UIBarButtonItem(image:…)` in every form (`.init(image:)`, `self.init(image:)` in \
            convenience initializers, `customView:` wrapping an image-only `UIButton` or a button subclass that names none of its \
            instances, or a `UIImageView` that takes touches: a recognizer, `isUserInteractionEnabled` or made an \
            element, in this file or on the property in any file of the type; a plain image view is no control and no \
            accessibility element by default, isAccessibilityElement, so in a bar it is a decoration, like a logo), \
            storyboard and xib \
            `<barButtonItem image=…>`, and SwiftUI `ToolbarItem` buttons, links and menus whose label is \
            only an `Image` (in a `ToolbarItem`, directly in `.toolbar { }`, or in `.navigationBarItems`, with \
            the label as a trailing closure or a `label:` argument, parenthesized or not). A \
            label set anywhere counts: `accessibilityLabel`, `title` (the item's visible text), a label alias \
            (an `@IBInspectable` property whose setter assigns `accessibilityLabel`, found automatically, in \
            code or as an IB runtime attribute), an IB outlet whose Swift property gets a label, project \
            initializers that set one, a project function the item is passed to whose body, in any file, labels \
            that parameter (`setupAccessibility(forSidebarButton: item)`), and on Mac Catalyst the `label` or `title` of the \
            `NSToolbarItem(itemIdentifier:barButtonItem:)` that wraps the item. A custom view's button is \
            matched by its declaration: a titled `let button` in another method is another button. System items are labeled (UIBarButtonItem.SystemItem: "The system \
            Done button, localized"). SF Symbols whose automatic description already names a common action \
            (`xmark`, `plus`, `trash`, …; the `described_symbols` option) are not reported; symbols whose \
            description only approximates it (`arrow.clockwise`, `questionmark`, `speaker*`; \
            `partly_described_symbols`) are reported as `info`; a SwiftUI toolbar button whose only image is an \
            asset named by one plain English word for the action (`Image("close")`, read "close, button") is not \
            reported (an item that may show a checkmark and may show an \
            xmark shows a yes/no state, not an action, and is reported); the same holds for the project's image constants, \
            resolved across files (`image: .trash` with `extension UIImage { static let trash = \
            UIImage(systemName: "trash") }`, also through a helper taking `systemName:`, a value type whose static \
            instances carry the name, or a string enum's raw value), while a constant made from an asset \
            (`UIImage(named:)`) names nothing. Those two lists rest on VoiceOver's observed \
            output, not on Apple documentation (none names the descriptions): extend or empty them with the \
            options.
            """,
        fix: """
            Give the item a label: `item.accessibilityLabel = String(localized: "Next unread")` (UIKit), \
            a Title or Accessibility Label in Interface Builder, `.accessibilityLabel("Edit list")` or \
            `Label("Edit list", systemImage: "list.bullet")` with `.labelStyle(.iconOnly)` (SwiftUI).
            """,
        severity: .warning,
        wcag: ["1.1.1", "4.1.2", "2.5.3"],
        frameworks: [.uiKit, .interfaceBuilder, .swiftUI],
        precision: .high,
        options: Options.documentation,
        triggeringExamples: [
            Example("""
                final class InboxViewController: UIViewController {
                    private lazy var filterItem = ↓UIBarButtonItem(image: UIImage(named: "filter"), style: .plain,
                                                                  target: self, action: #selector(toggleFilter))
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = filterItem
                    }
                }
                """),
            Example("""
                struct ListScreen: View {
                    @State private var isEditing = false
                    var body: some View {
                        List { Text("Groceries") }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    ↓Button { isEditing = true } label: { Image(systemName: "list.bullet") }
                                }
                            }
                    }
                }
                """),
            Example("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes>
                        <scene sceneID="a1">
                            <objects>
                                <navigationItem key="navigationItem" id="n1">
                                    ↓<barButtonItem key="rightBarButtonItem" image="line.3.horizontal.decrease" id="b1"/>
                                </navigationItem>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, fileExtension: "storyboard"),
        ],
        nonTriggeringExamples: [
            Example("""
                final class ReaderViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let next = UIBarButtonItem(image: UIImage(systemName: "chevron.down"), style: .plain,
                                                   target: self, action: #selector(nextArticle))
                        next.accessibilityLabel = String(localized: "Next article")
                        navigationItem.rightBarButtonItems = [
                            next, UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add)),
                        ]
                    }
                }
                """),
            Example("""
                struct Composer: View {
                    var body: some View {
                        Form { Text("Draft") }
                            .toolbar {
                                ToolbarItem {
                                    Button { send() } label: { Image(systemName: "paperplane") }
                                        .accessibilityLabel("Send")
                                }
                                ToolbarItem { Button("Drafts", systemImage: "tray") { showDrafts() } }
                            }
                    }
                }
                """),
            Example("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes>
                        <scene sceneID="a1">
                            <objects>
                                <barButtonItem image="star" id="b1">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Star"/>
                                    </userDefinedRuntimeAttributes>
                                </barButtonItem>
                                <barButtonItem title="Settings" image="gear" id="b2"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, fileExtension: "storyboard"),
        ])

    static let triggers = ["UIBarButtonItem", "ToolbarItem", "ToolbarItemGroup", "toolbar", "navigationBarItems",
                           "rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems",
                           "toolbarItems", "setToolbarItems"]
    /// `self.init(image:)` in a bar button item type, `.init(image:)` where an item is expected.
    static let lookups = ["init"]

    let options: Options

    init(options: Options) {
        self.options = options
    }

    func check(_ file: SwiftFileContext, collected constants: ImageConstants.Table) -> [RuleFinding] {
        checkUIKit(file, constants: constants) + checkToolbars(file)
    }

    // MARK: - Messages

    /// The message for a UIKit or storyboard item.
    static func itemMessage(image: String?) -> String {
        let shown = image.flatMap { $0.isEmpty ? nil : " ('\($0)')" } ?? ""
        return "This bar button item shows only an image\(shown) and has no accessibility label, so VoiceOver "
            + "announces the image instead of the action and Voice Control users cannot name it."
    }

    /// The message for a SwiftUI toolbar control.
    static func toolbarMessage(control: String, symbol: String?) -> String {
        let shown = symbol.map { " ('\($0)')" } ?? ""
        return "This toolbar \(control) is labeled only by an image\(shown), so VoiceOver reads the image "
            + "description instead of the action and Voice Control users cannot name it."
    }
}

/// The project's image constants (`extension UIImage { static let trash = UIImage(systemName: "trash") }`),
/// collected from every file so `UIBarButtonItem(image: .trash, …)` is judged by the symbol it shows.
/// Also the project's functions that label a bar button item they take (`func setupAccessibility(forSidebarButton
/// button: UIBarButtonItem)` assigning `button.accessibilityLabel`), as keys `labelingHelperPrefix + "name:position"`.
extension BarButtonItemMissingLabelRule: CollectingRule {
    typealias FileInfo = ImageConstants.Table
    typealias Collected = ImageConstants.Table

    /// The prefix of a labeling helper's key in the collected table (no constant's key starts with it).
    static let labelingHelperPrefix = "@labels "

    static var collectedNames: [String] { ["accessibilityLabel", "title"] }

    static func collect(from file: CollectionContext) -> ImageConstants.Table {
        var table = ImageConstants.collect(from: file.index)
        if file.mayMention("accessibilityLabel") || file.mayMention("title") {
            for helper in ImageMissingLabelRule.labelingHelpers(in: file.index, members: LabelEvidence.labels.union(["title"])) {
                table[labelingHelperPrefix + helper] = ""
            }
        }
        return table
    }

    static func merge(_ infos: [ImageConstants.Table]) -> ImageConstants.Table {
        ImageConstants.merge(infos)
    }
}
