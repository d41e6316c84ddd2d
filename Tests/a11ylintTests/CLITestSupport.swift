import Foundation
import XCTest
@testable import a11ylint

/// A scratch project folder, removed after the test.
final class ScratchProject {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes a file (creating folders) and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Runs the tool in-process in this folder.
    func run(_ arguments: [String], environment: [String: String] = [:], stdin: String = "",
             interactive: Bool = false) -> (status: Int32, out: String, err: String) {
        let terminal = Terminal(capturing: true, isInteractive: interactive, environment: environment) { Array(stdin.utf8) }
        let status = CommandLineTool(terminal: terminal, workingDirectory: root.path).run(arguments)
        return (status, String(decoding: terminal.standardOutput, as: UTF8.self),
                String(decoding: terminal.standardError, as: UTF8.self))
    }
}

/// Swift sources used across CLI tests.
enum Sources {
    static let tap = """
    import SwiftUI
    struct Row: View {
        var body: some View { Text("Open").onTapGesture { open() } }
    }

    """
    static let clean = "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"Hi\") } }\n"
}

/// Runs the built a11ylint binary as a subprocess (CLI tests run the real program).
enum Binary {
    static func run(_ arguments: [String], in directory: URL, stdin: String? = nil,
                    environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
        let binary = try XCTUnwrap(ExitCodeTests.binary, "build the a11ylint executable first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let input = Pipe()
        let out = Pipe()
        let err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
