/// The view a property's initializer closure builds (`lazy var shareButton: UIButton = { let b = UIButton(); …; return b }()`).
extension SyntaxIndex {
    private static let namingMembers: [StaticString] = [
        "title", "attributedTitle", "setTitle", "setAttributedTitle", "configuration", "accessibilityLabel",
        "accessibilityAttributedLabel", "accessibilityUserInputLabels", "isAccessibilityElement", "text",
    ]
    private var namingMembers: [StaticString] { Self.namingMembers }

    /// The locals that the initializer closure of property `name` (declared in type `owner`) returns:
    /// whatever is set on them there is set on the property's view. `nil` when the closure names its view.
    func localsReturned(byInitializerOf name: String, inType owner: Int) -> [Int]? {
        guard let candidates = declarationsByName[name] else { return [] }
        var locals: [Int] = []
        for candidate in candidates {
            let property = Int(candidate)
            let declaration = declarations[property]
            guard declaration.kind == .variable, Int(declaration.parent) == owner,
                  declaration.initializerStart >= 0, declaration.initializerEnd > declaration.initializerStart else { continue }
            let first = Int(declaration.initializerStart), last = Int(declaration.initializerEnd)
            // A closure that titles, configures or labels what it builds in any way it spells (`config.title`,
            // `UIButton(configuration:)`, `accessibilityLabel`) is trusted whole: nothing is taken from it.
            if namingMembers.contains(where: { contains($0, from: first, through: last) }) { return nil }
            for token in first...last where isName(token, "return") && token + 1 <= last {
                let value = token + 1
                guard tokens[value].kind == .identifier, isAtStatementEnd(value),
                      let local = localDeclaration(named: value),
                      returningDeclaration(at: token) == property, !locals.contains(local) else { continue }
                locals.append(local)
            }
        }
        return locals
    }
}
