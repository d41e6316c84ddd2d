/// What a `{ … }` body belongs to.
public enum ScopeKind: UInt8, Sendable {
    /// The body of a struct, class, enum, protocol, actor or extension.
    case typeBody
    /// The body of a function, initializer, deinitializer or subscript.
    case functionBody
    /// The `{ … }` after a property: a computed getter or `get`/`set`/`didSet` accessors.
    case propertyBody
    /// One accessor inside a property body (`get { }`, `set { }`, `didSet { }`).
    case accessor
    /// A closure expression (including trailing closures and SwiftUI builders).
    case closure
    /// The body of `if`, `else`, `for`, `while`, `switch`, `do`, `catch`, `defer`, `repeat`.
    case controlFlow
}

/// One `{ … }` body.
public struct Scope: Sendable {
    public var kind: ScopeKind
    /// Token index of `{`.
    public var open: Int32
    /// Token index of `}`, or the token count when unmatched.
    public var close: Int32
    /// Index of the enclosing scope, or -1.
    public var parent: Int32
    /// Index of the declaration whose body this is, or -1 (closures, control flow).
    public var declaration: Int32
    /// For closures: the index of the `in` ending the signature, or -1.
    public var signatureEnd: Int32
}

/// The kind of a declaration.
public enum DeclarationKind: UInt8, Sendable {
    case `struct`, `class`, `enum`, `protocol`, actor, `extension`
    case function, initializer, deinitializer, `subscript`
    /// `let`/`var`: a stored or computed property, a local, or a condition binding.
    case variable

    /// Whether this declares or extends a type.
    public var isType: Bool {
        switch self {
        case .struct, .class, .enum, .protocol, .actor, .extension: return true
        default: return false
        }
    }
}

/// Declaration modifiers that rules care about.
public struct DeclarationModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public static let isOverride = DeclarationModifiers(rawValue: 1 << 0)
    public static let isStatic = DeclarationModifiers(rawValue: 1 << 1)
    public static let isPrivate = DeclarationModifiers(rawValue: 1 << 2)
    public static let isLazy = DeclarationModifiers(rawValue: 1 << 3)
    public static let isWeak = DeclarationModifiers(rawValue: 1 << 4)
    public static let isLet = DeclarationModifiers(rawValue: 1 << 5)
    /// A binding in a condition: `if let`, `guard let`, `while let`, `case let`.
    public static let isConditionBinding = DeclarationModifiers(rawValue: 1 << 6)
    public static let isConvenience = DeclarationModifiers(rawValue: 1 << 7)
}

/// A declaration found by the index.
public struct Declaration: Sendable {
    public var kind: DeclarationKind
    /// Token index of the introducing keyword (`class`, `func`, `var` ...).
    public var keyword: Int32
    /// Token index of the name, or -1 (tuple patterns, `init`).
    public var name: Int32
    /// The name (`FeedViewController`, `accessibilityActivate`); for extensions the
    /// extended type's last component (`UIBarButtonItem` for `UIKit.UIBarButtonItem`).
    public var nameText: String
    public var modifiers: DeclarationModifiers
    /// Token indices of attributes before the declaration (`@IBOutlet`, `@Environment`).
    public var attributes: [Int32]
    /// Inherited types and conformances, by last name component (`UIView`, `ButtonStyle`).
    public var inheritance: [String]
    /// `(` of the parameter clause, or -1.
    public var parameters: Int32
    /// First and last token of a property's type annotation, or -1.
    public var typeStart: Int32
    public var typeEnd: Int32
    /// First and last token of a property's initializer expression, or -1.
    public var initializerStart: Int32
    public var initializerEnd: Int32
    /// Scope index of the body, or -1.
    public var body: Int32
    /// Index of the enclosing declaration (type, function, property), or -1.
    public var parent: Int32
}

extension SyntaxIndex {
    // MARK: - Queries

    /// The innermost scope containing token `index` (strictly inside its braces).
    public func innermostScope(containing index: Int) -> Int? {
        // The last scope opening before `index`, then out through its parents.
        var scope = scopes.partitioningIndex { Int($0.open) >= index } - 1
        while scope >= 0 {
            if Int(scopes[scope].close) > index { return scope }
            scope = Int(scopes[scope].parent)
        }
        return nil
    }

    /// Calls `body` for each scope enclosing `index`, innermost first, until it returns false.
    public func forEachEnclosingScope(of index: Int, _ body: (Int) -> Bool) {
        var scope = innermostScope(containing: index) ?? -1
        while scope >= 0 {
            if !body(scope) { return }
            scope = Int(scopes[scope].parent)
        }
    }

    /// The nearest enclosing declaration of one of `kinds` (by walking scopes), as an index.
    public func enclosingDeclaration(of index: Int, where predicate: (Declaration) -> Bool) -> Int? {
        var found: Int?
        forEachEnclosingScope(of: index) { scope in
            let declaration = Int(scopes[scope].declaration)
            if declaration >= 0, predicate(declarations[declaration]) {
                found = declaration
                return false
            }
            return true
        }
        return found
    }

    /// The type or extension whose body encloses `index`.
    public func enclosingType(of index: Int) -> Int? {
        enclosingDeclaration(of: index) { $0.kind.isType }
    }

    /// The function, initializer or property whose body encloses `index`.
    public func enclosingFunction(of index: Int) -> Int? {
        enclosingDeclaration(of: index) { !$0.kind.isType }
    }

    /// The scope a `{` token opens, if any (binary search: scopes are sorted by their brace).
    public func scope(openedBy brace: Int) -> Int? {
        let position = scopes.partitioningIndex { Int($0.open) >= brace }
        return position < scopes.count && Int(scopes[position].open) == brace ? position : nil
    }

    /// The declaration of a type's body containing `index`, following `parent` links.
    public func declarations(named name: String, kind: DeclarationKind? = nil) -> [Int] {
        (declarationsByName[name] ?? []).map(Int.init).filter { kind == nil || declarations[$0].kind == kind }
    }

    /// Members declared directly inside the body of type declaration `type`.
    public func members(of type: Int) -> [Int] {
        guard type >= 0, type < firstMember.count else { return [] }
        var result: [Int] = []
        var member = firstMember[type]
        while member >= 0 {
            result.append(Int(member))
            member = nextSibling[Int(member)]
        }
        return result
    }

    /// The first member of type declaration `type` (in source order) that satisfies
    /// `predicate`, walking the sibling links without building the member list.
    public func member(of type: Int, where predicate: (Int) -> Bool) -> Int? {
        guard type >= 0, type < firstMember.count else { return nil }
        var member = firstMember[type]
        while member >= 0 {
            if predicate(Int(member)) { return Int(member) }
            member = nextSibling[Int(member)]
        }
        return nil
    }

    /// Functions named `name`, in source order.
    public func functions(named name: String) -> [Int] {
        declarations(named: name, kind: .function)
    }

    /// Types and extensions named `name`, in source order.
    public func types(named name: String) -> [Int] {
        (declarationsByName[name] ?? []).map(Int.init).filter { declarations[$0].kind.isType }
    }

    /// The declaration whose name is token `name` (binary search: names increase with declarations).
    public func declaration(namedBy name: Int) -> Int? {
        // Declarations without a name token (-1) sit at their keyword's position.
        func position(_ declaration: Declaration) -> Int {
            declaration.name >= 0 ? Int(declaration.name) : Int(declaration.keyword)
        }
        let found = declarations.partitioningIndex { position($0) >= name }
        guard found < declarations.count, position(declarations[found]) == name else { return nil }
        return declarations[found].name >= 0 ? found : nil
    }

    /// The attribute tokens of a declaration, as names without `@` (`IBOutlet`, `Environment`).
    public func attributeNames(of declaration: Int) -> [String] {
        declarations[declaration].attributes.map { String(text(Int($0)).dropFirst()) }
    }
}

extension SyntaxIndex {
    /// Whether declaration `position` is a member of a type: declared directly in a type's body.
    func isMember(_ position: Int) -> Bool {
        let declaration = declarations[position]
        let parent = Int(declaration.parent)
        guard parent >= 0, declarations[parent].kind.isType else { return false }
        return innermostScope(containing: Int(declaration.keyword)).map { scopes[$0].kind == .typeBody } ?? false
    }
}

extension SyntaxIndex {
    /// The internal names of a function's or initializer's parameters, each with the token after its `:`
    /// (the start of its type): `(named systemName: String)` → (`systemName`, `String`). Empty without a
    /// parameter clause.
    public func parameters(ofDeclaration position: Int) -> [(name: Int, type: Int)] {
        let open = Int(declarations[position].parameters)
        guard open >= 0, let close = partner(of: open) else { return [] }
        var result: [(name: Int, type: Int)] = []
        var depth = 0
        for probe in open + 1..<close {
            switch kind(probe) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .colon where depth == 0 && kind(probe - 1) == .identifier: result.append((probe - 1, probe + 1))
            default: break
            }
        }
        return result
    }
}
