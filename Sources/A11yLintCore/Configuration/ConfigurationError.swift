/// A configuration problem, pointing at the file, line and column where it is,
/// with the key path, the bad value and a "did you mean …?" suggestion when there
/// is a near miss.
///
/// Rendered like the compiler: `.a11ylint.yml:4:3: error: unknown key 'disabled_rule';
/// did you mean 'disabled_rules'?`. Bad configuration is always a hard error: there
/// is no fallback to defaults.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The family of a problem, for callers and tests that branch on it.
    public enum Kind: Sendable, Hashable {
        /// The text is not in the YAML subset (or not YAML at all).
        case syntax
        /// The same key appears twice in one mapping.
        case duplicateKey
        /// A key no option or setting reads.
        case unknownKey
        /// A value of the wrong shape or type (a string where a number belongs).
        case typeMismatch
        /// A value of the right type that is not allowed (an unknown severity).
        case invalidValue
        /// A required key is absent.
        case missingKey
        /// The file cannot be read or has an unsupported extension.
        case unreadableFile
    }

    public var kind: Kind
    /// The configuration file's path as given.
    public var file: String
    /// 1-based line, or `nil` when the problem concerns the whole file.
    public var line: Int?
    /// 1-based column in UTF-8 bytes, or `nil` when the problem concerns the whole file.
    public var column: Int?
    /// Where in the configuration the problem is, e.g. `[rules, small-touch-target, minimum]`;
    /// sequence positions are written `[2]`.
    public var keyPath: [String]
    /// What is wrong, without the location or the suggestion.
    public var message: String
    /// The offending value or key as written, when there is one.
    public var value: String?
    /// The near miss the user probably meant.
    public var suggestion: String?

    /// Creates an error; prefer the static factories, which word the messages.
    public init(kind: Kind, file: String, mark: YAMLMark?, keyPath: [String] = [], message: String,
                value: String? = nil, suggestion: String? = nil) {
        self.kind = kind
        self.file = file
        self.line = mark?.line
        self.column = mark?.column
        self.keyPath = keyPath
        self.message = message
        self.value = value
        self.suggestion = suggestion
    }

    /// `file:line:col: error: message; did you mean 'x'?`, or `file: error: message`
    /// when the error has no position.
    public var description: String {
        var text = file
        if let line, let column { text += ":\(line):\(column)" }
        text += ": error: " + message
        return text + Suggestion.hint(suggestion)
    }

    /// Renders a key path for messages: `rules.small-touch-target.minimum`, `excluded[2]`.
    public static func render(keyPath: [String]) -> String {
        var text = ""
        for component in keyPath {
            if !text.isEmpty, !component.hasPrefix("[") { text += "." }
            text += component
        }
        return text
    }
}

// MARK: - Messages

extension ConfigurationError {
    /// Text outside the YAML subset, or malformed text.
    public static func syntax(_ message: String, file: String, mark: YAMLMark) -> ConfigurationError {
        ConfigurationError(kind: .syntax, file: file, mark: mark, message: message)
    }

    /// A key that appears twice in the same mapping.
    public static func duplicateKey(_ key: YAMLKey, firstAt first: YAMLMark, file: String) -> ConfigurationError {
        ConfigurationError(kind: .duplicateKey, file: file, mark: key.mark, keyPath: [key.text],
                           message: "duplicate key '\(key.text)' (first defined at line \(first.line), column \(first.column))",
                           value: key.text)
    }

    /// A key nothing reads, with the closest of the known keys as suggestion.
    public static func unknownKey(_ key: YAMLKey, in parent: [String], known: [String], file: String) -> ConfigurationError {
        let place = parent.isEmpty ? "" : " in '\(render(keyPath: parent))'"
        return ConfigurationError(kind: .unknownKey, file: file, mark: key.mark, keyPath: parent + [key.text],
                                  message: "unknown key '\(key.text)'\(place)", value: key.text,
                                  suggestion: Suggestion.closest(to: key.text, among: known))
    }

    /// A value of the wrong type or shape; `expected` reads like "a number".
    public static func typeMismatch(expected: String, found node: YAMLNode, keyPath: [String], file: String,
                                    suggestion: String? = nil) -> ConfigurationError {
        let subject = keyPath.isEmpty ? "expected \(expected)" : "'\(render(keyPath: keyPath))' expects \(expected)"
        return ConfigurationError(kind: .typeMismatch, file: file, mark: node.mark, keyPath: keyPath,
                                  message: "\(subject), found \(node.foundDescription)",
                                  value: node.scalarText, suggestion: suggestion)
    }

    /// A value that is not one of the allowed ones, suggesting the closest.
    public static func invalidValue(_ value: String, allowed: [String], keyPath: [String], file: String,
                                    mark: YAMLMark) -> ConfigurationError {
        let subject = keyPath.isEmpty ? "" : " for '\(render(keyPath: keyPath))'"
        let choices = allowed.map { "'\($0)'" }.joined(separator: ", ")
        return ConfigurationError(kind: .invalidValue, file: file, mark: mark, keyPath: keyPath,
                                  message: "invalid value '\(value)'\(subject); expected one of \(choices)",
                                  value: value, suggestion: Suggestion.closest(to: value, among: allowed))
    }

    /// A value rejected for a reason of its own (a bad glob, an option's own check).
    public static func invalidValue(_ value: String?, reason: String, keyPath: [String], file: String,
                                    mark: YAMLMark) -> ConfigurationError {
        let subject = keyPath.isEmpty ? "" : " for '\(render(keyPath: keyPath))'"
        let shown = value.map { " '\($0)'" } ?? ""
        return ConfigurationError(kind: .invalidValue, file: file, mark: mark, keyPath: keyPath,
                                  message: "invalid value\(shown)\(subject): \(reason)", value: value)
    }

    /// A required key that is absent from the mapping at `mark`.
    public static func missingKey(_ key: String, in parent: [String], file: String, mark: YAMLMark) -> ConfigurationError {
        let place = parent.isEmpty ? "" : " in '\(render(keyPath: parent))'"
        return ConfigurationError(kind: .missingKey, file: file, mark: mark, keyPath: parent + [key],
                                  message: "missing required key '\(key)'\(place)")
    }

    /// A configuration file that cannot be read.
    public static func unreadableFile(_ file: String, reason: String) -> ConfigurationError {
        ConfigurationError(kind: .unreadableFile, file: file, mark: nil,
                           message: "cannot read configuration file: \(reason)")
    }
}
