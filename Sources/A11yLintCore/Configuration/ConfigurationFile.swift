import Foundation

/// A rule's severity as configuration writes it: one of the finding severities, or `off`.
public enum RuleSeverity: String, Sendable, Hashable, CaseIterable {
    case error, warning, info, off

    /// The finding severity, or `nil` for `off`.
    public var severity: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .info: return .info
        case .off: return nil
        }
    }
}

/// One entry of `rules:`: either a severity alone (`tap-gesture-as-button: error`)
/// or a mapping with an optional `severity` and the rule's own options
/// (`small-touch-target: { severity: warning, minimum: 44 }`).
///
/// The rule id is not checked here; the registry does that later, using `id.mark`
/// to point at the line. The options stay a raw mapping node (without `severity`)
/// for the rule's `Options` to be decoded from with `YAMLNodeDecoder`.
public struct RuleSetting: Sendable, Hashable {
    /// The rule id as written, with the key's position.
    public var id: Located<String>
    /// The severity override, or `nil` to keep the rule's default.
    public var severity: Located<RuleSeverity>?
    /// The rule's options: the mapping without `severity`; an empty mapping at the
    /// value's position when only a severity was given.
    public var options: YAMLNode
    /// Where the value (the severity scalar or the mapping) starts.
    public var mark: YAMLMark

    /// Creates a setting.
    public init(id: Located<String>, severity: Located<RuleSeverity>?, options: YAMLNode, mark: YAMLMark) {
        self.id = id
        self.severity = severity
        self.options = options
        self.mark = mark
    }

    /// Whether the options mapping has any key (a rule without options rejects them).
    public var hasOptions: Bool { !(options.mappingEntries ?? []).isEmpty }
}

/// `components:`: custom types that stand for built-in ones, and extra label aliases.
public struct ComponentsConfiguration: Sendable, Hashable {
    /// Types that act as buttons (`buttons: [PrimaryButton, IconButton]`).
    public var buttons: [Located<String>] = []
    /// Types that act as images (`images: [RemoteImage, KFImage]`).
    public var images: [Located<String>] = []
    /// Properties that set an accessibility label, added to those found automatically.
    public var labelAliases: [Located<String>] = []

    /// The keys `components:` accepts.
    public static let keys = ["buttons", "images", "label_aliases"]

    /// Creates empty components.
    public init() {}
}

/// The raw contents of one `.a11ylint.yml` / `.a11ylint.json`, every value with its
/// position, before it is resolved against the rule registry into a `Configuration`.
///
/// Unknown top-level keys and unknown `components` keys are errors with a suggestion.
/// A key written with no value (`excluded:` followed only by commented-out entries)
/// is the same as an absent key. An empty file, or one holding only comments, is an
/// empty configuration.
public struct ConfigurationFile: Sendable, Hashable {
    /// The file's path as given; errors name it.
    public var path: String
    /// `included`: paths and globs to lint, relative to the file's folder; empty means everything.
    public var included: [Located<GlobPattern>] = []
    /// `excluded`: paths and globs never linted (a folder excludes its contents).
    public var excluded: [Located<GlobPattern>] = []
    /// `disabled_rules`: rule ids turned off.
    public var disabledRules: [Located<String>] = []
    /// `opt_in_rules`: opt-in rule ids turned on.
    public var optInRules: [Located<String>] = []
    /// `only_rules`: when present, exactly these rules run; `nil` when absent.
    public var onlyRules: [Located<String>]?
    /// `rules`: per-rule severity and options, in file order.
    public var rules: [RuleSetting] = []
    /// `components`: custom views mapped to built-in roles.
    public var components = ComponentsConfiguration()
    /// `reporter`: the default reporter name, checked against the reporters later.
    public var reporter: Located<String>?
    /// `parent_config`: a configuration this one extends (relative to this file's folder).
    public var parentConfig: Located<String>?
    /// The file `included` was written in (another one than `path` after a merge).
    public var includedFile: String?

    /// The top-level keys a configuration file accepts.
    public static let keys = ["included", "excluded", "disabled_rules", "opt_in_rules", "only_rules",
                              "rules", "components", "reporter", "parent_config"]

    /// The file extensions `load(path:)` reads.
    public static let fileExtensions = ["yml", "yaml", "json"]

    /// An empty configuration for `path`.
    public init(path: String) {
        self.path = path
    }

    /// The setting of rule `id`, if `rules:` has one.
    public subscript(rule id: String) -> RuleSetting? {
        rules.first { $0.id.value == id }
    }

    // MARK: - Reading

    /// Reads and decodes the file at `path` (`.yml`, `.yaml` or `.json`), from `readPath`
    /// when given (the same file, resolved against another folder than the process's own);
    /// errors name `path`.
    public static func load(path: String, readingFrom readPath: String? = nil) throws(ConfigurationError) -> ConfigurationFile {
        let shown = path
        let path = readPath ?? path
        let fileExtension = (path as NSString).pathExtension
        guard fileExtensions.contains(fileExtension.lowercased()) else {
            let problem = fileExtension.isEmpty ? "the file name has no extension"
                                                : "the extension '.\(fileExtension)' is not supported"
            var error = ConfigurationError.unreadableFile(
                shown, reason: "\(problem); use .a11ylint.yml, .a11ylint.yaml or .a11ylint.json")
            error.suggestion = Suggestion.closest(to: fileExtension, among: fileExtensions).map { "." + $0 }
            throw error
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableFile(shown, reason: "no such file")
        }
        if isDirectory.boolValue { throw .unreadableFile(shown, reason: "it is a folder") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile(shown, reason: "permission denied or read error")
        }
        return try parse([UInt8](data), path: shown)
    }

    /// Parses and decodes configuration text read from `path`.
    public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> ConfigurationFile {
        try ConfigurationFile(path: path, root: try YAMLReader.read(bytes, file: path))
    }

    /// Parses and decodes configuration text read from `path`.
    public static func parse(_ text: String, path: String) throws(ConfigurationError) -> ConfigurationFile {
        try parse(Array(text.utf8), path: path)
    }

    /// Decodes the document `root`, read from `path`.
    public init(path: String, root: YAMLNode) throws(ConfigurationError) {
        self.path = path
        if root.isNull { return }
        guard let entries = root.mappingEntries else {
            throw .typeMismatch(expected: "a mapping of keys such as 'rules' and 'excluded'", found: root,
                                keyPath: [], file: path)
        }
        for entry in entries {
            guard Self.keys.contains(entry.key.text) else {
                throw .unknownKey(entry.key, in: [], known: Self.keys, file: path)
            }
            let value = entry.value
            if value.isNull { continue }
            let keyPath = [entry.key.text]
            switch entry.key.text {
            case "included": included = try globs(value, keyPath: keyPath)
            case "excluded": excluded = try globs(value, keyPath: keyPath)
            case "disabled_rules": disabledRules = try strings(value, keyPath: keyPath)
            case "opt_in_rules": optInRules = try strings(value, keyPath: keyPath)
            case "only_rules": onlyRules = try strings(value, keyPath: keyPath)
            case "rules": rules = try ruleSettings(value)
            case "components": components = try componentsConfiguration(value)
            case "reporter": reporter = try string(value, keyPath: keyPath)
            case "parent_config": parentConfig = try string(value, keyPath: keyPath)
            default: break   // unreachable: the key was checked against `keys`
            }
        }
    }

    // MARK: - Values

    /// A non-null scalar, as a located string.
    private func string(_ node: YAMLNode, keyPath: [String]) throws(ConfigurationError) -> Located<String> {
        guard case .scalar(let text, _) = node.content, !node.isNull else {
            throw .typeMismatch(expected: "a string", found: node, keyPath: keyPath, file: path)
        }
        return Located(text, mark: node.mark)
    }

    /// A sequence of non-null scalars.
    private func strings(_ node: YAMLNode, keyPath: [String]) throws(ConfigurationError) -> [Located<String>] {
        guard let items = node.sequenceItems else {
            throw .typeMismatch(expected: "a sequence of strings", found: node, keyPath: keyPath, file: path)
        }
        var result: [Located<String>] = []
        for (index, item) in items.enumerated() {
            result.append(try string(item, keyPath: keyPath + ["[\(index)]"]))
        }
        return result
    }

    /// A sequence of glob patterns, each checked now so a bad one points at its line.
    private func globs(_ node: YAMLNode, keyPath: [String]) throws(ConfigurationError) -> [Located<GlobPattern>] {
        var result: [Located<GlobPattern>] = []
        for (index, item) in try strings(node, keyPath: keyPath).enumerated() {
            do {
                result.append(Located(try GlobPattern(item.value), mark: item.mark))
            } catch {
                throw .invalidValue(item.value, reason: error.message, keyPath: keyPath + ["[\(index)]"], file: path,
                                    mark: item.mark)
            }
        }
        return result
    }

    /// `rules:`: a mapping from rule id to a severity or a mapping of options.
    private func ruleSettings(_ node: YAMLNode) throws(ConfigurationError) -> [RuleSetting] {
        guard let entries = node.mappingEntries else {
            throw .typeMismatch(expected: "a mapping from rule ids to settings", found: node, keyPath: ["rules"],
                                file: path)
        }
        var settings: [RuleSetting] = []
        for entry in entries {
            let id = Located(entry.key.text, mark: entry.key.mark)
            let keyPath = ["rules", entry.key.text]
            let value = entry.value
            switch value.content {
            case .scalar where !value.isNull:
                settings.append(RuleSetting(id: id, severity: try severity(value, keyPath: keyPath),
                                            options: .emptyMapping(at: value.mark), mark: value.mark))
            case .mapping(let optionEntries):
                var severity: Located<RuleSeverity>?
                var options: [YAMLMappingEntry] = []
                for option in optionEntries {
                    if option.key.text == "severity" {
                        severity = try self.severity(option.value, keyPath: keyPath + ["severity"])
                    } else {
                        options.append(option)
                    }
                }
                settings.append(RuleSetting(id: id, severity: severity, options: YAMLNode(.mapping(options), mark: value.mark),
                                            mark: value.mark))
            default:
                throw .typeMismatch(expected: "a severity (error, warning, info or off) or a mapping of options",
                                    found: value, keyPath: keyPath, file: path)
            }
        }
        return settings
    }

    /// A severity scalar; a near miss (`warn`) is suggested.
    private func severity(_ node: YAMLNode, keyPath: [String]) throws(ConfigurationError) -> Located<RuleSeverity> {
        let allowed = RuleSeverity.allCases.map(\.rawValue)
        guard case .scalar(let text, _) = node.content, !node.isNull else {
            throw .typeMismatch(expected: "a severity (\(allowed.joined(separator: ", ")))", found: node,
                                keyPath: keyPath, file: path)
        }
        guard let severity = RuleSeverity(rawValue: text) else {
            throw .invalidValue(text, allowed: allowed, keyPath: keyPath,
                                file: path, mark: node.mark)
        }
        return Located(severity, mark: node.mark)
    }

    /// `components:`: `buttons`, `images` and `label_aliases`, each a sequence of type or property names.
    private func componentsConfiguration(_ node: YAMLNode) throws(ConfigurationError) -> ComponentsConfiguration {
        guard let entries = node.mappingEntries else {
            throw .typeMismatch(expected: "a mapping with the keys buttons, images and label_aliases", found: node,
                                keyPath: ["components"], file: path)
        }
        var components = ComponentsConfiguration()
        for entry in entries {
            let keyPath = ["components", entry.key.text]
            let isNull = entry.value.isNull
            switch entry.key.text {
            case "buttons": components.buttons = isNull ? [] : try strings(entry.value, keyPath: keyPath)
            case "images": components.images = isNull ? [] : try strings(entry.value, keyPath: keyPath)
            case "label_aliases": components.labelAliases = isNull ? [] : try strings(entry.value, keyPath: keyPath)
            default: throw .unknownKey(entry.key, in: ["components"], known: ComponentsConfiguration.keys, file: path)
            }
        }
        return components
    }
}
