/// A reader of `.xcstrings` string catalogs (JSON, RFC 8259) that keeps only the source
/// language's values: a catalog holds every language, often megabytes of them, and building
/// Foundation objects for all of it (`JSONSerialization`) multiplied the peak memory of a run
/// on such an app by three. The whole file is still validated; an error names its byte offset.
struct CatalogReader {
    let bytes: [UInt8]
    var position = 0
    /// Nesting deeper than this is an error, not a stack overflow.
    static let maximumDepth = 256

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The catalog's `sourceLanguage` and, per key, its strings in that language: every
    /// `stringUnit` `value` at any depth of the localization (plural and device variations,
    /// substitutions). A key without a localization in the source language shows the key itself.
    mutating func read() throws(LocalizationTableError) -> (language: String, entries: [(key: String, values: [String])]) {
        var language: String?
        var strings = -1
        try skipWhitespace()
        try expect(UInt8(ascii: "{"), "the string catalog is not a JSON object")
        try forEachMember(depth: 1) { (reader: inout CatalogReader, name: String) throws(LocalizationTableError) in
            if name == "sourceLanguage", reader.peek() == UInt8(ascii: "\"") {
                language = try reader.readString()
            } else if name == "strings" {
                guard reader.peek() == UInt8(ascii: "{") else {
                    throw reader.error("the string catalog's `strings` is not a JSON object")
                }
                strings = reader.position
                try reader.skipValue(depth: 1)
            } else {
                try reader.skipValue(depth: 1)
            }
        }
        try skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the catalog's closing `}`") }
        guard let language else { throw LocalizationTableError(offset: 0, message: "the string catalog names no `sourceLanguage`") }
        var entries: [(key: String, values: [String])] = []
        guard strings >= 0 else { return (language, entries) }
        position = strings + 1
        try forEachMember(depth: 2) { (reader: inout CatalogReader, key: String) throws(LocalizationTableError) in
            var values: [String] = []
            var hasSource = false
            if reader.peek() == UInt8(ascii: "{") {
                reader.position += 1
                try reader.forEachMember(depth: 3) { (reader: inout CatalogReader, field: String) throws(LocalizationTableError) in
                    guard field == "localizations", reader.peek() == UInt8(ascii: "{") else { return try reader.skipValue(depth: 3) }
                    reader.position += 1
                    try reader.forEachMember(depth: 4) { (reader: inout CatalogReader, code: String) throws(LocalizationTableError) in
                        guard code == language else { return try reader.skipValue(depth: 4) }
                        hasSource = true
                        try reader.collectValues(into: &values, depth: 4)
                    }
                }
            } else {
                try reader.skipValue(depth: 2)
            }
            entries.append((key, hasSource && !values.isEmpty ? values : [key]))
        }
        return (language, entries)
    }

    // MARK: - Structure

    /// Calls `body` with each member's name, the cursor on its value (which `body` must consume),
    /// for the object whose `{` was just passed; leaves the cursor after its `}`.
    mutating func forEachMember(depth: Int, _ body: (inout CatalogReader, String) throws(LocalizationTableError) -> Void)
        throws(LocalizationTableError) {
        guard depth <= CatalogReader.maximumDepth else { throw error("the JSON nests too deeply") }
        try skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            try skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
            let name = try readString()
            try skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected `:` after the member name")
            try skipWhitespace()
            try body(&self, name)
            try skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "expected `,` or `}` in the object")
            return
        }
    }

    /// Every `stringUnit` `value` under the value at the cursor, which it consumes.
    mutating func collectValues(into values: inout [String], depth: Int) throws(LocalizationTableError) {
        guard depth <= CatalogReader.maximumDepth else { throw error("the JSON nests too deeply") }
        guard peek() == UInt8(ascii: "{") else { return try skipValue(depth: depth) }
        position += 1
        try forEachMember(depth: depth + 1) { (reader: inout CatalogReader, name: String) throws(LocalizationTableError) in
            guard name == "stringUnit", reader.peek() == UInt8(ascii: "{") else {
                return try reader.collectValues(into: &values, depth: depth + 1)
            }
            reader.position += 1
            try reader.forEachMember(depth: depth + 2) { (reader: inout CatalogReader, field: String) throws(LocalizationTableError) in
                if field == "value", reader.peek() == UInt8(ascii: "\"") {
                    values.append(try reader.readString())
                } else {
                    try reader.skipValue(depth: depth + 2)
                }
            }
        }
    }

    /// Validates and passes the value at the cursor.
    mutating func skipValue(depth: Int) throws(LocalizationTableError) {
        guard depth <= CatalogReader.maximumDepth else { throw error("the JSON nests too deeply") }
        try skipWhitespace()
        guard let byte = peek() else { throw error("the file ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"):
            position += 1
            try forEachMember(depth: depth + 1) { (reader: inout CatalogReader, _: String) throws(LocalizationTableError) in
                try reader.skipValue(depth: depth + 1)
            }
        case UInt8(ascii: "["):
            position += 1
            try skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                position += 1
                return
            }
            while true {
                try skipValue(depth: depth + 1)
                try skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "]"), "expected `,` or `]` in the array")
                return
            }
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "t"): try expectWord("true")
        case UInt8(ascii: "f"): try expectWord("false")
        case UInt8(ascii: "n"): try expectWord("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = position
            position += 1
            while let next = peek(), next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
                    || next == UInt8(ascii: "+") || next == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                position += 1
            }
            if bytes[position - 1] == UInt8(ascii: "-") { throw LocalizationTableError(offset: start, message: "not a valid JSON number") }
        default:
            throw error("expected a JSON value")
        }
    }

    // MARK: - Tokens

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private func error(_ message: String) -> LocalizationTableError {
        LocalizationTableError(offset: min(position, bytes.count), message: "not valid JSON: " + message)
    }

    private mutating func skipWhitespace() throws(LocalizationTableError) {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(LocalizationTableError) {
        guard peek() == byte else { throw error(message) }
        position += 1
    }

    private mutating func expectWord(_ word: StaticString) throws(LocalizationTableError) {
        let length = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            position + length <= bytes.count && (0..<length).allSatisfy { bytes[position + $0] == expected[$0] }
        }
        guard matches else { throw error("expected a JSON value") }
        position += length
    }

    /// Passes a string without building it (escapes checked for shape).
    private mutating func skipString() throws(LocalizationTableError) {
        let start = position
        position += 1
        while let byte = peek() {
            position += 1
            if byte == UInt8(ascii: "\"") { return }
            if byte == UInt8(ascii: "\\") { position += 1 }
            if byte < 0x20 { throw LocalizationTableError(offset: position - 1, message: "not valid JSON: a control character in a string") }
        }
        throw LocalizationTableError(offset: start, message: "not valid JSON: this string is never closed")
    }

    /// The string at the cursor (on its `"`), escapes decoded.
    mutating func readString() throws(LocalizationTableError) -> String {
        let start = position
        position += 1
        var output: [UInt8] = []
        var runStart = position
        while let byte = peek() {
            if byte == UInt8(ascii: "\"") {
                output.append(contentsOf: bytes[runStart..<position])
                position += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte < 0x20 { throw error("a control character in a string") }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            output.append(contentsOf: bytes[runStart..<position])
            position += 1
            guard let escape = peek() else { break }
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var value = try readHex4()
                if (0xD800...0xDBFF).contains(value), peek() == UInt8(ascii: "\\"), position + 1 < bytes.count,
                   bytes[position + 1] == UInt8(ascii: "u") {
                    let saved = position
                    position += 2
                    let low = try readHex4()
                    if (0xDC00...0xDFFF).contains(low) { value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00) } else { position = saved }
                }
                output.append(contentsOf: UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}").map(Array.init) ?? [])
            default:
                throw LocalizationTableError(offset: position - 2, message: "not valid JSON: an unknown escape in a string")
            }
            runStart = position
        }
        throw LocalizationTableError(offset: start, message: "not valid JSON: this string is never closed")
    }

    private mutating func readHex4() throws(LocalizationTableError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error("`\\u` needs four hex digits") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("`\\u` needs four hex digits")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }
}
