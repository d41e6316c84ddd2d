/// A 1-based position in a configuration file: the line, and the column counted
/// in UTF-8 bytes (as swiftc and Xcode print columns).
public struct YAMLMark: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column in UTF-8 bytes.
    public var column: Int

    /// Creates a mark from a 1-based line and UTF-8 column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form error messages use.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: YAMLMark, rhs: YAMLMark) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }
}

/// How a scalar was written. Only plain scalars are typed (`true`, `44`, `null`);
/// a quoted scalar is always a string.
public enum YAMLScalarStyle: Sendable, Hashable {
    case plain
    case singleQuoted
    case doubleQuoted
}

/// A mapping key. Keys are always scalars in the subset, so a key is its text,
/// how it was written, and where.
public struct YAMLKey: Hashable, Sendable {
    /// The key's text after unquoting and unescaping.
    public var text: String
    public var style: YAMLScalarStyle
    /// Position of the key's first character (the opening quote when quoted).
    public var mark: YAMLMark

    /// Creates a key.
    public init(text: String, style: YAMLScalarStyle = .plain, mark: YAMLMark) {
        self.text = text
        self.style = style
        self.mark = mark
    }
}

/// One `key: value` pair of a mapping, in document order.
public struct YAMLMappingEntry: Hashable, Sendable {
    public var key: YAMLKey
    public var value: YAMLNode

    /// Creates an entry.
    public init(key: YAMLKey, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A node of a parsed YAML document: a scalar, a sequence or a mapping, with the
/// position where it starts.
///
/// Scalars keep their text as written (after unquoting); typing (`true`, `44`,
/// `null`) happens only when a value is decoded, see `scalarValue`. An empty value
/// (`key:` with nothing after it) is a plain scalar with empty text, which is null.
/// Block and flow collections give the same node; the style is not kept.
public struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    public enum Content: Hashable, Sendable {
        case scalar(String, YAMLScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLMappingEntry])
    }

    public var content: Content
    /// Where the node starts: a scalar's first character (its opening quote), a
    /// block sequence's first `-`, a block mapping's first key, a flow collection's
    /// opening bracket, or for an empty value the position just after its `:` or `-`.
    public var mark: YAMLMark

    /// Creates a node.
    public init(_ content: Content, mark: YAMLMark) {
        self.content = content
        self.mark = mark
    }

    /// The 1-based line where the node starts.
    public var line: Int { mark.line }
    /// The 1-based UTF-8 column where the node starts.
    public var column: Int { mark.column }

    /// An empty mapping at `mark`, what a rule configured by severity alone receives as options.
    public static func emptyMapping(at mark: YAMLMark) -> YAMLNode {
        YAMLNode(.mapping([]), mark: mark)
    }

    // MARK: - Queries

    /// The entries when the node is a mapping, else `nil`.
    public var mappingEntries: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The items when the node is a sequence, else `nil`.
    public var sequenceItems: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The text when the node is a scalar (of any style), else `nil`.
    public var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// The value of `key` when the node is a mapping holding it.
    public subscript(key: String) -> YAMLNode? {
        mappingEntries?.first { $0.key.text == key }?.value
    }

    /// Whether the node is a plain scalar meaning null: empty, `~` or `null`.
    public var isNull: Bool {
        if case .scalar(let text, .plain) = content { return YAMLScalarValue.isNull(plain: text) }
        return false
    }

    /// The typed value of a scalar (see `YAMLScalarValue`), or `nil` for a collection.
    public var scalarValue: YAMLScalarValue? {
        switch content {
        case .scalar(let text, .plain): return YAMLScalarValue(plain: text)
        case .scalar(let text, _): return .string(text)
        case .sequence, .mapping: return nil
        }
    }

    /// How error messages name what was found here: `a mapping`, `a sequence`,
    /// `null`, `'big'` for a plain scalar, or `the string "44"` for a quoted one.
    public var foundDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let text, .plain):
            return YAMLScalarValue.isNull(plain: text) ? "null" : "'\(text)'"
        case .scalar(let text, _):
            return "the string \"\(text)\""
        }
    }
}

/// The typed meaning of a scalar under the configuration schema.
///
/// Only plain scalars are typed, and only these forms (a small part of the YAML 1.2
/// core schema; everything else is a string):
/// - null: empty, `~`, `null`
/// - bool: `true`, `false` (not `True`, `yes`, `on`: those are strings)
/// - int: `[-+]?[0-9]+` that fits in `Int`
/// - float: `[-+]?([0-9]+\.[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?` or `[-+]?[0-9]+[eE][-+]?[0-9]+`,
///   and decimal integers too large for `Int`
public enum YAMLScalarValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    /// Resolves a plain scalar's text.
    public init(plain text: String) {
        if YAMLScalarValue.isNull(plain: text) {
            self = .null
        } else if text == "true" {
            self = .bool(true)
        } else if text == "false" {
            self = .bool(false)
        } else if YAMLScalarValue.isDecimalInteger(text) {
            if let value = Int(text) {
                self = .int(value)
            } else {
                self = Double(text).map(YAMLScalarValue.double) ?? .string(text)
            }
        } else if YAMLScalarValue.isDecimalFloat(text), let value = Double(text) {
            self = .double(value)
        } else {
            self = .string(text)
        }
    }

    /// Whether a plain scalar's text means null: empty, `~` or `null`.
    public static func isNull(plain text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null"
    }

    /// Whether `text` is `[-+]?[0-9]+`.
    static func isDecimalInteger(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        return !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }

    /// Whether `text` is a decimal float with a dot or an exponent (see the type's summary).
    static func isDecimalFloat(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index += 1
        }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integerDigits = index - integerStart
        var fractionDigits = 0
        var hasDot = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            hasDot = true
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            fractionDigits = index - fractionStart
        }
        // `1.`, `.5` and `1.5` are floats; `.` alone is not.
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        var hasExponent = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { return false }
            hasExponent = true
        }
        // Without a dot, an exponent is required (else it is an integer), and a
        // dot needs integer digits or fraction digits around it.
        return index == bytes.count && (hasDot || (hasExponent && integerDigits > 0))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

/// A configuration value together with the position it was read from, so that later
/// steps (unknown rule ids, bad globs) can still report `file:line:col`.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var mark: YAMLMark

    /// Creates a located value.
    public init(_ value: Value, mark: YAMLMark) {
        self.value = value
        self.mark = mark
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
