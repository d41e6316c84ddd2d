/// Message sends: `[receiver piece:argument more:argument]` → `receiver.piece(argument, more: argument)`.
extension ObjectiveCLowering {
    /// One keyword of a selector and the tokens of its argument.
    struct Piece {
        var name: String
        var token: Int
        var argument: Range<Int>?
    }

    /// Lowers the send opened at `open`; nil (nothing emitted) when it is not one.
    mutating func lowerSend(_ open: Int) -> Int? {
        guard let close = partner[open], close > open + 2 else { return nil }
        let receiverEnd = endOfOperand(from: open + 1, limit: close)
        guard receiverEnd > open + 1, receiverEnd < close, let pieces = selectorPieces(from: receiverEnd, to: close) else { return nil }
        let first = pieces[0]
        let arguments = pieces.compactMap(\.argument)

        // [[Class alloc] init…] and [Class new]
        if isText(open + 1, "["), partner[open + 1] == open + 4, isName(open + 2), isText(open + 3, "alloc"), first.name.hasPrefix("init") {
            emitConstructor(className: open + 2, pieces: pieces, close: close)
            return close + 1
        }
        let receiverIsClass = receiverEnd == open + 2 && isIdentifier(open + 1) && startsUppercase(open + 1)
        if receiverIsClass {
            let className = text(open + 1)
            if arguments.isEmpty, first.name == "new" || first.name == "alloc" {
                emit(className, at: open + 1)
                emit("()", at: close, spacing: .none)
                return close + 1
            }
            if arguments.isEmpty, let color = ObjectiveCNames.colorName(className: className, selector: first.name) {
                emit(className, at: open + 1)
                emit("." + color, at: first.token, spacing: .none)
                return close + 1
            }
            if !arguments.isEmpty, let label = ObjectiveCNames.factoryLabel(className: className, firstPiece: first.name) {
                var labeled = pieces
                labeled[0].name = label
                emitArguments(callee: className, calleeToken: open + 1, labels: [label] + pieces.dropFirst().map { ObjectiveCNames.labels[$0.name] ?? $0.name },
                              pieces: labeled, close: close)
                return close + 1
            }
        }
        // The receiver, then the member.
        lowerRange(from: open + 1, to: receiverEnd)
        if arguments.isEmpty {
            emit("." + first.name, at: first.token, spacing: .none)
            emit("()", at: close, spacing: .none)
            return close + 1
        }
        if pieces.count == 1, let property = ObjectiveCNames.setterProperty(first.name), let argument = first.argument {
            emit("." + property, at: first.token, spacing: .none)
            emit("=", at: first.token, spacing: .both)
            lowerRange(from: argument.lowerBound, to: argument.upperBound)
            return close + 1
        }
        let (name, labels) = ObjectiveCNames.method(pieces: pieces.map(\.name), argumentCount: arguments.count)
        emit("." + name, at: first.token, spacing: .none)
        emitArguments(callee: nil, calleeToken: first.token, labels: labels, pieces: pieces, close: close)
        return close + 1
    }

    /// `[[Class alloc] initWithX:a y:b]` → `Class(x: a, y: b)`.
    mutating func emitConstructor(className: Int, pieces: [Piece], close: Int) {
        let (_, labels) = ObjectiveCNames.method(pieces: pieces.map(\.name), argumentCount: pieces.compactMap(\.argument).count)
        emitArguments(callee: text(className), calleeToken: className, labels: labels, pieces: pieces, close: close)
    }

    /// Emits `callee(label: argument, …)` (callee nil: the member name is already out).
    mutating func emitArguments(callee: String?, calleeToken: Int, labels: [String], pieces: [Piece], close: Int) {
        if let callee { emit(callee, at: calleeToken) }
        emit("(", at: calleeToken, spacing: .none)
        var position = 0
        for piece in pieces {
            guard let argument = piece.argument else { continue }
            if position > 0 { emit(",", at: piece.token, spacing: .after) }
            let label = position < labels.count ? labels[position] : piece.name
            if label != "_" && !label.isEmpty { emit(label + ":", at: piece.token, spacing: .after) }
            lowerRange(from: argument.lowerBound, to: argument.upperBound)
            position += 1
        }
        emit(")", at: close, spacing: .none)
    }

    /// The end of the operand that starts at `start`: a primary (name, literal, bracketed or
    /// parenthesized expression, `@` literal) and its postfixes (`.x`, `->x`, calls, subscripts).
    func endOfOperand(from start: Int, limit: Int) -> Int {
        var index = start
        if isText(index, "("), let cast = castEnd(index), cast < limit { index = cast + 1 }
        guard index < limit else { return start }
        if isText(index, "[") || isText(index, "("), let close = partner[index], close < limit {
            index = close + 1
        } else if isText(index, "@") {
            index += 1
            if let close = partner[index], close > index, close < limit { index = close + 1 } else { index += 1 }
        } else if isName(index) || kind(index) == .literal {
            index += 1
        } else {
            return start
        }
        while index < limit {
            if (isText(index, ".") || isText(index, "->")), isName(index + 1) {
                index += 2
            } else if isText(index, "(") || isText(index, "["), let close = partner[index], close < limit {
                index = close + 1
            } else {
                break
            }
        }
        return index
    }

    /// The selector pieces and their arguments from `start` to the closing `]`, or nil.
    func selectorPieces(from start: Int, to close: Int) -> [Piece]? {
        if isName(start), start + 1 == close { return [Piece(name: text(start), token: start, argument: nil)] }
        var pieces: [Piece] = []
        var index = start
        while index < close {
            let name: String
            let token = index
            if isName(index), isText(index + 1, ":") {
                name = text(index)
                index += 2
            } else if isText(index, ":") {
                name = ""
                index += 1
            } else {
                return nil
            }
            let argumentStart = index
            var pendingTernaries = 0
            while index < close {
                if isText(index, "?") { pendingTernaries += 1 }
                if isName(index), isText(index + 1, ":") {
                    if pendingTernaries > 0 { pendingTernaries -= 1; index += 2; continue }
                    break
                }
                if isText(index, ":"), pendingTernaries > 0 { pendingTernaries -= 1 }
                if let partnerIndex = partner[index], partnerIndex > index { index = partnerIndex + 1; continue }
                index += 1
            }
            guard index > argumentStart else { return nil }
            pieces.append(Piece(name: name, token: token, argument: argumentStart..<index))
        }
        return pieces.isEmpty ? nil : pieces
    }
}
