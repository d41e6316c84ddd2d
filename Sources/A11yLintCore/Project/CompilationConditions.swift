import Foundation

/// The custom compilation conditions a release build sets, read from the build settings: a flag
/// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG MOCKS";`, `OTHER_SWIFT_FLAGS = "-D MOCKS";`)
/// that some configuration sets and no release-type configuration does makes `#if MOCKS` code
/// debug-only, as `#if DEBUG` is (`debugOnlyBranches`); a flag every release-type configuration
/// sets makes the `#if !FLAG` branch debug-only.
///
/// Release-type: every configuration whose name does not say `Debug` (Release, AppStore,
/// Staging, Beta, TestFlight…). Read from each `project.pbxproj`'s build configurations (test
/// bundles' left out, `DeploymentTargets.configurations`) and each `.xcconfig`; an `.xcconfig`
/// counts as debug only when project configurations use it as their base and all of them are
/// debug ones (one `#include`d by another, or used by none, counts as release-type).
/// Conservatively unknown, so no flag is judged: no project file read; a release-type
/// configuration whose flags name a variable (`$(EXTRA_FLAGS)`; `$(inherited)` resolves to
/// settings also read here) or whose base `.xcconfig` was not found (CocoaPods' own
/// `Pods-*.xcconfig` aside, read as setting only `COCOAPODS`). A flag a package defines
/// (`swiftSettings: [.define("MOCKS")]`) is never judged, nor `DEBUG`, which keeps its own rule.
public struct CompilationConditions: Sendable, Equatable {
    /// What the `#if` evaluation reads: the flags release builds never and always set.
    public private(set) var flags = ReleaseFlags()

    public init() {}

    public static let unknown = CompilationConditions()

    /// Flags some configuration sets and no release-type configuration does.
    public var neverInRelease: Set<String> { flags.neverSet }
    /// Flags every release-type configuration sets, itself.
    public var alwaysInRelease: Set<String> { flags.alwaysSet }
    public var isUnknown: Bool { flags.isUnknown }

    /// The bytes the cache's dependency digests hold.
    var dependencyBytes: [UInt8] {
        var bytes: [UInt8] = []
        for name in neverInRelease.sorted() { bytes += Array(name.utf8) + [0] }
        bytes.append(1)
        for name in alwaysInRelease.sorted() { bytes += Array(name.utf8) + [0] }
        return bytes
    }

    /// The settings that hold flags.
    static let settingNames = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS"]

    /// What one configuration (or `.xcconfig`) sets.
    struct Setting {
        var isDebug: Bool
        var flags: Set<String> = []
        /// A variable other than `$(inherited)` in its flags.
        var hasVariable = false
    }

    /// Whether a configuration's name says it is a debug one (`Debug`, `Debug-Staging`).
    static func isDebugName(_ name: String) -> Bool {
        name.lowercased().contains("debug")
    }

    /// The conditions the discovery's build settings and packages state.
    public static func read(_ discovery: FileDiscovery.Result) -> CompilationConditions {
        var files: [(path: String, bytes: [UInt8])] = []
        for path in discovery.buildSettings + discovery.files.filter({ $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }) {
            guard case .success(let bytes) = FileIO.read(path) else { return .unknown }
            files.append((path, bytes))
        }
        return read(files)
    }

    /// The conditions the given files state (`project.pbxproj`, `.xcconfig`, `Package.swift`).
    static func read(_ files: [(path: String, bytes: [UInt8])]) -> CompilationConditions {
        var settings: [Setting] = []
        var packageDefines: Set<String> = []
        // Each base `.xcconfig` name, with whether every configuration using it is a debug one.
        var bases: [String: Bool] = [:]
        let configFiles = files.filter { $0.path.hasSuffix(".xcconfig") }
        let included = Set(configFiles.flatMap { Self.includes($0.bytes) })
        var hasProject = false
        for (path, bytes) in files where path.hasSuffix(".pbxproj") {
            hasProject = true
            for part in DeploymentTargets.configurations(bytes).dropFirst() {
                let object = Array(part)
                let name = ProjectMembership.value(of: "name", in: object) ?? ""
                let isDebug = isDebugName(name)
                if let base = Self.baseName(object) { bases[base] = (bases[base] ?? true) && isDebug }
                settings.append(Self.setting(object, isDebug: isDebug))
            }
        }
        guard hasProject else { return .unknown }
        for (path, bytes) in files where path.hasSuffix(".xcconfig") {
            let name = String(path.split(separator: "/").last ?? "")
            let isDebug = bases[name] == true && !included.contains(name)
            settings += Self.xcconfigSettings(bytes, isDebug: isDebug)
        }
        for (path, bytes) in files where path.hasSuffix(".swift") {
            packageDefines.formUnion(Self.packageDefines(bytes))
        }
        // A release configuration based on an `.xcconfig` the run does not hold.
        let found = Set(configFiles.map { String($0.path.split(separator: "/").last ?? "") })
        if bases.contains(where: { !$0.value && !found.contains($0.key) && !$0.key.hasPrefix("Pods-") }) { return .unknown }
        var release = settings.filter { !$0.isDebug }
        // A missing `Pods-*.xcconfig` under a release configuration sets `COCOAPODS` there.
        if bases.contains(where: { !$0.value && !found.contains($0.key) }) {
            release.append(Setting(isDebug: false, flags: ["COCOAPODS"]))
        }
        if release.contains(where: \.hasVariable) { return .unknown }
        var conditions = CompilationConditions()
        let inRelease = release.reduce(into: Set<String>()) { $0.formUnion($1.flags) }
        let anywhere = settings.reduce(into: Set<String>()) { $0.formUnion($1.flags) }
        let judged = anywhere.subtracting(packageDefines).subtracting(["DEBUG"])
        conditions.flags.neverSet = judged.subtracting(inRelease)
        if let first = release.first {
            conditions.flags.alwaysSet = release.dropFirst().reduce(first.flags) { $0.intersection($1.flags) }.intersection(judged)
        }
        return conditions
    }

    // MARK: - Reading settings

    /// The flags one build configuration's settings set.
    static func setting(_ object: [UInt8], isDebug: Bool) -> Setting {
        var setting = Setting(isDebug: isDebug)
        for name in settingNames {
            for end in DeploymentTargets.occurrences(of: name, in: object) {
                // `NAME = value;`, `"NAME[sdk=*]" = value;`: to the `=`.
                var position = end
                while position < object.count, object[position] != UInt8(ascii: "="), object[position] != UInt8(ascii: ";"),
                      object[position] != UInt8(ascii: "\n") { position += 1 }
                guard position < object.count, object[position] == UInt8(ascii: "=") else { continue }
                position += 1
                let words = Self.valueWords(object, from: position)
                note(words, isSwiftFlags: name == "OTHER_SWIFT_FLAGS", into: &setting)
            }
        }
        return setting
    }

    /// Adds a value's words to a setting: conditions, or `-D NAME` / `-DNAME` among compiler flags.
    static func note(_ words: [String], isSwiftFlags: Bool, into setting: inout Setting) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            // `$(inherited)` (also `${inherited}`, `$inherited`) adds settings read here too; any
            // other variable may hold anything.
            if word.contains("$") {
                if word != "$(inherited)" && word != "${inherited}" && word != "$inherited" { setting.hasVariable = true }
                continue
            }
            if !isSwiftFlags {
                setting.flags.insert(word)
            } else if word == "-D", index < words.count {
                setting.flags.insert(words[index])
                index += 1
            } else if word.hasPrefix("-D"), word.count > 2 {
                setting.flags.insert(String(word.dropFirst(2)))
            }
        }
    }

    /// The words of a pbxproj value from `position` (after the `=`): `DEBUG;`, `"DEBUG MOCKS";`,
    /// `("$(inherited)", "-D", MOCKS, );`, split at whitespace with quotes removed.
    static func valueWords(_ bytes: [UInt8], from position: Int) -> [String] {
        var index = position
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        let isList = index < bytes.count && bytes[index] == UInt8(ascii: "(")
        if isList { index += 1 }
        var text: [UInt8] = []
        var isQuoted = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 1
                text.append(bytes[index] == UInt8(ascii: "\"") ? UInt8(ascii: " ") : bytes[index])
            } else if byte == UInt8(ascii: "\"") {
                isQuoted.toggle()
                text.append(UInt8(ascii: " "))
            } else if !isQuoted, isList ? byte == UInt8(ascii: ")") : byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\n") {
                break
            } else {
                text.append(isList && !isQuoted && byte == UInt8(ascii: ",") ? UInt8(ascii: " ") : byte)
            }
            index += 1
        }
        return String(decoding: text, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    /// The settings an `.xcconfig` states: one for the file, and one per `[config=Name]` condition.
    static func xcconfigSettings(_ bytes: [UInt8], isDebug: Bool) -> [Setting] {
        var plain = Setting(isDebug: isDebug)
        var conditional: [Setting] = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            var text = String(decoding: line, as: UTF8.self)
            if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
            // `NAME[config=Debug] = …`: the `=` after any condition's `]`.
            let conditionEnd = text.firstIndex(of: "]") ?? text.startIndex
            guard let equals = text[conditionEnd...].firstIndex(of: "=") else { continue }
            let key = text[..<equals].trimmingCharacters(in: .whitespaces)
            guard let name = settingNames.first(where: { key == $0 || key.hasPrefix($0 + "[") }) else { continue }
            let words = Self.valueWords(Array(text[text.index(after: equals)...].utf8), from: 0)
            let isSwiftFlags = name == "OTHER_SWIFT_FLAGS"
            if let start = key.range(of: "config=") {
                let rest = key[start.upperBound...]
                let configuration = rest.prefix { $0 != "]" && $0 != "," }
                var setting = Setting(isDebug: isDebugName(String(configuration)))
                note(words, isSwiftFlags: isSwiftFlags, into: &setting)
                conditional.append(setting)
            } else {
                note(words, isSwiftFlags: isSwiftFlags, into: &plain)
            }
        }
        return [plain] + conditional
    }

    /// The file names an `.xcconfig` includes (`#include "Base.xcconfig"`, `#include? "…"`).
    static func includes(_ bytes: [UInt8]) -> [String] {
        var names: [String] = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("#include"), let open = text.firstIndex(of: "\"") else { continue }
            let path = text[text.index(after: open)...].prefix { $0 != "\"" }
            if let last = path.split(separator: "/").last { names.append(String(last)) }
        }
        return names
    }

    /// The `.xcconfig` a build configuration is based on, from the comment after its reference:
    /// `baseConfigurationReference = 1A2B /* Release.xcconfig */;`.
    static func baseName(_ object: [UInt8]) -> String? {
        guard let end = DeploymentTargets.occurrences(of: "baseConfigurationReference", in: object).first else { return nil }
        var index = end
        while index + 1 < object.count, !(object[index] == UInt8(ascii: "/") && object[index + 1] == UInt8(ascii: "*")) {
            if object[index] == UInt8(ascii: ";") { return nil }
            index += 1
        }
        var close = index + 2
        while close + 1 < object.count, !(object[close] == UInt8(ascii: "*") && object[close + 1] == UInt8(ascii: "/")) { close += 1 }
        guard index + 2 <= close, close <= object.count else { return nil }
        let name = String(decoding: object[(index + 2)..<close], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return name.split(separator: "/").last.map(String.init)
    }

    /// The flags a package's `swiftSettings` define: `.define("MOCKS")`, each occurrence.
    static func packageDefines(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        for end in DeploymentTargets.occurrences(of: ".define(", in: bytes) {
            var index = end
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { continue }
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            names.insert(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        return names
    }
}
