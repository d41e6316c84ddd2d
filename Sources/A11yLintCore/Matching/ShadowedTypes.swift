/// Project types that shadow a framework control's name (`struct Button` in a settings table model).
extension SyntaxIndex {
    /// Whether the type name at `token` (`Button` in `Button(…)`) refers to SwiftUI's type: spelled
    /// `SwiftUI.Button`, or unqualified and not shadowed by a type of this file
    /// (`declaresShadowingType(named:around:)`). Any other qualification (`Theme.Button`,
    /// `self.Button`) names another type.
    public func refersToSwiftUIType(at token: Int) -> Bool {
        guard kind(token - 1) == .period else { return !declaresShadowingType(named: text(token), around: token) }
        return isName(token - 2, "SwiftUI") && kind(token - 3) != .period
    }

    /// Whether a struct, class, enum or actor named `name` declared in this file is what the
    /// unqualified reference at `token` resolves to, so `Button(label:action:)` there is the file's own
    /// model type and not `SwiftUI.Button`. The declaration shadows when it sits at file scope, in a body
    /// enclosing `token` (a local type), or in a type or extension named like one enclosing `token`
    /// (`private extension SettingsController { struct Button }` seen from inside `SettingsController`).
    /// Extensions and protocols named like the control do not shadow it.
    public func declaresShadowingType(named name: String, around token: Int) -> Bool {
        guard let candidates = declarationsByName[name] else { return false }
        var enclosingTypes: [String]?
        for position in candidates {
            let declaration = declarations[Int(position)]
            switch declaration.kind {
            case .struct, .class, .enum, .actor: break
            default: continue
            }
            let parent = Int(declaration.parent)
            if parent < 0 { return true }
            let owner = declarations[parent]
            if owner.body >= 0 {
                let scope = scopes[Int(owner.body)]
                if Int(scope.open) < token, token < Int(scope.close) { return true }
            }
            guard owner.kind.isType else { continue }
            if enclosingTypes == nil { enclosingTypes = enclosingTypeNames(of: token) }
            if enclosingTypes?.contains(owner.nameText) == true { return true }
        }
        return false
    }

    /// The names of the types and extensions whose bodies enclose `token`, innermost first.
    func enclosingTypeNames(of token: Int) -> [String] {
        var names: [String] = []
        forEachEnclosingScope(of: token) { scope in
            let declaration = Int(scopes[scope].declaration)
            if declaration >= 0, declarations[declaration].kind.isType { names.append(declarations[declaration].nameText) }
            return true
        }
        return names
    }
}
