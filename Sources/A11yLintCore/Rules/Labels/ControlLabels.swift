/// The parts of a SwiftUI control's call (`Button`, `Link`, `NavigationLink`,
/// `Menu`, `Toggle`, `Picker` …) and whether its visible label names it: which
/// closure is the action, which the label, which a destination screen.
public enum ControlPart: Sendable, Equatable {
    /// The view that labels the control (`label:`, the trailing closure of `Button(action:)`).
    case label
    /// Code run on activation (`action:`, the first closure of `Button { … } label: { … }`).
    case action
    /// A screen pushed or presented by the control (`NavigationLink { Detail() } label: { … }`).
    case destination
    /// Items shown elsewhere: a `Menu`'s buttons, a `Picker`'s options.
    case content
    /// Anything else (values such as `destination: url`, `isOn: $flag`).
    case other
}

extension SyntaxIndex {
    /// SwiftUI views that name themselves from their label content.
    static let labeledControls: Set<String> = [
        "Button", "Link", "NavigationLink", "Menu", "Toggle", "ShareLink", "Picker", "PhotosPicker", "Stepper",
        "DisclosureGroup",
    ]

    /// Views that never name a control by themselves: images, shapes, gradients, stacks, spacers and
    /// layout containers (what they hold is read on its own: a `Text` in an `HStack` names the control).
    /// The one list for every label rule (`image-missing-label`, `icon-button-missing-label`,
    /// `bar-button-item-missing-label`).
    static let silentViews: Set<String> = [
        "Image", "AsyncImage", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "Spacer", "Divider",
        "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse", "ContainerRelativeShape",
        "Path", "Color", "LinearGradient", "RadialGradient", "AngularGradient", "ProgressView", "EmptyView", "GeometryReader",
        "ForEach", "ViewThatFits", "AnyView", "ZStackLayout", "HStackLayout", "VStackLayout",
    ]

    /// Which part of `control` (a call whose name is in `labeledControls`, or a configured
    /// button) holds the token at `position`.
    public func controlPart(of control: CallSite, containing position: Int) -> ControlPart {
        let name = text(Int(control.name))
        if let argument = control.arguments.first(where: { Int($0.start) <= position && position <= Int($0.end) }) {
            guard argument.label >= 0 else { return .other }
            let label = Int(argument.label)
            if isText(label, "label") { return .label }
            if isText(label, "action") { return .action }
            if isText(label, "destination") { return name == "NavigationLink" ? .destination : .other }
            if isText(label, "content") { return name == "Menu" || name == "Picker" ? .content : .other }
            return .other
        }
        guard let closure = control.trailingClosures.first(where: { Int($0.open) < position && position < Int($0.close) })
        else { return .other }
        if closure.label >= 0 {
            let label = Int(closure.label)
            if isText(label, "label") { return .label }
            if isText(label, "action") { return .action }
            if isText(label, "destination") { return .destination }
            if isText(label, "content") { return .content }
            return .other
        }
        // The unlabeled first closure.
        let hasLabelClosure = trailingClosure(control, labeled: "label") != nil
        switch name {
        case "Button":
            return argument(control, labeled: "action") != nil && !hasLabelClosure ? .label : .action
        case "NavigationLink":
            if hasLabelClosure { return .destination }
            return argument(control, labeled: "destination") != nil || argument(control, labeled: "value") != nil
                ? .label : .destination
        case "Menu", "Picker":
            return .content
        case "Link", "Toggle", "ShareLink", "PhotosPicker", "Stepper":
            return .label
        case "DisclosureGroup":
            return .content
        default:
            // A configured button: its closure shows its content.
            return hasLabelClosure ? .action : .label
        }
    }

    /// Whether a control call carries a title of its own: `Button("Save") { … }`,
    /// `Toggle(isOn:) {…}` no, `Link(title, destination:)` yes, `Menu(titleKey:)`.
    public func controlHasTitle(_ control: CallSite) -> Bool {
        if let first = control.arguments.first, first.label < 0 {
            let value = Int(first.start)
            if kind(value) == .stringStart || isName(value, "Text") || isName(value, "LocalizedStringKey")
                || isName(value, "String") || tokens[value].kind == .identifier && kind(value + 1) != .leftBrace {
                return true
            }
        }
        return control.arguments.contains { argument in
            argument.label >= 0 && (isText(Int(argument.label), "title") || isText(Int(argument.label), "titleKey"))
        }
    }

    /// The positions of the tokens in `first...last` that may name a control (see `forEachNamingToken`).
    public func namingTokens(from first: Int, through last: Int, images: Set<String> = []) -> [Int] {
        var positions: [Int] = []
        forEachNamingToken(from: first, through: last, images: images) { positions.append($0); return true }
        return positions
    }

    /// Calls `body` with each token of view content (a control's label) that may name the
    /// control, in order, until it returns false: `Text`, a `Label`, a text field, an
    /// accessibility label, or a view this pass cannot see into (a custom view, a property);
    /// not images, shapes or stacks. Arguments, conditions, patterns, locals and closure
    /// signatures are skipped: they are values, not views.
    func forEachNamingToken(from first: Int, through last: Int, images: Set<String>, _ body: (Int) -> Bool) {
        guard first <= last, count > 0 else { return }
        var probe = max(0, first)
        let end = min(count - 1, last)
        // Closure parameters (`view in view.padding()`, `$0`) are the content being passed through.
        var parameters: Set<String> = []
        while probe <= end {
            let token = tokens[probe]
            switch token.kind {
            case .leftParen, .leftSquare, .stringStart:
                let close = partner(of: probe) ?? end
                // A container's closure arguments are view content: `HStack(spacing: 4, content: { … })`.
                if token.kind == .leftParen, probe > 0, tokens[probe - 1].kind == .identifier, kind(probe - 2) != .period,
                   ImageExposureWalker.containers.contains(text(probe - 1)),
                   !forEachNamingTokenInClosureArguments(from: probe + 1, before: close, images: images, body) {
                    return
                }
                probe = close + 1
                continue
            case .leftBrace:
                // A closure's signature (`item in`) names no view.
                if let scope = scope(openedBy: probe), scopes[scope].signatureEnd > probe {
                    let signatureEnd = Int(scopes[scope].signatureEnd)
                    for name in probe + 1..<signatureEnd where tokens[name].kind == .identifier { parameters.insert(text(name)) }
                    probe = signatureEnd + 1
                    continue
                }
            case .keyword:
                // Conditions and patterns: `if let icon {`, `switch kind {`, `case .large:`.
                if isText(probe, "if") || isText(probe, "switch") || isText(probe, "guard") || isText(probe, "while") {
                    var next = probe + 1
                    while next <= end, tokens[next].kind != .leftBrace {
                        if let kind = kind(next), kind == .leftParen || kind == .leftSquare || kind == .stringStart {
                            next = partner(of: next) ?? next
                        }
                        next += 1
                    }
                    probe = next
                    continue
                }
                if isText(probe, "case") {
                    var next = probe + 1
                    while next <= end, tokens[next].kind != .colon { next += 1 }
                    probe = next + 1
                    continue
                }
                if isText(probe, "let") || isText(probe, "var") {
                    // A local in a builder: its value is shown only where it is used.
                    if let local = declaration(namedBy: probe + 1) {
                        let declaration = declarations[local]
                        probe = Int(max(declaration.initializerEnd, declaration.typeEnd, declaration.name)) + 1
                    } else {
                        probe += 2
                    }
                    continue
                }
            case .identifier:
                if kind(probe - 1) == .period {
                    if isText(probe, "accessibilityLabel")
                        || isText(probe, "accessibility") && call(named: probe).map({ argument($0, labeled: "label") != nil }) == true {
                        if !body(probe) { return }
                    }
                    break
                }
                let name = text(probe)
                if SyntaxIndex.silentViews.contains(name) || images.contains(name) || parameters.contains(name) { break }
                // Text, a label, a field, or a custom view, a property or a function that may show text.
                if !body(probe) { return }
            default:
                break
            }
            probe += 1
        }
    }

    /// `forEachNamingToken` over the closure arguments (`label: { … }`) among the arguments in
    /// `first..<close`; false when `body` stopped.
    private func forEachNamingTokenInClosureArguments(from first: Int, before close: Int, images: Set<String>,
                                                     _ body: (Int) -> Bool) -> Bool {
        var probe = first
        while probe < close {
            guard let kind = kind(probe) else { break }
            if kind == .leftBrace, let braceClose = partner(of: probe), let before = self.kind(probe - 1),
               before == .colon || before == .leftParen || before == .comma {
                var stopped = false
                forEachNamingToken(from: probe, through: braceClose, images: images) { position in
                    stopped = !body(position)
                    return !stopped
                }
                if stopped { return false }
                probe = braceClose + 1
                continue
            }
            if kind == .leftParen || kind == .leftSquare || kind == .stringStart || kind == .leftBrace {
                probe = (partner(of: probe) ?? close) + 1
                continue
            }
            probe += 1
        }
        return true
    }

    /// Whether links declare `.accessibilityElement()` or `.accessibilityElement(children: .ignore)`
    /// or `.combine`: one element whose label replaces or joins its children's.
    public func mergesChildren(_ links: [ChainLink]) -> Bool {
        for link in links where isText(Int(link.name), "accessibilityElement") {
            guard let call = link.call, let children = argument(call, labeled: "children") else { return true }
            if containsMember("ignore", from: Int(children.start), through: Int(children.end))
                || containsMember("combine", from: Int(children.start), through: Int(children.end)) {
                return true
            }
        }
        return false
    }
}

/// The member writes that name a UIKit control or bar button item, one definition for the label rules.
enum ControlNaming {
    /// Members whose write gives the object its spoken name: `accessibilityLabel`, its attributed form, and
    /// the project's label aliases (an `@IBInspectable` property whose setter assigns `accessibilityLabel`,
    /// found in pass 1, plus configured `label_aliases`: the project model merges both). Voice Control's
    /// `accessibilityUserInputLabels` are not one: VoiceOver does not read them as the name.
    static func labelMembers(_ project: ProjectModel) -> Set<String> {
        LabelEvidence.labels.union(project.labelAliasNames)
    }
}
