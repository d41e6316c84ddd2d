import Foundation
import XCTest
@testable import A11yLintCore

final class ConfigurationResolutionTests: XCTestCase {
    func resolve(_ yaml: String, path: String = ".a11ylint.yml") throws -> Configuration {
        let file = try ConfigurationFile.parse(yaml, path: path)
        return try Configuration.resolve(file, workingDirectory: "/work/project")
    }

    func resolutionError(_ yaml: String) -> String {
        do {
            _ = try resolve(yaml)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testDefaultsAndRuleSelection() throws {
        XCTAssertEqual(try resolve("").rules.map(\.id), RuleRegistry.rules.filter { !$0.metadata.isOptIn }.map(\.id))
        let disabled = try resolve("disabled_rules: [link-not-underlined, hidden-by-clear-tint]")
        XCTAssertFalse(disabled.rules.map(\.id).contains(LinkNotUnderlinedRule.id))
        XCTAssertFalse(disabled.rules.map(\.id).contains(HiddenByClearTintRule.id))
        let only = try resolve("only_rules:\n  - tap-gesture-as-button\n")
        XCTAssertEqual(only.rules.map(\.id), [TapGestureAsButtonRule.id])
        let optIn = try resolve("opt_in_rules: [tap-gesture-as-button]")
        XCTAssertTrue(optIn.rules.map(\.id).contains(TapGestureAsButtonRule.id))
    }

    func testSeveritiesOffAndOptions() throws {
        let configuration = try resolve("""
            rules:
              tap-gesture-as-button: error
              link-not-underlined: off
              bar-button-item-missing-label:
                severity: info
                described_symbols: [xmark]
            """)
        XCTAssertEqual(configuration.rules.first { $0.id == TapGestureAsButtonRule.id }?.severity, .error)
        XCTAssertNil(configuration.rules.first { $0.id == LinkNotUnderlinedRule.id })
        XCTAssertEqual(configuration.rules.first { $0.id == BarButtonItemMissingLabelRule.id }?.severity, .info)
        // The option took effect: `plus` is no longer a described symbol.
        let source = """
        struct A: View { var body: some View { Text("x").toolbar { ToolbarItem { Button { add() } label: { Image(systemName: "plus") } } } } }
        """
        let linter = Linter(configuration: configuration)
        let found = linter.lint([SourceInput(path: "A.swift", bytes: Array(source.utf8))], jobs: 1).findings
        XCTAssertEqual(found.map(\.ruleID), [BarButtonItemMissingLabelRule.id])
        XCTAssertEqual(found.first?.severity, .info)
    }

    func testComponentsAndReporter() throws {
        let configuration = try resolve("""
            components:
              buttons: [PrimaryButton]
              images: [RemoteImage]
              label_aliases: [a11yText]
            reporter: json
            """)
        XCTAssertEqual(configuration.components, ComponentRoles(buttons: ["PrimaryButton"], images: ["RemoteImage"],
                                                                labelAliases: ["a11yText"]))
        XCTAssertEqual(configuration.reporter, "json")
    }

    func testIncludedAndExcludedRelativeToTheConfigurationFolder() throws {
        let configuration = try resolve("""
            included: [App]
            excluded: [App/Generated, "**/Previews"]
            """, path: "config/.a11ylint.yml")
        XCTAssertEqual(configuration.included, ["config"])
        XCTAssertTrue(configuration.isExcluded("config/App/Generated/Strings.swift"))
        XCTAssertTrue(configuration.isExcluded("config/App/Feature/Previews/Card.swift"))
        XCTAssertFalse(configuration.isExcluded("config/App/Feature/Card.swift"))
        XCTAssertTrue(configuration.isExcluded("config/Tools/Script.swift"))      // not under `included`
        XCTAssertFalse(configuration.isExcluded("config/Tools"))                  // folders are still walked
    }

    func testErrorsNameFileLineAndColumnWithSuggestions() {
        XCTAssertEqual(resolutionError("disabled_rules: [tap-gesture-as-buton]"),
                       ".a11ylint.yml:1:18: error: unknown rule id 'tap-gesture-as-buton'; did you mean 'tap-gesture-as-button'?")
        XCTAssertEqual(resolutionError("only_rules: [tap-gesture-as-button]\ndisabled_rules: [link-not-underlined]"),
                       ".a11ylint.yml:2:18: error: 'only_rules' cannot be combined with 'disabled_rules' or 'opt_in_rules'")
        XCTAssertEqual(resolutionError("rules:\n  link-not-underlined: {severity: error, minimum: 3}"),
                       ".a11ylint.yml:2:42: error: unknown key 'minimum' in 'rules.link-not-underlined'")
        XCTAssertEqual(resolutionError("rules:\n  tap-gesture-as-button:\n    dismisal_words: [x]"),
                       ".a11ylint.yml:3:5: error: unknown key 'dismisal_words' in 'rules.tap-gesture-as-button'; did you mean 'dismissal_words'?")
        XCTAssertTrue(resolutionError("rules:\n  tap-gesture-as-button:\n    dismissal_words: 3").hasPrefix(".a11ylint.yml:3:22: error:"))
        XCTAssertEqual(resolutionError("reporter: xcod"),
                       ".a11ylint.yml:1:11: error: invalid value 'xcod' for 'reporter'; expected one of "
                        + ReporterRegistry.names.map { "'\($0)'" }.joined(separator: ", ") + "; did you mean 'xcode'?")
    }
}
