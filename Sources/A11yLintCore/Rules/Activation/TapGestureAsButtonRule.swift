/// A tap gesture that turns a label, image or container into a button
/// without giving it button semantics.
struct TapGestureAsButtonRule: Rule {
    struct Options: RuleOptions {
        /// Extra words that mark a tap handler as closing something (`"collapse"`, `"skip"`).
        var dismissalWords: [String] = []
        init() {}

        enum CodingKeys: String, CodingKey { case dismissalWords = "dismissal_words" }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            dismissalWords = try container.decodeIfPresent([String].self, forKey: .dismissalWords) ?? []
        }
    }

    static let metadata = RuleMetadata(
        id: "tap-gesture-as-button",
        summary: "A tap gesture makes a view act like a button without button semantics.",
        rationale: """
            A `UITapGestureRecognizer` or `.onTapGesture` turns a label, image or container into \
            something people tap, but assistive technologies still see static content: VoiceOver \
            does not say "button", reads each child separately, and gives no pressed highlight; \
            Voice Control offers no "tap" name for it; Switch Control and Full Keyboard Access may \
            skip it (reproduced in mozilla-mobile/firefox-ios#25586: a tappable text got no role from \
            VoiceOver, was left out of Switch Control's scanning and did not answer to its name in Voice \
            Control). Not reported, each for a documented reason: a handler that only calls an injected closure (`onTap?()`, `action()` defaulting to `{}`) that no code of the app ever supplies (it does nothing); a handler that repeats a titled control's except for analytics or tracking calls; a large layout region tapped only to turn states off (`recording = false`: click elsewhere to stop a mode); views that get the `.button`/`.link` \
            trait (UIAccessibilityTraits.button, the element "behaves like a button"), an \
            `accessibilityActivate` override ("the accessibility system calls this method when a VoiceOver \
            user double taps the selected element"), custom actions (assistive technologies "display your \
            custom actions", accessibilityCustomActions), an `.accessibilityAction` ("actions allow \
            assistive technologies, such as the VoiceOver, to interact with the view by invoking the \
            action") or an enclosing `Button` (also the one a `PrimitiveButtonStyle` or `ToggleStyle` draws:             a tap in its `makeBody` that runs the control, `configuration.trigger()` or `configuration.isOn`,             leaves the `Button` or `Toggle` its role, value and activation) — also when those live in another file (extensions, the \
            view's own class, every call site of a SwiftUI view, the bodies of the custom views a tapped `Group` or \
            stack shows, through `if`/`else`, when each of them makes itself a button element) or on the view it lives in when that view makes \
            itself one accessibility element (`isAccessibilityElement = true` with the trait, custom actions or an \
            activate override: VoiceOver stops on the container, not the subview); recognizers on controls (a UIKit \
            control is an accessibility element by default, isAccessibilityElement), the view's type resolved a \
            member at a time across files (`footer.learnMoreButton`, declared `UIButton` in the footer's file; \
            project subclasses of `UIButton`; in Objective-C an instance variable declared in the class's braces, \
            `__weak IBOutlet UIButton *_altButton;`, or a header's `@property` reached through its `_name` storage), \
            or never attached (a property's placeholder `UITapGestureRecognizer()` that the type replaces with the \
            recognizer it attaches); and taps on a \
            background, scrim or dimming view that close an overlay, because VoiceOver's dismiss gesture \
            calls `accessibilityPerformEscape` ("when a VoiceOver user performs a dismiss action, this method \
            dismisses the view"), so the scrim is not the way out to make a button of (a visible "×" image \
            that closes a sheet is reported: it is a fake close button). The `#selector` handler (also one given later, \
            `tap.addTarget(self, action: #selector(h))`, or a closure given to its RxCocoa stream, \
            `tap.rx.event.subscribe(onNext: { [weak self] _ in self?.toggleBars() })`) is followed into \
            its body and one level into the methods of its type that it calls: one that removes or hides the \
            tapped view (a dimming overlay taken away by `lock(false)`) is closing, a bare `UIView` in an \
            overlay that the handler removes is the area around it, a scrim, and so is an empty plain `UIView` \
            (nothing added into it, no text, image or opaque colour) whose tap closes the overlay, whatever its \
            name (a catch area laid behind a sheet), or that its owner takes away whenever the owner itself is \
            removed (an override of `removeFromSuperview` removing it too: it lives exactly as long as the overlay), \
            whatever the handler calls unless it opens a screen; in SwiftUI a see-through stack of colours and spacers \
            (`Color.black.opacity(0.001)`) whose tap only toggles the state presenting the overlay beside it (setting none to `true`), and any dimming layer (a plain colour or \
            shape drawn see-through or as a dark or light wash, `Color.black.opacity(0.5)`) shown only while something \
            is open (inside `if open { … }` or `.background(open ? … : nil)`) whose tap writes that state closed, whatever \
            else it calls on the way, unless it opens something (the same mechanism as UIKit's scrims). Not reported by design rather than \
            documentation: empty handlers (`.onTapGesture {}`, often used to stop a tap from reaching the view \
            behind), recognizers without an action (`action: nil`: a delegate only watches the touches), taps \
            whose closing handler takes away the tapped view itself (a toast tapped away; in SwiftUI the view an `if` shows \
            while a state holds, not a lone text or icon inside a stack of that content: the "✓" beside a filter field \
            is a control) or closes a popup from \
            a scrolling content area (tap outside), double taps that zoom or only reveal a detail of the view \
            (set its own state) and taps of three or more (hidden shortcuts), which sit beside the real controls, \
            taps that only dismiss the keyboard (`_ = form.resignFirstResponder()` on any receiver), move focus \
            (a `@FocusState` set or cleared, whatever it is called: `isInputActive = false`) or hide the bars (the bars' own controls stay \
            reachable), that only show the edit menu for the view (`UIMenuController`, `UIEditMenuInteraction`: \
            VoiceOver copies an element's text itself) or only lay the tapped text out in full (`numberOfLines`, \
            `adjustsFontSizeToFitWidth`: VoiceOver reads the whole text anyway), a tap whose handler is a control's \
            action in the same type or only makes calls such an action makes (`addTarget(_:action:for:)` on a \
            `UISwitch`, an `@IBAction` the xib connects; ending editing and scrolling aside) or runs that action and \
            sets that control's own value (`toggle.setOn(!toggle.isOn, animated: true)`: a label beside its switch) \
            — the same method given other arguments is another action (`purchase(yearly)` beside a "Lifetime" \
            button's `purchase(lifetime)`) —, a tap in a `DisclosureGroup`'s label that only toggles the group's \
            `isExpanded` binding (the label is already its disclosure button), a tap that repeats a \
            menu item, command or custom action in any file (every call it makes is made by a `UIAction`, \
            `UIContextualAction` or `UIAccessibilityCustomAction` handler on an object of the tapped view's own type, \
            resolved through the project's property types, and every state it writes is written there; or a \
            `UIKeyCommand`/`UICommand` of the type names the handler), a tap whose effects (each call with its \
            receiver's type and arguments, each state written with its value; conditions are reads) are exactly \
            those of a labeled, visible control of the same screen (of one arm of its `switch` or `if`: one item of \
            a shared menu handler; an "Add" button that also clears the field is no "clear" button): a SwiftUI `Button` or `Toggle`, a titled `UIAction`, \
            `UIContextualAction`, `UIAccessibilityCustomAction` or bar item, a titled or outlet control's target, \
            built in the tap's own type (its extensions in any file, its superclasses) or in a view \
            it shows or holds, two levels down, but not in another view controller, in presented content \
            (`.sheet`, `.alert`, a `NavigationLink`'s destination), in an arm of an `if … else` the tap is not in, \
            or in another module's type of the same name (`Home.RootView`, `Settings.RootView`); an icon-only \
            `Button` is no such control, handlers that only log, play haptics or run a hint animation that puts back what it moves (a thumb \
            nudged to say "slide"), a tap's action read to the end: a method of the same type in the file is judged by \
            its body before its name (a method of a struct, or a private one, that only logs or plays haptics does \
            nothing, while a class's open hook may be filled in by a subclass, and an empty body is judged by the \
            name: it may be a placeholder; `closeComposer()` ending in `textView.resignFirstResponder()` dismisses \
            the keyboard, whatever it is called), a tap that only clears a selection (`selectedDay = nil`, \
            `selection = []`, `deselectRow`, `resetTextSelection()`: back to the neutral state) from a card, header or \
            background (a lone text or icon that clears is a "Clear" button, and clearing the state a sheet or popover \
            is presented with closes it, judged like closing), a tap that repeats what a control beside it in the same stack does (a \
            bigger target for that control) or what a Button inside the tapped custom view does (declared in \
            any file), a tap on a view holding a subview whose class gives it the button trait and lists it in \
            `accessibilityElements` (activating that element taps the view), a tap in a table or collection \
            cell that only selects the cell or scrolls to it, itself or through a method in any file that takes \
            that cell (`delegate?.didTapCell(self)` calling `tableView(_:didSelectRowAt:)`: activating the cell \
            does the same), a tap that leaves the screen (pops or dismisses it) in a screen that adds its own \
            control to leave it (a "Done" button: an exit convenience), and code under `#if os(macOS)`. A view \
            controller is found through the class hierarchy (UIKit's and AppKit's view controllers), by its name \
            only when its superclass is outside the project. A tap that brings hidden bars back (shows or \
            toggles the bars or full screen) is the way back to the screen's controls and is reported also on a \
            view controller's root view, with tap zones, or as a double tap; so is a tap on the root view that \
            opens another screen (presents or pushes it, calls a method named for it, `presentStatusViewController()`, \
            or opens a URL, a widget opening its app): the whole view is then a button. Double taps \
            (`numberOfTapsRequired = 2`, `.onTapGesture(count: 2)`): one beside a single tap on the same view is \
            that view's second gesture (the single tap is judged, one finding for the view), and one that only \
            zooms, scales, flips, mirrors or rotates the picture is a display tweak of content that stays the same \
            (double tap to zoom, to mirror a camera preview): neither is a button. A double tap alone that calls \
            out to do something (`call.stopVideo()`) is judged like a single tap. \
            Also: a see-through background set in any declaration of the tapped view's type in the file makes \
            it a scrim; a view that holds content and closes and removes itself when tapped takes itself away \
            (not reported); removing the recognizer is bookkeeping (a one-shot "tap away" that ends editing is \
            a keyboard dismissal); a component's own button-trait property (`hasButtonAccessibilityTrait`, turned \
            into `.isButton` in a ternary) set on the tapped view gives it the trait. Reported: a single tap that \
            compares the touch location with edges or zones (`location.x < 40`, `> bounds.width - 40`) is a set of \
            hidden buttons, and so is a container's tap that hit-tests its subviews' frames \
            (`CGRectContainsPoint`, `frame.contains`) to pick what was touched; a method named \
            `present…Controller`/`push…Controller`/`show…Controller` opens a screen; `.onTapGesture` written \
            with its closure on the next line is the same call. \
            Known limits: an activate override or custom actions make the view usable with VoiceOver but add \
            no button trait, so VoiceOver still does not say "button", and Apple documents them for VoiceOver \
            only. Known false negatives: recognizers created in another file than where they are attached, actions \
            reachable only through a context menu, and overlays whose scrim is the only way out. Known false \
            positives: a catch area whose handler closes the overlay through another object's method \
            (`[self.delegate.controller toggleMenu]`, not followed) and that the overlay does not remove with itself. \
            Like every rule, it does not judge code that never runs (a declaration the app never names, README \
            "Code that never runs"); the cost is a view reached only through a name built at run time.
            """,
        fix: """
            Use a real control: `UIButton` (UIKit) or `Button { … } label: { … }` with `.buttonStyle(.plain)` \
            (SwiftUI). If the view must stay, give it button semantics: `isAccessibilityElement = true`, \
            `accessibilityTraits.insert(.button)` and an `accessibilityLabel` (UIKit), or \
            `.accessibilityAddTraits(.isButton)` plus `.accessibilityAction { … }` (SwiftUI).
            """,
        severity: .warning,
        wcag: ["4.1.2", "2.1.1"],
        frameworks: [.swiftUI, .uiKit],
        precision: .high,
        options: [OptionDocumentation("dismissal_words", default: "[]",
                                      "Extra words that mark a tap handler as closing something, like `collapse` "
                                        + "(exempt on backgrounds and scrims, like the built-in ones).")],
        triggeringExamples: [
            Example("""
                final class UploadToastView: UIView {
                    let titleLabel = UILabel()
                    func setUp() {
                        titleLabel.isUserInteractionEnabled = true
                        titleLabel.addGestureRecognizer(↓UITapGestureRecognizer(target: self, action: #selector(openUploads)))
                    }
                    @objc func openUploads() { delegate?.toastRequestsUploadList(self) }
                }
                """),
            Example("""
                final class ProfileHeaderView: UIView {
                    let nameLabel = UILabel()
                    func setUp() {
                        nameLabel.isUserInteractionEnabled = true
                        nameLabel.addGestureRecognizer(↓UITapGestureRecognizer(target: self, action: #selector(openProfile)))
                    }
                    @objc func openProfile() { delegate?.openProfile() }
                }
                """),
            Example("""
                struct TagRow: View {
                    let tag: Tag
                    @Environment(Router.self) var router
                    var body: some View {
                        HStack {
                            Text("#\\(tag.name)")
                            Spacer()
                            Image(systemName: "chevron.right")
                        }
                        .contentShape(Rectangle())
                        .↓onTapGesture { router.navigate(to: .tag(tag.name)) }
                    }
                }
                """),
            Example("""
                struct ThemeSwatch: View {
                    @Binding var selected: Theme
                    let theme: Theme
                    var body: some View {
                        RoundedRectangle(cornerRadius: 8).fill(theme.tint)
                            .gesture(↓TapGesture().onEnded { selected = theme })
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class ImportViewController: UIViewController {
                    let progressHUD = ProgressHUD()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        progressHUD.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hudTapped)))
                    }
                    @objc private func hudTapped() {
                        DLog("import HUD tapped")
                        Task { @MainActor in await importer.updateHUD(.hidden) }
                    }
                }
                """),
            Example("""
                struct AvatarButton: View {
                    let action: () -> Void
                    var body: some View {
                        Image("avatar")
                            .onTapGesture(perform: action)
                            .accessibilityLabel("Profile")
                            .accessibilityAddTraits(.isButton)
                    }
                }
                """),
            Example("""
                struct Zoomable: View {
                    @State private var zoomed = false
                    var body: some View {
                        Image("map").onTapGesture(count: 2) { zoomed.toggle() }
                    }
                }
                """),
            Example("""
                struct SearchField: View {
                    @FocusState private var isFocused: Bool
                    @Binding var query: String
                    var body: some View {
                        HStack { TextField("Search", text: $query).focused($isFocused) }
                            .onTapGesture { isFocused = true }
                    }
                }
                """),
            Example("""
                struct AddressView: View {
                    @FocusState var isInputActive: Bool
                    @Binding var address: String
                    var body: some View {
                        VStack {
                            ScrollView { TextField("Address", text: $address).focused($isInputActive) }
                                .onTapGesture { isInputActive = false }
                            Button("Next") { submit() }
                        }
                    }
                }
                """),
            Example("""
                final class FormViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
                    }
                    @objc func dismissKeyboard() { view.endEditing(true) }
                }
                """),
            Example("""
                final class SectionHeader: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        isAccessibilityElement = true
                        accessibilityTraits.insert(.button)
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
                    }
                    @objc func toggle() { isExpanded.toggle() }
                }
                """),
            Example("""
                #if os(macOS)
                struct Sidebar: View {
                    var body: some View { Text("Inbox").onTapGesture { select(.inbox) } }
                }
                #endif
                """),
        ])

    static let triggers = ["UITapGestureRecognizer", "onTapGesture", "TapGesture", "addGestureRecognizer"]

    let options: Options

    init(options: Options) {
        self.options = options
    }

    func check(_ file: SwiftFileContext, collected: Collected) -> [RuleFinding] {
        checkUIKit(file, collected: collected)
            + checkSwiftUI(file, viewControlActions: collected.viewControlActions, screens: collected.screens)
    }

    // MARK: - Messages

    /// The message for a UIKit view made tappable.
    static func uiKitMessage(view: String) -> String {
        "This tap gesture makes \(view) act like a button, but VoiceOver does not announce it as a button, "
            + "gives no pressed feedback and reads its content piece by piece; Voice Control and Switch Control "
            + "cannot reliably activate it."
    }

    /// The fix for UIKit.
    static func uiKitFix() -> String {
        "Use a UIButton; otherwise set isAccessibilityElement = true, accessibilityTraits.insert(.button) and "
            + "an accessibilityLabel on the view, or override accessibilityActivate()."
    }

    /// The message for a SwiftUI view made tappable.
    static func swiftUIMessage() -> String {
        "This tap gesture makes a view act like a button, but VoiceOver does not announce it as a button or "
            + "group its content, and Voice Control and Full Keyboard Access cannot activate it."
    }

    /// The fix for SwiftUI.
    static func swiftUIFix() -> String {
        "Wrap the content in a Button (add .buttonStyle(.plain) to keep its look); otherwise add "
            + ".accessibilityAddTraits(.isButton) and an .accessibilityAction that performs the same action."
    }

    /// Words in a view's name or a tap's action that mark a background, scrim or dimming layer.
    static let backgroundWords = ["background", "dim", "overlay", "scrim", "backdrop", "shade", "outside"]

    /// Whether a name (lowercased) mentions a background-like layer.
    static func mentionsBackground(_ name: String) -> Bool {
        let lower = name.lowercased()
        return backgroundWords.contains { lower.contains($0) }
    }

    /// Whether a configured dismissal word occurs in the names of tokens `first...last`
    /// (the handler then counts as closing something).
    func mentionsDismissalWord(_ first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        guard !options.dismissalWords.isEmpty, first <= last else { return false }
        for token in first...last where index.tokens[token].kind == .identifier {
            let name = index.text(token).lowercased()
            if options.dismissalWords.contains(where: { name.contains($0.lowercased()) }) { return true }
        }
        return false
    }
}
