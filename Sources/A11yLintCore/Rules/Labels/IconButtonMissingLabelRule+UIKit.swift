/// UIKit buttons given an image and never a title or a label.
extension IconButtonMissingLabelRule {
    /// The button an image is set on, as far as the file shows it.
    enum Subject {
        /// `setImage(…)` inside a button class: the instance itself.
        case instance(type: String)
        /// A local (`let button = UIButton(type: .system)`).
        case local(declaration: Int)
        /// A property path of `self` or of another object (`closeButton`, `cell.playButton`),
        /// with the token of its first name (after `self`).
        case member(path: [String], root: Int)
        /// `$0` in a configuring closure.
        case closureArgument(scope: Int)
        /// A button created in place (`return UIButton.systemButton(…)`), returned by the named declaration.
        case anonymous(returnedBy: String?)
    }

    /// One image-only candidate: where to report, the image expression, and the button.
    struct Candidate {
        var anchor: Int
        var image: ClosedRange<Int>
        var subject: Subject
    }

    func checkUIKit(_ file: SwiftFileContext, labels: Collected) -> [RuleFinding] {
        let index = file.index
        // Unsorted: the evidence comes back in source order whatever the order of the calls.
        let titleCalls = file.occurrences(of: "setTitle") + file.occurrences(of: "setAttributedTitle")
        let evidence = IconButtonMissingLabelRule.namingEvidence(index, titleCalls: titleCalls)
        let candidates = imageCandidates(file, evidence: evidence)
        guard !candidates.isEmpty else { return [] }
        let context = UIKitContext(file: file, labels: labels, evidence: evidence, accepted: acceptedEvidence(file.project))
        var findings: [RuleFinding] = []
        // Buttons shown as a bar button item's custom view: `bar-button-item-missing-label` judges the item.
        let customViews = barItemCustomViews(file)
        // Buttons made the custom view of an item this rule judges them for: named when the item is.
        let holders = customViewHolders(file)
        // Each place an unnamed button is given an image is reported (`setImage` for `.normal`, then for
        // `.selected`, in each branch of `if #available`): each image is judged by what it shows.
        var anchors = Set<Int>()
        for candidate in candidates.sorted(by: { $0.anchor < $1.anchor }) {
            let key = subjectKey(candidate.subject, index: index) ?? "anonymous:\(candidate.anchor)"
            guard !customViews.contains(key), anchors.insert(candidate.anchor).inserted,
                  !(holders[key]?.contains(where: { context.isNamed($0) }) ?? false),
                  !isSystemClearButton(candidate.subject, index: index, project: file.project),
                  context.isButton(candidate.subject),
                  !context.isNamed(candidate.subject) || isTitledOnlyInOtherBranches(candidate, evidence: evidence, context: context),
                  !context.isInsideAccessibleContainer(candidate.subject) else { continue }
            let image = imageDescription(from: candidate.image.lowerBound, through: candidate.image.upperBound, index: index,
                                         redrawing: labels.redrawingImageFunctions)
            let judgement = image.allSymbols ? symbolDescriptions.judge(image.symbols) : .undescribed
            if judgement == .described { continue }
            findings.append(file.finding(from: candidate.anchor, through: candidate.anchor,
                                         message: IconButtonMissingLabelRule.buttonMessage(image: image.name),
                                         severity: judgement == .partlyDescribed ? .info : nil))
        }
        return findings
    }

    /// Whether the only names this file gives the button are titles set in another branch of the
    /// conditional that sets this image (`if #available(iOS 13, *) { b.setImage(symbol) } else
    /// { b.setTitle("Retake") }`, or another `case` of a `switch` over the item's kind): where this
    /// image is shown, no title is, so a title there names nothing. A label, an alias or a hiding set
    /// anywhere in the project still names it, and so does a title outside those branches.
    func isTitledOnlyInOtherBranches(_ candidate: Candidate, evidence: [LabelEvidence], context: UIKitContext) -> Bool {
        let index = context.index
        var titledElsewhere = false
        var sawTitle = false
        for item in evidence where context.accepted.contains(item.evidence) && refersToSubject(item, candidate.subject, index: index) {
            guard LabelEvidence.titles.contains(item.evidence) else { return false }
            guard index.areInExclusiveBranches(candidate.anchor, item.token) else { titledElsewhere = true; break }
            sawTitle = true
        }
        guard sawTitle, !titledElsewhere else { return false }
        // Names from other files: only titles may be among them.
        switch candidate.subject {
        case .local(let declaration):
            // A factory that names what it builds still names it.
            if let creator = index.creatorName(ofDeclaration: declaration), context.creatorIsNamed(creator) { return false }
            return true
        case .member(let path, let root):
            guard index.localDeclaration(named: root) == nil, let owner = context.ownerType(of: root) else { return false }
            if path.count == 1, let creator = index.creatorName(ofSubject: root), context.creatorIsNamed(creator) { return false }
            if path.count == 1, let type = context.project.propertyType(in: owner, property: path[0]),
               context.creatorIsNamed(type) { return false }
            let kinds = context.labels.evidence(in: owner, receiver: path.joined(separator: "."), project: context.project)
            return kinds.intersection(context.accepted).isSubset(of: LabelEvidence.titles)
        case .instance, .closureArgument, .anonymous:
            return false
        }
    }

    /// Whether a piece of the file's label evidence is about `subject` (the same local, or the same
    /// property path of `self`).
    private func refersToSubject(_ item: LabelEvidence, _ subject: Subject, index: SyntaxIndex) -> Bool {
        guard let first = item.subject.first.map(Int.init) else { return false }
        switch subject {
        case .local(let declaration):
            return item.subject.count == 1 && index.localDeclaration(named: first) == declaration
        case .member(let path, let root):
            guard index.localDeclaration(named: root) == nil else { return false }
            let names = index.pathNames(item.subject)
            guard names == path, let itemRoot = item.subject.first(where: { !index.isName(Int($0), "self") }) else { return false }
            return index.localDeclaration(named: Int(itemRoot)) == nil
        case .instance, .closureArgument, .anonymous:
            return false
        }
    }

    /// Whether a local is a text field's own clear button, which UIKit labels ("Clear text"):
    /// `textField.value(forKey: "clearButton") as? UIButton`, or a `UIButton` found among a
    /// text field's subviews (`for subview in subviews { if let b = subview as? UIButton … }`
    /// in a `UITextField` subclass, or over `field.subviews` of a text field).
    func isSystemClearButton(_ subject: Subject, index: SyntaxIndex, project: ProjectModel) -> Bool {
        guard case .local(let declaration) = subject else { return false }
        let decl = index.declarations[declaration]
        // An initializer cut short (`= [field valueForKey: "…` with the string never closed) can end before it starts.
        guard decl.initializerStart >= 0, decl.initializerEnd >= decl.initializerStart else { return false }
        let first = Int(decl.initializerStart), last = Int(decl.initializerEnd)
        // `"_clearButton"`: the Objective-C spelling of the same private key.
        for token in first...last where index.kind(token) == .stringSegment
            && (index.isText(token, "clearButton") || index.isText(token, "_clearButton")) {
            if index.contains("value", from: first, through: token) { return true }
        }
        // `subview as? UIButton`, where `subview` is the variable of `for subview in <view>.subviews`.
        guard index.kind(first) == .identifier, index.isName(first + 1, "as"),
              index.isName(first + 2, "UIButton") || index.kind(first + 2) == .operator && index.isName(first + 3, "UIButton"),
              let function = index.enclosingFunction(of: first) else { return false }
        let body = index.declarations[function].body
        guard body >= 0 else { return false }
        let loopVariable = index.text(first)
        for token in Int(index.scopes[Int(body)].open)..<first where index.isName(token, "for") {
            guard index.isText(token + 1, equalTo: loopVariable), index.isName(token + 2, "in") else { continue }
            var end = token + 3
            while index.kind(end + 1) == .period, index.kind(end + 2) == .identifier || index.kind(end + 2) == .keyword { end += 2 }
            guard index.isName(end, "subviews") else { continue }
            if end == token + 3 || end == token + 5 && index.isName(token + 3, "self") {
                // The view's own subviews: the enclosing type must be a text field.
                if let type = index.enclosingType(of: token),
                   project.isKind(index.declarations[type].nameText, of: "UITextField")
                    || project.isKind(index.declarations[type].nameText, of: "UISearchTextField") {
                    return true
                }
            } else if end == token + 5 {
                let owner = index.text(token + 3)
                if owner.hasSuffix("TextField") || owner.hasSuffix("textField") || owner == "field" { return true }
                if let local = index.localDeclaration(named: token + 3),
                   let type = index.inferredTypeName(ofDeclaration: local), project.isKind(type, of: "UITextField") {
                    return true
                }
            }
        }
        return false
    }

    // MARK: - Candidates

    /// `setImage(_:for:)`, `UIButton.systemButton(with:…)`, and configuration images
    /// (`button.configuration?.image = …`, `config.image = …` for a configuration given to a button).
    func imageCandidates(_ file: SwiftFileContext, evidence: [LabelEvidence]) -> [Candidate] {
        let index = file.index
        var candidates: [Candidate] = []
        for occurrence in file.occurrences(of: "setImage") {
            let name = Int(occurrence)
            // Two arguments, the second `for:`: UIButton's (CarPlay's and intents' `setImage` differ).
            guard let call = index.call(named: name), call.arguments.count == 2, let image = call.arguments.first,
                  image.label < 0, index.argument(call, labeled: "for") != nil,
                  !(image.start == image.end && index.isName(Int(image.start), "nil")),
                  let subject = subject(calledAt: name, index: index) else { continue }
            candidates.append(Candidate(anchor: name, image: Int(image.start)...Int(image.end), subject: subject))
        }
        for occurrence in file.occurrences(of: "systemButton") {
            let name = Int(occurrence)
            guard index.kind(name - 1) == .period, index.isName(name - 2, "UIButton"), let call = index.call(named: name),
                  let image = index.argument(call, labeled: "with") else { continue }
            candidates.append(Candidate(anchor: name, image: Int(image.start)...Int(image.end),
                                        subject: subject(createdAt: Int(call.calleeStart), index: index)))
        }
        if !file.occurrences(of: "configuration").isEmpty || !file.occurrences(of: "Configuration").isEmpty {
            candidates += configurationImages(index, evidence: evidence)
        }
        return candidates
    }

    /// The button whose method is called at `name` (after `receiver.` or on implicit `self`).
    func subject(calledAt name: Int, index: SyntaxIndex) -> Subject? {
        guard index.kind(name - 1) == .period else {
            return index.enclosingType(of: name).map { .instance(type: index.declarations[$0].nameText) }
        }
        return subject(path: index.receiverPath(beforePeriod: name - 1), index: index)
    }

    /// The button a member path names.
    func subject(path: [Int32], index: SyntaxIndex) -> Subject? {
        guard let first = path.first else { return nil }
        let names = index.pathNames(path)
        guard let root = path.first(where: { !index.isName(Int($0), "self") }).map(Int.init) else {
            return index.enclosingType(of: Int(first)).map { .instance(type: index.declarations[$0].nameText) }
        }
        if index.kind(root) == .dollarIdentifier {
            guard names.count == 1, let scope = index.innermostScope(containing: root) else { return nil }
            return .closureArgument(scope: scope)
        }
        if names.count == 1, index.isName(Int(first), "self") == false, let local = index.localDeclaration(named: root) {
            return .local(declaration: local)
        }
        return .member(path: names, root: root)
    }

    /// The button created by the call starting at `start`: the local or property it
    /// initializes or is assigned to, or an anonymous button (maybe returned).
    func subject(createdAt start: Int, index: SyntaxIndex) -> Subject {
        if let declaration = index.declarationInitialized(byExpressionAt: start) {
            let decl = index.declarations[declaration]
            if let scope = index.innermostScope(containing: Int(decl.keyword)), index.scopes[scope].kind != .typeBody {
                return .local(declaration: declaration)
            }
            return .member(path: [decl.nameText], root: Int(decl.name))
        }
        if index.isOperator(start - 1, "="), let subject = subject(path: index.targetPath(endingAt: start - 2), index: index) {
            return subject
        }
        let returned = index.isName(start - 1, "return") || index.enclosingOpener(of: start).map { index.kind($0) == .leftBrace } ?? false
        return .anonymous(returnedBy: returned ? index.enclosingFunction(of: start).map { index.declarations[$0].nameText } : nil)
    }

    /// Configuration images: `button.configuration?.image = …` (the button), and
    /// `config.image = …` for a local configuration later given to a button
    /// (`button.configuration = config`, `UIButton(configuration: config)`);
    /// a configuration that gets a title is not a candidate.
    func configurationImages(_ index: SyntaxIndex, evidence: [LabelEvidence]) -> [Candidate] {
        var candidates: [Candidate] = []
        /// Locals given a title (`config.title = …`), resolved from the evidence on first need.
        var titled: Set<Int>?
        func isTitled(_ local: Int) -> Bool {
            if titled == nil {
                titled = Set(evidence.lazy.filter { $0.subject.count == 1 && LabelEvidence.titles.contains($0.evidence) }
                    .compactMap { index.localDeclaration(named: Int($0.subject[0])) })
            }
            return titled?.contains(local) ?? false
        }
        for assignment in index.assignments() where assignment.kind == .assign && assignment.target.count >= 2 {
            let target = assignment.target
            guard let last = target.last, index.isText(Int(last), "image") else { continue }
            let value = Int(assignment.valueStart)...Int(assignment.valueEnd)
            if index.isText(Int(target[target.count - 2]), "configuration") {
                if let subject = subject(path: Array(target.dropLast(2)), index: index) {
                    candidates.append(Candidate(anchor: Int(target[0]), image: value, subject: subject))
                }
                continue
            }
            guard target.count == 2, let local = index.localDeclaration(named: Int(target[0])),
                  isButtonConfiguration(local, index: index), !isTitled(local),
                  let subject = button(configuredBy: local, index: index) else { continue }
            candidates.append(Candidate(anchor: Int(target[0]), image: value, subject: subject))
        }
        return candidates
    }

    /// Whether a local holds a `UIButton.Configuration` (by annotation or initializer).
    func isButtonConfiguration(_ declaration: Int, index: SyntaxIndex) -> Bool {
        let decl = index.declarations[declaration]
        if decl.typeStart >= 0, index.contains("Configuration", from: Int(decl.typeStart), through: Int(decl.typeEnd)) { return true }
        guard decl.initializerStart >= 0 else { return false }
        return index.contains("Configuration", from: Int(decl.initializerStart), through: Int(decl.initializerEnd))
    }

    /// The button a local configuration is given to, in the local's scope.
    func button(configuredBy declaration: Int, index: SyntaxIndex) -> Subject? {
        for token in index.uses(ofLocal: declaration) {
            // `button.configuration = config`
            let path = index.isOperator(token - 1, "=") ? index.targetPath(endingAt: token - 2) : []
            if path.count >= 2, let last = path.last, index.isText(Int(last), "configuration") {
                return subject(path: Array(path.dropLast()), index: index)
            }
            // `UIButton(configuration: config, …)`
            if index.kind(token - 1) == .colon, index.isName(token - 2, "configuration"),
               let opener = index.enclosingOpener(of: token), let call = index.owningCall(ofOpener: opener) {
                return subject(createdAt: Int(call.calleeStart), index: index)
            }
        }
        return nil
    }

    /// A key that identifies a button within the file, to tell the buttons shown as bar items'
    /// custom views (`nil` for buttons created in place, which are each their own).
    func subjectKey(_ subject: Subject, index: SyntaxIndex) -> String? {
        switch subject {
        case .instance(let type): return "self:\(type)"
        case .local(let declaration): return "local:\(declaration)"
        case .member(let path, let root):
            let owner = index.localDeclaration(named: root).map { "local\($0)" }
                ?? index.enclosingType(of: root).map { index.declarations[$0].nameText } ?? ""
            return "member:\(owner)|\(path.joined(separator: "."))"
        case .closureArgument(let scope): return "closure:\(scope)"
        case .anonymous: return nil
        }
    }

    /// The keys of buttons given to a bar button item as its custom view where
    /// `bar-button-item-missing-label` judges the item: `UIBarButtonItem(customView: button)`.
    /// A button handed over where that rule sees no item (`item.customView = button`,
    /// `self.init(customView: button)` in a convenience initializer, a bar item subclass setting
    /// `self.customView = button`) is judged here, or no rule would judge it.
    func barItemCustomViews(_ file: SwiftFileContext) -> Set<String> {
        let index = file.index
        var keys = Set<String>()
        for occurrence in file.occurrences(of: "customView") {
            let token = Int(occurrence)
            guard index.kind(token + 1) == .colon, let opener = index.enclosingOpener(of: token), index.kind(opener) == .leftParen,
                  let call = index.owningCall(ofOpener: opener), isBarButtonItemInitializer(Int(call.name), index: index) else { continue }
            let end = index.expressionEnd(from: token + 2)
            let path = index.targetPath(endingAt: end)
            if let first = path.first, Int(first) == token + 2,
               let subject = subject(path: path, index: index), let key = subjectKey(subject, index: index) {
                keys.insert(key)
            }
        }
        return keys
    }

    /// The items holding buttons as their custom views where this rule judges those buttons
    /// (`customView = button` in a bar item subclass: the instance; `item.customView = button`:
    /// the item), by the button's key. A label set on the item (`accessibilityLabel` in its
    /// initializer, or by the code that creates it) is the name its custom view is read by.
    func customViewHolders(_ file: SwiftFileContext) -> [String: [Subject]] {
        let index = file.index
        var holders: [String: [Subject]] = [:]
        for assignment in index.assignments() where assignment.kind == .assign {
            guard let last = assignment.target.last, index.isText(Int(last), "customView"),
                  assignment.valueStart <= assignment.valueEnd else { continue }
            let path = index.targetPath(endingAt: Int(assignment.valueEnd))
            guard let first = path.first, Int(first) == Int(assignment.valueStart),
                  let button = subject(path: path, index: index), let key = subjectKey(button, index: index),
                  let holder = assignment.target.count == 1
                    ? index.enclosingType(of: Int(last)).map({ Subject.instance(type: index.declarations[$0].nameText) })
                    : subject(path: Array(assignment.target.dropLast()), index: index) else { continue }
            holders[key, default: []].append(holder)
        }
        return holders
    }

    /// Whether the call named at `name` is `UIBarButtonItem(…)` or `UIBarButtonItem.init(…)`, the
    /// items `bar-button-item-missing-label` judges with their custom views.
    func isBarButtonItemInitializer(_ name: Int, index: SyntaxIndex) -> Bool {
        if index.isName(name, "UIBarButtonItem") { return index.kind(name - 1) != .period }
        return index.isName(name, "init") && index.kind(name - 1) == .period && index.isName(name - 2, "UIBarButtonItem")
            && index.kind(name - 3) != .period
    }

    // MARK: - Images

    /// The readable name of an image expression and its SF Symbols; `allSymbols` when
    /// every image in it is a symbol written as a literal (`UIImage(systemName: "xmark")`,
    /// `UIImage(systemSymbol: .xmark)`, both sides of a ternary). A local is followed once.
    /// A symbol passed through a project function that redraws it (`redrawing`:
    /// `UIImage(systemName: "plus")?.imageWithColor(…)`, `render(symbol)`) is a bitmap with no
    /// description, so the expression is not all symbols.
    func imageDescription(from first: Int, through last: Int, index: SyntaxIndex, redrawing: Set<String> = [],
                          depth: Int = 0) -> (name: String, symbols: [String], allSymbols: Bool) {
        var symbols: [String] = []
        var name: String?
        var allSymbols = true
        var sawImage = false
        if !redrawing.isEmpty {
            for token in first...last where index.tokens[token].kind == .identifier
                && (index.kind(token + 1) == .leftParen || index.kind(token - 1) == .period) && redrawing.contains(index.text(token)) {
                allSymbols = false
                break
            }
        }
        var token = first
        while token <= last {
            // `UIImage(named:)`, and `UIImage.init(systemName:)` spelled out.
            let callee = index.kind(token + 1) == .period && index.isName(token + 2, "init") ? token + 2 : token
            guard index.isName(token, in: IconButtonMissingLabelRule.imageTypes), index.kind(token - 1) != .period,
                  let image = index.call(named: callee), let argument = image.arguments.first else { token += 1; continue }
            sawImage = true
            let label = argument.label >= 0 ? index.text(Int(argument.label)) : ""
            var found: [String] = []
            for probe in Int(argument.start)...Int(argument.end) {
                if label == "systemName", index.kind(probe) == .stringSegment { found.append(index.text(probe)) }
                if label == "systemSymbol", index.kind(probe - 1) == .period, index.tokens[probe].kind == .identifier {
                    found.append(index.text(probe))
                }
                if label != "systemName", label != "systemSymbol", name == nil, index.kind(probe) == .stringSegment {
                    name = index.text(probe)
                }
            }
            if found.isEmpty { allSymbols = false }
            symbols += found
            token = max(token + 1, Int(image.end) + 1)
        }
        if !sawImage {
            // `image` (a local: follow it once), `Assets.Images.filter` (a member names the asset).
            if first == last, depth == 0, let local = index.localDeclaration(named: first),
               index.declarations[local].initializerStart >= 0 {
                let decl = index.declarations[local]
                let followed = imageDescription(from: Int(decl.initializerStart), through: Int(decl.initializerEnd), index: index,
                                                redrawing: redrawing, depth: 1)
                return (followed.name, followed.symbols, followed.allSymbols && allSymbols)
            }
            allSymbols = false
            if index.kind(last - 1) == .period, index.tokens[last].kind == .identifier { name = index.text(last) }
        }
        return (symbols.first ?? name ?? "", symbols, allSymbols && !symbols.isEmpty)
    }

    /// Image initializers whose first argument says what the image is.
    static let imageTypes: Set<String> = ["UIImage", "Image", "NSImage"]
}
