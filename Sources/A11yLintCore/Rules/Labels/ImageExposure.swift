/// What VoiceOver makes of a SwiftUI view that shows an image, found by walking
/// out from the view through its enclosing views: the first one that hides,
/// labels, merges or names it decides. View helpers (`var avatar: some View`)
/// are followed to where this file uses them; a view's `body` to the uses of
/// the view, recorded per file as `ImageUseContext` facts.
public enum ImageExposure: Sendable, Hashable {
    /// Hidden, labeled, merged into a labeled parent, part of a named control, or never shown.
    case covered
    /// Kept as a value (`var icon: Image`, `let image = Image(…)`) or shown where this walk
    /// cannot follow (a helper used only from other files): not judged here.
    case value
    /// An element of its own.
    case exposed
    /// The only content of a control's label (the control's name, such as `Button`).
    case onlyContent(String)
    /// Shown by the `body` of a view type (recorded in pass 1, resolved through that view's uses);
    /// `accompanied` when the body also shows something that may name a control around it.
    case body(String, accompanied: Bool)
    /// In a content closure of another view (`Type.slot`, see `hiddenContentClosures`), recorded in
    /// pass 1: covered when that view hides the slot, else what the walk found outside the call.
    indirect case slot(String, then: ImageExposure)

    /// Whether `self` is kept over `other` as the worse of two uses: the higher rank, and between
    /// two controls of the same rank the one whose name sorts first (`Button` before `Menu`), so the
    /// message does not depend on the order the uses were merged in.
    func isWorse(than other: ImageExposure) -> Bool {
        if rank != other.rank { return rank > other.rank }
        if case .onlyContent(let mine) = self, case .onlyContent(let theirs) = other { return mine < theirs }
        return false
    }

    /// How bad an outcome is, for keeping the worst of several uses.
    var rank: Int {
        switch self {
        case .covered, .value: return 0
        case .body, .slot: return 1
        case .exposed: return 2
        case .onlyContent: return 3
        }
    }
}

/// The context of one use of a custom view (`AvatarView(…)`) for the images it shows.
public typealias ImageUseContext = ImageExposure

/// Walks out from views to judge their exposure. Built per file; caches helper results.
final class ImageExposureWalker {
    let index: SyntaxIndex
    /// Configured buttons (controls) and images (`components:`).
    let buttons: Set<String>
    let images: Set<String>
    /// The project model in pass 2; `nil` while facts are extracted (pass 1), when body
    /// roots are recorded as `.body` instead of being resolved.
    let project: ProjectModel?
    /// What `image-missing-label` collected in pass 1 (empty while it collects).
    let uses: ImageMissingLabelRule.Collected
    private var helpers: [Int: ImageExposure] = [:]
    private var inProgress: Set<Int> = []
    /// Caches that keep a file linear: naming tokens per content range (by first token),
    /// hiding or merging modifiers per expression end, identifier positions per name.
    private var namers: [Int: (last: Int, positions: [Int])] = [:]
    private var coveringLinks: [Int: Bool] = [:]
    private var positionsByName: [String: [Int]] = [:]
    private var bodies: [String: ImageExposure] = [:]
    private var resolving: Set<String> = []
    private var isCut = false
    /// Nested walks out of content closures (pass 1), bounded.
    private var slotDepth = 0

    init(index: SyntaxIndex, buttons: Set<String> = [], images: Set<String> = [], project: ProjectModel? = nil,
         uses: ImageMissingLabelRule.Collected = ImageMissingLabelRule.Collected()) {
        self.index = index
        self.buttons = buttons
        self.images = images
        self.project = project
        self.uses = uses
    }

    /// Modifiers whose view argument is shown as a new screen or popup: the walk stops there.
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
        "contextMenu",
    ]

    /// Modifiers that take views shown together with the modified view.
    static let viewModifiers: Set<String> = [
        "overlay", "background", "toolbar", "safeAreaInset", "navigationBarItems", "listRowBackground",
        "containerBackground", "badge", "overlayPreferenceValue", "backgroundPreferenceValue", "swipeActions",
        "searchSuggestions", "modify", "applying",
    ]

    /// UIKit and AppKit hosts of a SwiftUI root view: what they are given is on screen as it is,
    /// wherever the host itself is kept (a lazy property, a cell's subview).
    static let hostingRoots: Set<String> = ["UIHostingController", "NSHostingView", "NSHostingController", "UIHostingConfiguration"]

    /// SwiftUI (and hosting) types whose arguments and closures are views shown as they are.
    static let containers: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group",
        "ScrollView", "ScrollViewReader", "List", "ForEach", "Section", "Form", "NavigationStack", "NavigationView",
        "NavigationSplitView", "TabView", "GeometryReader", "ViewThatFits", "AnyView", "GroupBox", "ControlGroup",
        "VSplitView", "HSplitView", "OutlineGroup", "TimelineView", "ToolbarItem", "ToolbarItemGroup",
        "UIHostingConfiguration", "UIHostingController", "NSHostingView", "NSHostingController", "LabeledContent",
        "ContentUnavailableView", "Gauge", "ProgressView", "HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout",
        "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration",
        "DynamicIsland", "DynamicIslandExpandedRegion", "WindowGroup", "Window", "MenuBarExtra", "Tab",
    ]

    // MARK: - The walk

    /// Judges the view expression spanning `subject` (an image call, a custom view's use,
    /// or a reference to a view helper): its own modifiers, then outwards.
    /// `accompanied`: the content being judged also shows something that may name a control.
    func exposure(of subject: ClosedRange<Int>, accompanied: Bool, depth: Int = 0) -> ImageExposure {
        if covered(after: subject.upperBound) { return .covered }
        if let bound = conditionalBinding(at: subject.lowerBound, subject: subject, accompanied: accompanied, depth: depth) {
            return bound
        }
        if let local = localValue(start: subject.lowerBound, end: subject.upperBound, subject: subject,
                                  accompanied: accompanied, depth: depth) {
            return local                                            // `let cell = RowView(…)`, shown later
        }
        if let assignment = storedValueOperator(subject.lowerBound) {
            // `self.captcha = Image(uiImage: rendered)`: an image member of this type, shown where
            // the type's views show that member (`captcha` alone in a stack).
            if let member = assignedImageMember(at: assignment) { return helper(member, accompanied: accompanied, depth: depth) }
            if let constant = imageConstant(initializedAt: assignment, subject: subject) {
                return constantExposure(constant, accompanied: accompanied, depth: depth)
            }
            return .value
        }
        var current = subject.lowerBound
        while let opener = index.enclosingOpener(of: current) {
            defer { current = opener }
            guard let kind = index.kind(opener) else { break }
            switch kind {
            case .stringStart, .interpolationStart:
                return .covered                                     // `Text("\(Image("logo")) Home")`
            case .leftSquare:
                return .value                                       // `[Image("a"), Image("b")]`
            case .leftParen:
                guard let call = index.owningCall(ofOpener: opener) else { continue }   // `(photo ?? placeholder)`
                if let result = judge(call, at: current, subject: subject, isArgument: true, accompanied: accompanied) {
                    return result
                }
                if let result = localValue(call, subject: subject, accompanied: accompanied, depth: depth) { return result }
            case .leftBrace:
                guard let scope = index.scope(openedBy: opener) else { continue }
                switch index.scopes[scope].kind {
                case .controlFlow:
                    continue
                case .closure:
                    // A closure argument (`illustration: { Image(…) }`) is judged at the call's `(`.
                    guard let call = index.owningCall(ofOpener: opener) else { continue }
                    if let result = judge(call, at: current, subject: subject, isArgument: false, accompanied: accompanied) {
                        return result
                    }
                    if let result = localValue(call, subject: subject, accompanied: accompanied, depth: depth) {
                        return result
                    }
                case .typeBody:
                    return .value                                   // `static let logo = Image("logo")`
                case .functionBody, .propertyBody, .accessor:
                    let declaration = Int(index.scopes[scope].declaration)
                    guard declaration >= 0 else { continue }
                    return root(declaration, subject: subject, accompanied: accompanied, depth: depth)
                }
            default:
                continue
            }
        }
        return .exposed
    }

    /// Whether the modifiers after the expression ending at `end` hide it, label it,
    /// replace it or merge it into one element.
    func covered(after end: Int) -> Bool {
        if let cached = coveringLinks[end] { return cached }
        let links = index.chainLinks(after: end)
        let result = !index.semantics(of: links).isDisjoint(with: [.hidden, .label, .representation])
            || index.mergesChildren(links)
        coveringLinks[end] = result
        return result
    }

    /// Whether the view content in `first...last` may name a control (see
    /// `SyntaxIndex.forEachNamingToken`), the tokens in `skipping` aside; cached per range.
    func mayName(from first: Int, through last: Int, skipping: ClosedRange<Int>? = nil) -> Bool {
        let positions: [Int]
        if let cached = namers[first], cached.last == last {
            positions = cached.positions
        } else {
            positions = index.namingTokens(from: first, through: last, images: images)
            namers[first] = (last, positions)
        }
        guard let skipping else { return !positions.isEmpty }
        // Positions are sorted: one outside `skipping` is the first or the last.
        guard let low = positions.first, let high = positions.last else { return false }
        return low < skipping.lowerBound || high > skipping.upperBound
    }

    /// Whether some naming token in `first...last` (`mayName`) outside `subject` can show together with it:
    /// not in an exclusive branch of a conditional that holds the subject in another arm.
    func namesOutsideOtherBranches(from first: Int, through last: Int, subject: ClosedRange<Int>) -> Bool {
        _ = mayName(from: first, through: last)
        guard let cached = namers[first], cached.last == last else { return true }
        return cached.positions.contains { position in
            !subject.contains(position) && !index.areInExclusiveBranches(position, subject.lowerBound)
        }
    }

    /// Whether the expression at `start` is stored rather than shown: `let image = Image(…)`,
    /// `icon = Image(…)`, `image = photo ?? Image("placeholder")`, `flag ? Image("a") : Image("b")`
    /// assigned. Walks back over the expression's operands to an `=`.
    func isStoredValue(_ start: Int) -> Bool { storedValueOperator(start) != nil }

    /// The `=` that stores the expression at `start` (see `isStoredValue`), or `nil`.
    func storedValueOperator(_ start: Int) -> Int? {
        var probe = start - 1
        var after = start
        var steps = 0
        while probe >= 0, steps < 32 {
            steps += 1
            // A line break continues the expression only next to a binary operator.
            if index.isAtStartOfLine(after), index.kind(after) != .operator, index.kind(probe) != .operator { return nil }
            guard let kind = index.kind(probe) else { return nil }
            switch kind {
            case .operator:
                if index.isText(probe, "=") { return probe }
                guard index.isText(probe, "??") || index.isText(probe, "?") || index.isText(probe, ":")
                        || index.isText(probe, "!") else { return nil }
            case .colon:
                // A ternary's `:` continues; an argument label's (`image: Image(…)`) or a `case`'s does not.
                if index.kind(probe - 1) == .identifier,
                   index.kind(probe - 2) == .leftParen || index.kind(probe - 2) == .comma || index.kind(probe - 2) == .period {
                    return nil
                }
            case .rightParen, .rightSquare, .stringEnd:
                guard let open = index.partner(of: probe) else { return nil }
                after = open
                probe = open - 1
                continue
            case .identifier, .period, .dollarIdentifier:
                break
            case .keyword:
                guard index.isText(probe, "self") || index.isText(probe, "nil") || index.isText(probe, "true")
                        || index.isText(probe, "false") else { return nil }
            default:
                return nil
            }
            after = probe
            probe -= 1
        }
        return nil
    }

    /// A view built into a local constant (`let label = VStack { … }`) is shown where the
    /// constant is used later in the same scope (`Button(action: open) { label }`): judged at
    /// those uses (the worst of them, or `.value` when there are none), with whatever else the
    /// constant's view shows as text that may name a control around it. `nil` when `call` is
    /// not such a constant's whole value.
    func localValue(_ call: CallSite, subject: ClosedRange<Int>, accompanied: Bool, depth: Int) -> ImageExposure? {
        localValue(start: Int(call.name), end: Int(call.end), subject: subject, accompanied: accompanied, depth: depth)
    }

    /// `localValue` for the expression `start...end` (a call, or the view being judged itself:
    /// `let content = RowView(item: item)` then `NSHostingView(rootView: content)`).
    func localValue(start: Int, end: Int, subject: ClosedRange<Int>, accompanied: Bool, depth: Int) -> ImageExposure? {
        guard index.kind(start - 1) == .operator, index.isText(start - 1, "="), index.kind(start - 2) == .identifier,
              index.isText(start - 3, "let") || index.isText(start - 3, "var"),
              let opener = index.enclosingOpener(of: start - 2), index.kind(opener) == .leftBrace,
              let scope = index.scope(openedBy: opener), index.scopes[scope].kind != .typeBody else { return nil }
        guard depth < 6 else { return .value }
        let nameToken = start - 2
        let close = Int(index.scopes[scope].close)
        let named = accompanied || mayName(from: start, through: end, skipping: subject)
        var result = ImageExposure.value
        // Uses after the value: a closure parameter of the same name inside it is another binding.
        for probe in positions(of: index.text(nameToken)) where probe > end && probe < close {
            guard index.kind(probe - 1) != .period, index.kind(probe + 1) != .colon,
                  index.declaration(namedBy: probe) == nil else { continue }
            let outcome = exposure(of: probe...probe, accompanied: named, depth: depth + 1)
            if outcome.isWorse(than: result) || result == .value && outcome == .covered { result = outcome }
        }
        return result
    }

    /// An optional image bound by `if let logo = vendorLogo() { logo }` is shown where the branch
    /// uses the binding: judged at those uses (the worst of them, or `.value` when there are none).
    /// `nil` when the expression at `start` is not the whole value of such a binding.
    func conditionalBinding(at start: Int, subject: ClosedRange<Int>, accompanied: Bool, depth: Int) -> ImageExposure? {
        guard index.isOperator(start - 1, "="), index.kind(start - 2) == .identifier,
              index.isText(start - 3, "let") || index.isText(start - 3, "var"),
              index.isText(start - 4, "if") || index.kind(start - 4) == .comma,
              let brace = index.bodyBrace(after: subject.upperBound), let scope = index.scope(openedBy: brace),
              index.scopes[scope].kind == .controlFlow else { return nil }
        // The binding's value ends at the subject (`if let a = b ?? c` is judged as stored).
        guard index.kind(subject.upperBound + 1) == .leftBrace || index.kind(subject.upperBound + 1) == .comma
        else { return nil }
        guard depth < 6 else { return .value }
        let nameToken = start - 2
        let close = Int(index.scopes[scope].close)
        var result = ImageExposure.value
        for probe in positions(of: index.text(nameToken)) where probe > brace && probe < close {
            guard index.kind(probe - 1) != .period, index.kind(probe + 1) != .colon,
                  index.declaration(namedBy: probe) == nil, !isPassedOn(probe) else { continue }
            let outcome = exposure(of: probe...probe, accompanied: accompanied, depth: depth + 1)
            if outcome.isWorse(than: result) || result == .value && outcome == .covered { result = outcome }
        }
        return result
    }

    /// Whether the value at `position` is handed to a call or collection (`Image(nsImage: icon)`,
    /// `[icon]`) rather than shown as itself: inside parentheses or brackets.
    func isPassedOn(_ position: Int) -> Bool {
        guard let opener = index.enclosingOpener(of: position), let kind = index.kind(opener) else { return false }
        return kind == .leftParen || kind == .leftSquare
    }

    /// The stored SwiftUI `Image` property of the enclosing type that the `=` at `assignment`
    /// writes (`self.captcha = …`, or `captcha = …` where no local has that name), or `nil`.
    func assignedImageMember(at assignment: Int) -> Int? {
        let target = assignment - 1
        guard index.kind(target) == .identifier, index.declaration(namedBy: target) == nil else { return nil }
        if index.kind(target - 1) == .period {
            guard index.isName(target - 2, "self"), index.kind(target - 3) != .period else { return nil }
        } else if index.localDeclaration(named: target) != nil {
            return nil
        }
        guard let type = index.enclosingType(of: assignment) else { return nil }
        for owner in index.types(named: index.declarations[type].nameText) {
            guard let member = index.member(of: owner, where: { member in
                let declaration = index.declarations[member]
                return declaration.kind == .variable && declaration.body < 0 && index.isText(target, equalTo: declaration.nameText)
            }) else { continue }
            guard let declared = declaredType(of: member), ImageExposureWalker.isSwiftUIImageType(declared) else { return nil }
            return member
        }
        return nil
    }

    /// The stored property of a type that the `=` at `assignment` initializes with exactly the image
    /// `subject` (`static let close = Image("icon_close")` in `extension Image`, `let badge = Image("new")`
    /// in a view), or `nil`. Such a constant is an image shown wherever it is used as a view.
    func imageConstant(initializedAt assignment: Int, subject: ClosedRange<Int>) -> Int? {
        guard index.kind(assignment - 1) == .identifier, let member = index.declaration(namedBy: assignment - 1),
              index.isMember(member) else { return nil }
        let declaration = index.declarations[member]
        guard declaration.kind == .variable, declaration.body < 0, Int(declaration.initializerStart) == subject.lowerBound,
              Int(declaration.initializerEnd) == subject.upperBound else { return nil }
        if let declared = declaredType(of: member), !ImageExposureWalker.isSwiftUIImageType(declared) { return nil }
        return member
    }

    /// An image constant (`imageConstant(initializedAt:subject:)`): an instance property where its type
    /// shows it in this file (like a view helper); a static one where any file shows `Type.name` as a
    /// view (`Image.close` alone in a button's label), recorded in pass 1; `.value` when never shown.
    func constantExposure(_ member: Int, accompanied: Bool, depth: Int) -> ImageExposure {
        let declaration = index.declarations[member]
        guard declaration.modifiers.contains(.isStatic) else { return helper(member, accompanied: accompanied, depth: depth) }
        guard let project, declaration.parent >= 0,
              let contexts = uses.memberUses[index.declarations[Int(declaration.parent)].nameText + "." + declaration.nameText]
        else { return .value }
        return resolve(contexts, accompanied: accompanied, project: project)
    }

    /// Whether a reference to a view helper or image member is compared or written rather than
    /// shown: `captcha != nil`, `captcha = nil`, `if avatar == nil`.
    func isComparedOrWritten(_ reference: ClosedRange<Int>) -> Bool {
        let next = reference.upperBound + 1
        if index.isOperator(next, "=") || index.isOperator(next, "==") || index.isOperator(next, "!=")
            || index.isOperator(next, "===") { return true }
        return index.isOperator(reference.lowerBound - 1, "==") || index.isOperator(reference.lowerBound - 1, "!=")
    }

    /// Judges one enclosing call: a result ends the walk, `nil` continues outwards.
    func judge(_ call: CallSite, at position: Int, subject: ClosedRange<Int>, isArgument: Bool,
               accompanied: Bool) -> ImageExposure? {
        let nameToken = Int(call.name)
        let name = index.text(nameToken)
        if index.kind(nameToken - 1) == .period {
            if name == "mask" || name == "accessibilityRepresentation" || name == "clipShape" { return .covered }
            if ImageExposureWalker.presentations.contains(name) { return .exposed }
            if covered(after: Int(call.end)) { return .covered }
            if name == "tabItem" {
                return labelExposure(of: call, part: .label, at: position, subject: subject, name: "tab item",
                                     accompanied: accompanied)
            }
            if ImageExposureWalker.viewModifiers.contains(name) { return nil }
            // `photo.map { Image(uiImage: $0) }`: a closure passes the view through; a
            // plain argument of another method (`images.append(Image(…))`) is a value.
            return isArgument ? .value : nil
        }
        // A picker's own label or merging names the picker, not its options (each one an element
        // of the menu): only hiding the picker covers them.
        if name == "Picker", index.controlPart(of: call, containing: position) == .content {
            if index.semantics(of: index.chainLinks(after: Int(call.end))).contains(.hidden) { return .covered }
        } else if covered(after: Int(call.end)) {
            return .covered
        }
        if name == "Label" || name == "Text" { return .covered }
        if SyntaxIndex.labeledControls.contains(name) || buttons.contains(name) {
            let part = index.controlPart(of: call, containing: position)
            return labelExposure(of: call, part: part, at: position, subject: subject, name: name, accompanied: accompanied)
        }
        // A hosting root (`NSHostingView(rootView: SessionCard(…))`) puts the view on screen as it is.
        if ImageExposureWalker.hostingRoots.contains(name) { return .exposed }
        if ImageExposureWalker.containers.contains(name) || images.contains(name) { return nil }
        guard index.startsWithUppercase(nameToken) else {
            return isArgument ? .value : nil                        // `makeIcon(Image(…))`, `withAnimation { … }`
        }
        guard let project else {
            // Pass 1: another view, seen through; in one of its content closures (`Layout(cover: { … })`),
            // which that view may hide, recorded as that slot with what the walk finds outside the call.
            guard slotDepth < 16, let slot = slotKey(of: call, name: name, subject: subject) else { return nil }
            slotDepth += 1
            defer { slotDepth -= 1 }
            let outer = exposure(of: Int(call.name)...Int(call.end), accompanied: accompanied)
            if outer == .value || outer == .covered { return outer }
            return .slot(slot, then: outer)
        }
        // A project view: it may hide, label or merge what it shows, or show it inside a named control.
        if project.isKind(name, of: "View") {
            let semantics = project.viewSemantics[name] ?? []
            if !semantics.isDisjoint(with: [.hidden, .label, .representation, .element]) { return .covered }
            if uses.namedControlViews.contains(name) { return .covered }
            if isInHiddenContent(of: call, name: name, subject: subject) { return .covered }
            if uses.labelForwardingViews.contains(name) { return forwardedLabelExposure(of: call, subject: subject, accompanied: accompanied) }
            return nil
        }
        // Another type's initializer: `SharePreview("Photo", image: Image(…))`, a render model.
        return isArgument ? .value : nil
    }

    /// Judges a view inside a control (or a tab item): named by the control's title or
    /// other label content, or the control's only content.
    func labelExposure(of control: CallSite, part: ControlPart, at position: Int, subject: ClosedRange<Int>,
                       name: String, accompanied: Bool) -> ImageExposure? {
        switch part {
        case .action, .other:
            return .value
        case .destination:
            return .exposed
        case .content:
            // Menu items are controls themselves; picker options are named by their text.
            if name == "Picker", let range = partRange(of: control, containing: position) {
                return accompanied || mayName(from: range.lowerBound, through: range.upperBound) ? .covered : .exposed
            }
            return nil
        case .label:
            if accompanied || index.controlHasTitle(control) { return .covered }
            guard let range = partRange(of: control, containing: position) else { return .covered }
            // The view being judged (a helper's name, `self.avatar`) is not a name, and neither is text in
            // another arm of an `if`/`switch` around it (`if let photo { Image(uiImage: photo) } else { … Text(…) }`):
            // when this arm shows, the control has only the image.
            if mayName(from: range.lowerBound, through: range.upperBound, skipping: subject),
               namesOutsideOtherBranches(from: range.lowerBound, through: range.upperBound, subject: subject) {
                return .covered
            }
            // The control may still be hidden, labeled or merged by a view around it, or be the
            // body of a view labeled or hidden wherever it is used: the walk goes on from the control.
            switch exposure(of: Int(control.name)...Int(control.end), accompanied: accompanied) {
            case .covered:
                return .covered
            case .body(let type, _) where project?.isLabeledAtEveryUse(type) == true:
                return .covered
            default:
                return .onlyContent(name)
            }
        }
    }

    /// The tokens inside the argument or closure of `call` that contains `position`.
    func partRange(of call: CallSite, containing position: Int) -> ClosedRange<Int>? {
        if let argument = call.arguments.first(where: { Int($0.start) <= position && position <= Int($0.end) }) {
            var first = Int(argument.start)
            var last = Int(argument.end)
            if index.kind(first) == .leftBrace, let close = index.partner(of: first), close == last {
                first += 1
                last -= 1
            }
            return first <= last ? first...last : nil
        }
        if let closure = call.trailingClosures.first(where: { Int($0.open) < position && position < Int($0.close) }) {
            let first = Int(closure.open) + 1
            let last = Int(closure.close) - 1
            return first <= last ? first...last : nil
        }
        return nil
    }

    // MARK: - Roots

    /// Judges a walk that reached the body of a declaration.
    func root(_ declaration: Int, subject: ClosedRange<Int>, accompanied: Bool, depth: Int) -> ImageExposure {
        let decl = index.declarations[declaration]
        let type = declaredType(of: declaration)
        if let type, type.containsBytes(of: "Image"), !type.containsBytes(of: "View") {
            // `var icon: Image { … }`, `func image() -> Image?`: a SwiftUI image handed out as a value,
            // shown where its type uses it (`Link(…) { icon }`), like a view helper; `.value` when this
            // file never shows it. Other image types (`UIImage`, `CGImage`) are values.
            guard ImageExposureWalker.isSwiftUIImageType(type), decl.kind == .variable || decl.kind == .function,
                  decl.body >= 0 else { return .value }
            // A member of a type that this file never shows is judged where other files show it
            // (`if let icon = status.systemIcon() { icon }` in a view), recorded in pass 1.
            if decl.parent >= 0, index.declarations[Int(decl.parent)].kind.isType, helperReferences(of: declaration).isEmpty,
               let project, let contexts = uses.memberUses[decl.nameText] {
                return resolve(contexts, accompanied: accompanied, project: project)
            }
            return helper(declaration, accompanied: accompanied, depth: depth)
        }
        guard decl.kind == .variable || decl.kind == .function, decl.body >= 0 else { return .exposed }
        let parent = Int(decl.parent)
        let isBody = decl.nameText == "body" && decl.kind == .variable && parent >= 0
            && index.declarations[parent].kind.isType
        // A function or property that returns no view (an action, a model, `viewDidLoad`):
        // what it creates is stored or passed on, not shown here.
        guard isBody || type?.containsBytes(of: "View") == true else { return .value }
        let body = index.scopes[Int(decl.body)]
        // Whatever else this body shows may name a control around it.
        let named = accompanied || mayName(from: Int(body.open) + 1, through: Int(body.close) - 1, skipping: subject)
        if isBody {
            let type = index.declarations[parent].nameText
            guard let project else { return .body(type, accompanied: named) }
            return resolveBody(type, accompanied: named, project: project)
        }
        // A helper of a type that this file never uses is judged where other files' parts of the
        // type show it (`extension EntryView { var circular: some View }`, shown by its body elsewhere).
        if parent >= 0, index.declarations[parent].kind.isType, let project,
           let contexts = uses.ownHelperUses[index.declarations[parent].nameText + "." + decl.nameText],
           helperReferences(of: declaration).isEmpty {
            return resolve(contexts, accompanied: named, project: project)
        }
        return helper(declaration, accompanied: named, depth: depth)
    }

    /// A view helper (`private var avatar: some View`, `func row(for:) -> some View`):
    /// the worst outcome over its uses in this file (inside its type), or `.value` when
    /// this file never uses it.
    func helper(_ declaration: Int, accompanied: Bool, depth: Int) -> ImageExposure {
        let key = declaration * 2 + (accompanied ? 1 : 0)
        if let cached = helpers[key] { return cached }
        guard depth < 6, inProgress.insert(key).inserted else { return .value }
        defer { inProgress.remove(key) }
        var result = ImageExposure.value
        for reference in helperReferences(of: declaration) where !isComparedOrWritten(reference) {
            let outcome = exposure(of: reference, accompanied: accompanied, depth: depth + 1)
            if outcome.isWorse(than: result) || result == .value && outcome == .covered { result = outcome }
        }
        helpers[key] = result
        return result
    }

    /// Resolves a view's `body` through the recorded uses of the view (pass 2): the worst
    /// outcome over its uses, following uses in other views' bodies outwards. Cached per
    /// view; a cycle of uses adds nothing, and a chain deeper than 64 views is cut (and not cached).
    func resolveBody(_ type: String, accompanied: Bool, project: ProjectModel, depth: Int = 0) -> ImageExposure {
        let key = accompanied ? type + "|named" : type
        if let cached = bodies[key] { return cached }
        guard !resolving.contains(key) else { return .value }
        guard depth < 64 else { isCut = true; return .value }
        resolving.insert(key)
        defer { resolving.remove(key) }
        let wasCut = isCut
        isCut = false
        let contexts = uses.contexts(of: type)
        // A view shown only by previews (directly, or by views that are themselves preview-only) is never on screen.
        if contexts.isEmpty, uses.isPreviewOnly(type) { return .covered }
        var result = contexts.isEmpty ? ImageExposure.exposed : .covered
        for context in contexts {
            var outcome = context
            switch context {
            case .onlyContent:
                if accompanied { outcome = .covered }
            case .body(let outer, let outerNamed):
                outcome = resolveBody(outer, accompanied: accompanied || outerNamed, project: project, depth: depth + 1)
            case .slot(let key, let then):
                outcome = resolveSlot(key, then: then, accompanied: accompanied, project: project, depth: depth + 1)
            default:
                break
            }
            if outcome.isWorse(than: result) { result = outcome }
        }
        if !isCut { bodies[key] = result }
        isCut = isCut || wasCut
        return result
    }

    /// A recorded slot context: covered when its view hides that content closure, else what was
    /// found outside the call, resolved like any context.
    func resolveSlot(_ key: String, then: ImageExposure, accompanied: Bool, project: ProjectModel, depth: Int) -> ImageExposure {
        if uses.hiddenContentClosures.contains(key) { return .covered }
        switch then {
        case .onlyContent:
            return accompanied ? .covered : then
        case .body(let outer, let outerNamed):
            return resolveBody(outer, accompanied: accompanied || outerNamed, project: project, depth: depth)
        case .slot(let next, let nextThen):
            guard depth < 64 else { return .value }
            return resolveSlot(next, then: nextThen, accompanied: accompanied, project: project, depth: depth + 1)
        default:
            return then
        }
    }

    /// Whether a declared type (as text) is SwiftUI's `Image`, optional or not.
    static func isSwiftUIImageType(_ type: String) -> Bool {
        var text = Substring(type.filter { !$0.isWhitespace })
        if text.hasSuffix("?") { text = text.dropLast() }
        if text.hasPrefix("SwiftUI.") { text = text.dropFirst("SwiftUI.".count) }
        return text == "Image"
    }

    /// The worst outcome over recorded use contexts, following uses in views' bodies to their uses.
    func resolve(_ contexts: Set<ImageUseContext>, accompanied: Bool, project: ProjectModel) -> ImageExposure {
        var result = ImageExposure.value
        for context in contexts {
            var outcome = context
            switch context {
            case .onlyContent:
                if accompanied { outcome = .covered }
            case .body(let outer, let outerNamed):
                outcome = resolveBody(outer, accompanied: accompanied || outerNamed, project: project)
            case .slot(let key, let then):
                outcome = resolveSlot(key, then: then, accompanied: accompanied, project: project, depth: 1)
            default:
                break
            }
            if outcome.isWorse(than: result) || result == .value && outcome == .covered { result = outcome }
        }
        return result
    }

    /// Pass 1: the contexts of member references shown as views in this file — a line that starts
    /// with `receiver.member` or `receiver.member(…)` (`status.systemIcon()`), or the whole value of
    /// `if let icon = receiver.member(…)` — by member name, previews (`hidden`) left out. Only
    /// outcomes other than `.value` are kept; pass 2 looks up the names of image-typed members.
    func memberUseContexts(skipping hidden: [ByteRange]) -> [(name: String, context: ImageUseContext)] {
        var result: [(name: String, context: ImageUseContext)] = []
        var showsViews: [Int: Bool] = [:]
        for position in 0..<index.count where index.tokens[position].kind == .identifier && index.kind(position - 1) == .period {
            // The receiver: a plain path of names (`deviceStatus.systemIcon`, `self.model.icon`).
            var start = position - 2
            while index.kind(start) == .identifier || index.isText(start, "self") {
                guard index.kind(start - 1) == .period else { break }
                start -= 2
            }
            guard index.kind(start) == .identifier || index.isText(start, "self"), start < position else { continue }
            var end = position
            if let call = index.call(named: position) {
                guard call.open >= 0, call.trailingClosures.isEmpty else { continue }
                end = Int(call.end)
            }
            // `settings.icon = …` is a write, not a view.
            if index.isOperator(end + 1, "=") || index.isOperator(end + 1, "+=") || index.isOperator(end + 1, "-=") { continue }
            let bound = index.isOperator(start - 1, "=") && index.isText(start - 4, "if")
            // A statement of its own: on a line of its own, or the whole content of a closure (`label: { Image.close }`).
            let alone = index.kind(start - 1) == .leftBrace && index.kind(end + 1) == .rightBrace
            guard bound || alone || index.isAtStartOfLine(start) && (!isPassedOn(start) || isModifierView(start)),
                  index.kind(start - 1) != .period
            else { continue }
            if let function = index.enclosingFunction(of: position) {
                let shows = showsViews[function] ?? {
                    let declaration = index.declarations[function]
                    let value = declaration.nameText == "body" || declaredType(of: function)?.contains("View") == true
                    showsViews[function] = value
                    return value
                }()
                if !shows { continue }
            } else {
                continue
            }
            let offset = index.tokens[position].start
            if hidden.contains(where: { $0.contains(offset) }) { continue }
            let context = exposure(of: start...end, accompanied: false)
            if context != .value && context != .covered {
                result.append((index.text(position), context))
                // `Image.close`: a static member of the type named by the receiver, also keyed `Type.member`.
                if start == position - 2, index.kind(start) == .identifier, index.startsWithUppercase(start) {
                    result.append((index.text(start) + "." + index.text(position), context))
                }
            }
        }
        return result
    }

    /// Whether the expression at `start` is the view argument of a modifier that shows it with the
    /// modified view (`.background(\n Image.backdrop.resizable())`, `.overlay(…)`).
    func isModifierView(_ start: Int) -> Bool {
        guard let opener = index.enclosingOpener(of: start), index.kind(opener) == .leftParen,
              let call = index.owningCall(ofOpener: opener), index.kind(Int(call.name) - 1) == .period,
              ImageExposureWalker.viewModifiers.contains(index.text(Int(call.name))),
              let argument = call.arguments.first(where: { Int($0.start) == start }) else { return false }
        return argument.label < 0
    }

    /// The declared type of a property, or the return type of a function, as text.
    func declaredType(of declaration: Int) -> String? {
        let decl = index.declarations[declaration]
        if decl.kind == .variable, decl.typeStart >= 0 {
            return index.text(from: Int(decl.typeStart), through: Int(decl.typeEnd))
        }
        guard decl.kind == .function, decl.parameters >= 0, decl.body >= 0,
              let close = index.partner(of: Int(decl.parameters)) else { return nil }
        let open = Int(index.scopes[Int(decl.body)].open)
        guard let arrow = (close + 1..<open).first(where: { index.isOperator($0, "->") }), arrow + 1 < open else { return nil }
        var last = open - 1
        if let whereClause = (arrow + 1..<open).first(where: { index.isName($0, "where") }) { last = whereClause - 1 }
        return index.text(from: arrow + 1, through: last)
    }

    /// The uses of a view helper in this file, inside its type: `avatar`, `self.avatar`, `row(for: item)`.
    func helperReferences(of declaration: Int) -> [ClosedRange<Int>] {
        let decl = index.declarations[declaration]
        let nameToken = Int(decl.name)
        guard nameToken >= 0 else { return [] }
        let positions = self.positions(of: decl.nameText)
        // Only inside the declaring type (its declarations and extensions in this file), or anywhere for a global.
        let parent = Int(decl.parent)
        var candidates: [Int] = []
        if parent >= 0, index.declarations[parent].kind.isType {
            let owner = index.declarations[parent].nameText
            for type in index.types(named: owner) where index.declarations[type].body >= 0 {
                let body = index.scopes[Int(index.declarations[type].body)]
                // The first position after the body's `{`, then on to its `}`.
                let low = positions.partitioningIndex { $0 > Int(body.open) }
                for position in positions[low...] {
                    guard position < Int(body.close) else { break }
                    if index.enclosingType(of: position).map({ index.declarations[$0].nameText }) == owner {
                        candidates.append(position)
                    }
                }
            }
        } else {
            candidates = positions
        }
        var references: [ClosedRange<Int>] = []
        for probe in candidates where probe != nameToken && index.declaration(namedBy: probe) == nil {
            var start = probe
            if index.kind(probe - 1) == .period {
                guard index.isName(probe - 2, "self") || index.isName(probe - 2, "Self") else { continue }
                start = probe - 2
            }
            if decl.kind == .function {
                guard let call = index.call(named: probe), call.open >= 0 else { continue }
                references.append(start...Int(call.end))
            } else {
                guard index.kind(probe + 1) != .colon else { continue }       // an argument label
                references.append(start...probe)
            }
        }
        return references
    }

    /// The identifier tokens spelled `name`, in order (one scan of the file per name).
    func positions(of name: String) -> [Int] {
        if let cached = positionsByName[name] { return cached }
        let result = index.identifierPositions(spelled: name)
        positionsByName[name] = result
        return result
    }

    // MARK: - Facts

    /// The contexts of the custom views used in this file (`calls`, from
    /// `SyntaxIndex.customViewCalls()`), for the images they show (pass 1; uses in
    /// previews, the byte ranges `hidden`, are left out).
    func useContexts(of calls: [CallSite], skipping hidden: [ByteRange]) -> [(type: String, context: ImageUseContext)] {
        var result: [(type: String, context: ImageUseContext)] = []
        /// Per declaration: whether it may show what it creates (a view's body or helper, an initializer).
        var showsViews: [Int: Bool] = [:]
        for call in calls {
            let position = Int(call.name)
            // Calls in model code (`Item(id: UUID())` in `func load() -> [Item]`) show nothing: skip them cheaply.
            if let function = index.enclosingFunction(of: position) {
                let shows = showsViews[function] ?? {
                    let declaration = index.declarations[function]
                    let value = declaration.kind == .initializer || declaration.nameText == "body"
                        || declaredType(of: function)?.contains("View") == true
                    showsViews[function] = value
                    return value
                }()
                if !shows { continue }
            }
            let start = index.tokens[position].start
            if hidden.contains(where: { $0.contains(start) }) { continue }
            let context = exposure(of: position...Int(call.end), accompanied: false)
            if context != .value { result.append((index.text(position), context)) }
        }
        return result
    }
}

extension SyntaxIndex {
    /// Whether a view's body (scope) is a control named by text at its root:
    /// `Link(destination: url) { HStack { icon; Text(title) } }`, `Button(title) { … }`.
    /// Whatever such a view is given to show is part of that control's label.
    func isNamedControlBody(_ scope: Int) -> Bool {
        var first = Int(scopes[scope].open) + 1
        if isName(first, "return") { first += 1 }
        guard kind(first) == .identifier, SyntaxIndex.labeledControls.contains(text(first)),
              let control = call(named: first), Int(control.end) < Int(scopes[scope].close) else { return false }
        // The control is the whole body (modifiers aside).
        let end = chainLinks(after: Int(control.end)).last.map { Int($0.end) } ?? Int(control.end)
        guard end + 1 == Int(scopes[scope].close) else { return false }
        if controlHasTitle(control) { return true }
        for closure in control.trailingClosures where controlPart(of: control, containing: Int(closure.open) + 1) == .label {
            if contains("Text", from: Int(closure.open), through: Int(closure.close))
                || contains("Label", from: Int(closure.open), through: Int(closure.close)) {
                return true
            }
        }
        return false
    }
}
