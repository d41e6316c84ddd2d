/// Strict UTF-8 validation, as Unicode Table 3-7 defines it.
public enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8
    /// sequence (overlong forms, surrogates and values above U+10FFFF are
    /// ill-formed), or `nil` when the whole buffer is valid.
    public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        while index < count {
            // Eight ASCII bytes at a time (the common case in source code).
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // Returns whether the byte at `index + k` is a continuation byte in `low...high`.
            @inline(__always) func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                index + k < count && bytes[index + k] >= low && bytes[index + k] <= high
            }
            switch lead {
            case 0xC2...0xDF:
                guard continuation(1) else { return index }
                index += 2
            case 0xE0:
                guard continuation(1, 0xA0, 0xBF), continuation(2) else { return index }
                index += 3
            case 0xE1...0xEC, 0xEE...0xEF:
                guard continuation(1), continuation(2) else { return index }
                index += 3
            case 0xED:
                guard continuation(1, 0x80, 0x9F), continuation(2) else { return index }
                index += 3
            case 0xF0:
                guard continuation(1, 0x90, 0xBF), continuation(2), continuation(3) else { return index }
                index += 4
            case 0xF1...0xF3:
                guard continuation(1), continuation(2), continuation(3) else { return index }
                index += 4
            case 0xF4:
                guard continuation(1, 0x80, 0x8F), continuation(2), continuation(3) else { return index }
                index += 4
            default:
                return index
            }
        }
        return nil
    }

    /// Array convenience for `firstInvalidOffset(in:)`.
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
    }
}
