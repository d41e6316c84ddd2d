/// Which of the files a project references its targets build: a `PBXFileReference` that no
/// `PBXBuildFile` puts in a build phase (directly, or through the `PBXVariantGroup` or
/// `XCVersionGroup` holding it) sits in the project navigator only. Its code is never compiled and
/// its storyboard never copied: a screen left beside the code when a migration dropped it from
/// every target (`ZBSearchViewController.mm` kept in the group after the app moved to Swift).
///
/// A project is read this way only when its build files can be: it has at least one
/// `PBXBuildFile` with a `fileRef`, no `PBXLegacyTarget` (an external build system compiles what
/// it wants) and no synchronized folders. A name any other project references counts as built
/// unless that project is read so too and builds none of that name: names, not paths, are
/// compared, so two files of one name are both built when either is.
extension ProjectMembership {
    /// What one project's build phases say: the names (last component, and `xx.lproj/Name` for a
    /// localized copy) its file references spell, and those of them some build file builds.
    struct BuildPhaseNames: Sendable, Equatable {
        var referenced: Set<String> = []
        var built: Set<String> = []
    }

    /// The build-phase reading of a project's text, or nil when its build files can't be read.
    static func buildPhaseNames(_ bytes: [UInt8]) -> BuildPhaseNames? {
        guard DeploymentTargets.occurrences(of: "PBXLegacyTarget", in: bytes).isEmpty,
              DeploymentTargets.occurrences(of: "PBXFileSystemSynchronizedRootGroup", in: bytes).isEmpty else { return nil }
        // Every `fileRef = ID` is a build file's (no other object spells that key).
        var built: Set<String> = []
        for end in DeploymentTargets.occurrences(of: "fileRef = ", in: bytes) {
            if let id = identifier(at: end, in: bytes) { built.insert(id) }
        }
        guard !built.isEmpty else { return nil }
        // A built variant or version group builds each of its children.
        for marker in ["isa = PBXVariantGroup;", "isa = XCVersionGroup;"] {
            for end in DeploymentTargets.occurrences(of: marker, in: bytes) {
                guard let (id, open) = objectIdentifier(before: end - marker.utf8.count, in: bytes), built.contains(id) else { continue }
                built.formUnion(children(from: open, in: bytes))
            }
        }
        var result = BuildPhaseNames()
        let marker = "isa = PBXFileReference;"
        for end in DeploymentTargets.occurrences(of: marker, in: bytes) {
            guard let (id, open) = objectIdentifier(before: end - marker.utf8.count, in: bytes) else { continue }
            var close = end
            while close < bytes.count, bytes[close] != UInt8(ascii: "}") { close += 1 }
            let object = Array(bytes[open..<close])
            guard let path = value(of: "path", in: object) ?? value(of: "name", in: object) else { continue }
            let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            guard let last = parts.last else { continue }
            var names = [last]
            if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") { names.append(parts[parts.count - 2] + "/" + last) }
            result.referenced.formUnion(names)
            if built.contains(id) { result.built.formUnion(names) }
        }
        return result
    }

    /// Notes one project's reading: what it builds, and what it references without building.
    mutating func noteBuildPhases(_ names: BuildPhaseNames?, allReferenced: [String]) {
        guard let names else {
            // Unread: all it references may be built.
            builtNames.formUnion(allReferenced)
            return
        }
        builtNames.formUnion(names.built)
        unbuiltReferences.formUnion(names.referenced.subtracting(names.built))
    }

    /// Whether `tail` (a file's name, or `xx.lproj/Name`) is referenced by a project whose build
    /// phases were read and built by none.
    func isReferencedOnly(_ tail: String) -> Bool {
        unbuiltReferences.contains(tail) && !builtNames.contains(tail)
    }

    /// The object identifier in front of the `{` that opens the object whose `isa` starts at
    /// `offset`: `A1 /* Base */ = {isa = …` → ("A1", offset of `{`).
    static func objectIdentifier(before offset: Int, in bytes: [UInt8]) -> (String, Int)? {
        var open = offset
        while open > 0, bytes[open] != UInt8(ascii: "{") { open -= 1 }
        guard bytes[open] == UInt8(ascii: "{") else { return nil }
        var index = open - 1
        func skipSpaces() { while index > 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 } }
        skipSpaces()
        guard index > 0, bytes[index] == UInt8(ascii: "=") else { return nil }
        index -= 1
        skipSpaces()
        // An optional `/* comment */`.
        if index > 1, bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "*") {
            index -= 2
            while index > 0, !(bytes[index] == UInt8(ascii: "*") && bytes[index - 1] == UInt8(ascii: "/")) { index -= 1 }
            index -= 2
            skipSpaces()
        }
        let end = index + 1
        while index >= 0, isIdentifierByte(bytes[index]) { index -= 1 }
        guard index + 1 < end else { return nil }
        return (String(decoding: bytes[(index + 1)..<end], as: UTF8.self), open)
    }

    /// The identifiers listed in the `children = ( … );` of the object opened at `open`.
    static func children(from open: Int, in bytes: [UInt8]) -> [String] {
        let key = Array("children = (".utf8)
        var index = open
        var result: [String] = []
        while index + key.count < bytes.count, bytes[index] != UInt8(ascii: "}") {
            guard bytes[index..<(index + key.count)].elementsEqual(key) else { index += 1; continue }
            index += key.count
            while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                    continue
                }
                if isIdentifierByte(bytes[index]), let id = identifier(at: index, in: bytes) {
                    result.append(id)
                    index += id.utf8.count
                    continue
                }
                index += 1
            }
            break
        }
        return result
    }

    /// The identifier starting at `offset` (`A1B2…`, or a quoted one's bytes).
    static func identifier(at offset: Int, in bytes: [UInt8]) -> String? {
        var end = offset
        while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
        return end > offset ? String(decoding: bytes[offset..<end], as: UTF8.self) : nil
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool { NameHash.isIdentifierByte(byte) }
}
