import Foundation
import XCTest
@testable import A11yLintCore

final class FingerprintTests: XCTestCase {
    // MARK: - SHA-256 (FIPS 180-4 example vectors)

    func testSHA256KnownVectors() {
        XCTAssertEqual(SHA256.hexDigest(of: ""),
                       "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hexDigest(of: "abc"),
                       "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // 56 bytes: the length field no longer fits, so padding adds a second block.
        XCTAssertEqual(SHA256.hexDigest(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hexDigest(of: "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"),
                       "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    func testSHA256OfAMillionBytes() {
        let digest = SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        XCTAssertEqual(digest.count, 32)
        XCTAssertEqual(digest.map { String(format: "%02x", $0) }.joined(),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testSHA256HashesNonASCIIAsUTF8() {
        // "é" is C3 A9 in UTF-8; the published SHA-256 of those two bytes.
        XCTAssertEqual(SHA256.hexDigest(of: "é"), "4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c")
    }

    // MARK: - Normalization

    func testNormalizeTrimsAndCollapsesWhitespace() {
        XCTAssertEqual(Fingerprint.normalize("  \tImage(\"paw\")   .resizable()\r\n"), "Image(\"paw\") .resizable()")
        XCTAssertEqual(Fingerprint.normalize("\t\tlet tap =\t\tUITapGestureRecognizer()"), "let tap = UITapGestureRecognizer()")
        XCTAssertEqual(Fingerprint.normalize(""), "")
        XCTAssertEqual(Fingerprint.normalize(" \t "), "")
        XCTAssertEqual(Fingerprint.normalize("Text(\"🐶  é\")"), "Text(\"🐶 é\")")
    }

    // MARK: - Keys and digests

    func testIdenticalLinesGetIncreasingOccurrences() throws {
        let report = try ReporterFixture.report()
        let keys = Fingerprint.keys(for: report.findings, workingDirectory: report.workingDirectory)
        let paws = keys.filter { $0.normalizedLine == "Image(\"paw\")" }
        XCTAssertEqual(paws.map(\.occurrence), [0, 1])
        let digests = Fingerprint.digests(for: report.findings, workingDirectory: report.workingDirectory)
        XCTAssertEqual(Set(digests).count, digests.count, "every finding has its own fingerprint")
    }

    func testFingerprintIgnoresLineShiftsAndReindentation() {
        let before = SourceFile(path: "App/View.swift", text: "struct V {\n    Image(\"logo\")\n}\n")
        let after = SourceFile(path: "App/View.swift", text: "// new header\n\nstruct V {\n\t\tImage(\"logo\")\n}\n")
        func digest(_ file: SourceFile) throws -> String {
            let start = try XCTUnwrap(ReporterFixture.find(Array("Image".utf8), in: file.bytes, from: 0))
            let finding = Finding(ruleID: "image-missing-label", severity: .warning, file: file,
                                  range: ByteRange(start: UInt32(start), end: UInt32(start + 5)),
                                  message: "m", fix: nil)
            return Fingerprint.digests(for: [finding], workingDirectory: "/repo")[0]
        }
        XCTAssertEqual(try digest(before), try digest(after))
    }

    func testFingerprintDependsOnRulePathAndOccurrence() {
        let key = Fingerprint.Key(ruleID: "a", path: "p.swift", normalizedLine: "x", occurrence: 0)
        var otherRule = key; otherRule.ruleID = "b"
        var otherPath = key; otherPath.path = "q.swift"
        var otherOccurrence = key; otherOccurrence.occurrence = 1
        let digests = [key, otherRule, otherPath, otherOccurrence].map(Fingerprint.digest(of:))
        XCTAssertEqual(Set(digests).count, 4)
        XCTAssertTrue(digests.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }

    func testEquivalentSpellingsOfAPathShareFingerprints() {
        func finding(_ path: String) -> Finding {
            let location = SourceLocation(line: 3, utf8Column: 5, utf16Column: 5)
            return Finding(ruleID: "r", severity: .warning, path: path, range: ByteRange(start: 9, end: 12),
                           start: location, end: location, message: "m", fix: nil, sourceLine: "  Image(\"a\")")
        }
        let digests = ["App/A.swift", "./App/A.swift", "/work/project/App/A.swift", "App//A.swift"].map {
            Fingerprint.digests(for: [finding($0)], workingDirectory: "/work/project")[0]
        }
        XCTAssertEqual(Set(digests).count, 1)
        XCTAssertNotEqual(Fingerprint.digests(for: [finding("/elsewhere/App/A.swift")], workingDirectory: "/work/project")[0],
                          digests[0])
    }
}
