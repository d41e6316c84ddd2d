import Foundation
import XCTest
@testable import A11yLintCore

/// A test case with a fresh project folder and a cache folder inside it, removed after each
/// test, and the ways the cache tests lint it (cached, cold) and read the results.
class CacheFolderTestCase: XCTestCase {
    var root = ""
    var cacheFolder = ""

    override func setUpWithError() throws {
        root = (NSTemporaryDirectory() as NSString).appendingPathComponent("a11ylint-cache-test-\(UUID().uuidString)")
        cacheFolder = (root as NSString).appendingPathComponent(".a11ylint-cache")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `text` to `name` in the project folder; its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = (root as NSString).appendingPathComponent(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A run with the cache (in `folder`, default the project's), on two jobs.
    func lint(configuration: Configuration = .default, identity: String = "test build 1",
              folder: String? = nil) -> LintResult {
        var linter = Linter(configuration: configuration)
        linter.cache = LintCache(directory: folder ?? cacheFolder, toolIdentity: identity)
        return linter.lint(paths: [root], jobs: 2)
    }

    /// A run without the cache, on one job.
    func cold(configuration: Configuration = .default) -> LintResult {
        Linter(configuration: configuration).lint(paths: [root], jobs: 1)
    }

    /// Each finding as "file:line rule".
    func lines(_ result: LintResult) -> [String] {
        result.findings.map { "\(($0.path as NSString).lastPathComponent):\($0.start.line) \($0.ruleID)" }
    }
}
