// MARK: - Scalars

extension YAMLParser {
    /// Parses a scalar: quoted, or plain after rejecting the indicators outside the
    /// subset (which differ inside a flow collection).
    mutating func parseScalar(inFlow: Bool) throws(ConfigurationError) -> YAMLNode {
        switch peek() {
        case UInt8(ascii: "\""): return try parseDoubleQuoted()
        case UInt8(ascii: "'"): return try parseSingleQuoted()
        default:
            try rejectUnsupportedIndicator(inFlow: inFlow)
            return try parsePlain(inFlow: inFlow)
        }
    }

    /// Rejects, with a message that names the feature, a character that cannot
    /// start a plain scalar: YAML features outside the subset (anchors, aliases,
    /// tags, block scalars, complex keys, directives) and reserved indicators.
    func rejectUnsupportedIndicator(inFlow: Bool) throws(ConfigurationError) {
        guard let byte = peek() else { throw error("expected a value, found end of file") }
        let quoteHint = "; quote the value"
        switch byte {
        case UInt8(ascii: "&"):
            throw error("anchors ('&name') are not supported")
        case UInt8(ascii: "*"):
            throw error("aliases ('*name') are not supported; quote values that start with '*', such as \"**/Previews\"")
        case UInt8(ascii: "!"):
            throw error("tags ('!tag') are not supported; quote values that start with '!'")
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw error("block scalars ('|' and '>') are not supported; write the value on one line, quoted if needed")
        case UInt8(ascii: "%"):
            if column == 0, !inFlow { throw error("directives ('%YAML', '%TAG') are not supported") }
            throw error("'%' cannot start a plain scalar" + quoteHint)
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw error("\(currentCharacterDescription) is reserved and cannot start a plain scalar" + quoteHint)
        case UInt8(ascii: "#"):
            throw error("a comment needs a space before '#'; quote a value that starts with '#'")
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw error("unexpected \(currentCharacterDescription)" + (inFlow ? "" : " outside a flow collection"))
        case UInt8(ascii: "?"):
            if isBlankOrEnd(1) { throw error("complex mapping keys ('? ') are not supported") }
            if inFlow { throw error("'?' cannot start a plain scalar inside a flow collection" + quoteHint) }
        case UInt8(ascii: ":"):
            if isBlankOrEnd(1) { throw error("a mapping key is missing before ':'") }
            if inFlow { throw error("':' cannot start a plain scalar inside a flow collection" + quoteHint) }
        case UInt8(ascii: "-"):
            if inFlow, isBlankOrEnd(1) {
                throw error("block sequence entries ('- ') are not allowed inside a flow collection")
            }
        default:
            break
        }
    }

    /// Parses a plain scalar, which ends at the line's end, at `: ` (or `:` before a
    /// flow indicator in flow context), at ` #`, at a tab, and in flow context at
    /// `,[]{}`. Trailing spaces are not part of it. `?` inside a flow plain scalar is
    /// an error, as libyaml-based readers reject it.
    mutating func parsePlain(inFlow: Bool) throws(ConfigurationError) -> YAMLNode {
        let start = mark
        let startOffset = offset
        var end = offset
        var isAfterSpace = false
        while let byte = peek() {
            if byte == UInt8(ascii: " ") {
                offset += 1
                isAfterSpace = true
                continue
            }
            if byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "\t") { break }
            if byte == UInt8(ascii: "#"), isAfterSpace { break }
            if byte == UInt8(ascii: ":") {
                if isBlankOrEnd(1) { break }
                if inFlow, let next = peek(1), Self.isFlowIndicator(next) { break }
            }
            if inFlow {
                if Self.isFlowIndicator(byte) { break }
                if byte == UInt8(ascii: "?") {
                    throw error("'?' cannot appear in a plain scalar inside a flow collection; quote the value")
                }
            }
            offset += 1
            end = offset
            isAfterSpace = false
        }
        offset = end   // leave trailing spaces for the caller; they never span a line
        guard end > startOffset else { throw error("expected a value, found \(currentCharacterDescription)") }
        return YAMLNode(.scalar(String(decoding: bytes[startOffset..<end], as: UTF8.self), .plain), mark: start)
    }

    /// Whether `byte` is one of `,[]{}`.
    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): return true
        default: return false
        }
    }

    /// Parses `'…'`, where `''` stands for one quote. It must close on its line.
    mutating func parseSingleQuoted() throws(ConfigurationError) -> YAMLNode {
        let start = mark
        offset += 1
        var buffer: [UInt8] = []
        while true {
            guard let byte = peek(), byte != 0x0A, byte != 0x0D else {
                throw error("unterminated single-quoted string; a quoted string must end on the line where it starts", at: start)
            }
            offset += 1
            if byte == UInt8(ascii: "'") {
                guard peek() == UInt8(ascii: "'") else { break }
                offset += 1
            }
            buffer.append(byte)
        }
        return YAMLNode(.scalar(String(decoding: buffer, as: UTF8.self), .singleQuoted), mark: start)
    }

    /// Parses `"…"` with its escapes. It must close on its line.
    mutating func parseDoubleQuoted() throws(ConfigurationError) -> YAMLNode {
        let start = mark
        offset += 1
        var buffer: [UInt8] = []
        while true {
            guard let byte = peek(), byte != 0x0A, byte != 0x0D else {
                throw error("unterminated double-quoted string; a quoted string must end on the line where it starts", at: start)
            }
            if byte == UInt8(ascii: "\"") {
                offset += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                try parseEscape(into: &buffer)
            } else {
                buffer.append(byte)
                offset += 1
            }
        }
        return YAMLNode(.scalar(String(decoding: buffer, as: UTF8.self), .doubleQuoted), mark: start)
    }

    /// Decodes the escape at the cursor (a backslash) and appends its UTF-8.
    ///
    /// `\uD83D\uDE00` pairs join into one scalar, as JSON writes characters outside
    /// the Basic Multilingual Plane; a lone surrogate is an error.
    mutating func parseEscape(into buffer: inout [UInt8]) throws(ConfigurationError) {
        let escapeMark = mark
        offset += 1
        guard let code = peek(), code != 0x0A, code != 0x0D else {
            throw error("line continuations ('\\' at the end of a line) are not supported", at: escapeMark)
        }
        offset += 1
        var scalarValue: UInt32
        switch code {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "/"): scalarValue = UInt32(code)
        case UInt8(ascii: "n"): scalarValue = 0x0A
        case UInt8(ascii: "t"): scalarValue = 0x09
        case UInt8(ascii: "r"): scalarValue = 0x0D
        case UInt8(ascii: "0"): scalarValue = 0x00
        case UInt8(ascii: "b"): scalarValue = 0x08
        case UInt8(ascii: "f"): scalarValue = 0x0C
        case UInt8(ascii: "x"): scalarValue = try readHexDigits(2, escape: "\\x", at: escapeMark)
        case UInt8(ascii: "U"): scalarValue = try readHexDigits(8, escape: "\\U", at: escapeMark)
        case UInt8(ascii: "u"):
            scalarValue = try readHexDigits(4, escape: "\\u", at: escapeMark)
            if (0xD800...0xDBFF).contains(scalarValue) {
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw error("invalid escape: high surrogate \\u\(YAMLReader.hex(scalarValue, digits: 4)) without a low surrogate after it", at: escapeMark)
                }
                let lowMark = mark
                offset += 2
                let low = try readHexDigits(4, escape: "\\u", at: lowMark)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("invalid escape: \\u\(YAMLReader.hex(low, digits: 4)) is not a low surrogate", at: lowMark)
                }
                scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
            }
        default:
            offset -= 1
            throw error("unsupported escape sequence '\\\(currentCharacterDescription.dropFirst().dropLast())'; "
                        + "supported: \\\\ \\\" \\/ \\n \\t \\r \\0 \\b \\f \\xXX \\uXXXX \\UXXXXXXXX", at: escapeMark)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw error("invalid escape: U+\(YAMLReader.hex(scalarValue, digits: 4)) is not a Unicode scalar value", at: escapeMark)
        }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    /// Reads exactly `count` hexadecimal digits.
    mutating func readHexDigits(_ count: Int, escape: String, at escapeMark: YAMLMark) throws(ConfigurationError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let byte = peek(), let digit = CharacterClass.hexValue(byte) else {
                throw error("expected \(count) hexadecimal digits after '\(escape)'", at: escapeMark)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }
}
