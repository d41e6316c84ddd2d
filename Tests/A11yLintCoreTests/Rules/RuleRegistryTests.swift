import Foundation
import XCTest
@testable import A11yLintCore

/// The registry is hand-written: these tests keep it, the rule files, the rule
/// types, their ids and their test files in step.
final class RuleRegistryTests: XCTestCase {
    static let rulesFolder = Repository.root.appendingPathComponent("Sources/A11yLintCore/Rules")

    func testRegistryIsSortedAndUnique() {
        let ids = RuleRegistry.rules.map(\.id)
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertEqual(Set(ids).count, ids.count)
    }

    func testRuleFilesMatchTheRegistry() throws {
        // Rules live in category folders (`Rules/Display/…Rule.swift`).
        let files = try RuleRegistryTests.files(under: RuleRegistryTests.rulesFolder)
            .map(\.lastPathComponent)
            .filter { $0.hasSuffix("Rule.swift") }
            .map { String($0.dropLast(".swift".count)) }
        XCTAssertEqual(Set(files), Set(RuleRegistry.rules.map(\.typeName)), "register every Rules/*Rule.swift")
    }

    func testTypeIdAndTestFileCorrespond() {
        for rule in RuleRegistry.rules {
            XCTAssertTrue(rule.typeName.hasSuffix("Rule"), rule.typeName)
            XCTAssertEqual(RuleRegistryTests.kebabCase(String(rule.typeName.dropLast(4))), rule.id)
            let tests = Repository.root.appendingPathComponent("Tests/A11yLintCoreTests/Rules")
            let testFiles = (try? RuleRegistryTests.files(under: tests).map(\.lastPathComponent)) ?? []
            XCTAssertTrue(testFiles.contains("\(rule.typeName)Tests.swift"), "missing \(rule.typeName)Tests.swift")
        }
    }

    /// Every file under `folder`, in its category subfolders too.
    static func files(under folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    func testIdStringAppearsOnceInSources() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        var text = ""
        if let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                text += try String(contentsOf: url, encoding: .utf8)
            }
        }
        for rule in RuleRegistry.rules {
            XCTAssertEqual(text.components(separatedBy: "\"\(rule.id)\"").count - 1, 1,
                           "\"\(rule.id)\" must appear once, in its metadata; use \(rule.typeName).id elsewhere")
        }
    }

    func testMetadataIsComplete() {
        for rule in RuleRegistry.rules.map(\.metadata) {
            XCTAssertTrue(rule.summary.hasSuffix("."), "\(rule.id): summary ends with a period")
            XCTAssertFalse(rule.rationale.isEmpty, rule.id)
            XCTAssertFalse(rule.fix.isEmpty, rule.id)
            XCTAssertFalse(rule.wcag.isEmpty, rule.id)
            XCTAssertFalse(rule.frameworks.isEmpty, rule.id)
            for criterion in rule.wcag { XCTAssertNotNil(WCAG.title(of: criterion), "\(rule.id): unknown WCAG \(criterion)") }
        }
    }

    /// `TapGestureAsButton` → `tap-gesture-as-button`.
    static func kebabCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append("-") }
            result.append(Character(character.lowercased()))
        }
        return result
    }
}
