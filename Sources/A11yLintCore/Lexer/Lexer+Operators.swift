/// Operators, their boundness, and where a `/` inside one starts a regex.
extension LexerCursor {
    /// Whether the operator starting at `start` is left-bound: no whitespace,
    /// opening bracket, separator or comment end right before it.
    func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch base[start - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && base[start - 2] == UInt8(ascii: "*"))   // end of a block comment
        case 0xA0:
            return !(start >= 2 && base[start - 2] == 0xC2)                // U+00A0 no-break space
        default:
            return true
        }
    }

    /// Whether the operator ending at `end` is right-bound.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < count else { return false }
        switch base[end] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !(isByte(end + 1, "/") || isByte(end + 1, "*"))        // a comment counts as whitespace
        case 0xC2:
            return !(end + 1 < count && base[end + 1] == 0xA0)
        default:
            return true
        }
    }

    /// Lexes a run of operator characters at `position` (the first is an operator start).
    ///
    /// A `.` continues the run only if the run started with `.`; an editor
    /// placeholder stops it; its first `/` may start a regex literal; a `//` or
    /// `/*` inside a run longer than two starts a comment.
    mutating func lexOperator(prefersRegex: Bool) {
        let start = position
        let startsWithPeriod = base[start] == UInt8(ascii: ".")
        var end = start + (base[start] < 0x80 ? 1 : scalar(at: start).length)
        var firstSlash = base[start] == UInt8(ascii: "/") ? start : -1
        while end < count {
            let byte = base[end]
            if byte == UInt8(ascii: ".") && !startsWithPeriod { break }
            if byte == UInt8(ascii: "<") && startsEditorPlaceholder(end) { break }
            if byte < 0x80 {
                guard has(byte, CharacterClass.operatorCharacter) else { break }
                if byte == UInt8(ascii: "/") && firstSlash < 0 { firstSlash = end }
                end += 1
            } else {
                let (scalar, length) = scalar(at: end)
                guard scalar != CharacterClass.invalidScalar, CharacterClass.isOperatorContinue(scalar) else { break }
                end += length
            }
        }

        if firstSlash >= 0, let regexEnd = regexInOperator(slash: firstSlash, start: start, end: end,
                                                            prefersRegex: prefersRegex) {
            if firstSlash > start {
                // `x =/y/`: the operator before the slash, then the regex.
                emitOperator(start, firstSlash)
            }
            emit(.regex, firstSlash, regexEnd)
            position = regexEnd
            context = .expressionEnded
            return
        }

        if end - start > 2 {
            var probe = start + 1
            while probe < end {
                if base[probe] == UInt8(ascii: "/"), isByte(probe + 1, "/") || isByte(probe + 1, "*") {
                    end = probe
                    break
                }
                probe += 1
            }
        }
        emitOperator(start, end)
        position = end
    }

    /// Emits the operator `start..<end` and sets the regex look-behind the way
    /// the toolchain classifies it (binary, prefix, postfix, `=`, `&`, `?`, `->`, `.`).
    mutating func emitOperator(_ start: Int, _ end: Int) {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)
        let length = end - start
        if length == 1 {
            switch base[start] {
            case UInt8(ascii: "."):
                emit(.period, start, end)
                context = .expressionEnded
                afterPeriod = true
                return
            case UInt8(ascii: "="):
                emit(.operator, start, end)
                context = .expressionExpected
                return
            case UInt8(ascii: "&") where !leftBound && rightBound:
                emit(.operator, start, end)
                context = .expressionExpected
                return
            case UInt8(ascii: "?"):
                emit(.operator, start, end)
                context = leftBound ? .expressionEnded : .expressionExpected
                return
            default:
                break
            }
        } else if length == 2 {
            if base[start] == UInt8(ascii: "-"), base[start + 1] == UInt8(ascii: ">") {
                emit(.operator, start, end)
                context = .expressionEnded
                return
            }
            if base[start] == UInt8(ascii: "*"), base[start + 1] == UInt8(ascii: "/") {
                emitUnknown(start, end)
                context = .expressionExpected
                return
            }
        } else if containsCommentEnd(start, end) {
            emitUnknown(start, end)
            context = .expressionExpected
            return
        }
        emit(.operator, start, end)
        // Binary (both or neither side bound) and prefix operators expect an expression.
        context = leftBound && !rightBound ? .expressionEnded : .expressionExpected
    }

    /// Whether `*/` occurs in `start..<end`.
    func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var probe = start
        while probe + 1 < end {
            if base[probe] == UInt8(ascii: "*"), base[probe + 1] == UInt8(ascii: "/") { return true }
            probe += 1
        }
        return false
    }

    /// Decides whether the first `/` of the operator `start..<end` starts a regex,
    /// and returns the regex end if so (the toolchain's `tryScanOperatorAsRegexLiteral`).
    func regexInOperator(slash: Int, start: Int, end: Int, prefersRegex: Bool) -> Int? {
        let leftBound = isLeftBound(start)
        guard !leftBound else { return nil }                       // a postfix `/`
        guard context != .declaresOperator else { return nil }      // `func /`, `operator /^/`
        let rightBound = isRightBound(end, leftBound: leftBound)
        var mustBeRegex = false
        if !rightBound {
            // Binary-looking: a regex only where an expression is expected.
            if prefersRegex { mustBeRegex = true }
            if !mustBeRegex && context == .expressionEnded { return nil }
            if context != .argumentList { mustBeRegex = true }
        }
        return scanRegex(at: slash, mustBeRegex: mustBeRegex)
    }
}
