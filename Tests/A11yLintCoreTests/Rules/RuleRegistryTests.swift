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

    /// Rule type name → its category folder (`HiddenByClearTintRule` → `Structure`), from `Rules/<Category>/*Rule.swift`.
    static func ruleFiles() throws -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        for category in try manager.contentsOfDirectory(atPath: rulesFolder.path) {
            var isFolder: ObjCBool = false
            let folder = rulesFolder.appendingPathComponent(category)
            guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            for file in try manager.contentsOfDirectory(atPath: folder.path) where file.hasSuffix("Rule.swift") {
                result[String(file.dropLast(".swift".count))] = category
            }
        }
        return result
    }

    func testRuleFilesMatchTheRegistry() throws {
        let files = try RuleRegistryTests.ruleFiles()
        XCTAssertEqual(Set(files.keys), Set(RuleRegistry.rules.map(\.typeName)), "register every Rules/<Category>/*Rule.swift")
    }

    func testTypeIdAndTestFileCorrespond() throws {
        let files = try RuleRegistryTests.ruleFiles()
        for rule in RuleRegistry.rules {
            XCTAssertTrue(rule.typeName.hasSuffix("Rule"), rule.typeName)
            XCTAssertEqual(RuleRegistryTests.kebabCase(String(rule.typeName.dropLast(4))), rule.id)
            let category = files[rule.typeName] ?? ""
            let testFile = Repository.root.appendingPathComponent(
                "Tests/A11yLintCoreTests/Rules/\(category)/\(rule.typeName)Tests.swift")
            XCTAssertTrue(FileManager.default.fileExists(atPath: testFile.path),
                          "missing Rules/\(category)/\(testFile.lastPathComponent)")
        }
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
