/// UIKit and Interface Builder bar button items.
extension BarButtonItemMissingLabelRule {
    /// Initializer argument labels of `UIBarButtonItem` that mean a label or a system item.
    static let labeledArguments: Set<String> = ["title", "barButtonSystemItem", "systemItem"]

    func checkUIKit(_ file: SwiftFileContext, constants: ImageConstants.Table = [:]) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        var candidates: [(token: Int, call: CallSite, inInitializer: Bool)] = []
        for occurrence in file.occurrences(of: "UIBarButtonItem") {
            let token = Int(occurrence)
            guard index.kind(token - 1) != .period else { continue }
            if let call = index.call(named: token) {
                candidates.append((token, call, false))
            } else if index.kind(token + 1) == .period, index.isName(token + 2, "init"), let call = index.call(named: token + 2) {
                candidates.append((token, call, false))
            }
        }
        for occurrence in file.occurrences(of: "init") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, let call = index.call(named: token),
                  index.argument(call, labeled: "image") != nil else { continue }
            if index.isName(token - 2, "self") {
                // `self.init(image:…)` inside a convenience initializer of a bar button item type.
                guard let type = index.enclosingType(of: token),
                      file.project.isKind(index.declarations[type].nameText, of: "UIBarButtonItem") else { continue }
                candidates.append((token, call, true))
            } else if index.kind(token - 2) != .identifier, index.kind(token - 2) != .keyword,
                      impliesBarButtonItem(at: token - 1, index: index) {
                candidates.append((token, call, false))        // `.init(image:…)` where a bar button item is expected
            }
        }
        let labelMembers = labelMemberNames(file.project, file.components)
        for candidate in candidates where !index.isExcludedFromIOS(candidate.token) {
            guard let image = imageOnlyDescription(candidate.call, file: file, labelMembers: labelMembers,
                                                   constants: constants) else { continue }
            // `UIImage(systemName: "xmark")`: a symbol whose description names the action is fine.
            let severity = symbolSeverity(image.symbols)
            if severity == .some(nil) { continue }
            if candidate.inInitializer {
                if let body = index.enclosingFunction(of: candidate.token).flatMap({ index.declarations[$0].body >= 0 ? index.scopes[Int(index.declarations[$0].body)] : nil }),
                   index.assignsAnyMember(labelMembers, ofSelfFrom: Int(body.open), through: Int(body.close)) {
                    continue
                }
            } else {
                let binding = index.binding(ofCreationAt: Int(candidate.call.calleeStart))
                let writes = index.writes(to: binding, project: file.project)
                if writes.contains(where: { labelMembers.contains($0.member) }) { continue }
                if isLabeledThroughArraySlot(binding, index: index, labelMembers: labelMembers) { continue }
                if isLabeledThroughToolbarItem(createdAt: Int(candidate.call.calleeStart), binding, file: file) { continue }
                if isPassedToLabelingHelper(binding, index: index, constants: constants) { continue }
            }
            findings.append(file.finding(from: candidate.token, through: candidate.token,
                                         message: BarButtonItemMissingLabelRule.itemMessage(image: image.name),
                                         severity: severity ?? nil))
        }
        return findings
    }

    /// Whether a local item is passed, whole, to a project function in the position of a parameter that
    /// function labels (`setupAccessibility(forSidebarButton: sidebarButton)`, whose body, in any file,
    /// assigns `button.accessibilityLabel` or `button.title`): the label is set there.
    func isPassedToLabelingHelper(_ binding: ObjectBinding, index: SyntaxIndex, constants: ImageConstants.Table) -> Bool {
        guard let scope = binding.localScope, binding.names.count == 1, let name = binding.names.first else { return false }
        let prefix = BarButtonItemMissingLabelRule.labelingHelperPrefix
        let body = index.scopes[scope]
        for token in Int(body.open)...Int(body.close) where index.kind(token) == .identifier && index.isText(token, equalTo: name) {
            guard let opener = index.enclosingOpener(of: token), index.kind(opener) == .leftParen,
                  let call = index.owningCall(ofOpener: opener),
                  let position = call.arguments.firstIndex(where: { Int($0.start) == token && Int($0.end) == token })
            else { continue }
            if constants[prefix + index.text(Int(call.name)) + ":" + String(position)] != nil { return true }
        }
        return false
    }

    /// Members of a Mac Catalyst `NSToolbarItem` that name it (and the bar button item it wraps).
    static let toolbarItemLabels: Set<String> = ["label", "title", "accessibilityLabel"]

    /// Whether the item is wrapped in a Mac Catalyst toolbar item that is named:
    /// `NSToolbarItem(itemIdentifier: id, barButtonItem: item)` whose `label` (or `title`) is set. The
    /// toolbar shows that label and VoiceOver reads it for the wrapped item. The item is passed in place
    /// (`barButtonItem: UIBarButtonItem(image: …)`) or as the local it is bound to.
    func isLabeledThroughToolbarItem(createdAt start: Int, _ binding: ObjectBinding, file: SwiftFileContext) -> Bool {
        let index = file.index
        var wrappers: [Int] = []
        if index.kind(start - 1) == .colon, index.isName(start - 2, "barButtonItem") { wrappers.append(start) }
        if let scope = binding.localScope, binding.names.count == 1, let name = binding.names.first {
            let body = index.scopes[scope]
            for token in Int(body.open)...Int(body.close)
            where index.kind(token) == .identifier && index.isText(token, equalTo: name)
                && index.kind(token - 1) == .colon && index.isName(token - 2, "barButtonItem") {
                wrappers.append(token)
            }
        }
        for argument in wrappers {
            guard let opener = index.enclosingOpener(of: argument), index.kind(opener) == .leftParen,
                  let call = index.owningCall(ofOpener: opener), index.isName(Int(call.name), "NSToolbarItem")
                    || index.isName(Int(call.name), "init") && index.isName(Int(call.name) - 2, "NSToolbarItem") else { continue }
            let wrapper = index.binding(ofCreationAt: Int(call.calleeStart))
            if index.writes(to: wrapper, project: file.project).contains(where: {
                BarButtonItemMissingLabelRule.toolbarItemLabels.contains($0.member) && !$0.value.contains(.isNil)
            }) {
                return true
            }
        }
        return false
    }

    /// Bar item arrays a view controller keeps: an item placed in one is reachable as `array[i]`.
    static let itemArrays: Set<String> = ["toolbarItems", "rightBarButtonItems", "leftBarButtonItems", "items"]

    /// Whether a local item placed in a bar item array literal (`toolbarItems = [carbs, space, bolus]`)
    /// is labeled through its position in this file: `toolbarItems![0].accessibilityLabel = …`.
    func isLabeledThroughArraySlot(_ binding: ObjectBinding, index: SyntaxIndex, labelMembers: Set<String>) -> Bool {
        guard let scope = binding.localScope, binding.names.count == 1, let name = binding.names.first else { return false }
        let body = index.scopes[scope]
        var slots: [(array: String, position: Int)] = []
        for token in Int(body.open)...Int(body.close) where index.isText(token, equalTo: name) && index.kind(token) == .identifier {
            guard let opener = index.enclosingOpener(of: token), index.kind(opener) == .leftSquare,
                  index.kind(token - 1) == .leftSquare || index.kind(token - 1) == .comma,
                  index.kind(token + 1) == .comma || index.kind(token + 1) == .rightSquare,
                  index.isOperator(opener - 1, "="),
                  let array = index.pathNames(index.targetPath(endingAt: opener - 2)).last,
                  BarButtonItemMissingLabelRule.itemArrays.contains(array) else { continue }
            // The element's position: top-level commas between the opener and the element.
            var position = 0
            for probe in (opener + 1)..<token where index.kind(probe) == .comma && index.enclosingOpener(of: probe) == opener {
                position += 1
            }
            slots.append((array, position))
        }
        guard !slots.isEmpty, let type = index.enclosingType(of: Int(body.open)) else { return false }
        guard let typeBody = index.declarations[type].body >= 0 ? index.scopes[Int(index.declarations[type].body)] : nil else {
            return false
        }
        // `toolbarItems![0].accessibilityLabel = …`, `navigationItem.rightBarButtonItems?[1].title = …` in the same type.
        for token in Int(typeBody.open)...Int(typeBody.close) where index.kind(token) == .leftSquare {
            var array = token - 1
            if index.kind(array) == .operator, index.isText(array, "!") || index.isText(array, "?") { array -= 1 }
            guard index.kind(array) == .identifier, let close = index.partner(of: token), close == token + 2,
                  index.kind(token + 1) == .integer, let position = Int(index.text(token + 1)),
                  slots.contains(where: { $0.position == position && index.isText(array, equalTo: $0.array) }) else { continue }
            var member = close + 1
            if index.kind(member) == .operator, index.isText(member, "?") || index.isText(member, "!") { member += 1 }
            if index.kind(member) == .period, labelMembers.contains(index.text(member + 1)), index.isOperator(member + 2, "=") {
                return true
            }
        }
        return false
    }

    /// For images that are all SF Symbols: `.some(nil)` when every one is described
    /// (not reported), `.some(.info)` when every one is at least partly described;
    /// `nil` (report with the rule's severity) otherwise.
    func symbolSeverity(_ symbols: [String]) -> Severity?? {
        switch symbolDescriptions.judge(symbols) {
        case .described: return .some(nil)
        case .partlyDescribed: return .some(.info)
        case .undescribed: return nil
        }
    }

    /// Member names that label an item: what names a control (`ControlNaming.labelMembers`), and `title`,
    /// the item's visible text.
    func labelMemberNames(_ project: ProjectModel, _ components: ComponentRoles) -> Set<String> {
        ControlNaming.labelMembers(project).union(components.labelAliases).union(["title"])
    }

    /// Whether the implicit member at `period` stands for a bar button item
    /// (`let item: UIBarButtonItem = .init(…)`, `navigationItem.rightBarButtonItem = .init(…)`).
    func impliesBarButtonItem(at period: Int, index: SyntaxIndex) -> Bool {
        guard index.isOperator(period - 1, "=") else { return false }
        let target = index.pathNames(index.targetPath(endingAt: period - 2))
        if let last = target.last, last.hasSuffix("BarButtonItem") { return true }
        if let declaration = index.declarationInitialized(byExpressionAt: period) {
            return index.inferredTypeName(ofDeclaration: declaration) == "UIBarButtonItem"
        }
        return false
    }

    /// For an image-only item: the image's asset or symbol name (empty when it is
    /// not written as a literal) and the SF Symbols it uses; `nil` when the call
    /// gives a title, is a system item, wraps a labeled custom view, or uses a
    /// project initializer that sets a label.
    func imageOnlyDescription(_ call: CallSite, file: SwiftFileContext, labelMembers: Set<String>,
                              constants: ImageConstants.Table = [:]) -> (name: String, symbols: [String])? {
        let index = file.index
        let labels = call.arguments.compactMap { $0.label >= 0 ? index.text(Int($0.label)) : nil }
        if labels.contains(where: { BarButtonItemMissingLabelRule.labeledArguments.contains($0) }) { return nil }
        if let action = index.argument(call, labeled: "primaryAction"),
           index.contains("title", from: Int(action.start), through: Int(action.end)) { return nil }
        if let customView = index.argument(call, labeled: "customView") {
            return isUnlabeledImageView(customView, file: file, labelMembers: labelMembers) ? ("", []) : nil
        }
        guard let image = index.argument(call, labeled: "image") else {
            // A project convenience initializer (`UIBarButtonItem(icon:…)`) is judged where it is declared.
            return nil
        }
        return imageName(from: Int(image.start), through: Int(image.end), index: index, constants: constants)
    }

    /// A readable name for an image expression (a string literal in it, else the name of a
    /// member like `Assets.Images.filter`; parameters and locals give ""), and its SF Symbols.
    func imageName(from first: Int, through last: Int, index: SyntaxIndex,
                   constants: ImageConstants.Table = [:]) -> (name: String, symbols: [String]) {
        var symbols: [String] = []
        var literal: String?
        for token in first...last where index.kind(token) == .stringSegment {
            literal = literal ?? index.text(token)
            // `UIImage(systemName: "xmark")`: a literal after `systemName:` names an SF Symbol.
            if index.contains("systemName", from: first, through: token) { symbols.append(index.text(token)) }
        }
        if let literal { return (literal, symbols) }
        // `.trash`, `UIImage.trash`: a constant the project declares on the image type (or on its own icon
        // type, `Icons.share`), judged by what it shows
        // (an SF Symbol's description; an asset's name names nothing).
        // `Icons.share` too: a type property of the project's own icon type.
        let isImplicit = last == first + 1 && index.kind(first) == .period
        let isQualified = last == first + 2 && index.kind(first + 1) == .period
            && index.tokens[first].kind == .identifier && index.startsWithUppercase(first)
        if isImplicit || isQualified, index.tokens[last].kind == .identifier {
            let member = index.text(last)
            let owner = isQualified ? index.text(first) : "UIImage"
            let shown = ImageConstants.resolve(owner + "." + member, in: constants)
                ?? (owner == "UIImage" ? ImageConstants.resolve("NSImage." + member, in: constants) : nil)
            switch shown {
            case .symbol(let name): return (name, [name])
            case .asset(let name): return (name, [])
            case nil: break
            }
        }
        // `Assets.Images.nextUnread`: a member path names the asset; a bare identifier is a parameter.
        if index.kind(last - 1) == .period, index.tokens[last].kind == .identifier { return (index.text(last), []) }
        return ("", [])
    }

    /// Whether a `customView:` argument is a plain `UIButton`/`UIImageView` that shows
    /// an image and gets neither a title nor a label. Custom view classes are
    /// trusted unless nothing in the project labels them either.
    func isUnlabeledImageView(_ argument: Argument, file: SwiftFileContext, labelMembers: Set<String>) -> Bool {
        let index = file.index
        let value = Int(argument.start)
        guard argument.start == argument.end, index.tokens[value].kind == .identifier else { return false }
        let name = index.text(value)
        var type: String?
        let local = index.localDeclaration(named: value)
        if let local {
            type = index.inferredTypeName(ofDeclaration: local)
        } else if let owner = index.enclosingType(of: value) {
            type = file.project.propertyType(in: index.declarations[owner].nameText, property: name)
        }
        guard var viewType = type else { return false }
        // Only a `UIImageView` itself shows all it does here; a configured image component may take touches inside.
        let isPlainImageView = viewType == "UIImageView"
        // Configured components stand for the built-in types.
        if file.components.images.contains(viewType) { viewType = "UIImageView" }
        if file.components.buttons.contains(viewType) { viewType = "UIButton" }
        // A button subclass that names none of its instances itself (no label or title set on
        // `self`, no `accessibilityLabel` override) is a button like any other.
        if viewType != "UIButton", file.project.isKind(viewType, of: "UIButton"),
           !file.project.writes(in: viewType, receiver: "").contains(where: {
               labelMembers.contains($0.member) || $0.member == "setTitle" || $0.member == "isAccessibilityElement"
           }) {
            viewType = "UIButton"
        }
        if viewType != "UIButton" && viewType != "UIImageView" {
            return false                      // a custom class: it may label itself (overrides, init)
        }
        // Calls and writes on this view in this file: `button.setImage(…)`, `button.setTitle(…)`. A receiver is
        // matched by its declaration, not its spelling: a local's uses in its scope; for a property, the
        // tokens spelled like it that no local of that name shadows (`let button` in another closure is
        // another button).
        var setsImage = viewType == "UIImageView"
        // An image view is no control and no accessibility element by default: in a bar it is a decoration
        // (a logo) unless the file makes it one, takes touches on it or adds a recognizer to it.
        var interactive = !isPlainImageView
        if !interactive, local == nil, let owner = index.enclosingType(of: value) {
            // A property made interactive in another file of its type.
            interactive = file.project.writes(in: index.declarations[owner].nameText, receiver: name).contains {
                BarButtonItemMissingLabelRule.interactionMembers.contains($0.member)
            }
        }
        var receivers: AnySequence<Int> = local.map { AnySequence(index.uses(ofLocal: $0)) }
            ?? AnySequence((0..<index.count).lazy.filter {
                index.tokens[$0].kind == .identifier && index.isSpelledAlike($0, value) && index.localDeclaration(named: $0) == nil
            })
        // A property built by its initializer closure is configured through the local that closure returns.
        if local == nil, let owner = index.enclosingType(of: value) {
            guard let built = index.localsReturned(byInitializerOf: name, inType: owner) else { return false }
            if !built.isEmpty { receivers = AnySequence(Array(receivers) + built.flatMap { Array(index.uses(ofLocal: $0)) }) }
        }
        for token in receivers where index.kind(token + 1) == .period {
            let member = token + 2
            if index.isName(member, "setTitle") || index.isName(member, "setAttributedTitle")
                || labelMembers.contains(index.text(member)) && index.isOperator(member + 1, "=") {
                return false
            }
            if index.isName(member, "setImage") || index.isName(member, "image") { setsImage = true }
            if BarButtonItemMissingLabelRule.interactionMembers.contains(where: { index.isText(member, equalTo: $0) }) { interactive = true }
        }
        return setsImage && interactive
    }

    /// Members that make an image view take touches or become an accessibility element.
    static let interactionMembers = ["addGestureRecognizer", "isUserInteractionEnabled", "isAccessibilityElement",
                                     "accessibilityTraits"]

    // MARK: - Interface Builder

    func check(interfaceBuilder context: InterfaceBuilderContext) -> [RuleFinding] {
        let document = context.document
        let labelMembers = labelMemberNames(context.project, context.components)
        var findings: [RuleFinding] = []
        for object in document.objects(named: "barButtonItem") {
            guard object.systemItem == nil, (object.title ?? "").isEmpty, let image = object.image, !image.isEmpty else { continue }
            if let label = object.accessibility?.label, !label.isEmpty { continue }
            if object.runtimeAttributes.contains(where: { labelMembers.contains($0.keyPath) }) { continue }
            if document.children(of: object.index).contains(where: { $0.key == "customView" }) { continue }
            let labeledInCode = document.outlets(to: object.id).contains { connection in
                guard let property = connection.property, let ownerClass = document.owner(of: connection)?.customClass else {
                    return false
                }
                return context.project.writes(in: ownerClass, receiver: property).contains { labelMembers.contains($0.member) }
            }
            if labeledInCode || isLabeledThroughNavigationItem(object, context, labelMembers: labelMembers) { continue }
            let symbols = object.attributes["catalog"] == "system" ? [image] : []
            let severity = symbolSeverity(symbols)
            if severity == .some(nil) { continue }
            findings.append(context.finding(at: object, message: BarButtonItemMissingLabelRule.itemMessage(image: image),
                                            severity: severity ?? nil))
        }
        findings += customViewItems(context, labelMembers: labelMembers)
        return findings.sorted { $0.range.start < $1.range.start }
    }

    /// Whether the scene's view controller class labels this navigation item slot in code:
    /// `navigationItem.rightBarButtonItem?.accessibilityLabel = …` in the scene's `customClass`
    /// (or a superclass) names the `<barButtonItem key="rightBarButtonItem">` of that scene.
    func isLabeledThroughNavigationItem(_ object: IBObject, _ context: InterfaceBuilderContext,
                                        labelMembers: Set<String>) -> Bool {
        let document = context.document
        guard let slot = object.key, slot == "rightBarButtonItem" || slot == "leftBarButtonItem",
              let parent = object.parent, parent >= 0, parent < document.objects.count,
              document.objects[parent].elementName == "navigationItem" else { return false }
        // The navigation item's parent is the scene's view controller.
        guard let owner = document.ancestors(of: parent).first?.customClass else {
            return false
        }
        return context.project.classChain(of: owner).contains { type in
            context.project.writes(in: type, receiver: "navigationItem." + slot).contains { labelMembers.contains($0.member) }
        }
    }

    /// Storyboard items wrapping a custom-view button that shows only an image.
    func customViewItems(_ context: InterfaceBuilderContext, labelMembers: Set<String>) -> [RuleFinding] {
        let document = context.document
        var findings: [RuleFinding] = []
        for object in document.objects(named: "barButtonItem") {
            guard let button = document.children(of: object.index).first(where: { $0.key == "customView" && $0.elementName == "button" }),
                  button.accessibility?.label?.isEmpty ?? true, (object.accessibility?.label ?? "").isEmpty,
                  !button.runtimeAttributes.contains(where: { labelMembers.contains($0.keyPath) }),
                  button.states.contains(where: { $0.image != nil }), !button.states.contains(where: \.hasTitle) else { continue }
            let labeledInCode = (document.outlets(to: button.id) + document.outlets(to: object.id)).contains { connection in
                guard let property = connection.property, let ownerClass = document.owner(of: connection)?.customClass else {
                    return false
                }
                return context.project.writes(in: ownerClass, receiver: property).contains {
                    labelMembers.contains($0.member) || $0.member == "setTitle"
                }
            }
            if labeledInCode { continue }
            findings.append(context.finding(at: object, message: BarButtonItemMissingLabelRule.itemMessage(
                image: button.states.compactMap(\.image).first)))
        }
        return findings
    }
}
