/// The cache encodings of the values a lint run keeps per file: findings, the shared
/// facts, and what each collecting rule collects (its `FileInfo`).
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
    static let cacheFieldCount = 5
    public func encode(to writer: inout CacheWriter) {
        writer.write(type)
        writer.write(isCovered)
        writer.write(actionSignatures)
        writer.write(isLabeled)
        writer.write(isInPreview)
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(type: try reader.readString(), isCovered: try reader.readBool(),
                  actionSignatures: try reader.readSet(), isLabeled: try reader.readBool(),
                  isInPreview: try reader.readBool())
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

// MARK: - What collecting rules collect

extension HideHelperUse: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 8
    public func encode(to writer: inout CacheWriter) {
        writer.write(member)
        writer.write(isCall)
        writer.write(receiver)
        writer.write(receiverType)
        writer.write(enclosingType)
        writer.write(path)
        writer.write(range)
        writer.write(start)
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(member: try reader.readString(), isCall: try reader.readBool(), receiver: try reader.readString(),
                  receiverType: try reader.readOptional(), enclosingType: try reader.readString(),
                  path: try reader.readString(), range: try reader.read(), start: try reader.read())
    }
}

extension ImageExposure: CacheCodable {
    public func encode(to writer: inout CacheWriter) {
        switch self {
        case .covered: writer.writeVarint(0)
        case .value: writer.writeVarint(1)
        case .exposed: writer.writeVarint(2)
        case .onlyContent(let control):
            writer.writeVarint(3)
            writer.write(control)
        case .body(let view, let accompanied):
            writer.writeVarint(4)
            writer.write(view)
            writer.write(accompanied)
        case .slot(let key, let then):
            writer.writeVarint(5)
            writer.write(key)
            then.encode(to: &writer)
        }
    }
    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self = try ImageExposure.decode(from: &reader, depth: 0)
    }

    /// Decodes one context; nested slots deeper than 64 are malformed.
    static func decode(from reader: inout CacheReader, depth: Int) throws(CacheDecodingError) -> ImageExposure {
        switch try reader.readVarint() {
        case 0: return .covered
        case 1: return .value
        case 2: return .exposed
        case 3: return .onlyContent(try reader.readString())
        case 4: return .body(try reader.readString(), accompanied: try reader.readBool())
        case 5:
            guard depth < 64 else { throw reader.failure() }
            let key = try reader.readString()
            return .slot(key, then: try decode(from: &reader, depth: depth + 1))
        default: throw reader.failure()
        }
    }
}

extension LinkNotUnderlinedRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 6
    func encode(to writer: inout CacheWriter) {
        writer.writeVarint(UInt64(markdownProducers.count))
        for producer in markdownProducers {
            writer.write(producer.name)
            writer.write(producer.underlinesLinks)
        }
        writer.write(underliningConstants)
        writer.writeVarint(UInt64(storedProducers.count))
        for producer in storedProducers {
            writer.write(producer.type)
            writer.write(producer.member)
            writer.write(producer.underlinesLinks)
        }
        writer.writeVarint(UInt64(caseProducers.count))
        for producer in caseProducers {
            writer.write(producer.name)
            writer.write(producer.underlinesLinks)
        }
        writer.write(attributedCases)
        writer.write(markdownFields)
    }
    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init()
        for _ in 0..<(try reader.readCount()) {
            markdownProducers.append((try reader.readString(), try reader.readBool()))
        }
        underliningConstants = try reader.readArray()
        for _ in 0..<(try reader.readCount()) {
            storedProducers.append((try reader.readString(), try reader.readString(), try reader.readBool()))
        }
        for _ in 0..<(try reader.readCount()) {
            caseProducers.append((try reader.readString(), try reader.readBool()))
        }
        attributedCases = try reader.readArray()
        markdownFields = try reader.readArray()
    }
}

extension IconButtonMissingLabelRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 4
    func encode(to writer: inout CacheWriter) {
        writer.writeVarint(UInt64(inTypes.count))
        for entry in inTypes {
            writer.write(entry.type)
            writer.write(entry.receiver)
            writer.write(entry.evidence)
        }
        writer.write(labeledReceivers)
        writer.writeVarint(UInt64(ownReceivers.count))
        for name in ownReceivers.keys.sorted() {
            writer.write(name)
            let entries = ownReceivers[name] ?? []
            writer.writeVarint(UInt64(entries.count))
            for entry in entries {
                writer.write(entry.type)
                writer.write(entry.evidence)
            }
        }
        writer.write(labeledResults)
    }
    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init()
        for _ in 0..<(try reader.readCount()) {
            inTypes.append((try reader.readString(), try reader.readString(), try reader.readString()))
        }
        labeledReceivers = try reader.readDictionary()
        for _ in 0..<(try reader.readCount()) {
            let name = try reader.readString()
            var entries: [(type: String, evidence: String)] = []
            for _ in 0..<(try reader.readCount()) {
                entries.append((try reader.readString(), try reader.readString()))
            }
            ownReceivers[name] = entries
        }
        labeledResults = try reader.readDictionary()
    }
}

extension ImageMissingLabelRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 8
    func encode(to writer: inout CacheWriter) {
        writer.writeVarint(UInt64(useContexts.count))
        for use in useContexts {
            writer.write(use.type)
            writer.write(use.context)
        }
        writer.write(namedControlViews)
        writer.write(labelForwardingViews)
        writer.write(hiddenContentClosures)
        writer.write(previewUses)
        writer.write(otherUses)
        writer.writeVarint(UInt64(memberUses.count))
        for use in memberUses {
            writer.write(use.name)
            writer.write(use.context)
        }
        writer.writeVarint(UInt64(ownHelperUses.count))
        for use in ownHelperUses {
            writer.write(use.key)
            writer.write(use.context)
        }
    }
    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init()
        for _ in 0..<(try reader.readCount()) {
            useContexts.append((try reader.readString(), try reader.read()))
        }
        namedControlViews = try reader.readArray()
        labelForwardingViews = try reader.readArray()
        hiddenContentClosures = try reader.readArray()
        previewUses = try reader.readSet()
        otherUses = try reader.readSet()
        for _ in 0..<(try reader.readCount()) {
            memberUses.append((try reader.readString(), try reader.read()))
        }
        for _ in 0..<(try reader.readCount()) {
            ownHelperUses.append((try reader.readString(), try reader.read()))
        }
    }
}

extension TapGestureAsButtonRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 4
    func encode(to writer: inout CacheWriter) {
        writer.write(factories)
        writer.writeVarint(UInt64(cellRepeaters.count))
        for repeater in cellRepeaters {
            writer.write(repeater.name)
            writer.write(repeater.cell)
        }
        writer.writeVarint(UInt64(viewControlActions.count))
        for view in viewControlActions {
            writer.write(view.type)
            writer.write(view.actions)
        }
        writer.write(buttonElementTypes)
    }
    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init()
        factories = try reader.readArray()
        for _ in 0..<(try reader.readCount()) {
            cellRepeaters.append((try reader.readString(), try reader.readString()))
        }
        for _ in 0..<(try reader.readCount()) {
            viewControlActions.append((try reader.readString(), try reader.read(Set<String>.self)))
        }
        buttonElementTypes = try reader.readArray()
    }
}
