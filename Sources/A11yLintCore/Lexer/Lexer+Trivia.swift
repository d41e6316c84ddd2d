/// Trivia: whitespace, comments, byte-order marks, version-control conflict
/// blocks and characters that cannot start a token.
extension LexerCursor {
    /// Skips trivia up to the next token start, recording comments and turning
    /// untokenizable characters into `.unknown` tokens.
    ///
    /// With `stopAtNewline` (inside the interpolation of a single-line string)
    /// a line break is not trivia: it ends the string.
    mutating func skipTrivia(stopAtNewline: Bool) {
        while position < count {
            let byte = base[position]
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                // Space, tab, vertical tab, form feed, and NUL (which the toolchain
                // reports but skips like whitespace); a run of spaces (indentation) at once.
                position += 1
                while position < count, base[position] == 0x20 { position += 1 }
                pendingFlags.insert(.hasLeadingTrivia)
            case 0x0A, 0x0D:
                if stopAtNewline { return }
                position += 1
                pendingFlags.insert([.isAtStartOfLine, .hasLeadingTrivia])
            case UInt8(ascii: "/"):
                let next = peek(position + 1)
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                } else if next == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    return
                }
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                guard let end = conflictMarkerEnd(position) else { return }
                emitTriviaUnknown(position, end)
                position = end
            case 0xEF where peek(position + 1) == 0xBB && peek(position + 2) == 0xBF:
                // U+FEFF, a byte-order mark anywhere in the file, is whitespace.
                position += 3
                pendingFlags.insert(.hasLeadingTrivia)
            case 0xC2 where peek(position + 1) == 0xA0:
                // U+00A0 no-break space: diagnosed by the toolchain, skipped like whitespace.
                position += 2
                pendingFlags.insert(.hasLeadingTrivia)
            case 0x01...0x08, 0x0E...0x1F, 0x7F:
                emitTriviaUnknown(position, position + 1)
                position += 1
            case 0x80...0xFF:
                let (scalar, length) = scalar(at: position)
                if scalar != CharacterClass.invalidScalar,
                   CharacterClass.isIdentifierContinue(scalar) || CharacterClass.isOperatorStart(scalar)
                    || scalar == 0x201C || scalar == 0x201D {
                    return
                }
                // Characters that cannot start a token (U+2028, U+3000, invalid UTF-8...).
                emitTriviaUnknown(position, position + length)
                position += length
            default:
                return
            }
        }
    }

    /// Appends an unknown token found in trivia; it does not take the pending
    /// flags of the next real token (the toolchain counts it as trivia).
    mutating func emitTriviaUnknown(_ start: Int, _ end: Int) {
        if !extendPreviousUnknown(start, end) {
            tokens.append(Token(kind: .unknown, range: ByteRange(start: UInt32(start), end: UInt32(end))))
        }
        pendingFlags.insert(.hasLeadingTrivia)
    }

    /// Skips a `//` comment up to, not including, the line break.
    mutating func skipLineComment() {
        let start = position
        var end = start + 2
        while end < count, base[end] != 0x0A, base[end] != 0x0D { end += 1 }
        let isDoc = isByte(start + 2, "/")
        comments.append(Comment(kind: isDoc ? .docLine : .line,
                                range: ByteRange(start: UInt32(start), end: UInt32(end))))
        position = end
        pendingFlags.insert(.hasLeadingTrivia)
    }

    /// Skips a `/* */` comment; nested comments count, and an unterminated one
    /// runs to the end of the file.
    mutating func skipBlockComment() {
        let start = position
        var index = start + 2
        var depth = 1
        var sawNewline = false
        while index < count {
            let byte = base[index]
            index += 1
            if byte == UInt8(ascii: "*") {
                if index < count, base[index] == UInt8(ascii: "/") {
                    index += 1
                    depth -= 1
                    if depth == 0 { break }
                }
            } else if byte == UInt8(ascii: "/") {
                if index < count, base[index] == UInt8(ascii: "*") {
                    index += 1
                    depth += 1
                }
            } else if byte == 0x0A || byte == 0x0D {
                sawNewline = true
            }
        }
        let isDoc = isByte(start + 2, "*") && !(isByte(start + 3, "/"))
        comments.append(Comment(kind: isDoc ? .docBlock : .block,
                                range: ByteRange(start: UInt32(start), end: UInt32(index))))
        position = index
        pendingFlags.insert(sawNewline ? [.isAtStartOfLine, .hasLeadingTrivia] : .hasLeadingTrivia)
    }

    /// If a version-control conflict block starts at `start`, returns its end.
    ///
    /// Like the toolchain: the block starts at a line start with `<<<<<<< `
    /// (or Perforce's `>>>> `) and needs its terminator `>>>>>>> ` (`<<<<\n`) at a
    /// later line start; it then runs to the end of the terminator's line.
    func conflictMarkerEnd(_ start: Int) -> Int? {
        if start > 0 {
            let previous = base[start - 1]
            guard previous == 0x0A || previous == 0x0D || previous == 0 else { return nil }
        }
        let introducer: StaticString
        let terminator: StaticString
        if hasPrefix(start, "<<<<<<< ") {
            introducer = "<<<<<<< "; terminator = ">>>>>>> "
        } else if hasPrefix(start, ">>>> ") {
            introducer = ">>>> "; terminator = "<<<<\n"
        } else {
            return nil
        }
        let first = terminator.withUTF8Buffer { $0[0] }
        var index = start + introducer.utf8CodeUnitCount
        while index < count {
            if base[index] == first, hasPrefix(index, terminator),
               base[index - 1] == 0x0A || base[index - 1] == 0x0D {
                var end = index + terminator.utf8CodeUnitCount
                while end < count, base[end] != 0x0A, base[end] != 0x0D { end += 1 }
                return end
            }
            index += 1
        }
        return nil
    }

    /// Whether the bytes at `index` start with `literal`.
    func hasPrefix(_ index: Int, _ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<length where base[index + offset] != buffer[offset] { return false }
            return true
        }
    }
}
