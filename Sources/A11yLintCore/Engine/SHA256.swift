/// SHA-256 as specified in FIPS 180-4, written out because CryptoKit is not
/// available on Linux and the package takes no dependencies.
///
/// Used only for fingerprints (a few hashes of short strings per finding), so
/// it favours plainness over speed. Section numbers refer to FIPS 180-4.
enum SHA256 {
    /// The digest of `message` (32 bytes).
    static func hash(_ message: [UInt8]) -> [UInt8] {
        var state = initialHash
        var block = [UInt32](repeating: 0, count: 64)
        let padded = pad(message)
        var offset = 0
        while offset < padded.count {
            compress(padded, at: offset, schedule: &block, state: &state)
            offset += 64
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    /// The digest of the UTF-8 bytes of `text`, as 64 lowercase hexadecimal digits.
    static func hexDigest(of text: String) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        var output = ""
        output.reserveCapacity(64)
        for byte in hash(Array(text.utf8)) {
            output.append(digits[Int(byte >> 4)])
            output.append(digits[Int(byte & 0xF)])
        }
        return output
    }

    // MARK: - Padding (§5.1.1)

    /// `message`, then a `1` bit, zeros up to 56 mod 64 bytes, then the
    /// message length in bits as a 64-bit big-endian integer.
    private static func pad(_ message: [UInt8]) -> [UInt8] {
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bitLength = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        return padded
    }

    // MARK: - Hash computation (§6.2.2)

    /// Processes the 64-byte block at `offset` into `state`.
    private static func compress(_ bytes: [UInt8], at offset: Int, schedule w: inout [UInt32], state: inout [UInt32]) {
        // 1. The message schedule.
        for t in 0..<16 {
            let base = offset + t * 4
            w[t] = UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16
                | UInt32(bytes[base + 2]) << 8 | UInt32(bytes[base + 3])
        }
        for t in 16..<64 {
            w[t] = smallSigma1(w[t - 2]) &+ w[t - 7] &+ smallSigma0(w[t - 15]) &+ w[t - 16]
        }
        // 2.–3. The working variables and the 64 rounds.
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<64 {
            let t1 = h &+ bigSigma1(e) &+ choose(e, f, g) &+ roundConstants[t] &+ w[t]
            let t2 = bigSigma0(a) &+ majority(a, b, c)
            h = g; g = f; f = e; e = d &+ t1
            d = c; c = b; b = a; a = t1 &+ t2
        }
        // 4. The intermediate hash value.
        state[0] = state[0] &+ a; state[1] = state[1] &+ b
        state[2] = state[2] &+ c; state[3] = state[3] &+ d
        state[4] = state[4] &+ e; state[5] = state[5] &+ f
        state[6] = state[6] &+ g; state[7] = state[7] &+ h
    }

    // MARK: - Functions (§4.1.2)

    private static func rotateRight(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
    private static func choose(_ x: UInt32, _ y: UInt32, _ z: UInt32) -> UInt32 { (x & y) ^ (~x & z) }
    private static func majority(_ x: UInt32, _ y: UInt32, _ z: UInt32) -> UInt32 { (x & y) ^ (x & z) ^ (y & z) }
    private static func bigSigma0(_ x: UInt32) -> UInt32 { rotateRight(x, 2) ^ rotateRight(x, 13) ^ rotateRight(x, 22) }
    private static func bigSigma1(_ x: UInt32) -> UInt32 { rotateRight(x, 6) ^ rotateRight(x, 11) ^ rotateRight(x, 25) }
    private static func smallSigma0(_ x: UInt32) -> UInt32 { rotateRight(x, 7) ^ rotateRight(x, 18) ^ (x >> 3) }
    private static func smallSigma1(_ x: UInt32) -> UInt32 { rotateRight(x, 17) ^ rotateRight(x, 19) ^ (x >> 10) }

    // MARK: - Constants

    /// §5.3.3: the first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialHash: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    /// §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
