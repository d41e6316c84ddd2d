/// One attribute of a start tag: where its name and raw value are.
///
/// Values are not decoded while scanning; `XMLScanner.value(of:)` builds the
/// `String` for the attributes a caller keeps. Entity references are already
/// validated, so decoding never fails.
public struct XMLAttribute: Sendable, Hashable {
    /// The bytes of the attribute name.
    public var nameRange: ByteRange
    /// The raw bytes between the quotes (entities not yet decoded).
    public var valueRange: ByteRange
    /// Whether the raw value holds `&…;` references or literal tabs and line
    /// breaks, which decoding replaces; `false` means the raw bytes are the value.
    public var needsDecoding: Bool

    /// Creates the value from its parts.
    public init(nameRange: ByteRange, valueRange: ByteRange, needsDecoding: Bool) {
        self.nameRange = nameRange
        self.valueRange = valueRange
        self.needsDecoding = needsDecoding
    }
}

/// A start tag `<name attr="value" …>` or an empty-element tag `<name … />`.
public struct XMLStartTag: Sendable, Hashable {
    /// The bytes of the element name.
    public var nameRange: ByteRange
    /// The attributes in source order (names are unique).
    public var attributes: [XMLAttribute]
    /// From `<` to `>` inclusive.
    public var range: ByteRange
    /// Whether the tag ends with `/>`, so no end tag follows.
    public var isSelfClosing: Bool

    /// Creates the value from its parts.
    public init(nameRange: ByteRange, attributes: [XMLAttribute], range: ByteRange, isSelfClosing: Bool) {
        self.nameRange = nameRange
        self.attributes = attributes
        self.range = range
        self.isSelfClosing = isSelfClosing
    }
}

/// An end tag `</name>`; the scanner has checked that it closes the innermost open element.
public struct XMLEndTag: Sendable, Hashable {
    /// The bytes of the element name.
    public var nameRange: ByteRange
    /// From `<` to `>` inclusive.
    public var range: ByteRange

    /// Creates the value from its parts.
    public init(nameRange: ByteRange, range: ByteRange) {
        self.nameRange = nameRange
        self.range = range
    }
}

/// What `XMLScanner.next()` found.
public enum XMLEvent: Sendable, Hashable {
    case startTag(XMLStartTag)
    case endTag(XMLEndTag)
}

/// A small, well-formedness-checking XML tag scanner over UTF-8 bytes.
///
/// It yields start and end tags and skips everything else: text, comments,
/// CDATA sections, processing instructions (the `<?xml …?>` declaration) and
/// the DOCTYPE. Open elements live on an explicit stack, so depth never
/// touches the call stack. Every step consumes at least one byte or throws, and
/// every byte is looked at a bounded number of times, so scanning is linear.
///
/// What it checks: one root element and no text outside it; names start like
/// XML names; attributes are `name="…"` or `name='…'`, separated by
/// whitespace, unique per tag, without `<`; `&…;` references (in values and
/// text) are one of the five predefined entities or a valid character
/// reference; end tags match; nothing is left open at the end. Not checked,
/// by design: UTF-8 validity (the file reader does that), control
/// characters, `--` inside comments, and DTD-declared entities (none exist in
/// Interface Builder files).
public struct XMLScanner: Sendable {
    /// The scanned bytes.
    public let bytes: [UInt8]
    /// The offset of the next byte to scan.
    public private(set) var position: Int
    /// The open elements, innermost last: the name and the offset of its `<`.
    private var openElements: [(name: ByteRange, offset: UInt32)] = []
    private var hasSeenRoot = false
    private var isRootClosed = false
    /// The first error, thrown again by every later call.
    private var failure: XMLError?

    /// A scanner over `bytes`, skipping a UTF-8 byte-order mark.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.position = hasBOM ? 3 : 0
    }

    /// The number of elements open after the last event (the root counts as 1).
    public var depth: Int { openElements.count }

    /// The next start or end tag, or `nil` after the root element closed and
    /// only trailing comments and whitespace remain.
    ///
    /// After an error, every later call throws the same error.
    public mutating func next() throws(XMLError) -> XMLEvent? {
        if let failure { throw failure }
        do {
            return try scanNext()
        } catch {
            failure = error
            throw error
        }
    }

    // MARK: - Events

    /// The loop behind `next()`: skips non-tag content until a tag or the end.
    private mutating func scanNext() throws(XMLError) -> XMLEvent? {
        let count = bytes.count
        while position < count {
            guard bytes[position] == UInt8(ascii: "<") else {
                try skipText()
                continue
            }
            let start = position
            switch peek(start + 1) {
            case UInt8(ascii: "?"):
                position = try skip(past: "?>", from: start + 2, construct: .processingInstruction, start: start)
            case UInt8(ascii: "!"):
                try skipDeclaration(at: start)
            case UInt8(ascii: "/"):
                return .endTag(try scanEndTag(at: start))
            default:
                if isRootClosed {
                    guard Self.isNameStart(peek(start + 1)) else { throw .textOutsideRootElement(offset: UInt32(start)) }
                    throw .multipleRootElements(name: string(in: start + 1, nameEnd(from: start + 1)), offset: UInt32(start))
                }
                let tag = try scanStartTag(at: start)
                hasSeenRoot = true
                if tag.isSelfClosing {
                    if openElements.isEmpty { isRootClosed = true }
                } else {
                    openElements.append((tag.nameRange, tag.range.start))
                }
                return .startTag(tag)
            }
        }
        if let innermost = openElements.last {
            throw .missingEndTag(name: string(in: innermost.name), openOffset: innermost.offset, offset: UInt32(count))
        }
        guard hasSeenRoot else { throw .missingRootElement(offset: UInt32(count)) }
        return nil
    }

    /// Skips character data up to the next `<`, validating references inside
    /// the root and rejecting anything but whitespace outside it.
    private mutating func skipText() throws(XMLError) {
        let count = bytes.count
        let isInsideRoot = !openElements.isEmpty
        var index = position
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if isInsideRoot {
                if byte == UInt8(ascii: "&") {
                    index = try endOfReference(at: index)
                    continue
                }
            } else if !Self.isWhitespace(byte) {
                throw .textOutsideRootElement(offset: UInt32(index))
            }
            index += 1
        }
        position = index
    }

    /// Skips `<!--…-->`, `<![CDATA[…]]>` or `<!DOCTYPE …>` starting at `start`.
    private mutating func skipDeclaration(at start: Int) throws(XMLError) {
        if hasPrefix("<!--", at: start) {
            position = try skip(past: "-->", from: start + 4, construct: .comment, start: start)
        } else if hasPrefix("<![CDATA[", at: start) {
            guard !openElements.isEmpty else { throw .textOutsideRootElement(offset: UInt32(start)) }
            position = try skip(past: "]]>", from: start + 9, construct: .cdata, start: start)
        } else if hasPrefix("<!DOCTYPE", at: start) {
            guard !hasSeenRoot else { throw .misplacedDoctype(offset: UInt32(start)) }
            position = try skipDoctype(at: start)
        } else if start + 2 >= bytes.count {
            throw .unterminated(.tag, offset: UInt32(start))
        } else {
            throw .unexpectedCharacter(expected: "'<!--', '<![CDATA[' or '<!DOCTYPE'", offset: UInt32(start))
        }
    }

    /// Skips a DOCTYPE, its quoted literals and its `[…]` internal subset;
    /// returns the offset after its final `>`.
    private func skipDoctype(at start: Int) throws(XMLError) -> Int {
        let count = bytes.count
        var index = start + 9
        var bracketDepth = 0
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < count, bytes[index] != byte { index += 1 }
            case UInt8(ascii: "["):
                bracketDepth += 1
            case UInt8(ascii: "]"):
                bracketDepth = max(0, bracketDepth - 1)
            case UInt8(ascii: ">") where bracketDepth == 0:
                return index + 1
            default:
                break
            }
            index += 1
        }
        throw .unterminated(.doctype, offset: UInt32(start))
    }

    /// Scans `</name>` at `start` and pops the element it closes.
    private mutating func scanEndTag(at start: Int) throws(XMLError) -> XMLEndTag {
        let count = bytes.count
        let nameStart = start + 2
        guard nameStart < count else { throw .unterminated(.tag, offset: UInt32(start)) }
        guard Self.isNameStart(bytes[nameStart]) else { throw .invalidName(offset: UInt32(nameStart)) }
        let nameEnd = nameEnd(from: nameStart)
        var index = nameEnd
        while index < count, Self.isWhitespace(bytes[index]) { index += 1 }
        guard index < count else { throw .unterminated(.tag, offset: UInt32(start)) }
        guard bytes[index] == UInt8(ascii: ">") else {
            throw .unexpectedCharacter(expected: "'>' to end the end tag", offset: UInt32(index))
        }
        let name = ByteRange(start: UInt32(nameStart), end: UInt32(nameEnd))
        guard let innermost = openElements.last else {
            throw .unexpectedEndTag(name: string(in: name), offset: UInt32(start))
        }
        guard equalBytes(innermost.name, name) else {
            throw .mismatchedEndTag(found: string(in: name), expected: string(in: innermost.name),
                                    openOffset: innermost.offset, offset: UInt32(start))
        }
        openElements.removeLast()
        if openElements.isEmpty { isRootClosed = true }
        position = index + 1
        return XMLEndTag(nameRange: name, range: ByteRange(start: UInt32(start), end: UInt32(index + 1)))
    }

    /// Scans a start tag at `start` (a `<` followed by neither `/`, `!` nor `?`).
    private mutating func scanStartTag(at start: Int) throws(XMLError) -> XMLStartTag {
        let count = bytes.count
        let nameStart = start + 1
        guard nameStart < count else { throw .unterminated(.tag, offset: UInt32(start)) }
        guard Self.isNameStart(bytes[nameStart]) else { throw .invalidName(offset: UInt32(nameStart)) }
        let name = ByteRange(start: UInt32(nameStart), end: UInt32(nameEnd(from: nameStart)))
        var index = Int(name.end)
        var attributes: [XMLAttribute] = []
        var isSelfClosing = false
        while true {
            let spaceStart = index
            while index < count, Self.isWhitespace(bytes[index]) { index += 1 }
            guard index < count else { throw .unterminated(.tag, offset: UInt32(start)) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < count else { throw .unterminated(.tag, offset: UInt32(start)) }
                guard bytes[index + 1] == UInt8(ascii: ">") else {
                    throw .unexpectedCharacter(expected: "'>' after '/'", offset: UInt32(index + 1))
                }
                index += 2
                isSelfClosing = true
                break
            }
            guard index > spaceStart else {
                throw .unexpectedCharacter(expected: "whitespace, '>' or '/>'", offset: UInt32(index))
            }
            let attribute = try scanAttribute(at: index, tagStart: start)
            attributes.append(attribute)
            index = Int(attribute.valueRange.end) + 1
        }
        try checkUniqueNames(attributes)
        position = index
        return XMLStartTag(nameRange: name, attributes: attributes,
                           range: ByteRange(start: UInt32(start), end: UInt32(index)), isSelfClosing: isSelfClosing)
    }

    /// Scans `name = "value"` at `start`; the returned value range ends at the closing quote.
    private func scanAttribute(at start: Int, tagStart: Int) throws(XMLError) -> XMLAttribute {
        let count = bytes.count
        guard Self.isNameStart(bytes[start]) else { throw .invalidName(offset: UInt32(start)) }
        let nameEnd = nameEnd(from: start)
        var index = nameEnd
        while index < count, Self.isWhitespace(bytes[index]) { index += 1 }
        guard index < count else { throw .unterminated(.tag, offset: UInt32(tagStart)) }
        guard bytes[index] == UInt8(ascii: "=") else {
            throw .unexpectedCharacter(expected: "'=' after the attribute name", offset: UInt32(index))
        }
        index += 1
        while index < count, Self.isWhitespace(bytes[index]) { index += 1 }
        guard index < count else { throw .unterminated(.tag, offset: UInt32(tagStart)) }
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw .unexpectedCharacter(expected: "a quoted attribute value", offset: UInt32(index))
        }
        let quoteOffset = index
        index += 1
        let valueStart = index
        var needsDecoding = false
        while true {
            guard index < count else { throw .unterminated(.attributeValue, offset: UInt32(quoteOffset)) }
            let byte = bytes[index]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw .unexpectedCharacter(expected: "'&lt;' instead of '<' in an attribute value", offset: UInt32(index))
            case UInt8(ascii: "&"):
                index = try endOfReference(at: index)
                needsDecoding = true
                continue
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                needsDecoding = true
            default:
                break
            }
            index += 1
        }
        return XMLAttribute(nameRange: ByteRange(start: UInt32(start), end: UInt32(nameEnd)),
                            valueRange: ByteRange(start: UInt32(valueStart), end: UInt32(index)),
                            needsDecoding: needsDecoding)
    }

    /// Throws on the second occurrence of an attribute name: pairwise for the
    /// usual handful, through a set for long tags, so a tag stays linear.
    private func checkUniqueNames(_ attributes: [XMLAttribute]) throws(XMLError) {
        guard attributes.count > 1 else { return }
        if attributes.count <= 16 {
            for later in 1..<attributes.count {
                for earlier in 0..<later where equalBytes(attributes[earlier].nameRange, attributes[later].nameRange) {
                    throw duplicate(attributes[later], first: attributes[earlier])
                }
            }
            return
        }
        var seen: [ArraySlice<UInt8>: Int] = [:]
        for (index, attribute) in attributes.enumerated() {
            let name = bytes[Int(attribute.nameRange.start)..<Int(attribute.nameRange.end)]
            if let first = seen[name] { throw duplicate(attribute, first: attributes[first]) }
            seen[name] = index
        }
    }

    /// The duplicate-attribute error for `attribute`, first seen as `first`.
    private func duplicate(_ attribute: XMLAttribute, first: XMLAttribute) -> XMLError {
        .duplicateAttribute(name: string(in: attribute.nameRange), firstOffset: first.nameRange.start,
                            offset: attribute.nameRange.start)
    }

    /// Validates the `&…;` reference at `start` and returns the offset after its `;`.
    private func endOfReference(at start: Int) throws(XMLError) -> Int {
        if let reference = XMLEntities.reference(in: bytes, at: start) { return reference.end }
        throw .invalidEntity(text: XMLEntities.referenceText(in: bytes, at: start), offset: UInt32(start))
    }

    // MARK: - Bytes

    /// The byte at `index`, or 0 past the end.
    @inline(__always) private func peek(_ index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// Whether `literal` (ASCII) occurs at `index`.
    private func hasPrefix(_ literal: StaticString, at index: Int) -> Bool {
        literal.withUTF8Buffer { prefix in
            guard index + prefix.count <= bytes.count else { return false }
            for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
            return true
        }
    }

    /// Returns the offset after the first `terminator` at or after `from`, or
    /// throws `construct` as unterminated at `start`. Linear: each byte is
    /// compared against the terminator's first byte once, plus a bounded check.
    private func skip(past terminator: StaticString, from: Int, construct: XMLConstruct,
                      start: Int) throws(XMLError) -> Int {
        let first = terminator.withUTF8Buffer { $0.first ?? 0 }
        let length = terminator.utf8CodeUnitCount
        var index = from
        while index + length <= bytes.count {
            if bytes[index] == first, hasPrefix(terminator, at: index) { return index + length }
            index += 1
        }
        throw .unterminated(construct, offset: UInt32(start))
    }

    /// The offset after the XML name characters starting at `start`.
    private func nameEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, Self.isNameCharacter(bytes[index]) { index += 1 }
        return index
    }

    /// Whether two ranges of `bytes` hold the same bytes.
    private func equalBytes(_ lhs: ByteRange, _ rhs: ByteRange) -> Bool {
        guard lhs.length == rhs.length else { return false }
        var left = Int(lhs.start)
        var right = Int(rhs.start)
        let end = Int(lhs.end)
        while left < end {
            if bytes[left] != bytes[right] { return false }
            left += 1
            right += 1
        }
        return true
    }

    /// The bytes of `start..<end`, decoded leniently (names for messages).
    private func string(in start: Int, _ end: Int) -> String {
        let lower = min(max(start, 0), bytes.count)
        let upper = min(max(end, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    // MARK: - Byte classes

    /// Space, tab, line feed or carriage return: XML's `S`.
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// A byte that may start a name: an ASCII letter, `_`, `:` or any non-ASCII byte.
    @inline(__always) static func isNameStart(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// A byte that may continue a name: a name start, a digit, `-` or `.`.
    @inline(__always) static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}

// MARK: - Reading names and values

extension XMLScanner {
    /// The bytes of `range` as a `String` (a name you keep or print).
    public func string(in range: ByteRange) -> String {
        string(in: Int(range.start), Int(range.end))
    }

    /// The element name of a start tag.
    public func name(of tag: XMLStartTag) -> String { string(in: tag.nameRange) }

    /// The attribute's name.
    public func name(of attribute: XMLAttribute) -> String { string(in: attribute.nameRange) }

    /// The attribute's value with references decoded and literal tabs and line
    /// breaks turned into spaces, as XML attribute-value normalization requires
    /// (`&#10;` stays a line break).
    public func value(of attribute: XMLAttribute) -> String {
        guard attribute.needsDecoding else { return string(in: attribute.valueRange) }
        return XMLEntities.decode(bytes, Int(attribute.valueRange.start)..<Int(attribute.valueRange.end))
    }

    /// Whether the bytes of `range` equal `literal` (compare names without building a `String`).
    public func matches(_ range: ByteRange, _ literal: StaticString) -> Bool {
        Int(range.length) == literal.utf8CodeUnitCount && hasPrefix(literal, at: Int(range.start))
    }

    /// The attribute of `tag` called `name`, if present.
    public func attribute(named name: StaticString, in tag: XMLStartTag) -> XMLAttribute? {
        tag.attributes.first { matches($0.nameRange, name) }
    }

    /// The decoded value of the attribute of `tag` called `name`, if present.
    public func value(ofAttribute name: StaticString, in tag: XMLStartTag) -> String? {
        attribute(named: name, in: tag).map { value(of: $0) }
    }

    /// All attributes of `tag` as decoded name–value pairs, in source order.
    public func attributePairs(of tag: XMLStartTag) -> [(name: String, value: String)] {
        tag.attributes.map { (name(of: $0), value(of: $0)) }
    }
}
