import Foundation
import XCTest
@testable import A11yLintCore

/// Paths of the repository, found from this file's location.
enum Repository {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures")

    /// The `.swift` files directly inside a fixtures sub-folder, sorted.
    static func swiftFiles(in folder: String) throws -> [URL] {
        let directory = fixtures.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// The Python of the test venv, for the cross-checks against PyPI packages (PyYAML,
/// jsonschema, report parsers). `make test` installs the packages into `.venv` and passes
/// its interpreter as `A11YLINT_PYTHON`; a plain `swift test` finds `.venv/bin/python`
/// if an earlier `make test` made it, and otherwise skips the cross-checks with a message.
enum TestPython {
    static func path() throws -> String {
        if let path = ProcessInfo.processInfo.environment["A11YLINT_PYTHON"], !path.isEmpty {
            // Set on purpose (by `make test`): a missing interpreter is an error, not a skip.
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw TestPythonError(message: "A11YLINT_PYTHON=\(path) is not an executable Python")
            }
            return path
        }
        let fallback = Repository.root.appendingPathComponent(".venv/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: fallback) else {
            throw XCTSkip("no .venv with the Python test packages: run `make test` for the cross-checks")
        }
        return fallback
    }
}

/// `A11YLINT_PYTHON` names no interpreter.
struct TestPythonError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Lexes `source` and returns each token's kind and text, for compact assertions.
func lexed(_ source: String) -> [(TokenKind, String)] {
    let bytes = Array(source.utf8)
    return Lexer.lex(bytes).tokens.map { token in
        (token.kind, String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self))
    }
}

/// The dump items of `source` as `"text:class"` strings.
func dumped(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return TokenDump.items(of: Lexer.lex(bytes)).map { item in
        String(decoding: bytes[Int(item.start)..<Int(item.end)], as: UTF8.self) + ":" + item.itemClass.rawValue
    }
}

/// Checks the structural invariants every token stream must satisfy on any
/// input: ranges inside the file, in order, not overlapping, strings balanced.
func assertWellFormed(_ stream: TokenStream, byteCount: Int, file: StaticString = #filePath, line: UInt = #line) {
    var previousEnd: UInt32 = 0
    var stringDepth = 0
    for token in stream.tokens {
        XCTAssertLessThanOrEqual(token.start, token.end, file: file, line: line)
        XCTAssertLessThanOrEqual(Int(token.end), byteCount, file: file, line: line)
        XCTAssertGreaterThanOrEqual(token.start, previousEnd, "overlap at \(token.start)", file: file, line: line)
        if !token.flags.contains(.isMissing) {
            XCTAssertLessThan(token.start, token.end, "empty token at \(token.start)", file: file, line: line)
        }
        previousEnd = token.end
        if token.kind == .stringStart { stringDepth += 1 }
        if token.kind == .stringEnd { stringDepth -= 1 }
        XCTAssertGreaterThanOrEqual(stringDepth, 0, file: file, line: line)
    }
    XCTAssertEqual(stringDepth, 0, "unbalanced strings", file: file, line: line)
    var commentEnd: UInt32 = 0
    for comment in stream.comments {
        XCTAssertGreaterThanOrEqual(comment.range.start, commentEnd, file: file, line: line)
        XCTAssertLessThanOrEqual(Int(comment.range.end), byteCount, file: file, line: line)
        commentEnd = comment.range.end
    }
}

/// SplitMix64: a small seedable generator, so the generated documents are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
