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
        let unreadable = try run(["Bad", "Clean"], in: root)
        XCTAssertEqual(unreadable.status, 1, "unreadable and non-UTF-8 files are errors")
        XCTAssertTrue(unreadable.out.contains("Bad/Latin1.swift:1:13: error:"), unreadable.out)
    }

    /// Usage errors exit 2 with one clear message, and `--exit-zero` does not hide them
    /// (it only turns findings' 1 into 0).
    func testUsageErrorsAreNotHiddenByExitZero() throws {
        let project = try ScratchProject()
        try project.write("App/Row.swift", Sources.tap)
        let root = project.root
        let missing = try run(["App", "Missing.swift", "--exit-zero"], in: root)
        XCTAssertEqual(missing.status, 2, "a path that does not exist")
        XCTAssertEqual(missing.out, "")
        XCTAssertEqual(missing.err, "error: Missing.swift: no such file or directory\nRun 'a11ylint --help' for usage.\n")

        let analyze = try run(["analyze", "--exit-zero"], in: root)
        XCTAssertEqual(analyze.status, 2, "an unknown command")
        XCTAssertTrue(analyze.err.hasPrefix("error: unknown command 'analyze' (and no file or folder of that name exists)"),
                      analyze.err)
        let typo = try run(["verison"], in: root)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.err.hasPrefix("error: unknown command 'verison'; did you mean 'version'?"), typo.err)
        // A folder of that name is linted: only a word that is no path is a command.
        try project.write("analyze/Row.swift", Sources.tap)
        XCTAssertEqual(try run(["analyze", "--strict"], in: root).status, 1)
        // With `lint` written, the word is a path.
        XCTAssertEqual(try run(["lint", "nothing"], in: root).err,
                       "error: nothing: no such file or directory\nRun 'a11ylint --help' for usage.\n")

        let version = try run(["version"], in: root)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.out.hasPrefix("a11ylint "), version.out)
        let help = try run(["help"], in: root)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.out.contains("a11ylint version | help"), help.out)

        let noRules = try run(["App", "--ignore", "all", "--exit-zero"], in: root)
        XCTAssertEqual(noRules.status, 2, "no rule enabled")
        XCTAssertTrue(noRules.err.hasPrefix("error: no rule is enabled"), noRules.err)
        try project.write("only/.a11ylint.yml", "only_rules: []\n")
        let noRulesConfig = try run(["App", "--config", "only/.a11ylint.yml"], in: root)
        XCTAssertEqual(noRulesConfig.status, 2, noRulesConfig.err)
        XCTAssertTrue(noRulesConfig.err.hasPrefix("error: no rule is enabled (after the configuration by only/.a11ylint.yml"),
                      noRulesConfig.err)

        try project.write("inc/.a11ylint.yml", "included:\n  - App\n  - Features\n")
        try project.write("inc/App/Row.swift", Sources.tap)
        let included = try run(["--exit-zero"], in: root.appendingPathComponent("inc"))
        XCTAssertEqual(included.status, 2, "an included: entry that matches nothing")
        XCTAssertEqual(included.out, "")
        XCTAssertEqual(included.err, ".a11ylint.yml:3:5: error: included: 'Features' matches no file\n")

        let reporter = try run(["App", "--reporter", "html"], in: root)
        XCTAssertEqual(reporter.status, 2)
        XCTAssertTrue(reporter.err.hasPrefix("error: unknown reporter 'html' (reporters: checkstyle, github, gitlab, human, json, junit, sarif, xcode)"),
                      reporter.err)
    }

    /// `--max-warnings` says why it failed a run whose findings are only warnings.
    func testMaxWarningsSaysWhy() throws {
        let project = try ScratchProject()
        try project.write("App/Row.swift", Sources.tap)
        let run = try run(["App", "--max-warnings", "0", "--quiet"], in: project.root)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.err, "error: 1 warning, more than --max-warnings 0 allows\n")
        XCTAssertEqual(try self.run(["App", "--max-warnings", "0", "--exit-zero", "--quiet"], in: project.root).err, "")
    }
}
