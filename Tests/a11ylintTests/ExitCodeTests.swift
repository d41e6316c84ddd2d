import Foundation
import XCTest

/// Runs the built binary as a subprocess for every exit path of DESIGN.md §2.
final class ExitCodeTests: XCTestCase {
    static var binary: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for configuration in ["debug", "release"] {
            let path = root.appendingPathComponent(".build/\(configuration)/a11ylint").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, out: String, err: String) {
        let binary = try XCTUnwrap(ExitCodeTests.binary, "build the a11ylint executable first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func testEveryExitPath() throws {
        let project = try ScratchProject()
        try project.write("Clean/Plain.swift", Sources.clean)
        try project.write("Warn/Row.swift", Sources.tap)
        try project.write("Bad/Latin1.swift", bytes: Array("let s = \"caf".utf8) + [0xE9, 0x22, 0x0A])
        try project.write("config/bad.yml", "disabled_rules: [nope]\n")
        let root = project.root

        XCTAssertEqual(try run(["Clean"], in: root).status, 0, "clean")
        XCTAssertEqual(try run(["Warn"], in: root).status, 0, "warnings do not fail by default")
        XCTAssertEqual(try run(["Warn", "--strict"], in: root).status, 1, "--strict")
        XCTAssertEqual(try run(["Warn", "--fail-on", "warning"], in: root).status, 1, "--fail-on warning")
        XCTAssertEqual(try run(["Warn", "--max-warnings", "0"], in: root).status, 1, "--max-warnings 0")
        XCTAssertEqual(try run(["Warn", "--max-warnings", "1"], in: root).status, 0, "--max-warnings 1")
        XCTAssertEqual(try run(["Warn", "--strict", "--exit-zero"], in: root).status, 0, "--exit-zero")
        let option = try run(["Warn", "--maximum-warnings", "3"], in: root)
        XCTAssertEqual(option.status, 2, "bad option")
        XCTAssertTrue(option.err.contains("did you mean '--max-warnings'?"), option.err)
        let config = try run(["Warn", "--config", "config/bad.yml"], in: root)
        XCTAssertEqual(config.status, 2, "bad config")
        XCTAssertTrue(config.err.hasPrefix("config/bad.yml:1:18: error: unknown rule id 'nope'"), config.err)
        let unreadable = try run(["Bad", "Missing.swift", "Clean"], in: root)
        XCTAssertEqual(unreadable.status, 1, "unreadable and non-UTF-8 files are errors")
        XCTAssertTrue(unreadable.out.contains("Bad/Latin1.swift:1:13: error:"), unreadable.out)
        XCTAssertTrue(unreadable.out.contains("Missing.swift:1:1: error:"), unreadable.out)
    }
}
