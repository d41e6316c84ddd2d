/// Accessibility semantics that SwiftUI modifiers give a view.
public struct AccessibilitySemantics: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// `.accessibilityAddTraits(.isButton)`, `.accessibility(addTraits: .isButton)`.
    public static let buttonTrait = AccessibilitySemantics(rawValue: 1 << 0)
    /// `.isLink` added the same ways.
    public static let linkTrait = AccessibilitySemantics(rawValue: 1 << 1)
    /// `.accessibilityAction`, `.accessibilityActions`.
    public static let action = AccessibilitySemantics(rawValue: 1 << 2)
    /// `.accessibilityRepresentation { Button … }`.
    public static let representation = AccessibilitySemantics(rawValue: 1 << 3)
    /// `.accessibilityHidden(true)`, `.accessibility(hidden: true)`, `.hidden()`.
    public static let hidden = AccessibilitySemantics(rawValue: 1 << 4)
    /// `.accessibilityLabel(…)`, `.accessibility(label:)`.
    public static let label = AccessibilitySemantics(rawValue: 1 << 5)
    /// `.accessibilityElement(…)`.
    public static let element = AccessibilitySemantics(rawValue: 1 << 6)
    /// `.disabled(true)`.
    public static let disabled = AccessibilitySemantics(rawValue: 1 << 7)

    /// Semantics that make a tappable view usable as a control by assistive technologies.
    public static let activatable: AccessibilitySemantics = [.buttonTrait, .linkTrait, .action, .representation]
}

extension SyntaxIndex {
    /// SwiftUI controls that give their content button semantics.
    static let swiftUIControls: Set<String> = ["Button", "Link", "NavigationLink", "Toggle", "Menu", "ShareLink",
                                                "Picker", "Stepper", "EditButton", "PasteButton", "RenameButton"]

    /// The semantics declared by the links of a chain.
    public func semantics(of links: [ChainLink]) -> AccessibilitySemantics {
        var result: AccessibilitySemantics = []
        for link in links {
            let name = Int(link.name)
            guard let call = link.call else { continue }
            let first = Int(call.open) + 1
            let last = Int(call.close) - 1
            switch Int(tokens[name].range.length) {
            case 6:
                if isText(name, "hidden"), call.arguments.isEmpty { result.insert(.hidden) }
            case 8:
                if isText(name, "disabled"), contains("true", from: first, through: last) { result.insert(.disabled) }
            case 13:
                guard isText(name, "accessibility"), first <= last else { continue }
                for argument in call.arguments where argument.label >= 0 {
                    let label = Int(argument.label)
                    let start = Int(argument.start)
                    let end = Int(argument.end)
                    if isText(label, "addTraits") {
                        if containsMember("isButton", from: start, through: end) { result.insert(.buttonTrait) }
                        if containsMember("isLink", from: start, through: end) { result.insert(.linkTrait) }
                    } else if isText(label, "hidden"), contains("true", from: start, through: end) {
                        result.insert(.hidden)
                    } else if isText(label, "label") {
                        result.insert(.label)
                    }
                }
            default:
                guard tokens[name].range.length > 13 else { continue }
                if isText(name, "accessibilityAddTraits") {
                    if containsMember("isButton", from: first, through: last) { result.insert(.buttonTrait) }
                    if containsMember("isLink", from: first, through: last) { result.insert(.linkTrait) }
                } else if isText(name, "accessibilityAction") || isText(name, "accessibilityActions") {
                    result.insert(.action)
                } else if isText(name, "accessibilityRepresentation") {
                    result.insert(.representation)
                } else if isText(name, "accessibilityHidden") {
                    if contains("true", from: first, through: last) { result.insert(.hidden) }
                } else if isText(name, "accessibilityLabel") {
                    result.insert(.label)
                } else if isText(name, "accessibilityElement") {
                    result.insert(.element)
                }
            }
        }
        return result
    }

    /// The links of the chain a call belongs to: the whole chain when the call is
    /// one of its links, else the links after the call (the call is the base).
    public func chainLinks(ofCall call: CallSite) -> [ChainLink] {
        let name = Int(call.name)
        if kind(name - 1) == .period, let chain = chain(containing: name) { return chain.links }
        return chainLinks(after: Int(call.end))
    }

    /// Calls whose argument list or closures enclose `index`, innermost first.
    public func enclosingCalls(of index: Int) -> [CallSite] {
        var calls: [CallSite] = []
        forEachEnclosingOpener(of: index) { opener in
            if tokens[opener].kind == .stringStart || tokens[opener].kind == .interpolationStart { return true }
            if let call = owningCall(ofOpener: opener) { calls.append(call) }
            return calls.count < 64
        }
        return calls
    }

    /// Whether the tokens `first...last` contain a SwiftUI control (`Button {`, `Toggle(`)
    /// or one of `extra` component names, called.
    public func containsControl(from first: Int, through last: Int, extra: Set<String> = []) -> Bool {
        guard first <= last else { return false }
        for probe in max(0, first)...min(count - 1, last) where tokens[probe].kind == .identifier {
            guard kind(probe + 1) == .leftParen || kind(probe + 1) == .leftBrace, kind(probe - 1) != .period else { continue }
            let name = text(probe)
            if SyntaxIndex.swiftUIControls.contains(name) || extra.contains(name) { return true }
        }
        return false
    }

    /// Whether a chain declares a default (unnamed) accessibility action:
    /// `.accessibilityAction { … }` or `.accessibilityAction(.default, …)`.
    public func hasDefaultAccessibilityAction(_ links: [ChainLink]) -> Bool {
        links.contains { link in
            guard isText(Int(link.name), "accessibilityAction"), let call = link.call else { return false }
            if call.arguments.isEmpty { return true }
            guard let first = call.arguments.first, first.label < 0 else { return false }
            return kind(Int(first.start)) == .period && isText(Int(first.start) + 1, "default")
        }
    }

    /// The action signatures of the controls called in tokens `first...last`
    /// (`Button("Configure…") { showSettings = true }` → `set:showSettings`).
    public func controlActionSignatures(from first: Int, through last: Int, extra: Set<String> = []) -> Set<String> {
        var signatures: Set<String> = []
        guard first <= last else { return signatures }
        // A name whose first byte or length no control's has is none: no String is made of it.
        var filter = SyntaxIndex.swiftUIControlsFilter
        if !extra.isEmpty { filter.add(extra) }
        for probe in max(0, first)...min(count - 1, last) where tokens[probe].kind == .identifier {
            guard kind(probe - 1) != .period, filter.mayContain(tokens[probe].range, in: source.bytes), case let name = text(probe),
                  SyntaxIndex.swiftUIControls.contains(name) || extra.contains(name),
                  let control = call(named: probe) else { continue }
            signatures.formUnion(actionSignatures(ofCall: control))
        }
        return signatures
    }

    /// `NamePrefilter` of `swiftUIControls`.
    static let swiftUIControlsFilter = NamePrefilter(swiftUIControls)

    /// Whether the tokens `first...last` contain an `accessibilityAddTraits` with
    /// `.isButton`/`.isLink` or an `accessibilityAction` (semantics given inside a view's content).
    public func containsActivatableSemantics(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in max(1, first)...min(count - 1, last) where kind(probe - 1) == .period && tokens[probe].kind == .identifier {
            if isText(probe, "accessibilityAction") || isText(probe, "accessibilityActions")
                || isText(probe, "accessibilityRepresentation") { return true }
            if isText(probe, "accessibilityAddTraits") || isText(probe, "accessibility"),
               let call = call(named: probe), call.open >= 0,
               containsMember("isButton", from: Int(call.open), through: Int(call.close))
                || containsMember("isLink", from: Int(call.open), through: Int(call.close)) {
                return true
            }
        }
        return false
    }
}
