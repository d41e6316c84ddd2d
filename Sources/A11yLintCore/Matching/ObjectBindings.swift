/// Where an object created by a call ends up, so a rule can ask what is
/// written to it afterwards: a local (`let item = UIBarButtonItem(…)`), a
/// property (`lazy var item = UIBarButtonItem(…)`, or a local returned by a
/// lazy property's initializer closure), a member path
/// (`navigationItem.rightBarButtonItem = …`), or the argument of a configuring
/// call (`with(UIBarButtonItem(…)) { $0.accessibilityLabel = … }`).
public struct ObjectBinding: Sendable {
    /// Names the object is known by (locals and properties).
    public var names: Set<String> = []
    /// For locals: the scope they live in.
    public var localScope: Int?
    /// For properties (or a lazy property's closure): the declaring type.
    public var owner: String?
    /// Property names (in `owner`) the object is stored in.
    public var properties: Set<String> = []
    /// A member path the object is assigned to (`navigationItem.rightBarButtonItem`).
    public var targetPath: [String] = []
    /// A configuring closure that receives the object as `$0`.
    public var configuringClosure: TrailingClosure?
}

extension SyntaxIndex {
    /// How the object created by the call starting at `start` (its callee's first token) is bound.
    public func binding(ofCreationAt start: Int) -> ObjectBinding {
        var binding = ObjectBinding()
        let owner = enclosingType(of: start).map { declarations[$0].nameText }
        if let declaration = declarationInitialized(byExpressionAt: start) {
            let decl = declarations[declaration]
            binding.names.insert(decl.nameText)
            if let scope = innermostScope(containing: Int(decl.keyword)), scopes[scope].kind != .typeBody {
                binding.localScope = scope
                if scopes[scope].kind == .closure, let property = propertyInitialized(byClosure: scope),
                   closure(scope, returns: decl.nameText) {
                    binding.owner = owner
                    binding.properties.insert(declarations[property].nameText)
                }
            } else {
                binding.owner = owner
                binding.properties.insert(decl.nameText)
            }
        } else if isOperator(start - 1, "=") {
            let path = pathNames(targetPath(endingAt: start - 2))
            binding.targetPath = path
            binding.owner = owner
            if path.count == 1 {
                binding.properties.insert(path[0])
                binding.names.insert(path[0])
            }
        } else if let opener = enclosingOpener(of: start), kind(opener) == .leftParen,
                  let call = owningCall(ofOpener: opener), let closure = call.trailingClosures.first,
                  call.arguments.first.map({ Int($0.start) == start }) ?? false {
            binding.configuringClosure = closure
        } else if let declaration = enclosingDeclaration(of: start, where: { $0.kind == .variable }),
                  declarations[declaration].body >= 0, isName(start - 1, "return") || innermostScope(containing: start)
                    == Int(declarations[declaration].body) {
            // `var helpItem: UIBarButtonItem { UIBarButtonItem(…) }`: a computed property returning it.
            binding.owner = owner
            binding.properties.insert(declarations[declaration].nameText)
        }
        return binding
    }

    /// How the local variable declared at `declaration` is bound: its name, valid in the
    /// scope it is declared in (for `localWrites(to:)` on a view that is not created by a call).
    public func binding(ofLocal declaration: Int) -> ObjectBinding {
        var binding = ObjectBinding()
        binding.names.insert(declarations[declaration].nameText)
        if let scope = innermostScope(containing: Int(declarations[declaration].keyword)), scopes[scope].kind != .typeBody {
            binding.localScope = scope
        }
        return binding
    }

    /// Whether the closure `scope` returns the local named `name` (`return item`, at its own level).
    public func closure(_ scope: Int, returns name: String) -> Bool {
        let open = Int(scopes[scope].open)
        let close = Int(scopes[scope].close)
        guard open + 1 < close else { return false }
        for token in (open + 1)..<close where isName(token, "return") && innermostScope(containing: token) == scope {
            if tokens[token + 1].kind == .identifier, text(token + 1) == name, token + 2 == close
                || tokens[token + 2].flags.contains(.isAtStartOfLine) || kind(token + 2) == .semicolon {
                return true
            }
        }
        return false
    }

    /// The property whose initializer is the closure `scope` (`lazy var x = { … }()`).
    public func propertyInitialized(byClosure scope: Int) -> Int? {
        // The closure's `{` follows `=`, which follows the property's name or type annotation.
        let open = scopes[scope].open
        guard isOperator(Int(open) - 1, "=") else { return nil }
        guard let declaration = declarationInitialized(byExpressionAt: Int(open)),
              declarations[declaration].initializerStart == open else { return nil }
        return declaration
    }

    /// Members written on a bound object in this file: through its local names, as
    /// `$0` in a configuring closure, or through its member path (the project's writes
    /// to its properties are added by `writes(to:project:)`).
    public func localWrites(to binding: ObjectBinding) -> [MemberWrite] {
        var writes: [MemberWrite] = []
        let assignments = self.assignments()
        for assignment in assignments {
            let first = Int(assignment.target[0])
            let operation = Int(assignment.operation)
            var path = pathNames(assignment.target)
            guard path.count >= 2 else { continue }
            var matches = false
            if let closure = binding.configuringClosure, kind(first) == .dollarIdentifier, isText(first, "$0"),
               operation > Int(closure.open), operation < Int(closure.close) {
                matches = true
            } else if let scope = binding.localScope, binding.names.contains(path[0]),
                      operation > Int(scopes[scope].open), operation < Int(scopes[scope].close) {
                matches = localDeclaration(named: first).map { _ in true } ?? false
            } else if !binding.targetPath.isEmpty, Array(path.dropLast()) == binding.targetPath {
                matches = true
            }
            guard matches else { continue }
            var traits = valueTraits(from: Int(assignment.valueStart), through: Int(assignment.valueEnd))
            if assignment.kind == .remove { traits.insert(.removes) }
            let member = path.removeLast()
            writes.append(MemberWrite(type: "", receiver: path.joined(separator: "."), member: member, value: traits))
        }
        return writes
    }
}
