/// Character classes of the Swift lexical grammar, over bytes and scalars.
///
/// ASCII goes through a 256-entry table; non-ASCII scalars through the range
/// checks the Swift grammar lists (identifier characters follow N1518 Annex X,
/// operator characters the "Operators" section of The Swift Programming Language).
enum CharacterClass {
    static let identifierStart: UInt8 = 1 << 0
    static let identifierContinue: UInt8 = 1 << 1
    static let operatorCharacter: UInt8 = 1 << 2
    static let digit: UInt8 = 1 << 3
    static let hexDigit: UInt8 = 1 << 4
    static let letter: UInt8 = 1 << 5

    /// The ASCII table, allocated once and never freed; readers copy the pointer.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") {
            table[Int(byte)] = identifierStart | identifierContinue | letter
        }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            table[Int(byte)] = identifierStart | identifierContinue | letter
        }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") {
            table[Int(byte)] = identifierContinue | digit | hexDigit
        }
        table[Int(UInt8(ascii: "_"))] = identifierStart | identifierContinue
        table[Int(UInt8(ascii: "$"))] = identifierContinue
        for scalar in "/=-+*%<>!&|^~.?".utf8 { table[Int(scalar)] = operatorCharacter }
        return UnsafePointer(table)
    }()

    /// The value of an ASCII hexadecimal digit, or `nil` (shared by the lexer, the YAML
    /// reader and XML character references).
    @inline(__always) static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: - Non-ASCII scalars

    /// Whether a scalar may continue an identifier.
    static func isIdentifierContinue(_ c: UInt32) -> Bool {
        if c < 0x80 { return table[Int(c)] & identifierContinue != 0 }
        switch c {
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE,
             0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF,
             0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
             0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
             0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
             0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8:
            return true
        case 0x10000...0xEFFFD:
            // Every plane from 1 to 14, except each plane's last two code points.
            return c & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// Whether a scalar may start an identifier (combining marks may not).
    static func isIdentifierStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return table[Int(c)] & identifierStart != 0 }
        guard isIdentifierContinue(c) else { return false }
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return false
        default: return true
        }
    }

    /// Whether a scalar may start an operator.
    static func isOperatorStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return table[Int(c)] & operatorCharacter != 0 }
        switch c {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB,
             0x00BF, 0x00D7, 0x00F7, 0x2016, 0x2017, 0x2020...0x2027, 0x2030...0x203E,
             0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
             0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// Whether a scalar may continue an operator (adds combining marks and variation selectors).
    static func isOperatorContinue(_ c: UInt32) -> Bool {
        if isOperatorStart(c) { return true }
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// The value returned by `decode` for an ill-formed sequence.
    static let invalidScalar: UInt32 = 0xFFFF_FFFF

    /// Decodes the scalar at `index` (which must be `< count`).
    ///
    /// Returns the scalar and its byte length. An ill-formed sequence returns
    /// `invalidScalar` with a length of at least 1, so callers always advance:
    /// a stray continuation byte swallows the continuation bytes after it, and a
    /// truncated sequence stops at the first byte that does not continue it.
    @inline(__always)
    static func decode(_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> (scalar: UInt32, length: Int) {
        let lead = base[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead < 0xC2 || lead >= 0xF5 {
            var end = index + 1
            while end < count, base[end] & 0xC0 == 0x80 { end += 1 }
            return (invalidScalar, end - index)
        }
        let length = lead >= 0xF0 ? 4 : (lead >= 0xE0 ? 3 : 2)
        var value = UInt32(lead) & (lead >= 0xF0 ? 0x07 : (lead >= 0xE0 ? 0x0F : 0x1F))
        var offset = 1
        while offset < length {
            let position = index + offset
            guard position < count, base[position] & 0xC0 == 0x80 else {
                return (invalidScalar, offset)
            }
            value = value << 6 | UInt32(base[position] & 0x3F)
            offset += 1
        }
        // Reject overlong forms and surrogates, as the toolchain's lexer does.
        if (length == 3 && value < 0x800) || (length == 4 && value < 0x10000)
            || (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF {
            return (invalidScalar, length)
        }
        return (value, length)
    }
}
