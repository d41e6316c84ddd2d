/// Number literals: decimal, `0x` hex (and hex floats), `0o`, `0b`, `_`
/// separators, exponents; malformed ones are lexed as one token the way the
/// toolchain does (`1abc` is one integer).
extension LexerCursor {
    /// Lexes a number starting with an ASCII digit at `position`.
    mutating func lexNumber() {
        let start = position
        let (end, isFloat) = numberEnd(start)
        emit(isFloat ? .float : .integer, start, end)
        position = end
        context = .expressionEnded
    }

    /// Advances over identifier-continuation characters (the tail of a malformed literal).
    @inline(__always) func malformedTail(_ index: Int) -> Int {
        identifierContinuationEnd(from: index)
    }

    /// Advances while the byte is in `cls` or is `_`.
    @inline(__always) func digits(_ index: Int, _ cls: UInt8) -> Int {
        var end = index
        while end < count, has(base[end], cls) || base[end] == UInt8(ascii: "_") { end += 1 }
        return end
    }

    /// The end of the number at `start` and whether it is a float.
    func numberEnd(_ start: Int) -> (Int, Bool) {
        if base[start] == UInt8(ascii: "0") {
            if isByte(start + 1, "x") { return hexNumberEnd(start) }
            if isByte(start + 1, "o") {
                let index = start + 2
                if index < count, !(base[index] >= UInt8(ascii: "0") && base[index] <= UInt8(ascii: "7")) {
                    return (malformedTail(index), false)
                }
                var end = index
                while end < count, (base[end] >= UInt8(ascii: "0") && base[end] <= UInt8(ascii: "7")) || base[end] == UInt8(ascii: "_") {
                    end += 1
                }
                return (malformedTail(end), false)
            }
            if isByte(start + 1, "b") {
                let index = start + 2
                if index < count, base[index] != UInt8(ascii: "0"), base[index] != UInt8(ascii: "1") {
                    return (malformedTail(index), false)
                }
                var end = index
                while end < count, base[end] == UInt8(ascii: "0") || base[end] == UInt8(ascii: "1") || base[end] == UInt8(ascii: "_") {
                    end += 1
                }
                return (malformedTail(end), false)
            }
        }
        var index = digits(start, CharacterClass.digit)
        if isByte(index, ".") {
            // `1.foo`, `1.` at the end, and `x.0.1` (tuple access) stay integers.
            guard index + 1 < count, has(base[index + 1], CharacterClass.digit), !afterPeriod else {
                return (index, false)
            }
        } else if !(isByte(index, "e") || isByte(index, "E")) {
            return (malformedTail(index), false)
        }
        if isByte(index, ".") {
            index = digits(index + 1, CharacterClass.digit)
        }
        if isByte(index, "e") || isByte(index, "E") {
            index += 1
            if isByte(index, "-") || isByte(index, "+") { index += 1 }
            guard index < count, has(base[index], CharacterClass.digit) else {
                return (malformedTail(index), true)
            }
            index = digits(index, CharacterClass.digit)
            return (malformedTail(index), true)
        }
        return (index, true)
    }

    /// The end of a `0x` literal at `start`, with hex fractions and `p` exponents.
    func hexNumberEnd(_ start: Int) -> (Int, Bool) {
        var index = start + 2
        guard index < count else { return (index, false) }
        if !has(base[index], CharacterClass.hexDigit) {
            return (malformedTail(index), false)
        }
        index = digits(index, CharacterClass.hexDigit)
        let isDot = isByte(index, ".")
        if !isDot && !isByte(index, "p") && !isByte(index, "P") {
            return (malformedTail(index), false)
        }
        var dot = -1
        if isDot {
            dot = index
            index += 1
            // `0xff.description`: member access on an integer.
            if index < count, !has(base[index], CharacterClass.hexDigit) { return (dot, false) }
            index = digits(index, CharacterClass.hexDigit)
            if !isByte(index, "p") && !isByte(index, "P") {
                if index + 1 < count, !has(base[index + 1], CharacterClass.digit) { return (dot, false) }
                return (index, false)
            }
        }
        // [pP][+-]?[0-9][0-9_]*
        if index < count { index += 1 }
        var signed = false
        if isByte(index, "+") || isByte(index, "-") { index += 1; signed = true }
        if index < count, !has(base[index], CharacterClass.digit) {
            if dot >= 0, dot + 1 < count, !has(base[dot + 1], CharacterClass.digit), !signed {
                return (dot, false)                                  // `0xff.fp`
            }
            return (malformedTail(index), true)
        }
        index = digits(index, CharacterClass.digit)
        return (malformedTail(index), true)
    }
}
