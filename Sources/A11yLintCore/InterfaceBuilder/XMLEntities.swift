/// XML references: the five predefined entities and character references.
///
/// Interface Builder files declare no entities of their own, so `&name;` for
/// any other name is an error rather than something to look up in a DTD.
enum XMLEntities {
    /// The scalar the reference at `start` (an `&`) stands for and the offset
    /// after its `;`, or `nil` when it is not a valid reference.
    ///
    /// Character references must name a character XML allows (`#x9`, `#xA`,
    /// `#xD`, `#x20`–`#xD7FF`, `#xE000`–`#xFFFD`, `#x10000`–`#x10FFFF`), so
    /// `&#0;` and surrogates are rejected. A long run of digits is read to its
    /// end once but stops accumulating past U+10FFFF, so nothing overflows.
    static func reference(in bytes: [UInt8], at start: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        let count = bytes.count
        var index = start + 1
        guard index < count else { return nil }
        guard bytes[index] == UInt8(ascii: "#") else { return predefined(in: bytes, at: index) }
        index += 1
        var radix: UInt32 = 10
        if index < count, bytes[index] == UInt8(ascii: "x") {
            radix = 16
            index += 1
        }
        var value: UInt32 = 0
        var digitCount = 0
        while index < count, let digit = digitValue(bytes[index], radix: radix) {
            if value <= 0x10FFFF { value = value * radix + digit }
            digitCount += 1
            index += 1
        }
        guard digitCount > 0, index < count, bytes[index] == UInt8(ascii: ";"), isXMLCharacter(value),
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + 1)
    }

    /// `lt;`, `gt;`, `amp;`, `quot;` or `apos;` at `index` (just after the `&`).
    private static func predefined(in bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        for candidate in predefinedEntities where index + candidate.name.count <= bytes.count {
            if bytes[index..<(index + candidate.name.count)].elementsEqual(candidate.name) {
                return (candidate.scalar, index + candidate.name.count)
            }
        }
        return nil
    }

    /// The predefined entities, each name with its `;`.
    private static let predefinedEntities: [(name: [UInt8], scalar: Unicode.Scalar)] = [
        (Array("lt;".utf8), "<"), (Array("gt;".utf8), ">"), (Array("amp;".utf8), "&"),
        (Array("quot;".utf8), "\""), (Array("apos;".utf8), "'"),
    ]

    /// The value of an ASCII digit in `radix` (10 or 16), or `nil`.
    @inline(__always) private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        guard let value = CharacterClass.hexValue(byte), value < radix else { return nil }
        return value
    }

    /// Whether XML 1.0 allows the code point in a document (production `Char`).
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// The text of a bad reference for a message: from `&` through `;`, or at
    /// most 16 bytes, stopping before whitespace, `<` or a quote.
    static func referenceText(in bytes: [UInt8], at start: Int) -> String {
        var end = start + 1
        while end < bytes.count, end - start < 16 {
            let byte = bytes[end]
            if byte == UInt8(ascii: ";") {
                end += 1
                break
            }
            if XMLScanner.isWhitespace(byte) || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { break }
            end += 1
        }
        return String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    }

    /// Decodes a raw attribute value: references become their characters and
    /// literal tabs and line breaks become spaces (`\r\n` becomes one space).
    /// References were validated while scanning; one that is not valid is kept
    /// verbatim rather than trapping.
    static func decode(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        let end = min(range.upperBound, bytes.count)
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                if let reference = reference(in: bytes, at: index), reference.end <= end {
                    UTF8.encode(reference.scalar) { output.append($0) }
                    index = reference.end
                    continue
                }
                output.append(byte)
            case UInt8(ascii: "\r"):
                output.append(UInt8(ascii: " "))
                if index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                output.append(UInt8(ascii: " "))
            default:
                output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
