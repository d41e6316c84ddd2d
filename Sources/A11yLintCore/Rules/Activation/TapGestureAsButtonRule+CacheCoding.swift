/// The cache encoding of what TapGestureAsButtonRule collects in pass 1 (its `FileInfo`): each stored property in order, counted by
/// `CacheCodingTests` against `cacheFieldCount` where it has one (see Engine/Cache/CacheCoding+Facts.swift).
extension TapGestureAsButtonRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 5
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
        writer.writeVarint(UInt64(menuActions.count))
        for action in menuActions {
            writer.write(action.owner)
            writer.writeVarint(UInt64(action.calls.count))
            for call in action.calls {
                writer.write(call.receiver)
                writer.write(call.signature)
            }
            writer.write(action.writes)
            writer.write(action.selector)
        }
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
        for _ in 0..<(try reader.readCount()) {
            var action = TapGestureAsButtonRule.MenuAction(owner: try reader.readString())
            for _ in 0..<(try reader.readCount()) {
                let receiver: [String] = try reader.readArray()
                action.calls.append(TapGestureAsButtonRule.ActionCall(receiver: receiver, signature: try reader.readString()))
            }
            action.writes = try reader.readArray()
            action.selector = try reader.readString()
            menuActions.append(action)
        }
    }
}
