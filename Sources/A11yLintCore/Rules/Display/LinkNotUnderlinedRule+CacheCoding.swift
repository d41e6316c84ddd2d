/// The cache encoding of what LinkNotUnderlinedRule collects in pass 1 (its `FileInfo`): each stored property in order, counted by
/// `CacheCodingTests` against `cacheFieldCount` where it has one (see Engine/Cache/CacheCoding+Facts.swift).
extension LinkNotUnderlinedRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 9
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
        writer.writeVarint(UInt64(tableLinks.count))
        for links in tableLinks {
            writer.write(links.table)
            writer.write(links.format)
            writer.write(links.language)
            writer.write(links.keys)
        }
        writer.writeVarint(UInt64(localizedAccessors.count))
        for accessor in localizedAccessors {
            writer.write(accessor.owner)
            writer.write(accessor.member)
            writer.write(accessor.reference.table ?? "")
            writer.write(accessor.reference.table != nil)
            writer.write(accessor.reference.key)
            writer.writeVarint(UInt64(accessor.reference.kind.rawValue))
        }
        writer.writeVarint(UInt64(markdownTextInitializers.count))
        for initializer in markdownTextInitializers {
            writer.write(initializer.label)
            writer.write(initializer.underlinesLinks)
        }
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
        for _ in 0..<(try reader.readCount()) {
            tableLinks.append(TableLinks(table: try reader.readString(), format: try reader.readString(),
                                         language: try reader.readString(), keys: try reader.readArray()))
        }
        for _ in 0..<(try reader.readCount()) {
            let owner = try reader.readString(), member = try reader.readString()
            let table = try reader.readString(), hasTable = try reader.readBool(), key = try reader.readString()
            guard let kind = LocalizedKeyReference.Kind(rawValue: UInt8(truncatingIfNeeded: try reader.readVarint())) else {
                throw reader.failure()
            }
            localizedAccessors.append((owner, member, LocalizedKeyReference(table: hasTable ? table : nil, key: key, kind: kind)))
        }
        for _ in 0..<(try reader.readCount()) {
            markdownTextInitializers.append((try reader.readString(), try reader.readBool()))
        }
    }
}
