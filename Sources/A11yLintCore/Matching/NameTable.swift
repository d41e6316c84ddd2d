/// The names rules subscribe to, hashed once per run, so indexing a file
/// records their occurrences in one pass without building a `String` per token.
public struct NameTable: Sendable {
    /// The subscribed names, in id order.
    public let names: [String]
    private let utf8Names: [[UInt8]]
    /// Open-addressing slots holding `id + 1` (0 = empty).
    private let slots: [Int32]
    private let mask: Int

    public init(names: [String]) {
        var unique: [String] = []
        var seen = Set<String>()
        for name in names where !name.isEmpty && seen.insert(name).inserted { unique.append(name) }
        self.names = unique
        self.utf8Names = unique.map { Array($0.utf8) }
        var capacity = 16
        while capacity < unique.count * 4 { capacity <<= 1 }
        var slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (id, bytes) in utf8Names.enumerated() {
            var slot = Int(bytes.withUnsafeBufferPointer { NameTable.hash($0.baseAddress, $0.count) }) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id + 1)
        }
        self.slots = slots
        self.mask = mask
    }

    /// FNV-1a over the bytes.
    @inline(__always)
    static func hash(_ base: UnsafePointer<UInt8>?, _ count: Int) -> UInt32 {
        guard let base else { return 2_166_136_261 }
        var hash: UInt32 = 2_166_136_261
        for index in 0..<count {
            hash = (hash ^ UInt32(base[index])) &* 16_777_619
        }
        return hash
    }

    /// The id of the name spelled by `count` bytes at `base`, if subscribed.
    @inline(__always)
    public func id(of base: UnsafePointer<UInt8>, count: Int) -> Int? {
        var slot = Int(NameTable.hash(base, count)) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            let id = Int(entry) - 1
            let candidate = utf8Names[id]
            if candidate.count == count {
                var equal = true
                for offset in 0..<count where candidate[offset] != base[offset] {
                    equal = false
                    break
                }
                if equal { return id }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The id of `name`, if subscribed.
    public func id(of name: String) -> Int? {
        guard !name.isEmpty else { return nil }                 // no subscribed name is empty
        var name = name
        return name.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return id(of: base, count: buffer.count)
        }
    }
}
