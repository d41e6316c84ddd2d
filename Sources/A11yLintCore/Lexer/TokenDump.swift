/// The normalized token stream of `a11ylint dump-tokens`, byte for byte the
/// format of shared/tools/token-oracle/README.md, so the lexer can be compared
/// with the Swift toolchain's parser on any amount of real code.
public enum TokenDump {
    /// The class column of the format.
    public enum ItemClass: String, Sendable {
        case word, number, string, regex, comment, op, unknown
    }

    /// One normalized item: a byte range and its class.
    public struct Item: Equatable, Sendable {
        public var start: UInt32
        public var end: UInt32
        public var itemClass: ItemClass
    }

    /// The normalized items of a lexed file.
    ///
    /// A string literal is one item from its opening delimiter to its last
    /// present token, interpolations included; comments inside it vanish.
    /// Then the merge rules: `@`/`#` + word (already one token), number `.`
    /// number chains, and runs of adjacent `op` or `unknown` items.
    public static func items(of stream: TokenStream) -> [Item] {
        let tokens = stream.tokens
        let comments = stream.comments
        var items: [Item] = []
        items.reserveCapacity(tokens.count + comments.count)
        var commentIndex = 0

        func push(_ start: UInt32, _ end: UInt32, _ itemClass: ItemClass) {
            if itemClass == .op || itemClass == .unknown, let last = items.last,
               last.itemClass == itemClass, last.end == start {
                items[items.count - 1].end = end
                return
            }
            items.append(Item(start: start, end: end, itemClass: itemClass))
        }
        func flushComments(before offset: UInt32) {
            while commentIndex < comments.count, comments[commentIndex].range.start < offset {
                let range = comments[commentIndex].range
                push(range.start, range.end, .comment)
                commentIndex += 1
            }
        }
        func skipComments(before offset: UInt32) {
            while commentIndex < comments.count, comments[commentIndex].range.start < offset {
                commentIndex += 1
            }
        }

        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.flags.contains(.isMissing) {
                index += 1
                continue
            }
            flushComments(before: token.start)
            switch token.kind {
            case .stringStart:
                // The literal runs to its balancing `stringEnd`; nested literals
                // inside interpolations belong to it.
                var depth = 0
                var end = token.end
                var probe = index
                while probe < tokens.count {
                    let inner = tokens[probe]
                    if !inner.flags.contains(.isMissing) { end = inner.end }
                    if inner.kind == .stringStart { depth += 1 }
                    if inner.kind == .stringEnd {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    probe += 1
                }
                push(token.start, end, .string)
                skipComments(before: end)
                index = probe + 1
                continue
            case .integer, .float:
                // Rule 2: `1` `.` `0` `.` `2` with nothing between is one number.
                var end = token.end
                var probe = index
                while probe + 2 < tokens.count,
                      tokens[probe + 1].kind == .period, tokens[probe + 1].start == end,
                      tokens[probe + 2].kind == .integer || tokens[probe + 2].kind == .float,
                      tokens[probe + 2].start == tokens[probe + 1].end {
                    end = tokens[probe + 2].end
                    probe += 2
                }
                push(token.start, end, .number)
                index = probe + 1
                continue
            case .regex:
                push(token.start, token.end, .regex)
            case .unknown:
                push(token.start, token.end, .unknown)
            default:
                push(token.start, token.end, token.kind.isWord ? .word : .op)
            }
            index += 1
        }
        flushComments(before: UInt32.max)
        return items
    }

    /// Appends one file's block (`# PATH` and its items) to `output`.
    public static func render(path: String, bytes: [UInt8], into output: inout [UInt8]) {
        output.append(contentsOf: "# ".utf8)
        output.append(contentsOf: path.utf8)
        if UTF8Validation.firstInvalidOffset(in: bytes) != nil {
            output.append(contentsOf: " (invalid utf-8)\n".utf8)
            return
        }
        output.append(0x0A)
        for item in items(of: Lexer.lex(bytes)) {
            appendDecimal(item.start, to: &output)
            output.append(0x20)
            appendDecimal(item.end, to: &output)
            output.append(0x20)
            output.append(contentsOf: item.itemClass.rawValue.utf8)
            output.append(0x0A)
        }
    }

    /// Appends the block of a file that could not be read.
    public static func renderUnreadable(path: String, into output: inout [UInt8]) {
        output.append(contentsOf: "# ".utf8)
        output.append(contentsOf: path.utf8)
        output.append(contentsOf: " (unreadable)\n".utf8)
    }

    /// Appends a non-negative decimal number without building a `String`.
    static func appendDecimal(_ value: UInt32, to output: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var remaining = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
                count += 1
            } while remaining > 0
            for position in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[position]) }
        }
    }
}
