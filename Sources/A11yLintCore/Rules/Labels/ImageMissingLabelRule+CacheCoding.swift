/// The cache encoding of what ImageMissingLabelRule collects in pass 1 (its `FileInfo`): each stored property in order, counted by
/// `CacheCodingTests` against `cacheFieldCount` where it has one (see Engine/Cache/CacheCoding+Facts.swift).
extension ImageMissingLabelRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 9
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
        writer.write(labelingHelpers)
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
        labelingHelpers = try reader.readArray()
    }
}
