/// A quick test before a token's text is made into a `String` to look it up in a set of
/// names: whether some name has the token's first byte and length. False means no name
/// of the set is spelled so; true means look it up.
struct NamePrefilter: Sendable {
    /// First bytes 0..<64 and 64..<128, one bit each; any byte from 128 on.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var hasNonASCII = false
    private var minimumLength = Int.max
    private var maximumLength = 0

    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        add(names)
    }

    /// Lets `names` through too (an empty name matches no token: it is left out).
    mutating func add<Names: Sequence>(_ names: Names) where Names.Element == String {
        for name in names {
            guard let first = name.utf8.first else { continue }
            let length = name.utf8.count
            minimumLength = min(minimumLength, length)
            maximumLength = max(maximumLength, length)
            if first < 64 {
                low |= 1 << UInt64(first)
            } else if first < 128 {
                high |= 1 << UInt64(first - 64)
            } else {
                hasNonASCII = true
            }
        }
    }

    /// Whether a name may be spelled as the bytes `first` starts, `length` long.
    func mayContain(first: UInt8, length: Int) -> Bool {
        guard length >= minimumLength, length <= maximumLength else { return false }
        if first < 64 { return low & (1 << UInt64(first)) != 0 }
        if first < 128 { return high & (1 << UInt64(first - 64)) != 0 }
        return hasNonASCII
    }

    /// `mayContain` for the bytes of `range` in `bytes` (false when it is empty or out of them).
    func mayContain(_ range: ByteRange, in bytes: [UInt8]) -> Bool {
        let start = Int(range.start)
        guard range.end > range.start, start < bytes.count else { return false }
        return mayContain(first: bytes[start], length: Int(range.end - range.start))
    }
}
