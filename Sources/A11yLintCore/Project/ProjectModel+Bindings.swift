extension SyntaxIndex {
    /// Members written on a bound object: in this file (`localWrites(to:)`), plus the
    /// project's writes to the properties it is stored in, in any file and extension.
    public func writes(to binding: ObjectBinding, project: ProjectModel) -> [MemberWrite] {
        var writes = localWrites(to: binding)
        if let owner = binding.owner {
            for property in binding.properties { writes += project.writes(in: owner, receiver: property) }
        }
        if binding.targetPath.count > 1, let owner = binding.owner {
            writes += project.writes(in: owner, receiver: binding.targetPath.joined(separator: "."))
        }
        return writes
    }
}

/// The object a UIKit receiver path names, seen from a token in a type: its declared or inferred type
/// (when known) and the members written on it in the project.
public struct ReceiverObject: Sendable {
    /// The type whose code holds the receiver.
    public var owner: String
    /// `self`'s type, a local's inferred type, or a property's declared type; `nil` when unknown.
    public var type: String?
    /// Members written on the object: on `self` in the type, on a local in its scope (and the
    /// properties it is stored in), or on the property path in the type, in any file.
    public var writes: [MemberWrite]
}

extension SyntaxIndex {
    /// The object `receiver` names at `anchor` (`self` for an empty path, a local by its declaration, else a
    /// property path of the enclosing type); `nil` outside a type.
    public func receiverObject(_ receiver: [Int32], at anchor: Int, project: ProjectModel) -> ReceiverObject? {
        guard let ownerDeclaration = enclosingType(of: anchor) else { return nil }
        let owner = declarations[ownerDeclaration].nameText
        let path = pathNames(receiver)
        if path.isEmpty {
            return ReceiverObject(owner: owner, type: owner, writes: project.writes(in: owner, receiver: ""))
        }
        if path.count == 1, let last = receiver.last, let local = localDeclaration(named: Int(last)) {
            let scope = innermostScope(containing: Int(declarations[local].keyword))
            return ReceiverObject(owner: owner, type: inferredTypeName(ofDeclaration: local),
                                  writes: writes(to: ObjectBinding(names: [path[0]], localScope: scope), project: project))
        }
        let joined = path.joined(separator: ".")
        return ReceiverObject(owner: owner, type: path.count == 1 ? project.propertyType(in: owner, property: joined) : nil,
                              writes: project.writes(in: owner, receiver: joined))
    }
}
