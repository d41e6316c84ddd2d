import Foundation
import XCTest
@testable import a11ylint

/// `--cache`, `--cache-path`, `--no-cache` and `--progress` on the command line.
final class CacheAndProgressTests: XCTestCase {
    func testCacheOptionsParse() throws {
        func options(_ arguments: [String]) throws -> LintOptions {
            guard case .lint(let options) = try Arguments.parse(arguments) else {
                XCTFail("not a lint command: \(arguments)")
                return LintOptions()
            }
            return options
        }
        XCTAssertFalse(try options(["."]).usesCache, "the cache is off by default")
        XCTAssertTrue(try options(["--cache", "."]).usesCache)
        XCTAssertTrue(try options(["--cache-path", "/tmp/c", "."]).usesCache)
        XCTAssertEqual(try options(["--cache-path=/tmp/c", "."]).cachePath, "/tmp/c")
        XCTAssertFalse(try options(["--cache-path", "/tmp/c", "--no-cache", "."]).usesCache)
        XCTAssertFalse(try options(["--cache", "--no-cache"]).usesCache)
        XCTAssertTrue(try options(["--no-cache", "--cache"]).usesCache, "the last one wins")
        XCTAssertTrue(try options(["--progress"]).progress)
        XCTAssertThrowsError(try Arguments.parse(["--cache-path"]))
        XCTAssertThrowsError(try Arguments.parse(["--cache=yes"]))
        XCTAssertThrowsError(try Arguments.parse(["--progress=1"]))
    }

    func testCachedRunsPrintTheSameReport() throws {
        let project = try ScratchProject()
        try project.write("App/Row.swift", Sources.tap)
        try project.write("App/Plain.swift", Sources.clean)
        let cold = project.run(["--reporter", "json", "App"])
        XCTAssertTrue(cold.out.contains("tap-gesture-as-button"), cold.out)
        XCTAssertFalse(try project.names().contains(".a11ylint-cache"), "no cache unless asked")
        let first = project.run(["--reporter", "json", "--cache", "App"])
        XCTAssertTrue(try project.names().contains(".a11ylint-cache"))
        let second = project.run(["--reporter", "json", "--cache", "App"])
        for run in [first, second] {
            XCTAssertEqual(run.status, cold.status)
            XCTAssertEqual(run.out, cold.out)
            XCTAssertEqual(run.err, cold.err)
        }
        let elsewhere = project.root.appendingPathComponent("build/cache").path
        let custom = project.run(["--reporter", "json", "--cache-path", elsewhere, "App"])
        XCTAssertEqual(custom.out, cold.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere))
    }

    func testAnUnwritableCachePathWarnsAndStillLints() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        try project.write("blocker", "not a folder\n")
        let run = project.run(["--reporter", "xcode", "--strict", "--cache-path", "blocker/cache", "Row.swift"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.out.contains("tap-gesture-as-button"), run.out)
        XCTAssertTrue(run.err.contains("warning: cannot write the cache"), run.err)
    }

    func testProgressIsSilentWhenStderrIsNotATerminal() throws {
        let project = try ScratchProject()
        try project.write("Row.swift", Sources.tap)
        let plain = project.run(["--reporter", "xcode", "Row.swift"])
        let progress = project.run(["--reporter", "xcode", "--progress", "Row.swift"])
        XCTAssertEqual(progress.out, plain.out)
        XCTAssertEqual(progress.err, plain.err)
    }

    func testProgressBarDrawsAfterASecondAndErasesItself() {
        final class Recorder: @unchecked Sendable {
            var now = 0.0
            var text = ""
        }
        let recorder = Recorder()
        let bar = ProgressBar(write: { recorder.text += $0 }, clock: { recorder.now })
        bar.update(finished: 1, total: 10)
        XCTAssertEqual(recorder.text, "", "nothing within the first second")
        recorder.now = 1.5
        bar.update(finished: 5, total: 10)
        XCTAssertEqual(recorder.text, "\r[###############---------------]  50% 5/10")
        recorder.now = 1.55
        bar.update(finished: 6, total: 10)
        XCTAssertEqual(recorder.text.components(separatedBy: "\r").count, 2, "throttled to ten frames a second")
        bar.update(finished: 10, total: 10)
        XCTAssertTrue(recorder.text.hasSuffix("\r[##############################] 100% 10/10"), recorder.text)
        bar.finish()
        XCTAssertTrue(recorder.text.hasSuffix("\r\u{1B}[K"))
        let quiet = Recorder()
        let quick = ProgressBar(write: { quiet.text += $0 }, clock: { quiet.now })
        quick.update(finished: 2, total: 2)
        quick.finish()
        XCTAssertEqual(quiet.text, "", "a run under a second shows no bar and erases nothing")
        XCTAssertEqual(ProgressBar.frame(finished: 0, total: 0), "[------------------------------]   0% 0/1")
    }
}
