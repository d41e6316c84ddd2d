import Foundation
import XCTest
@testable import A11yLintCore

/// `Fixtures/Corpus/*.swift` are realistic files written for this project that
/// cover every lexical corner; each `.swift.tokens` beside them is the token
/// oracle's output (the Swift toolchain's parser), so these tests pin the lexer
/// to the compiler without needing the toolchain's host libraries at test time.
final class TokenDumpCorpusTests: XCTestCase {
    func testDumpMatchesTheOracleGoldenFiles() throws {
        let files = try Repository.swiftFiles(in: "Corpus")
        XCTAssertGreaterThanOrEqual(files.count, 8)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            var output: [UInt8] = []
            TokenDump.render(path: file.lastPathComponent, bytes: bytes, into: &output)
            let expected = try String(contentsOf: file.appendingPathExtension("tokens"), encoding: .utf8)
            let actual = String(decoding: output, as: UTF8.self)
            if actual != expected {
                let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
                XCTFail("\(file.lastPathComponent): first difference at line \(first?.offset ?? min(actualLines.count, expectedLines.count)): "
                        + "got \(first.map { String($0.element.0) } ?? "end"), expected \(first.map { String($0.element.1) } ?? "end")")
            }
        }
    }

    func testCorpusHasNoUnknownTokensAndOnlyWhitespaceBetweenItems() throws {
        for file in try Repository.swiftFiles(in: "Corpus") {
            let bytes = try [UInt8](Data(contentsOf: file))
            let stream = Lexer.lex(bytes)
            assertWellFormed(stream, byteCount: bytes.count)
            XCTAssertFalse(stream.tokens.contains { $0.kind == .unknown }, file.lastPathComponent)
            // Tokens and comments together cover everything but whitespace.
            var covered = [Bool](repeating: false, count: bytes.count)
            for range in stream.tokens.map(\.range) + stream.comments.map(\.range) {
                for offset in Int(range.start)..<Int(range.end) { covered[offset] = true }
            }
            var index = 0
            while index < bytes.count {
                if !covered[index] {
                    let byte = bytes[index]
                    let isBOM = byte == 0xEF && index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF
                    XCTAssertTrue([0x20, 0x09, 0x0A, 0x0D].contains(byte) || isBOM,
                                  "\(file.lastPathComponent): uncovered byte \(byte) at \(index)")
                    index += isBOM ? 3 : 1
                } else {
                    index += 1
                }
            }
        }
    }
}
