import Foundation

/// Finds the files to lint under the given paths.
///
/// Takes `.swift`, `.storyboard`, `.xib`, Objective-C (`.m`, `.mm`, `.h`) and localization table
/// (`.strings`, `.stringsdict`, `.xcstrings`) files; skips hidden
/// folders and `.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`, and Xcode
/// localization exports (`*.xcloc`: copies of storyboards and tables that are
/// never built); follows a
/// symbolic link only when its target stays inside the root it was found
/// under, and never visits a folder twice. Paths keep the spelling the user
/// gave (`Sources/` + `App/View.swift` → `Sources/App/View.swift`).
public enum FileDiscovery {
    /// Folder names never descended into.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Whether a folder is never descended into: a skipped name, or an Xcode
    /// localization export (`Main.xcloc`), whose storyboards are copies for translators.
    static func isSkippedFolder(_ name: String) -> Bool {
        skippedFolders.contains(name) || name.hasSuffix(".xcloc")
    }

    /// Whether a path names a file a11ylint lints.
    public static func isLintable(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib") || ObjectiveCSource.isObjectiveC(path)
            || LocalizationTable.isTable(path)
    }

    /// The result of discovery: files in a stable order, paths that do not exist,
    /// and folders that could not be listed (vanished, or permission denied), by path.
    public struct Result: Sendable {
        public var files: [String]
        public var missing: [String]
        public var unreadableFolders: [UnreadableFolder] = []
        /// The build settings found on the way (`project.pbxproj`, `.xcconfig`): not linted, read
        /// for the deployment targets (`DeploymentTargets`).
        public var buildSettings: [String] = []
        /// The manifests that publish a library found on the way (`*.podspec`, `*.podspec.json`):
        /// code outside the run may use what the run declares `public` (`ProjectReferences.judgesPublic`).
        public var libraryManifests: [String] = []
        /// The manifests of build systems whose file lists a11ylint does not read (XcodeGen's
        /// `project.yml`, Bazel's `BUILD`, CMake's `CMakeLists.txt`): what lies under their folder
        /// may be built (`ProjectMembership`).
        public var otherBuildManifests: [String] = []
    }

    /// The names of the build manifests whose file lists are not read (`Result.otherBuildManifests`).
    static let otherBuildManifestNames: Set<String> = ["project.yml", "project.yaml", "BUILD", "BUILD.bazel", "CMakeLists.txt"]

    /// Whether a file holds build settings (`DeploymentTargets`).
    static func isBuildSettings(_ name: String) -> Bool {
        name == "project.pbxproj" || name.hasSuffix(".xcconfig")
    }

    /// A folder whose files were not linted, and the system's reason.
    public struct UnreadableFolder: Sendable, Hashable {
        public var path: String
        public var reason: String
    }

    /// Expands `paths` (files or folders) into lintable files, sorted and deduplicated.
    /// `isExcluded` receives each path relative to the working directory.
    public static func discover(_ paths: [String], isExcluded: (String) -> Bool = { _ in false }) -> Result {
        let manager = FileManager.default
        var files: [String] = []
        var missing: [String] = []
        var unreadable: [UnreadableFolder] = []
        var buildSettings: [String] = []
        var libraryManifests: [String] = []
        var otherBuildManifests: [String] = []
        var seen = Set<String>()
        for given in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: given, isDirectory: &isDirectory) else {
                missing.append(given)
                continue
            }
            if !isDirectory.boolValue {
                // A file named explicitly is linted even if its extension is unusual... only lintable kinds.
                if isLintable(given), !isExcluded(normalize(given)), seen.insert(normalize(given)).inserted {
                    files.append(normalize(given))
                }
                continue
            }
            let root = URL(fileURLWithPath: given).resolvingSymlinksInPath().path
            var visited = Set<String>([root])
            var stack = [normalizeFolder(given)]
            while let folder = stack.popLast() {
                let listing: [DirectoryReader.Entry]
                switch DirectoryReader.entries(of: folder.isEmpty ? "." : folder) {
                case .success(let entries): listing = entries
                case .failure(let error):
                    unreadable.append(UnreadableFolder(path: folder.isEmpty ? "." : folder, reason: error.reason))
                    continue
                }
                for entry in listing {
                    if entry.name.hasPrefix(".") { continue }
                    let path = folder.isEmpty ? entry.name : folder + "/" + entry.name
                    var kind = entry.kind
                    if kind == .symbolicLink || kind == .unknown {
                        // Resolve links (and file systems that give no type) with stat.
                        var isDirectory: ObjCBool = false
                        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                            // A dangling symbolic link to a source file is reported, not skipped.
                            if isLintable(entry.name), !isExcluded(path) { missing.append(path) }
                            continue
                        }
                        if entry.kind == .symbolicLink {
                            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                            guard target == root || target.hasPrefix(root + "/") else { continue }
                            if isDirectory.boolValue && !visited.insert(target).inserted { continue }
                        }
                        kind = isDirectory.boolValue ? .directory : .file
                    }
                    if kind == .directory {
                        if isSkippedFolder(entry.name) || isExcluded(path) { continue }
                        stack.append(path)
                    } else if isLintable(entry.name), !isExcluded(path), seen.insert(path).inserted {
                        files.append(path)
                    } else if isBuildSettings(entry.name), !isExcluded(path) {
                        buildSettings.append(path)
                    } else if entry.name.hasSuffix(".podspec") || entry.name.hasSuffix(".podspec.json") {
                        libraryManifests.append(path)
                    } else if otherBuildManifestNames.contains(entry.name) {
                        otherBuildManifests.append(path)
                    }
                }
            }
        }
        files.sort()
        unreadable.sort { $0.path < $1.path }
        return Result(files: files, missing: missing, unreadableFolders: unreadable, buildSettings: buildSettings.sorted(),
                      libraryManifests: libraryManifests.sorted(), otherBuildManifests: otherBuildManifests.sorted())
    }

    /// `./a//b` → `a/b`.
    public static func normalize(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while parts.first == "." && parts.count > 1 { parts.removeFirst() }
        let joined = parts.filter { $0 != "." || parts.count == 1 }.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// `path` with each `name/..` pair removed by name (`A/B/../C` → `A/C`), as
    /// `URL.standardized` does, without touching the file system. A leading `..` of a
    /// relative path stays (`../A` has nothing to cancel); one above `/` is dropped.
    /// Paths without `..` come back unchanged, without allocating.
    static func resolvingParentSegments(_ path: String) -> String {
        guard path.contains("..") else { return path }
        let isAbsolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "..", let last = kept.last, last != ".." {
                kept.removeLast()
            } else if part == "..", isAbsolute {
                continue
            } else {
                kept.append(part)
            }
        }
        let joined = kept.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// A folder path without its trailing slash (`.` becomes "").
    static func normalizeFolder(_ path: String) -> String {
        let normalized = normalize(path)
        return normalized == "." ? "" : normalized
    }
}
