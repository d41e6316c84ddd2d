/// A path pattern from `included` or `excluded`, matched against paths relative to
/// the configuration file's folder, with `/` separators.
///
/// - `*` matches any run of characters within one path component (it never crosses
///   `/`, and it does match a leading `.`); `?` matches one character; `[abc]`,
///   `[a-z]` and `[!abc]` (or `[^abc]`) match one character of (not of) a set;
///   `\` makes the next character literal.
/// - `**` as a whole component matches any number of components, including none:
///   `**/Previews` matches `Previews`, `App/Previews` and `App/UI/Previews`. Elsewhere
///   (`a**b`) it is the same as `*`.
/// - A pattern matches a path when it matches the path itself or any folder above
///   it, so `App/Generated` (and `**/Previews`) also cover everything beneath.
/// - `./` prefixes, repeated and trailing `/` are ignored; `.` alone matches
///   everything. An absolute pattern is an error: patterns are relative.
/// - Matching is by UTF-8 bytes and case-sensitive; `?` and sets consume whole
///   characters (Unicode scalars).
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    private let components: [Component]
    /// `components` then `**`: what `matches` compares paths with.
    private let matchedComponents: [Component]

    /// One `/`-separated part of a pattern.
    private enum Component: Hashable, Sendable {
        /// `**`: any number of path components.
        case anyComponents
        /// Text without wildcards, compared byte for byte.
        case literal([UInt8])
        /// Text with wildcards.
        case wildcard([Token])
    }

    /// One element of a wildcard component.
    private enum Token: Hashable, Sendable {
        case byte(UInt8)
        case anyCharacter
        case anyRun
        case set(ranges: [ClosedRange<UInt32>], isNegated: Bool)
    }

    /// Parses `text`; an empty, absolute or malformed pattern (an unclosed `[`, a
    /// reversed range, a trailing `\`) throws.
    public init(_ text: String) throws(GlobPatternError) {
        self.text = text
        if text.allSatisfy({ $0 == " " }) { throw GlobPatternError(message: "the pattern is empty", offset: 0) }
        if text.hasPrefix("/") {
            throw GlobPatternError(message: "patterns are relative to the configuration file's folder; remove the leading '/'",
                                   offset: 0)
        }
        var parsed: [Component] = []
        for part in Self.parts(Array(text.utf8)) {
            parsed.append(try Self.component(part, offset: part.startIndex))
        }
        // `.` or `./` name the folder itself.
        self.components = parsed.isEmpty ? [.anyComponents] : parsed
        // A pattern matches a path or anything beneath it.
        self.matchedComponents = components + [.anyComponents]
    }

    /// The `/`-separated parts of a path or pattern, without empty and `.` parts.
    static func parts(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
            let part = bytes[start..<end]
            if !part.isEmpty, !part.elementsEqual([UInt8(ascii: ".")]) { parts.append(part) }
            start = end + 1
        }
        return parts
    }

    public var description: String { text }

    /// Whether the pattern contains wildcards (else it names one path and what is beneath).
    public var hasWildcards: Bool {
        components.contains { component in
            if case .literal = component { return false }
            return true
        }
    }

    /// Whether `relativePath` (or a folder above it) matches. Empty and `.` components
    /// of the path are ignored.
    public func matches(_ relativePath: String) -> Bool {
        Self.match(matchedComponents, Self.parts(Array(relativePath.utf8)))
    }

    // MARK: - Parsing

    /// Parses one component; `offset` is its start in the pattern, for errors.
    private static func component(_ part: ArraySlice<UInt8>, offset: Int) throws(GlobPatternError) -> Component {
        if part.elementsEqual([UInt8(ascii: "*"), UInt8(ascii: "*")]) { return .anyComponents }
        var tokens: [Token] = []
        var hasWildcard = false
        var index = part.startIndex
        while index < part.endIndex {
            let byte = part[index]
            switch byte {
            case UInt8(ascii: "*"):
                hasWildcard = true
                if tokens.last != .anyRun { tokens.append(.anyRun) }
                index += 1
            case UInt8(ascii: "?"):
                hasWildcard = true
                tokens.append(.anyCharacter)
                index += 1
            case UInt8(ascii: "["):
                hasWildcard = true
                let (token, next) = try set(in: part, at: index, patternOffset: offset - part.startIndex)
                tokens.append(token)
                index = next
            case UInt8(ascii: "\\"):
                guard index + 1 < part.endIndex else {
                    throw GlobPatternError(message: "a '\\' at the end of a component escapes nothing",
                                           offset: offset + index - part.startIndex)
                }
                tokens.append(.byte(part[index + 1]))
                index += 2
            default:
                tokens.append(.byte(byte))
                index += 1
            }
        }
        if hasWildcard { return .wildcard(tokens) }
        return .literal(tokens.compactMap { token in
            if case .byte(let byte) = token { return byte }
            return nil
        })
    }

    /// Parses `[…]` starting at `start`; returns the token and the index after `]`.
    /// A `]` right after `[` or `[!` is a member, not the end.
    private static func set(in part: ArraySlice<UInt8>, at start: Int,
                            patternOffset: Int) throws(GlobPatternError) -> (Token, Int) {
        var index = start + 1
        var isNegated = false
        if index < part.endIndex, part[index] == UInt8(ascii: "!") || part[index] == UInt8(ascii: "^") {
            isNegated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var isFirst = true
        while true {
            guard index < part.endIndex else {
                throw GlobPatternError(message: "unterminated '[': no ']' closes the character set",
                                       offset: patternOffset + start)
            }
            if part[index] == UInt8(ascii: "]"), !isFirst { return (.set(ranges: ranges, isNegated: isNegated), index + 1) }
            isFirst = false
            let (low, afterLow) = scalar(in: part, at: index)
            index = afterLow
            if index + 1 < part.endIndex, part[index] == UInt8(ascii: "-"), part[index + 1] != UInt8(ascii: "]") {
                let (high, afterHigh) = scalar(in: part, at: index + 1)
                guard low <= high else {
                    throw GlobPatternError(message: "the range in the character set is reversed",
                                           offset: patternOffset + start)
                }
                ranges.append(low...high)
                index = afterHigh
            } else {
                ranges.append(low...low)
            }
        }
    }

    // MARK: - Matching

    /// Whether `pattern` matches all of `parts`. `**` is a wildcard over components,
    /// every other component matches exactly one part, so the classic single-
    /// backtrack-point algorithm is exact and linear in practice.
    private static func match(_ pattern: [Component], _ parts: [ArraySlice<UInt8>]) -> Bool {
        var patternIndex = 0
        var partIndex = 0
        var resume: (pattern: Int, part: Int)?
        while partIndex < parts.count {
            if patternIndex < pattern.count {
                if pattern[patternIndex] == .anyComponents {
                    resume = (patternIndex, partIndex)
                    patternIndex += 1
                    continue
                }
                if matches(pattern[patternIndex], parts[partIndex]) {
                    patternIndex += 1
                    partIndex += 1
                    continue
                }
            }
            guard let point = resume else { return false }
            resume = (point.pattern, point.part + 1)
            patternIndex = point.pattern + 1
            partIndex = point.part + 1
        }
        while patternIndex < pattern.count, pattern[patternIndex] == .anyComponents { patternIndex += 1 }
        return patternIndex == pattern.count
    }

    /// Whether one pattern component matches one path component.
    private static func matches(_ component: Component, _ part: ArraySlice<UInt8>) -> Bool {
        switch component {
        case .anyComponents: return true
        case .literal(let bytes): return part.elementsEqual(bytes)
        case .wildcard(let tokens): return match(tokens, part)
        }
    }

    /// Matches wildcard tokens against one component, backtracking to the last `*`.
    private static func match(_ tokens: [Token], _ part: ArraySlice<UInt8>) -> Bool {
        var tokenIndex = 0
        var index = part.startIndex
        var resume: (token: Int, index: Int)?
        while index < part.endIndex {
            if tokenIndex < tokens.count {
                switch tokens[tokenIndex] {
                case .anyRun:
                    resume = (tokenIndex, index)
                    tokenIndex += 1
                    continue
                case .byte(let byte):
                    if part[index] == byte {
                        tokenIndex += 1
                        index += 1
                        continue
                    }
                case .anyCharacter:
                    tokenIndex += 1
                    index = scalar(in: part, at: index).next
                    continue
                case .set(let ranges, let isNegated):
                    let (value, next) = scalar(in: part, at: index)
                    if ranges.contains(where: { $0.contains(value) }) != isNegated {
                        tokenIndex += 1
                        index = next
                        continue
                    }
                }
            }
            guard let point = resume else { return false }
            let next = scalar(in: part, at: point.index).next
            resume = (point.token, next)
            tokenIndex = point.token + 1
            index = next
        }
        while tokenIndex < tokens.count, tokens[tokenIndex] == .anyRun { tokenIndex += 1 }
        return tokenIndex == tokens.count
    }

    /// The Unicode scalar value starting at `index` and the index after it. Bytes
    /// that do not start a valid sequence count as one character of their own value.
    private static func scalar(in bytes: ArraySlice<UInt8>, at index: Int) -> (value: UInt32, next: Int) {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC0...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF7: length = 4; value = UInt32(lead & 0x07)
        default: return (UInt32(lead), index + 1)
        }
        guard index + length <= bytes.endIndex else { return (UInt32(lead), index + 1) }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return (UInt32(lead), index + 1) }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return (value, index + length)
    }
}

/// Why a glob pattern is malformed; `offset` is the UTF-8 offset of the problem in the pattern.
public struct GlobPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    /// Creates an error.
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { message }
}
