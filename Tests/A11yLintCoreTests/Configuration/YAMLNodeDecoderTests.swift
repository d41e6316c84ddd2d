import XCTest
@testable import A11yLintCore

/// Options shaped like a real rule's: every field has a default, read with `decodeIfPresent`.
private struct TouchTargetOptions: Decodable, Sendable, Equatable {
    enum Mode: String, Decodable, Sendable, CaseIterable {
        case strict, lenient
    }

    struct Insets: Decodable, Sendable, Equatable {
        var horizontal = 0
        var vertical = 0

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            horizontal = try container.decodeIfPresent(Int.self, forKey: .horizontal) ?? 0
            vertical = try container.decodeIfPresent(Int.self, forKey: .vertical) ?? 0
        }

        private enum CodingKeys: String, CodingKey {
            case horizontal, vertical
        }
    }

    /// The smallest side, in points.
    var minimum: Double = 44
    /// Type names never reported.
    var ignoredNames: [String] = []
    var mode: Mode = .strict
    var includePreviews = false
    var maximumFindings: Int?
    var insets = Insets()

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        minimum = try container.decodeIfPresent(Double.self, forKey: .minimum) ?? 44
        ignoredNames = try container.decodeIfPresent([String].self, forKey: .ignoredNames) ?? []
        mode = try container.decodeIfPresent(Mode.self, forKey: .mode) ?? .strict
        includePreviews = try container.decodeIfPresent(Bool.self, forKey: .includePreviews) ?? false
        maximumFindings = try container.decodeIfPresent(Int.self, forKey: .maximumFindings)
        insets = try container.decodeIfPresent(Insets.self, forKey: .insets) ?? Insets()
        if minimum <= 0 {
            throw DecodingError.dataCorruptedError(forKey: .minimum, in: container, debugDescription: "must be positive")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case minimum, ignoredNames, mode, includePreviews, maximumFindings, insets
    }
}

/// A type with synthesized `Decodable`: its non-optional keys are required.
private struct Synthesized: Decodable, Equatable {
    var name: String
    var count: UInt8
    var ratio: Float?
    var raw: YAMLNode?
}

final class YAMLNodeDecoderTests: XCTestCase {
    private let path = ["rules", "small-touch-target"]

    /// Decodes `T` from the value of `small-touch-target:` in `yaml` (a `rules:` mapping body).
    private func decode<T: Decodable>(_ type: T.Type, rule yaml: String) throws(ConfigurationError) -> T {
        let root = try YAMLReader.read("rules:\n  small-touch-target: " + yaml, file: ".a11ylint.yml")
        let node = root["rules"]?["small-touch-target"] ?? root
        return try YAMLNodeDecoder().decode(type, from: node, file: ".a11ylint.yml", keyPath: path)
    }

    /// The rendered error for decoding `T` from `yaml`, or `"no error"`.
    private func decodeError<T: Decodable>(_ type: T.Type, rule yaml: String) -> String {
        do {
            _ = try decode(type, rule: yaml)
            return "no error"
        } catch {
            return error.description
        }
    }

    // MARK: - Values and defaults

    func testAllDefaultsFromAnEmptyMapping() throws {
        XCTAssertEqual(try decode(TouchTargetOptions.self, rule: "{}"), TouchTargetOptions())
        let empty = YAMLNode.emptyMapping(at: YAMLMark(line: 1, column: 1))
        XCTAssertEqual(try YAMLNodeDecoder().decode(TouchTargetOptions.self, from: empty, file: "f.yml"), TouchTargetOptions())
    }

    func testEveryFieldDecodes() throws {
        let yaml = """

            minimum: 48.5
            ignoredNames: [CloseButton, 'Icon Button']
            mode: lenient
            includePreviews: true
            maximumFindings: 10
            insets: {horizontal: 4, vertical: -2}
        """
        var expected = TouchTargetOptions()
        expected.minimum = 48.5
        expected.ignoredNames = ["CloseButton", "Icon Button"]
        expected.mode = .lenient
        expected.includePreviews = true
        expected.maximumFindings = 10
        expected.insets.horizontal = 4
        expected.insets.vertical = -2
        XCTAssertEqual(try decode(TouchTargetOptions.self, rule: yaml), expected)
    }

    func testMissingAndNullKeysKeepDefaults() throws {
        var expected = TouchTargetOptions()
        expected.minimum = 30
        XCTAssertEqual(try decode(TouchTargetOptions.self, rule: "{minimum: 30, ignoredNames: , mode: ~}"), expected)
        XCTAssertEqual(try decode(TouchTargetOptions.self, rule: "\n    minimum: 30\n    ignoredNames:\n    maximumFindings: null\n"),
                       expected)
    }

    func testIntegersAreNumbers() throws {
        XCTAssertEqual(try decode(TouchTargetOptions.self, rule: "{minimum: 44}").minimum, 44)
        XCTAssertEqual(try decode(TouchTargetOptions.self, rule: "{minimum: +1.5e+1}").minimum, 15)
    }

    func testSynthesizedDecodableAndRawNodes() throws {
        let value = try decode(Synthesized.self, rule: "{name: 1.10, count: 255, ratio: 0.5, raw: [a, {b: c}]}")
        XCTAssertEqual(value.name, "1.10", "a String keeps the scalar as written")
        XCTAssertEqual(value.count, 255)
        XCTAssertEqual(value.ratio, 0.5)
        XCTAssertEqual(value.raw.map(render), "[a, {b: c}]")
        XCTAssertEqual(value.raw?.mark, YAMLMark(line: 2, column: 65))
    }

    func testTopLevelValuesAndCollections() throws {
        let decoder = YAMLNodeDecoder()
        XCTAssertEqual(try decoder.decode([Int].self, from: try YAMLReader.read("[1, -2, +3]", file: "f"), file: "f"), [1, -2, 3])
        XCTAssertEqual(try decoder.decode([String: [Bool]].self,
                                          from: try YAMLReader.read("a: [true]\nb: []", file: "f"), file: "f"),
                       ["a": [true], "b": []])
        XCTAssertEqual(try decoder.decode(Int?.self, from: try YAMLReader.read("~", file: "f"), file: "f"), nil)
        XCTAssertEqual(try decoder.decode([String?].self, from: try YAMLReader.read("[a, null, '']", file: "f"), file: "f"),
                       ["a", nil, ""])
    }

    func testJSONOptionsDecode() throws {
        let root = try YAMLReader.read(#"{"minimum": 48, "ignoredNames": ["A"], "mode": "lenient"}"#, file: "a.json")
        let options = try YAMLNodeDecoder().decode(TouchTargetOptions.self, from: root, file: "a.json")
        XCTAssertEqual(options.minimum, 48)
        XCTAssertEqual(options.ignoredNames, ["A"])
        XCTAssertEqual(options.mode, .lenient)
    }

    // MARK: - Errors

    func testUnknownKeyWithSuggestion() {
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "\n    minimun: 30\n"),
                       ".a11ylint.yml:3:5: error: unknown key 'minimun' in 'rules.small-touch-target'; did you mean 'minimum'?")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{minimum: 30, colour: red}"),
                       ".a11ylint.yml:2:37: error: unknown key 'colour' in 'rules.small-touch-target'")
    }

    func testUnknownKeyInNestedOptions() {
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{insets: {horizonal: 1}}"),
                       ".a11ylint.yml:2:33: error: unknown key 'horizonal' in 'rules.small-touch-target.insets'; did you mean 'horizontal'?")
    }

    func testUnknownKeyThroughNestedContainer() throws {
        struct Outer: Decodable {
            var width: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: YAMLCodingKey.self)
                let size = try container.nestedContainer(keyedBy: YAMLCodingKey.self, forKey: YAMLCodingKey(stringValue: "size"))
                width = try size.decode(Int.self, forKey: YAMLCodingKey(stringValue: "width"))
            }
        }
        XCTAssertEqual(decodeError(Outer.self, rule: "{size: {width: 1, hieght: 2}}"),
                       ".a11ylint.yml:2:41: error: unknown key 'hieght' in 'rules.small-touch-target.size'")
    }

    func testTypeMismatches() {
        let prefix = ".a11ylint.yml:2:"
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{minimum: big}"),
                       prefix + "33: error: 'rules.small-touch-target.minimum' expects a number, found 'big'")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{minimum: \"44\"}"),
                       prefix + "33: error: 'rules.small-touch-target.minimum' expects a number, found the string \"44\"")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{includePreviews: yes}"),
                       prefix + "41: error: 'rules.small-touch-target.includePreviews' expects a boolean (true or false), found 'yes'")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{includePreviews: True}"),
                       prefix + "41: error: 'rules.small-touch-target.includePreviews' expects a boolean (true or false), "
                       + "found 'True'; did you mean 'true'?")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{maximumFindings: 1.5}"),
                       prefix + "41: error: 'rules.small-touch-target.maximumFindings' expects an integer, found '1.5'")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{ignoredNames: Foo}"),
                       prefix + "38: error: 'rules.small-touch-target.ignoredNames' expects a sequence, found 'Foo'")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{ignoredNames: [a, [b]]}"),
                       prefix + "42: error: 'rules.small-touch-target.ignoredNames[1]' expects a string, found a sequence")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{insets: [1, 2]}"),
                       prefix + "32: error: 'rules.small-touch-target.insets' expects a mapping, found a sequence")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "error"),
                       prefix + "23: error: 'rules.small-touch-target' expects a mapping, found 'error'")
    }

    func testOutOfRangeNumbers() {
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{maximumFindings: 99999999999999999999}"),
                       ".a11ylint.yml:2:41: error: invalid value '99999999999999999999' for "
                       + "'rules.small-touch-target.maximumFindings': out of range (-9223372036854775808...9223372036854775807)")
        XCTAssertEqual(decodeError(Synthesized.self, rule: "{name: x, count: 256}"),
                       ".a11ylint.yml:2:40: error: invalid value '256' for 'rules.small-touch-target.count': out of range (0...255)")
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{minimum: 1e999}"),
                       ".a11ylint.yml:2:33: error: invalid value '1e999' for 'rules.small-touch-target.minimum': out of range")
    }

    func testEnumValuesAreListedWithSuggestion() {
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{mode: strcit}"),
                       ".a11ylint.yml:2:30: error: invalid value 'strcit' for 'rules.small-touch-target.mode'; "
                       + "expected one of 'strict', 'lenient'; did you mean 'strict'?")
    }

    func testMissingRequiredKey() {
        XCTAssertEqual(decodeError(Synthesized.self, rule: "{count: 1}"),
                       ".a11ylint.yml:2:23: error: missing required key 'name' in 'rules.small-touch-target'")
    }

    func testCustomValidationPointsAtTheValue() {
        XCTAssertEqual(decodeError(TouchTargetOptions.self, rule: "{mode: lenient,\n    minimum: -3}"),
                       ".a11ylint.yml:3:14: error: invalid value '-3' for 'rules.small-touch-target.minimum': must be positive")
    }

    func testErrorFieldsAreFilled() throws {
        do {
            _ = try decode(TouchTargetOptions.self, rule: "{minimum: big}")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.kind, .typeMismatch)
            XCTAssertEqual(error.keyPath, ["rules", "small-touch-target", "minimum"])
            XCTAssertEqual(error.value, "big")
            XCTAssertEqual(error.line, 2)
            XCTAssertEqual(error.column, 33)
        }
    }
}
