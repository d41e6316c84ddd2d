import XCTest
@testable import A11yLintCore

final class SourceFileTests: XCTestCase {
    func testLinesAndColumnsAcrossLineEndings() {
        let file = SourceFile(path: "a.swift", text: "ab\r\ncd\ref\ngh")
        XCTAssertEqual(file.lineStarts, [0, 4, 7, 10])
        XCTAssertEqual(file.location(of: 5), SourceLocation(line: 2, utf8Column: 2, utf16Column: 2))
        XCTAssertEqual(file.lineText(0), "ab")
        XCTAssertEqual(file.lineText(3), "gh")
        XCTAssertTrue(file.isASCII)
    }

    func testUTF16ColumnsAfterMultiByteCharacters() {
        // "é" is 2 UTF-8 bytes / 1 UTF-16 unit; "🐶" is 4 bytes / 2 units.
        let file = SourceFile(path: "b.swift", text: "let é🐶 = Image(\"x\")")
        let offset = UInt32(Array("let é🐶 = ".utf8).count)
        let location = file.location(of: offset)
        XCTAssertEqual(location.line, 1)
        XCTAssertEqual(location.utf8Column, 1 + 4 + 2 + 4 + 3)
        XCTAssertEqual(location.utf16Column, 1 + 4 + 1 + 2 + 3)
        XCTAssertFalse(file.isASCII)
    }

    func testLineStartsInLongNonASCIIRunsMatchAByteByByteCount() {
        // Runs of eight bytes and more, with and without breaks, CRLF split across words, and
        // non-ASCII text before, between and after them.
        let texts = ["ライセンス情報を表示します。\nПоказать лицензию\r\nÉcran d’accueil 🐶🐶\r\r\nend",
                     String(repeating: "ü", count: 40) + "\n" + String(repeating: "a", count: 15) + "\r\n",
                     "abcdefg\r\nhijklmnop", String(repeating: "x", count: 64)]
        for text in texts {
            let bytes = Array(text.utf8)
            var expected: [UInt32] = [0]
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                if bytes[index] == 0x0A || bytes[index] == 0x0D { expected.append(UInt32(index + 1)) }
                index += 1
            }
            let file = SourceFile(path: "Localizable.strings", text: text)
            XCTAssertEqual(file.lineStarts, expected, text)
            XCTAssertEqual(file.isASCII, bytes.allSatisfy { $0 < 0x80 }, text)
        }
    }

    func testOffsetsPastTheEndAreClamped() {
        let file = SourceFile(path: "c.swift", text: "x\n")
        XCTAssertEqual(file.location(of: 99), SourceLocation(line: 2, utf8Column: 1, utf16Column: 1))
        XCTAssertEqual(SourceFile(path: "e.swift", text: "").location(of: 0).line, 1)
    }

    func testUTF8Validation() {
        XCTAssertNil(UTF8Validation.firstInvalidOffset(in: Array("ok é 🐶".utf8)))
        XCTAssertEqual(UTF8Validation.firstInvalidOffset(in: [0x61, 0xC0, 0x80]), 1)      // overlong
        XCTAssertEqual(UTF8Validation.firstInvalidOffset(in: [0xED, 0xA0, 0x80]), 0)      // surrogate
        XCTAssertEqual(UTF8Validation.firstInvalidOffset(in: [0xF4, 0x90, 0x80, 0x80]), 0) // > U+10FFFF
        XCTAssertEqual(UTF8Validation.firstInvalidOffset(in: [0x61, 0xE2, 0x82]), 1)      // truncated
    }
}
