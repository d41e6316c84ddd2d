import XCTest
@testable import A11yLintCore

/// The XML scanner and the Interface Builder reader never trap, always end,
/// and reject every malformed input with an error that points inside the file.
final class XMLScannerRobustnessTests: XCTestCase {
    /// Scans `bytes` to the end; returns the error, or `nil` when the input is well-formed.
    private func scanError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> XMLError? {
        var scanner = XMLScanner(bytes: bytes)
        var events = 0
        do {
            while try scanner.next() != nil {
                events += 1
                // Every event consumes at least one `<`.
                XCTAssertLessThanOrEqual(events, bytes.count, file: file, line: line)
            }
            return nil
        } catch {
            XCTAssertLessThanOrEqual(Int(error.offset), bytes.count, file: file, line: line)
            return error
        }
    }

    /// Parses `bytes` as an IB document; checks the error's location renders.
    @discardableResult
    private func parseError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> IBDocumentError? {
        let source = SourceFile(path: "x.storyboard", bytes: bytes)
        do {
            let document = try IBDocument.parse(source)
            for object in document.objects {
                XCTAssertLessThanOrEqual(Int(object.elementRange.end), bytes.count, file: file, line: line)
            }
            return nil
        } catch {
            XCTAssertTrue(error.rendered(in: source).hasPrefix("x.storyboard:"), file: file, line: line)
            return error
        }
    }

    func testDeepNestingUsesNoRecursion() throws {
        let depth = 100_000
        let open = Array("<a>".utf8)
        let close = Array("</a>".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(depth * 7)
        for _ in 0..<depth { bytes += open }
        for _ in 0..<depth { bytes += close }
        var scanner = XMLScanner(bytes: bytes)
        var starts = 0
        var maximumDepth = 0
        while let event = try scanner.next() {
            if case .startTag = event { starts += 1 }
            maximumDepth = max(maximumDepth, scanner.depth)
        }
        XCTAssertEqual(starts, depth)
        XCTAssertEqual(maximumDepth, depth)
        // The same nesting, unclosed: the error names the innermost element.
        XCTAssertEqual(scanError(Array(bytes[0..<(depth * 3)])),
                       .missingEndTag(name: "a", openOffset: UInt32(depth * 3 - 3), offset: UInt32(depth * 3)))

        // 100,000 nested IB objects: parents, ancestors and element ranges, all iterative.
        var document = Array("<document><objects>".utf8)
        for level in 0..<depth { document += Array("<view id=\"v\(level)\"><subviews>".utf8) }
        for _ in 0..<depth { document += Array("</subviews></view>".utf8) }
        document += Array("</objects></document>".utf8)
        let parsed = try IBDocument.parse(SourceFile(path: "deep.xib", bytes: document))
        XCTAssertEqual(parsed.objects.count, depth)
        let innermost = try XCTUnwrap(parsed.objects.last)
        XCTAssertEqual(innermost.parent, depth - 2)
        XCTAssertEqual(parsed.ancestors(of: innermost.index).count, depth - 1)
        XCTAssertEqual(parsed.children(of: 0).map(\.id), ["v1"])
        XCTAssertEqual(Int(parsed.objects[0].elementRange.end), document.count - "</objects></document>".utf8.count)
    }

    func testEveryTruncationOfARealisticDocumentIsAnError() throws {
        // Cut points every 3 bytes, at a different phase per document (quadratic work in debug builds).
        for (phase, text) in [InterfaceBuilderSnippets.feedStoryboard, InterfaceBuilderSnippets.profileHeaderXib].enumerated() {
            let bytes = Array(text.utf8)
            let endOfRoot = text[..<(try XCTUnwrap(text.range(of: "</document>"))).upperBound].utf8.count
            XCTAssertNil(scanError(bytes))
            XCTAssertNil(parseError(bytes))
            for length in stride(from: phase, to: endOfRoot, by: 3) {
                XCTAssertNotNil(scanError(Array(bytes[0..<length])), "prefix of \(length) bytes scanned cleanly")
            }
            for length in stride(from: phase, to: endOfRoot, by: 13) {
                XCTAssertNotNil(parseError(Array(bytes[0..<length])), "prefix of \(length) bytes parsed")
            }
            XCTAssertNil(scanError(Array(bytes[0..<endOfRoot])))
        }
    }

    func testRandomBytesAndFragments() {
        var random = SplitMix64(seed: 7)
        let fragments: [[UInt8]] = ["<", ">", "</", "/>", "<a", "<document>", "</document>", "<objects>", "<view id=\"1\">",
                                    "</view>", "=", "\"", "'", "&", "&amp;", "&#", "x", ";", "<!--", "-->", "<![CDATA[",
                                    "]]>", "<?", "?>", "<!DOCTYPE", "[", "]", " ", "\n", "id", "key=\"k\"", "<color ",
                                    "<connections>", "<outlet ", "destination=\"1\"", "<state ", "é", "\u{0}"]
            .map { Array($0.utf8) }
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 48) {
                if random.next() % 5 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: random.next()))
                } else {
                    bytes += fragments[Int(random.next() % UInt64(fragments.count))]
                }
            }
            _ = scanError(bytes)
            parseError(bytes)
        }
    }

    func testMutationsOfARealisticDocument() {
        var random = SplitMix64(seed: 2024)
        let original = Array(InterfaceBuilderSnippets.feedStoryboard.utf8)
        let interesting = Array("<>/\"'&;=!?-[] a".utf8)
        var failures = 0
        for _ in 0..<1_500 {
            var bytes = original
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[position] = interesting[Int(random.next() % UInt64(interesting.count))]
                case 1: bytes.remove(at: position)
                default: bytes.insert(bytes[position], at: position)
                }
            }
            if parseError(bytes) != nil { failures += 1 }
        }
        // Most mutations break well-formedness; some (inside a value) do not.
        XCTAssertGreaterThan(failures, 500)
    }

    func testUnbalancedAndMalformedTagsAreErrors() {
        let cases = ["<a>", "<a><b></a></b>", "<a></b>", "</a><a>", "<a><b/>", "<a></a></a>", "<a><b></b>",
                     "<a/></a>", "<a b=\"1\"></a b>", "<a b=\"1\" b=\"2\"/>", "<a b='1\"/>", "<a>&foo;</a>",
                     "<a><!--</a>", "<a><![CDATA[</a>", "<a><?pi</a>", "<a>]]></a><b/>", "<1a/>", "<a\u{0}/>"]
        for text in cases {
            XCTAssertNotNil(scanError(Array(text.utf8)), text)
        }
    }

    func testLongRunsStayLinear() {
        // A comment that never ends, a reference with a million digits, a tag with 50,000 attributes.
        XCTAssertEqual(scanError(Array(("<a><!--" + String(repeating: "-", count: 1_000_000)).utf8)),
                       .unterminated(.comment, offset: 3))
        let digits = "<a b=\"&#" + String(repeating: "9", count: 1_000_000) + ";\"/>"
        XCTAssertEqual(scanError(Array(digits.utf8))?.offset, 6)
        var tag = "<a"
        for index in 0..<50_000 { tag += " n\(index)=\"\(index)\"" }
        XCTAssertNil(scanError(Array((tag + "/>").utf8)))
        XCTAssertEqual(scanError(Array((tag + " n49999=\"x\"/>").utf8))?.relatedOffset.map { $0 > 0 }, true)
    }
}
