/// Code that never runs: declarations the project never refers to. A view type nobody
/// instantiates outside previews, a `ViewModifier` or `ButtonStyle` never applied, a `View`
/// extension method or helper nobody calls, a `UIView` subclass never created: no user ever
/// meets what is inside them, so no rule reports a finding there (`Linter.check`).
///
/// Dead, conservatively: a struct, class, enum or actor whose name is used nowhere (any Swift
/// file outside the declaration itself and previews, the Objective-C, the storyboards and xibs,
/// a string literal spelling it), with its extensions and members; a function, or a computed
/// `var` of type `some View`, whose base name is used nowhere. Never dead: `public`, `open` and
/// `package` declarations, `override`s, `@objc`, `@IB…`, `@main` and the other attributes that
/// let the runtime or another module reach them, `body`/`makeBody`/`callAsFunction`, protocol
/// requirements (a name any protocol of the project declares), members of a type conforming to
/// something the project does not declare (a framework protocol may call them) unless
/// `private`, types the system creates from Info.plist (app and scene delegates, extension
/// principal classes, App Intents), anything in Objective-C or in a file whose braces do not
/// balance, and everything when the run holds no app entry point (`@main`, `UIApplicationMain`,
/// `main.swift`): a file or folder linted alone may be used by code the run never sees.
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
    /// extension, a function or a computed `some View` property that is not reachable from
    /// outside the module or the Objective-C runtime, not a protocol requirement, not called
    /// implicitly by the language.
    func mayBeDead(_ position: Int) -> Bool {
        let declaration = declarations[position]
        switch declaration.kind {
        case .struct, .class, .enum, .actor, .extension, .function: break
        case .variable:
            guard declaration.body >= 0, declaration.typeStart >= 0, Int(declaration.typeEnd) == Int(declaration.typeStart) + 1,
                  isText(Int(declaration.typeStart), "some"), isText(Int(declaration.typeEnd), "View") else { return false }
        default: return false
        }
        guard let first = declaration.nameText.utf8.first, NameHash.isIdentifierStart(first) else { return false }
        if declaration.kind != .extension {
            guard declaration.name >= 0, kind(Int(declaration.name)) == .identifier else { return false }
        }
        if declaration.modifiers.contains(.isOverride) { return false }
        if Self.implicitlyCalled.contains(declaration.nameText) { return false }
        if declaration.attributes.contains(where: { isRuntimeVisibleAttribute(Int($0)) }) { return false }
        if isVisibleOutsideModule(position) { return false }
        // Inside a protocol: a requirement or its default. Inside an `@objcMembers` class or a
        // result builder: called by the runtime or the compiler.
        var parent = Int(declaration.parent)
        while parent >= 0 {
            let enclosing = declarations[parent]
            if enclosing.kind == .protocol { return false }
            // `public extension View { func … }`: its members are public.
            if enclosing.kind == .extension, isVisibleOutsideModule(parent) { return false }
            if enclosing.attributes.contains(where: { isText(Int($0), "@objcMembers") || isText(Int($0), "@resultBuilder") }) {
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
        guard references.hasEntryPoint, !hasUnbalancedBraces else { return [] }
        var ranges: [ByteRange] = []
        var conformance: [String: [String]] = [:]
        var coveredThrough = -1
        for (position, declaration) in declarations.enumerated() {
            // Inside a declaration already found dead: its members are dead with it.
            if Int(declaration.keyword) <= coveredThrough { continue }
            guard mayBeDead(position) else { continue }
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
                    let isCalledByFramework = outside.contains { protocolName in
                        guard let requirements = KnownTypes.requirements[protocolName] else { return true }
                        return requirements.contains(declaration.nameText)
                    }
                    if isCalledByFramework { continue }
                }
            }
            ranges.append(range(from: Int(declaration.keyword), through: last))
            coveredThrough = last
        }
        return ranges
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
