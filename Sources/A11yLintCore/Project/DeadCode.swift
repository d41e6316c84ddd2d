/// Code that never runs: declarations the project never refers to. A view type nobody
/// instantiates outside previews, a `ViewModifier` or `ButtonStyle` never applied, a `View`
/// extension method or helper nobody calls, a `UIView` subclass never created: no user ever
/// meets what is inside them, so no rule reports a finding there (`Linter.check`).
///
/// Dead, conservatively: a struct, class, enum or actor whose name live code uses nowhere (any
/// Swift file outside previews, the Objective-C, the storyboards and xibs, a string literal
/// spelling it), with its extensions and members; a function, or a computed property (of any
/// type, not `lazy` or `dynamic`: a `static var` attribute table, a `some View` section), whose
/// base name live code uses nowhere. Live code: outside every declaration
/// that could be dead, or inside one that is alive, to a fixpoint (`ReferenceIndex+Reach.swift`),
/// so what only dead code uses is dead too. `public`, `open` and `package` protect a
/// declaration only when the run may be a library others import (`ProjectReferences.judgesPublic`).
/// Never dead: `override`s, `@objc`, `@IB…`, `@main` and the other attributes that
/// let the runtime or another module reach them, `body`/`makeBody`/`callAsFunction`, protocol
/// requirements (a name any protocol of the project declares), members of a type conforming to
/// something the project does not declare (a framework protocol may call them) unless
/// `private` — a known UIKit or AppKit class is not such a thing (it calls a subclass only
/// through `override`, `KnownTypes.mayCallMember`) —, types the system creates from Info.plist (app and scene delegates, extension
/// principal classes, App Intents), anything in Objective-C or in a file whose braces do not
/// balance, and everything when the run holds no app entry point (`@main`, `UIApplicationMain`,
/// `main.swift`): a file or folder linted alone may be used by code the run never sees.
/// Also dead: code guarded by an optional closure or a `false` flag nothing sets
/// (`NeverSetGuards.swift`). Also dead, with or without an entry point: the branch of an
/// `#available` check the project's deployment targets never take (`unavailableBranches`,
/// `DeploymentTargets`), and code compiled only in debug builds (`#if DEBUG`, `#if MOCKS` of a
/// flag no release configuration sets, `CompilationConditions`, `debugOnlyBranches`): a developer menu, a debug overlay, a preview harness ship to nobody.
extension SyntaxIndex {
    /// Whether the attribute token is `@main`, `@UIApplicationMain` or `@NSApplicationMain`.
    func isEntryPointAttribute(_ token: Int) -> Bool {
        isText(token, "@main") || isText(token, "@UIApplicationMain") || isText(token, "@NSApplicationMain")
    }

    /// The last token of a declaration with a body (its closing brace), or `nil`.
    func lastToken(ofDeclaration position: Int) -> Int? {
        let body = Int(declarations[position].body)
        guard body >= 0, body < scopes.count else { return nil }
        let close = Int(scopes[body].close)
        return close < tokens.count ? close : nil
    }

    /// Whether the declaration could be dead, judged from this file alone: a type, an
    /// extension, a function or a computed property that is not reachable from
    /// outside the module or the Objective-C runtime, not a protocol requirement, not called
    /// implicitly by the language. `allowingPublic`: `public`, `open` and `package` do not
    /// protect it (the run is an app whose own modules nothing outside it imports,
    /// `ProjectReferences.judgesPublic`).
    func mayBeDead(_ position: Int, allowingPublic: Bool = false) -> Bool {
        let declaration = declarations[position]
        switch declaration.kind {
        case .struct, .class, .enum, .actor, .extension, .function: break
        case .variable:
            // A computed property (a getter, no stored value whose initializer runs), of a type
            // or at file scope: never read, its getter never runs (`static var attributes: […] { … }`).
            guard declaration.body >= 0, declaration.initializerStart < 0, !declaration.modifiers.contains(.isConditionBinding),
                  !declaration.modifiers.contains(.isLazy), !hasModifier(position, "dynamic") else { return false }
            let parent = Int(declaration.parent)
            guard parent < 0 || declarations[parent].kind.isType else { return false }
        default: return false
        }
        guard let first = declaration.nameText.utf8.first, NameHash.isIdentifierStart(first) else { return false }
        if declaration.kind != .extension {
            guard declaration.name >= 0, kind(Int(declaration.name)) == .identifier else { return false }
        }
        if declaration.modifiers.contains(.isOverride) { return false }
        if Self.implicitlyCalled.contains(declaration.nameText) { return false }
        if declaration.attributes.contains(where: { isRuntimeVisibleAttribute(Int($0)) }) { return false }
        if !allowingPublic, isVisibleOutsideModule(position) { return false }
        // Inside a protocol: a requirement or its default. Inside an `@objcMembers` class or a
        // result builder: called by the runtime or the compiler.
        var parent = Int(declaration.parent)
        while parent >= 0 {
            let enclosing = declarations[parent]
            if enclosing.kind == .protocol { return false }
            // `public extension View { func … }`: its members are public.
            if !allowingPublic, enclosing.kind == .extension, isVisibleOutsideModule(parent) { return false }
            if enclosing.attributes.contains(where: {
                isText(Int($0), "@objcMembers") || isText(Int($0), "@objc") || isText(Int($0), "@resultBuilder")
            }) {
                return false
            }
            parent = Int(enclosing.parent)
        }
        return true
    }

    /// Names the language calls without spelling them.
    static let implicitlyCalled: Set<String> = [
        "body", "makeBody", "callAsFunction", "dynamicallyCall", "main", "buildBlock", "buildExpression",
        "buildOptional", "buildEither", "buildArray", "buildLimitedAvailability", "buildFinalResult",
        "buildPartialBlock", "subscript",
    ]

    /// `@objc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBSegueAction`, `@IBDesignable`,
    /// `@NSManaged`, `@main` and the attributes that export a declaration.
    func isRuntimeVisibleAttribute(_ token: Int) -> Bool {
        isText(token, "@objc") || isText(token, "@objcMembers") || isText(token, "@IBAction") || isText(token, "@IBOutlet")
            || isText(token, "@IBInspectable") || isText(token, "@IBSegueAction") || isText(token, "@IBDesignable")
            || isText(token, "@NSManaged") || isEntryPointAttribute(token) || isText(token, "@usableFromInline")
            || isText(token, "@inlinable") || isText(token, "@_cdecl") || isText(token, "@_silgen_name")
            || isText(token, "@_dynamicReplacement") || isText(token, "@_spi") || isText(token, "@resultBuilder")
    }

    /// Whether `public`, `open` or `package` is written before the declaration's keyword.
    func isVisibleOutsideModule(_ position: Int) -> Bool {
        let keyword = Int(declarations[position].keyword)
        let (_, _, first) = modifiersAndAttributes(before: keyword)
        var probe = first
        while probe < keyword {
            if isText(probe, "public") || isText(probe, "open") || isText(probe, "package") { return true }
            probe += 1
        }
        return false
    }

    /// Whether the contextual modifier (`dynamic`) is written before the declaration's keyword.
    func hasModifier(_ position: Int, _ modifier: StaticString) -> Bool {
        let keyword = Int(declarations[position].keyword)
        let (_, _, first) = modifiersAndAttributes(before: keyword)
        var probe = first
        while probe < keyword {
            if isText(probe, modifier) { return true }
            probe += 1
        }
        return false
    }

    /// Whether some brace in the file has no partner: then declarations' extents are unsure.
    var hasUnbalancedBraces: Bool {
        for (position, token) in tokens.enumerated() where token.kind == .leftBrace || token.kind == .rightBrace {
            if partner[position] < 0 { return true }
        }
        return false
    }

    /// The byte ranges of the file's dead declarations (see the type's comment), outermost
    /// first; empty when nothing is dead.
    public func deadRanges(_ references: ProjectReferences, project: ProjectModel) -> [ByteRange] {
        // Debug-only code (`#if DEBUG`) never ships, whatever else the run holds.
        let debugOnly = debugOnlyBranches(references.compilationConditions.flags)
        guard references.hasEntryPoint || !references.deploymentTargets.isUnknown, !hasUnbalancedBraces else { return debugOnly }
        var ranges = debugOnly + unavailableBranches(references.deploymentTargets)
        guard references.hasEntryPoint else { return ranges }
        ranges += unconstructedCaseBodies(references)
        ranges += neverSetBranches(references, project: project)
        var conformance: [String: [String]] = [:]
        var coveredThrough = -1
        for (position, declaration) in declarations.enumerated() {
            // Inside a declaration already found dead: its members are dead with it.
            if Int(declaration.keyword) <= coveredThrough { continue }
            guard mayBeDead(position, allowingPublic: references.judgesPublic) else { continue }
            let name = NameHash.hash(declaration.nameText)
            guard !references.used.contains(name), let last = lastToken(ofDeclaration: position) else { continue }
            switch declaration.kind {
            case .extension:
                // An extension of a project type nobody names (and none of whose declarations is protected).
                guard let kinds = project.typeKinds[declaration.nameText],
                      kinds.contains(where: { $0 != .extension && $0 != .protocol }),
                      !references.protected.contains(name), !isCreatedBySystem(declaration.nameText, project: project) else { continue }
            case .struct, .class, .enum, .actor:
                if references.protected.contains(name) || isCreatedBySystem(declaration.nameText, project: project) { continue }
            default:
                if references.protocolMembers.contains(name) { continue }
                // A member of a type that conforms to something outside the project: a framework
                // protocol may call it by name, unless it is private.
                if let owner = enclosingTypeDeclaration(of: position), !declaration.modifiers.contains(.isPrivate) {
                    let ownerName = declarations[owner].nameText
                    let outside = conformance[ownerName] ?? conformancesOutsideProject(ownerName, local: declarations[owner].inheritance,
                                                                                       project: project)
                    conformance[ownerName] = outside
                    let isCalledByFramework = outside.contains { outsideName in
                        KnownTypes.mayCallMember(declaration.nameText, through: outsideName)
                    }
                    if isCalledByFramework { continue }
                }
            }
            ranges.append(range(from: Int(declaration.keyword), through: last))
            coveredThrough = last
        }
        return ranges
    }

    /// The branches the deployment targets never take: the `else` (with any `else if` after it)
    /// of `if #available(…) { }` and of `guard #available(…) else { }`, and the body of
    /// `if #unavailable(…) { }`, when the condition is that check alone and every platform it
    /// names is known to start at or above its version (`DeploymentTargets`); the platforms
    /// `*` stands for take the available branch anyway.
    func unavailableBranches(_ targets: DeploymentTargets) -> [ByteRange] {
        guard !targets.isUnknown else { return [] }
        var ranges: [ByteRange] = []
        for position in tokens.indices where tokens[position].kind == .poundWord && position > 0 {
            let isAvailable = isText(position, "#available")
            guard isAvailable || isText(position, "#unavailable") else { continue }
            let isIf = isText(position - 1, "if")
            guard isIf || isText(position - 1, "guard") else { continue }
            let open = position + 1
            guard open < tokens.count, tokens[open].kind == .leftParen, let close = partner(of: open), close > open,
                  close + 1 < tokens.count, alwaysHolds(availabilityFrom: open + 1, to: close, targets) else { continue }
            let next = close + 1
            if isIf {
                guard tokens[next].kind == .leftBrace, let body = partner(of: next), body > next else { continue }
                if !isAvailable {
                    ranges.append(range(from: next, through: body))
                } else if body + 1 < tokens.count, isText(body + 1, "else"), let end = endOfElse(body + 1) {
                    ranges.append(range(from: body + 1, through: end))
                }
            } else if isAvailable, isText(next, "else"), next + 1 < tokens.count, tokens[next + 1].kind == .leftBrace,
                      let end = partner(of: next + 1), end > next + 1 {
                ranges.append(range(from: next, through: end))
            }
        }
        return ranges
    }

    /// Whether `#available(…)`'s list (tokens `first..<end`) holds on every platform: each
    /// platform it names has a known target at or above the version (`*` holds anyway).
    func alwaysHolds(availabilityFrom first: Int, to end: Int, _ targets: DeploymentTargets) -> Bool {
        var position = first
        var named = 0
        while position < end {
            if tokens[position].kind == .operator, isText(position, "*") {
                position += 1
            } else {
                guard tokens[position].kind == .identifier, position + 1 < end else { return false }
                let platform: DeploymentTargets.Platform
                switch text(position) {
                case "iOS", "iOSApplicationExtension": platform = .iOS
                case "macOS", "OSX", "macOSApplicationExtension", "OSXApplicationExtension": platform = .macOS
                case "watchOS", "watchOSApplicationExtension": platform = .watchOS
                case "tvOS", "tvOSApplicationExtension": platform = .tvOS
                case "visionOS", "visionOSApplicationExtension": platform = .visionOS
                default: return false
                }
                let version = position + 1
                guard tokens[version].kind == .integer || tokens[version].kind == .float,
                      let required = DeploymentTargets.version(source.bytes, from: Int(tokens[version].start), separator: UInt8(ascii: ".")),
                      let target = targets.version(platform), target >= required else { return false }
                named += 1
                position = version + 1
                // A patch number lexed apart (`15.4.1`: a float, then `.1`).
                while position < end, tokens[position].kind != .comma { position += 1 }
            }
            if position < end {
                guard tokens[position].kind == .comma else { return false }
                position += 1
            }
        }
        return named > 0
    }

    /// The last token of the `else` part at `elseToken`: its block, or the last block of the
    /// `else if … else …` chain it starts; `nil` when the shape is not that.
    func endOfElse(_ elseToken: Int) -> Int? {
        var probe = elseToken
        for _ in 0..<10_000 {
            let next = probe + 1
            guard next < tokens.count else { return nil }
            if tokens[next].kind == .leftBrace {
                guard let close = partner(of: next), close > next else { return nil }
                return close
            }
            guard isText(next, "if") else { return nil }
            // The condition, to the body's `{` (brackets skipped).
            var scan = next + 1
            while scan < tokens.count, tokens[scan].kind != .leftBrace {
                let kind = tokens[scan].kind
                if kind == .leftParen || kind == .leftSquare || kind == .stringStart {
                    guard let close = partner(of: scan), close > scan else { return nil }
                    scan = close
                }
                scan += 1
            }
            guard scan < tokens.count, let close = partner(of: scan), close > scan else { return nil }
            guard close + 1 < tokens.count, isText(close + 1, "else") else { return close }
            probe = close + 1
        }
        return nil
    }

    /// The type or extension a member is declared in directly (not through a function).
    func enclosingTypeDeclaration(of position: Int) -> Int? {
        let parent = Int(declarations[position].parent)
        guard parent >= 0, declarations[parent].kind.isType else { return nil }
        return parent
    }

    /// The types and protocols outside the project (`UIViewController`, `UITableViewDelegate`,
    /// `View`) that a type reaches through its conformances and superclasses in the project.
    func conformancesOutsideProject(_ type: String, local: [String], project: ProjectModel) -> [String] {
        var pending = local + (project.inheritance[type] ?? [])
        var seen: Set<String> = [type]
        var outside: [String] = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            // Declared here, not only extended here (`extension UITableViewCell` leaves it UIKit's).
            guard project.typeKinds[next]?.contains(where: { $0 != .extension }) == true else {
                outside.append(next)
                continue
            }
            pending += project.inheritance[next] ?? []
            // A hierarchy this deep is not read to its end: treated as reaching outside.
            if seen.count > 256 { return outside + ["?"] }
        }
        return outside
    }

    /// Whether the system creates the type by the name Info.plist or the build gives it:
    /// app and scene delegates, extension principal classes, App Intents and widgets.
    func isCreatedBySystem(_ type: String, project: ProjectModel) -> Bool {
        var pending = project.inheritance[type] ?? []
        var seen: Set<String> = [type]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if KnownTypes.createdBySystem.contains(next) { return true }
            pending += project.inheritance[next] ?? []
            if seen.count > 256 { return true }
        }
        return false
    }
}

extension KnownTypes {
    /// Types and protocols whose conformers the system instantiates by a name written outside
    /// the code (Info.plist principal classes, delegates) or finds at build time (App Intents).
    static let createdBySystem: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate",
        "WKApplicationDelegate", "WKExtensionDelegate", "UIApplication", "NSApplication",
        "NSExtensionRequestHandling", "NCWidgetProviding", "UNNotificationContentExtension",
        "UNNotificationServiceExtension", "INExtension", "SLComposeServiceViewController", "UIInputViewController",
        "NSFileProviderExtension", "NSFileProviderReplicatedExtension", "QLPreviewingController", "QLPreviewProvider",
        "MSMessagesAppViewController", "ASCredentialProviderViewController", "PHContentEditingController",
        "CXCallDirectoryProvider", "NEPacketTunnelProvider", "NEAppProxyProvider", "NEFilterDataProvider",
        "App", "WidgetBundle", "Widget", "ControlWidget", "AppIntent", "AppShortcutsProvider", "AppEntity", "AppEnum",
        "WidgetConfigurationIntent", "ControlConfigurationIntent", "LiveActivityIntent", "NSManagedObject",
        "XCTestCase", "PreviewProvider",
    ]

    /// Whether the framework type or protocol `outside`, which a project type inherits or adopts,
    /// may call the type's member `name` without the project naming it. A framework class's
    /// methods are reached by a subclass only through `override` (a member without it, and
    /// without `@objc`, is no selector the runtime can send), so a known UIKit or AppKit class
    /// calls nothing new, except the few optional requirements of protocols it adopts that it does
    /// not implement itself (`CALayerDelegate.display(_:)` on `UIView`). A protocol calls its
    /// known requirements; any other name outside the project may call anything.
    static func mayCallMember(_ name: String, through outside: String) -> Bool {
        if isFrameworkClass(outside) { return inheritedOptionalRequirements.contains(name) }
        guard let known = requirements[outside] else { return true }
        return known.contains(name)
    }

    /// The UIKit and AppKit classes the rules know (`superclass`, `viewControllers`) and `NSObject`.
    static func isFrameworkClass(_ name: String) -> Bool { frameworkClasses.contains(name) }

    static let frameworkClasses: Set<String> = Set(superclass.keys).union(superclass.values).union(viewControllers)
        .union([
            "NSObject", "UITableViewHeaderFooterView", "UIWindow", "UIInputView", "UIGestureRecognizer",
            "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UIPresentationController", "UIHostingController",
            "UIDocument", "CALayer", "NSWindow", "NSPanel", "NSWindowController", "NSTableCellView", "NSTableRowView",
            "NSTableView", "NSOutlineView", "NSCollectionView", "NSCollectionViewItem", "NSImageView", "NSStackView",
            "NSScrollView", "NSTextView", "NSHostingView", "NSDocument", "NSMenu", "NSMenuItem",
        ])

    /// Optional requirements of protocols UIKit and AppKit classes adopt without implementing
    /// them: a subclass implements them without `override`.
    static let inheritedOptionalRequirements: Set<String> = [
        "display", "layerWillDraw", "layoutSublayers", "draw", "action", "validateMenuItem",
        "validateUserInterfaceItem", "validateToolbarItem", "copy", "cut", "paste", "delete", "selectAll",
    ]

    /// Framework protocols whose every requirement is known (methods and `some View`
    /// properties): a member of a conformer with another name is not called through them.
    /// Protocols with optional or many requirements (`UITableViewDelegate`), and classes
    /// (`UIView`, whose methods the runtime may call), are not here.
    static let requirements: [String: Set<String>] = [
        "View": ["body"], "ViewModifier": ["body"], "ButtonStyle": ["makeBody"], "PrimitiveButtonStyle": ["makeBody"],
        "LabelStyle": ["makeBody"], "ToggleStyle": ["makeBody"], "ProgressViewStyle": ["makeBody"],
        "GroupBoxStyle": ["makeBody"], "Shape": ["path", "sizeThatFits", "animatableData"], "InsettableShape": ["inset"],
        "Identifiable": ["id"], "Equatable": [], "Hashable": ["hash", "hashValue"], "Comparable": [],
        "Codable": ["encode"], "Encodable": ["encode"], "Decodable": [], "Sendable": [], "Error": [],
        "CustomStringConvertible": ["description"], "CaseIterable": ["allCases"], "ObservableObject": ["objectWillChange"],
        "DynamicProperty": ["update"], "ToolbarContent": ["body"], "Scene": ["body"], "Commands": ["body"],
    ]
}
