/// The hand-written Swift lexer: UTF-8 bytes in, a flat token array and the
/// comments out.
///
/// It is a byte cursor with an explicit mode stack (normal code, string
/// contents, interpolation with its paren depth), so nesting depth never
/// touches the call stack. It never throws and never traps, always advances,
/// and is linear in the input: every decision looks a bounded distance ahead,
/// except regex and raw-string scans, which stop at the end of the line.
///
/// Where the toolchain's lexer depends on context (the regex-vs-division
/// heuristic, `x.0.1`, `try?` before a regex) this lexer keeps the same
/// one-token look-behind, so its output matches SwiftParser token for token
/// (see shared/tools/token-oracle/README.md and `TokenDump`).
public enum Lexer {
    /// Lexes a whole file.
    public static func lex(_ bytes: [UInt8]) -> TokenStream {
        bytes.withUnsafeBufferPointer { lex($0) }
    }

    /// Lexes a buffer of UTF-8 bytes (invalid UTF-8 becomes `.unknown` tokens).
    public static func lex(_ buffer: UnsafeBufferPointer<UInt8>) -> TokenStream {
        guard let base = buffer.baseAddress, buffer.count > 0 else {
            return TokenStream(tokens: [], comments: [])
        }
        var cursor = LexerCursor(base: base, count: buffer.count)
        cursor.run()
        return TokenStream(tokens: cursor.tokens, comments: cursor.comments)
    }
}

/// What the previous code token says about the next `/`: the one-token
/// look-behind of the toolchain's regex heuristic (`isInRegexLiteralPosition`).
enum RegexContext: UInt8 {
    /// Nothing lexed yet.
    case startOfFile
    /// An expression may start here: after `{`, a binary or prefix operator, `=`,
    /// `;`, infix `?`, most keywords, `#if`-family directives, unknown text.
    case expressionExpected
    /// After `(`, `[`, `,` or `:`: an expression may start, but a bare operator is
    /// legal too (`reduce(0, +)`), so a binary-looking `/` must be a valid regex.
    case argumentList
    /// After an identifier, literal, closing bracket, postfix operator, `.`, ...
    case expressionEnded
    /// After the keywords `func` or `operator`: `/` is an operator name.
    case declaresOperator
    /// After the keyword `try`.
    case afterTry
}

/// The kinds of string literal, as the toolchain distinguishes them.
enum StringKind: UInt8 {
    case singleLine, multiline, singleQuote
}

/// One entry of the lexer's mode stack.
enum LexerMode {
    /// Code at top level.
    case normal
    /// Inside the text of a string literal with `hashes` raw delimiters.
    case string(StringKind, hashes: Int)
    /// Inside `\( … )` of a string of the given kind, with `depth` unclosed `(`.
    case interpolation(StringKind, hashes: Int, depth: Int)
}

/// The mutable state of one lexing run.
struct LexerCursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    let table: UnsafePointer<UInt8>
    /// The current byte offset.
    var position = 0
    var tokens: [Token] = []
    var comments: [Comment] = []
    var modes: [LexerMode] = [.normal]
    /// Look-behind for the regex heuristic.
    var context = RegexContext.startOfFile
    /// Set right after `try?`/`try!`: the next token prefers a regex over an operator.
    var prefersRegex = false
    /// Flags collected while skipping trivia, given to the next token.
    var pendingFlags: TokenFlags = []
    /// Whether the previous code token was a `.` (so `x.0.1` lexes `0` and `1` apart).
    var afterPeriod = false

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
        self.table = CharacterClass.table
        tokens.reserveCapacity(count / 5 + 16)
    }

    // MARK: - Peeking

    /// The byte at `index`, or 0 past the end (callers that must tell a NUL byte
    /// from the end of the file check `index < count` themselves).
    @inline(__always) func peek(_ index: Int) -> UInt8 {
        index < count ? base[index] : 0
    }

    /// Whether the byte at `index` exists and equals `ascii`.
    @inline(__always) func isByte(_ index: Int, _ ascii: Unicode.Scalar) -> Bool {
        index < count && base[index] == UInt8(ascii: ascii)
    }

    /// Whether the byte is an ASCII class member per the table.
    @inline(__always) func has(_ byte: UInt8, _ cls: UInt8) -> Bool {
        table[Int(byte)] & cls != 0
    }

    /// The scalar at `index` and its length (`index` must be `< count`).
    @inline(__always) func scalar(at index: Int) -> (scalar: UInt32, length: Int) {
        CharacterClass.decode(base, index, count)
    }

    // MARK: - Emitting

    /// Appends a token, applying the pending line/trivia flags.
    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, _ extra: TokenFlags = []) {
        tokens.append(Token(kind: kind, range: ByteRange(start: UInt32(start), end: UInt32(end)),
                            flags: pendingFlags.union(extra)))
        pendingFlags = []
        afterPeriod = false
    }

    /// Appends an unknown token, merging with a directly preceding one.
    mutating func emitUnknown(_ start: Int, _ end: Int) {
        if !extendPreviousUnknown(start, end) { emit(.unknown, start, end) }
    }

    /// Extends an unknown token that ends exactly at `start` to `end`; whether there was one.
    mutating func extendPreviousUnknown(_ start: Int, _ end: Int) -> Bool {
        guard let last = tokens.last, last.kind == .unknown, last.range.end == UInt32(start) else { return false }
        tokens[tokens.count - 1].range.end = UInt32(end)
        return true
    }

    /// Appends a word token. A lone `@` or `#` right before it joins it
    /// (`@objc`, `#selector`), as the token dump's merge rule 1 requires.
    mutating func emitWord(_ kind: TokenKind, _ start: Int, _ end: Int, _ extra: TokenFlags = []) {
        if let last = tokens.last, last.range.end == UInt32(start), pendingFlags.isEmpty,
           last.kind == .atSign || last.kind == .pound {
            let merged: TokenKind = last.kind == .atSign ? .attribute : .poundWord
            tokens[tokens.count - 1] = Token(
                kind: kind == .directive ? .directive : merged,
                range: ByteRange(start: last.range.start, end: UInt32(end)),
                flags: last.flags)
            afterPeriod = false
            return
        }
        emit(kind, start, end, extra)
    }

    // MARK: - Main loop

    /// Lexes the whole buffer.
    mutating func run() {
        while true {
            guard let mode = modes.last else { return }
            switch mode {
            case .normal:
                skipTrivia(stopAtNewline: false)
                guard position < count else { return finishAtEndOfFile() }
                lexToken()
            case let .string(kind, hashes):
                lexStringContents(kind: kind, hashes: hashes)
            case let .interpolation(kind, hashes, depth):
                skipTrivia(stopAtNewline: kind != .multiline)
                guard position < count else { return finishAtEndOfFile() }
                let byte = base[position]
                if byte == 0x0A || byte == 0x0D {
                    // A line break inside the interpolation of a single-line string
                    // ends both the interpolation and the string.
                    closeUnterminatedInterpolation()
                    continue
                }
                if byte == UInt8(ascii: "(") {
                    modes[modes.count - 1] = .interpolation(kind, hashes: hashes, depth: depth + 1)
                    emit(.leftParen, position, position + 1)
                    position += 1
                    context = .argumentList
                    continue
                }
                if byte == UInt8(ascii: ")") {
                    if depth == 0 {
                        emit(.interpolationEnd, position, position + 1)
                        position += 1
                        modes.removeLast()
                    } else {
                        modes[modes.count - 1] = .interpolation(kind, hashes: hashes, depth: depth - 1)
                        emit(.rightParen, position, position + 1)
                        position += 1
                    }
                    context = .expressionEnded
                    continue
                }
                lexToken()
            }
        }
    }

    /// Balances open strings and interpolations with `isMissing` delimiters at the end of the file.
    mutating func finishAtEndOfFile() {
        while let mode = modes.last {
            switch mode {
            case .normal:
                modes.removeLast()
            case .string:
                emit(.stringEnd, count, count, .isMissing)
                modes.removeLast()
            case .interpolation:
                emit(.interpolationEnd, count, count, .isMissing)
                modes.removeLast()
            }
        }
    }

    /// Closes an interpolation (and its single-line string) cut short by a line break.
    mutating func closeUnterminatedInterpolation() {
        emit(.interpolationEnd, position, position, .isMissing)
        modes.removeLast()
        if case .string = modes.last {
            emit(.stringEnd, position, position, .isMissing)
            modes.removeLast()
        }
        context = .expressionEnded
    }

    /// Lexes one code token at `position` (trivia already skipped, not at the end).
    mutating func lexToken() {
        let prefersRegex = self.prefersRegex
        self.prefersRegex = false
        let start = position
        let byte = base[start]
        switch byte {
        case UInt8(ascii: "@"):
            emit(.atSign, start, start + 1); position += 1; context = .expressionEnded
        case UInt8(ascii: "{"):
            emit(.leftBrace, start, start + 1); position += 1; context = .expressionExpected
        case UInt8(ascii: "["):
            emit(.leftSquare, start, start + 1); position += 1; context = .argumentList
        case UInt8(ascii: "("):
            emit(.leftParen, start, start + 1); position += 1; context = .argumentList
        case UInt8(ascii: "}"):
            emit(.rightBrace, start, start + 1); position += 1; context = .expressionEnded
        case UInt8(ascii: "]"):
            emit(.rightSquare, start, start + 1); position += 1; context = .expressionEnded
        case UInt8(ascii: ")"):
            emit(.rightParen, start, start + 1); position += 1; context = .expressionEnded
        case UInt8(ascii: ","):
            emit(.comma, start, start + 1); position += 1; context = .argumentList
        case UInt8(ascii: ";"):
            emit(.semicolon, start, start + 1); position += 1; context = .expressionExpected
        case UInt8(ascii: "\\"):
            emit(.backslash, start, start + 1); position += 1; context = .expressionEnded
        case UInt8(ascii: ":"):
            if isByte(start + 1, ":") {
                emit(.doubleColon, start, start + 2); position += 2; context = .expressionEnded
            } else {
                emit(.colon, start, start + 1); position += 1; context = .argumentList
            }
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(start) {
                // Postfix `!`/`?` is a one-character token (`x!.y`, `a?.b`).
                emit(.operator, start, start + 1)
                position += 1
                if context == .afterTry { self.prefersRegex = true }
                context = .expressionEnded
            } else {
                lexOperator(prefersRegex: prefersRegex)
            }
        case UInt8(ascii: "<"):
            if isByte(start + 1, "#"), let end = editorPlaceholderEnd(start) {
                emitWord(.identifier, start, end); position = end; context = .expressionEnded
            } else {
                lexOperator(prefersRegex: prefersRegex)
            }
        case UInt8(ascii: "$"):
            lexDollarIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexStringStart(hashes: 0)
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        default:
            if byte < 0x80 {
                if has(byte, CharacterClass.identifierStart) {
                    lexIdentifier()
                } else if has(byte, CharacterClass.operatorCharacter) {
                    lexOperator(prefersRegex: prefersRegex)
                } else {
                    // Control characters are skipped as trivia; this is a safety net.
                    emitUnknown(start, start + 1); position += 1
                }
            } else {
                lexNonASCIIToken(prefersRegex: prefersRegex)
            }
        }
    }

    /// Lexes a token starting with a non-ASCII scalar.
    mutating func lexNonASCIIToken(prefersRegex: Bool) {
        let start = position
        let (scalar, length) = scalar(at: start)
        if scalar == CharacterClass.invalidScalar {
            emitUnknown(start, start + length); position += length
        } else if CharacterClass.isIdentifierStart(scalar) {
            lexIdentifier()
        } else if CharacterClass.isOperatorStart(scalar) {
            lexOperator(prefersRegex: prefersRegex)
        } else if CharacterClass.isIdentifierContinue(scalar) {
            // A character that may continue but not start an identifier (U+200B,
            // combining marks): the toolchain recovers with an identifier.
            var end = start + length
            end = identifierContinuationEnd(from: end)
            emitWord(.identifier, start, end); position = end; context = .expressionEnded
        } else if scalar == 0x201D {
            emitUnknown(start, start + length); position += length; context = .expressionExpected
        } else if scalar == 0x201C {
            let end = curlyQuotedStringEnd(from: start + length)
            emitUnknown(start, end); position = end; context = .expressionEnded
        } else {
            emitUnknown(start, start + length); position += length
        }
    }

    /// Advances over identifier-continuation scalars starting at `index`; returns the end.
    @inline(__always) func identifierContinuationEnd(from index: Int) -> Int {
        var end = index
        while end < count {
            let byte = base[end]
            if byte < 0x80 {
                if table[Int(byte)] & CharacterClass.identifierContinue != 0 { end += 1; continue }
                return end
            }
            let (scalar, length) = scalar(at: end)
            guard scalar != CharacterClass.invalidScalar, CharacterClass.isIdentifierContinue(scalar) else { return end }
            end += length
        }
        return end
    }
}
