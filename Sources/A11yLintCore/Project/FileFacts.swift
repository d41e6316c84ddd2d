/// What a written value does, summarized for the project model.
public struct ValueTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// Contains `.button` (a trait value).
    public static let addsButton = ValueTraits(rawValue: 1 << 0)
    /// Contains `.link`.
    public static let addsLink = ValueTraits(rawValue: 1 << 1)
    public static let isTrue = ValueTraits(rawValue: 1 << 2)
    public static let isFalse = ValueTraits(rawValue: 1 << 3)
    /// `.clear`, `UIColor.clear`.
    public static let isClear = ValueTraits(rawValue: 1 << 4)
    public static let isNil = ValueTraits(rawValue: 1 << 5)
    /// `remove`/`subtract`/`-=`.
    public static let removes = ValueTraits(rawValue: 1 << 6)
    /// An `override var`/`override func` of the member, not an assignment.
    public static let isOverride = ValueTraits(rawValue: 1 << 7)
}

/// A type, or an extension of one, declared in a file.
public struct TypeFact: Sendable {
    public var name: String
    public var kind: DeclarationKind
    public var inheritance: [String]
    /// Only compiled for non-iOS platforms (`#if os(macOS)`).
    public var isExcludedFromIOS: Bool
}

/// `receiver.member = value` written inside a type (`receiver` is "" for `self`).
public struct MemberWrite: Sendable, Hashable {
    public var type: String
    public var receiver: String
    public var member: String
    public var value: ValueTraits
}

/// One use of a view type (`AvatarView(…)`) and what covers it there.
public struct ViewUse: Sendable {
    public var type: String
    /// Hidden, inside a control, or given button semantics: covered whatever the view does.
    public var isCovered: Bool
    /// Signatures of accessibility actions on the use or around it.
    public var actionSignatures: Set<String>
    /// Labeled or hidden at this use (`IconView(…).accessibilityLabel("Close")`).
    public var isLabeled = false
    /// In a `#Preview` block or `PreviewProvider`: a use users never see.
    public var isInPreview = false
}

/// The facts one file contributes to the project model.
public struct FileFacts: Sendable {
    public var path: String
    public var types: [TypeFact] = []
    public var writes: [MemberWrite] = []
    /// (type, property) → the property's type name.
    public var propertyTypes: [(type: String, property: String, propertyType: String)] = []
    /// Properties whose setter assigns `accessibilityLabel` (`@IBInspectable var accLabelText`).
    public var labelAliases: [(type: String, property: String)] = []
    /// Functions declared to return a `UITapGestureRecognizer`.
    public var tapRecognizerFactories: [String] = []
    /// SwiftUI views: whether the root of `body` declares button-like semantics, and
    /// whether the body draws a visible shape (for button styles that build the view).
    public var views: [(type: String, semantics: AccessibilitySemantics, drawsShape: Bool)] = []
    /// Uses of a (possibly custom) view: whether that use is hidden or inside a control
    /// (covered whatever the view does), and the signatures of the accessibility
    /// actions declared on it or around it.
    public var viewUses: [ViewUse] = []
    /// Convenience initializers: (type, first argument label, whether it sets a label).
    public var initializers: [(type: String, firstLabel: String, setsLabel: Bool)] = []
    /// Types (or "" for file scope) reading `accessibilityShowButtonShapes` / `buttonShapesEnabled`.
    public var buttonShapeReaders: [String] = []
    /// Properties and functions building an `AttributedString(markdown:)` or setting `.link`
    /// runs: whether they underline links.
    public var markdownProducers: [(name: String, underlinesLinks: Bool)] = []
    /// Variables whose value mentions `underlineStyle` (link attribute dictionaries that underline).
    public var underliningConstants: [String] = []
    /// Label evidence inside types (`LabelEvidence`): member is the evidence, receiver "" for `self`.
    public var labelEvidence: [MemberWrite] = []
    /// name → evidence on a receiver whose last name is `name`, anywhere in the file.
    public var labeledReceivers: [String: Set<String>] = [:]
    /// creator → evidence on a local or property created by calling `creator`.
    public var labeledResults: [String: Set<String>] = [:]
    /// Uses of custom views (outside previews) and what VoiceOver makes of the images they show there.
    public var imageUseContexts: [(type: String, context: ImageUseContext)] = []
    /// Views whose body is a control named by text: whatever they are given to show labels nothing.
    public var namedControlViews: [String] = []

    public init(path: String) {
        self.path = path
    }

    /// The names whose occurrences fact extraction needs from the name index.
    public static let names = ["accessibilityShowButtonShapes", "buttonShapesEnabled", "markdown", "SwiftUI",
                               "UITapGestureRecognizer", "View", "link", "underlineStyle"] + labelNames

    /// Extracts the facts of one indexed file.
    public static func extract(from index: SyntaxIndex, names: NameTable) -> FileFacts {
        var facts = FileFacts(path: index.source.path)
        // The ids of the names looked up below, once per file (`nil`: not in the table,
        // so the name is found by scanning tokens instead).
        let markdown = names.id(of: "markdown")
        let link = names.id(of: "link")
        let underlineStyle = names.id(of: "underlineStyle")
        let tapRecognizer = names.id(of: "UITapGestureRecognizer")
        /// Whether the file may mention the name: it occurs, or it is not in the table.
        func has(_ id: Int?) -> Bool { id.map { !index.occurrences(of: $0).isEmpty } ?? true }
        let hasMarkdown = has(markdown)
        let hasLink = has(link)
        let hasUnderlineStyle = has(underlineStyle)
        let hasTapRecognizer = has(tapRecognizer)
        /// Whether tokens `first...last` hold the name `literal`, whose id is `id`.
        func mentions(_ id: Int?, _ literal: StaticString, from first: Int, through last: Int) -> Bool {
            guard let id else { return index.contains(literal, from: first, through: last) }
            return index.containsName(id, from: first, through: last)
        }
        /// Whether tokens `first...last` name `underlineStyle`.
        func underlines(from first: Int, through last: Int) -> Bool {
            hasUnderlineStyle && mentions(underlineStyle, "underlineStyle", from: first, through: last)
        }
        /// Whether tokens `first...last` build a Markdown attributed string or set link runs.
        func producesMarkdown(from first: Int, through last: Int) -> Bool {
            hasMarkdown && index.containsMarkdownAttributedString(from: first, through: last, markdown: markdown)
                || hasLink && index.assignsLinkRuns(from: first, through: last, link: link)
        }
        func typeName(at token: Int) -> String? {
            index.enclosingType(of: token).map { index.declarations[$0].nameText }
        }

        // Types.
        for declaration in index.declarations where declaration.kind.isType {
            facts.types.append(TypeFact(name: declaration.nameText, kind: declaration.kind,
                                        inheritance: declaration.inheritance,
                                        isExcludedFromIOS: index.isExcludedFromIOS(Int(declaration.keyword))))
        }

        // Member writes inside types; stored properties assigned a Markdown attributed string.
        for assignment in index.assignments() {
            if hasMarkdown, index.containsMarkdownAttributedString(from: Int(assignment.valueStart),
                                                                    through: Int(assignment.valueEnd), markdown: markdown),
               let member = index.pathNames(assignment.target).last {
                let scope = index.enclosingFunction(of: Int(assignment.operation)).flatMap {
                    index.declarations[$0].body >= 0 ? index.scopes[Int(index.declarations[$0].body)] : nil
                }
                facts.markdownProducers.append((member, scope.map { underlines(from: Int($0.open), through: Int($0.close)) } ?? false))
            }
            guard let type = typeName(at: Int(assignment.operation)) else { continue }
            let first = Int(assignment.target[0])
            let hasSelf = index.isName(first, "self")
            if !hasSelf, index.kind(first) == .dollarIdentifier || index.localDeclaration(named: first) != nil { continue }
            let path = index.pathNames(assignment.target)
            guard let member = path.last else { continue }
            var traits = index.valueTraits(from: Int(assignment.valueStart), through: Int(assignment.valueEnd))
            if assignment.kind == .remove { traits.insert(.removes) }
            facts.writes.append(MemberWrite(type: type, receiver: path.dropLast().joined(separator: "."),
                                            member: member, value: traits))
        }

        for (position, declaration) in index.declarations.enumerated() {
            let parent = Int(declaration.parent)
            let parentIsType = parent >= 0 && index.declarations[parent].kind.isType
            let parentName = parent >= 0 ? index.declarations[parent].nameText : ""
            let isMember = parentIsType && (index.innermostScope(containing: Int(declaration.keyword))
                .map { index.scopes[$0].kind == .typeBody } ?? false)
            let bodyRange: (Int, Int)? = declaration.body >= 0
                ? (Int(index.scopes[Int(declaration.body)].open), Int(index.scopes[Int(declaration.body)].close))
                : nil

            // Overrides of accessibility members count as writes of those members.
            if declaration.modifiers.contains(.isOverride), parentIsType,
               declaration.nameText.hasPrefix("accessibility") || declaration.nameText == "isAccessibilityElement" {
                var traits: ValueTraits = .isOverride
                if let (open, close) = bodyRange { traits.formUnion(index.valueTraits(from: open + 1, through: close - 1)) }
                facts.writes.append(MemberWrite(type: parentName, receiver: "", member: declaration.nameText, value: traits))
            }

            if declaration.kind == .variable, declaration.initializerStart >= 0,
               underlines(from: Int(declaration.initializerStart), through: Int(declaration.initializerEnd)) {
                facts.underliningConstants.append(declaration.nameText)
            }

            switch declaration.kind {
            case .variable where isMember:
                if let propertyType = index.inferredTypeName(ofDeclaration: position) {
                    facts.propertyTypes.append((parentName, declaration.nameText, propertyType))
                }
                if let (open, close) = bodyRange {
                    if index.assignsAnyMember(["accessibilityLabel"], ofSelfFrom: open, through: close) {
                        facts.labelAliases.append((parentName, declaration.nameText))
                    }
                    if producesMarkdown(from: open, through: close) {
                        facts.markdownProducers.append((declaration.nameText, underlines(from: open, through: close)))
                    }
                    if declaration.nameText == "body" {
                        facts.views.append((parentName, index.rootSemantics(ofBody: Int(declaration.body)),
                                            index.drawsButtonShape(from: open + 1, through: close - 1)))
                        if index.isNamedControlBody(Int(declaration.body)) { facts.namedControlViews.append(parentName) }
                    }
                }
            case .function:
                if hasTapRecognizer, declaration.parameters >= 0, let (open, _) = bodyRange,
                   let close = index.partner(of: Int(declaration.parameters)),
                   mentions(tapRecognizer, "UITapGestureRecognizer", from: close, through: open) {
                    facts.tapRecognizerFactories.append(declaration.nameText)
                }
                if let (open, close) = bodyRange, producesMarkdown(from: open, through: close) {
                    facts.markdownProducers.append((declaration.nameText, underlines(from: open, through: close)))
                }
            case .initializer where parentIsType && declaration.parameters >= 0:
                guard let (open, close) = bodyRange else { break }
                let firstParameter = Int(declaration.parameters) + 1
                let label = index.kind(firstParameter) == .identifier ? index.text(firstParameter) : ""
                let setsLabel = index.assignsAnyMember(["accessibilityLabel"], ofSelfFrom: open, through: close)
                    || index.callsSelfInitWithTitle(from: open, through: close)
                facts.initializers.append((parentName, label, setsLabel))
            default:
                break
            }
        }

        for name in ["accessibilityShowButtonShapes", "buttonShapesEnabled"] {
            guard let id = names.id(of: name) else { continue }
            for occurrence in index.occurrences(of: id) {
                facts.buttonShapeReaders.append(typeName(at: Int(occurrence)) ?? "")
            }
        }

        if has(names.id(of: "SwiftUI")) || has(names.id(of: "View")) {
            let previews = index.previewRanges()
            let calls = index.customViewCalls()
            facts.viewUses = index.viewUses(of: calls, previews: previews)
            facts.imageUseContexts = ImageExposureWalker(index: index).useContexts(of: calls, skipping: previews)
        }
        facts.extractLabelEvidence(from: index, names: names)
        return facts
    }
}

extension SyntaxIndex {
    /// Summarizes the value tokens of a write.
    func valueTraits(from first: Int, through last: Int) -> ValueTraits {
        var traits: ValueTraits = []
        guard first <= last else { return traits }
        if containsMember("button", from: first, through: last) { traits.insert(.addsButton) }
        if containsMember("link", from: first, through: last) { traits.insert(.addsLink) }
        if containsMember("clear", from: first, through: last) { traits.insert(.isClear) }
        if first == last {
            if isName(first, "true") { traits.insert(.isTrue) }
            if isName(first, "false") { traits.insert(.isFalse) }
            if isName(first, "nil") { traits.insert(.isNil) }
        }
        return traits
    }

    /// Whether tokens `first...last` hold a condition (`a ? b : c`, `if`): a value that holds in one state only.
    func isConditional(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...min(last, count - 1) where isOperator(probe, "?") && tokens[probe].flags.contains(.hasLeadingTrivia)
            || isName(probe, "if") || isName(probe, "switch") {
            return true
        }
        return false
    }

    /// Whether tokens `first...last` call `self.init(title: …)`.
    func callsSelfInitWithTitle(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...min(last, count - 1) where isName(probe, "init") && kind(probe - 1) == .period {
            if let call = call(named: probe), argument(call, labeled: "title") != nil { return true }
        }
        return false
    }

    /// Whether tokens `first...last` set link runs: `text.link = url`, `text[range].link = url`.
    /// With `link` (the name's id in the index), only its occurrences are looked at.
    func assignsLinkRuns(from first: Int, through last: Int, link: Int? = nil) -> Bool {
        guard first <= last else { return false }
        func setsLink(_ probe: Int) -> Bool {
            isName(probe, "link") && kind(probe - 1) == .period && isOperator(probe + 1, "=")
        }
        if let link { return occurrences(of: link, from: first, through: last).contains { setsLink(Int($0)) } }
        for probe in first...min(last, count - 1) where setsLink(probe) { return true }
        return false
    }

    /// Whether tokens `first...last` build an attributed string from Markdown.
    /// With `markdown` (the name's id in the index), only its occurrences are looked at.
    func containsMarkdownAttributedString(from first: Int, through last: Int, markdown: Int? = nil) -> Bool {
        guard first <= last else { return false }
        /// `AttributedString(markdown: …)`, `NSAttributedString(markdown: …)`.
        func isMarkdownArgument(_ probe: Int) -> Bool {
            guard isName(probe, "markdown"), kind(probe + 1) == .colon,
                  let opener = enclosingOpener(of: probe), tokens[opener].kind == .leftParen else { return false }
            return isName(opener - 1, "AttributedString") || isName(opener - 1, "NSAttributedString")
        }
        if let markdown { return occurrences(of: markdown, from: first, through: last).contains { isMarkdownArgument(Int($0)) } }
        for probe in first...min(last, count - 1) where isMarkdownArgument(probe) { return true }
        return false
    }

    /// The semantics of the root views of a view's `body`: the chains of its
    /// top-level statements, looking through `if`/`switch` (not closures).
    func rootSemantics(ofBody scope: Int) -> AccessibilitySemantics {
        var result: AccessibilitySemantics = []
        let open = Int(scopes[scope].open)
        let close = Int(scopes[scope].close)
        var probe = open + 1
        while probe < close {
            guard tokens[probe].kind == .identifier, tokens[probe].flags.contains(.isAtStartOfLine) || probe == open + 1
                    || isName(probe - 1, "return"),
                  kind(probe - 1) != .period, let call = call(named: probe) else { probe += 1; continue }
            // Only statements directly in the body or in its control-flow blocks.
            var isRoot = true
            forEachEnclosingScope(of: probe) { inner in
                if inner == scope { return false }
                if scopes[inner].kind != .controlFlow { isRoot = false; return false }
                return true
            }
            if isRoot, let opener = enclosingOpener(of: probe), kind(opener) == .leftBrace {
                result.formUnion(semantics(of: chainLinks(after: Int(call.end))))
                probe = max(probe + 1, expressionEnd(from: probe) + 1)
                continue
            }
            probe += 1
        }
        return result
    }

    /// The calls that may be uses of custom views, in order: an uppercase name, not after
    /// a `.`, followed by `(` or `{`, not a common SwiftUI or Foundation type
    /// (`commonSwiftUINames`). Shared by `viewUses` and the image walker's use contexts.
    func customViewCalls() -> [CallSite] {
        var calls: [CallSite] = []
        for index in 0..<count where tokens[index].kind == .identifier && startsWithUppercase(index) {
            guard kind(index - 1) != .period, kind(index + 1) == .leftParen || kind(index + 1) == .leftBrace,
                  !SyntaxIndex.commonSwiftUINames.contains(text(index)), let call = call(named: index) else { continue }
            calls.append(call)
        }
        return calls
    }

    /// Views used in this file (`calls`, from `customViewCalls()`), with what covers each use:
    /// hiding, an enclosing control or button trait, and the accessibility actions declared
    /// around it; uses inside `previews` (byte ranges) are marked.
    func viewUses(of calls: [CallSite], previews: [ByteRange]) -> [ViewUse] {
        var uses: [ViewUse] = []
        /// Per call (by name token): covered outright, its chain's action signatures, and
        /// whether its chain labels or hides it.
        var own: [Int32: (covered: Bool, signatures: Set<String>, labeled: Bool)] = [:]
        func ownCoverage(_ call: CallSite) -> (covered: Bool, signatures: Set<String>, labeled: Bool) {
            if let cached = own[call.name] { return cached }
            let links = chainLinks(ofCall: call)
            let semantics = self.semantics(of: links)
            let covered = !semantics.isDisjoint(with: [.hidden, .buttonTrait, .linkTrait, .representation])
                || SyntaxIndex.swiftUIControls.contains(text(Int(call.name)))
            let result = (covered, semantics.contains(.action) ? accessibilityActionSignatures(of: links) : [],
                          !semantics.isDisjoint(with: [.label, .hidden]))
            own[call.name] = result
            return result
        }
        /// Coverage from the calls around an opener, cached per opener (iterative: depth is unbounded).
        var aroundOpener: [Int: (covered: Bool, signatures: Set<String>)] = [:]
        func coverage(around index: Int) -> (covered: Bool, signatures: Set<String>) {
            var visited: [(opener: Int, own: (covered: Bool, signatures: Set<String>))] = []
            var current = index
            var result: (covered: Bool, signatures: Set<String>) = (false, [])
            while let opener = enclosingOpener(of: current) {
                if let cached = aroundOpener[opener] { result = cached; break }
                var mine: (covered: Bool, signatures: Set<String>) = (false, [])
                if tokens[opener].kind != .stringStart, tokens[opener].kind != .interpolationStart,
                   let owner = owningCall(ofOpener: opener) {
                    let coverage = ownCoverage(owner)
                    mine = (coverage.covered, coverage.signatures)
                }
                visited.append((opener, mine))
                current = opener
            }
            // Fold from the outermost visited opener inwards.
            for (opener, mine) in visited.reversed() {
                result = (result.covered || mine.covered, result.signatures.union(mine.signatures))
                aroundOpener[opener] = result
            }
            return aroundOpener[visited.first?.opener ?? -1] ?? result
        }
        for call in calls {
            let index = Int(call.name)
            let mine = ownCoverage(call)
            let around = coverage(around: index)
            let start = tokens[index].start
            uses.append(ViewUse(type: text(index), isCovered: mine.covered || around.covered,
                                actionSignatures: mine.signatures.union(around.signatures), isLabeled: mine.labeled,
                                isInPreview: previews.contains { $0.contains(start) }))
        }
        return uses
    }

    /// Built-in names that are never custom views (skipped when recording view uses).
    static let commonSwiftUINames: Set<String> = [
        "Text", "Image", "HStack", "VStack", "ZStack", "Spacer", "Divider", "Group", "ForEach", "List", "ScrollView",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Section", "Form", "NavigationStack",
        "NavigationView", "Label", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "GeometryReader",
        "AnyView", "EmptyView", "Font", "CGSize", "CGRect", "CGPoint", "UIColor", "URL", "Date", "Set", "Array",
        "Dictionary", "String", "Int", "Double", "CGFloat", "Binding", "Task", "Button", "Toggle", "Link", "Menu",
        "NavigationLink", "TextField", "Picker", "ProgressView", "Edge", "EdgeInsets", "UUID", "Data",
        "LocalizedStringKey", "AttributedString", "Animation", "DispatchQueue", "NSLocalizedString",
    ]
}
