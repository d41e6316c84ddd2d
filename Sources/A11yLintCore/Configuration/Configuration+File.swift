import Foundation

/// Resolving a configuration file against the rule registry.
extension Configuration {
    /// The file names looked for in the working directory, in order.
    public static let defaultFileNames = [".a11ylint.yml", ".a11ylint.yaml", ".a11ylint.json"]

    /// The configuration file in `directory`, if one exists.
    public static func defaultFile(in directory: String) -> String? {
        for name in defaultFileNames {
            let path = directory.isEmpty || directory == "." ? name : directory + "/" + name
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// Resolves a parsed file: rule ids are checked (with former ids accepted),
    /// severities and options applied, components and paths taken over. Any
    /// problem is an error naming the file, line and column; nothing is half-applied.
    ///
    /// Rule selection: `only_rules` runs exactly those rules (and cannot be mixed
    /// with `disabled_rules`/`opt_in_rules`); otherwise every default rule, plus
    /// `opt_in_rules`, minus `disabled_rules`. In `rules:`, `off` disables a rule and a
    /// severity enables an opt-in rule. `workingDirectory` is where relative paths
    /// given on the command line are resolved.
    public static func resolve(_ file: ConfigurationFile, workingDirectory: String) throws(ConfigurationError) -> Configuration {
        func descriptor(_ id: Located<String>, keyPath: [String]) throws(ConfigurationError) -> RuleDescriptor {
            guard let rule = RuleRegistry.rule(id: id.value) else {
                throw ConfigurationError(kind: .invalidValue, file: file.path, mark: id.mark, keyPath: keyPath,
                                         message: "unknown rule id '\(id.value)'", value: id.value,
                                         suggestion: Suggestion.closestRuleID(to: id.value))
            }
            return rule
        }
        if file.onlyRules != nil, let conflict = file.disabledRules.first ?? file.optInRules.first {
            throw ConfigurationError(kind: .invalidValue, file: file.path, mark: conflict.mark, keyPath: ["only_rules"],
                                     message: "'only_rules' cannot be combined with 'disabled_rules' or 'opt_in_rules'")
        }
        // `superfluous-suppression` is a built-in diagnostic, not a registry rule, but it is
        // disabled (`disabled_rules`, `rules: {superfluous-suppression: off}`) and re-severitied
        // like one; `only_rules` leaves it on.
        let superfluousID = BuiltinDiagnostics.superfluousSuppressionID
        var superfluousSeverity: Severity? = BuiltinDiagnostics.superfluousSuppression.severity
        if file.disabledRules.contains(where: { $0.value == superfluousID }) { superfluousSeverity = nil }
        if let setting = file[rule: superfluousID] {
            if let first = setting.options.mappingEntries?.first {
                throw ConfigurationError.unknownKey(first.key, in: ["rules", superfluousID], known: ["severity"],
                                                    file: file.path)
            }
            if let severity = setting.severity { superfluousSeverity = severity.value.severity }
        }
        var file = file
        file.disabledRules.removeAll { $0.value == superfluousID }
        file.optInRules.removeAll { $0.value == superfluousID }
        file.onlyRules?.removeAll { $0.value == superfluousID }
        file.rules.removeAll { $0.id.value == superfluousID }
        var enabled: Set<String>
        if let only = file.onlyRules {
            enabled = []
            for id in only { enabled.insert(try descriptor(id, keyPath: ["only_rules"]).id) }
        } else {
            enabled = Set(RuleRegistry.rules.filter { !$0.metadata.isOptIn }.map(\.id))
            for id in file.optInRules { enabled.insert(try descriptor(id, keyPath: ["opt_in_rules"]).id) }
            for id in file.disabledRules { enabled.remove(try descriptor(id, keyPath: ["disabled_rules"]).id) }
        }
        var settings: [String: RuleSetting] = [:]
        for setting in file.rules {
            let rule = try descriptor(setting.id, keyPath: ["rules"])
            settings[rule.id] = setting
            if setting.severity?.value == .off {
                enabled.remove(rule.id)
            } else if setting.severity != nil, file.onlyRules == nil {
                enabled.insert(rule.id)
            }
        }
        var rules: [ConfiguredRule] = []
        for rule in RuleRegistry.rules where enabled.contains(rule.id) {
            guard let setting = settings[rule.id] else {
                rules.append(rule.configure(nil))
                continue
            }
            let severity = setting.severity?.value.severity
            guard setting.hasOptions else {
                rules.append(rule.configure(severity))
                continue
            }
            if rule.metadata.options.isEmpty, let first = setting.options.mappingEntries?.first {
                // A rule without options accepts only a severity.
                throw ConfigurationError.unknownKey(first.key, in: ["rules", setting.id.value], known: ["severity"],
                                                    file: file.path)
            }
            let options = setting.options
            let path = file.path
            let keyPath = ["rules", setting.id.value]
            do {
                rules.append(try rule.configureWithOptions(severity, OptionsDecoder { type in
                    try Configuration.decodeOptions(type, from: options, file: path, keyPath: keyPath)
                }))
            } catch let error as ConfigurationError {
                throw error
            } catch {
                throw ConfigurationError(kind: .invalidValue, file: path, mark: setting.mark, keyPath: keyPath,
                                         message: "invalid options: \(error)")
            }
        }
        let components = ComponentRoles(buttons: Set(file.components.buttons.map(\.value)),
                                        images: Set(file.components.images.map(\.value)),
                                        labelAliases: Set(file.components.labelAliases.map(\.value)))
        if let reporter = file.reporter, ReporterRegistry.reporter(named: reporter.value) == nil {
            throw ConfigurationError.invalidValue(reporter.value, allowed: ReporterRegistry.names, keyPath: ["reporter"],
                                                  file: file.path, mark: reporter.mark)
        }
        let base = Configuration.folder(of: file.path)
        let excluded = file.excluded.map(\.value)
        let included = file.included.map(\.value)
        let directory = workingDirectory
        var optionValues: [String: [String: String]] = [:]
        for (id, setting) in settings {
            for entry in setting.options.mappingEntries ?? [] {
                optionValues[id, default: [:]][entry.key.text] = Configuration.text(of: entry.value)
            }
        }
        var configuration = Configuration(
            rules: rules, components: components,
            included: included.isEmpty ? [] : [base.isEmpty ? "." : base],
            isExcluded: { path in
                let relative = Configuration.relative(path, to: base, workingDirectory: directory)
                if excluded.contains(where: { $0.matches(relative) }) { return true }
                // `included:` patterns narrow what is linted under the configuration's folder.
                if !included.isEmpty, FileDiscovery.isLintable(relative) {
                    return !included.contains(where: { $0.matches(relative) })
                }
                return false
            },
            reporter: file.reporter?.value)
        configuration.file = file.path
        configuration.includedFile = file.includedFile ?? file.path
        configuration.root = base.hasPrefix("/") ? FileDiscovery.normalize(base)
            : FileDiscovery.normalize(workingDirectory + (base.isEmpty ? "" : "/" + base))
        configuration.includedPatterns = file.included
        configuration.relativeToRoot = { path in Configuration.relative(path, to: base, workingDirectory: directory) }
        configuration.optionValues = optionValues
        configuration.superfluousSuppressionSeverity = superfluousSeverity
        return configuration
    }

    /// A configuration value as one line of flow YAML (`[xmark, plus]`, `{a: 1}`), for `a11ylint rules`.
    static func text(of node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let text, _): return text
        case .sequence(let items): return "[" + items.map(text(of:)).joined(separator: ", ") + "]"
        case .mapping(let entries):
            return "{" + entries.map { "\($0.key.text): \(text(of: $0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// Opens the options type existential to decode it with the strict YAML decoder.
    static func decodeOptions(_ type: any RuleOptions.Type, from node: YAMLNode, file: String,
                              keyPath: [String]) throws(ConfigurationError) -> any RuleOptions {
        try YAMLNodeDecoder().decode(type, from: node, file: file, keyPath: keyPath)
    }

    /// The folder of a file path ("" for the current folder).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// A path (as discovered, relative to the working directory or absolute) relative to `base`.
    static func relative(_ path: String, to base: String, workingDirectory: String) -> String {
        let normalized = FileDiscovery.resolvingParentSegments(FileDiscovery.normalize(path))
        if base.isEmpty && !normalized.hasPrefix("/") { return normalized }
        // `..` is resolved by name, as the nested-configuration grouping resolves it, so
        // `./Feature/../Feature/View.swift` meets `Feature/.a11ylint.yml`'s `excluded:`.
        let absolute = FileDiscovery.resolvingParentSegments(
            normalized.hasPrefix("/") ? normalized : FileDiscovery.normalize(workingDirectory + "/" + normalized))
        let absoluteBase = FileDiscovery.resolvingParentSegments(base.hasPrefix("/") ? FileDiscovery.normalize(base)
            : FileDiscovery.normalize(workingDirectory + (base.isEmpty ? "" : "/" + base)))
        if absolute.hasPrefix(absoluteBase + "/") { return String(absolute.dropFirst(absoluteBase.count + 1)) }
        return normalized
    }
}
