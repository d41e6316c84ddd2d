/// The cache encoding of what TapGestureAsButtonRule collects in pass 1 (its `FileInfo`): each stored property in order, counted by
/// `CacheCodingTests` against `cacheFieldCount` where it has one (see Engine/Cache/CacheCoding+Facts.swift).
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
