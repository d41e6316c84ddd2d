/// The cache encoding of the hide-helper uses hidden-by-clear-tint collects: each stored property in order, counted by
/// `CacheCodingTests` against `cacheFieldCount` where it has one (see Engine/Cache/CacheCoding+Facts.swift).
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
