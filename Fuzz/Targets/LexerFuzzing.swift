@testable import A11yLintCore

/// Target `lexer`: any bytes through the lexer alone, checking its invariants on
/// the raw bytes. It is the fast target (thousands of inputs a second), so the
/// lexer meets millions of inputs in a run; `pipeline` sends the same kind of
/// input through everything after the lexer.
enum LexerFuzzing {
    static func run(_ bytes: [UInt8]) {
        checkInvariants(Lexer.lex(bytes), bytes)
    }

}

/// Target `pipeline`: any bytes through the lexer, the index, the facts, the
/// project model and every rule. Checks the lexer's invariants on the raw bytes,
/// and that the findings on the file (made valid UTF-8, so the rules always run)
/// lie inside it.
enum PipelineFuzzing {
    static let linter = Linter(configuration: everyRule)
    static let path = "Fuzz.swift"

    static func run(_ bytes: [UInt8]) {
        LexerFuzzing.checkInvariants(Lexer.lex(bytes), bytes)
        // Invalid UTF-8 stops at the io-error; lint the repaired text too.
        let valid = Array(String(decoding: bytes, as: UTF8.self).utf8)
        if valid != bytes {
            let result = linter.lint([SourceInput(path: path, bytes: bytes)], jobs: 1)
            fuzzCheck(result.findings.count == 1 && result.findings.first?.ruleID == "io-error",
                      "invalid UTF-8 gave \(result.findings.map(\.ruleID)) instead of one io-error")
            checkFindings(result.findings, in: SourceFile(path: path, bytes: bytes), allowedPaths: [path])
        }
        let result = linter.lint([SourceInput(path: path, bytes: valid)], jobs: 1)
        checkFindings(result.findings, in: SourceFile(path: path, bytes: valid), allowedPaths: [path])
        renderReports(result.findings, rules: result.rules)
    }
}

extension LexerFuzzing {
    /// Tokens and comments are each in increasing order, do not overlap one another,
    /// lie within the file, are non-empty (except tokens the lexer marks missing),
    /// and together cover every byte that is not whitespace.
    static func checkInvariants(_ stream: TokenStream, _ bytes: [UInt8]) {
        let count = UInt32(bytes.count)
        var items: [(range: ByteRange, isMissing: Bool)] = []
        items.reserveCapacity(stream.tokens.count + stream.comments.count)
        var previousEnd: UInt32 = 0
        for token in stream.tokens {
            fuzzCheck(token.start <= token.end && token.end <= count, "token \(token.kind) \(token.start)..<\(token.end) outside \(count) bytes")
            fuzzCheck(token.start >= previousEnd, "token \(token.kind) at \(token.start) overlaps the previous one ending at \(previousEnd)")
            fuzzCheck(token.start < token.end || token.flags.contains(.isMissing), "empty token \(token.kind) at \(token.start)")
            previousEnd = token.end
            items.append((token.range, token.flags.contains(.isMissing)))
        }
        previousEnd = 0
        for comment in stream.comments {
            fuzzCheck(comment.range.start < comment.range.end && comment.range.end <= count,
                      "comment \(comment.range.start)..<\(comment.range.end) outside \(count) bytes or empty")
            fuzzCheck(comment.range.start >= previousEnd, "comment at \(comment.range.start) overlaps the previous one")
            previousEnd = comment.range.end
            items.append((comment.range, false))
        }
        // Tokens and comments together: no overlap.
        items.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        previousEnd = 0
        for item in items where !item.isMissing {
            fuzzCheck(item.range.start >= previousEnd, "a comment and a token overlap at \(item.range.start)")
            previousEnd = item.range.end
        }
        // Coverage: the gaps are whitespace only.
        var covered = [Bool](repeating: false, count: bytes.count)
        for item in items {
            for offset in Int(item.range.start)..<Int(item.range.end) { covered[offset] = true }
        }
        var offset = 0
        while offset < bytes.count {
            if covered[offset] {
                offset += 1
                continue
            }
            let width = whitespaceWidth(bytes, at: offset)
            fuzzCheck(width > 0, "byte 0x\(String(bytes[offset], radix: 16)) at \(offset) is in no token or comment")
            offset += max(width, 1)
        }
    }

    /// The length of the whitespace the lexer skips at `offset` (space, tab, line
    /// breaks, vertical tab, form feed, NUL, a byte-order mark, a no-break space), or 0.
    static func whitespaceWidth(_ bytes: [UInt8], at offset: Int) -> Int {
        switch bytes[offset] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00: return 1
        case 0xEF where offset + 2 < bytes.count && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF: return 3
        case 0xC2 where offset + 1 < bytes.count && bytes[offset + 1] == 0xA0: return 2
        default: return 0
        }
    }
}
