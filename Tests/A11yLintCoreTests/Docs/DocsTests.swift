import Foundation
import XCTest
@testable import A11yLintCore

/// Rules.md is generated from the rule metadata; tests never write it.
final class DocsTests: XCTestCase {
    func testRulesMarkdownIsUpToDate() throws {
        let path = Repository.root.appendingPathComponent("Rules.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        let generated = RulesDocument.markdown(RuleRegistry.rules.map(\.metadata))
        XCTAssertTrue(committed == generated, "Rules.md is stale: run `make docs`")
    }

    func testMarkdownListsEveryRuleWithItsExamples() {
        let markdown = RulesDocument.markdown(RuleRegistry.rules.map(\.metadata))
        for rule in RuleRegistry.rules {
            XCTAssertTrue(markdown.contains("## \(rule.id)\n"), rule.id)
            for example in rule.metadata.triggeringExamples {
                XCTAssertTrue(markdown.contains(example.code), "\(rule.id): example missing from Rules.md")
            }
        }
    }

    func testJSONListingHasTheDocumentedFields() throws {
        let json = RulesDocument.json(RuleRegistry.rules.map(\.metadata))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rules = try XCTUnwrap(object["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, RuleRegistry.rules.count)
        for key in ["id", "severity", "optIn", "wcag", "frameworks", "summary", "rationale", "fix",
                    "triggeringExamples", "nonTriggeringExamples"] {
            XCTAssertNotNil(rules.first?[key], key)
        }
    }

    func testExplainShowsRationaleFixAndExamples() throws {
        let rule = try XCTUnwrap(RuleRegistry.rule(id: TapGestureAsButtonRule.id))
        let text = RulesDocument.explain(rule.metadata)
        XCTAssertTrue(text.hasPrefix("\(TapGestureAsButtonRule.id) (warning)"))
        XCTAssertTrue(text.contains(rule.metadata.fix))
        XCTAssertTrue(text.contains("WCAG: 4.1.2"))
    }
}
