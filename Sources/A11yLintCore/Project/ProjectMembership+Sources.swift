/// Which Swift and Objective-C files a build compiles, decided from the build files alone: a
/// file is unbuilt when no Xcode project spells its name (a file reference, a script phase's
/// output) and either
/// - its nearest package (`Package.swift`, `PackageManifest`) is read whole and none of the
///   run's packages has a target whose folder holds it (a stray `Feature/UI/Sources/…` beside a
///   package whose targets lie elsewhere), or
/// - it lies under the folder of an Xcode project that names some source file, with no package
///   between (the storyboards' rule).
///
/// Anything uncertain keeps a file built: an enclosing package that cannot be read whole, or
/// one that may name folders outside its own; a project with synchronized folders covering the
/// file, or a synchronized group or folder reference named like a folder above it; a build
/// manifest whose file list is not read above it (XcodeGen's `project.yml`, Tuist's
/// `Project.swift`, a podspec, Bazel's `BUILD`, `CMakeLists.txt`); no package or project above it.
extension ProjectMembership {
    /// A folder a package target compiles (with a trailing `/`), narrowed by `sources:` and `exclude:`.
    struct TargetFolder: Sendable, Equatable {
        var folder: String
        var sources: [String]?
        var excluded: [String]

        /// Whether the target compiles the file at `path`.
        func holds(_ path: String) -> Bool {
            guard path.hasPrefix(folder) else { return false }
            // `sources:`/`exclude:` entries were joined as folders (`…/Name/`): a file matches one
            // spelled as itself too.
            let asFolder = path + "/"
            if excluded.contains(where: { asFolder == $0 || path.hasPrefix($0) }) { return false }
            guard let sources else { return true }
            return sources.contains { asFolder == $0 || path.hasPrefix($0) }
        }
    }

    /// A package's folder and whether its manifest was read whole.
    struct Package: Sendable, Equatable {
        var root: String
        var isKnown: Bool
    }

    /// Whether the path names a Swift or Objective-C implementation file.
    static func isSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// The folder of a path, with a trailing `/` ("" for a file in the current folder).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// Fills in what source files are judged by.
    mutating func readSources(projects: [(path: String, bytes: [UInt8])], packages: [String], manifests: [String: [UInt8]],
                              uncertain: [String]) {
        for (position, (_, bytes)) in projects.enumerated() {
            let names = Self.sourceNames(bytes)
            if position < self.projects.count { self.projects[position].namesSources = !names.isEmpty }
            mentioned.formUnion(names)
            synchronizedFolders.formUnion(Self.synchronizedGroupFolders(bytes))
        }
        for path in packages {
            let root = Self.folder(of: path)
            guard let bytes = manifests[path] else {
                self.packages.append(Package(root: root, isKnown: false))
                sourcesMayBeAnywhere = true
                continue
            }
            let manifest = PackageManifest.read(bytes)
            self.packages.append(Package(root: root, isKnown: manifest.targets != nil))
            if manifest.mayReachOutside { sourcesMayBeAnywhere = true }
            targetFolders += manifest.folders(root: root).map { TargetFolder(folder: $0.folder, sources: $0.sources, excluded: $0.excluded) }
        }
        uncertainRoots = uncertain.map(Self.folder(of:))
    }

    /// Whether no build compiles this Swift or Objective-C file (see the extension's comment).
    func isUnbuiltSource(_ path: String) -> Bool {
        guard !sourcesMayBeAnywhere else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = parts.last.map(String.init), name != "Package.swift", name != "Project.swift" else { return false }
        if mentioned.contains(name) || referenced.contains(name) {
            // Named, but only by file references no build phase holds.
            guard isReferencedOnly(name) else { return false }
        }
        if uncertainRoots.contains(where: { path.hasPrefix($0) }) { return false }
        if parts.dropLast().contains(where: { synchronizedFolders.contains(String($0)) || referencedFolders.contains(String($0)) }) {
            return false
        }
        if targetFolders.contains(where: { $0.holds(path) }) { return false }
        let enclosing = packages.filter { path.hasPrefix($0.root) }
        guard enclosing.allSatisfy(\.isKnown) else { return false }
        let covering = projects.filter { path.hasPrefix($0.root) }
        if covering.contains(where: \.isSynchronized) { return false }
        // Only a project that builds some source judges the sources under it.
        let judging = covering.filter(\.namesSources)
        // A package (read whole, holding no target with the file) or a project above the file.
        return !enclosing.isEmpty || !judging.isEmpty
    }

    // MARK: - Reading project files

    /// The last path component of every Swift or Objective-C file name the project spells:
    /// `path = Views/Card.swift;`, `"$(SRCROOT)/Generated/Strings.swift"` → `Card.swift`, `Strings.swift`.
    static func sourceNames(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        let count = bytes.count
        func isDelimiter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
                || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "\r")
        }
        var index = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: ".") else { index += 1; continue }
            // `.swift`, `.m`, `.mm`, then a byte that ends the name.
            var end = index + 1
            if end + 4 < count, bytes[end] == UInt8(ascii: "s"), bytes[end + 1] == UInt8(ascii: "w"), bytes[end + 2] == UInt8(ascii: "i"),
               bytes[end + 3] == UInt8(ascii: "f"), bytes[end + 4] == UInt8(ascii: "t") {
                end += 5
            } else if end < count, bytes[end] == UInt8(ascii: "m") {
                end += 1
                if end < count, bytes[end] == UInt8(ascii: "m") { end += 1 }
            } else {
                index += 1
                continue
            }
            guard end >= count || isDelimiter(bytes[end]) else { index = end; continue }
            var start = index
            while start > 0, !isDelimiter(bytes[start - 1]) { start -= 1 }
            if start < index { names.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
            index = end
        }
        return names
    }

    /// The `path` of each `PBXFileSystemSynchronizedRootGroup`, its last component.
    static func synchronizedGroupFolders(_ bytes: [UInt8]) -> Set<String> {
        var folders: Set<String> = []
        let marker = "isa = PBXFileSystemSynchronizedRootGroup;"
        for end in DeploymentTargets.occurrences(of: marker, in: bytes) {
            // The object, from its `{` to its `}`, over the lists and maps inside it
            // (`exceptions = (…);`, `explicitFileTypes = {};`).
            var open = end - marker.utf8.count - 1, depth = 0
            while open > 0 {
                let byte = bytes[open]
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") { depth += 1 }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                    if depth == 0 { break }
                    depth -= 1
                }
                open -= 1
            }
            var close = end
            depth = 0
            while close < bytes.count {
                let byte = bytes[close]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") {
                    if depth == 0 { break }
                    depth -= 1
                }
                close += 1
            }
            guard open <= close, let path = value(of: "path", in: Array(bytes[open..<close])),
                  let last = path.split(separator: "/", omittingEmptySubsequences: true).last else { continue }
            folders.insert(String(last))
        }
        return folders
    }
}
