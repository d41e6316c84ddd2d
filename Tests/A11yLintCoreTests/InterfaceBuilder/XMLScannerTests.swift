import XCTest
@testable import A11yLintCore

/// One scanner event, with names and values as strings, for compact assertions.
private enum Event: Equatable {
    case start(String, [String], selfClosing: Bool)
    case end(String)
}

/// Scans `text` to the end and returns its events.
private func events(_ text: String) throws -> [Event] {
    var scanner = XMLScanner(bytes: Array(text.utf8))
    var result: [Event] = []
    while let event = try scanner.next() {
        switch event {
        case .startTag(let tag):
            let pairs = scanner.attributePairs(of: tag).map { "\($0.name)=\($0.value)" }
            result.append(.start(scanner.name(of: tag), pairs, selfClosing: tag.isSelfClosing))
        case .endTag(let tag):
            result.append(.end(scanner.string(in: tag.nameRange)))
        }
    }
    return result
}

/// The error scanning `text` throws, rendered as `path:line:col: error: …` (nil if it scans).
private func renderedError(_ text: String, path: String = "t.xml") -> String? {
    let file = SourceFile(path: path, text: text)
    var scanner = XMLScanner(bytes: file.bytes)
    do {
        while try scanner.next() != nil {}
        return nil
    } catch {
        return error.rendered(in: file)
    }
}

final class XMLScannerTests: XCTestCase {
    func testTagsAttributesAndSkippedContent() throws {
        let text = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [ <!ELEMENT document ANY> <!-- "]>" --> ]>
        <!-- a comment with <tags> & ampersands -->
        <document type='single "quoted"'>
            text &amp; more <?processing instruction?>
            <![CDATA[ <not-a-tag> & not an entity ]]>
            <view id="a-1" hidden = "YES"/>
            <subviews></subviews >
        </document>
        <!-- trailing comment -->

        """
        XCTAssertEqual(try events(text), [
            .start("document", ["type=single \"quoted\""], selfClosing: false),
            .start("view", ["id=a-1", "hidden=YES"], selfClosing: true),
            .start("subviews", [], selfClosing: false),
            .end("subviews"),
            .end("document"),
        ])
    }

    func testRangesOfTagsNamesAndValues() throws {
        let text = "<a>\n  <b key=\"v&amp;w\" x='1'/>\n</a>"
        var scanner = XMLScanner(bytes: Array(text.utf8))
        guard case .startTag(let root) = try scanner.next() else { return XCTFail("expected <a>") }
        XCTAssertEqual(root.range, ByteRange(start: 0, end: 3))
        XCTAssertEqual(scanner.depth, 1)
        guard case .startTag(let tag) = try scanner.next() else { return XCTFail("expected <b>") }
        XCTAssertEqual(scanner.string(in: tag.range), "<b key=\"v&amp;w\" x='1'/>")
        XCTAssertEqual(tag.range.start, 6)
        XCTAssertTrue(tag.isSelfClosing)
        XCTAssertEqual(scanner.depth, 1)
        let key = try XCTUnwrap(scanner.attribute(named: "key", in: tag))
        XCTAssertEqual(scanner.string(in: key.nameRange), "key")
        XCTAssertEqual(scanner.string(in: key.valueRange), "v&amp;w")
        XCTAssertTrue(key.needsDecoding)
        XCTAssertEqual(scanner.value(of: key), "v&w")
        XCTAssertEqual(scanner.value(ofAttribute: "x", in: tag), "1")
        XCTAssertNil(scanner.value(ofAttribute: "y", in: tag))
        XCTAssertTrue(scanner.matches(tag.nameRange, "b"))
        XCTAssertFalse(scanner.matches(tag.nameRange, "bb"))
        guard case .endTag(let end) = try scanner.next() else { return XCTFail("expected </a>") }
        XCTAssertEqual(scanner.string(in: end.range), "</a>")
        XCTAssertNil(try scanner.next())
        XCTAssertNil(try scanner.next())
    }

    func testDecodedValues() throws {
        let text = "<a v=\"&lt;b&gt; &amp; &quot;q&quot; &apos;s&apos; &#65;&#x42; &#x1F436; &#10;|\ttab\r\nnl\"/>"
        var scanner = XMLScanner(bytes: Array(text.utf8))
        guard case .startTag(let tag) = try scanner.next() else { return XCTFail("expected a tag") }
        XCTAssertEqual(scanner.value(ofAttribute: "v", in: tag), "<b> & \"q\" 's' AB 🐶 \n| tab nl")
        // Values without references or line breaks are the raw bytes.
        let plain = try events("<a v=\"multi-byte é 🐶\"/>")
        XCTAssertEqual(plain, [.start("a", ["v=multi-byte é 🐶"], selfClosing: true)])
    }

    // MARK: - Errors, with exact positions

    func testMismatchedAndUnexpectedEndTags() {
        XCTAssertEqual(renderedError("<a>\n  <b></c>\n</a>"),
                       "t.xml:2:6: error: end tag </c> does not match <b> opened at 2:3")
        XCTAssertEqual(renderedError("</a>"), "t.xml:1:1: error: end tag </a> has no matching start tag")
        XCTAssertEqual(renderedError("<a></a></a>"), "t.xml:1:8: error: end tag </a> has no matching start tag")
    }

    func testMissingEndTagAtEndOfFile() {
        XCTAssertEqual(renderedError("<a>\n<b>"),
                       "t.xml:2:4: error: end of file inside <b> opened at 2:1; expected </b>")
        XCTAssertEqual(renderedError("<document>\n  <view>\n  </view>\n"),
                       "t.xml:4:1: error: end of file inside <document> opened at 1:1; expected </document>")
    }

    func testUnterminatedConstructs() {
        XCTAssertEqual(renderedError("<a><!-- x -- >"),
                       "t.xml:1:4: error: unterminated comment: expected '-->' before the end of the file")
        XCTAssertEqual(renderedError("<a>\n<![CDATA[ x ]]"),
                       "t.xml:2:1: error: unterminated CDATA section: expected ']]>' before the end of the file")
        XCTAssertEqual(renderedError("<?xml version=\"1.0\""),
                       "t.xml:1:1: error: unterminated processing instruction: expected '?>' before the end of the file")
        XCTAssertEqual(renderedError("<!DOCTYPE d [ <!ENTITY x \">\"> ]"),
                       "t.xml:1:1: error: unterminated DOCTYPE: expected '>' before the end of the file")
        XCTAssertEqual(renderedError("<a>\n  <b c=\"x"),
                       "t.xml:2:8: error: unterminated attribute value: expected the closing quote before the end of the file")
        XCTAssertEqual(renderedError("<a>\n  <b c=\"x\""),
                       "t.xml:2:3: error: unterminated tag: expected '>' before the end of the file")
        XCTAssertEqual(renderedError("<a>\n  <b c"),
                       "t.xml:2:3: error: unterminated tag: expected '>' before the end of the file")
        XCTAssertEqual(renderedError("<a><"), "t.xml:1:4: error: unterminated tag: expected '>' before the end of the file")
        XCTAssertEqual(renderedError("<a></a"), "t.xml:1:4: error: unterminated tag: expected '>' before the end of the file")
    }

    func testBadEntities() {
        let hint = "; use &lt; &gt; &amp; &quot; &apos; or &#NN; / &#xHH;"
        XCTAssertEqual(renderedError("<a b=\"&nbsp;\"/>"), "t.xml:1:7: error: invalid entity reference '&nbsp;'" + hint)
        XCTAssertEqual(renderedError("<a>\nTom & Jerry</a>"), "t.xml:2:5: error: invalid entity reference '&'" + hint)
        XCTAssertEqual(renderedError("<a b=\"&amp\"/>"), "t.xml:1:7: error: invalid entity reference '&amp'" + hint)
        XCTAssertEqual(renderedError("<a b=\"x&#0;\"/>"), "t.xml:1:8: error: invalid entity reference '&#0;'" + hint)
        XCTAssertEqual(renderedError("<a b=\"&#xD800;\"/>"), "t.xml:1:7: error: invalid entity reference '&#xD800;'" + hint)
        XCTAssertEqual(renderedError("<a b=\"&#x110000;\"/>"),
                       "t.xml:1:7: error: invalid entity reference '&#x110000;'" + hint)
        XCTAssertEqual(renderedError("<a b=\"&#99999999999999999999;\"/>"),
                       "t.xml:1:7: error: invalid entity reference '&#99999999999999'" + hint)
        XCTAssertEqual(renderedError("<a b=\"&#X43;\"/>"), "t.xml:1:7: error: invalid entity reference '&#X43;'" + hint)
        XCTAssertEqual(renderedError("<a b=\"&#;\"/>"), "t.xml:1:7: error: invalid entity reference '&#;'" + hint)
    }

    func testAttributeSyntax() {
        XCTAssertEqual(renderedError("<a id=\"1\" key=\"v\" id=\"2\"/>"),
                       "t.xml:1:19: error: duplicate attribute 'id' (first at 1:4)")
        XCTAssertEqual(renderedError("<a x=\"1\"y=\"2\"/>"),
                       "t.xml:1:9: error: unexpected character; expected whitespace, '>' or '/>'")
        XCTAssertEqual(renderedError("<a x=1/>"), "t.xml:1:6: error: unexpected character; expected a quoted attribute value")
        XCTAssertEqual(renderedError("<a x/>"), "t.xml:1:5: error: unexpected character; expected '=' after the attribute name")
        XCTAssertEqual(renderedError("<a x=\"<\"/>"),
                       "t.xml:1:7: error: unexpected character; expected '&lt;' instead of '<' in an attribute value")
        XCTAssertEqual(renderedError("<a =\"1\"/>"), "t.xml:1:4: error: expected a name (a letter, '_' or ':' first)")
        XCTAssertEqual(renderedError("< a/>"), "t.xml:1:2: error: expected a name (a letter, '_' or ':' first)")
        XCTAssertEqual(renderedError("<a / >"), "t.xml:1:5: error: unexpected character; expected '>' after '/'")
        XCTAssertEqual(renderedError("<a></a x>"), "t.xml:1:8: error: unexpected character; expected '>' to end the end tag")
        XCTAssertEqual(renderedError("<a><!DOC></a>"),
                       "t.xml:1:4: error: unexpected character; expected '<!--', '<![CDATA[' or '<!DOCTYPE'")
    }

    func testManyAttributesAreCheckedForDuplicatesThroughASet() {
        let attributes = (0..<40).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        XCTAssertNil(renderedError("<x \(attributes)/>"))
        XCTAssertEqual(renderedError("<x \(attributes) a7=\"again\"/>")?.contains("duplicate attribute 'a7'"), true)
    }

    func testDocumentStructure() {
        XCTAssertEqual(renderedError(""), "t.xml:1:1: error: the document has no root element")
        XCTAssertEqual(renderedError("<?xml version=\"1.0\"?>\n<!-- only a comment -->\n"),
                       "t.xml:3:1: error: the document has no root element")
        XCTAssertEqual(renderedError("hello <a/>"), "t.xml:1:1: error: text is not allowed outside the root element")
        XCTAssertEqual(renderedError("<a/>\n x"), "t.xml:2:2: error: text is not allowed outside the root element")
        XCTAssertEqual(renderedError("<a/><b/>"), "t.xml:1:5: error: second root element <b>; a document has exactly one")
        XCTAssertEqual(renderedError("<a></a><"), "t.xml:1:8: error: text is not allowed outside the root element")
        XCTAssertEqual(renderedError("<![CDATA[x]]><a/>"), "t.xml:1:1: error: text is not allowed outside the root element")
        XCTAssertEqual(renderedError("<a/><!DOCTYPE a>"), "t.xml:1:5: error: <!DOCTYPE> must come before the root element")
        XCTAssertNil(renderedError("  <a/>\n\n<!-- c --><?pi?>  \n"))
    }

    func testColumnsAreUTF8BytesAndLineBreaksAreSwiftcs() {
        // "é" is two bytes, so the `<` of </c> is at byte column 6 on line 3 (after `\r\n` and a lone `\r`).
        XCTAssertEqual(renderedError("<a>\r\n<b>\ré é</c></b></a>", path: "Views/Main.storyboard"),
                       "Views/Main.storyboard:3:6: error: end tag </c> does not match <b> opened at 2:1")
    }

    func testErrorsAreStickyAndCarryOffsets() throws {
        var scanner = XMLScanner(bytes: Array("<a><b></a>".utf8))
        XCTAssertNotNil(try scanner.next())
        XCTAssertNotNil(try scanner.next())
        XCTAssertThrowsError(try scanner.next()) { error in
            XCTAssertEqual(error as? XMLError,
                           .mismatchedEndTag(found: "a", expected: "b", openOffset: 3, offset: 6))
            XCTAssertEqual((error as? XMLError)?.offset, 6)
            XCTAssertEqual((error as? XMLError)?.relatedOffset, 3)
            XCTAssertEqual((error as? XMLError)?.description, "offset 6: end tag </a> does not match <b>")
        }
        XCTAssertThrowsError(try scanner.next()) { error in
            XCTAssertEqual((error as? XMLError)?.offset, 6)
        }
    }
}
