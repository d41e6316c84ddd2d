/// A compact, deterministic binary encoding for what the incremental cache keeps
/// (per-file facts, rule infos and findings).
///
/// Hand-written rather than `Codable` + JSON: decoding every cached file's facts must
/// cost a small fraction of lexing them, and the bytes must be the same for equal
/// values in every process (their digests decide whether cross-file facts changed),
/// so sets and dictionaries are written in the order of their elements' encodings,
/// never in hash order. A reader never traps: a short or malformed buffer throws
/// `CacheDecodingError`, and the cache then treats the entry as missing.
public protocol CacheCodable {
    /// Appends the value's encoding.
    func encode(to writer: inout CacheWriter)
    /// Reads a value written by `encode(to:)`.
    init(from reader: inout CacheReader) throws(CacheDecodingError)
}

/// A cache entry that does not decode (truncated, written by another layout, or damaged).
public struct CacheDecodingError: Error, CustomStringConvertible {
    public var offset: Int
    public var description: String { "malformed cache data at byte \(offset)" }
}

/// Appends values to a byte buffer (little-endian integers, length-prefixed strings).
public struct CacheWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func write(_ value: UInt64) {
        // The eight bytes at once (a byte at a time was most of what encoding a digest cost).
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A count (varint) and that many little-endian `UInt64`s: what `CacheReader.readUInt64List` reads.
    public mutating func writeUInt64List(_ values: [UInt64]) {
        writeVarint(UInt64(values.count))
        #if _endian(little)
        values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        #else
        for value in values { write(value) }
        #endif
    }

    /// A variable-length unsigned integer (7 bits a byte): small counts take one byte.
    public mutating func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    public mutating func write(_ value: Int) {
        // Zig-zag, so small negative numbers stay short.
        writeVarint(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63))))
    }

    public mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    public mutating func write(_ value: String) {
        let utf8 = value.utf8
        writeVarint(UInt64(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    /// Bytes already encoded (an unchanged cache entry written back as it was read).
    public mutating func append(encoded: ArraySlice<UInt8>) { bytes.append(contentsOf: encoded) }

    /// Length-prefixed raw bytes.
    public mutating func write(bytes raw: [UInt8]) {
        writeVarint(UInt64(raw.count))
        bytes.append(contentsOf: raw)
    }

    public mutating func write<Value: CacheCodable>(_ value: Value) { value.encode(to: &self) }

    /// Elements in order.
    public mutating func write<Value: CacheCodable>(_ values: [Value]) {
        writeVarint(UInt64(values.count))
        for value in values { value.encode(to: &self) }
    }

    /// Elements in the order of their encodings, so equal sets give equal bytes.
    public mutating func write<Value: CacheCodable>(_ values: Set<Value>) {
        let encoded = values.map { value -> [UInt8] in
            var writer = CacheWriter()
            value.encode(to: &writer)
            return writer.bytes
        }.sorted { $0.lexicographicallyPrecedes($1) }
        writeVarint(UInt64(encoded.count))
        for element in encoded { bytes.append(contentsOf: element) }
    }

    /// Entries in the order of their keys' encodings.
    public mutating func write<Key: CacheCodable, Value: CacheCodable>(_ values: [Key: Value]) {
        let encoded = values.map { key, value -> ([UInt8], [UInt8]) in
            var keyWriter = CacheWriter()
            key.encode(to: &keyWriter)
            var valueWriter = CacheWriter()
            value.encode(to: &valueWriter)
            return (keyWriter.bytes, valueWriter.bytes)
        }.sorted { $0.0.lexicographicallyPrecedes($1.0) }
        writeVarint(UInt64(encoded.count))
        for (key, value) in encoded {
            bytes.append(contentsOf: key)
            bytes.append(contentsOf: value)
        }
    }

    public mutating func write<Value: CacheCodable>(_ value: Value?) {
        write(value != nil)
        if let value { value.encode(to: &self) }
    }
}

/// Reads what `CacheWriter` wrote; every read checks the bounds and throws past the end.
public struct CacheReader {
    let bytes: [UInt8]
    public private(set) var offset: Int

    public init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    public var isAtEnd: Bool { offset >= bytes.count }

    func failure() -> CacheDecodingError { CacheDecodingError(offset: offset) }

    public mutating func readByte() throws(CacheDecodingError) -> UInt8 {
        guard offset < bytes.count else { throw failure() }
        defer { offset += 1 }
        return bytes[offset]
    }

    public mutating func readUInt64() throws(CacheDecodingError) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw failure() }
        let start = offset
        let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: UInt64.self) }
        offset += 8
        return UInt64(littleEndian: value)
    }

    /// A count (varint) and that many little-endian `UInt64`s (a list of name hashes), read at once.
    public mutating func readUInt64List() throws(CacheDecodingError) -> [UInt64] {
        let count = try readVarint()
        guard count <= UInt64(bytes.count - offset) / 8 else { throw failure() }
        let start = offset
        let result = [UInt64](unsafeUninitializedCapacity: Int(count)) { buffer, initialized in
            bytes.withUnsafeBytes { raw in
                for position in 0..<Int(count) {
                    buffer[position] = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + 8 * position, as: UInt64.self))
                }
            }
            initialized = Int(count)
        }
        offset += 8 * Int(count)
        return result
    }

    /// Steps over what `readUInt64List` reads.
    public mutating func skipUInt64List() throws(CacheDecodingError) {
        let count = try readVarint()
        guard count <= UInt64(bytes.count - offset) / 8 else { throw failure() }
        offset += 8 * Int(count)
    }

    public mutating func readVarint() throws(CacheDecodingError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            guard shift < 64 else { throw failure() }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    public mutating func readInt() throws(CacheDecodingError) -> Int {
        let raw = try readVarint()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of elements, each at least one byte: more than the bytes left is malformed.
    public mutating func readCount() throws(CacheDecodingError) -> Int {
        let count = try readVarint()
        guard count <= UInt64(bytes.count - offset) else { throw failure() }
        return Int(count)
    }

    public mutating func readBool() throws(CacheDecodingError) -> Bool {
        switch try readByte() {
        case 0: return false
        case 1: return true
        default: throw failure()
        }
    }

    public mutating func readString() throws(CacheDecodingError) -> String {
        let count = try readCount()
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    /// Steps over a length-prefixed string or byte run without copying it.
    public mutating func skipBytes() throws(CacheDecodingError) {
        let count = try readCount()
        offset += count
    }

    /// The bytes between two offsets (what one value's decoding consumed).
    func slice(from start: Int, to end: Int) -> ArraySlice<UInt8> { bytes[start..<end] }

    public mutating func readBytes() throws(CacheDecodingError) -> [UInt8] {
        let count = try readCount()
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    public mutating func read<Value: CacheCodable>(_ type: Value.Type = Value.self) throws(CacheDecodingError) -> Value {
        try Value(from: &self)
    }

    public mutating func readArray<Value: CacheCodable>(of type: Value.Type = Value.self) throws(CacheDecodingError) -> [Value] {
        let count = try readCount()
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }

    public mutating func readSet<Value: CacheCodable & Hashable>(of type: Value.Type = Value.self) throws(CacheDecodingError) -> Set<Value> {
        let count = try readCount()
        var values = Set<Value>(minimumCapacity: count)
        for _ in 0..<count { values.insert(try Value(from: &self)) }
        return values
    }

    public mutating func readDictionary<Key: CacheCodable & Hashable, Value: CacheCodable>(
        of type: [Key: Value].Type = [Key: Value].self
    ) throws(CacheDecodingError) -> [Key: Value] {
        let count = try readCount()
        var values = [Key: Value](minimumCapacity: count)
        for _ in 0..<count {
            let key = try Key(from: &self)
            values[key] = try Value(from: &self)
        }
        return values
    }

    public mutating func readOptional<Value: CacheCodable>(of type: Value.Type = Value.self) throws(CacheDecodingError) -> Value? {
        try readBool() ? try Value(from: &self) : nil
    }
}

// MARK: - Standard types

extension String: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.write(self) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) { self = try reader.readString() }
}

extension Bool: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.write(self) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) { self = try reader.readBool() }
}

extension Int: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.write(self) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) { self = try reader.readInt() }
}

extension UInt32: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.writeVarint(UInt64(self)) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        let value = try reader.readVarint()
        guard value <= UInt64(UInt32.max) else { throw reader.failure() }
        self = UInt32(value)
    }
}

extension Array: CacheCodable where Element: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.write(self) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) { self = try reader.readArray() }
}

extension Set: CacheCodable where Element: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.write(self) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) { self = try reader.readSet() }
}

extension Dictionary: CacheCodable where Key: CacheCodable, Value: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.write(self) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) { self = try reader.readDictionary() }
}

extension Optional: CacheCodable where Wrapped: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.write(self) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) { self = try reader.readOptional() }
}

extension CacheCodable {
    /// The value's encoding alone.
    public var cacheBytes: [UInt8] {
        var writer = CacheWriter()
        encode(to: &writer)
        return writer.bytes
    }

    /// Decodes a whole buffer: trailing bytes are malformed too.
    public init(cacheBytes bytes: [UInt8]) throws(CacheDecodingError) {
        var reader = CacheReader(bytes)
        self = try Self(from: &reader)
        guard reader.isAtEnd else { throw reader.failure() }
    }
}
