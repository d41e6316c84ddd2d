import Foundation
import XCTest
@testable import A11yLintCore

/// The registry is hand-written: these tests keep it, the rule files, the rule
/// types, their ids and their test files (in the rule's category folder) in step.
final class RuleRegistryTests: XCTestCase {
    static let sources = Repository.root.appendingPathComponent("Sources/A11yLintCore")
    static let rulesFolder = sources.appendingPathComponent("Rules")
    static let tests = Repository.root.appendingPathComponent("Tests/A11yLintCoreTests")

    /// The Swift files under `folder`, recursively, as paths relative to it, sorted.
    static func swiftFiles(under folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Rule type name → its file's path relative to `Rules/` (`Activation/TapGestureAsButtonRule.swift`).
    static func ruleFiles() -> [String: String] {
        var files: [String: String] = [:]
        for path in swiftFiles(under: rulesFolder) {
            let name = (path as NSString).lastPathComponent
            guard name.hasSuffix("Rule.swift") else { continue }
            files[String(name.dropLast(".swift".count))] = path
        }
        return files
    }

    func testRegistryIsSortedAndUnique() {
        let ids = RuleRegistry.rules.map(\.id)
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertEqual(Set(ids).count, ids.count)
    }

    func testRuleFilesMatchTheRegistry() {
        let files = RuleRegistryTests.ruleFiles()
        XCTAssertEqual(Set(files.keys), Set(RuleRegistry.rules.map(\.typeName)), "register every Rules/<Category>/*Rule.swift")
        for (type, path) in files {
            XCTAssertEqual(path.split(separator: "/").count, 2, "\(type) belongs in a category folder: Rules/<Category>/\(type).swift")
        }
    }

    func testTypeIdAndTestFileCorrespond() {
        let files = RuleRegistryTests.ruleFiles()
        for rule in RuleRegistry.rules {
            XCTAssertTrue(rule.typeName.hasSuffix("Rule"), rule.typeName)
            XCTAssertEqual(RuleRegistryTests.kebabCase(String(rule.typeName.dropLast(4))), rule.id)
            // The tests sit in the folder of the same name: `Tests/…/Rules/Activation/TapGestureAsButtonRuleTests.swift`.
            let folder = files[rule.typeName].map { ($0 as NSString).deletingLastPathComponent } ?? "?"
            let testFile = RuleRegistryTests.tests.appendingPathComponent("Rules/\(folder)/\(rule.typeName)Tests.swift")
            XCTAssertTrue(FileManager.default.fileExists(atPath: testFile.path), "missing Rules/\(folder)/\(testFile.lastPathComponent)")
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
