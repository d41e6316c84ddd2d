/// A control made invisible with a clear tint or title color while it stays in the accessibility tree.
struct HiddenByClearTintRule: Rule {
    static let metadata = RuleMetadata(
        id: "hidden-by-clear-tint",
        summary: "A control is hidden by a clear tint or text color but stays accessible.",
        rationale: """
            Setting a button's or bar button item's tint (or title color) to clear hides it from sight \
            only: VoiceOver still lands on it and announces an invisible, often unlabeled control; Voice \
            Control shows a number over empty space; Switch Control stops on nothing. Reported: \
            `tintColor = .clear` / `UIColor.clear` on a `UIBarButtonItem`, `UIButton` or other `UIControl` \
            (known from its declared type, its name ending in `Button`/`Item`, or `self` in a control \
            subclass), `setTitleColor(.clear, for: .normal)` (not on a button that shows an image, which stays \
            visible), SwiftUI buttons and links given `.tint(.clear)`, `.foregroundStyle(.clear)` or \
            `.foregroundColor(.clear)`, SwiftUI text inputs (`TextField`, `SecureField`, `TextEditor`) given a clear \
            foreground (a sizing copy kept under an overlay is still read and focused; a clear `.tint` only hides \
            their caret and is not reported), and Interface Builder buttons and bar items whose tint (or runtime \
            `tintColor`, or normal title color) is fully transparent. A hide helper — a property or method of \
            a control or bar item type that clears its own tint (`extension UIBarButtonItem { var isHidden: \
            Bool { … tintColor = newValue ? .clear : nil } }`, `hide()`, `setHidden(_:)`) — is reported once, \
            at that write, with its callers anywhere in the project as notes (callers are listed for members \
            whose name speaks of hiding or showing). Disabling is not hiding: `isEnabled = false`, \
            `.disabled(true)` and IB `enabled="NO"` leave the control in the accessibility tree with the \
            `.notEnabled` trait, which Apple documents as "isn't in an enabled state and doesn't respond to user \
            interaction" (UIAccessibilityTraits.notEnabled) and VoiceOver announces as "dimmed"; such controls \
            are reported, and the message says so. Not reported when the same control is also taken out of the \
            accessibility tree, on itself, an enclosing view or through an IB outlet: `isHidden = true` (a \
            hidden view "disappears from its window and does not receive input events", UIView.isHidden; \
            UIBarButtonItem.isHidden, iOS 16+, "determines the visibility of the item"), \
            `isAccessibilityElement = false` (not "an accessibility element an assistive application can \
            access"), `accessibilityElementsHidden = true`, `.accessibilityHidden(true)` ("hide this view from \
            system accessibility features") and `.hidden()` (hidden views "can't receive or respond to \
            interactions"). Switches, sliders and segmented controls stay visible with a clear tint and are not \
            reported, nor is a button whose normal title has its own opaque color (IB `titleColor` in the \
            normal state, `setTitleColor(.white, for: .normal)` on the same receiver) or that has a background \
            image, nor a custom-type IB button showing an asset image (not an SF Symbol) in its normal state with an \
            opaque title color or an accessibility label (a custom button draws its image in its own colors): a \
            clear tint then only turns off the system's tinting. Nor a SwiftUI `Button("Title")` with a \
            `.keyboardShortcut(…)` kept invisible so its shortcut works beside a visible twin: it is read by its \
            title and does what the shortcut does. A clear color in only one branch of a condition is reported as `info`, except in a hide \
            helper, where the condition is the caller's request (`newValue ? .clear : nil`). Alpha and \
            `.opacity(0)` fades are not reported: they are usually transient animations. Removing an item from \
            the bar hides it for real and writes no tint, so it is never reported. Known false positives: an \
            item tinted clear and also removed from the bar elsewhere. Known false negatives: a project \
            `isHidden` extension on `UIBarButtonItem` still counts as a real hide where it is set next to a \
            clear tint.
            """,
        fix: """
            Remove the control, or hide it for everyone: `item.isHidden = true` (`UIBarButtonItem.isHidden`, \
            iOS 16+) or take the item out of `navigationItem.rightBarButtonItems` / `toolbarItems`, \
            `button.isHidden = true`; in SwiftUI use `.hidden()` or an `if` around the control. Disabling is \
            not hiding: a disabled control is still read, as dimmed. If it must stay as a layout placeholder, \
            also set `isAccessibilityElement = false` / `.accessibilityHidden(true)`.
            """,
        severity: .warning,
        wcag: ["4.1.2", "1.3.2"],
        frameworks: [.uiKit, .interfaceBuilder, .swiftUI],
        precision: .high,
        triggeringExamples: [
            Example("""
                final class PlayerViewController: UIViewController {
                    let shareItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                                                    target: nil, action: nil)
                    func enterKioskMode() {
                        ↓shareItem.tintColor = .clear
                    }
                }
                """),
            Example("""
                final class LoginView: UIView {
                    let skipButton = UIButton(type: .system)
                    func configure() {
                        ↓skipButton.setTitleColor(.clear, for: .normal)
                    }
                }
                """),
            Example("""
                struct Toolbar: View {
                    var body: some View {
                        Button("Undo") { undo() }
                            .↓tint(.clear)
                    }
                }
                """),
            Example("""
                extension UIBarButtonItem {
                    var isInvisible: Bool {
                        get { tintColor == .clear }
                        set {
                            isEnabled = !newValue
                            ↓tintColor = newValue ? .clear : nil
                        }
                    }
                }
                """),
            Example("""
                struct ComposeBar: View {
                    var body: some View {
                        Button("Send") { send() }
                            .disabled(true)
                            .↓foregroundStyle(.clear)
                    }
                }
                """),
            // A shortcut alone is no name: an untitled clear button is still an empty stop.
            Example("""
                struct ComposeBar: View {
                    var body: some View {
                        Button { send() } label: { Image(systemName: "paperplane") }
                            .keyboardShortcut(.return)
                            .↓foregroundStyle(.clear)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class PlayerViewController: UIViewController {
                    let shareItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                                                    target: nil, action: nil)
                    func enterKioskMode() {
                        shareItem.tintColor = .clear
                        shareItem.isAccessibilityElement = false
                    }
                }
                """),
            Example("""
                extension UIBarButtonItem {
                    func setVisible(_ visible: Bool) {
                        if #available(iOS 16.0, *) { isHidden = !visible }
                        isEnabled = visible
                    }
                }
                """),
            Example("""
                struct Spacer2: View {
                    var body: some View {
                        Rectangle().foregroundStyle(.clear).frame(height: 8)
                        Button("Placeholder") {}.foregroundStyle(.clear).accessibilityHidden(true)
                    }
                }
                """),
            // A titled shortcut button kept invisible under its visible twin: read as "Save", it saves.
            Example("""
                struct EditorFooter: View {
                    var body: some View {
                        ZStack {
                            Button("Save") { save() }
                                .keyboardShortcut("s", modifiers: .command)
                                .foregroundColor(.clear)
                            SaveBadge().onTapGesture { save() }
                        }
                    }
                }
                """),
            Example("""
                final class Banner: UIView {
                    func show() {
                        alpha = 0
                        UIView.animate(withDuration: 0.3) { self.alpha = 1 }
                    }
                }
                """),
        ])

    static let triggers = ["tintColor", "setTitleColor", "tint", "foregroundStyle", "foregroundColor"]
    /// Calls and members that show a button's image (`showsImage`).
    static let lookups = ["setImage", "image", "setBackgroundImage"]

    init(options: NoOptions) {}

    /// Controls that stay visible with a clear tint (thumb, track, segments): not hidden by it.
    static let visibleDespiteTint = ["UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
                                     "UIDatePicker", "UIColorWell", "UIRefreshControl", "UITextField"]

    /// SwiftUI controls that a clear tint or foreground color makes invisible.
    static let swiftUIHideableControls: Set<String> = ["Button", "Link", "NavigationLink", "Menu", "ShareLink", "EditButton"]
    /// SwiftUI text inputs: a clear foreground hides their text and placeholder, but the field stays in the
    /// accessibility tree (a sizing copy under an overlay is still read and focused). A clear tint only hides
    /// the caret, so `.tint(.clear)` on them hides nothing.
    static let swiftUITextInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]

    /// Members that, set on the same control, take it out of the accessibility tree (with the value that does).
    /// `isEnabled = false` is not one: a disabled control stays in the tree with the `.notEnabled` trait.
    static func hidesFromAssistiveTechnologies(_ write: MemberWrite) -> Bool {
        switch write.member {
        case "isHidden", "accessibilityElementsHidden": return write.value.contains(.isTrue)
        case "isAccessibilityElement": return write.value.contains(.isFalse)
        default: return false
        }
    }

    /// Whether a write disables the control (`isEnabled = false`): it stays reachable, read as dimmed.
    static func disables(_ write: MemberWrite) -> Bool {
        write.member == "isEnabled" && write.value.contains(.isFalse)
    }

    func check(_ file: SwiftFileContext, collected uses: Collected) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        /// Hide helpers already reported (one finding per helper, at its first clear write).
        var reportedHelpers: Set<Int> = []
        for assignment in index.assignments() where assignment.kind == .assign {
            let receiver = Array(assignment.target.dropLast())
            guard let member = assignment.target.last, index.isText(Int(member), "tintColor"),
                  index.valueTraits(from: Int(assignment.valueStart), through: Int(assignment.valueEnd)).contains(.isClear),
                  !index.isExcludedFromIOS(Int(assignment.operation)),
                  let control = accessibleControl(receiver: receiver, at: Int(assignment.operation), file: file) else { continue }
            // A title drawn in its own opaque color, or a background image, stays visible under a clear tint.
            if drawsDespiteTint(receiver, file: file) { continue }
            let first = Int(assignment.target[0])
            let last = Int(member)
            let value = (Int(assignment.valueStart), Int(assignment.valueEnd))
            if let finding = helperFinding(receiver: receiver, control: control, at: Int(assignment.operation), span: (first, last),
                                           value: value, what: "tint", file: file, uses: uses, reported: &reportedHelpers) {
                findings += finding
                continue
            }
            // `isKiosk ? .clear : .label`: hidden only in one state — weaker evidence.
            let isConditional = index.isConditional(from: value.0, through: value.1)
            findings.append(file.finding(from: first, through: last,
                                         message: HiddenByClearTintRule.message(what: "tint color", isDisabled: control.isDisabled),
                                         severity: isConditional ? .info : nil))
        }
        for occurrence in file.occurrences(of: "setTitleColor") {
            let name = Int(occurrence)
            guard let call = index.call(named: name), let color = call.arguments.first,
                  index.containsMember("clear", from: Int(color.start), through: Int(color.end)),
                  !index.isExcludedFromIOS(name) else { continue }
            let receiver = index.kind(name - 1) == .period ? index.targetPath(endingAt: name - 2) : []
            // A button that shows an image stays visible: a clear title only hides the text.
            if showsImage(receiver, file: file) { continue }
            guard let control = accessibleControl(receiver: receiver, at: name, file: file, assumeButton: true) else { continue }
            // Clear only while highlighted or selected still shows the title at rest; `.disabled` is the
            // state at rest of a button that is disabled.
            if let state = index.argument(call, labeled: "for"), !index.containsMember("normal", from: Int(state.start), through: Int(state.end)),
               !(state.start + 1 == state.end && index.kind(Int(state.start)) == .leftSquare),
               !(control.isDisabled && index.containsMember("disabled", from: Int(state.start), through: Int(state.end))) { continue }
            let first = receiver.first.map(Int.init) ?? name
            if let finding = helperFinding(receiver: receiver, control: control, at: name, span: (first, name),
                                           value: (Int(color.start), Int(color.end)), what: "title color", file: file,
                                           uses: uses, reported: &reportedHelpers) {
                findings += finding
                continue
            }
            findings.append(file.finding(from: first, through: name,
                                         message: HiddenByClearTintRule.message(what: "title color", isDisabled: control.isDisabled)))
        }
        findings += checkSwiftUI(file)
        return findings
    }

    /// The finding for a clear write to `self` inside a hide helper (`extension UIBarButtonItem { var isHidden: Bool
    /// { set { tintColor = newValue ? .clear : nil } } }`): the helper is the root cause, its callers are notes, not
    /// findings of their own. `[]` for a helper already reported; `nil` when the write is not in a helper.
    func helperFinding(receiver: [Int32], control: (type: String?, isDisabled: Bool), at anchor: Int, span: (Int, Int),
                       value: (Int, Int), what: String, file: SwiftFileContext, uses: Collected,
                       reported: inout Set<Int>) -> [RuleFinding]? {
        let index = file.index
        guard index.pathNames(receiver).isEmpty, let type = control.type,
              let helper = hideHelper(around: anchor, index: index) else { return nil }
        guard reported.insert(helper.declaration).inserted else { return [] }
        // A condition on the helper's own switch (`newValue ? .clear : nil`) is the caller's request, not a weak case.
        let weak = index.isConditional(from: value.0, through: value.1)
            && !dependsOnSwitch(helper, from: value.0, through: value.1, index: index)
        let noun = HiddenByClearTintRule.noun(for: type, project: file.project)
        var finding = file.finding(from: span.0, through: span.1,
                                   message: HiddenByClearTintRule.helperMessage(helper: helper.name, isProperty: helper.isProperty,
                                                                                noun: noun, what: what,
                                                                                disables: helper.disables || control.isDisabled),
                                   fix: HiddenByClearTintRule.helperFix(helper: helper.name, isProperty: helper.isProperty, noun: noun),
                                   severity: weak ? .info : nil)
        finding.resolvedNotes = callerNotes(of: helper, on: type, file: file, uses: uses)
        return [finding]
    }

    /// SwiftUI controls tinted or colored clear.
    func checkSwiftUI(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for name in ["tint", "foregroundStyle", "foregroundColor"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard index.kind(token - 1) == .period, let call = index.call(named: token), call.open >= 0,
                      call.arguments.count == 1, let argument = call.arguments.first,
                      index.containsMember("clear", from: Int(argument.start), through: Int(argument.end)),
                      !index.isExcludedFromIOS(token), let chain = index.chain(containing: token) else { continue }
                let base = Int(chain.baseStart)
                guard index.tokens[base].kind == .identifier else { continue }
                let isTextInput = name != "tint" && HiddenByClearTintRule.swiftUITextInputs.contains(index.text(base))
                guard isTextInput || HiddenByClearTintRule.swiftUIHideableControls.contains(index.text(base))
                        || file.components.buttons.contains(index.text(base)) else {
                    continue
                }
                // Hidden by its own chain or an enclosing view. `.disabled(true)` is no exemption: the
                // button stays in the accessibility tree, read as dimmed.
                var semantics = index.semantics(of: chain.links)
                for enclosing in index.enclosingCalls(of: base) {
                    semantics.formUnion(index.semantics(of: index.chainLinks(ofCall: enclosing)))
                }
                if semantics.contains(.hidden) { continue }
                if !isTextInput, isTitledShortcut(chain, file: file) { continue }
                let isConditional = index.isConditional(from: Int(argument.start), through: Int(argument.end))
                findings.append(file.finding(from: token, through: token,
                                             message: HiddenByClearTintRule.message(what: name == "tint" ? "tint" : isTextInput ? "text color" : "foreground color",
                                                                                    isDisabled: semantics.contains(.disabled)),
                                             severity: isConditional ? .info : nil))
            }
        }
        return findings
    }

    /// Whether the clear control is a titled keyboard-shortcut button: `Button("Commit") { … }` with
    /// `.keyboardShortcut(…)` on its chain, kept invisible so the shortcut works while a visible twin is
    /// drawn. VoiceOver reads it by its title and activating it does what the shortcut does, so it is
    /// neither unnamed nor a dead stop.
    func isTitledShortcut(_ chain: ModifierChain, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard chain.links.contains(where: { index.isText(Int($0.name), "keyboardShortcut") }),
              let call = index.call(named: Int(chain.baseStart)), let first = call.arguments.first, first.label < 0,
              index.kind(Int(first.start)) == .stringStart, index.partner(of: Int(first.start)) == Int(first.end) else {
            return false
        }
        let title = index.literalText(from: Int(first.start), through: Int(first.end))
        return title.contains(where: { $0.isLetter || $0.isNumber })
    }

    /// Whether the button at `receiver` is drawn without its tint in this file: `setTitleColor(_:for: .normal)`
    /// with a color that is not clear (`.white`, `.label`), or `setBackgroundImage(_:for:)`. A clear tint then
    /// only turns off the system's selection tint; the title or the image stays on screen. An empty receiver
    /// (`self`) matches calls on `self` only.
    func drawsDespiteTint(_ receiver: [Int32], file: SwiftFileContext) -> Bool {
        let index = file.index
        let path = index.pathNames(receiver)
        let onReceiver: (Int) -> Bool = { name in
            let target = index.kind(name - 1) == .period ? index.pathNames(index.targetPath(endingAt: name - 2)) : []
            return target == path || path.isEmpty && target == ["self"]
        }
        for occurrence in file.occurrences(of: "setBackgroundImage") where onReceiver(Int(occurrence)) {
            if let call = index.call(named: Int(occurrence)), let image = call.arguments.first,
               !index.isText(Int(image.start), "nil") { return true }
        }
        for occurrence in file.occurrences(of: "setTitleColor") where onReceiver(Int(occurrence)) {
            guard let call = index.call(named: Int(occurrence)), let color = call.arguments.first,
                  let state = index.argument(call, labeled: "for"),
                  index.containsMember("normal", from: Int(state.start), through: Int(state.end)),
                  !index.isText(Int(color.start), "nil"),
                  !index.containsMember("clear", from: Int(color.start), through: Int(color.end)),
                  !index.isConditional(from: Int(color.start), through: Int(color.end)) else { continue }
            return true
        }
        return false
    }

    /// Whether the button at `receiver` shows an image in this file: `setImage(_:for:)` or a
    /// configuration image on the same path, or a local or property created as a system
    /// button with a glyph (`UIButton(type: .close)`, `UIButton.systemButton(with:…)`).
    func showsImage(_ receiver: [Int32], file: SwiftFileContext) -> Bool {
        let index = file.index
        let path = index.pathNames(receiver)
        for occurrence in file.occurrences(of: "setImage") {
            let token = Int(occurrence)
            if index.kind(token - 1) == .period, index.pathNames(index.targetPath(endingAt: token - 2)) == path { return true }
        }
        if !file.occurrences(of: "image").isEmpty {
            for assignment in index.writes where assignment.kind == .assign {
                guard let member = assignment.target.last, index.isText(Int(member), "image") else { continue }
                var owner = Array(assignment.target.dropLast())
                if let last = owner.last, index.isText(Int(last), "configuration") { owner.removeLast() }
                if index.pathNames(owner) == path { return true }
            }
        }
        guard let last = receiver.last else { return false }
        let declaration = index.localDeclaration(named: Int(last))
            ?? index.enclosingType(of: Int(last)).flatMap { type in
                index.member(of: type, where: { index.declarations[$0].nameText == path.last && index.declarations[$0].kind == .variable })
            }
        guard let declaration, index.declarations[declaration].initializerStart >= 0 else { return false }
        let start = Int(index.declarations[declaration].initializerStart)
        let end = Int(index.declarations[declaration].initializerEnd)
        return index.containsMember("close", from: start, through: end) || index.contains("systemButton", from: start, through: end)
    }

    /// The receiver of a clear tint when it is a control that stays in the accessibility tree:
    /// its type when known, and whether it is also disabled (which keeps it there, dimmed).
    func accessibleControl(receiver: [Int32], at anchor: Int, file: SwiftFileContext,
                           assumeButton: Bool = false) -> (type: String?, isDisabled: Bool)? {
        let project = file.project
        guard let object = file.index.receiverObject(receiver, at: anchor, project: project) else { return nil }
        let type = object.type
        let writes = object.writes
        let path = file.index.pathNames(receiver)
        let name = path.last ?? object.owner
        let isControl: Bool
        if let type {
            isControl = (project.isControl(type) || project.isKind(type, of: "UIBarButtonItem"))
                && !HiddenByClearTintRule.visibleDespiteTint.contains { project.isKind(type, of: $0) }
        } else {
            isControl = assumeButton || name.hasSuffix("Button") || name.hasSuffix("ButtonItem") || name.hasSuffix("Item")
        }
        guard isControl, !writes.contains(where: HiddenByClearTintRule.hidesFromAssistiveTechnologies) else { return nil }
        return (type, writes.contains(where: HiddenByClearTintRule.disables))
    }

    /// Interface Builder controls with a fully transparent tint.
    func check(interfaceBuilder context: InterfaceBuilderContext) -> [RuleFinding] {
        let document = context.document
        var findings: [RuleFinding] = []
        for object in document.objects where object.elementName == "button" || object.elementName == "barButtonItem" {
            // `enabled="NO"` is no exemption: a disabled control stays in the accessibility tree, read as dimmed.
            guard !object.isHidden, object.accessibility?.isElement != false else { continue }
            let clearTint = object.colors["tintColor"].map(document.isFullyTransparent) ?? false
            let clearTintAttribute = object.runtimeAttributes.contains { attribute in
                attribute.keyPath == "tintColor" && (attribute.color.map(document.isFullyTransparent) ?? false)
            }
            // A title-only button whose normal title color is clear.
            let clearTitle = object.states.contains { state in
                state.key == "normal" && state.image == nil && (state.colors["titleColor"].map(document.isFullyTransparent) ?? false)
            } && !object.states.contains { $0.image != nil }
            // A clear tint does not hide a title drawn in its own opaque color, nor a background image.
            let drawsDespiteTint = object.states.contains { state in
                guard state.key == "normal" else { return false }
                if state.backgroundImage != nil { return true }
                guard let title = state.title ?? state.attributedTitle, !title.allSatisfy({ $0 == " " }),
                      let color = state.colors["titleColor"] else { return false }
                return !document.isFullyTransparent(color)
            } || HiddenByClearTintRule.drawsOwnImage(object, document: document)
            guard clearTint && !drawsDespiteTint || clearTintAttribute && !drawsDespiteTint || clearTitle else { continue }
            // Hidden from assistive technologies (or disabled) in code, through an outlet.
            let writes = document.outlets(to: object.id).flatMap { connection -> [MemberWrite] in
                guard let property = connection.property, let owner = document.owner(of: connection)?.customClass else { return [] }
                return context.project.writes(in: owner, receiver: property)
            }
            if writes.contains(where: HiddenByClearTintRule.hidesFromAssistiveTechnologies) { continue }
            let isDisabled = object.attributes["enabled"] == "NO" || writes.contains(where: HiddenByClearTintRule.disables)
            findings.append(context.finding(at: object, message: HiddenByClearTintRule.message(
                what: clearTitle ? "title color" : "tint color", isDisabled: isDisabled)))
        }
        return findings
    }

    /// Whether an IB button is of the custom type (no `buttonType`, or `custom`) and shows an asset image
    /// (not an SF Symbol, `catalog="system"`) in its normal state, with an opaque normal title color or an
    /// accessibility label: a custom button draws such an image in its own colors, so a clear tint only
    /// turns off the system tinting and the button stays visible.
    static func drawsOwnImage(_ object: IBObject, document: IBDocument) -> Bool {
        guard object.elementName == "button", (object.attributes["buttonType"] ?? "custom") == "custom",
              let normal = object.states.first(where: { $0.key == "normal" }), let image = normal.image, !image.isEmpty,
              normal.attributes["catalog"] != "system" else { return false }
        let opaqueTitle = normal.colors["titleColor"].map { !document.isFullyTransparent($0) } ?? false
        return opaqueTitle || !(object.accessibility?.label ?? "").isEmpty
    }

    /// The message; a disabled control is said to be read as dimmed.
    static func message(what: String, isDisabled: Bool = false) -> String {
        if isDisabled {
            return "This control's \(what) is clear, so it is invisible, and disabling it does not hide it: VoiceOver "
                + "still lands on it and reads it as dimmed, and Voice Control and Switch Control still reach it."
        }
        return "This control's \(what) is clear, so it is invisible but VoiceOver, Voice Control and Switch Control "
            + "still reach it."
    }

    /// The message at a hide helper's clear write (`isHidden`, `hide()`); `what` is what it clears.
    static func helperMessage(helper: String, isProperty: Bool, noun: String, what: String = "tint", disables: Bool) -> String {
        let spelled = isProperty ? helper : helper + "()"
        return "`\(spelled)` hides this \(noun) with a clear \(what)\(disables ? " and disables it" : ""), from sight only: "
            + "every caller of `\(spelled)` leaves an invisible\(disables ? ", dimmed" : "") \(noun) that VoiceOver, "
            + "Voice Control and Switch Control still reach."
    }

    /// The note at each caller of a hide helper.
    static func callerNote(helper: String, isProperty: Bool, noun: String, disables: Bool) -> String {
        "Hidden here through `\(isProperty ? helper : helper + "()")`: the \(noun) stays in the accessibility tree"
            + (disables ? ", read as dimmed." : ".")
    }

    /// The fix at a hide helper: what hides for real.
    static func helperFix(helper: String, isProperty: Bool, noun: String) -> String {
        let spelled = isProperty ? helper : helper + "()"
        if noun == "bar button item" {
            return "Make `\(spelled)` hide the item for real: set UIKit's `UIBarButtonItem.isHidden` (iOS 16+; remove or "
                + "rename an extension property of that name, which shadows it), or remove the item from the bar "
                + "(`navigationItem.rightBarButtonItems`, `toolbarItems`), the only real hide before iOS 16. Disabling "
                + "is not hiding: a disabled item is read as dimmed."
        }
        return "Make `\(spelled)` hide the \(noun) for real: set `isHidden`, or remove it from its superview; if it must "
            + "keep its place, also set `isAccessibilityElement = false`. Disabling is not hiding: a disabled \(noun) "
            + "is read as dimmed."
    }
}
