// The three container kinds of `YAMLValueDecoder`. The protocols require one overload per
// standard scalar type; each forwards to the generic path (`YAMLValueDecoder.decodeValue`),
// which reads scalars itself.

/// The keyed container over a mapping; records each key it is asked for.
struct YAMLKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: YAMLValueDecoder
    let entries: [YAMLMappingEntry]

    var codingPath: [any CodingKey] { decoder.codingPath }

    /// The mapping's keys that convert to `Key` (a dictionary reads them all).
    var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key.text) } }

    /// Whether the mapping has `key`; asking counts as reading it, so the key is never unknown.
    func contains(_ key: Key) -> Bool {
        decoder.request(key.stringValue)
        return entries.contains { $0.key.text == key.stringValue }
    }

    /// The value of `key`, recorded as asked for; a missing key is an error.
    private func value(for key: Key) throws -> YAMLNode {
        try value(forName: key.stringValue)
    }

    private func value(forName name: String) throws -> YAMLNode {
        decoder.request(name)
        guard let entry = entries.first(where: { $0.key.text == name }) else {
            throw ConfigurationError.missingKey(name, in: decoder.keyPath, file: decoder.file, mark: decoder.node.mark)
        }
        return entry.value
    }

    /// Whether the value of `key` is null (empty, `~` or `null`); a missing key is an error.
    func decodeNil(forKey key: Key) throws -> Bool {
        try value(for: key).isNull
    }

    /// Decodes the value of `key`; a missing key is an error.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeAny(type, forKey: key)
    }

    /// The single generic path the overloads share (calling `decode` from an overload
    /// would pick the overload again).
    private func decodeAny<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.child(for: try value(for: key), key: key).decodeValue(type)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeAny(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeAny(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeAny(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeAny(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeAny(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeAny(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeAny(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeAny(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeAny(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeAny(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeAny(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeAny(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeAny(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeAny(type, forKey: key) }

    /// A keyed container over the value of `key`, whose keys are checked with this mapping's.
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type,
                                               forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let nested = decoder.child(for: try value(for: key), key: key)
        decoder.adoptNested(nested)
        return try nested.container(keyedBy: type)
    }

    /// An unkeyed container over the value of `key`.
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let nested = decoder.child(for: try value(for: key), key: key)
        decoder.adoptNested(nested)
        return try nested.unkeyedContainer()
    }

    /// The decoder for the value of the key `super`.
    func superDecoder() throws -> any Decoder {
        let nested = decoder.child(for: try value(forName: "super"), key: YAMLCodingKey(stringValue: "super"))
        decoder.adoptNested(nested)
        return nested
    }

    /// The decoder for the value of `key`.
    func superDecoder(forKey key: Key) throws -> any Decoder {
        let nested = decoder.child(for: try value(for: key), key: key)
        decoder.adoptNested(nested)
        return nested
    }
}

/// The unkeyed container over a sequence.
struct YAMLUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: YAMLValueDecoder
    let items: [YAMLNode]
    private(set) var currentIndex = 0

    init(decoder: YAMLValueDecoder, items: [YAMLNode]) {
        self.decoder = decoder
        self.items = items
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The decoder for the current item; asking past the end is an error.
    private func currentDecoder() throws -> YAMLValueDecoder {
        guard currentIndex < items.count else {
            throw ConfigurationError.invalidValue(nil, reason: "the sequence needs more than \(items.count) entries",
                                                  keyPath: decoder.keyPath, file: decoder.file, mark: decoder.node.mark)
        }
        return decoder.child(for: items[currentIndex], index: currentIndex)
    }

    /// Consumes the current item when it is null.
    mutating func decodeNil() throws -> Bool {
        guard try currentDecoder().node.isNull else { return false }
        currentIndex += 1
        return true
    }

    /// Decodes the current item and moves past it.
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeAny(type)
    }

    /// The single generic path the overloads share.
    private mutating func decodeAny<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try currentDecoder().decodeValue(type)
        currentIndex += 1
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeAny(type) }
    mutating func decode(_ type: String.Type) throws -> String { try decodeAny(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeAny(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeAny(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeAny(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeAny(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeAny(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeAny(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeAny(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeAny(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeAny(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeAny(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeAny(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeAny(type) }

    /// A keyed container over the current item, which it consumes.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let nested = try currentDecoder()
        decoder.adoptNested(nested)
        currentIndex += 1
        return try nested.container(keyedBy: type)
    }

    /// An unkeyed container over the current item, which it consumes.
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let nested = try currentDecoder()
        decoder.adoptNested(nested)
        currentIndex += 1
        return try nested.unkeyedContainer()
    }

    /// The decoder for the current item, which it consumes.
    mutating func superDecoder() throws -> any Decoder {
        let nested = try currentDecoder()
        decoder.adoptNested(nested)
        currentIndex += 1
        return nested
    }
}

/// The single-value container: the node itself.
struct YAMLSingleValueContainer: SingleValueDecodingContainer {
    let decoder: YAMLValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    /// Whether the node is null.
    func decodeNil() -> Bool { decoder.node.isNull }

    /// Decodes the node itself.
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
}
