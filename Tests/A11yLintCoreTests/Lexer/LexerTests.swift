import XCTest
@testable import A11yLintCore

final class LexerTests: XCTestCase {
    func testAttributesAndPoundWordsAreSingleTokens() {
        let tokens = lexed("@objc(x) @MainActor #selector(f) #if os(iOS)\n#endif @ objc # notAWord")
        XCTAssertEqual(tokens.map { $0.1 }, ["@objc", "(", "x", ")", "@MainActor", "#selector", "(", "f", ")",
                                           "#if", "os", "(", "iOS", ")", "#endif", "@", "objc", "#", "notAWord"])
        XCTAssertEqual(tokens[0].0, .attribute)
        XCTAssertEqual(tokens[5].0, .poundWord)
        XCTAssertEqual(tokens[9].0, .directive)
        XCTAssertEqual(tokens[14].0, .directive)
        XCTAssertEqual(tokens[15].0, .atSign)
        XCTAssertEqual(tokens[17].0, .pound)
    }

    func testKeywordsAndContextualKeywords() {
        let tokens = lexed("let x = self; var some: get async _ Self")
        XCTAssertEqual(tokens.map { $0.0 }, [.keyword, .identifier, .operator, .keyword, .semicolon,
                                           .keyword, .identifier, .colon, .identifier, .identifier, .identifier, .keyword])
    }

    func testTupleAccessKeepsNumbersApart() {
        let tokens = lexed("pair.0.1 + 1.5")
        XCTAssertEqual(tokens.map { $0.1 }, ["pair", ".", "0", ".", "1", "+", "1.5"])
        XCTAssertEqual(tokens[6].0, .float)
        XCTAssertEqual(dumped("pair.0.1"), ["pair:word", ".:op", "0.1:number"])
    }

    func testStringStructure() {
        let tokens = lexed(#"Text("Hi \(name("x")) [a](https://a.b)")"#)
        XCTAssertEqual(tokens.map { $0.0 }, [
            .identifier, .leftParen, .stringStart, .stringSegment, .interpolationStart,
            .identifier, .leftParen, .stringStart, .stringSegment, .stringEnd, .rightParen,
            .interpolationEnd, .stringSegment, .stringEnd, .rightParen,
        ])
        XCTAssertEqual(tokens[12].1, " [a](https://a.b)")
    }

    func testRawAndMultilineStrings() {
        let raw = lexed(##"#"a "quoted" \(no) \#(yes)"# + 1"##)
        XCTAssertEqual(raw.map { $0.0 }, [.stringStart, .stringSegment, .interpolationStart, .identifier,
                                        .interpolationEnd, .stringEnd, .operator, .integer])
        XCTAssertEqual(raw[0].1, "#\"")
        XCTAssertEqual(raw[5].1, "\"#")
        let quote = lexed(##"let q = #"""#"##)
        XCTAssertEqual(quote.map { $0.1 }, ["let", "q", "=", "#\"", "\"", "\"#"])
        let multi = lexed("let m = \"\"\"\n  a \"\"\n  \"\"\".count")
        XCTAssertEqual(multi.map { $0.0 }, [.keyword, .identifier, .operator, .stringStart, .stringSegment,
                                          .stringEnd, .period, .identifier])
        XCTAssertTrue(Lexer.lex(Array("let m = \"\"\"\n  a\n  \"\"\"".utf8)).tokens[5].flags.contains(.isAtStartOfLine))
    }

    func testUnterminatedStringEndsAtLineBreakWithMissingCloser() {
        let bytes = Array("let s = \"open\nlet t = 1".utf8)
        let tokens = Lexer.lex(bytes).tokens
        XCTAssertEqual(tokens[4].kind, .stringSegment)
        XCTAssertEqual(tokens[5].kind, .stringEnd)
        XCTAssertTrue(tokens[5].flags.contains(.isMissing))
        XCTAssertEqual(tokens[5].range, ByteRange(start: 13, end: 13))
        XCTAssertEqual(tokens[6].kind, .keyword)
        XCTAssertTrue(tokens[6].flags.contains(.isAtStartOfLine))
    }

    func testRegexVersusDivision() {
        XCTAssertEqual(dumped("let r = /a+b/"), ["let:word", "r:word", "=:op", "/a+b/:regex"])
        XCTAssertEqual(dumped("a / b / c"), ["a:word", "/:op", "b:word", "/:op", "c:word"])
        XCTAssertEqual(dumped("x =/y/"), ["x:word", "=:op", "/y/:regex"])
        XCTAssertEqual(dumped("foo(/ x /)"), ["foo:word", "(/:op", "x:word", "/):op"])
        XCTAssertEqual(dumped("let i = / x /"), ["let:word", "i:word", "=:op", "/ x /:regex"])
        XCTAssertEqual(dumped("try? /^ x/.wholeMatch(in: s)").prefix(3), ["try:word", "?:op", "/^ x/:regex"])
        XCTAssertEqual(dumped("a /b/"), ["a:word", "/b/:regex"])
        XCTAssertEqual(dumped("reduce(0, /)"), ["reduce:word", "(:op", "0:number", ",:op", "/):op"])
        XCTAssertEqual(dumped("func /(a: Int) {}").prefix(2), ["func:word", "/(:op"])
        XCTAssertEqual(dumped("x = #/a/b/#"), ["x:word", "=:op", "#/a/b/#:regex"])
        XCTAssertEqual(dumped("x = /(a/"), ["x:word", "=:op", "/(a/:regex"])
        // An unbalanced `)` makes `/a)/` no regex.
        XCTAssertEqual(dumped("f(a /a)/ b)"), ["f:word", "(:op", "a:word", "/:op", "a:word", ")/:op", "b:word", "):op"])
    }

    func testComments() {
        let stream = Lexer.lex(Array("/* a /* nested */ b */ x // line\n/// doc\n/** d */ y".utf8))
        XCTAssertEqual(stream.comments.map { $0.kind }, [.block, .line, .docLine, .docBlock])
        XCTAssertEqual(stream.comments[0].range, ByteRange(start: 0, end: 22))
        XCTAssertEqual(stream.tokens.count, 2)
        XCTAssertTrue(stream.tokens[1].flags.contains(.isAtStartOfLine))
        XCTAssertFalse(stream.tokens[0].flags.contains(.isAtStartOfLine))
        XCTAssertTrue(stream.tokens[0].flags.contains(.hasLeadingTrivia))
    }

    func testOperatorsStopAtCommentsAndPeriods() {
        XCTAssertEqual(lexed("a +// c\nb").map { $0.1 }, ["a", "+", "b"])
        XCTAssertEqual(lexed("x?.y!.z").map { $0.1 }, ["x", "?", ".", "y", "!", ".", "z"])
        XCTAssertEqual(lexed("0..<n").map { $0.1 }, ["0", "..<", "n"])
        XCTAssertEqual(lexed("a ∘ b").map { $0.0 }, [.identifier, .operator, .identifier])
        XCTAssertEqual(lexed(".isButton").map { $0.0 }, [.period, .identifier])
    }

    func testNumbers() {
        XCTAssertEqual(lexed("0x1F 0x1.8p3 0o17 0b1010 1_000 1e-3 1abc 0xff.description").map { $0.1 },
                       ["0x1F", "0x1.8p3", "0o17", "0b1010", "1_000", "1e-3", "1abc", "0xff", ".", "description"])
        XCTAssertEqual(lexed("1.5.rounded()").map { $0.1 }, ["1.5", ".", "rounded", "(", ")"])
    }

    func testIdentifiers() {
        let tokens = lexed("`class` `a b` $0 $x $ café 🐶 <#name#> `unclosed")
        XCTAssertEqual(tokens.map { $0.1 }, ["`class`", "`a b`", "$0", "$x", "$", "café", "🐶", "<#name#>", "`", "unclosed"])
        XCTAssertEqual(tokens.map { $0.0 }, [.identifier, .identifier, .dollarIdentifier, .identifier, .identifier,
                                           .identifier, .identifier, .identifier, .backtick, .identifier])
    }

    func testShebangIsACommentOnlyAtTheStart() {
        let stream = Lexer.lex(Array("#!/usr/bin/swift\nprint(1)".utf8))
        XCTAssertEqual(stream.comments.first?.kind, .shebang)
        XCTAssertEqual(stream.tokens.first?.kind, .identifier)
    }

    func testErrorRecoveryProducesUnknownTokens() {
        XCTAssertEqual(dumped("let c = “curly quotes”"), ["let:word", "c:word", "=:op", "“curly quotes”:unknown"])
        XCTAssertEqual(dumped("a */ b"), ["a:word", "*/:unknown", "b:word"])
        XCTAssertEqual(dumped("a\u{7}b"), ["a:word", "\u{7}:unknown", "b:word"])
        let conflict = "x\n<<<<<<< HEAD\nlet b = 1\n=======\nlet b = 2\n>>>>>>> feature\ny"
        XCTAssertEqual(dumped(conflict), ["x:word",
                                          "<<<<<<< HEAD\nlet b = 1\n=======\nlet b = 2\n>>>>>>> feature:unknown",
                                          "y:word"])
        // A no-break space, a byte-order mark between tokens and NUL are whitespace;
        // U+FEFF may also continue an identifier.
        XCTAssertEqual(dumped("a\u{A0}b \u{FEFF}c\u{0}d"), ["a:word", "b:word", "c:word", "d:word"])
        XCTAssertEqual(dumped("b\u{FEFF}c"), ["b\u{FEFF}c:word"])
    }

    func testInvalidUTF8NeverTrapsAndIsFlaggedByTheDump() {
        let bytes: [UInt8] = Array("let s = \"caf".utf8) + [0xE9, 0x22, 0x0A, 0xFF, 0xC3, 0x28, 0x80, 0x80]
        let stream = Lexer.lex(bytes)
        assertWellFormed(stream, byteCount: bytes.count)
        var output: [UInt8] = []
        TokenDump.render(path: "bad.swift", bytes: bytes, into: &output)
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "# bad.swift (invalid utf-8)\n")
    }
}
