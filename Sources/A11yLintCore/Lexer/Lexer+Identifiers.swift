/// Identifiers, keywords, `$` names, backticks, `#` words and editor placeholders.
extension LexerCursor {
    /// Lexes an identifier or reserved keyword (the first scalar is an identifier start).
    mutating func lexIdentifier() {
        let start = position
        let first = base[start] < 0x80 ? 1 : scalar(at: start).length
        let end = identifierContinuationEnd(from: start + first)
        position = end
        if let keyword = Keywords.classify(base, start, end) {
            emitWord(.keyword, start, end)
            switch keyword {
            case .expressionLike: context = .expressionEnded
            case .declaresOperator: context = .declaresOperator
            case .try: context = .afterTry
            case .other: context = .expressionExpected
            }
        } else {
            emitWord(.identifier, start, end)
            context = .expressionEnded
        }
    }

    /// Lexes `$0` (a dollar identifier) or `$x` / a lone `$` (identifiers).
    mutating func lexDollarIdentifier() {
        let start = position
        let end = identifierContinuationEnd(from: start + 1)
        var allDigits = true
        var index = start + 1
        while index < end {
            if !has(base[index], CharacterClass.digit) { allDigits = false; break }
            index += 1
        }
        position = end
        emitWord(end > start + 1 && allDigits ? .dollarIdentifier : .identifier, start, end)
        context = .expressionEnded
    }

    /// Lexes `` `name` `` (any text up to a backtick on the same line, even empty),
    /// or a lone backtick when no closing one follows on the line.
    mutating func lexBacktickIdentifier() {
        let start = position
        var index = start + 1
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "`") {
                position = index + 1
                emitWord(.identifier, start, index + 1, .isBackticked)
                context = .expressionEnded
                return
            }
            if byte == 0x0A || byte == 0x0D { break }
            index += byte < 0x80 ? 1 : scalar(at: index).length
        }
        position = start + 1
        emit(.backtick, start, start + 1)
        context = .expressionEnded
    }

    /// Lexes what starts with `#`: a shebang, a raw string, a `#/…/#` regex, a
    /// directive (`#if`), `#available`, or a lone `#` that joins the next word.
    mutating func lexPound() {
        let start = position
        if (start == 0 || base[start - 1] == 0), isByte(start + 1, "!") {
            var end = start + 2
            while end < count, base[end] != 0x0A, base[end] != 0x0D { end += 1 }
            comments.append(Comment(kind: .shebang, range: ByteRange(start: UInt32(start), end: UInt32(end))))
            position = end
            context = .expressionEnded
            return
        }
        var hashes = 0
        while isByte(start + hashes, "#") { hashes += 1 }
        if isByte(start + hashes, "\"") {
            lexStringStart(hashes: hashes)
            return
        }
        if let end = scanRegex(at: start, mustBeRegex: true) {
            emit(.regex, start, end)
            position = end
            context = .expressionEnded
            return
        }
        // The toolchain reads ASCII letters and `_` after `#` to find its pound keywords.
        var end = start + 1
        while end < count, has(base[end], CharacterClass.identifierStart) { end += 1 }
        switch Keywords.poundKeyword(base, start + 1, end) {
        case .directive:
            emitWord(.directive, start, end)
            position = end
            context = .expressionExpected
        case .other:
            emitWord(.poundWord, start, end)
            position = end
            context = .expressionEnded
        case nil:
            emit(.pound, start, start + 1)
            position = start + 1
            context = .expressionEnded
        }
    }

    /// The end of an editor placeholder `<#…#>` starting at `start`, if it closes
    /// on the same line before another `<#`.
    func editorPlaceholderEnd(_ start: Int) -> Int? {
        var index = start + 2
        while index < count {
            let byte = base[index]
            index += 1
            if byte == 0x0A { return nil }
            if byte == UInt8(ascii: "<"), isByte(index, "#") { return nil }
            if byte == UInt8(ascii: "#"), isByte(index, ">") { return index + 1 }
        }
        return nil
    }

    /// Whether an operator scanned at `index` must stop for an editor
    /// placeholder: the text starts with `<#` and `#>` follows before a `\n`.
    func startsEditorPlaceholder(_ index: Int) -> Bool {
        guard isByte(index, "<"), isByte(index + 1, "#") else { return false }
        var probe = index
        while probe + 1 < count {
            if base[probe] == 0x0A { return false }
            if base[probe] == UInt8(ascii: "#"), base[probe + 1] == UInt8(ascii: ">") { return true }
            probe += 1
        }
        return false
    }

    /// The end of curly-quoted text `“…”` whose opening quote ends at `index`:
    /// after a closing `”` or `"` on the same line, or right after the opening
    /// quote when the text is not string-like (an interpolation, a bad escape).
    func curlyQuotedStringEnd(from index: Int) -> Int {
        var probe = index
        while probe < count {
            let byte = base[probe]
            if byte == UInt8(ascii: "\\") && isByte(probe + 1, "(") { return index }
            if byte == 0x0A || byte == 0x0D { return index }
            if byte == UInt8(ascii: "\"") { return probe + 1 }
            if byte == UInt8(ascii: "\\") {
                let escape = lexEscape(at: probe + 1, multiline: false)
                guard escape.isValid else { return index }
                probe = escape.end
                continue
            }
            if byte < 0x20 || byte == 0x7F { return index }
            let (scalar, length) = scalar(at: probe)
            if scalar == CharacterClass.invalidScalar { return index }
            if scalar == 0x201D { return probe + length }
            probe += length
        }
        return index
    }
}
