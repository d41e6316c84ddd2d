import XCTest
@testable import A11yLintCore

final class LocalizationTableTests: XCTestCase {
    func table(_ path: String, _ text: String) throws -> LocalizationTable {
        try LocalizationTable.parse(path: path, bytes: Array(text.utf8)).result.get()
    }

    /// The error of a table that does not parse, the same whether every entry is kept or only the linked ones.
    func failure(_ path: String, _ bytes: [UInt8]) -> (location: SourceLocation, message: String)? {
        let (source, result) = LocalizationTable.parse(path: path, bytes: bytes)
        guard case .failure(let error) = result else { return nil }
        guard case .failure(let linkedOnly) = LocalizationTable.parse(path: path, bytes: bytes, keepsLinkedEntriesOnly: true).result,
              linkedOnly.offset == error.offset, linkedOnly.message == error.message else {
            XCTFail("keeping linked entries only changes the error of \(path)")
            return nil
        }
        return (source.location(of: UInt32(error.offset)), error.message)
    }

    func values(_ table: LocalizationTable) -> [String: [String]] {
        Dictionary(table.entries.map { ($0.key, $0.values) }, uniquingKeysWith: { _, last in last })
    }

    // MARK: - .strings

    func testStringsEscapesCommentsAndForms() throws {
        let text = #"""
        /* A block comment
           over two lines. */
        "quote" = "Say \"hi\"\n\tthen go"; // trailing comment
        "unicode" = "caf\U00E9 \u00e9 \UD83D\UDE00";
        "octal" = "a\101b";
        "short" = "\U12x \Utwo";
        unquoted_key = value.with-dots;
        "self";
        "backslash" = "C:\\path \q";
        "dup" = "first";
        "dup" = "second";
        "last" = "no semicolon at the end"
        """#
        let parsed = try table("App/Base.lproj/Localizable.strings", text)
        XCTAssertEqual(parsed.name, "Localizable")
        XCTAssertEqual(parsed.language, "Base")
        XCTAssertEqual(parsed.format, .strings)
        let found = values(parsed)
        XCTAssertEqual(found["quote"], ["Say \"hi\"\n\tthen go"])
        XCTAssertEqual(found["unicode"], ["café é 😀"])
        XCTAssertEqual(found["octal"], ["aAb"])
        XCTAssertEqual(found["short"], ["\u{12}x \u{0}two"])
        XCTAssertEqual(found["unquoted_key"], ["value.with-dots"])
        XCTAssertEqual(found["self"], ["self"])
        XCTAssertEqual(found["backslash"], ["C:\\path q"])
        XCTAssertEqual(found["dup"], ["second"])
        XCTAssertEqual(found["last"], ["no semicolon at the end"])
        let linked = try LocalizationTable.parse(path: "Localizable.strings", bytes: Array(("\"l\" = \"[a](b)\";\n\"x\" = \"y\";\n" + text).utf8),
                                                 keepsLinkedEntriesOnly: true).result.get()
        XCTAssertEqual(linked.entries.map(\.key), ["l"])
        XCTAssertEqual(linked.linkedKeys, ["l"])
    }

    /// Block comments end at the first `*/`, however the stars and slashes inside them fall.
    func testBlockCommentsEndAtTheFirstCloser() throws {
        let cases: [(text: String, keys: [String])] = [
            ("/***/\"a\" = \"[x](y)\";", ["a"]),
            ("/* a ** b / c */\"a\" = \"[x](y)\";", ["a"]),
            ("/**/ /*/ still open */ \"a\" = \"[x](y)\";", ["a"]),
            ("/* Class = \"NSMenuItem\"; title = \"About\"; ObjectID = \"a*b\"; */", []),
            ("/* x **/\"b\" = \"[x](y)\"; /* y */ \"c\" = \"plain\";", ["b"]),
        ]
        for item in cases {
            for linkedOnly in [false, true] {
                let parsed = LocalizationTable.parse(path: "Localizable.strings", bytes: Array(item.text.utf8),
                                                     keepsLinkedEntriesOnly: linkedOnly).result
                XCTAssertEqual(try parsed.get().linkedKeys, item.keys, item.text)
            }
        }
        // The closer sits inside the comment's quotes: what follows it is read as a key.
        XCTAssertNotNil(failure("Localizable.strings", Array("/* t = \"a */\" */\n\"k\" = \"v\";".utf8)))
        XCTAssertNotNil(failure("Localizable.strings", Array("\"k\" = \"v\"; /* * / *".utf8)))
    }

    func testStringsInUTF16WithEitherByteOrderAndUTF8WithMark() throws {
        let text = "/* ü */\n\"terms\" = \"Read the [terms](https://example.com) – ünïcode\";\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let marked: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [little, big, marked] {
            let parsed = try LocalizationTable.parse(path: "en.lproj/Localizable.strings", bytes: bytes).result.get()
            XCTAssertEqual(values(parsed)["terms"], ["Read the [terms](https://example.com) – ünïcode"])
            XCTAssertEqual(parsed.linkedKeys, ["terms"])
            XCTAssertEqual(parsed.language, "en")
        }
    }

    func testMalformedStringsNameTheirPlace() throws {
        let cases: [(text: String, line: Int, column: Int, message: String)] = [
            ("\"a\" = \"b\";\n\"c\" \"d\";", 2, 5, "expected `=` or `;` after the key \"c\""),
            ("\"a\" = \"b\";\n\"c\" = \"d\" \"e\";", 2, 11, "expected `;` after the value of \"c\""),
            ("\"a\" = \"unterminated;\n", 1, 7, "this string is never closed (a `\"` is missing)"),
            ("/* open comment\n\"a\" = \"b\";", 1, 1, "this `/*` comment is never closed"),
            ("\"a\" = ;", 1, 7, "expected a value for the key \"a\" in double quotes, found `;`"),
            ("\"a\" = \"b\";;\n\"c\" = \"d\";", 1, 11,
             "found `;` where a key should be: the system stops reading the table here and never loads the keys after it"),
            ("\"a\" = \"b\";\n= \"d\";", 2, 1,
             "found `=` where a key should be: the system stops reading the table here and never loads the keys after it"),
            ("\"a\"", 1, 4, "the file ends after the key \"a\"; expected `= \"value\";`"),
        ]
        for item in cases {
            let found = try XCTUnwrap(failure("Localizable.strings", Array(item.text.utf8)), item.text)
            XCTAssertEqual(found.message, item.message, item.text)
            XCTAssertEqual(found.location.line, item.line, item.text)
            XCTAssertEqual(found.location.utf8Column, item.column, item.text)
        }
        let invalid = try XCTUnwrap(failure("Localizable.strings", Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)))
        XCTAssertEqual(invalid.message, "not valid UTF-8, and no UTF-16 byte-order mark")
        XCTAssertEqual(invalid.location.utf8Column, 8)
        let odd = try XCTUnwrap(failure("Localizable.strings", [0xFF, 0xFE, 0x22]))
        XCTAssertEqual(odd.message, "this UTF-16 file has an odd number of bytes")
    }

    /// A compiled `.strings` table (a vendored framework's `.lproj` holds these): binary and XML
    /// property lists are read like the text format; a damaged one is an error, not a skip.
    func testCompiledStringsTablesAreRead() throws {
        let entries = ["help": "See [the guide](https://example.com/guide)", "close": "Close"]
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let data = try PropertyListSerialization.data(fromPropertyList: entries, format: format, options: 0)
            let parsed = try LocalizationTable.parse(path: "de.lproj/Help.strings", bytes: Array(data)).result.get()
            XCTAssertEqual(values(parsed), ["close": ["Close"], "help": ["See [the guide](https://example.com/guide)"]], "\(format)")
            XCTAssertEqual(parsed.linkedKeys, ["help"])
            XCTAssertEqual(parsed.language, "de")
            let linked = try LocalizationTable.parse(path: "de.lproj/Help.strings", bytes: Array(data), keepsLinkedEntriesOnly: true).result.get()
            XCTAssertEqual(linked.entries.map(\.key), ["help"])
        }
        let damaged = try XCTUnwrap(failure("Help.strings", Array("bplist00".utf8) + [0x01, 0x02, 0x03]))
        XCTAssertEqual(damaged.message, "this binary property list is damaged")
        let nested = try PropertyListSerialization.data(fromPropertyList: ["a": ["b": "c"]], format: .binary, options: 0)
        XCTAssertEqual(try XCTUnwrap(failure("Help.strings", Array(nested))).message, "the value of \"a\" is not a string")
        // The text format is still the text format, even when a value mentions a plist.
        XCTAssertEqual(values(try table("Help.strings", "\"a\" = \"<plist>\";")), ["a": ["<plist>"]])
    }

    // MARK: - .stringsdict and .xcstrings

    func testStringsdictPluralVariants() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
            <key>items</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
                <key>items</key><dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string>
                    <key>one</key><string>One item</string>
                    <key>other</key><string>%d items, [see all](app://items)</string>
                </dict>
            </dict>
        </dict></plist>
        """
        let parsed = try table("Shared/fr.lproj/Plurals.stringsdict", text)
        XCTAssertEqual(parsed.name, "Plurals")
        XCTAssertEqual(parsed.language, "fr")
        XCTAssertEqual(values(parsed)["items"], ["%#@items@", "One item", "%d items, [see all](app://items)"])
        XCTAssertEqual(parsed.linkedKeys, ["items"])
        let broken = try XCTUnwrap(failure("Plurals.stringsdict", Array("<plist>\n<dict><key>a</key>\n<strin>b</string></dict></plist>".utf8)))
        XCTAssertTrue(broken.message.hasPrefix("not a valid property list"), broken.message)
    }

    func testCatalogReadsTheSourceLanguageOnly() throws {
        let text = """
        { "sourceLanguage" : "en", "strings" : {
            "a" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Plain" } },
                                        "fr" : { "stringUnit" : { "value" : "[Lien](https://example.com)" } } } },
            "Key [is text](https://example.com)" : { },
            "p" : { "localizations" : { "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "value" : "One" } },
                "other" : { "stringUnit" : { "value" : "<https://example.com/many>" } } } } } } }
        }, "version" : "1.0" }
        """
        let parsed = try table("Resources/Localizable.xcstrings", text)
        XCTAssertEqual(parsed.language, "en")
        XCTAssertEqual(values(parsed)["a"], ["Plain"])
        XCTAssertEqual(parsed.linkedKeys.sorted(), ["Key [is text](https://example.com)", "p"])
        let broken = try XCTUnwrap(failure("Localizable.xcstrings", Array("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": { x }\n}".utf8)))
        XCTAssertEqual(broken.message, "not valid JSON: expected a member name in double quotes")
        XCTAssertEqual(broken.location.line, 3)
        XCTAssertEqual(broken.location.utf8Column, 16)
        let truncated = try XCTUnwrap(failure("Localizable.xcstrings", Array("{ \"sourceLanguage\": \"en\", \"strings\": { \"a\": [1, 2".utf8)))
        XCTAssertEqual(truncated.message, "not valid JSON: expected `,` or `]` in the array")
        let escaped = try table("Localizable.xcstrings", #"{ "sourceLanguage": "en", "strings": { "k\u00e9\"": { "localizations": { "en": { "stringUnit": { "value": "\ud83d\ude00 [x](y)" } } } } } }"#)
        XCTAssertEqual(values(escaped)["ké\""], ["😀 [x](y)"])
        let unnamed = try XCTUnwrap(failure("Localizable.xcstrings", Array("{ \"strings\": {} }".utf8)))
        XCTAssertEqual(unnamed.message, "the string catalog names no `sourceLanguage`")
    }

    func testMarkdownLinkDetection() {
        XCTAssertTrue(MarkdownLink.isContained(in: "Read [the terms](https://example.com)."))
        XCTAssertTrue(MarkdownLink.isContained(in: "Mail <mailto:a@example.com>"))
        XCTAssertFalse(MarkdownLink.isContained(in: "Step [1] of 3 (almost)"))
        XCTAssertFalse(MarkdownLink.isContained(in: "Escaped \\[not](a link)"))
        XCTAssertFalse(MarkdownLink.isContained(in: "Bare https://example.com is text"))
        XCTAssertFalse(MarkdownLink.isContained(in: "[split\n](across lines)"))
    }

    func testTableNameAndLanguageComeFromTheLastTwoComponents() {
        let cases: [(String, String, String)] = [
            ("App/Base.lproj/Localizable.strings", "Localizable", "Base"),
            ("App/zh-Hans.lproj//InfoPlist.strings", "InfoPlist", "zh-Hans"),
            ("Résumé/fr.lproj/Écrans.v2.stringsdict", "Écrans.v2", "fr"),
            ("Localizable.xcstrings", "Localizable", ""),
            ("App/Resources/Localizable.strings", "Localizable", ""),
            ("App/.lproj/Main.strings", "Main", ""),
            ("de.lproj/Main", "Main", "de"),
        ]
        for (path, name, language) in cases {
            let found = LocalizationTable.nameAndLanguage(of: path)
            XCTAssertEqual(found.name, name, path)
            XCTAssertEqual(found.language, language, path)
        }
    }

    func testDevelopmentLanguageIsChosenPerTable() {
        let links = [
            TableLinks(table: "Localizable", format: "strings", language: "en", keys: ["from.en"]),
            TableLinks(table: "Localizable", format: "strings", language: "Base", keys: ["from.base"]),
            TableLinks(table: "Localizable", format: "stringsdict", language: "de", keys: ["from.de"]),
            TableLinks(table: "Localizable", format: "stringsdict", language: "fr", keys: ["from.fr"]),
            TableLinks(table: "Other", format: "strings", language: "en", keys: []),
            TableLinks(table: "Other", format: "strings", language: "ja", keys: ["from.ja"]),
        ]
        let chosen = TableLinks.linkedKeys(links)
        XCTAssertEqual(chosen["Localizable"], ["from.base", "from.de"])
        XCTAssertNil(chosen["Other"])
        XCTAssertEqual(TableLinks.linkedKeys(links.reversed()), chosen)
    }
}
