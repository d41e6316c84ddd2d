/// The cache encodings of the values a lint run keeps per file: findings and the shared
/// facts. What a collecting rule collects (its `FileInfo`) is encoded beside the rule, in
/// its own folder (`<Rule>+CacheCoding.swift`), with the same conventions.
///
/// Each encoding lists the type's stored properties in order. A property added to one
/// of these types must be added here too, or a cached run would read it as its
/// default: `CacheCodingTests` counts every type's properties by reflection against
/// the number written here (`cacheFieldCount`), so forgetting fails the tests.
protocol CacheFieldCounted {
    /// The number of stored properties the encoding writes.
    static var cacheFieldCount: Int { get }
}

// MARK: - Positions and findings

extension ByteRange: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 2
    public func encode(to writer: inout CacheWriter) {
        writer.writeVarint(UInt64(start))
        writer.writeVarint(UInt64(end &- start))
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        let start = try reader.read(UInt32.self)
        let length = try reader.read(UInt32.self)
        guard UInt64(start) + UInt64(length) <= UInt64(UInt32.max) else { throw reader.failure() }
        self.init(start: start, end: start + length)
    }
}

extension SourceLocation: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 3
    public func encode(to writer: inout CacheWriter) {
        writer.write(line)
        writer.write(utf8Column)
        writer.write(utf16Column)
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(line: try reader.readInt(), utf8Column: try reader.readInt(), utf16Column: try reader.readInt())
    }
}

extension Severity: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.write(rawValue) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        guard let severity = Severity(rawValue: try reader.readString()) else { throw reader.failure() }
        self = severity
    }
}

extension FindingNote: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 4
    public func encode(to writer: inout CacheWriter) {
        writer.write(path)
        writer.write(range)
        writer.write(start)
        writer.write(message)
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(path: try reader.readString(), range: try reader.read(), start: try reader.read(),
                  message: try reader.readString())
    }
}

extension Finding: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 10
    public func encode(to writer: inout CacheWriter) {
        writer.write(ruleID)
        writer.write(severity)
        writer.write(path)
        writer.write(range)
        writer.write(start)
        writer.write(end)
        writer.write(message)
        writer.write(fix)
        writer.write(sourceLine)
        writer.write(notes)
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(ruleID: try reader.readString(), severity: try reader.read(), path: try reader.readString(),
                  range: try reader.read(), start: try reader.read(), end: try reader.read(),
                  message: try reader.readString(), fix: try reader.readOptional(), sourceLine: try reader.readString(),
                  notes: try reader.readArray())
    }
}

// MARK: - Shared facts

extension DeclarationKind: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.writeVarint(UInt64(rawValue)) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        let raw = try reader.readVarint()
        guard raw <= UInt64(UInt8.max), let kind = DeclarationKind(rawValue: UInt8(raw)) else { throw reader.failure() }
        self = kind
    }
}

extension ValueTraits: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.writeVarint(UInt64(rawValue)) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        let raw = try reader.readVarint()
        guard raw <= UInt64(UInt16.max) else { throw reader.failure() }
        self.init(rawValue: UInt16(raw))
    }
}

extension AccessibilitySemantics: CacheCodable {
    public func encode(to writer: inout CacheWriter) { writer.writeVarint(UInt64(rawValue)) }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        let raw = try reader.readVarint()
        guard raw <= UInt64(UInt16.max) else { throw reader.failure() }
        self.init(rawValue: UInt16(raw))
    }
}

extension TypeFact: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 4
    public func encode(to writer: inout CacheWriter) {
        writer.write(name)
        writer.write(kind)
        writer.write(inheritance)
        writer.write(isExcludedFromIOS)
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(name: try reader.readString(), kind: try reader.read(), inheritance: try reader.readArray(),
                  isExcludedFromIOS: try reader.readBool())
    }
}

extension MemberWrite: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 4
    public func encode(to writer: inout CacheWriter) {
        writer.write(type)
        writer.write(receiver)
        writer.write(member)
        writer.write(value)
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(type: try reader.readString(), receiver: try reader.readString(), member: try reader.readString(),
                  value: try reader.read())
    }
}

extension ViewUse: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 6
    public func encode(to writer: inout CacheWriter) {
        writer.write(type)
        writer.write(isCovered)
        writer.write(actionSignatures)
        writer.write(isLabeled)
        writer.write(isInPreview)
        writer.write(isInBar)
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(type: try reader.readString(), isCovered: try reader.readBool(),
                  actionSignatures: try reader.readSet(), isLabeled: try reader.readBool(),
                  isInPreview: try reader.readBool(), isInBar: try reader.readBool())
    }
}

extension FileFacts: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 8
    public func encode(to writer: inout CacheWriter) {
        writer.write(path)
        writer.write(types)
        writer.write(writes)
        writer.writeVarint(UInt64(propertyTypes.count))
        for entry in propertyTypes {
            writer.write(entry.type)
            writer.write(entry.property)
            writer.write(entry.propertyType)
        }
        writer.write(labelAliases)
        writer.writeVarint(UInt64(views.count))
        for view in views {
            writer.write(view.type)
            writer.write(view.semantics)
        }
        writer.write(viewUses)
        writer.write(buttonShapeReaders)
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(path: try reader.readString())
        types = try reader.readArray()
        writes = try reader.readArray()
        for _ in 0..<(try reader.readCount()) {
            propertyTypes.append((try reader.readString(), try reader.readString(), try reader.readString()))
        }
        labelAliases = try reader.readArray()
        for _ in 0..<(try reader.readCount()) {
            views.append((try reader.readString(), try reader.read()))
        }
        viewUses = try reader.readArray()
        buttonShapeReaders = try reader.readArray()
    }
}
