/// Decodes `Decodable` values from a `YAMLNode` tree, strictly, so that each rule can
/// declare `struct Options: Decodable, Sendable` and receive it from its YAML mapping.
///
/// - Scalars: `String` takes any non-null scalar as written (so `1.10` stays `"1.10"`);
///   `Bool` takes plain `true`/`false`; integers take plain decimal integers in range;
///   `Double`/`Float` take plain decimal integers and floats. A quoted scalar is a
///   string, so `"44"` is not a number. Enums with `String` raw values decode from
///   their raw value, listing the allowed values (and suggesting one) when the enum is
///   also `CaseIterable`. A `YAMLNode` property receives the raw subtree.
/// - Null (empty, `~`, `null`) makes `decodeIfPresent` return `nil`, so an option
///   written with no value keeps its default.
/// - Unknown keys are errors: every keyed container records the keys it was asked
///   for, and once the value is built any key never asked for is reported, with the
///   closest asked-for key as suggestion.
/// - Errors thrown by the decoded type itself (a `DecodingError` from an enum or a
///   custom check) become `ConfigurationError`s at the offending node.
///
/// Options with defaults read absent keys with `decodeIfPresent`:
/// ```swift
/// init(from decoder: any Decoder) throws {
///     let container = try decoder.container(keyedBy: CodingKeys.self)
///     minimum = try container.decodeIfPresent(Double.self, forKey: .minimum) ?? 44
/// }
/// ```
public struct YAMLNodeDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes a `T` from `node`, read from `file`; `keyPath` says where `node` sits
    /// in the configuration (e.g. `[rules, small-touch-target]`) for messages.
    public func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode, file: String,
                                     keyPath: [String] = []) throws(ConfigurationError) -> T {
        let decoder = YAMLValueDecoder(node: node, file: file, keyPath: keyPath,
                                  codingPath: keyPath.map { YAMLCodingKey(stringValue: $0) })
        do {
            return try decoder.decodeValue(type)
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError.invalidValue(node.scalarText, reason: "\(error)", keyPath: keyPath, file: file,
                                                  mark: node.mark)
        }
    }
}

/// A coding key made from a configuration key or a sequence index.
struct YAMLCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// The `Decoder` for one node. It is a class because its keyed containers record,
/// through it, which keys were asked for.
final class YAMLValueDecoder: Decoder {
    let node: YAMLNode
    let file: String
    /// The key path for messages: keys, and `[n]` for sequence positions.
    let keyPath: [String]
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The keys keyed containers asked for, in order; `nil` until one is made.
    private(set) var requestedKeys: [String]?
    /// Decoders behind nested containers, whose keys are checked with this decoder's.
    private var nestedDecoders: [YAMLValueDecoder] = []

    init(node: YAMLNode, file: String, keyPath: [String], codingPath: [any CodingKey]) {
        self.node = node
        self.file = file
        self.keyPath = keyPath
        self.codingPath = codingPath
    }

    // MARK: - Decoder

    /// A keyed container over the mapping; from now on this node's keys are checked.
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let entries = node.mappingEntries else { throw mismatch(expected: "a mapping") }
        if requestedKeys == nil { requestedKeys = [] }
        return KeyedDecodingContainer(YAMLKeyedContainer<Key>(decoder: self, entries: entries))
    }

    /// An unkeyed container over the sequence.
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let items = node.sequenceItems else { throw mismatch(expected: "a sequence") }
        return YAMLUnkeyedContainer(decoder: self, items: items)
    }

    /// The node itself as a single value.
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        YAMLSingleValueContainer(decoder: self)
    }

    // MARK: - Children and key tracking

    /// The decoder for the value of `key` in this mapping.
    func child(for node: YAMLNode, key: any CodingKey) -> YAMLValueDecoder {
        YAMLValueDecoder(node: node, file: file, keyPath: keyPath + [key.stringValue], codingPath: codingPath + [key])
    }

    /// The decoder for the item at `index` in this sequence.
    func child(for node: YAMLNode, index: Int) -> YAMLValueDecoder {
        YAMLValueDecoder(node: node, file: file, keyPath: keyPath + ["[\(index)]"],
                    codingPath: codingPath + [YAMLCodingKey(intValue: index)])
    }

    /// Registers a decoder made for a nested container, so its keys are checked too.
    func adoptNested(_ decoder: YAMLValueDecoder) {
        nestedDecoders.append(decoder)
    }

    /// Records that a keyed container asked for `key`.
    func request(_ key: String) {
        if requestedKeys?.contains(key) == false { requestedKeys?.append(key) }
    }

    /// Reports the first key of this mapping (in document order) that no keyed
    /// container asked for, then does the same for nested containers.
    func checkUnknownKeys() throws(ConfigurationError) {
        if let requested = requestedKeys, let entries = node.mappingEntries,
           let unknown = entries.first(where: { !requested.contains($0.key.text) }) {
            throw .unknownKey(unknown.key, in: keyPath, known: requested, file: file)
        }
        for nested in nestedDecoders { try nested.checkUnknownKeys() }
    }

    // MARK: - Values

    /// Decodes a `T` from this decoder's node: scalars directly, other types through
    /// `init(from:)` followed by the unknown-key check.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = try decodeScalar(type) { return value }
        do {
            let value = try T(from: self)
            try checkUnknownKeys()
            return value
        } catch let error as ConfigurationError {
            throw error
        } catch let error as DecodingError {
            throw convert(error, decoding: type)
        } catch {
            throw ConfigurationError.invalidValue(node.scalarText, reason: "\(error)", keyPath: keyPath, file: file,
                                                  mark: node.mark)
        }
    }

    /// The value when `T` is a type read straight from a scalar (or `YAMLNode`), else `nil`.
    private func decodeScalar<T>(_ type: T.Type) throws(ConfigurationError) -> T? {
        if type == String.self { return try decodeString() as? T }
        if type == Bool.self { return try decodeBool() as? T }
        if type == Double.self { return try decodeFloatingPoint(Double.self) as? T }
        if type == Float.self { return try decodeFloatingPoint(Float.self) as? T }
        if let integerType = type as? any FixedWidthInteger.Type { return try decodeInteger(integerType) as? T }
        if type == YAMLNode.self { return node as? T }
        return nil
    }

    /// Any non-null scalar, as written.
    func decodeString() throws(ConfigurationError) -> String {
        guard case .scalar(let text, _) = node.content, !node.isNull else { throw mismatch(expected: "a string") }
        return text
    }

    /// Plain `true` or `false`; a near miss (`True`, `flase`) is suggested.
    func decodeBool() throws(ConfigurationError) -> Bool {
        if case .scalar(let text, .plain) = node.content {
            if text == "true" { return true }
            if text == "false" { return false }
            if !node.isNull {
                throw mismatch(expected: "a boolean (true or false)",
                               suggestion: Suggestion.closest(to: text, among: ["true", "false"]))
            }
        }
        throw mismatch(expected: "a boolean (true or false)")
    }

    /// A plain decimal integer that fits in `I`.
    func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws(ConfigurationError) -> I {
        guard case .scalar(let text, .plain) = node.content, YAMLScalarValue.isDecimalInteger(text) else {
            throw mismatch(expected: "an integer")
        }
        guard let value = I(text, radix: 10) else {
            throw .invalidValue(text, reason: "out of range (\(I.min)...\(I.max))", keyPath: keyPath, file: file,
                                mark: node.mark)
        }
        return value
    }

    /// A plain decimal integer or float whose value is finite in `F`.
    func decodeFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(_ type: F.Type) throws(ConfigurationError) -> F {
        guard case .scalar(let text, .plain) = node.content,
              YAMLScalarValue.isDecimalInteger(text) || YAMLScalarValue.isDecimalFloat(text) else {
            throw mismatch(expected: "a number")
        }
        guard let value = F(text), value.isFinite else {
            throw .invalidValue(text, reason: "out of range", keyPath: keyPath, file: file, mark: node.mark)
        }
        return value
    }

    /// A type mismatch at this node.
    func mismatch(expected: String, suggestion: String? = nil) -> ConfigurationError {
        .typeMismatch(expected: expected, found: node, keyPath: keyPath, file: file, suggestion: suggestion)
    }

    // MARK: - Errors thrown by decoded types

    /// Turns a `DecodingError` thrown by `T.init(from:)` into a configuration error at
    /// the node its coding path leads to. For `CaseIterable` enums the message lists
    /// the raw values, and the closest is suggested.
    private func convert<T>(_ error: DecodingError, decoding type: T.Type) -> ConfigurationError {
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let errorContext), .keyNotFound(_, let errorContext),
             .typeMismatch(_, let errorContext), .valueNotFound(_, let errorContext):
            context = errorContext
        @unknown default:
            return .invalidValue(node.scalarText, reason: "\(error)", keyPath: keyPath, file: file, mark: node.mark)
        }
        var target = node
        var path = keyPath
        let isAtThisNode = context.codingPath.count <= codingPath.count
        for key in context.codingPath.dropFirst(codingPath.count) {
            if let index = key.intValue, let items = target.sequenceItems, items.indices.contains(index) {
                target = items[index]
                path.append("[\(index)]")
            } else if let value = target[key.stringValue] {
                target = value
                path.append(key.stringValue)
            } else {
                break
            }
        }
        if case .keyNotFound(let key, _) = error {
            return .missingKey(key.stringValue, in: path, file: file, mark: target.mark)
        }
        if isAtThisNode, let allowed = Self.rawValues(of: type), let text = target.scalarText {
            return .invalidValue(text, allowed: allowed, keyPath: path, file: file, mark: target.mark)
        }
        return .invalidValue(target.scalarText, reason: context.debugDescription, keyPath: path, file: file,
                             mark: target.mark)
    }

    /// The `String` raw values of a `CaseIterable` enum, in declaration order.
    private static func rawValues<T>(of type: T.Type) -> [String]? {
        guard let caseIterable = type as? any CaseIterable.Type else { return nil }
        let values = rawValues(ofCases: caseIterable)
        return values.isEmpty ? nil : values
    }

    private static func rawValues<C: CaseIterable>(ofCases type: C.Type) -> [String] {
        type.allCases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
    }
}

/// A `YAMLNode` property receives the raw subtree, for options that interpret YAML
/// themselves. Only `YAMLNodeDecoder` can provide one; other decoders throw.
extension YAMLNode: Decodable {
    public init(from decoder: any Decoder) throws {
        guard let nodeDecoder = decoder as? YAMLValueDecoder else {
            throw DecodingError.typeMismatch(YAMLNode.self, DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "a YAMLNode can only be decoded by YAMLNodeDecoder"))
        }
        self = nodeDecoder.node
    }
}
