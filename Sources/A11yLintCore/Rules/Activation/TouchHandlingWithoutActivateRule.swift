/// A `UIView` subclass (not a `UIControl`) that acts on raw touches like a
/// button, with no way for assistive technologies to activate it.
struct TouchHandlingWithoutActivateRule: Rule {
    static let metadata = RuleMetadata(
        id: "touch-handling-without-activate",
        summary: "A UIView subclass acts on touchesBegan/touchesEnded like a button without button semantics.",
        rationale: """
            A view that overrides `touchesEnded(_:with:)` (or `touchesBegan`) to run an action behaves like \
            a button for a finger only: VoiceOver does not announce it as a button and often reads its \
            labels and images one by one (its double tap then lands on whatever child is focused), Voice \
            Control offers no "tap" name for it, and Switch Control and Full Keyboard Access may skip it. \
            Reported once per class, at its `touchesEnded` (else `touchesBegan`), when the override does \
            something beyond calling `super`, forwarding the touches, changing its own highlight \
            (`backgroundColor`, `alpha`, `transform`, `isHighlighted`, `isPressed`, layer properties), \
            dismissing the keyboard or closing on a background. Not reported: `UIControl` subclasses, classes \
            that also override `touchesMoved` (drawing canvases, sliders, drag handles: a different \
            problem), scroll and text views, classes whose chain to `UIView` is not known (a third-party \
            superclass), AppKit `NSEvent` touches, code under `#if os(macOS)`, and classes that anywhere in \
            the project (any file, extension or superclass) override `accessibilityActivate()`, add \
            `.button`/`.link` to `accessibilityTraits` or set `accessibilityCustomActions`, or make themselves \
            an element (`isAccessibilityElement = true`) with the `.keyboardKey` or `.allowsDirectInteraction` \
            trait (VoiceOver announces a key, and activating it or the direct touch delivers the very touches \
            handled: the keys of a custom keyboard), or give themselves the `.adjustable` trait and override \
            `accessibilityIncrement()`/`accessibilityDecrement()` with a body that does something (VoiceOver's swipes change the value the \
            touches change: a stepper, a segmented toggle). A base class the project never constructs (no `Base(…)`, \
            `Base.init`, `Base.self`) runs its touch handling only inside its subclasses: it is not reported \
            when each of its subclasses gives such a way in, tracks movement, or acts in its own overrides \
            (judged there). A class whose every instance is in storyboards or xibs, each made a labeled \
            element with the button or adjustable trait in the Identity inspector (`label="LFO Cut Off"`, \
            Adjustable, Accessibility Enabled), and that no code constructs, is announced and activated: not \
            reported. Known false \
            positives: traits set on an instance from outside the class (`header.accessibilityTraits = \
            .button` in a view controller). Known false negatives: an action reached through a method named \
            like a redraw (`render()`, `updateAppearance()`).
            """,
        fix: """
            Make it a `UIControl` (or a `UIButton`) and send `.primaryActionTriggered`/`.touchUpInside`; \
            otherwise set `isAccessibilityElement = true`, `accessibilityTraits.insert(.button)`, an \
            `accessibilityLabel`, and override `accessibilityActivate()` to perform the same action and \
            return `true`.
            """,
        severity: .warning,
        wcag: ["2.1.1", "4.1.2"],
        frameworks: [.uiKit],
        precision: .high,
        triggeringExamples: [
            Example("""
                final class FilterHeaderView: UIView {
                    var onToggle: (() -> Void)?
                    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesBegan(touches, with: event)
                        backgroundColor = .secondarySystemFill
                    }
                    override func ↓touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesEnded(touches, with: event)
                        backgroundColor = .clear
                        onToggle?()
                    }
                }
                """),
            Example("""
                class RatingStarView: UIImageView {
                    weak var delegate: RatingDelegate?
                    override func ↓touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                        delegate?.ratingStarTapped(self)
                    }
                }
                """),
            Example("""
                final class DialKnob: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        accessibilityTraits = .adjustable
                    }
                    override func accessibilityIncrement() {}
                    override func accessibilityDecrement() {}
                    override func ↓touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.dialTapped() }
                }
                """),
            Example("""
                final class VolumeKnob: UIView {
                    var level = 5
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        accessibilityTraits = .adjustable
                    }
                    override func ↓touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                        level = (level + 1) % 11
                        delegate?.knobChanged(level)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class FilterHeaderView: UIView {
                    var onToggle: (() -> Void)?
                    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesEnded(touches, with: event)
                        onToggle?()
                    }
                    override func accessibilityActivate() -> Bool {
                        onToggle?()
                        return true
                    }
                }
                """),
            Example("""
                final class PressableCard: UIView {
                    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesBegan(touches, with: event)
                        alpha = 0.6
                    }
                    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesEnded(touches, with: event)
                        UIView.animate(withDuration: 0.2) { self.alpha = 1 }
                    }
                }
                """),
            Example("""
                final class SignatureCanvas: UIView {
                    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { path.move(to: point(touches)) }
                    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { path.addLine(to: point(touches)) }
                    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.didSign(path) }
                }
                """),
            Example("""
                class QuantityStepper: UIView {
                    var count = 1 { didSet { accessibilityValue = "\\(count)"; onChange?(count) } }
                    var onChange: ((Int) -> Void)?
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        isAccessibilityElement = true
                        accessibilityTraits = .adjustable
                    }
                    override func accessibilityIncrement() { count += 1 }
                    override func accessibilityDecrement() { count = max(1, count - 1) }
                }
                final class LearnableStepper: QuantityStepper {
                    var isLearning = false
                    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                        guard let point = touches.first?.location(in: self) else { return }
                        count += point.x > bounds.midX ? 1 : -1
                    }
                }
                """),
            Example("""
                final class FormBackgroundView: UIView {
                    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                        endEditing(true)
                    }
                }
                """),
            Example("""
                final class VibrantButton: UIButton {
                    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                        super.touchesEnded(touches, with: event)
                        sendActions(for: .primaryActionTriggered)
                    }
                }
                """),
        ])

    static let triggers = ["touchesEnded", "touchesBegan"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext, collected: Collected) -> [RuleFinding] {
        let index = file.index
        // The overrides per class, in source order.
        var overrides: [Int: [Int]] = [:]
        for trigger in TouchHandlingWithoutActivateRule.triggers {
            for occurrence in file.occurrences(of: trigger) {
                let name = Int(occurrence)
                guard let declaration = index.declaration(namedBy: name) else { continue }
                let decl = index.declarations[declaration]
                guard decl.kind == .function, decl.modifiers.contains(.isOverride), decl.body >= 0, decl.parent >= 0,
                      index.declarations[Int(decl.parent)].kind == .class, receivesUIKitTouches(decl, index: index)
                else { continue }
                overrides[Int(decl.parent), default: []].append(declaration)
            }
        }
        var findings: [RuleFinding] = []
        for (type, declarations) in overrides.sorted(by: { $0.key < $1.key }) {
            let typeDecl = index.declarations[type]
            guard !index.isExcludedFromIOS(Int(typeDecl.keyword)), isPlainView(typeDecl.nameText, project: file.project),
                  !tracksMovement(type, index: index),
                  !hasActivation(typeDecl.nameText, project: file.project),
                  !isCoveredBySubclasses(typeDecl.nameText, collected: collected, project: file.project),
                  !isAccessibleInEveryDocument(typeDecl.nameText, collected: collected) else { continue }
            // Judge touchesEnded first; a view may also act on touch down.
            let ordered = declarations.sorted { index.declarations[$0].nameText > index.declarations[$1].nameText }
            guard let acting = ordered.first(where: { acts(index.declarations[$0], in: typeDecl.nameText, index: index) })
            else { continue }
            let at = Int(index.declarations[acting].name)
            findings.append(file.finding(from: at, through: at,
                                         message: TouchHandlingWithoutActivateRule.message(type: typeDecl.nameText,
                                                                                           method: index.text(at))))
        }
        return findings
    }

    // MARK: - Messages

    /// The message at the acting override.
    static func message(type: String, method: String) -> String {
        "\(type) acts on \(method) like a button, but it is no control and has no button trait, accessibilityActivate() "
            + "or custom action: VoiceOver does not announce it as a button, and Voice Control and Switch Control "
            + "cannot reliably activate it."
    }

    // MARK: - Matching

    /// Superclasses (besides controls) whose touches are not button presses: scrolling,
    /// text editing, maps, web and game views.
    static let nonButtonBases: Set<String> = ["UIScrollView", "SKView", "SCNView", "MKMapView", "WKWebView"]

    /// Whether a `touchesBegan`/`touchesEnded` override takes UIKit touches (`Set<UITouch>`),
    /// not AppKit's `touchesBegan(with: NSEvent)`.
    func receivesUIKitTouches(_ declaration: Declaration, index: SyntaxIndex) -> Bool {
        let open = Int(declaration.parameters)
        guard open >= 0, index.kind(open) == .leftParen, let close = index.partner(of: open) else { return false }
        return index.contains("UITouch", from: open, through: close)
    }

    /// Whether the type is a `UIView` by a known chain and neither a control nor a scroll,
    /// text, map, web or game view.
    func isPlainView(_ type: String, project: ProjectModel) -> Bool {
        let chain = project.classChain(of: type)
        guard chain.contains("UIView"), !project.isControl(type) else { return false }
        return !chain.contains { TouchHandlingWithoutActivateRule.nonButtonBases.contains($0) }
    }

    /// Whether the class also overrides `touchesMoved` (it tracks a finger: drawing, dragging, sliding).
    func tracksMovement(_ type: Int, index: SyntaxIndex) -> Bool {
        index.member(of: type) { index.declarations[$0].kind == .function && index.declarations[$0].nameText == "touchesMoved" } != nil
    }

    /// Whether the class (any file, extension or superclass) gives assistive
    /// technologies a way to activate it.
    /// A view that makes itself an element with the `.keyboardKey` trait (or `.allowsDirectInteraction`)
    /// counts too: VoiceOver announces a key and activating it, or the direct touch, delivers the very
    /// touches these overrides handle (typing keys of a custom keyboard).
    /// So does an adjustable view (the `.adjustable` trait with an `accessibilityIncrement` or
    /// `accessibilityDecrement` override): VoiceOver's swipes change its value, the job its touches do
    /// (a stepper, a segmented toggle).
    func hasActivation(_ type: String, project: ProjectModel) -> Bool {
        let writes = project.writes(in: type, receiver: "")
        var isElement = false
        var passesTouches = false
        var isAdjustable = false
        var adjusts = false
        for write in writes {
            switch write.member {
            case "accessibilityTraits":
                guard !write.value.contains(.removes) else { continue }
                if !write.value.isDisjoint(with: [.addsButton, .addsLink]) { return true }
                if !write.value.isDisjoint(with: [.addsKeyboardKey, .addsDirectInteraction]) { passesTouches = true }
                if write.value.contains(.addsAdjustable) { isAdjustable = true }
            case "accessibilityCustomActions", "accessibilityActivate":
                return true
            case "accessibilityIncrement", "accessibilityDecrement":
                // An empty override (`override func accessibilityIncrement() {}`) adjusts nothing.
                if write.value.contains(.isOverride), !write.value.contains(.hasEmptyBody) { adjusts = true }
            case "isAccessibilityElement":
                if write.value.contains(.isTrue) { isElement = true }
            default:
                continue
            }
        }
        return isElement && passesTouches || isAdjustable && adjusts
    }

    /// Calls that are no action of their own in a touch override: forwarding,
    /// hit testing, geometry and redraw requests.
    static let incidentalCalls: Set<String> = [
        "touchesBegan", "touchesEnded", "touchesCancelled", "touchesMoved", "location", "previousLocation", "first",
        "contains", "point", "hitTest", "convert", "animate", "transition", "setNeedsDisplay", "setNeedsLayout",
        "layoutIfNeeded", "CGAffineTransform", "UIColor", "CGPoint", "CGRect", "withAlphaComponent", "scaledBy",
        "setHighlighted", "render", "updateAppearance", "updateColors", "bringSubviewToFront",
    ]

    /// State that only draws the press: the view's own highlight.
    static let highlightState: Set<String> = [
        "backgroundColor", "alpha", "transform", "isHighlighted", "highlighted", "isPressed", "pressed", "isTouched",
        "tintColor", "textColor", "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset",
        "cornerRadius", "opacity",
    ]

    /// Whether an override does something a user must be able to trigger.
    func acts(_ declaration: Declaration, in type: String, index: SyntaxIndex) -> Bool {
        let body = index.scopes[Int(declaration.body)]
        let first = Int(body.open) + 1
        let last = Int(body.close) - 1
        guard first <= last else { return false }
        if index.classifyAction(from: first, through: last, followsCalls: true).isExemptAnywhere { return false }
        if TapGestureAsButtonRule.mentionsBackground(type) { return false }
        let locals = localNames(from: first, through: last, index: index)
        let signatures = (index.actionSignatures(from: first, through: last)
            .union(optionalCalls(from: first, through: last, index: index))).filter { signature in
            let name = signature.hasPrefix("set:") ? String(signature.dropFirst(4).prefix { $0 != "." && $0 != "=" })
                : String(signature.prefix { $0 != "." })
            if signature.hasPrefix("set:") {
                return !TouchHandlingWithoutActivateRule.highlightState.contains(name) && !locals.contains(name)
            }
            return !TouchHandlingWithoutActivateRule.incidentalCalls.contains(name)
        }
        guard !signatures.isEmpty else { return false }
        // Keyboard dismissal and closing on a background are not button presses.
        return !signatures.contains { signature in
            SyntaxIndex.keyboardWords.contains { signature.contains($0) } || TapGestureAsButtonRule.mentionsBackground(signature)
        }
    }

    /// Names declared with `let`/`var` in tokens `first...last` (locals and `if let`
    /// bindings: setting them is no action).
    func localNames(from first: Int, through last: Int, index: SyntaxIndex) -> Set<String> {
        var names: Set<String> = []
        for probe in first...last where index.isName(probe, "let") || index.isName(probe, "var") {
            if index.kind(probe + 1) == .identifier { names.insert(index.text(probe + 1)) }
        }
        return names
    }

    /// Closure properties called through optional chaining (`onTap?()`, `handler?(self)`),
    /// which `actionSignatures` does not see as calls.
    func optionalCalls(from first: Int, through last: Int, index: SyntaxIndex) -> Set<String> {
        var names: Set<String> = []
        guard first + 2 <= last else { return names }
        for probe in first...(last - 2) where index.tokens[probe].kind == .identifier {
            if index.isOperator(probe + 1, "?"), index.kind(probe + 2) == .leftParen { names.insert(index.text(probe)) }
        }
        return names
    }
}
