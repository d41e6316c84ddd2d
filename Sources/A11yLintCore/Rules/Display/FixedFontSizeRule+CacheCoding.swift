/// The cache encoding of what FixedFontSizeRule collects in pass 1 (its `FileInfo`): each stored property in order,
/// counted by `CacheCodingTests` against `cacheFieldCount` (see Engine/Cache/CacheCoding+Facts.swift).
extension FixedFontSizeRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 5
    func encode(to writer: inout CacheWriter) {
        writer.write(refilledStacks)
        writer.write(collectionWrites)
        writer.write(fontAliases)
        writer.write(titledReceivers)
        writer.write(titlesUnnamedButtons)
    }
    init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(refilledStacks: try reader.readSet(), collectionWrites: try reader.readSet(), fontAliases: try reader.readSet(),
                  titledReceivers: try reader.readSet(), titlesUnnamedButtons: try reader.readBool())
    }
}
