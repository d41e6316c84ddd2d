import Foundation
import XCTest
@testable import A11yLintCore

/// Reads a few hundred generated documents with our reader and with PyYAML
/// (`yaml.safe_load`, through Tests/Scripts/yaml_to_json.py) and compares the results.
final class YAMLPyYAMLCrossCheckTests: XCTestCase {
    /// A value as PyYAML returns it, tagged so that `1`, `1.0`, `true` and `"1"` differ.
    indirect enum Value: Decodable, Equatable, CustomStringConvertible {
        case null
        case bool(Bool)
        case int(String)
        case float(Double)
        case string([Unicode.Scalar])
        case sequence([Value])
        case mapping([Pair])

        struct Pair: Decodable, Equatable {
            var key: Value
            var value: Value

            init(key: Value, value: Value) {
                self.key = key
                self.value = value
            }

            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                key = try container.decode(Value.self)
                value = try container.decode(Value.self)
            }
        }

        private enum Tag: String, CodingKey {
            case null, bool, int, float, str, seq, map, other
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Tag.self)
            guard let tag = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no tag"))
            }
            switch tag {
            case .null: self = .null
            case .bool: self = .bool(try container.decode(Bool.self, forKey: tag))
            case .int: self = .int(try container.decode(String.self, forKey: tag))
            case .float:
                let text = try container.decode(String.self, forKey: tag)
                guard let value = Double(text) else {
                    throw DecodingError.dataCorruptedError(forKey: tag, in: container, debugDescription: text)
                }
                self = .float(value)
            case .str: self = .string(Array(try container.decode(String.self, forKey: tag).unicodeScalars))
            case .seq: self = .sequence(try container.decode([Value].self, forKey: tag))
            case .map: self = .mapping(try container.decode([Pair].self, forKey: tag))
            case .other:
                throw DecodingError.dataCorruptedError(forKey: tag, in: container,
                                                       debugDescription: "unexpected type: \(try container.decode(String.self, forKey: tag))")
            }
        }

        /// Our tree, resolved with the configuration schema (`YAMLScalarValue`), keys included.
        init(_ node: YAMLNode) {
            switch node.content {
            case .scalar:
                switch node.scalarValue {
                case .null, nil: self = .null
                case .bool(let value): self = .bool(value)
                case .int(let value): self = .int(String(value))
                case .double(let value): self = .float(value)
                case .string(let text): self = .string(Array(text.unicodeScalars))
                }
            case .sequence(let items):
                self = .sequence(items.map(Value.init))
            case .mapping(let entries):
                self = .mapping(entries.map { entry in
                    let key = YAMLNode(.scalar(entry.key.text, entry.key.style), mark: entry.key.mark)
                    return Pair(key: Value(key), value: Value(entry.value))
                })
            }
        }

        var description: String {
            switch self {
            case .null: return "null"
            case .bool(let value): return "\(value)"
            case .int(let text): return text
            case .float(let value): return "\(value)f"
            case .string(let scalars):
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars)
                return text.debugDescription
            case .sequence(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
            case .mapping(let pairs):
                return "{" + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
            }
        }
    }

    /// PyYAML's answer for one document.
    struct Result: Decodable {
        var value: Value?
        var error: String?
    }

    // MARK: - Python

    /// Runs Tests/Scripts/yaml_to_json.py once over all `documents` (skipped without the venv).
    private func pyYAMLResults(_ documents: [String]) throws -> [Result] {
        let python = try TestPython.path()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Repository.root.appendingPathComponent("Tests/Scripts/yaml_to_json.py").path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(documents))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "yaml_to_json.py failed")
        return try JSONDecoder().decode([Result].self, from: data)
    }

    // MARK: - Tests

    func testGeneratedDocumentsMatchPyYAML() throws {
        var generator = YAMLDocumentGenerator(seed: 0xA11F_2026)
        let documents = (0..<400).map { _ in generator.document() }
        let results = try pyYAMLResults(documents)
        XCTAssertEqual(results.count, documents.count)
        var failures = 0
        for (document, result) in zip(documents, results) where failures < 5 {
            guard let expected = result.value else {
                failures += 1
                XCTFail("PyYAML rejects a generated document (generator bug):\n\(document)\n\(result.error ?? "")")
                continue
            }
            do {
                let ours = Value(try YAMLReader.read(document, file: "generated.yml"))
                if ours != expected {
                    failures += 1
                    XCTFail("different value for:\n\(document)\nours:   \(ours)\nPyYAML: \(expected)")
                }
            } catch {
                failures += 1
                XCTFail("our reader rejects a document PyYAML reads:\n\(document)\n\(error)")
            }
        }
    }

    func testGeneratorCoversTheSubset() {
        var generator = YAMLDocumentGenerator(seed: 0xA11F_2026)
        let all = (0..<400).map { _ in generator.document() }.joined(separator: "\u{1}")
        for needle in ["\r\n", "---", "- ", "[", "{", "'", "\"", "\\u", "\\x", "\\U", "''", "# ", "  - ", "\":", ",]", "ü"] {
            XCTAssertTrue(all.contains(needle), "no generated document contains \(needle.debugDescription)")
        }
    }

    /// Invalid documents: we reject each at the given line and column. PyYAML must
    /// reject the ones that are not YAML at all (the others are YAML outside the subset).
    func testInvalidDocumentsAreRejectedAtTheirPosition() throws {
        let cases: [(text: String, position: String, isInvalidYAML: Bool)] = [
            ("a: [1, 2\n", "1:4", true),
            ("a: 'x\n", "1:4", true),
            ("a: \"x\n", "1:4", true),
            ("a: 1\n  b: 2\n", "2:3", true),
            ("a:\n\tb: 1\n", "2:1", true),
            ("a: b: c\n", "1:5", true),
            ("- a\nb: 1\n", "2:1", true),
            ("{a: 1, b}\n", "1:9", false),
            ("a: &x 1\nb: *x\n", "1:4", false),
            ("a: |\n  text\n", "1:4", false),
            ("a: !!str 1\n", "1:4", false),
            ("a: 1\na: 2\n", "2:1", false),
            ("a: 1\n---\nb: 2\n", "2:1", true),
            ("[a, , b]", "1:5", true),
        ]
        let results = try pyYAMLResults(cases.map(\.text))
        for (testCase, result) in zip(cases, results) {
            do {
                _ = try YAMLReader.read(testCase.text, file: "bad.yml")
                XCTFail("accepted: \(testCase.text.debugDescription)")
            } catch {
                XCTAssertEqual("\(error.line ?? 0):\(error.column ?? 0)", testCase.position, "\(error)")
            }
            if testCase.isInvalidYAML {
                XCTAssertNotNil(result.error, "PyYAML accepts \(testCase.text.debugDescription)")
            } else {
                XCTAssertNotNil(result.value, "PyYAML rejects \(testCase.text.debugDescription)")
            }
        }
    }
}
