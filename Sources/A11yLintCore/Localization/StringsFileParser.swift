/// A reader of old-style `.strings` files: `"key" = "value";` pairs, `/* … */` and `// …`
/// comments, unquoted words (`key = value;`), and `"key";` (the key is its own value).
///
/// Escapes as the old-style property list format defines them: `\"`, `\\`, `\n`, `\t`, `\r`,
/// `\a`, `\b`, `\f`, `\v`, `\UXXXX` / `\uXXXX` (up to four hex digits, as CoreFoundation reads
/// them, surrogate pairs joined), and octal `\ooo`; an unknown escape keeps its character. Tolerant
/// of a missing `;` after the last pair. Anything else is an error at its byte offset, never a skip:
/// where a key should be, a stray `;` or `=` makes the system's parser stop and silently drop the
/// rest of the table, which the message says.
struct StringsFileParser {
    let bytes: [UInt8]
    var position = 0
    /// Only the pairs whose value holds a Markdown link are built (all are still validated):
    /// building a `String` for every key and value of a large app's tables cost more than reading them.
    var keepsLinkedPairsOnly = false

    init(bytes: [UInt8], keepsLinkedPairsOnly: Bool = false) {
        self.bytes = bytes
        self.keepsLinkedPairsOnly = keepsLinkedPairsOnly
    }

    /// The file's text as UTF-8: UTF-16 with a byte-order mark (either order) is converted, a
    /// UTF-8 byte-order mark dropped; text without a mark must be valid UTF-8.
    static func utf8Text(of bytes: [UInt8]) -> Result<[UInt8], LocalizationTableError> {
        if bytes.count >= 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF {
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
                units.append(littleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            if index < bytes.count {
                return .failure(LocalizationTableError(offset: 0, message: "this UTF-16 file has an odd number of bytes"))
            }
            var output: [UInt8] = []
            output.reserveCapacity(units.count)
            var iterator = units.makeIterator()
            var decoder = UTF16()
            var unitCount = 0
            decode: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    unitCount += scalar.value > 0xFFFF ? 2 : 1
                    output.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
                case .emptyInput: break decode
                case .error:
                    return .failure(LocalizationTableError(offset: 0,
                                                           message: "invalid UTF-16 (an unpaired surrogate) after \(unitCount) code units"))
                }
            }
            return .success(output)
        }
        var text = bytes
        if text.count >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { text.removeFirst(3) }
        if let invalid = text.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) {
            return .failure(LocalizationTableError(offset: invalid,
                                                   message: "not valid UTF-8, and no UTF-16 byte-order mark"))
        }
        return .success(text)
    }

    /// Every pair in file order (a key given twice keeps its last value, as the runtime does).
    mutating func parse() throws(LocalizationTableError) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        var hasReadPair = false
        while true {
            try skipTrivia()
            guard let next = peek() else { break }
            if hasReadPair, next != UInt8(ascii: "\""), !StringsFileParser.isUnquoted(next) {
                let shown = next < 0x80 ? "`\(Character(Unicode.Scalar(next)))`" : "a non-ASCII character"
                throw error(position, "found \(shown) where a key should be: the system stops reading the table "
                            + "here and never loads the keys after it")
            }
            let keyStart = position
            if keepsLinkedPairsOnly, next == UInt8(ascii: "\""), try skipQuoted() {
                try skipTrivia()
                if peek() == UInt8(ascii: "="), case let afterEquals = position + 1 {
                    position = afterEquals
                    try skipTrivia()
                    let quotedStart = position
                    if peek() == UInt8(ascii: "\""), try skipQuoted() {
                        let valueEnd = position
                        try skipTrivia()
                        if peek() == UInt8(ascii: ";") || position == bytes.count {
                            if position < bytes.count { position += 1 }
                            hasReadPair = true
                            if MarkdownLink.isContained(in: bytes[quotedStart..<valueEnd]) {
                                let resume = position
                                position = keyStart
                                let key = try readString(what: "a key")
                                position = quotedStart
                                pairs.append((key, try readString(what: "a value")))
                                position = resume
                            }
                            continue
                        }
                    }
                }
                // Not the plain `"key" = "value";` shape: read it again the thorough way.
                position = keyStart
            }
            let key = try readString(what: "a key")
            try skipTrivia()
            if peek() == UInt8(ascii: ";") {
                position += 1
                hasReadPair = true
                if !keepsLinkedPairsOnly || MarkdownLink.isContained(in: Array(key.utf8)[...]) { pairs.append((key, key)) }
                continue
            }
            guard peek() == UInt8(ascii: "=") else {
                throw error(position, position < bytes.count
                            ? "expected `=` or `;` after the key \(quoted(key))"
                            : "the file ends after the key \(quoted(key)); expected `= \"value\";`")
            }
            position += 1
            try skipTrivia()
            let value = try readString(what: "a value for the key \(quoted(key))")
            try skipTrivia()
            if peek() == UInt8(ascii: ";") {
                position += 1
            } else if position < bytes.count {
                throw error(position, "expected `;` after the value of \(quoted(key))")
            }
            hasReadPair = true
            if !keepsLinkedPairsOnly || MarkdownLink.isContained(in: Array(value.utf8)[...]) { pairs.append((key, value)) }
        }
        return pairs
    }

    /// Passes a quoted string at the cursor without building it; `false` (cursor unmoved) when it
    /// is never closed, which `readString` then reports.
    private mutating func skipQuoted() throws(LocalizationTableError) -> Bool {
        let start = position + 1
        let close: Int? = bytes.withUnsafeBufferPointer { buffer in
            var probe = start
            while probe < buffer.count {
                let byte = buffer[probe]
                if byte == UInt8(ascii: "\"") { return probe }
                probe += byte == UInt8(ascii: "\\") ? 2 : 1
            }
            return nil
        }
        guard let close else { return false }
        position = close + 1
        return true
    }

    // MARK: - Lexing

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func error(_ offset: Int, _ message: String) -> LocalizationTableError {
        LocalizationTableError(offset: min(offset, bytes.count), message: message)
    }

    private func quoted(_ key: String) -> String {
        "\"" + (key.count > 40 ? String(key.prefix(40)) + "…" : key) + "\""
    }

    /// Skips whitespace and comments.
    private mutating func skipTrivia() throws(LocalizationTableError) {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { position += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = position
                // The first `*/` after the opening: found a byte run at a time, on the buffer
                // (a table made by Interface Builder is half comments).
                let end: Int? = bytes.withUnsafeBufferPointer { buffer in
                    var probe = start + 2
                    while probe + 1 < buffer.count {
                        let byte = buffer[probe + 1]
                        if byte == UInt8(ascii: "/") {
                            if buffer[probe] == UInt8(ascii: "*") { return probe }
                            probe += 1
                        } else {
                            probe += byte == UInt8(ascii: "*") ? 1 : 2     // a `*` at probe + 1 may open `*/`
                        }
                    }
                    return nil
                }
                guard let end else {
                    position = bytes.count
                    throw error(start, "this `/*` comment is never closed")
                }
                position = end + 2
            default:
                // U+FEFF inside the text (a second byte-order mark) is whitespace too.
                if byte == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF {
                    position += 3
                    continue
                }
                return
            }
        }
    }

    /// Whether a byte may appear in an unquoted string (old-style property lists).
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
             UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// A quoted or unquoted string at the cursor.
    private mutating func readString(what: String) throws(LocalizationTableError) -> String {
        guard let first = peek() else { throw error(position, "the file ends where \(what) should be") }
        if first != UInt8(ascii: "\"") {
            let start = position
            while let byte = peek(), StringsFileParser.isUnquoted(byte) { position += 1 }
            guard position > start else {
                let shown = first < 0x80 ? "`\(Character(Unicode.Scalar(first)))`" : "a non-ASCII character"
                throw error(start, "expected \(what) in double quotes, found \(shown)")
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        let start = position
        position += 1
        var output: [UInt8] = []
        var runStart = position
        while true {
            guard let byte = peek() else { throw error(start, "this string is never closed (a `\"` is missing)") }
            if byte == UInt8(ascii: "\"") {
                output.append(contentsOf: bytes[runStart..<position])
                position += 1
                return String(decoding: output, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            output.append(contentsOf: bytes[runStart..<position])
            let escape = position
            position += 1
            guard let next = peek() else { throw error(start, "this string is never closed (a `\"` is missing)") }
            position += 1
            switch next {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var scalarValue = try readHex(escape: escape)
                if (0xD800...0xDBFF).contains(scalarValue), peek() == UInt8(ascii: "\\"),
                   peek(1) == UInt8(ascii: "U") || peek(1) == UInt8(ascii: "u") {
                    let second = position
                    position += 2
                    let low = try readHex(escape: second)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalarValue = 0x10000 + (scalarValue - 0xD800) << 10 + (low - 0xDC00)
                    } else {
                        position = second                       // not a pair: the second escape stands alone
                    }
                }
                guard let scalar = Unicode.Scalar(scalarValue) else {
                    throw error(escape, "`\\U` escape names no character (an unpaired surrogate)")
                }
                output.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(next - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, let digit = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
                    value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                if let scalar = Unicode.Scalar(value) { output.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? []) }
            default:
                output.append(next)                              // `\"`, `\\`, `\'` and unknown escapes keep the character
            }
            runStart = position
        }
    }

    /// The hex digits after `\U`: up to four, as CoreFoundation reads them (`\Utwo` is U+0000, then `two`).
    private mutating func readHex(escape: Int) throws(LocalizationTableError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = StringsFileParser.hexValue(byte) else { break }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
