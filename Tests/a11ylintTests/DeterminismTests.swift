import A11yLintCore
import Foundation
import XCTest
@testable import a11ylint

/// The same input gives byte-identical output whatever the number of jobs, the
/// order of the files on the command line, and the process (Swift seeds its
/// hashing per process, so a `Set` or `Dictionary` walked into the output would
/// show here).
final class DeterminismTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Fixture folders with cross-file facts (extensions, outlets, label aliases), a
    /// storyboard and a xib, as relative paths (a few, so the test stays fast).
    static func inputs(_ folders: [String] = ["Fixtures/Projects", "Fixtures/Rules/bar-button-item-missing-label"])
        throws -> [String] {
        let paths = FileDiscovery.discover(folders.map { root.appendingPathComponent($0).path }).files
        let prefix = root.path + "/"
        return paths.map { String($0.dropFirst(prefix.count)) }
    }

    /// A fixed shuffle (a linear congruential generator), so a failure repeats.
    static func shuffled(_ paths: [String], seed: UInt64) -> [String] {
        var state = seed
        var result = paths
        for index in result.indices.reversed() where index > 0 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            result.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        return result
    }

    func runInProcess(_ arguments: [String]) -> (status: Int32, out: [UInt8], err: [UInt8]) {
        let terminal = Terminal(capturing: true, isInteractive: false, environment: [:]) { [] }
        let status = CommandLineTool(terminal: terminal, workingDirectory: Self.root.path).run(arguments)
        return (status, terminal.standardOutput, terminal.standardError)
    }

    func testJobsAndFileOrderDoNotChangeAByte() throws {
        let paths = try Self.inputs()
        XCTAssertGreaterThan(paths.count, 10)
        XCTAssertTrue(paths.contains { $0.hasSuffix(".storyboard") } && paths.contains { $0.hasSuffix(".xib") })
        let reference = runInProcess(paths + ["--reporter", "json", "--jobs", "1", "--statistics"])
        XCTAssertEqual(reference.status, 0)
        XCTAssertGreaterThan(reference.out.count, 10_000, "the fixtures have many findings")
        XCTAssertTrue(reference.err.count > 20, "--statistics prints counts per rule")
        let runs: [(order: [String], jobs: Int)] = [
            (Self.shuffled(paths, seed: 1), 1), (paths.reversed(), 2), (Self.shuffled(paths, seed: 2), 8),
        ]
        for (position, (order, jobs)) in runs.enumerated() {
            do {
                let run = runInProcess(order + ["--reporter", "json", "--jobs", "\(jobs)", "--statistics"])
                XCTAssertEqual(run.status, reference.status)
                XCTAssertTrue(run.out == reference.out, "order \(position), \(jobs) jobs: the report differs")
                XCTAssertTrue(run.err == reference.err, "order \(position), \(jobs) jobs: the summary differs")
            }
        }
    }

    func testEveryReporterAndTheBaselineAreTheSameInEveryProcess() throws {
        let binary = try XCTUnwrap(ExitCodeTests.binary, "build the a11ylint executable first (swift build)")
        let paths = try Self.inputs(["Fixtures/Projects"]) + ["Fixtures/Rules/bar-button-item-missing-label/AttachmentToolbar.xib"]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-determinism-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (position, name) in ReporterRegistry.names.enumerated() {
            let baseline = folder.appendingPathComponent("\(name).baseline.json").path
            let reference = runInProcess(paths + ["--reporter", name, "--jobs", "1", "--quiet"])
            XCTAssertFalse(reference.out.isEmpty, name)
            // Another process (another hash seed), another order, more jobs.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = Self.shuffled(paths, seed: UInt64(position + 10))
                + ["--reporter", name, "--jobs", position % 2 == 0 ? "8" : "2", "--quiet", "--write-baseline", baseline]
            process.currentDirectoryURL = Self.root
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, reference.status, name)
            XCTAssertTrue([UInt8](data) == reference.out, "\(name): another process printed a different report")
            if position > 0 {
                let first = folder.appendingPathComponent("\(ReporterRegistry.names[0]).baseline.json")
                XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: baseline)), try Data(contentsOf: first),
                               "\(name): the baseline differs between processes")
            }
        }
    }
}
