/// SwiftUI images from assets or platform images that VoiceOver reaches with no label.
struct ImageMissingLabelRule: Rule {
    static let metadata = RuleMetadata(
        id: "image-missing-label",
        summary: "An asset or platform image is shown to VoiceOver without a label and is not marked decorative.",
        rationale: """
            SwiftUI makes every `Image` an accessibility element. An image from the asset catalog \
            (`Image("icon0")`, `Image(.logo)`) with no label is read by its asset name ("icon0, image"), and \
            one made from a `UIImage` or `NSImage` (`Image(uiImage:)`, `Image(nsImage:)`) just as "image": \
            VoiceOver users hear noise for a decoration, or nothing useful for content such as a photo, a map \
            snapshot or an avatar, and an image that is a control's only content leaves the control without a \
            name that Voice Control users can say. Reported at the `Image(`, also in widgets and in watchOS and \
            macOS code (`#if os(macOS)` included), which VoiceOver reads the same way; configured image \
            components (`components: images:`, such as `KFImage`) count as platform images. In UIKit a \
            `UIImageView` is not an element by default, so only one made an element \
            (`isAccessibilityElement = true`) that never gets a label (in any file, through a label alias, on the \
            property whose initializer closure builds it, say in a `configure(with:)` of the type, by passing it to \
            a project function that labels the parameter it takes (`applyLabel(to: logoView, …)`), or \
            by an `accessibilityLabel` override, or from its image: a `UIImageView` reads the label of the \
            `UIImage` it shows, so an image made by a call handed `accessibilityLabel:` names it) is reported, \
            at that assignment. An image that is a control's \
            only content is reported once: at the control, with a note at the image, when \
            `icon-button-missing-label` or `bar-button-item-missing-label` reports that control; at the image \
            otherwise; an asset named by one plain English word for the action (`Image("close")`) names its \
            control and is not reported there. Not reported: \
            `Image(decorative:)`, `Image(_:label:)`, SF Symbols (`Image(systemName:)`, which have automatic \
            descriptions), images with `.accessibilityHidden(true)` or `.accessibilityLabel`, images inside a \
            view that is hidden, labeled, replaced (`.accessibilityRepresentation`) or merged \
            (`.accessibilityElement(children: .ignore/.combine)`), the icon of a `Label`, images in the label of \
            a `Button`, `Link`, `NavigationLink`, `Menu`, `Toggle`, picker option or `.tabItem` that also shows \
            text (the text names the control; text only in another arm of an `if`/`switch` around the image \
            does not: when the image's arm shows, the control has only the image) or of a project wrapper whose body puts its own label closure \
            into such a control (`Toggle(isOn: $on) { label() }`), images in a `.mask`, and images kept as values \
            (`let image = Image(…)`, an array, another type's argument), whose exposure depends on where they \
            are shown. Image-typed properties and functions (`var icon: Image`, `func logo() -> Image?`) are \
            judged where their type shows them in the same file, or, when it never does, where any file shows \
            a member of that name as a view (`status.logo()` in a stack, `if let logo = status.logo() { logo }`); \
            one never shown is a value. A stored image constant (`extension Image { static let close = \
            Image("icon_close") }`) is reported where it is declared when any file shows `Image.close` as a view \
            (alone on its line or as a closure's whole content) exposed or as a control's only content; an instance \
            constant (`let badge = Image("new")`) where its type shows it, like a view helper. View helpers (`private var avatar: some View`) are judged where their type \
            uses them in the same file (or, when that file never does, where the type's parts in other files show \
            them by name: a helper in an extension shown by the body elsewhere), and a view built into a local constant (`let card = VStack { … }`) where \
            the constant is shown later in its scope (`Button(action: open) { card }`); a view's `body` is judged \
            through every use of the view in the project (previews aside): hidden, merged, or inside a control \
            that its own or the surrounding text names. A preview scaffold (a view named `…Preview` that only \
            previews construct) is never on screen, and neither are the views only it shows: not judged. \
            An image handed to a project view whose body hides or merges its content, or is a control named \
            by text, or passed in a content closure that the view shows hidden or labeled wherever it calls it \
            (`cover().accessibilityHidden(true)`), is covered. A view given to a UIKit or AppKit host \
            (`UIHostingController(rootView:)`, `NSHostingView`, `UIHostingConfiguration`) is on screen as it \
            is, so its images are exposed there even when another use puts it in a named control; a view or \
            image built into a local constant is judged where the constant is shown, and an image stored in \
            the view's own `Image` property (`@State var captcha: Image?` assigned `Image(uiImage:)` in a \
            method) where the view shows that property (not where it is compared with `nil`). A picker's own \
            label names the picker, not its options: an option that is only an image is exposed unless the \
            picker is hidden. Known false negatives: images returned as `Image` values and shown only through \
            another value (an argument, a collection), view helpers used only from other types, images passed to third-party views, \
            `AsyncImage`, and image views in storyboards. Known false positives: a view that hides or labels an \
            image in a way this rule cannot see (a custom modifier, a wrapper from a binary framework). \
            Like every rule, it does not judge code that never runs (a declaration the app never names, README \
            "Code that never runs"); the cost is a view reached only through a name built at run time.
            """,
        fix: """
            Decoration: `Image(decorative: "divider")` or `.accessibilityHidden(true)`. Content: \
            `.accessibilityLabel("Map of Home zone")` or `Image("avatar", label: Text(user.name))`. Or merge the \
            image with the text beside it: `.accessibilityElement(children: .combine)` on the row, or `Label` \
            with the image as its icon.
            """,
        severity: .warning,
        wcag: ["1.1.1"],
        frameworks: [.swiftUI, .uiKit],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct AboutHeader: View {
                    var body: some View {
                        HStack(spacing: 12) {
                            ↓Image("icon0")
                                .resizable()
                                .frame(width: 48, height: 48)
                            Text("Thanks for using Tidepool!")
                        }
                    }
                }
                """),
            Example("""
                struct ZoneCard: View {
                    let snapshot: UIImage
                    let zone: Zone
                    var body: some View {
                        VStack(alignment: .leading) {
                            ↓Image(uiImage: snapshot).resizable().scaledToFill()
                            Text(zone.name).font(.headline)
                        }
                    }
                }
                """),
            Example("""
                final class PermitViewController: UIViewController {
                    private let scanView = UIImageView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓scanView.isAccessibilityElement = true
                        view.addSubview(scanView)
                    }
                }
                """),
            Example("""
                struct Composer: View {
                    var body: some View {
                        HStack {
                            TextField("Message", text: $draft)
                            Button(action: send) {
                                ↓Image(.sendGlyph)
                            }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct AboutHeader: View {
                    var body: some View {
                        HStack(spacing: 12) {
                            Image(decorative: "icon0")
                            Image("divider").accessibilityHidden(true)
                            Image("mascot").accessibilityLabel("Tidepool's otter mascot")
                            Image(uiImage: avatar, label: Text(user.name))
                            Image(systemName: "star.fill")
                            Text("Thanks for using Tidepool!")
                        }
                    }
                }
                """),
            Example("""
                struct SettingsRow: View {
                    var body: some View {
                        NavigationLink(value: Route.notifications) {
                            HStack {
                                Image("bell-badge")
                                Text("Notifications")
                            }
                        }
                        Label {
                            Text("Export")
                        } icon: {
                            Image(uiImage: exportGlyph)
                        }
                        HStack {
                            Image(uiImage: user.avatar).clipShape(Circle())
                            Text(user.name)
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
                """),
            Example("""
                enum Provider {
                    case github, gitlab
                    var logo: Image {
                        switch self {
                        case .github: Image("github-mark")
                        case .gitlab: Image("gitlab-tanuki")
                        }
                    }
                }
                """),
            Example("""
                final class PermitViewController: UIViewController {
                    private let scanView = UIImageView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        scanView.isAccessibilityElement = true
                        scanView.accessibilityLabel = String(localized: "Scanned day-use permit")
                    }
                }
                """),
        ])

    static let triggers = ["Image", "isAccessibilityElement"]
    static let componentTriggers: [ComponentRole] = [.images]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext, collected uses: Collected) -> [RuleFinding] {
        (checkSwiftUI(file, uses: uses) + checkUIKit(file, labelingHelpers: uses.labelingHelpers)).sorted { $0.range.start < $1.range.start }
    }

    /// SwiftUI images: each `Image(…)` (and configured image component) judged by where it ends up.
    func checkSwiftUI(_ file: SwiftFileContext, uses: Collected) -> [RuleFinding] {
        let index = file.index
        let walker = ImageExposureWalker(index: index, buttons: file.components.buttons, images: file.components.images,
                                         project: file.project, uses: uses)
        var findings: [RuleFinding] = []
        for name in ["Image"] + file.components.images.sorted() {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                // `Image(…)` or `SwiftUI.Image(…)`, not `someValue.Image(…)`.
                if index.kind(token - 1) == .period, !index.isName(token - 2, "SwiftUI") { continue }
                guard let call = index.call(named: token), call.open >= 0,
                      let source = imageSource(of: call, index: index, isComponent: name != "Image") else { continue }
                let start = index.kind(token - 1) == .period ? token - 2 : token
                var finding: RuleFinding
                switch walker.exposure(of: start...Int(call.end), accompanied: false) {
                case .covered, .value, .body, .slot:
                    continue
                case .exposed:
                    finding = file.finding(from: token, through: token, message: ImageMissingLabelRule.message(source: source))
                case .onlyContent(let control):
                    // `Button(action: close) { Image("close") }`: SwiftUI names it by the asset's word.
                    if case .asset(let asset?) = source, SyntaxIndex.isSpokenActionWord(asset) { continue }
                    finding = file.finding(from: token, through: token,
                                           message: ImageMissingLabelRule.onlyContentMessage(source: source, control: control))
                    // Reported once, at the control, when icon-button-missing-label or
                    // bar-button-item-missing-label reports the control it labels.
                    finding.contentNote = ImageMissingLabelRule.contentNote(source: source)
                }
                findings.append(finding)
            }
        }
        return findings
    }

    // MARK: - Image sources

    /// What VoiceOver reads for an unlabeled image.
    enum ImageSource: Equatable {
        /// An asset catalog image; its name when written as a literal or a resource.
        case asset(String?)
        /// A `UIImage`/`NSImage`, or a configured image component: read as "image".
        case platformImage
    }

    /// The source of an `Image(…)` call, or `nil` for images that are labeled,
    /// decorative, SF Symbols or made by initializers this rule does not know.
    func imageSource(of call: CallSite, index: SyntaxIndex, isComponent: Bool) -> ImageSource? {
        if call.arguments.contains(where: { $0.label >= 0 && index.isText(Int($0.label), "label") }) { return nil }
        if isComponent { return .platformImage }
        guard let first = call.arguments.first else { return nil }
        if first.label >= 0 {
            let label = Int(first.label)
            return index.isText(label, "uiImage") || index.isText(label, "nsImage") ? .platformImage : nil
        }
        // `Image("name")`, `Image(name, bundle: .module)`, `Image(.resource)`, `Image(ImageResource.logo)`.
        for argument in call.arguments.dropFirst() {
            guard argument.label >= 0, index.isText(Int(argument.label), "bundle")
                    || index.isText(Int(argument.label), "variableValue") else { return nil }
        }
        let start = Int(first.start)
        let end = Int(first.end)
        if index.kind(start) == .stringStart, end == start + 2, index.kind(start + 1) == .stringSegment {
            return .asset(index.text(start + 1))
        }
        if index.kind(start) == .stringStart, end == start + 1 { return .asset("") }
        if index.kind(end) == .identifier, index.kind(end - 1) == .period,
           index.kind(start) == .period || index.isName(start, "ImageResource") {
            return .asset(index.text(end))
        }
        return .asset(nil)
    }

    // MARK: - Messages

    /// What VoiceOver says for the image.
    static func spoken(_ source: ImageSource) -> String {
        switch source {
        case .asset(let name?) where !name.isEmpty:
            return "its asset name ('\(name)')"
        case .asset:
            return "its asset name"
        case .platformImage:
            return "just 'image'"
        }
    }

    /// The message for an image exposed as an element of its own.
    static func message(source: ImageSource) -> String {
        "This image has no accessibility label and is not marked decorative, so VoiceOver reads \(spoken(source)) "
            + "instead of what it shows."
    }

    /// The note a control's finding gets for the image that is its only content.
    static func contentNote(source: ImageSource) -> String {
        "The control's only content is this image, which has no accessibility label (VoiceOver reads \(spoken(source)))."
    }

    /// The message for an image that is a control's only content.
    static func onlyContentMessage(source: ImageSource, control: String) -> String {
        "This image is the only content of a \(control) and has no accessibility label, so VoiceOver names the "
            + "\(control) by \(spoken(source)) and Voice Control users cannot say its name."
    }
}
