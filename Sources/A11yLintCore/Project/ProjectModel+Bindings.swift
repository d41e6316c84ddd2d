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
