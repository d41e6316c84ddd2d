/// The cache encoding of what TapGestureAsButtonRule collects in pass 1 (its `FileInfo`): each stored property in order, counted by
/// `CacheCodingTests` against `cacheFieldCount` where it has one (see Engine/Cache/CacheCoding+Facts.swift).
extension TapGestureAsButtonRule.FileInfo: CacheCodable, CacheFieldCounted {
    static let cacheFieldCount = 10
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
        writer.writeVarint(UInt64(screenControls.count))
        for control in screenControls {
            writer.write(control.owner)
            writer.write(control.scope)
            writer.writeVarint(UInt64(control.offset))
            writer.write(control.selector)
            for lists in [control.alternatives, control.flat] {
                writer.writeVarint(UInt64(lists.count))
                for parts in lists { Self.write(parts, to: &writer) }
            }
        }
        writer.writeVarint(UInt64(selectorMethods.count))
        for method in selectorMethods {
            writer.write(method.owner)
            writer.write(method.name)
            Self.write(method.parts, to: &writer)
            Self.write(method.flat, to: &writer)
        }
        writer.writeVarint(UInt64(embeddings.count))
        for pair in embeddings {
            writer.write(pair.owner)
            writer.write(pair.embedded)
        }
        writer.write(buttonTraitFlags)
        writer.writeVarint(UInt64(closures.slots.count))
        for slot in closures.slots {
            writer.write(slot.slot)
            Self.write(hashes: slot.stored, to: &writer)
        }
        Self.write(hashes: closures.supplied, to: &writer)
        writer.writeVarint(UInt64(closures.implicitInits.count))
        for labels in closures.implicitInits { Self.write(hashes: labels, to: &writer) }
    }

    /// Name hashes as a count, then each as eight bytes (`CacheReader.readUInt64List`).
    static func write(hashes: [UInt64], to writer: inout CacheWriter) {
        writer.writeVarint(UInt64(hashes.count))
        for hash in hashes { writer.write(hash) }
    }

    /// Effects as a count, then each receiver and signature.
    static func write(_ parts: [TapGestureAsButtonRule.ActionCall], to writer: inout CacheWriter) {
        writer.writeVarint(UInt64(parts.count))
        for part in parts {
            writer.write(part.receiver)
            writer.write(part.signature)
        }
    }

    static func readParts(from reader: inout CacheReader) throws(CacheDecodingError) -> [TapGestureAsButtonRule.ActionCall] {
        var parts: [TapGestureAsButtonRule.ActionCall] = []
        for _ in 0..<(try reader.readCount()) {
            let receiver: [String] = try reader.readArray()
            parts.append(TapGestureAsButtonRule.ActionCall(receiver: receiver, signature: try reader.readString()))
        }
        return parts
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
        for _ in 0..<(try reader.readCount()) {
            let owner = try reader.readString()
            let scope = try reader.readString()
            let offset = UInt32(truncatingIfNeeded: try reader.readVarint())
            var control = TapGestureAsButtonRule.ScreenControl(owner: owner, scope: scope, offset: offset,
                                                               selector: try reader.readString())
            for _ in 0..<(try reader.readCount()) { control.alternatives.append(try Self.readParts(from: &reader)) }
            for _ in 0..<(try reader.readCount()) { control.flat.append(try Self.readParts(from: &reader)) }
            screenControls.append(control)
        }
        for _ in 0..<(try reader.readCount()) {
            let owner = try reader.readString()
            var method = TapGestureAsButtonRule.MethodEffects(owner: owner, name: try reader.readString())
            method.parts = try Self.readParts(from: &reader)
            method.flat = try Self.readParts(from: &reader)
            selectorMethods.append(method)
        }
        for _ in 0..<(try reader.readCount()) {
            embeddings.append((try reader.readString(), try reader.readString()))
        }
        buttonTraitFlags = try reader.readArray()
        for _ in 0..<(try reader.readCount()) {
            closures.slots.append((try reader.readString(), try reader.readUInt64List()))
        }
        closures.supplied = try reader.readUInt64List()
        for _ in 0..<(try reader.readCount()) { closures.implicitInits.append(try reader.readUInt64List()) }
    }
}
