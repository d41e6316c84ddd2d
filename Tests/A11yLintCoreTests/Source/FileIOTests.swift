#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
@testable import A11yLintCore

/// Reading sources and writing reports when the file system misbehaves: files
/// that vanish or change kind between discovery and reading, FIFOs, folders
/// that cannot be listed, a full disk, a missing or wrong output folder.
final class FileIOTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func contents(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func reason<T>(_ result: Result<T, FileIOError>) -> String? {
        if case .failure(let error) = result { return error.reason }
        return nil
    }

    /// Whether the tests run as root, who reads and writes regardless of permissions (CI containers).
    var isRoot: Bool { geteuid() == 0 }

    // MARK: - Reading

    func testReadsRegularFilesAndNamesEveryOtherKind() throws {
        try write("A.swift", "let a = 1\n")
        XCTAssertEqual(try FileIO.read(path("A.swift")).get(), Array("let a = 1\n".utf8))
        try write("Empty.swift", "")
        XCTAssertEqual(try FileIO.read(path("Empty.swift")).get(), [])
        XCTAssertEqual(reason(FileIO.read(path("Gone.swift"))), "no such file or directory")
        try FileManager.default.createDirectory(atPath: path("Folder.swift"), withIntermediateDirectories: false)
        XCTAssertEqual(reason(FileIO.read(path("Folder.swift"))), "not a regular file but a folder")
        XCTAssertEqual(mkfifo(path("Pipe.swift"), 0o644), 0)
        // Without O_NONBLOCK and the type check this read would wait for a writer forever.
        XCTAssertEqual(reason(FileIO.read(path("Pipe.swift"))), "not a regular file but a FIFO")
        XCTAssertEqual(reason(FileIO.read("/dev/null")), "not a regular file but a device")
    }

    func testLargeFilesAreReadWhole() throws {
        let text = String(repeating: "let value = \"🐶\"\n", count: 40_000)
        try write("Big.swift", text)
        XCTAssertEqual(try FileIO.read(path("Big.swift")).get().count, text.utf8.count)
        // A file that reports size 0 but has content (procfs) is read to its end.
        if FileManager.default.fileExists(atPath: "/proc/self/status") {
            let status = String(decoding: try FileIO.read("/proc/self/status").get(), as: UTF8.self)
            XCTAssertTrue(status.hasPrefix("Name:") && status.contains("\nPid:"), status)
        }
    }

    func testPermissionDeniedIsReported() throws {
        try XCTSkipIf(isRoot, "root reads files whatever their permissions (CI containers run as root); "
                      + "FaultTests.testUnreadableFilesAndFoldersAreReportedEvenForRoot runs the binary as nobody instead")
        try write("Locked.swift", "let a = 1\n")
        XCTAssertEqual(chmod(path("Locked.swift"), 0), 0)
        XCTAssertEqual(reason(FileIO.read(path("Locked.swift"))), "permission denied")
    }

    // MARK: - Between discovery and reading

    func testAFileDeletedOrReplacedAfterDiscoveryIsAnIOErrorAndTheRestAreLinted() throws {
        try write("App/Gone.swift", "let a = 1\n")
        try write("App/Folder.swift", "let b = 2\n")
        try write("App/Row.swift", "Text(\"Open\").onTapGesture { open() }\n")
        let linter = Linter(configuration: .default)
        let discovered = FileDiscovery.discover([path("App")]).files
        XCTAssertEqual(discovered.map { ($0 as NSString).lastPathComponent }, ["Folder.swift", "Gone.swift", "Row.swift"])
        try FileManager.default.removeItem(atPath: path("App/Gone.swift"))
        try FileManager.default.removeItem(atPath: path("App/Folder.swift"))
        try FileManager.default.createDirectory(atPath: path("App/Folder.swift"), withIntermediateDirectories: false)

        let result = linter.lint(discovered.map { SourceInput(path: $0, bytes: nil) }, jobs: 2, readFromDisk: true)
        XCTAssertEqual(result.findings.map(\.ruleID), ["io-error", "io-error", TapGestureAsButtonRule.id])
        XCTAssertEqual(result.findings.map(\.message).prefix(2), [
            BuiltinDiagnostics.unreadableMessage("not a regular file but a folder"),
            BuiltinDiagnostics.unreadableMessage("no such file or directory"),
        ])
        XCTAssertEqual(result.findings.first?.message,
                       "This file could not be read (not a regular file but a folder); it was not linted.")
    }

    func testAFolderThatVanishesAfterDiscoveryReportsEachOfItsFiles() throws {
        try write("App/Screens/A.swift", "let a = 1\n")
        try write("App/Screens/B.swift", "let b = 1\n")
        try write("App/Main.swift", "let c = 1\n")
        let discovered = FileDiscovery.discover([path("App")]).files
        try FileManager.default.removeItem(atPath: path("App/Screens"))
        let result = Linter(configuration: .default).lint(discovered.map { SourceInput(path: $0, bytes: nil) }, jobs: 1,
                                                          readFromDisk: true)
        XCTAssertEqual(result.findings.map { ($0.path as NSString).lastPathComponent }, ["A.swift", "B.swift"])
        XCTAssertEqual(Set(result.findings.map(\.message)), [BuiltinDiagnostics.unreadableMessage("no such file or directory")])
        XCTAssertEqual(result.fileCount, 3)
    }

    func testAFIFOInTheTreeIsReportedNotWaitedFor() throws {
        try write("App/Main.swift", "let c = 1\n")
        XCTAssertEqual(mkfifo(path("App/Stream.swift"), 0o644), 0)
        let result = Linter(configuration: .default).lint(paths: [path("App")], jobs: 1)
        XCTAssertEqual(result.findings.map(\.path), [path("App/Stream.swift")])
        XCTAssertEqual(result.findings.first?.message, BuiltinDiagnostics.unreadableMessage("not a regular file but a FIFO"))
    }

    func testAFolderThatCannotBeListedIsReported() throws {
        XCTAssertEqual(reason(DirectoryReader.entries(of: path("Vanished"))), "no such file or directory")
        try XCTSkipIf(isRoot, "root lists folders whatever their permissions (CI containers run as root); "
                      + "FaultTests.testUnreadableFilesAndFoldersAreReportedEvenForRoot runs the binary as nobody instead")
        try write("App/Locked/A.swift", "let a = 1\n")
        try write("App/Main.swift", "let c = 1\n")
        XCTAssertEqual(chmod(path("App/Locked"), 0), 0)
        defer { chmod(path("App/Locked"), 0o755) }
        let result = Linter(configuration: .default).lint(paths: [path("App")], jobs: 1)
        XCTAssertEqual(result.findings.map(\.path), [path("App/Locked")])
        XCTAssertEqual(result.findings.first?.message,
                       "This folder could not be read (permission denied); the files in it were not linted.")
    }

    // MARK: - Writing

    func testWritesNewFilesAndReplacesOldOnesKeepingTheirMode() throws {
        try FileIO.writeAtomically(Array("new\n".utf8), to: path("report.json"))
        XCTAssertEqual(try contents("report.json"), "new\n")
        let mask = umask(0)
        umask(mask)
        XCTAssertEqual(try mode("report.json"), 0o666 & ~mask, "like any new file, not mkstemp's 0600")
        XCTAssertEqual(chmod(path("report.json"), 0o640), 0)
        try FileIO.writeAtomically(Array("newer\n".utf8), to: path("report.json"))
        XCTAssertEqual(try contents("report.json"), "newer\n")
        XCTAssertEqual(try mode("report.json"), 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report.json"], "no temporary file left")
    }

    func testAFullDiskLeavesTheOldFileIntactAndNoTemporaryFile() throws {
        try write("report.json", "old report\n")
        // The disk fills up after 10 bytes.
        let fullDisk = FileWriter { descriptor, buffer in
            let room = 10 - Int(lseek(descriptor, 0, SEEK_CUR))
            guard room > 0 else { return -Int(ENOSPC) }
            return FileWriter.system.write(descriptor, UnsafeRawBufferPointer(rebasing: buffer.prefix(room)))
        }
        XCTAssertThrowsError(try FileIO.writeAtomically(Array(String(repeating: "x", count: 1000).utf8),
                                                        to: path("report.json"), writer: fullDisk)) { error in
            XCTAssertEqual((error as? FileIOError)?.reason, "no space left on device")
        }
        XCTAssertEqual(try contents("report.json"), "old report\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["report.json"])
        // A writer that makes no progress is a full disk too, not an endless loop.
        XCTAssertThrowsError(try FileIO.writeAtomically([1, 2, 3], to: path("report.json"), writer: FileWriter { _, _ in 0 }))
        XCTAssertEqual(try contents("report.json"), "old report\n")
    }

    func testUnwritablePathsAreClearErrors() throws {
        try write("Plain.swift", "let a = 1\n")
        try FileManager.default.createDirectory(atPath: path("Reports"), withIntermediateDirectories: false)
        try write("Reports/keep.txt", "kept\n")
        func failure(_ target: String) -> String? {
            do {
                try FileIO.writeAtomically(Array("x".utf8), to: target)
                return nil
            } catch {
                return error.reason
            }
        }
        XCTAssertEqual(failure(path("Missing/report.json")), "no such file or directory")
        XCTAssertEqual(failure(path("Plain.swift/report.json")), "not a directory")
        XCTAssertEqual(failure(path("Reports")), "is a directory")
        XCTAssertEqual(failure(path("Reports") + "/"), "is a directory")
        XCTAssertEqual(try contents("Reports/keep.txt"), "kept\n")
        XCTAssertEqual(try contents("Plain.swift"), "let a = 1\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["Plain.swift", "Reports"])
    }

    func testDevicesAreWrittenInPlaceNeverReplaced() throws {
        // Renaming a report over /dev/null would replace the device when run as root.
        try FileIO.writeAtomically(Array("report\n".utf8), to: "/dev/null")
        var status = stat()
        XCTAssertEqual(stat("/dev/null", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system")
        XCTAssertThrowsError(try FileIO.writeAtomically(Array("report\n".utf8), to: "/dev/full")) { error in
            XCTAssertEqual((error as? FileIOError)?.reason, "no space left on device")
        }
    }

    func testPendingTemporaryFileIsForgottenAfterEachWrite() throws {
        try FileIO.writeAtomically([1], to: path("a.bin"))
        try write("b.bin", "kept")
        // Nothing is pending: a signal arriving now removes nothing.
        FileIO.removePendingTemporaryFile()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a.bin", "b.bin"])
    }

    func mode(_ name: String) throws -> mode_t {
        var status = stat()
        XCTAssertEqual(stat(path(name), &status), 0)
        return status.st_mode & 0o7777
    }
}
