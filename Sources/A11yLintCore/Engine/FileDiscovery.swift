import Foundation

/// Finds the files to lint under the given paths.
///
/// Takes `.swift`, `.storyboard` and `.xib` files; skips hidden folders and
/// `.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`; follows a
/// symbolic link only when its target stays inside the root it was found
/// under, and never visits a folder twice. Paths keep the spelling the user
/// gave (`Sources/` + `App/View.swift` → `Sources/App/View.swift`).
public enum FileDiscovery {
    /// Folder names never descended into.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Whether a path names a file a11ylint lints.
    public static func isLintable(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// The result of discovery: files in a stable order, and paths that do not exist.
    public struct Result: Sendable {
        public var files: [String]
        public var missing: [String]
    }

    /// Expands `paths` (files or folders) into lintable files, sorted and deduplicated.
    /// `isExcluded` receives each path relative to the working directory.
    public static func discover(_ paths: [String], isExcluded: (String) -> Bool = { _ in false }) -> Result {
        let manager = FileManager.default
        var files: [String] = []
        var missing: [String] = []
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
                guard let entries = try? manager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { continue }
                for entry in entries.sorted() {
                    if entry.hasPrefix(".") { continue }
                    let path = folder.isEmpty ? entry : folder + "/" + entry
                    var entryIsDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: path, isDirectory: &entryIsDirectory) else {
                        // A dangling symbolic link to a source file is reported, not skipped.
                        if isLintable(entry), !isExcluded(path) { missing.append(path) }
                        continue
                    }
                    let attributes = try? manager.attributesOfItem(atPath: path)
                    let isLink = (attributes?[.type] as? FileAttributeType) == .typeSymbolicLink
                    if isLink {
                        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                        guard target == root || target.hasPrefix(root + "/") else { continue }
                        if entryIsDirectory.boolValue && !visited.insert(target).inserted { continue }
                    }
                    if entryIsDirectory.boolValue {
                        if skippedFolders.contains(entry) || isExcluded(path) { continue }
                        if !isLink { visited.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path) }
                        stack.append(path)
                    } else if isLintable(entry), !isExcluded(path), seen.insert(path).inserted {
                        files.append(path)
                    }
                }
            }
        }
        files.sort()
        return Result(files: files, missing: missing)
    }

    /// `./a//b` → `a/b`.
    static func normalize(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while parts.first == "." && parts.count > 1 { parts.removeFirst() }
        let joined = parts.filter { $0 != "." || parts.count == 1 }.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// A folder path without its trailing slash (`.` becomes "").
    static func normalizeFolder(_ path: String) -> String {
        let normalized = normalize(path)
        return normalized == "." ? "" : normalized
    }
}
