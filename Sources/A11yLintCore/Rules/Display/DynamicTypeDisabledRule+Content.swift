/// What a capped view draws: readable text, or only pictures (SF Symbols, images, emoji, initials).
/// A cap on a view that draws no readable text keeps no words from growing.
extension DynamicTypeDisabledRule {
    /// What a run of view code draws, read token by token.
    enum Drawn {
        /// Words people read (a `Text` of a title, a titled control, a text field, a custom view).
        case readableText
        /// Only pictures: symbols, images, emoji and one-letter initials (at least one).
        case onlyPictures
        /// Nothing seen yet.
        case nothing
    }

    /// Whether the view a `.dynamicTypeSize` link caps shows no readable text: an `Image` (an SF Symbol
    /// scales with the setting but says nothing), an icon-only `Label`, or a container whose content,
    /// read through the view's own helper methods and properties, draws only pictures: images, buttons
    /// whose label is an image, emoji (`Text(reaction.emoji)`, a `Text` of the items of an emoji list) and
    /// single characters (`Text(name.prefix(1))`, an initial drawn as an avatar).
    func capsNoReadableText(_ link: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard let chain = index.chain(containing: link) else { return false }
        let base = Int(chain.baseStart)
        guard index.kind(base) == .identifier, let call = index.call(named: base) else { return false }
        let earlier = chain.links.prefix { Int($0.name) < link }
        if index.isName(base, "Image") { return true }
        if index.isName(base, "Label") {
            return earlier.contains { index.isText(Int($0.name), "labelStyle") && $0.call.map {
                (Int($0.open)..<Int($0.close)).contains { index.isName($0, "iconOnly") || index.isName($0, "IconOnlyLabelStyle") }
            } == true }
        }
        var visited: Set<Int> = []
        return drawn(from: Int(call.calleeStart), through: Int(call.end), depth: 0, visited: &visited, file: file) == .onlyPictures
    }

    /// Views other than `Text` that show words.
    static let textViews: Set<String> = ["Label", "TextField", "TextEditor", "SecureField", "Picker", "LabeledContent",
                                         "AttributedText", "Stepper", "DatePicker", "ProgressView", "Gauge"]
    /// Controls that show words when given a title argument (`Button("Send")`), and otherwise draw their label closure.
    static let titledControls: Set<String> = ["Button", "Link", "Menu", "Toggle", "NavigationLink", "ShareLink"]

    /// What tokens `first...last` draw, following calls of the enclosing type's own methods and
    /// computed properties (`sections(in: frame)`) two levels deep.
    func drawn(from first: Int, through last: Int, depth: Int, visited: inout Set<Int>, file: SwiftFileContext) -> Drawn {
        let index = file.index
        guard first <= last else { return .nothing }
        var result = Drawn.nothing
        for token in first...last where index.kind(token) == .identifier && index.kind(token - 1) != .period {
            if index.isName(token, in: DynamicTypeDisabledRule.textViews) { return .readableText }
            if index.isName(token, "Image"), index.call(named: token) != nil {
                result = .onlyPictures
                continue
            }
            if index.isName(token, "Text"), let text = index.call(named: token) {
                guard let title = text.arguments.first, title.label < 0 || index.isText(Int(title.label), "verbatim"),
                      isOneCharacter(title, index: index) || showsEmoji(title, at: token, index: index) else { return .readableText }
                result = .onlyPictures
                continue
            }
            if index.isName(token, in: DynamicTypeDisabledRule.titledControls), let control = index.call(named: token) {
                // `Button("Send") { … }`, `Toggle(title, isOn:)`: a title; `Button { … } label: { Image(…) }` draws its label.
                if let title = control.arguments.first, title.label < 0 { return .readableText }
                continue
            }
            // A custom view of the project: what it draws is not read here.
            if index.startsWithUppercase(token), index.kind(token + 1) == .leftParen || index.kind(token + 1) == .leftBrace,
               file.project.isKind(index.text(token), of: "View") {
                return .readableText
            }
            // The view's own helper (`sections(in: frame)`, `var badges: some View`).
            guard depth < 2, !index.startsWithUppercase(token), index.kind(token + 1) != .colon,
                  let body = helperBody(named: token, index: index), visited.insert(body.open).inserted else { continue }
            switch drawn(from: body.open, through: body.close, depth: depth + 1, visited: &visited, file: file) {
            case .readableText: return .readableText
            case .onlyPictures: result = .onlyPictures
            case .nothing: break
            }
        }
        return result
    }

    /// The body of the enclosing type's method or computed property that token `token` names (in this
    /// file, its declaration or extensions), or nil.
    func helperBody(named token: Int, index: SyntaxIndex) -> (open: Int, close: Int)? {
        guard let type = index.enclosingType(of: token) else { return nil }
        let name = index.text(token)
        let typeName = index.declarations[type].nameText
        for part in index.declarations.indices
        where index.declarations[part].kind.isType && index.declarations[part].nameText == typeName {
            if let member = index.member(of: part, where: {
                let declaration = index.declarations[$0]
                return (declaration.kind == .function || declaration.kind == .variable) && declaration.nameText == name
                    && declaration.body >= 0
            }) {
                let scope = index.scopes[Int(index.declarations[member].body)]
                return (Int(scope.open) + 1, Int(scope.close) - 1)
            }
        }
        return nil
    }

    /// Whether a `Text` argument shows an emoji: it names one (`reaction.emoji`, `emojiString`), or the
    /// `Text` draws the items of a `ForEach` over a list named for emoji (`ForEach(recentEmojis) { Text($0) }`).
    func showsEmoji(_ argument: Argument, at text: Int, index: SyntaxIndex) -> Bool {
        let namesEmoji: (Int, Int) -> Bool = { first, last in
            first <= last && (first...last).contains { index.kind($0) == .identifier && index.text($0).lowercased().contains("emoji") }
        }
        if namesEmoji(Int(argument.start), Int(argument.end)) { return true }
        var found = false
        index.forEachEnclosingOpener(of: text) { opener in
            guard let owner = index.owningCall(ofOpener: opener), index.isName(Int(owner.name), "ForEach") else { return true }
            if let data = owner.arguments.first { found = namesEmoji(Int(data.start), Int(data.end)) }
            return false
        }
        return found
    }

    /// Whether a text argument is one character of a string: `name.prefix(1)`, `name.first`, with any
    /// `.uppercased()` after it.
    func isOneCharacter(_ argument: Argument, index: SyntaxIndex) -> Bool {
        let start = Int(argument.start)
        let end = Int(argument.end)
        guard start <= end else { return false }
        return (start...end).contains { token in
            guard index.kind(token - 1) == .period else { return false }
            if index.isName(token, "first") { return true }
            return index.isName(token, "prefix") && index.kind(token + 1) == .leftParen && index.isText(token + 2, "1")
                && index.kind(token + 3) == .rightParen
        }
    }
}
