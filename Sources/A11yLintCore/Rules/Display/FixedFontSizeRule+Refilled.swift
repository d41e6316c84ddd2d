/// Interface Builder fonts that code replaces before they are shown: the arranged subviews of a stack
/// view whose owner empties it (removing each arranged view from the view hierarchy) and refills it with views
/// it makes itself (`for view in stack.arrangedSubviews { view.removeFromSuperview() }` … `addArrangedSubview`);
/// the elements of an outlet collection whose owner sets each one's font (`for label in numberLabels { label.font = … }`,
/// `keyLabels.forEach { $0.font = … }`); and an outlet given a property of the project whose setter sets the font
/// (`titleLabel.style = .caption`, where `extension UILabel { var style: LabelStyle { set { font = … } } }`).
/// A document font on such an element never reaches the screen.
extension FixedFontSizeRule: CollectingRule {
    /// What one file tells about fonts code replaces.
    struct FileInfo: Sendable, Equatable {
        /// `Type.property` of the stack views their types empty and refill.
        var refilledStacks: Set<String> = []
        /// `Type.property.member` written on each element of a collection (`KeypadView.numberLabels.font`).
        var collectionWrites: Set<String> = []
        /// `Type.property` of properties whose body sets the font of `self` (`UILabel.style`).
        var fontAliases: Set<String> = []
        /// `Type.receiver` of the buttons code titles (`titledReceivers(in:)`).
        var titledReceivers: Set<String> = []
        /// Whether the file may title a button it does not name (`titlesUnnamedButtons(in:)`).
        var titlesUnnamedButtons = false
    }

    /// Every file's facts merged.
    struct Collected: Sendable {
        var refilledStacks: Set<String>
        var collectionWrites: Set<String>
        /// Alias property name → the types declaring it (`style` → `UILabel`).
        var fontAliases: [String: Set<String>]
        var titledReceivers: Set<String> = []
        var titlesUnnamedButtons = false
    }

    static let collectedNames = ["arrangedSubviews", "addArrangedSubview", "removeFromSuperview", "forEach", "font"]
        + FixedFontSizeRule.titleNames

    static func collect(from file: CollectionContext) -> FileInfo {
        FileInfo(refilledStacks: refilledStacks(in: file), collectionWrites: collectionWrites(in: file),
                 fontAliases: fontAliases(in: file), titledReceivers: titledReceivers(in: file),
                 titlesUnnamedButtons: titlesUnnamedButtons(in: file))
    }

    /// Members (properties of a type or extension) whose body assigns `font` (`self.font = …`): a setter standing for a font.
    static func fontAliases(in file: CollectionContext) -> Set<String> {
        let index = file.index
        guard !file.occurrences(of: "font").isEmpty else { return [] }
        var aliases: Set<String> = []
        for position in index.declarations.indices
        where index.declarations[position].kind == .variable && index.declarations[position].body >= 0 && index.isMember(position) {
            let declaration = index.declarations[position]
            let body = index.scopes[Int(declaration.body)]
            guard index.assignsAnyMember(["font"], ofSelfFrom: Int(body.open), through: Int(body.close)) else { continue }
            aliases.insert(index.declarations[Int(declaration.parent)].nameText + "." + declaration.nameText)
        }
        return aliases
    }

    /// `Type.collection.member` for each write to an element of a collection property in a loop over it:
    /// `for label in numberLabels { label.font = … }`, `numberLabels.forEach { $0.font = … }`,
    /// `self.keys.forEach { key in key.style = .key }`.
    static func collectionWrites(in file: CollectionContext) -> Set<String> {
        let index = file.index
        var found: Set<String> = []
        for write in index.writes where write.target.count == 2 {
            let element = Int(write.target[0])
            guard index.kind(element) == .identifier || index.kind(element) == .dollarIdentifier,
                  !index.isName(element, "self"), let type = index.enclosingType(of: element),
                  let collection = loopedCollection(element: element, index: index) else { continue }
            found.insert(index.declarations[type].nameText + "." + collection + "." + index.text(Int(write.target[1])))
        }
        return found
    }

    /// The property a loop or `forEach` closure around `element` walks, when `element` is its item.
    static func loopedCollection(element: Int, index: SyntaxIndex) -> String? {
        var collection: String?
        let isAnonymous = index.isText(element, "$0")
        index.forEachEnclosingOpener(of: element) { opener in
            guard index.kind(opener) == .leftBrace else { return true }
            // `numberLabels.forEach { $0.font = … }` / `{ label in label.font = … }`.
            let namesItem = isAnonymous || (index.isSpelledAlike(opener + 1, element) && index.isName(opener + 2, "in"))
            if namesItem, let name = index.owningCallName(ofOpener: opener), index.isText(name, "forEach"),
               index.kind(name - 1) == .period {
                let receiver = index.pathNames(index.receiverPath(beforePeriod: name - 1))
                if receiver.count == 1 { collection = receiver[0] }
                return false
            }
            if isAnonymous { return index.owningCallName(ofOpener: opener) == nil }
            // `for label in numberLabels {` / `for label in self.numberLabels {`, and Objective-C's
            // `for (UILabel *label in self.numberLabels) {` as it is lowered.
            var probe = opener - 1
            let isParenthesized = index.kind(probe) == .rightParen
            if isParenthesized { probe -= 1 }
            guard index.kind(probe) == .identifier else { return true }
            let name = index.text(probe)
            if index.kind(probe - 1) == .period, index.isName(probe - 2, "self") { probe -= 2 }
            guard index.isName(probe - 1, "in"), index.isSpelledAlike(probe - 2, element) else { return true }
            probe -= 3
            if isParenthesized {
                if index.isOperator(probe, "*"), index.kind(probe - 1) == .identifier { probe -= 2 }
                guard index.kind(probe) == .leftParen else { return true }
                probe -= 1
            }
            if index.isName(probe, "for") {
                collection = name
                return false
            }
            return true
        }
        return collection
    }

    /// `Type.property` of the stack views this file's types empty and refill.
    static func refilledStacks(in file: CollectionContext) -> Set<String> {
        let index = file.index
        let removals = file.occurrences(of: "removeFromSuperview")
        guard !removals.isEmpty else { return [] }
        // Receivers the type refills: `allianceStack.addArrangedSubview(label)`.
        var refilled: Set<String> = []
        for occurrence in file.occurrences(of: "addArrangedSubview") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, let type = index.enclosingType(of: token) else { continue }
            let receiver = index.pathNames(index.receiverPath(beforePeriod: token - 1)).filter { $0 != "self" }
            guard receiver.count == 1, let name = receiver.first else { continue }
            refilled.insert(index.declarations[type].nameText + "." + name)
        }
        guard !refilled.isEmpty else { return [] }
        // Receivers whose arranged subviews a function walks and removes from the view hierarchy.
        var emptied: Set<String> = []
        for occurrence in file.occurrences(of: "arrangedSubviews") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, let type = index.enclosingType(of: token),
                  let function = index.enclosingFunction(of: token), index.declarations[function].body >= 0 else { continue }
            let receiver = index.pathNames(index.receiverPath(beforePeriod: token - 1)).filter { $0 != "self" }
            guard receiver.count == 1, let name = receiver.first else { continue }
            let body = index.scopes[Int(index.declarations[function].body)]
            let removes = removals.contains { Int(body.open) < Int($0) && Int($0) < Int(body.close) }
            let key = index.declarations[type].nameText + "." + name
            if removes, refilled.contains(key) { emptied.insert(key) }
        }
        return emptied
    }

    static func merge(_ infos: [FileInfo]) -> Collected {
        var collected = Collected(refilledStacks: [], collectionWrites: [], fontAliases: [:])
        for info in infos {
            collected.refilledStacks.formUnion(info.refilledStacks)
            collected.collectionWrites.formUnion(info.collectionWrites)
            collected.titledReceivers.formUnion(info.titledReceivers)
            if info.titlesUnnamedButtons { collected.titlesUnnamedButtons = true }
            for alias in info.fontAliases {
                guard let dot = alias.lastIndex(of: ".") else { continue }
                collected.fontAliases[String(alias[alias.index(after: dot)...]), default: []].insert(String(alias[..<dot]))
            }
        }
        return collected
    }

    func check(_ file: SwiftFileContext, collected: Collected) -> [RuleFinding] {
        check(file)
    }

    func check(interfaceBuilder context: InterfaceBuilderContext) -> [RuleFinding] {
        check(interfaceBuilder: context, collected: FixedFontSizeRule.merge([]))
    }

    /// Whether the element is an arranged subview of a stack view whose outlet owner (or a superclass of it)
    /// empties and refills that stack in code.
    func isReplacedPlaceholder(_ object: IBObject, context: InterfaceBuilderContext, collected: Collected) -> Bool {
        guard !collected.refilledStacks.isEmpty, let parent = object.parent else { return false }
        let document = context.document
        let stack = document.objects[parent]
        guard stack.elementName == "stackView" else { return false }
        return document.outlets(to: stack.id).contains { connection in
            guard let property = connection.property, let owner = document.owner(of: connection)?.customClass else { return false }
            return context.project.classChain(of: owner).contains { collected.refilledStacks.contains($0 + "." + property) }
        }
    }
}
