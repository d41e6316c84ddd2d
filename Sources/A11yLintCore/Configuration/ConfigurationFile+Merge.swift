import Foundation

/// Configurations that build on each other: `parent_config:` chains and several
/// `--config` files, merged in order into one `ConfigurationFile`.
///
/// A later file refines an earlier one: `disabled_rules`, `opt_in_rules`, `excluded`
/// and `components` add up; `only_rules`, `included` and `reporter` are replaced when
/// the later file sets them; in `rules:`, a later entry's severity and option keys
/// override the earlier entry's, key by key. Paths in `included`/`excluded` are relative
/// to the folder of the file that wrote them, and are re-rooted onto the root file's
/// folder (the one found or given first, not its parents): a pattern of a file in `Feature/` gets `Feature/` in front,
/// and one of a parent folder's file loses the prefix that leads into the root (a
/// pattern that cannot reach into the root, such as `Other/`, no longer applies).
extension ConfigurationFile {
    /// How deep `parent_config:` chains may go (a cycle is reported before that).
    static let maximumParentDepth = 16

    /// Reads `path` and its `parent_config:` ancestors: the farthest ancestor first, `path` last.
    /// `workingDirectory` resolves relative paths for reading; files keep the names they were given.
    public static func loadChain(path: String, workingDirectory: String) throws(ConfigurationError) -> [ConfigurationFile] {
        var chain: [ConfigurationFile] = []
        var seen: Set<String> = []
        var next: (path: String, readPath: String)? = (path, absolute(path, in: workingDirectory))
        while let current = next {
            let key = FileDiscovery.normalize(current.readPath)
            guard seen.insert(key).inserted, chain.count < maximumParentDepth else {
                throw ConfigurationError.unreadableFile(current.path, reason: "parent_config forms a cycle or is nested "
                                                        + "more than \(maximumParentDepth) deep")
            }
            let file = try ConfigurationFile.load(path: current.path, readingFrom: current.readPath)
            chain.append(file)
            next = nil
            if let parent = file.parentConfig {
                let folder = Configuration.folder(of: current.path)
                let given = parent.value.hasPrefix("/") || folder.isEmpty ? parent.value : folder + "/" + parent.value
                let readFolder = Configuration.folder(of: current.readPath)
                let readPath = parent.value.hasPrefix("/") ? parent.value : readFolder + "/" + parent.value
                guard FileManager.default.fileExists(atPath: readPath) else {
                    throw ConfigurationError.invalidValue(parent.value, reason: "no such file", keyPath: ["parent_config"],
                                                          file: file.path, mark: parent.mark)
                }
                next = (given, readPath)
            }
        }
        return chain.reversed()
    }

    /// Merges files in order (later ones refine earlier ones) onto the folder of the file at
    /// `rootFile` (one of them), whose path the result takes. `workingDirectory` places
    /// relative file paths.
    public static func merge(_ files: [ConfigurationFile], rootFile: String,
                             workingDirectory: String) throws(ConfigurationError) -> ConfigurationFile {
        if files.count == 1, let only = files.first { return only }
        var merged = ConfigurationFile(path: rootFile)
        let root = lexicallyResolved(absolute(Configuration.folder(of: rootFile), in: workingDirectory))
        for file in files {
            let folder = lexicallyResolved(absolute(Configuration.folder(of: file.path), in: workingDirectory))
            if !file.included.isEmpty {
                merged.included = try rerooted(file.included, from: folder, onto: root, file: file.path, key: "included")
                merged.includedFile = file.path
            }
            merged.excluded += try rerooted(file.excluded, from: folder, onto: root, file: file.path, key: "excluded")
            merged.disabledRules += file.disabledRules
            merged.optInRules += file.optInRules
            if let only = file.onlyRules { merged.onlyRules = only }
            if let reporter = file.reporter { merged.reporter = reporter }
            merged.components.buttons += file.components.buttons
            merged.components.images += file.components.images
            merged.components.labelAliases += file.components.labelAliases
            for setting in file.rules {
                guard let position = merged.rules.firstIndex(where: { $0.id.value == setting.id.value }) else {
                    merged.rules.append(setting)
                    continue
                }
                var combined = merged.rules[position]
                if let severity = setting.severity { combined.severity = severity }
                var entries = combined.options.mappingEntries ?? []
                for entry in setting.options.mappingEntries ?? [] {
                    entries.removeAll { $0.key.text == entry.key.text }
                    entries.append(entry)
                }
                combined.options = YAMLNode(.mapping(entries), mark: setting.mark)
                combined.id = setting.id
                combined.mark = setting.mark
                merged.rules[position] = combined
            }
        }
        return merged
    }

    /// Patterns written relative to `folder`, made relative to `root`.
    static func rerooted(_ patterns: [Located<GlobPattern>], from folder: String, onto root: String, file: String,
                         key: String) throws(ConfigurationError) -> [Located<GlobPattern>] {
        guard folder != root else { return patterns }
        var result: [Located<GlobPattern>] = []
        for (position, pattern) in patterns.enumerated() {
            let text = pattern.value.text
            var rewritten: String?
            if folder.hasPrefix(root + "/") {
                // A file in a subfolder: its patterns are under that subfolder.
                rewritten = String(folder.dropFirst(root.count + 1)) + "/" + text
            } else if root.hasPrefix(folder + "/") || folder == "/" {
                // A parent's file: keep the patterns that lead into the root, without that prefix.
                let inside = folder == "/" ? String(root.dropFirst()) : String(root.dropFirst(folder.count + 1))
                if text.hasPrefix("**/") {
                    rewritten = text
                } else if text.hasPrefix(inside + "/") {
                    rewritten = String(text.dropFirst(inside.count + 1))
                }
            }
            guard let rewritten else { continue }
            do {
                result.append(Located(try GlobPattern(rewritten), mark: pattern.mark))
            } catch {
                throw .invalidValue(text, reason: error.message, keyPath: [key, "[\(position)]"], file: file, mark: pattern.mark)
            }
        }
        return result
    }

    /// An absolute path with `.` and `..` segments resolved by name (`/a/ios/..` → `/a`).
    static func lexicallyResolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `path` resolved against `directory` unless it is absolute.
    static func absolute(_ path: String, in directory: String) -> String {
        if path.hasPrefix("/") { return path }
        return path.isEmpty ? directory : directory + "/" + path
    }
}
