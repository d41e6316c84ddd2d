#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import A11yLintCore
import Foundation
import XCTest
@testable import a11ylint

/// The faults a CI run meets around the files it writes: a full disk, an
/// output path that cannot be written, a baseline that cannot be read, a run
/// interrupted while writing, and a reader that stops reading stdout.
final class FaultTests: XCTestCase {
    /// A disk that is full from the first byte.
    static let fullDisk = FileWriter { _, _ in -Int(ENOSPC) }

    func testAFullDiskFailsWithExitTwoAndKeepsTheOldReportAndBaseline() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        try project.write("out/report.json", "old report\n")
        try project.write("out/baseline.json", "old baseline\n")

        let report = project.run(["Row.swift", "--reporter", "json", "--output", "out/report.json", "--quiet"],
                                 fileWriter: Self.fullDisk)
        XCTAssertEqual(report.status, 2)
        XCTAssertEqual(report.err, "error: cannot write out/report.json: no space left on device; it was left unchanged\n")
        XCTAssertEqual(report.out, "")
        let baseline = project.run(["Row.swift", "--write-baseline", "out/baseline.json", "--quiet"], fileWriter: Self.fullDisk)
        XCTAssertEqual(baseline.status, 2)
        XCTAssertEqual(baseline.err,
                       "error: cannot write baseline out/baseline.json: no space left on device; it was left unchanged\n")
        XCTAssertEqual(try project.read("out/report.json"), "old report\n")
        XCTAssertEqual(try project.read("out/baseline.json"), "old baseline\n")
        XCTAssertEqual(try project.names(in: "out"), ["baseline.json", "report.json"], "no temporary file left behind")
    }

    func testTheFullDiskDeviceFailsWithExitTwo() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system")
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        let run = project.run(["Row.swift", "--output", "/dev/full", "--quiet"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.err, "error: cannot write /dev/full: no space left on device; it was left unchanged\n")
    }

    func testUnwritableOutputPathsFailWithExitTwo() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        try project.write("Reports/keep.txt", "kept\n")
        let cases: [(path: String, reason: String)] = [
            ("Missing/report.json", "no such file or directory"),
            ("Row.swift/report.json", "not a directory"),
            ("Reports", "is a directory"),
        ]
        for (path, reason) in cases {
            let output = project.run(["Row.swift", "--output", path, "--quiet"])
            XCTAssertEqual(output.status, 2, path)
            XCTAssertEqual(output.err, "error: cannot write \(path): \(reason); it was left unchanged\n")
            let baseline = project.run(["Row.swift", "--write-baseline", path, "--quiet"])
            XCTAssertEqual(baseline.status, 2, path)
            XCTAssertEqual(baseline.err, "error: cannot write baseline \(path): \(reason); it was left unchanged\n")
        }
        XCTAssertEqual(try project.read("Row.swift"), Sources.tap)
        XCTAssertEqual(try project.names(in: "Reports"), ["keep.txt"])
    }

    func testAnUnreadableBaselineFailsWithExitTwoAndTheReason() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        try project.write("Baselines/keep.txt", "")
        let missing = project.run(["Row.swift", "--baseline", "missing.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.err, "missing.json: error: cannot read the baseline file (no such file or directory)\n")
        let folder = project.run(["Row.swift", "--baseline", "Baselines"])
        XCTAssertEqual(folder.status, 2)
        XCTAssertEqual(folder.err, "Baselines: error: cannot read the baseline file (not a regular file but a folder)\n")
    }

    func testAFileMadeUnreadableIsAnIOError() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        XCTAssertEqual(mkfifo(project.root.appendingPathComponent("Stream.swift").path, 0o644), 0)
        let run = project.run(["."])
        XCTAssertEqual(run.status, 1, "an io-error is an error")
        XCTAssertTrue(run.out.hasPrefix("Row.swift:3:40: warning:"), run.out)
        XCTAssertTrue(run.out.hasSuffix("Stream.swift:1:1: error: "
                                        + BuiltinDiagnostics.unreadableMessage("not a regular file but a FIFO") + " [io-error]\n"),
                      run.out)
    }

    func testAFIFOAsConfigurationOrDumpTokensInputIsAnErrorNotAHang() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        XCTAssertEqual(mkfifo(project.root.appendingPathComponent("pipe.yml").path, 0o644), 0)
        let config = project.run(["Row.swift", "--config", "pipe.yml"])
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.err.contains("pipe.yml"), config.err)
        XCTAssertTrue(config.err.contains("not a regular file but a FIFO"), config.err)
        let fifo = project.root.appendingPathComponent("Stream.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let dump = project.run(["dump-tokens", fifo])
        XCTAssertEqual(dump.status, 1)
        XCTAssertEqual(dump.err, "error: cannot read \(fifo): not a regular file but a FIFO\n")
    }

    func testUnreadableFilesAndFoldersAreReportedEvenForRoot() throws {
        let binary = try XCTUnwrap(ExitCodeTests.binary, "build the a11ylint executable first (swift build)")
        // Root reads whatever the permissions say (CI containers run as root): run as nobody there.
        var command = [binary]
        if geteuid() == 0 {
            let setpriv = "/usr/bin/setpriv"
            try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: setpriv),
                              "running as root without setpriv: no unprivileged user to be denied")
            command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", binary]
        }
        let project = try ScratchProject()
        try project.write("App/Row.swift", Sources.tap)
        try project.write("App/Locked.swift", Sources.tap)
        try project.write("App/Private/Hidden.swift", Sources.tap)
        XCTAssertEqual(chmod(project.root.appendingPathComponent("App/Locked.swift").path, 0), 0)
        XCTAssertEqual(chmod(project.root.appendingPathComponent("App/Private").path, 0), 0)
        defer { chmod(project.root.appendingPathComponent("App/Private").path, 0o755) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + ["App", "--quiet"]
        process.currentDirectoryURL = project.root
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, output)
        XCTAssertEqual(output.split(separator: "\n").map(String.init), [
            "App/Locked.swift:1:1: error: " + BuiltinDiagnostics.unreadableMessage("permission denied") + " [io-error]",
            "App/Private:1:1: error: " + BuiltinDiagnostics.unreadableFolderMessage("permission denied") + " [io-error]",
            "App/Row.swift:3:40: warning: " + TapGestureAsButtonRule.swiftUIMessage() + " [\(TapGestureAsButtonRule.id)]",
        ])
    }

    // MARK: - Signals and pipes (the built binary as a subprocess)

    /// A project with `rows` findings: a JSON report of about 500 bytes per finding,
    /// an Xcode one of about 200.
    func bigProject(rows: Int) throws -> ScratchProject {
        let project = try ScratchProject()
        var text = "import SwiftUI\nstruct Many: View {\n    var body: some View {\n        VStack {\n"
        for index in 0..<rows { text += "            Text(\"Row \(index)\").onTapGesture { open(\(index)) }\n" }
        text += "        }\n    }\n}\n"
        try project.write("App/Many0.swift", text)
        return project
    }

    func testSIGTERMAndSIGINTWhileWritingLeaveTheOldFileIntact() throws {
        let binary = try XCTUnwrap(ExitCodeTests.binary, "build the a11ylint executable first (swift build)")
        let project = try bigProject(rows: 3_000)
        for (signal, option) in [(SIGTERM, "--output"), (SIGINT, "--write-baseline")] {
            var interrupted = false
            for _ in 0..<6 where !interrupted {
                try project.write("out/result.json", "old file\n")
                let process = Process()
                process.executableURL = URL(fileURLWithPath: binary)
                process.arguments = ["App", "--reporter", "json", option, "out/result.json", "--quiet"]
                process.currentDirectoryURL = project.root
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                // Wait for the temporary file of the atomic write, then interrupt.
                var sawTemporaryFile = false
                while process.isRunning {
                    if let names = try? project.names(in: "out"), names.contains(where: { $0.hasPrefix(".result.json.") }) {
                        kill(process.processIdentifier, signal)
                        sawTemporaryFile = true
                        break
                    }
                    usleep(100)
                }
                process.waitUntilExit()
                let contents = try project.read("out/result.json")
                XCTAssertEqual(try project.names(in: "out"), ["result.json"], "no temporary file after \(option) and signal \(signal)")
                if sawTemporaryFile, process.terminationReason == .uncaughtSignal {
                    XCTAssertEqual(process.terminationStatus, signal)
                    // Killed before the rename: the old file; after it: the whole new file.
                    if contents == "old file\n" {
                        interrupted = true
                    } else {
                        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(contents.utf8)), "a complete file")
                    }
                } else {
                    XCTAssertEqual(process.terminationReason, .exit)
                    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(contents.utf8)), "a complete file")
                }
            }
            XCTAssertTrue(interrupted, "no attempt interrupted the write of \(option) with signal \(signal); the test proved nothing")
        }
    }

    func testStdoutClosedEarlyExitsQuietly() throws {
        let binary = try XCTUnwrap(ExitCodeTests.binary, "build the a11ylint executable first (swift build)")
        // 1,000 findings: more than a pipe holds, so writes go on after head has gone.
        let project = try bigProject(rows: 1_000)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // a11ylint's own status (not head's) goes to status.txt; death by SIGPIPE would be 141.
        process.arguments = ["-c", "{ \"$0\" App/Many0.swift --quiet; echo $? > status.txt; } | head -1", binary]
        process.currentDirectoryURL = project.root
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(output.hasPrefix("App/Many0.swift:5:"), output)
        XCTAssertEqual(output.split(separator: "\n").count, 1, output)
        XCTAssertEqual(errors, "", "nothing on stderr: no crash report, no complaint")
        XCTAssertEqual(try project.read("status.txt"), "0\n", "the lint's own status: warnings do not fail")
    }
}
