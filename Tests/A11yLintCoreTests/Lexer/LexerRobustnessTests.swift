import Foundation
import XCTest
@testable import A11yLintCore

/// The lexer never traps, always advances, and keeps its invariants on any input.
final class LexerRobustnessTests: XCTestCase {
    func testRandomBytesAndFragments() {
        var random = SplitMix64(seed: 42)
        let fragments: [[UInt8]] = ["\"", "\"\"\"", "#\"", "\"#", "/", "/*", "*/", "\\(", ")", "(", "`", "#/", "/#",
                                    "'", "\n", "\r", "<#", "#>", "\\", "0x", ".", "“", "\u{A0}", "\u{7}", "#if", "@",
                                    "<<<<<<< ", ">>>>>>> ", "let", " ", "x", "1", "e", "p", "{", "}"].map { Array($0.utf8) }
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 40) {
                if random.next() % 4 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: random.next()))
                } else {
                    bytes += fragments[Int(random.next() % UInt64(fragments.count))]
                }
            }
            let stream = Lexer.lex(bytes)
            assertWellFormed(stream, byteCount: bytes.count)
            _ = TokenDump.items(of: stream)
        }
    }

    func testEveryPrefixOfATrickyFile() throws {
        let file = Repository.fixtures.appendingPathComponent("Corpus/Literals.swift")
        let bytes = try [UInt8](Data(contentsOf: file))
        for length in stride(from: 0, through: bytes.count, by: 7) {
            let prefix = Array(bytes[0..<length])
            assertWellFormed(Lexer.lex(prefix), byteCount: prefix.count)
        }
    }

    func testDeepNestingUsesNoRecursion() {
        let depth = 100_000
        let brackets = Array(repeating: UInt8(ascii: "("), count: depth) + Array(repeating: UInt8(ascii: ")"), count: depth)
        XCTAssertEqual(Lexer.lex(brackets).tokens.count, 2 * depth)
        // Strings nested in interpolations: the mode stack is an array.
        var nested: [UInt8] = []
        for _ in 0..<10_000 { nested += Array("\"\\(".utf8) }
        for _ in 0..<10_000 { nested += Array(")\"".utf8) }
        let stream = Lexer.lex(nested)
        assertWellFormed(stream, byteCount: nested.count)
        XCTAssertEqual(stream.tokens.filter { $0.kind == .stringStart }.count, 10_000)
        XCTAssertFalse(stream.tokens.contains { $0.flags.contains(.isMissing) })
        // An unterminated comment and string at the end of a file.
        assertWellFormed(Lexer.lex(Array("/* /* open".utf8)), byteCount: 10)
        assertWellFormed(Lexer.lex(Array("\"\\(\"\\(".utf8)), byteCount: 6)
    }
}
