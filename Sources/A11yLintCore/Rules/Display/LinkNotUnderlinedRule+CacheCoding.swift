/// The cache encoding of what LinkNotUnderlinedRule collects in pass 1 (its `FileInfo`): each stored property in order, counted by
/// `CacheCodingTests` against `cacheFieldCount` where it has one (see Engine/Cache/CacheCoding+Facts.swift).
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
