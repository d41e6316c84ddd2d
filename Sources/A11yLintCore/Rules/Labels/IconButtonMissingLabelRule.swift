/// A button that shows only an image (SwiftUI, UIKit, Interface Builder) and has no accessibility label.
struct IconButtonMissingLabelRule: Rule, SymbolDescriptionDefaults {
    typealias Options = SymbolDescriptionOptions<IconButtonMissingLabelRule>

    static let defaultDescribedSymbols = SymbolDescriptions.defaultDescribed

    /// The bar-button lists, plus symbols common on content buttons (media, list
    /// editing, composing, paging) whose description only approximates the action:
    /// "minus" for "Remove choice", "play" for "Play video", "pencil" for "Edit".
    static let defaultPartlyDescribedSymbols = SymbolDescriptions.defaultPartlyDescribed + [
        "minus", "minus.circle*", "play*", "pause*", "stop*", "backward*", "forward*", "paperplane*", "pencil",
        "chevron.right", "chevron.forward", "arrow.left", "arrow.right", "arrow.clockwise.circle*",
        "arrow.counterclockwise.circle*", "at", "number",
    ]

    static let metadata = RuleMetadata(
        id: "icon-button-missing-label",
        summary: "A button that shows only an image has no accessibility label.",
        rationale: """
            A button whose only content is an image has no name of its own. VoiceOver announces the \
            image instead: an asset name ("ic_share_24"), the description of an SF Symbol ("quote \
            opening" for "Quote this link", "cube" for "What's new"), or only "button" for a decorative \
            or remote image, so its users must guess what it does. Voice Control users cannot say its \
            name to tap it. Checked: SwiftUI `Button`, `Link`, `Menu`, `NavigationLink`, `Toggle` and \
            `ShareLink` (and configured `components.buttons`) whose label is only an `Image`, `AsyncImage` \
            or configured image, or a generated asset-catalog image (SwiftGen's `Asset.Icons.close.image`, \
            `….swiftUIImage`: an `Image` of the asset, with no description, whether the generated file is \
            in the repository or made at build time; modifiers after it, a project's sizing or tinting \
            helper among them, are read like those on `Image(…)`, and a style namespace's member named \
            `Text` in them (`.foregroundStyle(Design.Text.primary)`) is a color, not a `Text` view), an image reaching the \
            label as a value (a view helper of the same type whose whole body is one `Image`, `navImage(img: \
            "chevron-left")` or `var closeIcon: some View`, a `systemName:` taken from the caller's literal; a \
            parameter declared `Image` that every caller in the file fills with images, `fieldButton(icon: \
            Asset.Icons.qr.image)`; a caller passing a value the file cannot follow leaves it unjudged); UIKit buttons given an image (`setImage(_:for:)`, \
            `UIButton.systemButton(with:…)`, a configuration's `image`) with no title; storyboard and xib \
            `<button>`s with an image and no title. Each place a UIKit button is given an image is judged on \
            its own (`.normal` and `.selected`, each branch of `if #available`), so an asset image in the \
            fallback branch is reported even when the other branch shows a described symbol, and a title set \
            only in another branch of the conditional that sets the image (the `else` of `if #available`, \
            another `case` of a `switch`) does not name it where the image shows. Otherwise a name set \
            anywhere counts: `.accessibilityLabel`, a \
            title, `Label(…)` with `.labelStyle(.iconOnly)`, `Image(_:label:)`, `accessibilityLabel` or a \
            label alias in the same function, in another extension or file, in the button's class (an \
            override), in the closure or factory that builds it (also when the property is stored from a local the \
            factory made: `let picker = makePickerButton(); pickerButton = picker`), by the callers of the factory, through an \
            IB outlet, or the Identity inspector; a button passed to a helper as a parameter \
            (`applyIcon(name, to: button)`) is named when every caller in the file names the button it passes. A label is resolved by the type that owns the property: \
            `doneButton.setTitle(…)` in another screen names that screen's button, not this one (a \
            superclass or subclass counts), and one caller titling its instance of a button class names no \
            other instance. Hiding counts too (`isAccessibilityElement = false`, \
            `.accessibilityHidden(true)`, an enclosing element that ignores or combines its children), and \
            so does a view that is itself one accessibility element (a cell whose every \
            `isAccessibilityElement` write on `self` is `true`, or an IB ancestor with Accessibility \
            Enabled): VoiceOver does not stop on the buttons inside it, including one a styling helper sets the \
            image of (`static func checkmark(_ button: UIButton, …)` in a nested `Style` enum) when every caller in \
            the file passes a button of such a view. A button belongs to the element it sits in: the writes on \
            `self` count in the class and its superclasses in other files, and a button class that sets its own \
            image is inside an element when every type holding one (a property or a local of that class, in any \
            file) is such a view, or a view held only by such views. A view that also lists its own \
            `accessibilityElements` (set or overridden) keeps the buttons it lists as elements, so they are judged. \
            Toolbar and navigation-bar buttons, and buttons given to `UIBarButtonItem(customView:)`, are \
            left to `bar-button-item-missing-label`; a button made an item's custom view where that rule sees no \
            item (`self.init(customView: button)` in a convenience initializer, `customView = button` in a bar \
            item subclass, `item.customView = button`) is judged here, and named by a label set on that item. Code under `#if os(macOS)` is checked too: VoiceOver on \
            the Mac reads an unnamed button the same way. SF Symbols \
            whose automatic description names a common action (`xmark`, `plus`, `trash`, …; the \
            `described_symbols` option) are not reported; those that only approximate it \
            (`arrow.clockwise`, `questionmark`, `speaker*`; `partly_described_symbols`) are `info`, as are \
            buttons with `.help(…)`, which adds a tooltip and a hint but no name. A control that may show a \
            checkmark and may show an xmark (`isRunning ? "checkmark" : "xmark"`) shows a yes/no state: \
            "checkmark" or "close" names no action, so it is reported. A SwiftUI asset image named by one plain \
            English word for the action (`Image("close")`, `Image("share")`: SwiftUI labels it \
            with that name, read "close, button") names the control and is not reported; identifiers \
            (`ic_close`, `close_24`) and state words (`favorite`) are. A symbol passed through a project \
            function or computed property that redraws it into a bitmap (`UIImage(systemName: "plus")?.imageWithColor(…)`, \
            whose body, in any file, uses `UIGraphicsImageRenderer`, an image context, `lockFocus` or \
            `UIImage(cgImage:)`, directly or through another such helper) keeps no description and is judged \
            like an asset. Only `systemName:` and \
            `systemSymbol:` images are judged as symbols; asset names are not. Known misses: a label set \
            through a custom view modifier, a label set by a factory whose result reaches the property \
            other than directly or through one local, \
            toolbar buttons in macOS-only code (neither rule reports them), a custom button class used as \
            a bar item's custom view, and configured buttons showing only configured images in a file that \
            mentions no `Image`. A label set through another object's path with the same property name \
            (`cell.playButton` on a cell of unknown type) silences this one. \
            Like every rule, it does not judge code that never runs (a declaration the app never names, README \
            "Code that never runs"); the cost is a view reached only through a name built at run time.
            """,
        fix: """
            Name the button: `Button("Share", systemImage: "square.and.arrow.up") { … }`, \
            `Label("Share", systemImage: …)` with `.labelStyle(.iconOnly)`, or `.accessibilityLabel("Share")` \
            (SwiftUI); `button.accessibilityLabel = String(localized: "Share")`, or a title in its \
            configuration (UIKit); an Accessibility Label in Interface Builder's Identity inspector.
            """,
        severity: .warning,
        wcag: ["1.1.1", "4.1.2", "2.5.3"],
        frameworks: [.swiftUI, .uiKit, .interfaceBuilder],
        precision: .high,
        options: Options.documentation,
        triggeringExamples: [
            Example("""
                struct EpisodeControls: View {
                    let episode: Episode
                    var body: some View {
                        HStack {
                            ↓Button { player.skip(by: -15) } label: {
                                Image("skip-back-15")
                            }
                            Spacer()
                            ↓Link(destination: episode.transcriptURL) { Image(systemName: "quote.bubble") }
                        }
                    }
                }
                """),
            Example("""
                final class StoryViewController: UIViewController {
                    private let shareButton = UIButton(type: .system)

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        shareButton.↓setImage(UIImage(named: "share-story"), for: .normal)
                        shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
                        view.addSubview(shareButton)
                    }
                }
                """),
            Example("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view contentMode="scaleToFill" id="v1">
                            <subviews>
                                ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                    <state key="normal" image="icon-favorite"/>
                                </button>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """, fileExtension: "xib"),
        ],
        nonTriggeringExamples: [
            Example("""
                struct EpisodeControls: View {
                    var body: some View {
                        HStack {
                            Button { player.skip(by: -15) } label: { Image("skip-back-15") }
                                .accessibilityLabel("Back 15 seconds")
                            Button { player.close() } label: { Image(systemName: "xmark") }
                            Button { favorite() } label: {
                                Label("Favorite", systemImage: "star").labelStyle(.iconOnly)
                            }
                        }
                        .toolbar {
                            ToolbarItem { Button { share() } label: { Image("share") } }
                        }
                    }
                }
                """),
            Example("""
                final class SearchBarView: UIStackView {
                    private let previousButton = UIButton(type: .system)

                    func configure() {
                        previousButton.setImage(UIImage(systemName: "chevron.up"), for: .normal)
                        previousButton.accessibilityLabel = String(localized: "Previous result")
                        let clear = UIButton(type: .system)
                        clear.setImage(UIImage(named: "clear-field"), for: .normal)
                        clear.setTitle(String(localized: "Clear"), for: .normal)
                    }
                }
                """),
            Example("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                            <state key="normal" image="icon-favorite"/>
                            <accessibility key="accessibilityConfiguration" label="Favorite"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b2">
                            <state key="normal" title="Retry" image="arrow.clockwise" catalog="system"/>
                        </button>
                    </objects>
                </document>
                """, fileExtension: "xib"),
        ])

    static let triggers = ["Button", "Link", "Menu", "NavigationLink", "Toggle", "ShareLink", "Image",
                           "setImage", "systemButton", "configuration", "Configuration"]
    /// Images inside configured buttons; titles set on UIKit buttons; bar button items' custom views.
    static let lookups = ["AsyncImage", "setTitle", "setAttributedTitle", "customView"]

    let options: Options

    init(options: Options) {
        self.options = options
    }

    func check(_ file: SwiftFileContext, collected labels: Collected) -> [RuleFinding] {
        (checkSwiftUI(file) + checkUIKit(file, labels: labels)).sorted { $0.range.start < $1.range.start }
    }

    /// The configured symbol lists.
    var symbolDescriptions: SymbolDescriptions {
        options.symbolDescriptions
    }

    /// Label evidence that names a UIKit button or hides it: labels, label aliases (declared
    /// and configured: the project model merges both), titles, `isAccessibilityElement = false`.
    func acceptedEvidence(_ project: ProjectModel) -> Set<String> {
        ControlNaming.labelMembers(project).union(LabelEvidence.titles).union([LabelEvidence.hiding])
    }

    /// Whether a button class names itself (an `accessibilityLabel` override, a label
    /// or title set on `self`), or callers name its instances (`let b = IconButton(); b.accessibilityLabel = …`).
    static func typeIsNamed(_ type: String, project: ProjectModel, labels: Collected, accepted: Set<String>) -> Bool {
        typeNamesItself(type, project: project, labels: labels, accepted: accepted) || labels.isLabeledResult(of: type, by: accepted)
    }

    /// Whether a button class names every instance of itself: an `accessibilityLabel`
    /// override, a label or title set on `self` (in it or a superclass). A title or label set on `self`
    /// in an extension of a UIKit class (`extension UIButton { func setText(_ text: Localized) { setTitle(…) } }`)
    /// is a helper that names the buttons it is called on, not every subclass; an override there still names all.
    static func typeNamesItself(_ type: String, project: ProjectModel, labels: Collected, accepted: Set<String>) -> Bool {
        let isFrameworkClass = { (owner: String) in
            KnownTypes.superclass[owner] != nil && project.typeKinds[owner]?.contains(.class) != true
        }
        for owner in project.classChain(of: type) where !isFrameworkClass(owner) {
            if let found = labels.inTypes["\(owner)|"], !found.isDisjoint(with: accepted) { return true }
        }
        return project.writes(in: type, receiver: "").contains { write in
            accepted.contains(write.member) && (!isFrameworkClass(write.type) || write.value.contains(.isOverride))
        }
    }

    /// Whether instances of a view class are one accessibility element: every write of
    /// `isAccessibilityElement` on `self` (in it, a superclass or an extension, or an
    /// override returning it) is `true`. Its subviews are not separate VoiceOver stops, unless
    /// the class also lists its own `accessibilityElements` (set or overridden anywhere in its
    /// chain): a cell that names the controls it still exposes keeps them as elements.
    static func isSingleElement(_ type: String, project: ProjectModel) -> Bool {
        guard !project.isKind(type, of: "UIViewController") else { return false }
        let writes = project.writes(in: type, receiver: "")
        let element = writes.filter { $0.member == "isAccessibilityElement" }
        return !element.isEmpty && element.allSatisfy { $0.value.contains(.isTrue) }
            && !writes.contains { $0.member == "accessibilityElements" }
    }

    // MARK: - Messages

    /// The message for a SwiftUI control.
    static func controlMessage(control: String, image: String, hasHelp: Bool) -> String {
        let shown = image.isEmpty ? "" : " ('\(image)')"
        let help = hasHelp ? " Its `.help` text is a tooltip and hint, not a name." : ""
        return "This \(control) is labeled only by an image\(shown), so VoiceOver reads the image's description or "
            + "name instead of the action and Voice Control users cannot name it.\(help)"
    }

    /// The message for a UIKit or Interface Builder button.
    static func buttonMessage(image: String) -> String {
        let shown = image.isEmpty ? "" : " ('\(image)')"
        return "This button shows only an image\(shown) and has no title or accessibility label, so VoiceOver "
            + "announces the image instead of the action and Voice Control users cannot name it."
    }
}
