/// A map from name hashes to small integers (an id, or the head of a list): open addressing on
/// the hash itself, like `NameSet`, so no `Hasher` runs per lookup. As in `NameSet`, a name hashing
/// to 0 is stored as 1 (the two are one name), and 0 marks an empty slot.
struct NameMap {
    private var keys: [UInt64]
    private var values: [Int32]
    private(set) var count = 0

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt64](repeating: 0, count: size)
        values = [Int32](repeating: 0, count: size)
    }

    /// The value stored for the hash, or nil.
    @inline(__always) subscript(_ hash: UInt64) -> Int32? {
        let key = hash == 0 ? 1 : hash
        let mask = keys.count - 1
        var index = Int(truncatingIfNeeded: key) & mask
        while true {
            let slot = keys[index]
            if slot == key { return values[index] }
            if slot == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores the value for the hash, replacing the one there.
    @inline(__always) mutating func set(_ hash: UInt64, to value: Int32) {
        let key = hash == 0 ? 1 : hash
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var index = Int(truncatingIfNeeded: key) & mask
        while true {
            let slot = keys[index]
            if slot == key {
                values[index] = value
                return
            }
            if slot == 0 {
                keys[index] = key
                values[index] = value
                count += 1
                return
            }
            index = (index + 1) & mask
        }
    }

    /// The value for the hash, inserting `make()`'s first (an id given in order of first sight).
    @inline(__always) mutating func value(for hash: UInt64, inserting make: () -> Int32) -> Int32 {
        if let known = self[hash] { return known }
        let value = make()
        set(hash, to: value)
        return value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [Int32](repeating: 0, count: oldKeys.count * 2)
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { set(key, to: value) }
    }
}
