/// Reads the documented YAML subset that `.a11ylint.yml` (and `.a11ylint.json`) use
/// into a `YAMLNode` tree whose nodes carry 1-based line and UTF-8 column.
///
/// Accepted: one document, optionally opened by `---` alone on its line; comments
/// (`#` at the start of a line or after whitespace); block mappings and block
/// sequences nested by space indentation, including `- key: value` mappings and
/// `- - x` sequences inside sequence entries, and sequences indented at the same
/// column as their key; flow sequences `[a, b]` and flow mappings `{a: 1}`, nested
/// and spanning lines, with one trailing comma allowed; single-line plain,
/// single-quoted (`''` escape) and double-quoted scalars (escapes `\\ \" \/ \n \t \r
/// \0 \b \f \xXX \uXXXX \UXXXXXXXX`, UTF-16 surrogate pairs joined); empty values,
/// which mean null. JSON is valid input.
///
/// Rejected with `file:line:col`: tabs in indentation or between tokens outside
/// flow collections, anchors, aliases, tags, block scalars, complex keys, directives,
/// merge keys, several documents, `...`, duplicate keys, bad indentation, multi-line
/// plain or quoted scalars, unterminated quotes and brackets, control characters,
/// invalid UTF-8, and nesting deeper than `maximumDepth`.
public enum YAMLReader {
    /// How deep collections may nest; deeper input is an error, never a stack overflow.
    public static let maximumDepth = 128

    /// Parses `bytes` (UTF-8, optionally with a byte order mark) read from `file`.
    ///
    /// An empty document, or one holding only comments, is a null scalar at 1:1.
    public static func read(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> YAMLNode {
        try validateCharacters(bytes, file: file)
        var parser = YAMLParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    /// Parses `text` read from `file`.
    public static func read(_ text: String, file: String) throws(ConfigurationError) -> YAMLNode {
        try read(Array(text.utf8), file: file)
    }

    // MARK: - Characters

    /// Rejects invalid UTF-8 and characters YAML readers disagree on: C0 and C1
    /// controls other than tab and line breaks, U+2028/U+2029 (line breaks to YAML
    /// 1.1 readers), a byte order mark after the start, and U+FFFE/U+FFFF.
    static func validateCharacters(_ bytes: [UInt8], file: String) throws(ConfigurationError) {
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw .syntax("invalid UTF-8 byte 0x\(hex(bytes[invalid], digits: 2)); configuration files must be UTF-8",
                          file: file, mark: mark(of: invalid, in: bytes))
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            var scalar: UInt32?
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F {
                scalar = UInt32(byte)
            } else if byte == 0xC2, next >= 0x80, next <= 0x9F {
                scalar = UInt32(next)
            } else if byte == 0xE2, next == 0x80, third == 0xA8 || third == 0xA9 {
                scalar = third == 0xA8 ? 0x2028 : 0x2029
            } else if byte == 0xEF, next == 0xBB, third == 0xBF, index != 0 {
                scalar = 0xFEFF
            } else if byte == 0xEF, next == 0xBF, third == 0xBE || third == 0xBF {
                scalar = third == 0xBE ? 0xFFFE : 0xFFFF
            }
            if let scalar {
                let name = "U+" + hex(scalar, digits: 4)
                let message = scalar == 0xFEFF
                    ? "a byte order mark (U+FEFF) is only allowed at the start of the file"
                    : "character \(name) is not allowed; write it as an escape inside a double-quoted string"
                throw .syntax(message, file: file, mark: mark(of: index, in: bytes))
            }
            index += 1
        }
    }

    /// The line and column of `offset` (error paths only), by the one line table of
    /// `SourceFile`; a byte order mark does not count as a column.
    static func mark(of offset: Int, in bytes: [UInt8]) -> YAMLMark {
        let location = SourceFile(path: "", bytes: bytes).location(of: UInt32(offset))
        let mark = location.line == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return YAMLMark(line: location.line, column: max(location.utf8Column - mark, 1))
    }

    /// Upper-case hexadecimal, zero-padded to `digits`.
    static func hex<Value: BinaryInteger>(_ value: Value, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// The byte cursor behind `YAMLReader`: a recursive-descent parser over UTF-8 that
/// tracks the line and the start of the line, so every node gets its position.
///
/// Block structure is decided by the column of each line's first character; flow
/// collections ignore indentation. Nesting is bounded by `YAMLReader.maximumDepth`.
struct YAMLParser {
    let bytes: [UInt8]
    let file: String
    /// The next byte to read.
    var offset = 0
    /// The current 1-based line.
    var line = 1
    /// The offset of the current line's first byte (after a byte order mark on line 1).
    var lineStart = 0
    /// How many collections enclose the cursor.
    var depth = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    // MARK: - Cursor

    /// The byte `ahead` positions past the cursor, or `nil` past the end.
    func peek(_ ahead: Int = 0) -> UInt8? {
        let index = offset + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    /// The cursor's position.
    var mark: YAMLMark { YAMLMark(line: line, column: offset - lineStart + 1) }

    /// The cursor's 0-based column, which is the indentation when at a line's first character.
    var column: Int { offset - lineStart }

    /// Whether the byte `ahead` positions on is a space, tab, line break or the end.
    func isBlankOrEnd(_ ahead: Int = 0) -> Bool {
        guard let byte = peek(ahead) else { return true }
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D
    }

    /// Whether the cursor is at a line break or the end.
    var isAtLineEnd: Bool {
        guard let byte = peek() else { return true }
        return byte == 0x0A || byte == 0x0D
    }

    /// Whether the cursor is at `-` followed by a blank: a block sequence entry.
    var isAtSequenceEntry: Bool { peek() == UInt8(ascii: "-") && isBlankOrEnd(1) }

    /// Whether the cursor is at `:` followed by a blank: a block mapping's value indicator.
    var isAtValueIndicator: Bool { peek() == UInt8(ascii: ":") && isBlankOrEnd(1) }

    /// Moves past `\n`, `\r\n` or a lone `\r`, starting a new line.
    mutating func consumeLineBreak() {
        if peek() == 0x0D { offset += 1 }
        if peek() == 0x0A { offset += 1 }
        line += 1
        lineStart = offset
    }

    /// Moves to the line break or end that ends the current line (past a comment).
    mutating func skipToLineEnd() {
        while !isAtLineEnd { offset += 1 }
    }

    /// Skips spaces (not tabs) on the current line.
    mutating func skipSpaces() {
        while peek() == UInt8(ascii: " ") { offset += 1 }
    }

    /// Whether the cursor is at column 0 on `---` or `...` followed by a blank.
    func isAtDocumentMarker(_ character: Unicode.Scalar) -> Bool {
        let byte = UInt8(ascii: character)
        return column == 0 && peek() == byte && peek(1) == byte && peek(2) == byte && isBlankOrEnd(3)
    }

    /// A syntax error at `mark`, or at the cursor.
    func error(_ message: String, at mark: YAMLMark? = nil) -> ConfigurationError {
        .syntax(message, file: file, mark: mark ?? self.mark)
    }

    /// The character at the cursor, for messages (`'x'`, or `end of file`).
    var currentCharacterDescription: String {
        guard let byte = peek() else { return "end of file" }
        var length = 1
        if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 }
        let end = min(offset + length, bytes.count)
        return "'" + String(decoding: bytes[offset..<end], as: UTF8.self) + "'"
    }

    /// Enters one more level of nesting, refusing to go deeper than the limit.
    mutating func enterNesting(at mark: YAMLMark) throws(ConfigurationError) {
        depth += 1
        if depth > YAMLReader.maximumDepth {
            throw error("collections nested deeper than \(YAMLReader.maximumDepth) levels are not supported", at: mark)
        }
    }

    // MARK: - Lines

    /// Skips blank lines, comment lines and indentation, stopping at the next
    /// content character; returns its column, or `nil` at the end of the input.
    ///
    /// Also valid when the cursor already is at content (then nothing moves), and
    /// after `- ` (then the column is that of the compact node). Rejects tabs in
    /// indentation and document markers (`---` is allowed only where the caller says).
    mutating func skipToContent(allowingDocumentStart: Bool = false) throws(ConfigurationError) -> Int? {
        while true {
            skipSpaces()
            guard let byte = peek() else { return nil }
            switch byte {
            case UInt8(ascii: "\t"):
                throw error("tab character in indentation; indent with spaces")
            case 0x0A, 0x0D:
                consumeLineBreak()
            case UInt8(ascii: "#"):
                skipToLineEnd()
            default:
                if isAtDocumentMarker("-"), !allowingDocumentStart {
                    throw error("multiple documents are not supported (found a second '---')")
                }
                if isAtDocumentMarker(".") {
                    throw error("document end markers ('...') are not supported")
                }
                return column
            }
        }
    }

    /// After a node on the current line: allows trailing spaces and a comment, then
    /// moves to the next line; anything else is an error naming `what` ended.
    mutating func finishLine(after what: String) throws(ConfigurationError) {
        skipSpaces()
        guard let byte = peek() else { return }
        switch byte {
        case 0x0A, 0x0D:
            consumeLineBreak()
        case UInt8(ascii: "#") where offset > lineStart && bytes[offset - 1] == UInt8(ascii: " "):
            skipToLineEnd()
        case UInt8(ascii: "#"):
            throw error("a comment needs a space before '#'")
        case UInt8(ascii: "\t"):
            throw Self.tabError(self)
        default:
            throw error("unexpected \(currentCharacterDescription) after \(what)")
        }
    }

    /// The error for a tab outside indentation, quoted scalars, comments and flow collections.
    static func tabError(_ parser: YAMLParser) -> ConfigurationError {
        parser.error("tab characters are only allowed inside quoted scalars, comments and flow collections; use spaces")
    }

    /// The error for a line whose indentation matches no enclosing block.
    func badIndentation(expected: Int, found: Int) -> ConfigurationError {
        error("bad indentation: expected \(expected) space\(expected == 1 ? "" : "s"), found \(found)")
    }

    // MARK: - Document

    /// Parses the whole input: an optional `---` line, one node, then only comments.
    mutating func parseDocument() throws(ConfigurationError) -> YAMLNode {
        let start = mark
        guard var indent = try skipToContent(allowingDocumentStart: true) else {
            return YAMLNode(.scalar("", .plain), mark: start)
        }
        if isAtDocumentMarker("-") {
            offset += 3
            let afterMarker = mark
            skipSpaces()
            if !isAtLineEnd, peek() != UInt8(ascii: "#") {
                throw error("content after '---' is not supported; start the document on the next line")
            }
            guard let next = try skipToContent() else { return YAMLNode(.scalar("", .plain), mark: afterMarker) }
            indent = next
        }
        let isFlowRoot = peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "{")
        let root = try parseBlockNode(indent: indent)
        if let next = try skipToContent() {
            switch root.content {
            case .mapping, .sequence:
                // A block collection only stops at a line indented less than itself.
                if isFlowRoot { throw error("unexpected content after the document's top-level collection") }
                throw badIndentation(expected: indent, found: next)
            case .scalar:
                throw error("unexpected content after the document's value (multi-line scalars are not supported)")
            }
        }
        return root
    }

    // MARK: - Block structure

    /// Parses the node starting at the cursor, at column `indent`, where a block
    /// collection may start: a document's root, a value on the line after its key,
    /// or the content of a sequence entry (`- key: value`, `- - x`).
    mutating func parseBlockNode(indent: Int) throws(ConfigurationError) -> YAMLNode {
        if isAtSequenceEntry {
            return try parseBlockSequence(indent: indent, endsAtSiblingKey: false)
        }
        if peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "{") {
            let start = mark
            let node = try parseFlowCollection()
            skipSpaces()
            if isAtValueIndicator { throw error("a flow collection cannot be a mapping key", at: start) }
            try finishLine(after: "the flow collection")
            return node
        }
        let scalar = try parseScalar(inFlow: false)
        skipSpaces()
        if isAtValueIndicator {
            return try parseBlockMapping(indent: indent, firstKey: try key(from: scalar))
        }
        try finishLine(after: "the value")
        return scalar
    }

    /// Parses a block mapping at column `indent`, whose first key is already read
    /// and whose `:` is at the cursor.
    mutating func parseBlockMapping(indent: Int, firstKey: YAMLKey) throws(ConfigurationError) -> YAMLNode {
        try enterNesting(at: firstKey.mark)
        defer { depth -= 1 }
        var entries: [YAMLMappingEntry] = []
        var firstMarks: [String: YAMLMark] = [:]
        var key = firstKey
        while true {
            if let first = firstMarks[key.text] { throw .duplicateKey(key, firstAt: first, file: file) }
            firstMarks[key.text] = key.mark
            offset += 1   // the `:`
            entries.append(YAMLMappingEntry(key: key, value: try parseMappingValue(indent: indent)))
            guard let next = try skipToContent(), next >= indent else { break }
            if next > indent { throw badIndentation(expected: indent, found: next) }
            key = try parseBlockKey()
        }
        return YAMLNode(.mapping(entries), mark: firstKey.mark)
    }

    /// Reads a key at the start of a mapping entry line, up to its `:`.
    mutating func parseBlockKey() throws(ConfigurationError) -> YAMLKey {
        if isAtSequenceEntry {
            throw error("expected a mapping key, found a sequence entry '- ' (a mapping and a sequence cannot share an indentation)")
        }
        if peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "{") {
            throw error("a flow collection cannot be a mapping key")
        }
        let scalar = try parseScalar(inFlow: false)
        skipSpaces()
        guard isAtValueIndicator else {
            let text = scalar.scalarText ?? ""
            let hint = text.contains(":") ? "; a ':' between key and value must be followed by a space" : ""
            throw error("expected 'key: value', found \(scalar.foundDescription)\(hint)", at: scalar.mark)
        }
        return try key(from: scalar)
    }

    /// Makes a key of a scalar node, refusing the merge key `<<`.
    func key(from node: YAMLNode) throws(ConfigurationError) -> YAMLKey {
        guard case .scalar(let text, let style) = node.content else {
            throw error("a mapping key must be a scalar", at: node.mark)
        }
        if style == .plain, text == "<<" { throw error("merge keys ('<<') are not supported", at: node.mark) }
        return YAMLKey(text: text, style: style, mark: node.mark)
    }

    /// Parses what follows a block mapping key's `:`: a value on the same line, a
    /// node indented on the following lines, a sequence at the key's own column, or
    /// nothing (null).
    mutating func parseMappingValue(indent: Int) throws(ConfigurationError) -> YAMLNode {
        let afterColon = mark
        skipSpaces()
        if isAtLineEnd || peek() == UInt8(ascii: "#") {
            skipToLineEnd()
            guard let next = try skipToContent() else { return YAMLNode(.scalar("", .plain), mark: afterColon) }
            if next > indent { return try parseBlockNode(indent: next) }
            if next == indent, isAtSequenceEntry { return try parseBlockSequence(indent: next, endsAtSiblingKey: true) }
            return YAMLNode(.scalar("", .plain), mark: afterColon)
        }
        if peek() == UInt8(ascii: "\t") { throw Self.tabError(self) }
        if isAtSequenceEntry {
            throw error("a block sequence cannot start on the same line as its key; put '- ' on the next line")
        }
        if peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "{") {
            let node = try parseFlowCollection()
            try finishLine(after: "the flow collection")
            return node
        }
        let scalar = try parseScalar(inFlow: false)
        skipSpaces()
        if isAtValueIndicator {
            throw error("a nested mapping cannot start on the same line as its key; start it on the next line, or quote a value containing ': '")
        }
        try finishLine(after: "the value")
        return scalar
    }

    /// Parses a block sequence at column `indent`, with the cursor on its first `-`.
    ///
    /// `endsAtSiblingKey` is set for a sequence at the same column as its key, which
    /// ends at the next key of that mapping; any other sequence must continue with
    /// `- ` or end by dedenting.
    mutating func parseBlockSequence(indent: Int, endsAtSiblingKey: Bool) throws(ConfigurationError) -> YAMLNode {
        let start = mark
        try enterNesting(at: start)
        defer { depth -= 1 }
        var items: [YAMLNode] = []
        while true {
            offset += 1   // the `-`
            let afterDash = mark
            skipSpaces()
            if isAtLineEnd || peek() == UInt8(ascii: "#") {
                skipToLineEnd()
                if let next = try skipToContent(), next > indent {
                    items.append(try parseBlockNode(indent: next))
                } else {
                    items.append(YAMLNode(.scalar("", .plain), mark: afterDash))
                }
            } else if peek() == UInt8(ascii: "\t") {
                throw Self.tabError(self)
            } else {
                items.append(try parseBlockNode(indent: column))
            }
            guard let next = try skipToContent(), next >= indent else { break }
            if next > indent { throw badIndentation(expected: indent, found: next) }
            if !isAtSequenceEntry {
                if endsAtSiblingKey { break }
                throw error("expected a sequence entry '- ' (a sequence and a mapping cannot share an indentation)")
            }
        }
        return YAMLNode(.sequence(items), mark: start)
    }
}
