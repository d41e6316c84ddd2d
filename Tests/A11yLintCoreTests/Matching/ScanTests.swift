import Foundation
import XCTest
@testable import A11yLintCore

/// The byte scans that stand in for slower ones (issue 17): each must answer exactly what the
/// scan it replaced answered.
final class ScanTests: XCTestCase {
    static let source = """
    struct Tile: View {
        let `badge`: String
        var badgeCount = 0
        var body: some View {
            Button("Open") { open(badge) }   // badge in a comment
            Text("badge")
            Label(badge, systemImage: "star").badge(badgeCount)
            Toggle(isOn: $on) { Text("On") }
        }
        func open(_ badge: String) {}
    }
    """

    func index() -> SyntaxIndex {
        SyntaxIndex(source: SourceFile(path: "Tile.swift", text: Self.source), names: NameTable(names: []))
    }

    /// The identifiers spelled as the name, as a token-by-token text comparison finds them.
    func testIdentifierPositionsAreThoseOfATextComparison() {
        let index = index()
        for name in ["badge", "`badge`", "badgeCount", "Button", "open", "b", "badg", "String", "missing", ""] {
            let expected = (0..<index.count).filter { index.tokens[$0].kind == .identifier && index.isText($0, equalTo: name) }
            XCTAssertEqual(index.identifierPositions(spelled: name), expected, name)
        }
        XCTAssertEqual(index.identifierPositions(spelled: "badge").count, 4, "not in the string, the comment or badgeCount")
        XCTAssertEqual(index.identifierPositions(spelled: "`badge`").count, 1, "the backticked declaration, spelled with its backticks")
    }

    func testThePrefilterRefusesOnlyWhatNoNameCouldBe() {
        var filter = NamePrefilter(["Button", "Toggle", "Link"])
        for word in ["Button", "Toggle", "Link", "Buttons", "Lint", "Tog", "TextField"] {
            let bytes = Array(word.utf8)
            let mayContain = filter.mayContain(ByteRange(start: 0, end: UInt32(bytes.count)), in: bytes)
            let sameStartAndLength = ["Button", "Toggle", "Link"].contains { $0.utf8.first == bytes.first && $0.utf8.count == bytes.count }
            XCTAssertTrue(!sameStartAndLength || mayContain, word)
            if ["Button", "Toggle", "Link"].contains(word) { XCTAssertTrue(mayContain, word) }
        }
        XCTAssertFalse(filter.mayContain(first: UInt8(ascii: "T"), length: 9), "longer than every name")
        XCTAssertFalse(filter.mayContain(first: UInt8(ascii: "b"), length: 6), "no name starts with b")
        XCTAssertFalse(filter.mayContain(ByteRange(start: 2, end: 2), in: [1, 2, 3]), "an empty range")
        XCTAssertFalse(filter.mayContain(ByteRange(start: 5, end: 6), in: [1, 2, 3]), "out of the bytes")
        filter.add(["Étiquette", "`Menu`", ""])
        XCTAssertTrue(filter.mayContain(first: Array("Étiquette".utf8)[0], length: "Étiquette".utf8.count))
        XCTAssertTrue(filter.mayContain(first: UInt8(ascii: "`"), length: 6))
        XCTAssertFalse(filter.mayContain(first: UInt8(ascii: "M"), length: 4), "only the backticked spelling was added")
    }

    /// The control signatures found with the prefilter are those of looking every name up.
    func testControlActionSignaturesOfControlsAndExtraNames() {
        let text = """
        struct Panel: View {
            var body: some View {
                VStack {
                    Button("Save") { save() }
                    Toggle("Sync", isOn: $sync)
                    PrimaryButton("Send") { send() }
                    Text("Buttons")
                }
            }
        }
        """
        let index = SyntaxIndex(source: SourceFile(path: "Panel.swift", text: text), names: NameTable(names: []))
        let plain = index.controlActionSignatures(from: 0, through: index.count - 1)
        let extra = index.controlActionSignatures(from: 0, through: index.count - 1, extra: ["PrimaryButton"])
        XCTAssertFalse(plain.isEmpty, "Button's action")
        XCTAssertTrue(plain.isSubset(of: extra))
        XCTAssertGreaterThan(extra.count, plain.count, "the extra control's action too: \(plain) \(extra)")
    }

    /// A project file's names, as a byte-by-byte search finds them: at an identifier boundary
    /// (or starting with a period), each once, the search going on after a match.
    func testDeploymentTargetOccurrences() {
        let text = "A IPHONEOS_DEPLOYMENT_TARGET = 15.0; XIPHONEOS_DEPLOYMENT_TARGET = 1; IPHONEOS_DEPLOYMENT_TARGET=16.0;"
        let bytes = Array(text.utf8)
        let name = "IPHONEOS_DEPLOYMENT_TARGET"
        let ends = DeploymentTargets.occurrences(of: name, in: bytes)
        XCTAssertEqual(ends.count, 2, "not inside XIPHONEOS…")
        for end in ends { XCTAssertEqual(String(decoding: bytes[(end - name.utf8.count)..<end], as: UTF8.self), name) }
        XCTAssertEqual(DeploymentTargets.occurrences(of: "aa", in: Array("aaaa".utf8)), [2], "a match is stepped over; the second aa follows a")
        XCTAssertEqual(DeploymentTargets.occurrences(of: ".x", in: Array("a.x.x".utf8)), [3, 5], "a period-first name needs no boundary")
        XCTAssertEqual(DeploymentTargets.occurrences(of: "abc", in: Array("ab".utf8)), [])
        XCTAssertEqual(DeploymentTargets.occurrences(of: "", in: Array("ab".utf8)), [])
        XCTAssertEqual(DeploymentTargets.occurrences(of: "ab", in: Array("ab".utf8)), [2])
        // The skipping search finds what a byte-by-byte one does, on texts dense in near matches.
        func naive(_ name: String, _ bytes: [UInt8]) -> [Int] {
            let pattern = Array(name.utf8)
            var found: [Int] = []
            var position = 0
            while position + pattern.count <= bytes.count {
                if Array(bytes[position..<(position + pattern.count)]) == pattern,
                   position == 0 || !NameHash.isIdentifierByte(bytes[position - 1]) || pattern.first == UInt8(ascii: ".") {
                    found.append(position + pattern.count)
                    position += pattern.count
                } else {
                    position += 1
                }
            }
            return found
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab .=_".utf8)
        for round in 0..<400 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let name = String(decoding: (0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! },
                              as: UTF8.self)
            XCTAssertEqual(DeploymentTargets.occurrences(of: name, in: bytes), naive(name, bytes),
                           "round \(round): \(name) in \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    /// A literal's value read with byte counts in place of `String.contains`: one-line literals
    /// decode their escapes; multi-line, raw-with-escape and interpolated ones give `nil`.
    func testStringLiteralValueReadsOneLineLiteralsOnly() {
        let source = #"""
        let a = "Read [more](https://x.io)"
        let b = "Tab\there \"quoted\""
        let c = #"raw [link](u)"#
        let d = #"raw \d"#
        let e = "hi \(name)"
        let f = """
            multi
            """
        """#
        let index = SyntaxIndex(source: SourceFile(path: "Strings.swift", text: source), names: NameTable(names: []))
        let starts = (0..<index.count).filter { index.tokens[$0].kind == .stringStart }
        XCTAssertEqual(starts.count, 6)
        XCTAssertEqual(index.stringLiteralValue(at: starts[0]), "Read [more](https://x.io)")
        XCTAssertEqual(index.stringLiteralValue(at: starts[1]), "Tab\there \"quoted\"")
        XCTAssertEqual(index.stringLiteralValue(at: starts[2]), "raw [link](u)")
        XCTAssertNil(index.stringLiteralValue(at: starts[3]))
        XCTAssertNil(index.stringLiteralValue(at: starts[4]))
        XCTAssertNil(index.stringLiteralValue(at: starts[5]))
        XCTAssertEqual(index.count(of: UInt8(ascii: "\""), inToken: starts[5]), 3)
    }
}
