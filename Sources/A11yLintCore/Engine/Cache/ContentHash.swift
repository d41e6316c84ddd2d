/// A 128-bit digest of bytes, for cache keys: MurmurHash3's x64 128-bit mixing over
/// 16-byte blocks (several GB/s), not a cryptographic hash. The cache keys files by
/// content with it and decides with it whether cross-file facts changed; an accidental
/// collision (about 2⁻⁶⁴ for a billion files) is the only way it could be fooled.
public struct ContentHash: Hashable, Sendable, CacheCodable {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `bytes`.
    public init(_ bytes: [UInt8], seed: UInt64 = 0) {
        self = bytes.withUnsafeBytes { ContentHash(buffer: $0, seed: seed) }
    }

    /// The digest of a string's UTF-8 bytes.
    public init(_ text: String) { self.init(Array(text.utf8)) }

    /// The digest of a sequence of digests (order matters).
    public init(combining parts: [ContentHash]) {
        var writer = CacheWriter()
        for part in parts { part.encode(to: &writer) }
        self.init(writer.bytes, seed: 0x9E37_79B9_7F4A_7C15)
    }

    init(buffer: UnsafeRawBufferPointer, seed: UInt64) {
        let c1: UInt64 = 0x87C3_7B91_1142_53D5
        let c2: UInt64 = 0x4CF5_AD43_2745_937F
        var h1 = seed
        var h2 = seed
        let count = buffer.count
        let blocks = count / 16
        @inline(__always) func rotate(_ value: UInt64, _ amount: UInt64) -> UInt64 {
            (value << amount) | (value >> (64 - amount))
        }
        for block in 0..<blocks {
            var k1 = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
            var k2 = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
            k1 = rotate(k1 &* c1, 31) &* c2
            h1 ^= k1
            h1 = (rotate(h1, 27) &+ h2) &* 5 &+ 0x52DC_E729
            k2 = rotate(k2 &* c2, 33) &* c1
            h2 ^= k2
            h2 = (rotate(h2, 31) &+ h1) &* 5 &+ 0x3849_5AB5
        }
        // The last 0–15 bytes.
        var k1: UInt64 = 0
        var k2: UInt64 = 0
        let tail = blocks * 16
        for position in stride(from: count - 1, through: tail, by: -1) {
            let byte = UInt64(buffer[position])
            let shift = UInt64((position - tail) % 8) * 8
            if position - tail >= 8 { k2 |= byte << shift } else { k1 |= byte << shift }
        }
        if count - tail > 8 {
            k2 = rotate(k2 &* c2, 33) &* c1
            h2 ^= k2
        }
        if count - tail > 0 {
            k1 = rotate(k1 &* c1, 31) &* c2
            h1 ^= k1
        }
        h1 ^= UInt64(count)
        h2 ^= UInt64(count)
        h1 &+= h2
        h2 &+= h1
        @inline(__always) func finalMix(_ value: UInt64) -> UInt64 {
            var value = value
            value ^= value >> 33
            value &*= 0xFF51_AFD7_ED55_8CCD
            value ^= value >> 33
            value &*= 0xC4CE_B9FE_1A85_EC53
            value ^= value >> 33
            return value
        }
        h1 = finalMix(h1)
        h2 = finalMix(h2)
        h1 &+= h2
        h2 &+= h1
        self.init(high: h1, low: h2)
    }

    /// 32 hexadecimal digits (for file names).
    public var hex: String {
        func digits(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(high) + digits(low)
    }

    public func encode(to writer: inout CacheWriter) {
        writer.write(high)
        writer.write(low)
    }

    public init(from reader: inout CacheReader) throws(CacheDecodingError) {
        self.init(high: try reader.readUInt64(), low: try reader.readUInt64())
    }
}
