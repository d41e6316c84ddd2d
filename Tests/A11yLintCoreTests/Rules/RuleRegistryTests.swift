import Foundation
import XCTest
@testable import A11yLintCore

/// The registry is hand-written: these tests keep it, the rule files, the rule
/// types, their ids and their test files in step, and keep the code organized in
/// rooms: a rule's folder holds the rule and its helpers, the tests mirror the
/// source folders by name, and `Matching/` reads nothing of the engine or the rules.
final class RuleRegistryTests: XCTestCase {
    static let sources = Repository.root.appendingPathComponent("Sources/A11yLintCore")
    static let rulesFolder = sources.appendingPathComponent("Rules")
    static let tests = Repository.root.appendingPathComponent("Tests/A11yLintCoreTests")

    /// The Swift files under `folder`, recursively, as paths relative to it, sorted.
    static func swiftFiles(under folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The folders directly inside `folder`.
    static func subfolders(of folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        })
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

    /// A rule's extensions (`TapGestureAsButtonRule+UIKit.swift`) sit beside the rule.
    func testRuleExtensionsSitBesideTheirRule() {
        let files = RuleRegistryTests.ruleFiles()
        for path in RuleRegistryTests.swiftFiles(under: RuleRegistryTests.rulesFolder) {
            let name = (path as NSString).lastPathComponent
            guard let plus = name.firstIndex(of: "+") else { continue }
            let type = String(name[..<plus])
            guard type.hasSuffix("Rule") else { continue }
            XCTAssertEqual(files[type].map { ($0 as NSString).deletingLastPathComponent }, (path as NSString).deletingLastPathComponent,
                           "\(path) belongs beside \(type).swift")
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

    /// Every test folder is named after the source folder it tests.
    func testTestFoldersMirrorSourceFolders() throws {
        let sourceFolders = try RuleRegistryTests.subfolders(of: RuleRegistryTests.sources)
        XCTAssertEqual(try RuleRegistryTests.subfolders(of: RuleRegistryTests.tests).subtracting(sourceFolders), [])
        XCTAssertEqual(try RuleRegistryTests.subfolders(of: RuleRegistryTests.tests.appendingPathComponent("Rules"))
                        .subtracting(try RuleRegistryTests.subfolders(of: RuleRegistryTests.rulesFolder)), [])
    }

    /// `Matching/` holds queries several rules share; it never names a type declared by the
    /// engine, the rule API, the project model or a rule (so the dependency has one direction).
    func testMatchingReadsNothingOfTheEngineOrTheRules() throws {
        var declared: Set<String> = []
        for folder in ["Engine", "Project", "RuleAPI", "Rules"] {
            let url = RuleRegistryTests.sources.appendingPathComponent(folder)
            for path in RuleRegistryTests.swiftFiles(under: url) {
                let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                    guard let keyword = words.firstIndex(where: { ["struct", "enum", "class", "protocol", "typealias"].contains($0) }),
                          words[..<keyword].allSatisfy({ ["public", "final", "indirect"].contains($0) }),
                          !line.hasPrefix(" "), keyword + 1 < words.count else { continue }
                    declared.insert(String(words[keyword + 1]))
                }
            }
        }
        XCTAssertTrue(declared.contains("ProjectModel") && declared.contains("Linter"), "the scan finds declarations")
        let matching = RuleRegistryTests.sources.appendingPathComponent("Matching")
        for path in RuleRegistryTests.swiftFiles(under: matching) {
            let text = try String(contentsOf: matching.appendingPathComponent(path), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            let words = Set(code.flatMap { $0.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) }.map(String.init))
            XCTAssertEqual(words.intersection(declared), [], "Matching/\(path) reads types of the engine or the rules")
        }
    }

    /// Each rule id and each built-in diagnostic id is spelled once, in its metadata.
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
        for diagnostic in BuiltinDiagnostics.metadata {
            XCTAssertEqual(text.components(separatedBy: "\"\(diagnostic.id)\"").count - 1, 1,
                           "\"\(diagnostic.id)\" must appear once, in BuiltinDiagnostics; use its id property elsewhere")
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
