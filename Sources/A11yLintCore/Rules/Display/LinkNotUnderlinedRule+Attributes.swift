/// How `link-not-underlined` judges a UIKit `linkTextAttributes` assignment: the attributes' own
/// underline, the link runs' own underline, and a property of the enclosing type named alike.
extension LinkNotUnderlinedRule {
    /// Whether the function around a `linkTextAttributes` assignment also builds the link runs it
    /// shows with an underline of their own: one local both carries a link and underlines
    /// (`var style = base.adding(.underline(.single, …)); style.link = url`, `attributes[.link] = url;
    /// attributes[.underlineStyle] = …`, a local named for links — `let linkStyle = …` — whose value
    /// underlines), or one attribute literal holds both keys (`[.link: url, .underlineStyle: 1]`).
    /// The view's link attributes then replace only the colour; each run keeps its underline.
    func underlinesOwnLinkRuns(around token: Int, excluding attributesVariable: String?, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard let function = index.enclosingFunction(of: token), index.declarations[function].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[function].body)]
        let first = Int(body.open) + 1, last = Int(body.close) - 1
        guard first <= last else { return false }
        func isUnderline(_ probe: Int) -> Bool {
            guard index.kind(probe - 1) == .period || index.kind(probe + 1) == .colon else { return false }
            // `.underlineStyle: 0`, `[.underlineStyle] = 0`: no underline.
            let next = index.kind(probe + 1) == .rightSquare ? probe + 2 : probe + 1
            if index.kind(next) == .colon || index.isOperator(next, "="), index.isText(next + 1, "0") { return false }
            return index.isName(probe, "underlineStyle")
                || index.isName(probe, "underline") && (index.kind(probe + 1) == .leftParen || index.kind(probe + 1) == .colon)
        }
        func underlines(from start: Int, through end: Int) -> Bool {
            guard start <= end else { return false }
            return (start...end).contains(where: isUnderline)
        }
        var carriesLink: Set<String> = [], underlined: Set<String> = []
        for probe in first...last {
            guard index.kind(probe) == .identifier else { continue }
            // A name's text is built only for the tokens that declare or style a local.
            if index.isName(probe - 1, "let") || index.isName(probe - 1, "var"), !index.isName(probe, "linkTextAttributes"),
               let declaration = index.declaration(namedBy: probe), index.declarations[declaration].initializerStart >= 0 {
                let name = index.text(probe)
                let start = Int(index.declarations[declaration].initializerStart)
                let end = index.expressionEnd(from: start)
                if underlines(from: start, through: end) { underlined.insert(name) }
                if name.lowercased().contains("link") || index.contains("link", from: start, through: end) { carriesLink.insert(name) }
                continue
            }
            // `style.link = url`, `attributes[.link] = url`, `style.underlineStyle = …`, `attributes[.underlineStyle] = …`.
            let member = index.kind(probe + 1) == .period ? probe + 2
                : index.kind(probe + 1) == .leftSquare && index.kind(probe + 2) == .period ? probe + 3 : -1
            if member > 0 {
                if index.isName(member, "link") { carriesLink.insert(index.text(probe)) }
                if index.isName(member, "underlineStyle") { underlined.insert(index.text(probe)) }
            }
            // `[.link: url, .underlineStyle: …]`.
            if index.isName(probe, "link"), index.kind(probe - 1) == .period, index.kind(probe + 1) == .colon,
               let open = index.enclosingOpener(of: probe), index.kind(open) == .leftSquare,
               let close = index.partner(of: open), underlines(from: open + 1, through: close - 1) {
                return true
            }
        }
        if let attributesVariable { carriesLink.remove(attributesVariable) }
        return !carriesLink.isDisjoint(with: underlined)
    }

    /// Whether the attributes dictionary local `local` is given an underline between its declaration and
    /// `token`: `attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue`, or
    /// `attributes.merge([.underlineStyle: …])` / `attributes.updateValue(…, forKey: .underlineStyle)`
    /// (its initializer is judged as a constant's). `… = 0` sets no underline.
    func underlinesDictionary(_ local: Int, before token: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        let name = index.declarations[local].nameText
        for occurrence in file.occurrences(of: "underlineStyle", from: Int(index.declarations[local].keyword), through: token) {
            let style = Int(occurrence)
            guard index.kind(style - 1) == .period, var opener = index.enclosingOpener(of: style) else { continue }
            if index.kind(opener) == .leftSquare, index.isText(opener - 1, equalTo: name), let close = index.partner(of: opener) {
                if index.isOperator(close + 1, "="), !index.isText(close + 2, "0") { return true }
                continue
            }
            // `attributes.merge([.underlineStyle: …]) { $1 }`: the literal's call.
            if index.kind(opener) == .leftSquare, let outer = index.enclosingOpener(of: opener) { opener = outer }
            if index.kind(opener) == .leftParen, index.kind(opener - 2) == .period, index.isText(opener - 3, equalTo: name),
               index.isText(opener - 1, "merge") || index.isText(opener - 1, "updateValue") { return true }
        }
        return false
    }

    /// Whether `linkTextAttributes = …` (bare or on `self`) sets the enclosing type's own property
    /// rather than a text view's: inside a struct, enum or actor (no `UITextView`/`NSTextView`
    /// subclass), or a type that declares a `linkTextAttributes` of its own (not an `override`),
    /// such as a SwiftUI wrapper that hands the attributes to its text view later.
    func assignsOwnProperty(_ path: [Int32], at token: Int, index: SyntaxIndex) -> Bool {
        guard path.count == 1 || path.count == 2 && index.isText(Int(path[0]), "self"),
              let type = index.enclosingType(of: token) else { return false }
        let owners = index.types(named: index.declarations[type].nameText)
        let valueKinds: [DeclarationKind] = [.struct, .enum, .actor]
        if ([type] + owners).contains(where: { valueKinds.contains(index.declarations[$0].kind) }) { return true }
        return owners.contains { owner in
            index.member(of: owner) { member in
                let declaration = index.declarations[member]
                return declaration.kind == .variable && declaration.nameText == "linkTextAttributes"
                    && !index.isText(Int(declaration.name) - 2, "override")
            } != nil
        }
    }
}
