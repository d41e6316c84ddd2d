/// A component's own switch for the button trait: a property the project turns into the trait
/// (`.accessibility(addTraits: state.hasButtonAccessibilityTrait ? .isButton : .isImage)`,
/// `accessibilityTraits = showsAsButton ? .button : .none`), named for a button. A type that sets
/// it on the view it makes tappable (`avatar.state.hasButtonAccessibilityTrait = onTap != nil`)
/// gives that view the button trait under another name.
extension TapGestureAsButtonRule {
    /// The flags of this file: the last name before a ternary's `?` whose first arm is `.isButton`
    /// (or `.button` in an `accessibilityTraits` statement), when that name mentions a button.
    static func buttonTraitFlags(in index: SyntaxIndex) -> [String] {
        var flags: Set<String> = []
        for token in 0..<index.count where index.tokens[token].kind == .identifier && index.kind(token - 1) == .period {
            let isButtonTrait = index.isText(token, "isButton")
            guard isButtonTrait || index.isText(token, "button"), index.isOperator(token - 2, "?"),
                  index.kind(token - 3) == .identifier else { continue }
            let name = index.text(token - 3)
            guard name.lowercased().containsBytes(of: "button") else { continue }
            if !isButtonTrait {
                // `.button` is a trait only in a statement about traits.
                let start = max(0, token - 12)
                guard (start..<token).contains(where: { index.isName($0, "accessibilityTraits") }) else { continue }
            }
            flags.insert(name)
        }
        return flags.sorted()
    }

    /// Whether the type enclosing `site` sets a button-trait flag (`flags`, any value but `false`) on
    /// the tapped view `receiver` (one name): on the view's own path (`avatar.state.flag = …`), through
    /// a local holding part of it (`let avatarState = avatar.state; avatarState.flag = …`), or on the
    /// view a local alias names (`let avatarView = avatar`).
    func setsButtonTraitFlag(on receiver: [Int32], at site: Int, flags: Set<String>, index: SyntaxIndex) -> Bool {
        guard !flags.isEmpty, let last = receiver.last, let owner = index.enclosingType(of: site) else { return false }
        let ownerName = index.declarations[owner].nameText
        var roots: Set<String> = [index.text(Int(last))]
        if receiver.count == 1, let local = index.localDeclaration(named: Int(last)),
           let aliased = initializerRoot(of: local, index: index) {
            roots.insert(aliased)
        }
        for assignment in index.assignments() {
            guard let member = assignment.target.last, flags.contains(index.text(Int(member))),
                  !(assignment.valueStart == assignment.valueEnd && index.isName(Int(assignment.valueStart), "false")),
                  let type = index.enclosingType(of: Int(member)), index.declarations[type].nameText == ownerName else { continue }
            var path = index.pathNames(assignment.target).dropLast()
            if path.first == "self" { path = path.dropFirst() }
            guard let first = path.first, let firstToken = assignment.target.first(where: { index.isText(Int($0), equalTo: first) })
            else { continue }
            if roots.contains(first) { return true }
            if let local = index.localDeclaration(named: Int(firstToken)), let root = initializerRoot(of: local, index: index),
               roots.contains(root) {
                return true
            }
        }
        return false
    }

    /// The first name of a local's initializer when it is a plain path (`let avatarState = avatar.state` → `avatar`).
    func initializerRoot(of local: Int, index: SyntaxIndex) -> String? {
        let declaration = index.declarations[local]
        let start = Int(declaration.initializerStart)
        guard start >= 0, index.kind(start) == .identifier else { return nil }
        var end = start
        while index.kind(end + 1) == .period, index.kind(end + 2) == .identifier { end += 2 }
        guard end >= Int(declaration.initializerEnd) else { return nil }
        var name = index.text(start)
        if name == "self", end > start { name = index.text(start + 2) }
        return name
    }
}
