/// The incremental cache's record of what a file's findings read of the cross-file facts.
///
/// With the cache, pass 2 checks each file against a copy of the project model that
/// notes every lookup (`ProjectModel.recording(into:)`): the table and the key. The file's
/// cache entry keeps those lookups and the digest of the values they found; a later run,
/// in which other files' facts changed, reuses the file's findings when the same lookups
/// find the same values (`ProjectModel.digest(of:)`), so a type added in one file re-checks
/// only the files that looked that type up, not every file.
///
/// A new cross-file fact declares what it reads in one place: a `FactTable` case, the
/// lookup noting it (`RecordedTable`/`RecordedSet` do it for a keyed table; a method notes
/// `reads?.note(.table, key)`), and the encoding of its value in `ProjectModel.encodeValue`.
/// A lookup that escapes the record (a new public property read directly) would make a
/// cached finding stale, so every public property of the model is a recorded table.
public enum FactTable: UInt8, Sendable, CaseIterable, Comparable {
    case inheritance, typeKinds, typesExcludedFromIOS, writes, propertyTypes, labelAliasNames,
         viewSemantics, viewUses, buttonShapeReaders
    /// `ProjectModel.isAppKitOnly`, a fact of the whole hierarchy, noted as its answer.
    case isAppKitOnly

    public static func < (lhs: FactTable, rhs: FactTable) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One lookup in the cross-file facts: a table and a key (a member's key has two parts;
/// a read of the whole table has the key `""` and the member `"*"`).
public struct FactRead: Hashable, Sendable, Comparable {
    public var table: FactTable
    public var key: String
    public var member: String

    public init(table: FactTable, key: String, member: String = "") {
        self.table = table
        self.key = key
        self.member = member
    }

    /// A read of a whole table (its every key matters, as for a set read as a whole).
    static func whole(_ table: FactTable) -> FactRead { FactRead(table: table, key: "", member: "*") }

    public static func < (lhs: FactRead, rhs: FactRead) -> Bool {
        if lhs.table != rhs.table { return lhs.table < rhs.table }
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        return lhs.member < rhs.member
    }
}

/// The lookups of one file's check. Used by the one worker checking that file.
public final class FactReads: @unchecked Sendable {
    private var noted: [FactRead] = []

    public init() {}

    /// Notes a lookup (cheap: an append; duplicates go in `reads`).
    @inline(__always) func note(_ table: FactTable, _ key: String, _ member: String = "") {
        noted.append(FactRead(table: table, key: key, member: member))
    }

    /// The distinct lookups, sorted.
    var reads: [FactRead] {
        var sorted = noted.sorted()
        var unique = 0
        for position in sorted.indices where position == 0 || sorted[position] != sorted[unique - 1] {
            sorted[unique] = sorted[position]
            unique += 1
        }
        sorted.removeSubrange(unique...)
        return sorted
    }
}

/// A table of cross-file facts by name whose lookups are noted when the model records.
public struct RecordedTable<Value: Sendable>: Sendable {
    var storage: [String: Value] = [:]
    let table: FactTable
    var reads: FactReads?

    init(_ table: FactTable) { self.table = table }

    public subscript(key: String) -> Value? {
        reads?.note(table, key)
        return storage[key]
    }

    /// The value without noting the lookup (for the model's own merging and digests).
    func unrecorded(_ key: String) -> Value? { storage[key] }
}

extension RecordedTable: Equatable where Value: Equatable {
    public static func == (lhs: RecordedTable, rhs: RecordedTable) -> Bool { lhs.storage == rhs.storage }
}

/// A set of names among the cross-file facts whose membership tests are noted.
public struct RecordedSet: Sendable, Equatable {
    var storage: Set<String> = []
    let table: FactTable
    var reads: FactReads?

    init(_ table: FactTable) { self.table = table }

    public func contains(_ name: String) -> Bool {
        reads?.note(table, name)
        return storage.contains(name)
    }

    /// Whether the set is empty: depends on every name in it.
    public var isEmpty: Bool {
        reads?.note(table, "", "*")
        return storage.isEmpty
    }

    public static func == (lhs: RecordedSet, rhs: RecordedSet) -> Bool { lhs.storage == rhs.storage }
}

extension ProjectModel {
    /// This model, noting every lookup into `reads` (dictionaries are shared, not copied).
    public func recording(into reads: FactReads) -> ProjectModel {
        var model = self
        model.attach(reads)
        return model
    }

    /// The digest of what `reads` find in this model: equal in a later run exactly when
    /// every lookup finds the same value. (Each read's encoding, then its value's digest.)
    public func digest(of reads: [FactRead]) -> ContentHash {
        var writer = CacheWriter()
        for read in reads {
            read.encode(to: &writer)
            valueDigest(of: read).encode(to: &writer)
        }
        return ContentHash(writer.bytes)
    }

    /// The digest of one lookup's value.
    func valueDigest(of read: FactRead) -> ContentHash {
        var value = CacheWriter()
        encodeValue(of: read, to: &value)
        return ContentHash(value.bytes)
    }

    /// `digest(of:)` of reads as the cache stores them (`[FactRead]` encoded), with the
    /// value digests of lookups already met in other files taken from `memo` (keyed by the
    /// read's encoding, so a lookup many files share is neither decoded nor looked up again);
    /// `nil` when the bytes do not decode.
    func digest(ofEncoded bytes: [UInt8], memo: inout [ArraySlice<UInt8>: ContentHash]) -> ContentHash? {
        var reader = CacheReader(bytes)
        var writer = CacheWriter()
        do {
            let count = try reader.readCount()
            for _ in 0..<count {
                let start = reader.offset
                _ = try reader.readVarint()
                try reader.skipBytes()
                try reader.skipBytes()
                let encoded = reader.slice(from: start, to: reader.offset)
                let value: ContentHash
                if let known = memo[encoded] {
                    value = known
                } else {
                    var decoder = CacheReader(bytes, offset: start)
                    value = valueDigest(of: try FactRead(from: &decoder))
                    memo[encoded] = value
                }
                writer.append(encoded: encoded)
                value.encode(to: &writer)
            }
        } catch {
            return nil
        }
        return reader.isAtEnd ? ContentHash(writer.bytes) : nil
    }
}

extension FactRead: CacheCodable {
    public func encode(to writer: inout CacheWriter) {
        writer.writeVarint(UInt64(table.rawValue))
        writer.write(key)
        writer.write(member)
    }

    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        let raw = try reader.readVarint()
        guard raw <= UInt64(UInt8.max), let table = FactTable(rawValue: UInt8(raw)) else { throw reader.failure() }
        self.init(table: table, key: try reader.readString(), member: try reader.readString())
    }
}
