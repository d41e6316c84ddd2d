/// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`,
/// `'…'` (an error in Swift, lexed for recovery), and interpolations.
///
/// A literal becomes `stringStart`, `stringSegment`s, `interpolationStart` …
/// code tokens … `interpolationEnd`, and `stringEnd`. Unterminated literals and
/// interpolations get zero-length `isMissing` closers, so the structure always
/// balances for the index.
extension LexerCursor {
    /// Lexes an opening delimiter at `position`, after `hashes` raw-string `#`s.
    mutating func lexStringStart(hashes: Int) {
        let start = position
        let quote = start + hashes
        var flags: TokenFlags = hashes > 0 ? .isRawString : []
        let kind: StringKind
        let openEnd: Int
        if base[quote] == UInt8(ascii: "'") {
            kind = .singleQuote
            openEnd = quote + 1
            flags.insert(.isSingleQuoted)
        } else if isByte(quote + 1, "\""), isByte(quote + 2, "\""), !rawStringClosesOnSameLine(quote + 3, hashes) {
            kind = .multiline
            openEnd = quote + 3
            flags.insert(.isMultiline)
        } else {
            kind = .singleLine
            openEnd = quote + 1
        }
        emit(.stringStart, start, openEnd, flags)
        position = openEnd
        modes.append(.string(kind, hashes: hashes))
        context = .expressionEnded
    }

    /// For `#"""…`: whether a `"` followed by the delimiter closes the literal on
    /// this line, making it a single-line string that starts with `""` (`#"""#`).
    func rawStringClosesOnSameLine(_ index: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        if delimiterEnd(index, hashes) != nil { return true }
        var probe = index
        while probe < count, base[probe] != 0x0A, base[probe] != 0x0D {
            if base[probe] == UInt8(ascii: "\"") {
                probe += 1
                if delimiterEnd(probe, hashes) != nil { return true }
                continue
            }
            probe += 1
        }
        return false
    }

    /// If the raw-string delimiter (`hashes` `#`s) starts at `index`, returns the
    /// index after it. Like the toolchain, one extra `#` is consumed when present.
    @inline(__always) func delimiterEnd(_ index: Int, _ hashes: Int) -> Int? {
        if hashes == 0 { return index }
        var found = 0
        while found <= hashes, isByte(index + found, "#") { found += 1 }
        return found < hashes ? nil : index + found
    }

    /// Lexes string text from `position` up to an interpolation, the closing
    /// delimiter, or (for single-line strings) the end of the line.
    mutating func lexStringContents(kind: StringKind, hashes: Int) {
        let segmentStart = position
        var index = position
        let multiline = kind == .multiline
        while index < count {
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "\\"):
                if let afterHashes = delimiterEnd(index + 1, hashes) {
                    if isByte(afterHashes, "(") {
                        emitSegment(segmentStart, index)
                        emit(.interpolationStart, index, afterHashes + 1)
                        position = afterHashes + 1
                        modes.append(.interpolation(kind, hashes: hashes, depth: 0))
                        context = .argumentList
                        return
                    }
                    if multiline, let next = escapedNewlineEnd(afterHashes) {
                        index = next
                        continue
                    }
                    index = lexEscape(at: afterHashes, multiline: multiline).end
                } else {
                    index += 1   // a backslash in a raw string is text
                }
            case 0x0A, 0x0D:
                if multiline {
                    index += (byte == 0x0D && isByte(index + 1, "\n")) ? 2 : 1
                    continue
                }
                // A single-line string cannot span lines: it ends, unterminated.
                emitSegment(segmentStart, index)
                emit(.stringEnd, index, index, .isMissing)
                position = index
                modes.removeLast()
                context = .expressionEnded
                return
            case UInt8(ascii: "\""):
                if kind == .singleLine, let end = delimiterEnd(index + 1, hashes) {
                    return closeString(segmentStart, index, end, hashes: hashes, flags: [])
                }
                if multiline, isByte(index + 1, "\""), isByte(index + 2, "\""),
                   let end = delimiterEnd(index + 3, hashes) {
                    return closeString(segmentStart, index, end, hashes: hashes, flags: .isMultiline)
                }
                index += 1
            case UInt8(ascii: "'"):
                if kind == .singleQuote {
                    return closeString(segmentStart, index, index + 1, hashes: 0, flags: .isSingleQuoted)
                }
                index += 1
            default:
                index += byte < 0x80 ? 1 : scalar(at: index).length
            }
        }
        emitSegment(segmentStart, count)
        emit(.stringEnd, count, count, .isMissing)
        position = count
        modes.removeLast()
        context = .expressionEnded
    }

    /// Emits the segment before a closing quote at `quote`, then the closing
    /// delimiter; a raw string's closer takes every `#` that follows the quote.
    mutating func closeString(_ segmentStart: Int, _ quote: Int, _ closerEnd: Int, hashes: Int, flags: TokenFlags) {
        emitSegment(segmentStart, quote)
        var end = closerEnd
        if hashes > 0 {
            end = quote + (flags.contains(.isMultiline) ? 3 : 1)
            while isByte(end, "#") { end += 1 }
        }
        var closerFlags = flags
        if hashes > 0 { closerFlags.insert(.isRawString) }
        if flags.contains(.isMultiline), onlyBlanksBeforeOnLine(quote) { closerFlags.insert(.isAtStartOfLine) }
        emit(.stringEnd, quote, end, closerFlags)
        position = end
        modes.removeLast()
        context = .expressionEnded
    }

    /// Emits a non-empty string segment.
    @inline(__always) mutating func emitSegment(_ start: Int, _ end: Int) {
        if end > start { emit(.stringSegment, start, end) }
    }

    /// Whether only spaces and tabs stand between the start of the line and `index`.
    func onlyBlanksBeforeOnLine(_ index: Int) -> Bool {
        var probe = index - 1
        while probe >= 0 {
            let byte = base[probe]
            if byte == 0x0A || byte == 0x0D { return true }
            if byte != 0x20 && byte != 0x09 { return false }
            probe -= 1
        }
        return true
    }

    /// After `\` and the delimiter in a multi-line string: if only blanks and a
    /// line break follow (a line continuation), returns the index after the break.
    func escapedNewlineEnd(_ index: Int) -> Int? {
        var probe = index
        while probe < count, base[probe] == 0x20 || base[probe] == 0x09 { probe += 1 }
        guard probe < count else { return nil }
        if base[probe] == 0x0D { return isByte(probe + 1, "\n") ? probe + 2 : probe + 1 }
        if base[probe] == 0x0A { return probe + 1 }
        return nil
    }

    /// Lexes an escape sequence whose backslash (and delimiter) ends at `index`.
    /// Returns where it ends and whether it is valid; like the toolchain, an
    /// invalid escape consumes one letter or digit, and a line break is never
    /// consumed in a single-line string.
    func lexEscape(at index: Int, multiline: Bool) -> (end: Int, isValid: Bool) {
        guard index < count else { return (index, false) }
        switch base[index] {
        case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
             UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
            return (index + 1, true)
        case UInt8(ascii: "u"):
            var probe = index + 1
            guard isByte(probe, "{") else { return (probe, false) }
            probe += 1
            let digitsStart = probe
            var value: UInt32 = 0
            while probe < count, has(base[probe], CharacterClass.hexDigit) {
                value = value &* 16 &+ (CharacterClass.hexValue(base[probe]) ?? 0)
                probe += 1
            }
            guard isByte(probe, "}") else { return (probe, false) }
            let digits = probe - digitsStart
            let isScalar = digits >= 1 && digits <= 8 && value <= 0x10FFFF && !(value >= 0xD800 && value <= 0xDFFF)
            return (probe + 1, isScalar)
        case 0x0A, 0x0D:
            if multiline, let end = escapedNewlineEnd(index) { return (end, true) }
            return (index, false)
        default:
            return has(base[index], CharacterClass.letter | CharacterClass.digit) ? (index + 1, false) : (index, false)
        }
    }
}
