/// The cache encoding of what TouchHandlingWithoutActivateRule collects in pass 1 (its `FileInfo`): each stored
/// property in order, counted by `CacheCodingTests` against `cacheFieldCount`.
extension TouchHandlingWithoutActivateRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 4
    func encode(to writer: inout CacheWriter) {
        writer.writeVarint(UInt64(classes.count))
        for type in classes {
            writer.write(type.name)
            writer.write(type.superclass)
            writer.write(type.actsOnTouches)
            writer.write(type.tracksMovement)
        }
        writer.write(constructed)
        writer.write(documentInstances)
        writer.write(accessibleDocumentInstances)
    }
    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init()
        for _ in 0..<(try reader.readCount()) {
            let name = try reader.readString()
            let superclass = try reader.readString()
            let acts = try reader.readBool()
            let moves = try reader.readBool()
            classes.append(.init(name: name, superclass: superclass, actsOnTouches: acts, tracksMovement: moves))
        }
        constructed = try reader.readArray()
        documentInstances = try reader.readArray()
        accessibleDocumentInstances = try reader.readArray()
    }
}
