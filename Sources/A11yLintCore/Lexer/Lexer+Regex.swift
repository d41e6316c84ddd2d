/// Regex literals: `/…/` and `#/…/#` (any number of `#`, multi-line when only
/// blanks follow the opening delimiter on its line).
extension LexerCursor {
    /// Scans a regex literal whose delimiter (pounds, then `/`) starts at `start`.
    ///
    /// Returns the literal's end, or `nil` when this is not a regex. With
    /// `mustBeRegex` false (a `/` that could be an operator), the literal must be
    /// a *valid bare regex*: no leading blank, no trailing unescaped blank, no
    /// unbalanced `)` outside `[...]`, closed on the same line, and its closing
    /// `/` not followed by `/` or `*`. With `mustBeRegex` an unterminated literal
    /// runs to the end of its line and still counts.
    func scanRegex(at start: Int, mustBeRegex: Bool) -> Int? {
        var index = start
        var pounds = 0
        while isByte(index, "#") { pounds += 1; index += 1 }
        guard isByte(index, "/") else { return nil }
        let openSlash = index
        index += 1

        if pounds == 0 {
            if index < count {
                switch base[index] {
                case 0x20, 0x09:
                    if !mustBeRegex { return nil }
                case UInt8(ascii: "*"), UInt8(ascii: "/"):
                    return nil                                    // a comment, not a regex
                default:
                    break
                }
            }
            if openSlash > 0, base[openSlash - 1] == UInt8(ascii: "*") { return nil }   // `*/`
        }

        // An extended literal whose opening line holds only blanks is multi-line.
        var firstNewline = -1
        if pounds > 0 {
            var probe = index
            while probe < count, base[probe] == 0x20 || base[probe] == 0x09 { probe += 1 }
            if probe < count, base[probe] == 0x0A || base[probe] == 0x0D {
                firstNewline = probe
                index = probe
            }
        }
        let isMultiline = firstNewline >= 0

        var groupDepth = 0
        var classDepth = 0
        var lastBlank = -1
        while true {
            // Try the closing delimiter.
            if index < count, base[index] == UInt8(ascii: "/") {
                var closeEnd = index + 1
                var closePounds = 0
                if pounds > 0 {
                    while isByte(closeEnd, "#") { closePounds += 1; closeEnd += 1 }
                }
                if closePounds >= pounds {
                    if closePounds == 0 {
                        if closeEnd < count, base[closeEnd] == UInt8(ascii: "*") || base[closeEnd] == UInt8(ascii: "/") {
                            // Prefer the comment: the literal is unterminated before this `/`.
                            return mustBeRegex ? index : nil
                        }
                        if lastBlank >= 0, lastBlank + 1 == index, !mustBeRegex { return nil }
                    }
                    return closeEnd
                }
            }
            // One pattern character.
            guard index < count else {
                return mustBeRegex ? (isMultiline ? firstNewline : index) : nil
            }
            var escaped = false
            var character = base[index]
            if character == UInt8(ascii: "\\") {
                escaped = true
                index += 1
                guard index < count else { return mustBeRegex ? (isMultiline ? firstNewline : index) : nil }
                character = base[index]
            }
            if character == 0x0A || character == 0x0D {
                if !isMultiline { return mustBeRegex ? index : nil }
                index += 1
                continue
            }
            if !escaped {
                switch character {
                case UInt8(ascii: "("):
                    if classDepth == 0 { groupDepth += 1 }
                case UInt8(ascii: ")"):
                    if classDepth == 0 {
                        if groupDepth == 0 {
                            if !mustBeRegex { return nil }
                        } else {
                            groupDepth -= 1
                        }
                    }
                case UInt8(ascii: "["):
                    classDepth += 1
                case UInt8(ascii: "]"):
                    if classDepth > 0 { classDepth -= 1 }
                case 0x20, 0x09:
                    lastBlank = index
                default:
                    break
                }
            }
            index += character < 0x80 ? 1 : scalar(at: index).length
        }
    }
}
