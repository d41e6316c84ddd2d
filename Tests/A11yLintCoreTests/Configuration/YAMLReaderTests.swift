import XCTest
@testable import A11yLintCore

final class YAMLReaderTests: XCTestCase {
    // MARK: - Block structure

    func testDesignDocumentExample() {
        let text = designDocumentExample
        XCTAssertEqual(readRendered(text), "{included: [App, Packages], excluded: [App/Generated, \"**/Previews\"], "
            + "disabled_rules: [text-truncation], opt_in_rules: [header-trait-missing], "
            + "rules: {tap-gesture-as-button: error, small-touch-target: {severity: warning, minimum: 44}}, "
            + "components: {buttons: [PrimaryButton, IconButton], images: [RemoteImage, KFImage], "
            + "label_aliases: [accLabelText]}, reporter: xcode}")
    }

    func testBlockSequencesIndentedUnderOrAtTheirKey() {
        XCTAssertEqual(readRendered("a:\n  - x\n  - y\nb:\n- z\n- w\nc: 1\n"), "{a: [x, y], b: [z, w], c: 1}")
    }

    func testMappingsInsideSequenceEntries() {
        let text = """
        - name: first
          tags:
          - a
          - b
        -   name: second
            nested:
              deep: true
        - - inner
          - list
        -
          late: value
        """
        XCTAssertEqual(readRendered(text),
                       "[{name: first, tags: [a, b]}, {name: second, nested: {deep: true}}, [inner, list], {late: value}]")
    }

    func testEmptyValuesAreNull() {
        XCTAssertEqual(readRendered("a:\nb: # nothing\nc:\n  - \n  -\n"), "{a: ∅, b: ∅, c: [∅, ∅]}")
        XCTAssertEqual(readRendered("{a: , b: }"), "{a: ∅, b: ∅}")
    }

    func testIndentedRootAndVariedIndentation() {
        XCTAssertEqual(readRendered("   a:\n         b: 1\n         c:\n          - 2\n   d: 3\n"), "{a: {b: 1, c: [2]}, d: 3}")
    }

    func testPlainScalarsKeepSpacesAndSpecialCharacters() {
        XCTAssertEqual(readRendered("a: two  words here \nb: Sources/**/Previews\nc: a#b\nd: x:y\ne: -5\nf: 100%\ng: x]y\n"),
                       "{a: two  words here, b: Sources/**/Previews, c: a#b, d: x:y, e: -5, f: 100%, g: x]y}")
        XCTAssertEqual(readRendered("key with spaces: value\n"), "{key with spaces: value}")
        XCTAssertEqual(readRendered("a : b\n"), "{a: b}")
    }

    func testOptionalDocumentStart() {
        XCTAssertEqual(readRendered("# header\n---   # start\na: 1\n"), "{a: 1}")
        XCTAssertEqual(readRendered("---\n"), "∅")
        XCTAssertEqual(readRendered("---x: 1\n"), "{---x: 1}")
    }

    // MARK: - Flow collections

    func testNestedFlowCollections() {
        XCTAssertEqual(readRendered("{a: 1, b: [x, y], c: {d: [], e: {}}, 'f': \"g\"}"),
                       "{a: 1, b: [x, y], c: {d: [], e: {}}, 'f': \"g\"}")
        XCTAssertEqual(readRendered("[[a, [b]], {k: v}, 'q', \"r\", plain words]"),
                       "[[a, [b]], {k: v}, 'q', \"r\", plain words]")
    }

    func testFlowCollectionsSpanLinesWithComments() {
        let text = """
        rules: {   # options follow
          a: [x,   # first
              y],
        # a full-line comment
          b: 2,
        }
        after: ok
        """
        XCTAssertEqual(readRendered(text), "{rules: {a: [x, y], b: 2}, after: ok}")
    }

    func testTrailingCommaIsAccepted() {
        XCTAssertEqual(readRendered("[a, b,]"), "[a, b]")
        XCTAssertEqual(readRendered("{a: 1,}"), "{a: 1}")
    }

    func testFlowPlainScalarRules() {
        // In flow context `:` followed by a non-space is part of the scalar.
        XCTAssertEqual(readRendered("[http://example.com, a:b]"), "[http://example.com, a:b]")
        XCTAssertEqual(readRendered("{a:}"), "{a: ∅}")
        XCTAssertEqual(readRendered("[-1, -x, -]"), "[-1, -x, -]")
    }

    func testBlockAndFlowMixes() {
        let text = """
        a:
          - [1, 2]
          - {k: [v, {w: x}]}
          - key: [y]
            other: {z: 1}
        b: [
          {c: d},
          [e]
        ]
        """
        XCTAssertEqual(readRendered(text), "{a: [[1, 2], {k: [v, {w: x}]}, {key: [y], other: {z: 1}}], b: [{c: d}, [e]]}")
    }

    // MARK: - Scalars

    func testSingleQuotedScalars() {
        XCTAssertEqual(readRendered("a: 'it''s # not a comment: ok'\n"), "{a: 'it's # not a comment: ok'}")
        XCTAssertEqual(readRendered("a: ''\n"), "{a: ''}")
    }

    func testDoubleQuotedEscapes() throws {
        let node = try YAMLReader.read(#"a: "\\ \" \/ \n \t \r \0 \b \f \x41 \u00e9 \U0001F600 \ud83d\ude00""#, file: "f.yml")
        XCTAssertEqual(node["a"]?.scalarText, "\\ \" / \n \t \r \0 \u{8} \u{C} A é 😀 😀")
    }

    func testUnicodeValuesAndKeys() throws {
        let node = try YAMLReader.read("café: 日本語 テキスト\n\"clé\": 'naïve 😀'\nemoji: [👍, ✓]\n", file: "f.yml")
        XCTAssertEqual(render(node), "{café: 日本語 テキスト, \"clé\": 'naïve 😀', emoji: [👍, ✓]}")
        // Columns count UTF-8 bytes: `café: ` is 7 bytes.
        XCTAssertEqual(node["café"]?.mark, YAMLMark(line: 1, column: 8))
    }

    func testQuotedKeys() {
        XCTAssertEqual(readRendered("\"a: b\": 1\n'c # d': 2\n\"\": 3\n"), "{\"a: b\": 1, 'c # d': 2, \"\": 3}")
    }

    // MARK: - Positions

    func testEveryNodeCarriesItsPosition() throws {
        let text = "rules:\n  small-touch-target: { severity: warning, minimum: 44 }\nlist:\n- 'a'\n-\n"
        let root = try YAMLReader.read(text, file: "f.yml")
        XCTAssertEqual(root.mark, YAMLMark(line: 1, column: 1))
        let rules = try XCTUnwrap(root["rules"])
        XCTAssertEqual(rules.mark, YAMLMark(line: 2, column: 3))
        let entry = try XCTUnwrap(rules.mappingEntries?.first)
        XCTAssertEqual(entry.key.mark, YAMLMark(line: 2, column: 3))
        XCTAssertEqual(entry.value.mark, YAMLMark(line: 2, column: 23))
        XCTAssertEqual(entry.value["minimum"]?.mark, YAMLMark(line: 2, column: 53))
        let list = try XCTUnwrap(root["list"]?.sequenceItems)
        XCTAssertEqual(root["list"]?.mark, YAMLMark(line: 4, column: 1))
        XCTAssertEqual(list[0].mark, YAMLMark(line: 4, column: 3))
        XCTAssertEqual(list[1].mark, YAMLMark(line: 5, column: 2), "an empty value sits just after its '-'")
    }

    func testStylesAreKept() throws {
        let root = try YAMLReader.read("a: [x, 'y', \"z\"]", file: "f.yml")
        let items = try XCTUnwrap(root["a"]?.sequenceItems)
        XCTAssertEqual(items.map(\.content), [.scalar("x", .plain), .scalar("y", .singleQuoted), .scalar("z", .doubleQuoted)])
    }

    // MARK: - Line breaks, comments, empty input

    func testCRLFAndLoneCRLineBreaks() throws {
        let root = try YAMLReader.read("a: 1\r\nb:\r\n  - x # c\r\n  - 'y'\r\nc: \"z\"\r\n", file: "f.yml")
        XCTAssertEqual(render(root), "{a: 1, b: [x, 'y'], c: \"z\"}")
        XCTAssertEqual(root["c"]?.mark, YAMLMark(line: 5, column: 4))
        XCTAssertEqual(readRendered("a: 1\rb: 2\r"), "{a: 1, b: 2}")
    }

    func testByteOrderMarkIsSkipped() throws {
        let root = try YAMLReader.read([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), file: "f.yml")
        XCTAssertEqual(render(root), "{a: 1}")
        XCTAssertEqual(root.mark, YAMLMark(line: 1, column: 1))
    }

    func testCommentsEverywhere() {
        let text = """
        # leading comment
           # indented comment
        a: 1 # after a value
        # between keys
        b: # after a key
          # before a nested value
            - x # after an entry
        # at column 0 inside a sequence
            - y
        c: 'q' # after a quoted value
        d: [1, # inside flow
          2] # after flow
        # trailing comment
        """
        XCTAssertEqual(readRendered(text), "{a: 1, b: [x, y], c: 'q', d: [1, 2]}")
    }

    func testEmptyAndCommentOnlyDocumentsAreNull() throws {
        for text in ["", "\n\n", "# only a comment\n   # and another\n", "   \n"] {
            let node = try YAMLReader.read(text, file: "f.yml")
            XCTAssertTrue(node.isNull, text)
            XCTAssertEqual(node.mark, YAMLMark(line: 1, column: 1))
        }
    }

    func testScalarRoot() {
        XCTAssertEqual(readRendered("just text # comment\n"), "just text")
    }

    // MARK: - JSON

    func testJSONConfigurationReads() {
        let json = """
        {
        \t"included": ["App", "Packages"],
          "excluded": ["App/Generated", "**/Previews"],
          "rules": {
            "tap-gesture-as-button": "error",
            "small-touch-target": {"severity": "warning", "minimum": 44.5, "enabled": true, "note": null}
          },
          "components": {"buttons": [], "label_aliases": ["accLabelText"]},
          "reporter": "sarif"
        }
        """
        XCTAssertEqual(readRendered(json), "{\"included\": [\"App\", \"Packages\"], \"excluded\": [\"App/Generated\", \"**/Previews\"], "
            + "\"rules\": {\"tap-gesture-as-button\": \"error\", \"small-touch-target\": {\"severity\": \"warning\", "
            + "\"minimum\": 44.5, \"enabled\": true, \"note\": null}}, \"components\": {\"buttons\": [], "
            + "\"label_aliases\": [\"accLabelText\"]}, \"reporter\": \"sarif\"}")
    }

    func testCompactJSON() {
        XCTAssertEqual(readRendered(#"{"a":1,"b":[true,false,null,-2.5e+3,"x\u0041"],"c":{}}"#),
                       "{\"a\": 1, \"b\": [true, false, null, -2.5e+3, \"xA\"], \"c\": {}}")
    }

    // MARK: - Robustness

    func testDeepNestingIsBoundedNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertEqual(readError(deep), ".a11ylint.yml:1:129: error: collections nested deeper than 128 levels are not supported")
        var block = ""
        for level in 0..<200 { block += String(repeating: " ", count: level) + "k:\n" }
        XCTAssertEqual(readError(block), ".a11ylint.yml:129:129: error: collections nested deeper than 128 levels are not supported")
    }

    func testNestingAtTheLimitReads() {
        let text = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        XCTAssertEqual(readError(text), "no error")
    }
}
