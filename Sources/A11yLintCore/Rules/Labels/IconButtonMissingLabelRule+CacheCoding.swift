/// The cache encoding of what IconButtonMissingLabelRule collects in pass 1 (its `FileInfo`): each stored property in order, counted by
/// `CacheCodingTests` against `cacheFieldCount` where it has one (see Engine/Cache/CacheCoding+Facts.swift).
extension IconButtonMissingLabelRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 6
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
        writer.write(holders)
        writer.write(imageFunctions)
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
        holders = try reader.readDictionary()
        imageFunctions = try reader.readDictionary()
    }
}
