import Foundation

/// Which Interface Builder files the project's Xcode projects build, read from each
/// `project.pbxproj` discovery found: a storyboard or xib under a project's folder that no
/// project names is never compiled into the app (a stale copy left in a `fr.lproj` folder, an
/// old `Main.storyboard` the project dropped), so what it shows no user meets.
///
/// A project names a file by a `PBXFileReference` whose `path` ends with the file's name, or,
/// for a file in an `xx.lproj` folder, with `xx.lproj/Name.storyboard` (a localized variant is
/// its own reference; the variant group's name does not build every language's copy). Anything
/// uncertain keeps a file built: no project above it, a package (`Package.swift`) between the
/// project and the file, a project with synchronized folders (Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`, which builds what its folder holds), a folder
/// reference above the file, or a project file that cannot be read.
///
/// Swift and Objective-C files follow the same rule, and SwiftPM's besides
/// (`ProjectMembership+Sources.swift`): a source file no target of its package compiles and no
/// Xcode project names is unbuilt too. So is a file of a dependency's example app kept in the repository
/// (`ProjectMembership+Examples.swift`).
public struct ProjectMembership: Sendable, Equatable {
    struct Project: Sendable, Equatable {
        /// The folder holding the `.xcodeproj` ("" for the current folder), with a trailing `/`.
        var root: String
        var isSynchronized: Bool
        /// Whether the project spells any Swift or Objective-C file name: one that names none
        /// (a resources-only project) says nothing about which sources are built.
        var namesSources = true
        /// Whether it is a library's example project (`ProjectMembership+Examples.swift`).
        var isExample = false
    }

    var projects: [Project] = []
    /// The names every project's file references end with: `Main.storyboard`, `fr.lproj/Main.storyboard`.
    var referenced: Set<String> = []
    /// The folders folder references name (their last component): what they hold is copied as is.
    var referencedFolders: Set<String> = []
    /// Folders holding a `Package.swift`, with a trailing `/`.
    var packageRoots: [String] = []
    /// Each package's folder (as `packageRoots`) and whether its manifest was read whole.
    var packages: [Package] = []
    /// The folders the read packages' targets compile.
    var targetFolders: [TargetFolder] = []
    /// The Swift and Objective-C file names any project spells anywhere (a file reference, a
    /// script phase's output): `View.swift`.
    var mentioned: Set<String> = []
    /// The folders synchronized groups name (their last component): what they hold is built.
    var synchronizedFolders: Set<String> = []
    /// The names a project whose build phases were read references and builds none of, and the
    /// names any project builds or may build (`ProjectMembership+BuildPhases.swift`).
    var unbuiltReferences: Set<String> = []
    var builtNames: Set<String> = []
    /// Folders holding a build manifest whose file list is not read (`project.yml`, `BUILD`, a
    /// podspec, Tuist's `Project.swift`), with a trailing `/`: what is under them may be built.
    var uncertainRoots: [String] = []
    /// An unknown manifest may name a folder outside its own (`path: "../\(name)"`).
    var sourcesMayBeAnywhere = false
    var isUnknown = true

    public init() {}

    public static let unknown = ProjectMembership()

    /// The membership the project files of a discovery state.
    public static func read(_ discovery: FileDiscovery.Result) -> ProjectMembership {
        let projectFiles = discovery.buildSettings.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") || $0 == "project.pbxproj" }
        var contents: [(path: String, bytes: [UInt8])] = []
        for path in projectFiles {
            guard case .success(let bytes) = FileIO.read(path) else { return .unknown }
            contents.append((path, bytes))
        }
        let packages = discovery.files.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
        var manifests: [String: [UInt8]] = [:]
        for path in packages {
            if case .success(let bytes) = FileIO.read(path) { manifests[path] = bytes }
        }
        // Tuist's manifests: a `Project.swift` that imports `ProjectDescription` (not an app's own `Project` type).
        let tuist = discovery.files.filter { path in
            guard path == "Project.swift" || path.hasSuffix("/Project.swift"), case .success(let bytes) = FileIO.read(path) else { return false }
            return !DeploymentTargets.occurrences(of: "ProjectDescription", in: bytes).isEmpty
        }
        return ProjectMembership(projects: contents, packages: packages, manifests: manifests,
                                 uncertain: discovery.otherBuildManifests + discovery.libraryManifests + tuist)
    }

    /// The membership of the given project files' contents (`path` is the `project.pbxproj`'s),
    /// packages (`Package.swift` paths, with the bytes of those read in `manifests`) and
    /// manifests of other build systems (`uncertain`).
    init(projects: [(path: String, bytes: [UInt8])], packages: [String], manifests: [String: [UInt8]] = [:],
         uncertain: [String] = []) {
        guard !projects.isEmpty || !packages.isEmpty else { return }
        isUnknown = false
        for (path, bytes) in projects {
            // `App/App.xcodeproj/project.pbxproj` → `App/` (`/tmp/App/…` → `/tmp/App/`).
            var root = path
            for _ in 0..<2 {
                guard let slash = root.lastIndex(of: "/") else { root = ""; break }
                root = String(root[..<slash])
            }
            if !root.isEmpty || path.hasPrefix("/") { root += "/" }
            let isSynchronized = !DeploymentTargets.occurrences(of: "PBXFileSystemSynchronizedRootGroup", in: bytes).isEmpty
            self.projects.append(Project(root: root, isSynchronized: isSynchronized, isExample: Self.isExampleProject(path)))
            let references = Self.fileReferences(bytes)
            var names: [String] = []
            for reference in references {
                let parts = reference.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
                guard let last = parts.last else { continue }
                if reference.isFolder {
                    referencedFolders.insert(last)
                    continue
                }
                referenced.insert(last)
                names.append(last)
                if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
                    referenced.insert(parts[parts.count - 2] + "/" + last)
                    names.append(parts[parts.count - 2] + "/" + last)
                }
            }
            noteBuildPhases(Self.buildPhaseNames(bytes), allReferenced: names)
        }
        packageRoots = packages.map { path in
            guard let slash = path.lastIndex(of: "/") else { return "" }
            return String(path[...slash])
        }
        readSources(projects: projects, packages: packages, manifests: manifests, uncertain: uncertain)
    }

    /// Whether no project builds this storyboard, xib, Swift or Objective-C file (always `false`
    /// for other files).
    public func isUnbuilt(_ path: String) -> Bool {
        guard !isUnknown else { return false }
        if isInDependencyExample(path) { return true }
        if Self.isSource(path) { return isUnbuiltSource(path) }
        guard path.hasSuffix(".storyboard") || path.hasSuffix(".xib") else { return false }
        let covering = projects.filter { path.hasPrefix($0.root) }
        guard !covering.isEmpty, !covering.contains(where: \.isSynchronized) else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let name = parts.last else { return false }
        // The tail a reference must end with.
        let isLocalized = parts.count >= 2 && parts[parts.count - 2].hasSuffix(".lproj")
        let tail = isLocalized ? parts[parts.count - 2] + "/" + name : name
        // Referenced, and built by some project's build phases (or by one whose phases were not read).
        if referenced.contains(tail), !isReferencedOnly(tail) { return false }
        // A package between a covering project and the file builds its own resources.
        let nearest = covering.map(\.root.count).max() ?? 0
        if packageRoots.contains(where: { path.hasPrefix($0) && $0.count >= nearest }) { return false }
        // A folder reference above the file copies it.
        if parts.dropLast().contains(where: referencedFolders.contains) { return false }
        return true
    }

    /// The `path` (else `name`) of each `PBXFileReference`, and whether it is a folder reference.
    static func fileReferences(_ bytes: [UInt8]) -> [(path: String, isFolder: Bool)] {
        var result: [(path: String, isFolder: Bool)] = []
        let marker = "isa = PBXFileReference;"
        for end in DeploymentTargets.occurrences(of: marker, in: bytes) {
            // The object: from its `{` to its `};` (file references hold no nested braces).
            var open = end - marker.utf8.count
            while open > 0, bytes[open] != UInt8(ascii: "{") { open -= 1 }
            var close = end
            while close < bytes.count, bytes[close] != UInt8(ascii: "}") { close += 1 }
            let object = Array(bytes[open..<close])
            guard let value = Self.value(of: "path", in: object) ?? Self.value(of: "name", in: object) else { continue }
            let type = Self.value(of: "lastKnownFileType", in: object) ?? Self.value(of: "explicitFileType", in: object) ?? ""
            result.append((value, type == "folder"))
        }
        return result
    }

    /// The value of `key = value;` in an object's text, unquoted (`"a b"` → `a b`).
    static func value(of key: String, in object: [UInt8]) -> String? {
        // `occurrences` only finds `key` where no name goes on before it (not `explicitPath`).
        for start in DeploymentTargets.occurrences(of: key + " = ", in: object) {
            var index = start
            if index < object.count, object[index] == UInt8(ascii: "\"") {
                index += 1
                var value: [UInt8] = []
                while index < object.count, object[index] != UInt8(ascii: "\"") {
                    if object[index] == UInt8(ascii: "\\"), index + 1 < object.count { index += 1 }
                    value.append(object[index])
                    index += 1
                }
                return String(decoding: value, as: UTF8.self)
            }
            let valueStart = index
            while index < object.count, object[index] != UInt8(ascii: ";"), object[index] != UInt8(ascii: " ") { index += 1 }
            return String(decoding: object[valueStart..<index], as: UTF8.self)
        }
        return nil
    }
}
