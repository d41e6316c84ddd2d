import Foundation
import XCTest
@testable import A11yLintCore

/// `Fixtures/Rules/<rule-id>/` holds realistic files linted together as one
/// project with every default rule. A line carrying `expect: id[, id]` in a
/// comment (`// …` in Swift, `<!-- … -->` in Interface Builder files) must get
/// exactly those findings on that line; a line carrying `note: id` must hold a
/// note of a finding of rule `id` (one problem, one finding: the image of an
/// image-only button); every other line must be clean.
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
        // Objective-C fixtures need libclang; ObjectiveCLoweringTests fails loudly where it is missing.
        let readsObjectiveC = (try? LibClang.load().get()) != nil
        for case let url as URL in enumerator where FileDiscovery.isLintable(url.path) {
            if !readsObjectiveC, ObjectiveCSource.isObjectiveC(url.path) { continue }
            let relative = url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.lastPathComponent
            result.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The `expect:` and `note:` markers of a file (a note's rule is written `note of <id>`).
    static func expectations(in file: (path: String, text: String)) -> Set<Expectation> {
        var expected = Set<Expectation>()
        for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (word, prefix) in [("expect:", ""), ("note:", "note of ")] {
                guard let marker = line.range(of: word) else { continue }
                var ids = String(line[marker.upperBound...])
                if let close = ids.range(of: "-->") { ids = String(ids[..<close.lowerBound]) }
                if let other = ids.range(of: "note:") { ids = String(ids[..<other.lowerBound]) }
                for id in ids.split(separator: ",") {
                    let trimmed = id.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty { expected.insert(Expectation(path: file.path, line: number + 1, rule: prefix + trimmed)) }
                }
            }
        }
        return expected
    }

    /// Each finding's line and rule, and each of its notes as `note of <rule>`.
    static func observed(_ findings: [Finding]) -> Set<Expectation> {
        var result = Set<Expectation>()
        for finding in findings {
            result.insert(Expectation(path: finding.path, line: finding.start.line, rule: finding.ruleID))
            for note in finding.notes {
                result.insert(Expectation(path: note.path, line: note.start.line, rule: "note of " + finding.ruleID))
            }
        }
        return result
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
            let actual = FixtureTests.observed(lint(files, rules: rules))
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
        let actual = FixtureTests.observed(lint(files))
        XCTAssertEqual(expected.subtracting(actual).sorted { $0.description < $1.description }, [], "expected findings that did not come")
        XCTAssertEqual(actual.subtracting(expected).sorted { $0.description < $1.description }, [], "findings without an expect marker")
    }
}
