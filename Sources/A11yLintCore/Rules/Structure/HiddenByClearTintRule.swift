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
            subclass), `setTitleColor(.clear, for: .normal)` (not on a button that shows an image, which stays visible), SwiftUI buttons and links given `.tint(.clear)`, \
            `.foregroundStyle(.clear)` or `.foregroundColor(.clear)`, and Interface Builder buttons and bar \
            items whose tint (or runtime `tintColor`, or normal title color) is fully transparent. Switches, \
            sliders and segmented controls stay visible with a clear tint and are not reported. A clear color \
            in only one branch of a condition is reported as `info`. Not reported when the same control is also hidden from assistive \
            technologies (`isHidden`, `isAccessibilityElement = false`, `accessibilityElementsHidden`, \
            `isEnabled = false`, `.accessibilityHidden(true)`, `.hidden()`, `.disabled(true)`, also on an \
            enclosing view or through an IB outlet). Alpha and \
            `.opacity(0)` fades are not reported: they are usually transient animations.
            """,
        fix: """
            Remove the control, or hide it for everyone: `item.isHidden = true` (`UIBarButtonItem.isHidden`, \
            iOS 16+), `button.isHidden = true`, or set the item to `nil`; in SwiftUI use `.hidden()` or an \
            `if` around the control. If it must stay as a layout placeholder, also set \
            `isAccessibilityElement = false` / `.accessibilityHidden(true)`.
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
        ],
        nonTriggeringExamples: [
            Example("""
                final class PlayerViewController: UIViewController {
                    let shareItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                                                    target: nil, action: nil)
                    func enterKioskMode() {
                        shareItem.tintColor = .clear
                        shareItem.isEnabled = false
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
    static let lookups = ["setImage", "image"]

    init(options: NoOptions) {}

    /// Controls that stay visible with a clear tint (thumb, track, segments): not hidden by it.
    static let visibleDespiteTint = ["UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
                                     "UIDatePicker", "UIColorWell", "UIRefreshControl", "UITextField"]

    /// SwiftUI controls that a clear tint or foreground color makes invisible.
    static let swiftUIHideableControls: Set<String> = ["Button", "Link", "NavigationLink", "Menu", "ShareLink", "EditButton"]

    /// Members that, set on the same control, take it out of the accessibility tree (with the value that does).
    static func hidesFromAssistiveTechnologies(_ write: MemberWrite) -> Bool {
        switch write.member {
        case "isHidden", "accessibilityElementsHidden": return write.value.contains(.isTrue)
        case "isAccessibilityElement", "isEnabled": return write.value.contains(.isFalse)
        default: return false
        }
    }

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for assignment in index.assignments() where assignment.kind == .assign {
            guard let member = assignment.target.last, index.isText(Int(member), "tintColor"),
                  index.valueTraits(from: Int(assignment.valueStart), through: Int(assignment.valueEnd)).contains(.isClear),
                  !index.isExcludedFromIOS(Int(assignment.operation)),
                  isAccessibleControl(receiver: Array(assignment.target.dropLast()), at: Int(assignment.operation),
                                      file: file) else { continue }
            // `isKiosk ? .clear : .label`: hidden only in one state — weaker evidence.
            let isConditional = index.isConditional(from: Int(assignment.valueStart), through: Int(assignment.valueEnd))
            findings.append(file.finding(from: Int(assignment.target[0]), through: Int(assignment.target.last ?? assignment.target[0]),
                                         message: HiddenByClearTintRule.message(what: "tint color"),
                                         severity: isConditional ? .info : nil))
        }
        for occurrence in file.occurrences(of: "setTitleColor") {
            let name = Int(occurrence)
            guard let call = index.call(named: name), let color = call.arguments.first,
                  index.containsMember("clear", from: Int(color.start), through: Int(color.end)),
                  !index.isExcludedFromIOS(name) else { continue }
            // Clear only while highlighted or selected still shows the title at rest.
            if let state = index.argument(call, labeled: "for"), !index.containsMember("normal", from: Int(state.start), through: Int(state.end)),
               !(state.start + 1 == state.end && index.kind(Int(state.start)) == .leftSquare) { continue }
            let receiver = index.kind(name - 1) == .period ? index.targetPath(endingAt: name - 2) : []
            // A button that shows an image stays visible: a clear title only hides the text.
            if showsImage(receiver, file: file) { continue }
            guard isAccessibleControl(receiver: receiver, at: name, file: file, assumeButton: true) else { continue }
            findings.append(file.finding(from: receiver.first.map(Int.init) ?? name, through: name,
                                         message: HiddenByClearTintRule.message(what: "title color")))
        }
        findings += checkSwiftUI(file)
        return findings
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
                guard index.tokens[base].kind == .identifier,
                      HiddenByClearTintRule.swiftUIHideableControls.contains(index.text(base))
                        || file.components.buttons.contains(index.text(base)) else {
                    continue
                }
                if !index.semantics(of: chain.links).isDisjoint(with: [.hidden, .disabled]) { continue }
                // Hidden or disabled by an enclosing view.
                let hiddenAround = index.enclosingCalls(of: base).contains { enclosing in
                    !index.semantics(of: index.chainLinks(ofCall: enclosing)).isDisjoint(with: [.hidden, .disabled])
                }
                if hiddenAround { continue }
                let isConditional = index.isConditional(from: Int(argument.start), through: Int(argument.end))
                findings.append(file.finding(from: token, through: token,
                                             message: HiddenByClearTintRule.message(what: name == "tint" ? "tint" : "foreground color"),
                                             severity: isConditional ? .info : nil))
            }
        }
        return findings
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

    /// Whether the receiver of a clear tint is a control that stays accessible.
    func isAccessibleControl(receiver: [Int32], at anchor: Int, file: SwiftFileContext, assumeButton: Bool = false) -> Bool {
        let index = file.index
        let project = file.project
        guard let ownerDeclaration = index.enclosingType(of: anchor) else { return false }
        let owner = index.declarations[ownerDeclaration].nameText
        let path = index.pathNames(receiver)
        var type: String?
        var writes: [MemberWrite]
        if path.isEmpty {
            type = owner
            writes = project.writes(in: owner, receiver: "")
        } else if path.count == 1, let local = index.localDeclaration(named: Int(receiver[receiver.count - 1])) {
            type = index.inferredTypeName(ofDeclaration: local)
            writes = index.writes(to: ObjectBinding(names: [path[0]],
                                                    localScope: index.innermostScope(containing: Int(index.declarations[local].keyword))),
                                  project: project)
        } else {
            let joined = path.joined(separator: ".")
            type = path.count == 1 ? project.propertyType(in: owner, property: joined) : nil
            writes = project.writes(in: owner, receiver: joined)
        }
        let name = path.last ?? owner
        let isControl: Bool
        if let type {
            isControl = (project.isControl(type) || project.isKind(type, of: "UIBarButtonItem"))
                && !HiddenByClearTintRule.visibleDespiteTint.contains { project.isKind(type, of: $0) }
        } else {
            isControl = assumeButton || name.hasSuffix("Button") || name.hasSuffix("ButtonItem") || name.hasSuffix("Item")
        }
        guard isControl else { return false }
        return !writes.contains(where: HiddenByClearTintRule.hidesFromAssistiveTechnologies)
    }

    /// Interface Builder controls with a fully transparent tint.
    func check(interfaceBuilder context: InterfaceBuilderContext) -> [RuleFinding] {
        let document = context.document
        var findings: [RuleFinding] = []
        for object in document.objects where object.elementName == "button" || object.elementName == "barButtonItem" {
            guard !object.isHidden, object.accessibility?.isElement != false, object.attributes["enabled"] != "NO" else { continue }
            let clearTint = object.colors["tintColor"].map(document.isFullyTransparent) ?? false
            let clearTintAttribute = object.runtimeAttributes.contains { attribute in
                attribute.keyPath == "tintColor" && (attribute.color.map(document.isFullyTransparent) ?? false)
            }
            // A title-only button whose normal title color is clear.
            let clearTitle = object.states.contains { state in
                state.key == "normal" && state.image == nil && (state.colors["titleColor"].map(document.isFullyTransparent) ?? false)
            } && !object.states.contains { $0.image != nil }
            guard clearTint || clearTintAttribute || clearTitle else { continue }
            // Hidden from assistive technologies in code, through an outlet.
            let hiddenInCode = document.outlets(to: object.id).contains { connection in
                guard let property = connection.property, let owner = document.owner(of: connection)?.customClass else { return false }
                return context.project.writes(in: owner, receiver: property).contains(where: HiddenByClearTintRule.hidesFromAssistiveTechnologies)
            }
            if hiddenInCode { continue }
            findings.append(context.finding(at: object, message: HiddenByClearTintRule.message(what: clearTitle ? "title color" : "tint color")))
        }
        return findings
    }

    /// The message.
    static func message(what: String) -> String {
        "This control's \(what) is clear, so it is invisible but VoiceOver, Voice Control and Switch Control "
            + "still reach it."
    }
}
