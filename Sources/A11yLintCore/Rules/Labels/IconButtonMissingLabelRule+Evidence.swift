/// Whether a UIKit button gets a name anywhere the project model can see: in
/// the same function, through a property written in another extension or file,
/// through its class (an `accessibilityLabel` override, a title set in `init`),
/// through whoever calls the factory that builds it, or under another object's
/// path (`cell.playButton.accessibilityLabel = …`).
struct UIKitContext {
    let file: SwiftFileContext
    /// Label evidence collected from every file in pass 1.
    let labels: IconButtonMissingLabelRule.Collected
    /// Evidence that names a button (labels, aliases, titles) or hides it.
    let accepted: Set<String>
    /// The subjects of the file's accepted evidence, resolved once: locals named by it
    /// (`button.accessibilityLabel = …`), closures whose `$0` it names, and the paths
    /// it names on locals (`cell.playButton`, by the local's declaration).
    private var namedLocals: Set<Int> = []
    private var namedClosureArguments: Set<Int> = []
    private var namedLocalPaths: [Int: Set<[String]>] = [:]

    var index: SyntaxIndex { file.index }
    var project: ProjectModel { file.project }

    /// `evidence`: the file's label evidence.
    init(file: SwiftFileContext, labels: IconButtonMissingLabelRule.Collected, evidence: [LabelEvidence], accepted: Set<String>) {
        self.file = file
        self.labels = labels
        self.accepted = accepted
        let index = file.index
        for item in evidence where accepted.contains(item.evidence) {
            guard let first = item.subject.first.map(Int.init) else { continue }
            let local = index.localDeclaration(named: first)
            if let local {
                namedLocalPaths[local, default: []].insert(index.pathNames(item.subject))
            }
            guard item.subject.count == 1 else { continue }
            if let local { namedLocals.insert(local) }
            if index.kind(first) == .dollarIdentifier, let closure = innermostClosure(of: first) {
                namedClosureArguments.insert(closure)
            }
        }
    }

    // MARK: - Is it a button?

    /// Whether a type is `UIButton`, a subclass, or a configured button (or a subclass of one).
    func isButtonType(_ type: String) -> Bool {
        project.isKind(type, of: "UIButton") || project.classChain(of: type).contains { file.components.buttons.contains($0) }
    }

    /// Whether the subject can be a `UIButton`. `setImage(_:for:)` is UIButton API, so an
    /// unknown type counts; a project or UIKit type that is not a button does not, and
    /// `extension UIButton` helpers are judged where they are called, not where declared.
    func isButton(_ subject: IconButtonMissingLabelRule.Subject) -> Bool {
        switch subject {
        case .instance(let type):
            return type != "UIButton" && isButtonType(type)
        case .local(let declaration):
            return mayBeButton(index.inferredTypeName(ofDeclaration: declaration))
        case .member(let path, let root):
            guard path.count == 1, index.localDeclaration(named: root) == nil, let owner = ownerType(of: root) else { return true }
            return mayBeButton(project.propertyType(in: owner, property: path[0]))
        case .closureArgument, .anonymous:
            return true
        }
    }

    /// Whether a declared or inferred type may be a button (unknown types may).
    func mayBeButton(_ type: String?) -> Bool {
        guard let type else { return true }
        return isButtonType(type) || !isProjectType(type) && KnownTypes.superclass[type] == nil
    }

    /// Whether the project declares the type (an extension of a library type does not count).
    func isProjectType(_ type: String) -> Bool {
        project.typeKinds[type]?.contains { $0 != .extension } ?? false
    }

    /// The name of the type whose body encloses a token.
    func ownerType(of token: Int) -> String? {
        index.enclosingType(of: token).map { index.declarations[$0].nameText }
    }

    // MARK: - Is it named?

    /// Whether the subject gets a label or title, or is hidden from VoiceOver.
    func isNamed(_ subject: IconButtonMissingLabelRule.Subject) -> Bool {
        switch subject {
        case .instance(let type):
            return typeIsNamed(type)
        case .local(let declaration):
            return localIsNamed(declaration)
        case .member(let path, let root):
            return memberIsNamed(path, root: root)
        case .closureArgument(let scope):
            return namedClosureArguments.contains(scope)
        case .anonymous(let returnedBy):
            guard let name = returnedBy else { return false }
            return returnedValueIsNamed(name, owner: nil)
        }
    }

    /// Whether the button belongs to a view that is itself one accessibility element
    /// (`isAccessibilityElement = true` on a cell that composes its own label and offers the
    /// button's action as a custom action): VoiceOver never stops on the views inside it.
    /// A property of such a view, or a local made in one of its methods, is inside it.
    func isInsideAccessibleContainer(_ subject: IconButtonMissingLabelRule.Subject, depth: Int = 0) -> Bool {
        let owner: String?
        switch subject {
        case .member(let path, let root):
            // A styling helper's parameter (`static func checkmark(_ view: UIButton, …)` in a nested `Style`
            // enum): the button is the caller's, inside a container when every caller's button is.
            if path.count == 1, let function = index.enclosingFunction(of: root),
               index.parameterPosition(named: root, of: function) != nil,
               everyCallerPasses(root, depth: depth, { isInsideAccessibleContainer($0, depth: depth + 1) }) {
                return true
            }
            owner = index.localDeclaration(named: root) == nil ? ownerType(of: root) : nil
        case .local(let declaration):
            owner = ownerType(of: Int(index.declarations[declaration].keyword))
        case .instance(let type):
            // `setImage` inside a button class: its instances are wherever the project holds one.
            return isHeldOnlyInsideElements(type, depth: 0)
        case .closureArgument, .anonymous:
            owner = nil
        }
        return owner.map { IconButtonMissingLabelRule.isSingleElement($0, project: project) } ?? false
    }

    /// Whether every type that holds an instance of `type` (a property or a local of that class,
    /// in any file) is one accessibility element, or a view held only by such elements (two levels):
    /// a play button class that only a voice-message cell's base class, which makes every cell one
    /// element, ever holds. A class nobody is seen holding, or held by a view controller or by a view
    /// that is no element, is not.
    func isHeldOnlyInsideElements(_ type: String, depth: Int) -> Bool {
        let holders = labels.holders(of: type)
        guard !holders.isEmpty, depth < 2 else { return false }
        return holders.allSatisfy { holder in
            if IconButtonMissingLabelRule.isSingleElement(holder, project: project) { return true }
            guard project.isKind(holder, of: "UIView"), !project.isKind(holder, of: "UIViewController") else { return false }
            return isHeldOnlyInsideElements(holder, depth: depth + 1)
        }
    }

    /// A button class names itself, or callers name its instances.
    func typeIsNamed(_ type: String) -> Bool {
        IconButtonMissingLabelRule.typeIsNamed(type, project: project, labels: labels, accepted: accepted)
    }

    /// A button class names every instance: an `accessibilityLabel` override, a label or title set on `self`.
    func typeNamesItself(_ type: String) -> Bool {
        IconButtonMissingLabelRule.typeNamesItself(type, project: project, labels: labels, accepted: accepted)
    }

    /// Whatever created the object is named: a project class that names itself, or a
    /// factory whose results callers name.
    func creatorIsNamed(_ creator: String) -> Bool {
        // A UIKit class (`UIButton(type:)`, even when the project extends it) says nothing.
        guard KnownTypes.superclass[creator] == nil else { return false }
        // A class names this instance only by naming itself: a caller that titles its own
        // instance (`let done = RoundButton(); done.setTitle(…)`) names that one, not this.
        if isProjectType(creator) { return typeNamesItself(creator) }
        return labels.isLabeledResult(of: creator, by: accepted)
    }

    /// A local button: named in its scope, by its class or factory, or through the property
    /// it is stored in, or by whoever uses the function or property that returns it.
    func localIsNamed(_ declaration: Int) -> Bool {
        if namedLocals.contains(declaration) { return true }
        if propertyBoundIsNamed(declaration) { return true }
        if let creator = index.creatorName(ofDeclaration: declaration), creatorIsNamed(creator) { return true }
        for token in index.uses(ofLocal: declaration) {
            // Stored: `self.shareButton = button`.
            if index.isOperator(token - 1, "="), index.isAtStatementEnd(token) {
                let path = index.targetPath(endingAt: token - 2)
                if let root = path.first(where: { !index.isName(Int($0), "self") }).map(Int.init),
                   index.localDeclaration(named: root) == nil, memberIsNamed(index.pathNames(path), root: root) {
                    return true
                }
            }
            // Returned: `return button` from a function, a computed property or a lazy initializer.
            if index.isName(token - 1, "return"), index.isAtStatementEnd(token),
               let returner = returningDeclaration(at: token - 1),
               returnedValueIsNamed(index.declarations[returner].nameText, owner: ownerType(of: token)) {
                return true
            }
        }
        return false
    }

    /// A condition binding that unwraps a property of the same name (`if let sortButton`,
    /// `guard let sortButton = self.sortButton`) is that property: its label or title set
    /// in another method (`sortButton?.setTitle(…)`) names it.
    func propertyBoundIsNamed(_ declaration: Int) -> Bool {
        let decl = index.declarations[declaration]
        guard decl.modifiers.contains(.isConditionBinding), decl.name >= 0, let owner = ownerType(of: Int(decl.name)) else { return false }
        let name = decl.nameText
        if decl.initializerStart >= 0 {
            let first = Int(decl.initializerStart), last = Int(decl.initializerEnd)
            let plain = first == last && index.isText(first, equalTo: name)
            let viaSelf = last == first + 2 && index.isName(first, "self") && index.kind(first + 1) == .period
                && index.isText(last, equalTo: name)
            guard plain || viaSelf else { return false }
        }
        guard project.propertyType(in: owner, property: name) != nil
                || !labels.evidence(in: owner, receiver: name, project: project).isEmpty else { return false }
        return !labels.evidence(in: owner, receiver: name, project: project).isDisjoint(with: accepted)
    }

    /// A property path: named in the project (in its type, any file), by its last name
    /// anywhere, through its declared class, or by the factory that created it.
    func memberIsNamed(_ path: [String], root: Int, depth: Int = 0) -> Bool {
        let receiver = path.joined(separator: ".")
        // The type whose property the path's last name is, when the file shows it.
        var lastOwner: String?
        if let local = index.localDeclaration(named: root) {
            // `cell.playButton`: evidence on the same path here, or inside the local's class.
            if namedLocalPaths[local]?.contains(path) == true { return true }
            if let type = index.inferredTypeName(ofDeclaration: local) {
                if !labels.evidence(in: type, receiver: path.dropFirst().joined(separator: "."), project: project).isDisjoint(with: accepted) {
                    return true
                }
                if path.count == 2, isProjectType(type) { lastOwner = type }
            }
        } else if let owner = ownerType(of: root) {
            if path.count == 1 { lastOwner = owner }
            if !labels.evidence(in: owner, receiver: receiver, project: project).isDisjoint(with: accepted) { return true }
            if path.count == 1, let type = project.propertyType(in: owner, property: path[0]), creatorIsNamed(type) {
                return true
            }
        }
        if let last = path.last, labels.isLabeledReceiver(last, owner: lastOwner, project: project, by: accepted) { return true }
        if path.count == 1, let creator = index.creatorName(ofSubject: root), creatorIsNamed(creator) { return true }
        if path.count == 1, parameterIsNamedByEveryCaller(root, depth: depth) { return true }
        return false
    }

    /// A helper's parameter (`func applyIcon(_ name: String, to button: UIButton)`): the button is the
    /// caller's. It is named when the helper has callers in this file and each passes a button that is
    /// named there (`applyIcon(name, to: button); button.accessibilityLabel = label`), a local or a property.
    /// One fact for Swift and for Objective-C, whose methods lower to the same calls.
    func parameterIsNamedByEveryCaller(_ root: Int, depth: Int = 0) -> Bool {
        everyCallerPasses(root, depth: depth) { subject in
            switch subject {
            case .local(let declaration): return localIsNamed(declaration)
            case .member(let names, let root): return memberIsNamed(names, root: root, depth: depth + 1)
            default: return false
            }
        }
    }

    /// Whether the helper whose parameter is `root` has callers in this file and each passes, in that
    /// parameter's position, a button (a local or a property path) that satisfies `accepts`.
    func everyCallerPasses(_ root: Int, depth: Int, _ accepts: (IconButtonMissingLabelRule.Subject) -> Bool) -> Bool {
        guard depth < 3, let function = index.enclosingFunction(of: root),
              let position = index.parameterPosition(named: root, of: function) else { return false }
        let declared = Int(index.declarations[function].name)
        guard declared >= 0 else { return false }
        var callers = 0
        // The helper's calls in this file (one scan, only for a button that is otherwise unnamed).
        for call in 0..<index.count where call != declared && index.tokens[call].kind == .identifier
            && index.isSpelledAlike(call, declared) {
            guard let site = index.call(named: call), site.open >= 0, site.arguments.count > position else { continue }
            let argument = site.arguments[position]
            let value = Int(argument.end)
            guard index.tokens[value].kind == .identifier else { return false }
            let path = index.targetPath(endingAt: value)
            guard let first = path.first, Int(first) == Int(argument.start),
                  let subject = subject(path: path), accepts(subject) else { return false }
            callers += 1
        }
        return callers > 0
    }

    /// The subject a path names, as the rule resolves it.
    private func subject(path: [Int32]) -> IconButtonMissingLabelRule.Subject? {
        guard let first = path.first else { return nil }
        let names = index.pathNames(path)
        guard let root = path.first(where: { !index.isName(Int($0), "self") }).map(Int.init) else { return nil }
        if names.count == 1, !index.isName(Int(first), "self"), let local = index.localDeclaration(named: root) {
            return .local(declaration: local)
        }
        return .member(path: names, root: root)
    }

    /// A function or property returning the button: its results are named by callers
    /// (`let b = makeShareButton(); b.accessibilityLabel = …`) or where the property is used.
    func returnedValueIsNamed(_ name: String, owner: String?) -> Bool {
        if labels.isLabeledResult(of: name, by: accepted)
            || labels.isLabeledReceiver(name, owner: owner, project: project, by: accepted) { return true }
        guard let owner else { return false }
        return !labels.evidence(in: owner, receiver: name, project: project).isDisjoint(with: accepted)
    }

    /// The function or property a `return` at `token` returns from (`SyntaxIndex.returningDeclaration(at:)`).
    func returningDeclaration(at token: Int) -> Int? {
        index.returningDeclaration(at: token)
    }

    /// The innermost closure scope around a token (what `$0` refers to).
    func innermostClosure(of token: Int) -> Int? {
        var found: Int?
        index.forEachEnclosingScope(of: token) { scope in
            if index.scopes[scope].kind == .closure { found = scope; return false }
            return true
        }
        return found
    }
}

extension SyntaxIndex {
    /// The position of the parameter whose internal name is spelled like token `name` in the parameter
    /// clause of `function` (`to button: UIButton` is `button`), or nil when it names none.
    func parameterPosition(named name: Int, of function: Int) -> Int? {
        guard function >= 0, function < declarations.count else { return nil }
        let open = Int(declarations[function].parameters)
        guard open >= 0, let close = partner(of: open) else { return nil }
        var position = 0
        for probe in open + 1..<close where enclosingOpener(of: probe) == open {
            if kind(probe) == .comma { position += 1; continue }
            if kind(probe) == .colon, kind(probe - 1) == .identifier, isSpelledAlike(probe - 1, name) { return position }
        }
        return nil
    }

    /// The function or property a `return` at `token` returns from: the enclosing
    /// function or computed property, or the lazy property a `{ … }()` closure initializes.
    func returningDeclaration(at token: Int) -> Int? {
        guard let scope = innermostScope(containing: token) else { return nil }
        var current = scope
        // Control flow (`if`, `switch`) does not change what `return` leaves.
        while scopes[current].kind == .controlFlow, scopes[current].parent >= 0 {
            current = Int(scopes[current].parent)
        }
        if scopes[current].kind == .closure { return propertyInitialized(byClosure: current) }
        return enclosingFunction(of: token)
    }

    /// The declarations that return local `declaration` (`return button`): the lazy or
    /// stored property its closure initializes, or the function or computed property.
    func declarationsReturning(local declaration: Int) -> [Int] {
        uses(ofLocal: declaration).compactMap { token in
            guard isName(token - 1, "return"), isAtStatementEnd(token) else { return nil }
            return returningDeclaration(at: token - 1)
        }
    }

    /// The identifier tokens in the scope of local `declaration` that refer to it
    /// (its own name included), in order.
    func uses(ofLocal declaration: Int) -> LazyFilterSequence<Range<Int>> {
        let decl = declarations[declaration]
        let range = innermostScope(containing: Int(decl.keyword)).map { Int(scopes[$0].open)..<Int(scopes[$0].close) } ?? 0..<0
        let name = decl.nameText
        return range.lazy.filter { token in
            self.tokens[token].kind == .identifier && self.isText(token, equalTo: name)
                && self.localDeclaration(named: token) == declaration
        }
    }

    /// Whether the expression statement ends right after token `index` (a line break,
    /// `;`, `}` or the end of the file follow).
    func isAtStatementEnd(_ index: Int) -> Bool {
        guard index + 1 < count else { return true }
        return tokens[index + 1].flags.contains(.isAtStartOfLine) || kind(index + 1) == .semicolon || kind(index + 1) == .rightBrace
    }
}
