import Foundation
import XCTest
@testable import A11yLintCore

/// `Fixtures/Rules/<rule-id>/` holds realistic files linted together as one
/// project with every default rule. A line carrying `expect: id[, id]` in a
/// comment (`// …` in Swift, `<!-- … -->` in Interface Builder files) must get
/// exactly those findings on that line; every other line must be clean.
final class FixtureTests: XCTestCase {
    struct Expectation: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var rule: String
        var description: String { "\(path):\(line) \(rule)" }
    }

    /// Every lintable file under a folder, recursively, as (path relative to Fixtures/Rules, text).
    static func files(in folder: URL) throws -> [(path: String, text: String)] {
        let base = Repository.fixtures.appendingPathComponent("Rules").path + "/"
        var result: [(path: String, text: String)] = []
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in enumerator where FileDiscovery.isLintable(url.path) {
            let relative = url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.lastPathComponent
            result.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The `expect:` markers of a file.
    static func expectations(in file: (path: String, text: String)) -> Set<Expectation> {
        var expected = Set<Expectation>()
        for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.range(of: "expect:") else { continue }
            var ids = String(line[marker.upperBound...])
            if let close = ids.range(of: "-->") { ids = String(ids[..<close.lowerBound]) }
            for id in ids.split(separator: ",") {
                let trimmed = id.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { expected.insert(Expectation(path: file.path, line: number + 1, rule: trimmed)) }
            }
        }
        return expected
    }

    func testEveryRuleHasAFixtureFolder() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.appendingPathComponent("Rules").path)
        for rule in RuleRegistry.rules {
            XCTAssertTrue(folders.contains(rule.id), "Fixtures/Rules/\(rule.id) is missing")
        }
    }

    func testFixturesMatchTheirMarkers() throws {
        let root = Repository.fixtures.appendingPathComponent("Rules")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        XCTAssertFalse(folders.isEmpty)
        for folder in folders where !folder.hasPrefix(".") {
            let files = try FixtureTests.files(in: root.appendingPathComponent(folder))
            XCTAssertFalse(files.isEmpty, "\(folder) has no files")
            let expected = files.reduce(into: Set<Expectation>()) { $0.formUnion(FixtureTests.expectations(in: $1)) }
            XCTAssertTrue(expected.contains { $0.rule == folder } || RuleRegistry.rule(id: folder) == nil,
                          "\(folder): no file expects its own rule")
            // An opt-in rule runs on its own folder, with the default rules.
            let rules = RuleRegistry.rules.filter { !$0.metadata.isOptIn || $0.id == folder }.map(\.id)
            let actual = Set(lint(files, rules: rules).map { Expectation(path: $0.path, line: $0.start.line, rule: $0.ruleID) })
            let missing = expected.subtracting(actual).sorted { $0.description < $1.description }
            let unexpected = actual.subtracting(expected).sorted { $0.description < $1.description }
            XCTAssertEqual(missing, [], "\(folder): expected findings that did not come")
            XCTAssertEqual(unexpected, [], "\(folder): findings without an expect marker")
        }
    }

    /// All folders linted as one project, as `make run` does: a fact from one folder (an
    /// `extension UIButton` in another rule's fixture) must not change another's findings.
    func testAllFixturesTogetherMatchTheirMarkers() throws {
        let files = try FixtureTests.files(in: Repository.fixtures.appendingPathComponent("Rules"))
        XCTAssertGreaterThan(files.count, 30)
        // The default rules only, as `make run` does: opt-in rules' markers are checked in their own folders.
        let optIn = Set(RuleRegistry.rules.filter(\.metadata.isOptIn).map(\.id))
        let expected = files.reduce(into: Set<Expectation>()) { $0.formUnion(FixtureTests.expectations(in: $1)) }
            .filter { !optIn.contains($0.rule) }
        let actual = Set(lint(files).map { Expectation(path: $0.path, line: $0.start.line, rule: $0.ruleID) })
        XCTAssertEqual(expected.subtracting(actual).sorted { $0.description < $1.description }, [], "expected findings that did not come")
        XCTAssertEqual(actual.subtracting(expected).sorted { $0.description < $1.description }, [], "findings without an expect marker")
    }
}
