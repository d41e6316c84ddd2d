// MARK: - Flow collections

extension YAMLParser {
    /// Parses `[…]` or `{…}` at the cursor. Inside, line breaks, tabs and comments are
    /// whitespace and indentation does not matter.
    mutating func parseFlowCollection() throws(ConfigurationError) -> YAMLNode {
        peek() == UInt8(ascii: "[") ? try parseFlowSequence() : try parseFlowMapping()
    }

    /// Parses a flow sequence; one trailing comma is accepted (`[a, b,]`), an empty entry is not.
    mutating func parseFlowSequence() throws(ConfigurationError) -> YAMLNode {
        let open = mark
        try enterNesting(at: open)
        defer { depth -= 1 }
        offset += 1
        var items: [YAMLNode] = []
        while true {
            try skipFlowWhitespace()
            guard let byte = peek() else { throw unterminated("flow sequence", closer: "]", open: open) }
            if byte == UInt8(ascii: "]") { offset += 1; break }
            if byte == UInt8(ascii: ",") { throw error("expected a value before ','") }
            items.append(try parseFlowValue())
            try skipFlowWhitespace()
            guard let next = peek() else { throw unterminated("flow sequence", closer: "]", open: open) }
            switch next {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return YAMLNode(.sequence(items), mark: open)
            case UInt8(ascii: ":"):
                throw error("a 'key: value' pair inside a flow sequence must be a mapping in braces: [{key: value}]")
            default:
                throw error("expected ',' or ']' in a flow sequence, found \(currentCharacterDescription)")
            }
        }
        return YAMLNode(.sequence(items), mark: open)
    }

    /// Parses a flow mapping: `key: value` entries, each key with its `:` (no implicit
    /// null values), one trailing comma accepted. After a quoted key the `:` needs no
    /// space, so JSON's `{"a":1}` reads.
    mutating func parseFlowMapping() throws(ConfigurationError) -> YAMLNode {
        let open = mark
        try enterNesting(at: open)
        defer { depth -= 1 }
        offset += 1
        var entries: [YAMLMappingEntry] = []
        var firstMarks: [String: YAMLMark] = [:]
        while true {
            try skipFlowWhitespace()
            guard let byte = peek() else { throw unterminated("flow mapping", closer: "}", open: open) }
            if byte == UInt8(ascii: "}") { offset += 1; break }
            if byte == UInt8(ascii: ",") { throw error("expected a key before ','") }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                throw error("a flow collection cannot be a mapping key")
            }
            let key = try key(from: try parseScalar(inFlow: true))
            if let first = firstMarks[key.text] { throw .duplicateKey(key, firstAt: first, file: file) }
            firstMarks[key.text] = key.mark
            try skipFlowWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                let hint = key.style == .plain && key.text.contains(":") ? "; put a space after ':'" : ""
                throw error("expected ':' after the key '\(key.text)' in a flow mapping\(hint)")
            }
            offset += 1
            let afterColon = mark
            try skipFlowWhitespace()
            let value: YAMLNode
            switch peek() {
            case nil: throw unterminated("flow mapping", closer: "}", open: open)
            case UInt8(ascii: ","), UInt8(ascii: "}"): value = YAMLNode(.scalar("", .plain), mark: afterColon)
            default: value = try parseFlowValue()
            }
            entries.append(YAMLMappingEntry(key: key, value: value))
            try skipFlowWhitespace()
            switch peek() {
            case nil:
                throw unterminated("flow mapping", closer: "}", open: open)
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return YAMLNode(.mapping(entries), mark: open)
            default:
                throw error("expected ',' or '}' in a flow mapping, found \(currentCharacterDescription)")
            }
        }
        return YAMLNode(.mapping(entries), mark: open)
    }

    /// Parses one value inside a flow collection.
    mutating func parseFlowValue() throws(ConfigurationError) -> YAMLNode {
        if peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "{") { return try parseFlowCollection() }
        return try parseScalar(inFlow: true)
    }

    /// Skips spaces, tabs, line breaks and comments inside a flow collection. A `#`
    /// starts a comment only at a line's start or after whitespace; a document
    /// marker at column 0 means the collection was never closed.
    mutating func skipFlowWhitespace() throws(ConfigurationError) {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case 0x0A, 0x0D:
                consumeLineBreak()
                if isAtDocumentMarker("-") || isAtDocumentMarker(".") {
                    throw error("a document marker cannot appear inside a flow collection; is a ']' or '}' missing?")
                }
            case UInt8(ascii: "#"):
                let previous = offset > lineStart ? bytes[offset - 1] : UInt8(ascii: " ")
                guard previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") else { return }
                skipToLineEnd()
            default:
                return
            }
        }
    }

    /// The error for a flow collection that the input ends inside.
    func unterminated(_ what: String, closer: String, open: YAMLMark) -> ConfigurationError {
        error("unterminated \(what): no '\(closer)' closes this '\(closer == "]" ? "[" : "{")'", at: open)
    }
}
