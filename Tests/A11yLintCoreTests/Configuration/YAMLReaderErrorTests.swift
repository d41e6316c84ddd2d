import XCTest
@testable import A11yLintCore

/// Every reader error, with its full rendered text: position, message and hint.
final class YAMLReaderErrorTests: XCTestCase {
    /// Asserts that reading `text` fails with exactly `expected` (after the `.a11ylint.yml:` prefix).
    private func assertError(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(readError(text), ".a11ylint.yml:" + expected, text.debugDescription, file: file, line: line)
    }

    func testTabs() {
        assertError("a:\n\tb: 1\n", "2:1: error: tab character in indentation; indent with spaces")
        assertError("a: 1\n\t# comment\n", "2:1: error: tab character in indentation; indent with spaces")
        let tabMessage = "error: tab characters are only allowed inside quoted scalars, comments and flow collections; use spaces"
        assertError("a:\tb\n", "1:3: " + tabMessage)
        assertError("a: b\t# c\n", "1:5: " + tabMessage)
        assertError("- \ta\n", "1:3: " + tabMessage)
    }

    func testUnsupportedFeatures() {
        assertError("a: &x 1\n", "1:4: error: anchors ('&name') are not supported")
        assertError("a: *x\n", "1:4: error: aliases ('*name') are not supported; quote values that start with '*', such as \"**/Previews\"")
        assertError("excluded: [**/Previews]\n",
                    "1:12: error: aliases ('*name') are not supported; quote values that start with '*', such as \"**/Previews\"")
        assertError("a: !!str 1\n", "1:4: error: tags ('!tag') are not supported; quote values that start with '!'")
        let blockScalar = "error: block scalars ('|' and '>') are not supported; write the value on one line, quoted if needed"
        assertError("a: |\n  text\n", "1:4: " + blockScalar)
        assertError("a: >\n  text\n", "1:4: " + blockScalar)
        assertError("? a\n: b\n", "1:1: error: complex mapping keys ('? ') are not supported")
        assertError("%YAML 1.2\n---\na: 1\n", "1:1: error: directives ('%YAML', '%TAG') are not supported")
        assertError("<<: {a: 1}\n", "1:1: error: merge keys ('<<') are not supported")
        assertError("a: 1\n---\nb: 2\n", "2:1: error: multiple documents are not supported (found a second '---')")
        assertError("a: 1\n...\n", "2:1: error: document end markers ('...') are not supported")
        assertError("--- a: 1\n", "1:5: error: content after '---' is not supported; start the document on the next line")
        assertError("a: \"x\\\n", "1:6: error: line continuations ('\\' at the end of a line) are not supported")
    }

    func testDuplicateKeys() {
        assertError("a: 1\nb: 2\na: 3\n", "3:1: error: duplicate key 'a' (first defined at line 1, column 1)")
        assertError("{a: 1, 'a': 2}\n", "1:8: error: duplicate key 'a' (first defined at line 1, column 2)")
        assertError("rules:\n  x: error\n  \"x\": off\n", "3:3: error: duplicate key 'x' (first defined at line 2, column 3)")
    }

    func testBadIndentation() {
        assertError("a: 1\n  b: 2\n", "2:3: error: bad indentation: expected 0 spaces, found 2")
        assertError("a: 1\n b: 2\n", "2:2: error: bad indentation: expected 0 spaces, found 1")
        assertError("a:\n    b: 1\n  c: 2\n", "3:3: error: bad indentation: expected 0 spaces, found 2")
        assertError("- a\n  - b\n", "2:3: error: bad indentation: expected 0 spaces, found 2")
        assertError("- a: 1\n   b: 2\n", "2:4: error: bad indentation: expected 2 spaces, found 3")
        assertError("a:\n  - b\n  c: 1\n",
                    "3:3: error: expected a sequence entry '- ' (a sequence and a mapping cannot share an indentation)")
        assertError("- a\nb: 1\n",
                    "2:1: error: expected a sequence entry '- ' (a sequence and a mapping cannot share an indentation)")
        assertError("a: 1\n- b\n",
                    "2:1: error: expected a mapping key, found a sequence entry '- ' (a mapping and a sequence cannot share an indentation)")
        assertError("hello\nworld\n", "2:1: error: unexpected content after the document's value (multi-line scalars are not supported)")
        assertError("{\"a\": 1}\n{\"b\": 2}\n", "2:1: error: unexpected content after the document's top-level collection")
        assertError("  a: 1\nb: 2\n", "2:1: error: bad indentation: expected 2 spaces, found 0")
    }

    func testUnterminatedQuotesAndBrackets() {
        let quoted = "a quoted string must end on the line where it starts"
        assertError("a: \"abc\n", "1:4: error: unterminated double-quoted string; " + quoted)
        assertError("a: 'abc\n  def'\n", "1:4: error: unterminated single-quoted string; " + quoted)
        assertError("a: [1, 2\n", "1:4: error: unterminated flow sequence: no ']' closes this '['")
        assertError("x:\n  y: {b: [1]\n", "2:6: error: unterminated flow mapping: no '}' closes this '{'")
        assertError("a: [\n---\n]\n", "2:1: error: a document marker cannot appear inside a flow collection; is a ']' or '}' missing?")
    }

    func testFlowCollectionErrors() {
        assertError("[a, , b]", "1:5: error: expected a value before ','")
        assertError("[,]", "1:2: error: expected a value before ','")
        assertError("{a: 1,, b: 2}", "1:7: error: expected a key before ','")
        assertError("[a: 1]", "1:3: error: a 'key: value' pair inside a flow sequence must be a mapping in braces: [{key: value}]")
        assertError("{a:1}", "1:5: error: expected ':' after the key 'a:1' in a flow mapping; put a space after ':'")
        assertError("{a}", "1:3: error: expected ':' after the key 'a' in a flow mapping")
        assertError("[a b, \"c\" d]", "1:11: error: expected ',' or ']' in a flow sequence, found 'd'")
        assertError("{a: 1 b: 2}", "1:8: error: expected ',' or '}' in a flow mapping, found ':'")
        assertError("{[a]: 1}", "1:2: error: a flow collection cannot be a mapping key")
        assertError("[a?b]", "1:3: error: '?' cannot appear in a plain scalar inside a flow collection; quote the value")
        assertError("[?x]", "1:2: error: '?' cannot start a plain scalar inside a flow collection; quote the value")
        assertError("[:x]", "1:2: error: ':' cannot start a plain scalar inside a flow collection; quote the value")
        assertError("[- x]", "1:2: error: block sequence entries ('- ') are not allowed inside a flow collection")
        assertError("[a,#b\n]", "1:4: error: a comment needs a space before '#'; quote a value that starts with '#'")
    }

    func testBlockStructureErrors() {
        assertError("a: b: c\n", "1:5: error: a nested mapping cannot start on the same line as its key; "
                    + "start it on the next line, or quote a value containing ': '")
        assertError("a: - b\n", "1:4: error: a block sequence cannot start on the same line as its key; put '- ' on the next line")
        assertError("[a]: 1\n", "1:1: error: a flow collection cannot be a mapping key")
        assertError("a: 1\n[b]: 2\n", "2:1: error: a flow collection cannot be a mapping key")
        assertError(": x\n", "1:1: error: a mapping key is missing before ':'")
        assertError("a: 1\nkey:value\n", "2:1: error: expected 'key: value', found 'key:value'; a ':' between key and value must be followed by a space")
        assertError("a: 1\nplain\n", "2:1: error: expected 'key: value', found 'plain'")
        assertError("a: ]\n", "1:4: error: unexpected ']' outside a flow collection")
        assertError("a: [x]y\n", "1:7: error: unexpected 'y' after the flow collection")
        assertError("a: \"x\" y\n", "1:8: error: unexpected 'y' after the value")
        assertError("a: 'x'#c\n", "1:7: error: a comment needs a space before '#'")
        assertError("a: @x\n", "1:4: error: '@' is reserved and cannot start a plain scalar; quote the value")
        assertError("a: `x\n", "1:4: error: '`' is reserved and cannot start a plain scalar; quote the value")
        assertError("a: %x\n", "1:4: error: '%' cannot start a plain scalar; quote the value")
    }

    func testEscapeErrors() {
        assertError("a: \"\\q\"\n", "1:5: error: unsupported escape sequence '\\q'; "
                    + "supported: \\\\ \\\" \\/ \\n \\t \\r \\0 \\b \\f \\xXX \\uXXXX \\UXXXXXXXX")
        assertError("a: \"\\x4\"\n", "1:5: error: expected 2 hexadecimal digits after '\\x'")
        assertError("a: \"\\uZZZZ\"\n", "1:5: error: expected 4 hexadecimal digits after '\\u'")
        assertError("a: \"\\ud800\"\n", "1:5: error: invalid escape: high surrogate \\uD800 without a low surrogate after it")
        assertError("a: \"\\ud800\\u0041\"\n", "1:11: error: invalid escape: \\u0041 is not a low surrogate")
        assertError("a: \"\\udc00\"\n", "1:5: error: invalid escape: U+DC00 is not a Unicode scalar value")
        assertError("a: \"\\U00110000\"\n", "1:5: error: invalid escape: U+110000 is not a Unicode scalar value")
    }

    func testCharacterErrors() {
        let escapeHint = "is not allowed; write it as an escape inside a double-quoted string"
        assertError("a: x\u{1}y\n", "1:5: error: character U+0001 " + escapeHint)
        assertError("a: \"x\u{7F}\"\n", "1:6: error: character U+007F " + escapeHint)
        assertError("a: x\u{85}\n", "1:5: error: character U+0085 " + escapeHint)
        assertError("a: x\u{2028}\n", "1:5: error: character U+2028 " + escapeHint)
        assertError("a: x\u{FFFE}\n", "1:5: error: character U+FFFE " + escapeHint)
        assertError("a: 1\nb: \u{FEFF}x\n", "2:4: error: a byte order mark (U+FEFF) is only allowed at the start of the file")
        XCTAssertThrowsError(try YAMLReader.read([0x61, 0x3A, 0x0D, 0x0A, 0x20, 0xC3, 0x28], file: "x.yml")) { error in
            XCTAssertEqual("\(error)", "x.yml:2:2: error: invalid UTF-8 byte 0xC3; configuration files must be UTF-8")
        }
    }

    func testErrorsCarryKindAndPosition() throws {
        do {
            _ = try YAMLReader.read("a: 1\na: 2\n", file: "dir/.a11ylint.yml")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.kind, .duplicateKey)
            XCTAssertEqual(error.file, "dir/.a11ylint.yml")
            XCTAssertEqual(error.line, 2)
            XCTAssertEqual(error.column, 1)
            XCTAssertEqual(error.value, "a")
        }
    }
}
