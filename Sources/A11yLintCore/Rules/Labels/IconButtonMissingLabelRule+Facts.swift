/// Label evidence for UIKit controls (`LabelEvidence`), collected from every file in
/// pass 1 and recorded three ways so the rule can find a label set far from where
/// the control gets its image.
extension IconButtonMissingLabelRule: CollectingRule {
    /// One file's label evidence.
    struct FileInfo: Sendable {
        /// Evidence inside types: (type, receiver path or "" for `self`, evidence).
        var inTypes: [(type: String, receiver: String, evidence: String)] = []
        /// name → evidence on another object's property whose last name is `name`
        /// (`cell.playButton.accessibilityLabel = …`), anywhere in the file.
        var labeledReceivers: [String: Set<String>] = [:]
        /// name → evidence on a type's own property `name` (`doneButton.setTitle(…)` inside
        /// the type): (type, evidence).
        var ownReceivers: [String: [(type: String, evidence: String)]] = [:]
        /// creator → evidence on a local or property created by calling `creator`.
        var labeledResults: [String: Set<String>] = [:]
        /// Project type → the types that hold one in a property or a local (by its declared or
        /// inferred type; UIKit's own types are left out): where a button class's instances live.
        var holders: [String: Set<String>] = [:]
        /// Project functions and computed properties returning `UIImage`/`NSImage` → the names
        /// their bodies call or read, plus `redrawMarker` when the body draws a new bitmap.
        var imageFunctions: [String: Set<String>] = [:]
    }

    /// Every file's label evidence, merged.
    struct Collected: Sendable {
        /// "Type|receiver" → label evidence written there, in any file.
        var inTypes: [String: Set<String>] = [:]
        var labeledReceivers: [String: Set<String>] = [:]
        /// name → type → evidence on that type's own property `name`.
        var ownReceivers: [String: [String: Set<String>]] = [:]
        var labeledResults: [String: Set<String>] = [:]
        var holders: [String: Set<String>] = [:]
        /// Project functions and computed properties that return a redrawn bitmap (directly or
        /// through another such function): an SF Symbol passed through one (`UIImage(systemName:
        /// "xmark")?.imageWithColor(…)`) loses the description VoiceOver would read.
        var redrawingImageFunctions: Set<String> = []

        /// Label evidence on `receiver` inside `type`, in any file and extension; for the
        /// receiver `""` (the instance itself) evidence in superclasses counts too.
        func evidence(in type: String, receiver: String, project: ProjectModel) -> Set<String> {
            if receiver.isEmpty {
                return project.classChain(of: type).reduce(into: Set<String>()) { $0.formUnion(inTypes["\($1)|"] ?? []) }
            }
            return inTypes["\(type)|\(receiver)"] ?? []
        }

        /// Whether a property named `name` of an object of type `owner` gets any of `evidence`:
        /// through another object's path anywhere (`cell.playButton.accessibilityLabel = …`), or
        /// inside `owner`, a superclass or a subclass of it. A property of the same name in an
        /// unrelated type (another screen's `doneButton`) is another button. With no `owner`
        /// known, a property of that name in any type counts.
        func isLabeledReceiver(_ name: String, owner: String?, project: ProjectModel, by evidence: Set<String>) -> Bool {
            if let found = labeledReceivers[name], !found.isDisjoint(with: evidence) { return true }
            guard let types = ownReceivers[name] else { return false }
            return types.contains { type, found in
                guard !found.isDisjoint(with: evidence) else { return false }
                guard let owner else { return true }
                return type == owner || project.isKind(owner, of: type) || project.isKind(type, of: owner)
            }
        }

        /// Whether a local or property created by calling `creator` gets any of `evidence`.
        func isLabeledResult(of creator: String, by evidence: Set<String>) -> Bool {
            labeledResults[creator].map { !$0.isDisjoint(with: evidence) } ?? false
        }

        /// The types that hold an instance of `type` in a property or a local, in any file.
        func holders(of type: String) -> Set<String> {
            holders[type] ?? []
        }
    }

    /// Records the file's label evidence: per type and receiver (members of `self`
    /// and of its properties, in any extension), by the receiver's last name
    /// (`cell.playButton.accessibilityLabel = …` → `playButton`), and by the callee
    /// that created a labeled local or property (`let b = IconButton(…)` → `IconButton`).
    static var readsInterfaceBuilder: Bool { true }

    /// The outlets a storyboard or xib points at objects the Identity inspector labels
    /// (`<accessibility key="accessibilityConfiguration" label="Bookmark"/>` on the button that
    /// `PresetCell.favoriteButton` names): label evidence on that property of the owner's class,
    /// as if the class set it in code (an image set later in code keeps the label).
    static func collect(fromInterfaceBuilder document: IBDocument) -> FileInfo? {
        var info = FileInfo()
        for connection in document.connections where connection.kind == .outlet {
            guard let property = connection.property, !property.isEmpty, let destination = connection.destinationID,
                  let object = document.object(withID: destination), let label = object.accessibility?.label,
                  !label.trimmingCharacters(in: .whitespaces).isEmpty,
                  connection.sourceIndex >= 0, connection.sourceIndex < document.objects.count,
                  let owner = document.objects[connection.sourceIndex].customClass, !owner.isEmpty else { continue }
            info.inTypes.append((type: owner, receiver: property, evidence: "accessibilityLabel"))
            info.ownReceivers[property, default: []].append((type: owner, evidence: "accessibilityLabel"))
        }
        return info.inTypes.isEmpty ? nil : info
    }

    static func collect(from file: CollectionContext) -> FileInfo {
        let index = file.index
        var info = FileInfo()
        // Unsorted: the evidence comes back in source order whatever the order of the calls.
        let titleCalls = file.occurrences(of: "setTitle") + file.occurrences(of: "setAttributedTitle")
        for item in namingEvidence(index, titleCalls: titleCalls) {
            // The subject's first name after `self`.
            let root = item.subject.first { !index.isName(Int($0), "self") }.map(Int.init)
            let isLocal = root.map { index.kind($0) == .dollarIdentifier || index.localDeclaration(named: $0) != nil } ?? false
            let path = index.pathNames(item.subject)
            if !isLocal, let type = index.enclosingType(of: item.token) {
                info.inTypes.append((index.declarations[type].nameText, path.joined(separator: "."), item.evidence))
            }
            if let last = path.last, path.count >= 2 || !isLocal {
                if path.count == 1, let type = index.enclosingType(of: item.token) {
                    info.ownReceivers[last, default: []].append((index.declarations[type].nameText, item.evidence))
                } else {
                    info.labeledReceivers[last, default: []].insert(item.evidence)
                }
            }
            if path.count == 1, let root, let creator = index.creatorName(ofSubject: root), KnownTypes.superclass[creator] == nil {
                info.labeledResults[creator, default: []].insert(item.evidence)
            }
            // A local named and returned names what returns it: the property its closure
            // initializes (`lazy var iconButton = { let b = …; b.accessibilityLabel = …; return b }()`),
            // or every result of the factory function that returns it.
            if path.count == 1, isLocal, let root, let local = index.localDeclaration(named: root) {
                for returner in index.declarationsReturning(local: local) {
                    let decl = index.declarations[returner]
                    if decl.kind == .variable, index.isMember(returner), let type = index.enclosingType(of: Int(decl.keyword)) {
                        info.inTypes.append((index.declarations[type].nameText, decl.nameText, item.evidence))
                    } else {
                        info.labeledResults[decl.nameText, default: []].insert(item.evidence)
                    }
                }
            }
        }
        collectHolders(index, into: &info)
        collectImageFunctions(index, into: &info)
        return info
    }

    /// The entry an image function gets when its own body draws a new bitmap.
    static let redrawMarker = "<redraw>"

    /// Calls and argument labels that make a new bitmap: what is drawn there is pixels, with no
    /// symbol description (`UIGraphicsImageRenderer(…).image { … }`, `UIImage(cgImage:)`, `lockFocus()`).
    static let redrawNames: Set<String> = [
        "UIGraphicsImageRenderer", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
        "UIGraphicsGetImageFromCurrentImageContext", "lockFocus", "drawingHandler", "makeImage", "CIContext",
    ]

    /// Every function and computed property declared to return `UIImage` or `NSImage`
    /// (`func imageWithColor(color1:) -> UIImage`, `var tinted: NSImage { … }`): the names its body
    /// calls or reads, and whether it draws a new bitmap itself.
    static func collectImageFunctions(_ index: SyntaxIndex, into info: inout FileInfo) {
        for slot in index.declarations.indices where index.declarations[slot].body >= 0 && index.declarations[slot].name >= 0 {
            let declaration = index.declarations[slot]
            guard let returned = returnedType(of: declaration, index: index),
                  returned == "UIImage" || returned == "NSImage" else { continue }
            let body = index.scopes[Int(declaration.body)]
            var names = Set<String>()
            let last = min(Int(body.close), index.count - 1)
            guard Int(body.open) < last else { continue }
            for token in (Int(body.open) + 1)..<last where index.tokens[token].kind == .identifier {
                let name = index.text(token)
                if redrawNames.contains(name) || (name == "cgImage" || name == "ciImage") && index.kind(token + 1) == .colon
                    && index.kind(token - 1) != .period {
                    names.insert(redrawMarker)
                } else if index.kind(token + 1) == .leftParen || index.kind(token - 1) == .period {
                    names.insert(name)
                }
            }
            info.imageFunctions[declaration.nameText, default: []].formUnion(names)
        }
    }

    /// The type a function returns or a computed property has, without `?`/`!` (`UIImage`), or nil.
    static func returnedType(of declaration: Declaration, index: SyntaxIndex) -> String? {
        var first = -1, last = -1
        switch declaration.kind {
        case .variable:
            guard declaration.typeStart >= 0, declaration.initializerStart < 0 else { return nil }
            first = Int(declaration.typeStart)
            last = Int(declaration.typeEnd)
        case .function:
            guard declaration.parameters >= 0, let close = index.partner(of: Int(declaration.parameters)) else { return nil }
            let open = Int(index.scopes[Int(declaration.body)].open)
            guard let arrow = (close + 1..<open).first(where: { index.isOperator($0, "->") }) else { return nil }
            first = arrow + 1
            last = open - 1
            if let clause = (first..<open).first(where: { index.isName($0, "where") }) { last = clause - 1 }
        default:
            return nil
        }
        guard first >= 0, first <= last, last - first <= 2 else { return nil }
        var type = index.text(from: first, through: last)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
    }

    /// Every property or local declared inside a type whose declared or inferred type is not one
    /// of UIKit's own (`lazy var playButton: PlayPauseButton = …`, `let badge = BadgeButton()`):
    /// which types hold which classes' instances.
    static func collectHolders(_ index: SyntaxIndex, into info: inout FileInfo) {
        for position in index.declarations.indices where index.declarations[position].kind == .variable {
            let declaration = index.declarations[position]
            guard let type = index.enclosingType(of: Int(declaration.keyword)),
                  let held = index.inferredTypeName(ofDeclaration: position),
                  KnownTypes.superclass[held] == nil, held.first?.isUppercase == true else { continue }
            let holder = index.declarations[type].nameText
            if holder != held { info.holders[held, default: []].insert(holder) }
        }
    }

    static func merge(_ infos: [FileInfo]) -> Collected {
        var collected = Collected()
        for info in infos {
            for item in info.inTypes { collected.inTypes["\(item.type)|\(item.receiver)", default: []].insert(item.evidence) }
            for (name, evidence) in info.labeledReceivers { collected.labeledReceivers[name, default: []].formUnion(evidence) }
            for (name, items) in info.ownReceivers {
                for item in items { collected.ownReceivers[name, default: [:]][item.type, default: []].insert(item.evidence) }
            }
            for (creator, evidence) in info.labeledResults { collected.labeledResults[creator, default: []].formUnion(evidence) }
            for (held, types) in info.holders { collected.holders[held, default: []].formUnion(types) }
        }
        collected.redrawingImageFunctions = redrawingFunctions(infos.map(\.imageFunctions))
        return collected
    }

    /// The image functions that redraw: those whose body draws a bitmap, then those calling one
    /// of them, to a fixed point (a few rounds: helpers rarely nest deeper).
    static func redrawingFunctions(_ tables: [[String: Set<String>]]) -> Set<String> {
        var functions: [String: Set<String>] = [:]
        for table in tables {
            for (name, calls) in table { functions[name, default: []].formUnion(calls) }
        }
        var redrawing = Set(functions.lazy.filter { $0.value.contains(redrawMarker) }.map(\.key))
        for _ in 0..<8 {
            let known = redrawing
            let added = functions.filter { !known.contains($0.key) && !$0.value.isDisjoint(with: known) }.map(\.key)
            if added.isEmpty { break }
            redrawing.formUnion(added)
        }
        return redrawing
    }

    /// The file's label evidence without blank titles or bare counts: `setTitle("", for: .normal)` or
    /// `title = " "` shows no text, so VoiceOver still has nothing to read; `setTitle("\(tabs.count)")`
    /// shows a number ("3, button") that names no action.
    static func namingEvidence(_ index: SyntaxIndex, titleCalls: [Int32]) -> [LabelEvidence] {
        index.labelEvidence(titleCalls: titleCalls).filter { item in
            guard LabelEvidence.titles.contains(item.evidence) else { return true }
            if let call = index.call(named: item.token), let title = call.arguments.first {
                return !index.isBlankStringLiteral(from: Int(title.start), through: Int(title.end))
                    && !index.isBareCount(from: Int(title.start), through: Int(title.end))
            }
            if index.isOperator(item.token, "="), let end = index.statementEnd(from: item.token + 1) {
                return !index.isBlankStringLiteral(from: item.token + 1, through: end)
                    && !index.isBareCount(from: item.token + 1, through: end)
            }
            return true
        }
    }
}

extension SyntaxIndex {
    /// Whether tokens `first...last` make only a count: they read a `count` (`tabs.count`,
    /// `unreadCount`) and hold no literal word (`"\(count) tabs"` names something, `"\(count)"` not).
    func isBareCount(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        var readsCount = false
        for token in first...last {
            switch kind(token) {
            case .identifier:
                let name = text(token)
                if name == "count" || name.hasSuffix("Count") { readsCount = true }
            case .stringSegment:
                if text(token).contains(where: \.isLetter) { return false }
            default:
                break
            }
        }
        return readsCount
    }
}

extension SyntaxIndex {
    /// Whether tokens `first...last` are one string literal with no interpolation and
    /// nothing but white space in it (`""`, `" "`).
    func isBlankStringLiteral(from first: Int, through last: Int) -> Bool {
        guard first < last, kind(first) == .stringStart, kind(last) == .stringEnd, partner(of: first) == last else { return false }
        for token in (first + 1)..<last {
            guard kind(token) == .stringSegment else { return false }
            if !text(token).allSatisfy({ $0 == " " || $0 == "\t" }) { return false }
        }
        return true
    }

    /// The last token of the expression statement starting at `first` (before a line break, `;` or `}`).
    func statementEnd(from first: Int) -> Int? {
        guard first < count else { return nil }
        var token = first
        while token + 1 < count, !isAtStatementEnd(token) {
            if let close = partner(of: token), close > token { token = close } else { token += 1 }
        }
        return token
    }
}
