import XCTest
@testable import A11yLintCore

/// Placeholder until the CLI tests land with the command-line issue.
final class DumpTokensCommandTests: XCTestCase {
    func testDumpOfEmptyFileIsABareHeader() {
        var output: [UInt8] = []
        TokenDump.render(path: "empty.swift", bytes: [], into: &output)
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "# empty.swift\n")
    }
}
