/// The targets a `Package.swift` declares, read from its literal text: which folders SwiftPM
/// compiles (`ProjectMembership.isUnbuilt` for Swift and Objective-C files).
///
/// Each `.target(`, `.executableTarget(`, `.testTarget(`, `.macro(`, `.plugin(`,
/// `.systemLibrary(` and `.binaryTarget(` call gives a target: its `name:` and `path:` must be
/// plain string literals. Without `path:` a target's folder is `<folder>/<name>` under any of
/// SwiftPM's predefined folders (`Sources`, `Source`, `src`, `srcs`, `Tests`, `Plugins`; every kind
/// is allowed each, which only keeps more files built). `sources:` narrows a target and
/// `exclude:` removes paths from it only where the list is all literals; an element that is not
/// a literal drops the `sources:` narrowing and leaves that exclusion out.
///
/// A manifest is unknown (`targets == nil`) when it cannot be read whole: no target call, a
/// target whose name or path is not a literal (a variable, an interpolation), any `{` (a
/// function, a closure: targets built in a loop or a helper), a loop, a `map`, or `.targets`
/// changed after the package is made (`package.targets.append(…)`, `package.targets += …`).
struct PackageManifest: Sendable, Equatable {
    struct Target: Sendable, Equatable {
        var name: String
        /// The literal `path:`, or `nil` for the predefined folders.
        var path: String?
        /// The literal `sources:` (paths relative to the target's folder), or `nil` for all of it.
        var sources: [String]?
        /// The literal `exclude:` paths (relative to the target's folder).
        var excluded: [String] = []
    }

    /// The targets, or `nil` when the manifest cannot be read whole.
    var targets: [Target]?
    /// An unknown manifest spells `..` in a string: a target of it may lie outside its folder.
    var mayReachOutside = false

    /// The calls that declare a target.
    static let targetCalls: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]
    /// The folders SwiftPM looks for a target in when it has no `path:`.
    static let predefinedFolders = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]
    /// Names whose presence means targets may be built by code the reader does not follow.
    static let computingNames: Set<String> = ["map", "flatMap", "compactMap", "forEach", "reduce"]

    /// Reads a manifest's bytes.
    static func read(_ bytes: [UInt8]) -> PackageManifest {
        let tokens = Lexer.lex(bytes).tokens
        var unknown = PackageManifest()
        unknown.mayReachOutside = containsParentFolder(bytes)
        let partners = partnerIndices(tokens)
        func text(_ index: Int) -> String {
            let range = tokens[index].range
            return String(decoding: bytes[Int(range.start)..<Int(range.end)], as: UTF8.self)
        }
        /// The literal starting at `index` (`"…"` with one plain segment), and the index after it.
        func literal(at index: Int) -> (value: String, next: Int)? {
            guard index < tokens.count, tokens[index].kind == .stringStart else { return nil }
            if index + 1 < tokens.count, tokens[index + 1].kind == .stringEnd { return ("", index + 2) }
            guard index + 2 < tokens.count, tokens[index + 1].kind == .stringSegment, tokens[index + 2].kind == .stringEnd,
                  !text(index + 1).utf8.contains(UInt8(ascii: "\\")) else { return nil }
            return (text(index + 1), index + 3)
        }
        /// A `[ "a", "b" ]` list starting at `index`: its literals, and whether every element was one.
        func literalList(at index: Int) -> (values: [String], isWhole: Bool)? {
            guard index < tokens.count, tokens[index].kind == .leftSquare, let close = partners[index] else { return nil }
            var values: [String] = []
            var isWhole = true
            var probe = index + 1
            while probe < close {
                if let (value, next) = literal(at: probe), next <= close, next == close || tokens[next].kind == .comma {
                    values.append(value)
                    probe = next + 1
                } else {
                    isWhole = false
                    // Skip the element: to the next comma at this depth.
                    while probe < close, tokens[probe].kind != .comma {
                        probe = partners[probe].map { $0 + 1 } ?? probe + 1
                    }
                    probe += 1
                }
            }
            return (values, isWhole)
        }

        var targets: [Target] = []
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace:
                return unknown
            case .keyword, .identifier:
                let word = text(index)
                if word == "for" || word == "while" || word == "repeat" || computingNames.contains(word) { return unknown }
                // `package.targets.append(…)`, `package.targets += […]`.
                if word == "targets", index > 0, tokens[index - 1].kind == .period { return unknown }
                guard targetCalls.contains(word), index > 0, tokens[index - 1].kind == .period,
                      index + 1 < tokens.count, tokens[index + 1].kind == .leftParen, let close = partners[index + 1] else { continue }
                var target = Target(name: "")
                var hasName = false
                // The call's labeled arguments, at its own depth.
                var probe = index + 2
                while probe < close {
                    guard probe + 1 < close, tokens[probe].kind == .identifier || tokens[probe].kind == .keyword,
                          tokens[probe + 1].kind == .colon else {
                        probe = partners[probe].map { $0 + 1 } ?? probe + 1
                        continue
                    }
                    let label = text(probe)
                    let value = probe + 2
                    switch label {
                    case "name":
                        guard let (name, _) = literal(at: value), !name.isEmpty else { return unknown }
                        target.name = name
                        hasName = true
                    case "path":
                        guard let (path, _) = literal(at: value) else { return unknown }
                        target.path = path
                    case "sources":
                        if let (values, isWhole) = literalList(at: value), isWhole { target.sources = values }
                    case "exclude":
                        if let (values, _) = literalList(at: value) { target.excluded = values }
                    default: break
                    }
                    probe = value
                }
                guard hasName else { return unknown }
                targets.append(target)
            default:
                continue
            }
        }
        guard !targets.isEmpty else { return unknown }
        return PackageManifest(targets: targets)
    }

    /// The folders (with a trailing `/`, relative to the same place as `root`) the targets
    /// compile, each with the paths it narrows to (`sources:`) and leaves out (`exclude:`);
    /// `root` is the manifest's folder ("" or ending in `/`).
    func folders(root: String) -> [(folder: String, sources: [String]?, excluded: [String])] {
        guard let targets else { return [] }
        var result: [(folder: String, sources: [String]?, excluded: [String])] = []
        for target in targets {
            let bases = target.path.map { [$0] } ?? Self.predefinedFolders.map { $0 + "/" + target.name }
            for base in bases {
                let folder = Self.joined(root, base)
                result.append((folder, target.sources.map { $0.map { Self.joined(folder, $0) } },
                               target.excluded.map { Self.joined(folder, $0) }))
            }
        }
        return result
    }

    /// `folder` + `relative`, with `.` and `..` resolved, ending in `/` ("" stays the current folder).
    static func joined(_ folder: String, _ relative: String) -> String {
        let isAbsolute = relative.hasPrefix("/") || folder.hasPrefix("/")
        let whole = relative.hasPrefix("/") ? relative : folder + relative
        var parts: [Substring] = []
        for part in whole.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joinedParts = parts.joined(separator: "/")
        let prefix = isAbsolute ? "/" : ""
        return joinedParts.isEmpty ? prefix : prefix + joinedParts + "/"
    }

    /// Whether `..` followed by `/` (or a quote) appears in the bytes.
    static func containsParentFolder(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "."), bytes[index + 1] == UInt8(ascii: "."),
               bytes[index + 2] == UInt8(ascii: "/") || bytes[index + 2] == UInt8(ascii: "\"") {
                return true
            }
            index += 1
        }
        return false
    }

    /// For each opening bracket token, the index of its partner (`nil` when unmatched or not an opener).
    static func partnerIndices(_ tokens: [Token]) -> [Int?] {
        var partners = [Int?](repeating: nil, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace: stack.append(index)
            case .rightParen, .rightSquare, .rightBrace:
                if let open = stack.popLast() { partners[open] = index }
            default: break
            }
        }
        return partners
    }
}
