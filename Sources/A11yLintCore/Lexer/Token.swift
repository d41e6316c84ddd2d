/// The kind of a code token. Text is never stored: it is the slice of the
/// file's bytes that the token's range covers.
public enum TokenKind: UInt8, Sendable {
    /// A plain, backticked or raw identifier, a contextual keyword (`some`, `get`),
    /// `_`, a lone `$`, `$x`, or an editor placeholder `<#name#>`.
    case identifier
    /// A keyword the lexer reserves (`let`, `func`, `self`, `true`, `try`, ...).
    case keyword
    /// An anonymous closure argument such as `$0`.
    case dollarIdentifier
    /// `@` immediately followed by a word: `@objc`, `@State`, `@Environment`.
    case attribute
    /// `#` immediately followed by a word: `#selector`, `#available`, `#Preview`.
    case poundWord
    /// A compiler-conditional directive: `#if`, `#elseif`, `#else`, `#endif`.
    case directive
    /// An integer literal (`42`, `0x1F`, `1_000`), including malformed ones.
    case integer
    /// A floating-point literal (`1.5`, `1e-3`, `0x1.8p3`).
    case float
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `'`.
    case stringStart
    /// Literal text inside a string, escapes included, between delimiters and interpolations.
    case stringSegment
    /// `\(` or `\#(` opening an interpolation; code tokens follow.
    case interpolationStart
    /// The `)` closing an interpolation (zero-length and `isMissing` if absent).
    case interpolationEnd
    /// The closing delimiter of a string literal (zero-length and `isMissing` if unterminated).
    case stringEnd
    /// A whole regex literal: `/a+/`, `#/.../#`, multi-line extended literals.
    case regex
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon
    /// `::` (module selector).
    case doubleColon
    /// A single `.` used for member access or an implicit member (`.isButton`).
    case period
    /// `\` outside strings (key paths).
    case backslash
    /// A lone `@` not followed by a word.
    case atSign
    /// A lone `#` not followed by a word.
    case pound
    /// A backtick without a closing backtick on its line.
    case backtick
    /// An operator: `=`, `->`, `?`, `!`, `&`, `==`, `...`, `??`, custom and unicode operators.
    case `operator`
    /// Text that cannot be tokenized: control characters, curly-quoted text, a stray
    /// `*/`, version-control conflict blocks. Rules ignore it.
    case unknown

    /// Whether the token is identifier-like (a "word" in the token dump).
    @inlinable public var isWord: Bool {
        switch self {
        case .identifier, .keyword, .dollarIdentifier, .attribute, .poundWord, .directive: return true
        default: return false
        }
    }

    /// Whether the token is part of a string literal's own structure.
    @inlinable public var isStringPart: Bool {
        switch self {
        case .stringStart, .stringSegment, .interpolationStart, .interpolationEnd, .stringEnd: return true
        default: return false
        }
    }
}

/// Per-token facts the lexer knows for free.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line break lies between the previous token and this one.
    public static let isAtStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment lies between the previous token and this one.
    public static let hasLeadingTrivia = TokenFlags(rawValue: 1 << 1)
    /// A zero-length placeholder for a delimiter the source lacks (unterminated string
    /// or interpolation), so that string structure always balances.
    public static let isMissing = TokenFlags(rawValue: 1 << 2)
    /// On `stringStart`/`stringEnd`: a raw string (`#"…"#`).
    public static let isRawString = TokenFlags(rawValue: 1 << 3)
    /// On `stringStart`/`stringEnd`: a multi-line string (`"""`).
    public static let isMultiline = TokenFlags(rawValue: 1 << 4)
    /// On `stringStart`: a single-quoted string (`'x'`, not valid Swift).
    public static let isSingleQuoted = TokenFlags(rawValue: 1 << 5)
    /// On an identifier: it was written with backticks.
    public static let isBackticked = TokenFlags(rawValue: 1 << 6)
}

/// One code token: a kind, a byte range and flags (12 bytes, no `String`).
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var flags: TokenFlags
    public var range: ByteRange

    public init(kind: TokenKind, range: ByteRange, flags: TokenFlags = []) {
        self.kind = kind
        self.flags = flags
        self.range = range
    }

    @inlinable public var start: UInt32 { range.start }
    @inlinable public var end: UInt32 { range.end }
}

/// The kind of a comment.
public enum CommentKind: UInt8, Sendable {
    case line, block, docLine, docBlock
    /// `#!` on the first line of a script.
    case shebang
}

/// A comment, kept apart from code tokens (suppression comments live here).
public struct Comment: Sendable, Hashable {
    public var kind: CommentKind
    public var range: ByteRange

    public init(kind: CommentKind, range: ByteRange) {
        self.kind = kind
        self.range = range
    }
}

/// The lexer's output for one file.
public struct TokenStream: Sendable {
    /// Code tokens in source order, with strictly increasing, non-overlapping ranges
    /// (zero-length `isMissing` tokens aside).
    public var tokens: [Token]
    /// Comments in source order, including those inside string interpolations.
    public var comments: [Comment]

    public init(tokens: [Token], comments: [Comment]) {
        self.tokens = tokens
        self.comments = comments
    }
}
