/// Statements and expressions: message sends, blocks, literals, declarations and casts.
extension ObjectiveCLowering {
    /// Lowers the tokens in `start..<end`, statement by statement.
    mutating func lowerRange(from start: Int, to end: Int) {
        var index = start
        depth += 1
        defer { depth -= 1 }
        while index < end {
            if depth > ObjectiveCLowering.maximumDepth {
                // Too deep to lower safely: the rest passes through as it is.
                emitPlain(index)
                index += 1
                continue
            }
            if isDirectiveStart(index) {
                lowerConditional(index)
                index = min(endOfDirective(index), end)
                afterDirective = index
                continue
            }
            index = lowerStatementStart(index, limit: end)
        }
    }

    /// Whether the token before `index` ends a statement (or opens a block).
    func isStatementStart(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        return isText(index - 1, ";") || isText(index - 1, "{") || isText(index - 1, "}") || isText(index - 1, ":") && isText(index - 2, "default")
            || index == afterDirective
    }

    /// At a statement start, recognizes a local declaration or a traits update; otherwise one expression token.
    mutating func lowerStatementStart(_ index: Int, limit: Int) -> Int {
        if isStatementStart(index) {
            if let next = lowerDeclaration(index, limit: limit) { return next }
            if let next = lowerTraitsUpdate(index, limit: limit) { return next }
        }
        return lowerToken(index, limit: limit)
    }

    /// `Type *name = value;` / `Type name;` (after qualifiers) → `let name: Type = value` / `var name: Type`.
    mutating func lowerDeclaration(_ at: Int, limit: Int) -> Int? {
        var index = at
        while index < limit, isName(index), isIgnoredWord(index) { index += 1 }
        guard index < limit, isName(index) else { return nil }
        let typeIndex = index
        index += 1
        if isText(index, "<") {
            var probe = index
            var angle = 0
            while probe < limit {
                if isText(probe, "<") { angle += 1 } else if isText(probe, ">") { angle -= 1; if angle == 0 { break } }
                else if !(isName(probe) || isText(probe, "*") || isText(probe, ",")) { return nil }
                probe += 1
            }
            guard angle == 0, probe < limit else { return nil }
            index = probe + 1
        }
        var pointers = 0
        while isText(index, "*") { pointers += 1; index += 1 }
        while index < limit, isName(index), isIgnoredWord(index) { index += 1 }
        guard isIdentifier(index), isText(index + 1, "=") || isText(index + 1, ";") || isText(index + 1, ",") else { return nil }
        // Checked once the shape fits (most statements fail it first): a statement keyword is no type.
        if ObjectiveCLowering.statementWordBytes.contains(bytes(typeIndex)) { return nil }
        let type = text(typeIndex)
        // Without a `*`, two names in a row are a declaration only for a known scalar or a capitalized type.
        if pointers == 0, !(ObjectiveCNames.scalarTypes.contains(type) || type.first?.isUppercase == true) { return nil }
        let nameIndex = index
        let hasValue = isText(index + 1, "=")
        if text(nameIndex).hasPrefix("_") { underscoreLocals.insert(text(nameIndex)) }
        emit(hasValue ? "let" : "var", at: typeIndex)
        emit(text(nameIndex), at: nameIndex)
        emit(":", at: nameIndex, spacing: .none)
        emit(ObjectiveCNames.typeName(type), at: typeIndex)
        if hasValue {
            emit("=", at: nameIndex + 1, spacing: .both)
            return nameIndex + 2
        }
        return nameIndex + 1
    }

    /// Words that start a statement, never a declaration's type.
    static let statementWordBytes: Set<ArraySlice<UInt8>> = Set([
        "return", "if", "else", "for", "while", "switch", "case", "do", "break", "continue", "goto", "self", "super",
        "typedef", "struct", "enum", "union", "default", "sizeof",
    ].map { Array($0.utf8)[...] })

    /// `x.accessibilityTraits |= UIAccessibilityTraitButton;` → `x.accessibilityTraits.insert(.button);`,
    /// `&= ~X` → `.remove(X)`, and `traits = A | B` → `traits = [A, B]`.
    mutating func lowerTraitsUpdate(_ at: Int, limit: Int) -> Int? {
        var index = at
        while index < limit, !isText(index, ";"), !isText(index, "{"), !isText(index, "}") {
            if isText(index, "|=") || isText(index, "&=") || isText(index, "=") { break }
            if let close = partner[index], close > index { index = close + 1; continue }
            index += 1
        }
        guard index < limit, index > at, isText(index - 1, "accessibilityTraits") else { return nil }
        let statementEnd = skipPast(";", from: index) - 1
        guard statementEnd <= limit else { return nil }
        let operation = index
        // The receiver path, lowered as usual.
        var current = at
        while current < operation { current = lowerToken(current, limit: operation) }
        if isText(operation, "=") {
            emit("=", at: operation, spacing: .both)
            var parts: [(Int, Int)] = []
            var partStart = operation + 1
            var probe = operation + 1
            while probe < statementEnd {
                if isText(probe, "|") { parts.append((partStart, probe)); partStart = probe + 1 }
                if let close = partner[probe], close > probe { probe = close + 1; continue }
                probe += 1
            }
            parts.append((partStart, statementEnd))
            if parts.count > 1 { emit("[", at: operation + 1) }
            for (position, part) in parts.enumerated() {
                if position > 0 { emit(",", at: part.0, spacing: .after) }
                lowerRange(from: part.0, to: part.1)
            }
            if parts.count > 1 { emit("]", at: statementEnd, spacing: .none) }
        } else {
            let isRemoval = isText(operation, "&=")
            emit(isRemoval ? ".remove(" : ".insert(", at: operation, spacing: .none)
            let valueStart = isRemoval && isText(operation + 1, "~") ? operation + 2 : operation + 1
            lowerRange(from: valueStart, to: statementEnd)
            emit(")", at: statementEnd, spacing: .none)
        }
        if statementEnd < tokens.count, isText(statementEnd, ";") { emit(";", at: statementEnd, spacing: .none) }
        return statementEnd + 1
    }

    // MARK: - Expression tokens

    /// Whether a `[` at `index` opens a message send (not a subscript).
    func opensSend(_ index: Int) -> Bool {
        guard isText(index, "[") else { return false }
        let previous = index - 1
        guard previous >= 0 else { return true }
        if isName(previous) && !["return", "case", "else", "do"].contains(text(previous)) { return false }
        if isText(previous, ")") || isText(previous, "]") { return false }
        if kind(previous) == .literal { return false }
        return true
    }

    /// Lowers the construct starting at `index` and returns the index after it.
    mutating func lowerToken(_ index: Int, limit: Int) -> Int {
        guard let kind = kind(index) else { return index + 1 }
        if opensSend(index), let next = lowerSend(index) { return next }
        switch kind {
        case .comment:
            emitComment(index)
            return index + 1
        case .literal:
            emitLiteral(index)
            return index + 1
        case .identifier, .keyword:
            let first = firstByte(index)
            let isMember = isText(index - 1, ".") || isText(index - 1, "->")
            // Most names come out as they are: no storage (`_`), no renaming by their first byte.
            if first != UInt8(ascii: "_"), first < 0x80,
               !(isMember ? ObjectiveCNames.mayRenameMember[Int(first)] : ObjectiveCNames.mayRenameName(bytes(index))),
               !isIgnoredWord(index) {
                emit(utf8: bytes(index), at: index, spacing: isMember ? .none : .before)
                return index + 1
            }
            let word = text(index)
            if ObjectiveCLowering.ignoredWords.contains(word) {
                // A qualifier or an attribute macro, with its arguments.
                if isText(index + 1, "("), let close = partner[index + 1], word.hasPrefix("__attribute") || word.hasPrefix("API_") || word.hasPrefix("NS_") {
                    return close + 1
                }
                return index + 1
            }
            let mayBeStorage = firstByte(index) == UInt8(ascii: "_") && !synthesizedStorage.isEmpty
            if mayBeStorage, isText(index - 1, "->"), synthesizedStorage.contains(word), let property = ObjectiveCNames.backedProperty(ofInstanceVariable: word) {
                // `self->_closeButton` is the `closeButton` property's storage.
                emit(property, at: index, spacing: .none)
            } else if isText(index - 1, ".") || isText(index - 1, "->") {
                emit(ObjectiveCNames.propertyName(word), at: index, spacing: .none)
            } else if mayBeStorage, synthesizedStorage.contains(word), !underscoreLocals.contains(word),
                      let property = ObjectiveCNames.backedProperty(ofInstanceVariable: word) {
                // `_closeButton`: the synthesized storage of `closeButton`, the same member the
                // Swift rules know as `self.closeButton` (its type, outlets and writes).
                emit("self." + property, at: index)
            } else {
                emit(ObjectiveCNames.expressionName(word), at: index)
            }
            return index + 1
        case .punctuation:
            return lowerPunctuation(index, limit: limit)
        }
    }

    mutating func lowerPunctuation(_ index: Int, limit: Int) -> Int {
        switch firstByte(index) {
        case UInt8(ascii: "@"):
            return lowerAtLiteral(index)
        case UInt8(ascii: "^"):
            if let next = lowerBlock(index) { return next }
        case UInt8(ascii: "("):
            if let close = castEnd(index) { return close + 1 }
        default: break
        }
        emitPlain(index)
        return index + 1
    }

    /// Emits an operator or bracket with the spacing Swift needs (binary operators spaced on both sides).
    mutating func emitPlain(_ index: Int) {
        let spelling = bytes(index)
        // The spelling's first two bytes and its length pick the case, with no String made.
        let first = firstByte(index)
        let second = spelling.count == 2 ? spelling[spelling.startIndex + 1] : 0
        switch (spelling.count, first, second) {
        case (1, UInt8(ascii: "."), _): emit(".", at: index, spacing: .none)
        case (2, UInt8(ascii: "-"), UInt8(ascii: ">")): emit(".", at: index, spacing: .none)
        case (1, UInt8(ascii: "("), _), (1, UInt8(ascii: "["), _):
            let previous = index - 1
            let isCall = previous >= 0 && (isName(previous) || isText(previous, ")") || isText(previous, "]"))
                && !(isText(previous, "if") || isText(previous, "while") || isText(previous, "for")
                     || isText(previous, "switch") || isText(previous, "return"))
            emit(utf8: spelling, at: index, spacing: isCall ? .none : .before)
        case (1, UInt8(ascii: ")"), _), (1, UInt8(ascii: "]"), _), (1, UInt8(ascii: ","), _), (1, UInt8(ascii: ";"), _):
            emit(utf8: spelling, at: index, spacing: .none)
        case (1, UInt8(ascii: "{"), _), (1, UInt8(ascii: "}"), _):
            emit(utf8: spelling, at: index)
        case (1, UInt8(ascii: "!"), _), (1, UInt8(ascii: "~"), _):
            emit(utf8: spelling, at: index)
        case (2, UInt8(ascii: "+"), UInt8(ascii: "+")), (2, UInt8(ascii: "-"), UInt8(ascii: "-")):
            emit(utf8: spelling, at: index, spacing: isName(index - 1) || isText(index - 1, ")") || isText(index - 1, "]") ? .none : .before)
        case (1, UInt8(ascii: "-"), _), (1, UInt8(ascii: "+"), _), (1, UInt8(ascii: "*"), _), (1, UInt8(ascii: "&"), _):
            // Unary after an operator or opening bracket; binary otherwise.
            let previous = index - 1
            let isBinary = previous >= 0 && (isName(previous) || kind(previous) == .literal || isText(previous, ")") || isText(previous, "]"))
                && !(isText(previous, "return") || isText(previous, "case"))
            emit(utf8: spelling, at: index, spacing: isBinary ? .both : .before)
        default:
            // Bytes that are not UTF-8 come out repaired, as a String of them would.
            let isASCII = spelling.allSatisfy { $0 < 0x80 }
            if kind(index) == .punctuation {
                if isASCII { emit(utf8: spelling, at: index, spacing: .both) } else { emit(text(index), at: index, spacing: .both) }
            } else {
                if isASCII { emit(utf8: spelling, at: index) } else { emit(text(index), at: index) }
            }
        }
    }

    /// A comment that may hold a suppression directive (`a11ylint:`), made safe for Swift's
    /// nesting block comments; any other comment is read by no rule, so only what it does to
    /// the text around it goes out: a line comment ends its line, a block comment separates
    /// the tokens on either side as a space does (license headers and documentation were a
    /// seventh of the lowered text, which the Swift pipeline reads byte by byte).
    mutating func emitComment(_ index: Int) {
        let range = tokens[index].range
        let bytes = source.bytes[Int(range.start)..<Int(range.end)]
        if !Suppressions.mentionsDirective(range, in: source.bytes) {
            if bytes.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
                // As emitting it would: the output catches up with the comment's line, which then ends.
                while outputLine < line(of: index) {
                    output.append(UInt8(ascii: "\n"))
                    outputLine += 1
                }
                output.append(UInt8(ascii: "\n"))
                outputLine += 1
            } else if let last = output.last, last != UInt8(ascii: " "), last != UInt8(ascii: "\n") {
                output.append(UInt8(ascii: " "))
            }
            return
        }
        // Nearly every comment is ASCII with no `/*` inside: its bytes go out as they are,
        // with no String made of them.
        let isBlock = bytes.count >= 4 && bytes.first == UInt8(ascii: "/") && bytes[bytes.startIndex + 1] == UInt8(ascii: "*")
        if bytes.allSatisfy({ $0 < 0x80 }), !isBlock || !ObjectiveCLowering.containsCommentOpening(bytes.dropFirst(2).dropLast(2)) {
            emit(utf8: bytes, at: index)
            if bytes.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
                output.append(UInt8(ascii: "\n"))
                outputLine += 1
            }
            return
        }
        var spelling = text(index)
        if spelling.hasPrefix("/*") {
            let inner = spelling.dropFirst(2).dropLast(2)
            if inner.contains("/*") { spelling = "/*" + inner.replacingOccurrences(of: "/*", with: "/ *") + "*/" }
        }
        emit(spelling, at: index)
        if spelling.hasPrefix("//") {
            output.append(UInt8(ascii: "\n"))
            outputLine += 1
        }
    }

    /// Whether `bytes` hold `/*`.
    static func containsCommentOpening(_ bytes: ArraySlice<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "*") { return true }
            previous = byte
        }
        return false
    }

    /// String, number and character literals as Swift spells them.
    mutating func emitLiteral(_ index: Int) {
        // A string literal (the common case) in ASCII goes out as it is.
        if firstByte(index) == UInt8(ascii: "\""), bytes(index).allSatisfy({ $0 < 0x80 }) {
            emit(utf8: bytes(index), at: index)
            return
        }
        let spelling = text(index)
        guard let first = spelling.first else { return }
        if first == "'" {
            emit("\"" + spelling.dropFirst().dropLast() + "\"", at: index)
        } else if first.isNumber || first == "." {
            // Drop C suffixes (1.0f, 10UL), but not hexadecimal digits.
            var number = Substring(spelling)
            let isHex = spelling.hasPrefix("0x") || spelling.hasPrefix("0X")
            while let last = number.last, "fFlLuU".contains(last), !(isHex && "fF".contains(last)) { number = number.dropLast() }
            emit(String(number), at: index)
        } else if first == "L" || first == "u" || first == "U" {
            emit(String(spelling.drop { $0 != "\"" }), at: index)
        } else {
            emit(spelling, at: index)
        }
    }

    /// `(Type *)`, `(id)`, `(CGFloat)`, `(__bridge T)` before an operand: the index of its `)`.
    func castEnd(_ index: Int) -> Int? {
        guard let close = partner[index], close > index + 1, close + 1 < tokens.count else { return nil }
        let next = close + 1
        // What follows must start an operand.
        guard isName(next) || kind(next) == .literal || isText(next, "[") || isText(next, "(") || isText(next, "@") || isText(next, "^") else { return nil }
        var current = index + 1
        var sawPointer = false
        var words: [String] = []
        while current < close {
            if isName(current) { words.append(text(current)) }
            else if isText(current, "*") { sawPointer = true }
            else if isText(current, "<") || isText(current, ">") || isText(current, ",") {}
            else { return nil }
            current += 1
        }
        guard let typeWord = words.first(where: { !ObjectiveCLowering.ignoredWords.contains($0) && !$0.hasPrefix("__bridge") }) ?? words.first else { return nil }
        if sawPointer { return close }
        if words.contains(where: { $0.hasPrefix("__bridge") }) { return close }
        return ObjectiveCNames.scalarTypes.contains(typeWord) && words.count <= 2 ? close : nil
    }

    // MARK: - @ literals

    mutating func lowerAtLiteral(_ at: Int) -> Int {
        let next = at + 1
        guard next < tokens.count else { return next }
        if kind(next) == .literal {
            emitLiteral(next)
            return next + 1
        }
        if isText(next, "["), let close = partner[next] {
            emit("[", at: at)
            lowerRange(from: next + 1, to: close)
            emit("]", at: close, spacing: .none)
            return close + 1
        }
        if isText(next, "{"), let close = partner[next] {
            emit("[", at: at)
            if close == next + 1 { emit(":", at: next, spacing: .none) }
            lowerRange(from: next + 1, to: close)
            emit("]", at: close, spacing: .none)
            return close + 1
        }
        if isText(next, "("), let close = partner[next] {
            emit("(", at: at)
            lowerRange(from: next + 1, to: close)
            emit(")", at: close, spacing: .none)
            return close + 1
        }
        guard isName(next) else { return next }
        switch text(next) {
        case "YES": emit("true", at: at); return next + 1
        case "NO": emit("false", at: at); return next + 1
        case "selector":
            guard isText(next + 1, "("), let close = partner[next + 1] else { return next + 1 }
            emit("#selector(", at: at)
            if isName(next + 2) { emit(text(next + 2), at: next + 2, spacing: .none) }
            emit(")", at: close, spacing: .none)
            return close + 1
        case "available":
            emit("#available", at: at)
            return next + 1
        case "protocol", "encode":
            guard isText(next + 1, "("), let close = partner[next + 1] else { return next + 1 }
            if isName(next + 2) { emit(text(next + 2) + ".self", at: next + 2) }
            return close + 1
        case "try", "finally", "autoreleasepool":
            emit("do", at: at)
            return next + 1
        case "synchronized", "catch":
            emit(text(next) == "catch" ? "catch" : "do", at: at)
            if isText(next + 1, "("), let close = partner[next + 1] { return close + 1 }
            return next + 1
        case "throw":
            emit("throw", at: at)
            return next + 1
        default:
            return next + 1
        }
    }

    // MARK: - Blocks

    /// `^(Type a, Type b) { … }` / `^{ … }` / `^BOOL(id x) { … }` → `{ a, b in … }`.
    mutating func lowerBlock(_ at: Int) -> Int? {
        var index = at + 1
        // An optional return type.
        while isName(index) || isText(index, "*") { index += 1 }
        var names: [String] = []
        if isText(index, "("), let close = partner[index] {
            var current = index + 1
            var lastName: String?
            while current <= close {
                if isText(current, ",") || current == close {
                    if let lastName, lastName != "void" { names.append(lastName) }
                    lastName = nil
                } else if isName(current) {
                    lastName = text(current)
                }
                current += 1
            }
            index = close + 1
        }
        guard isText(index, "{"), let close = partner[index] else { return nil }
        emit("{", at: at)
        if !names.isEmpty { emit(names.joined(separator: ", ") + " in", at: at) }
        lowerRange(from: index + 1, to: close)
        emit("}", at: close)
        return close + 1
    }
}
