import XCTest
@testable import A11yLintCore

/// Walks the registry: every rule's triggering examples fire exactly at their
/// `↓` markers, non-triggering ones stay silent, and triggering examples behave
/// in four variants: inside a comment and inside a string (silent), after a
/// line of multi-byte text (same findings one line down, same columns), and
/// under a disable comment (silent).
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasEnoughExamples() {
        for rule in RuleRegistry.rules {
            XCTAssertGreaterThanOrEqual(rule.metadata.triggeringExamples.count, 2, rule.id)
            XCTAssertGreaterThanOrEqual(rule.metadata.nonTriggeringExamples.count, 2, rule.id)
        }
    }

    func testTriggeringExamplesFireAtTheirMarkers() {
        for rule in RuleRegistry.rules {
            for example in rule.metadata.triggeringExamples {
                let expected = example.codeAndMarkers.offsets
                XCTAssertFalse(expected.isEmpty, "\(rule.id): triggering example without a ↓ marker at \(example.file):\(example.line)")
                let actual = findings(for: example, rule: rule.id).filter { $0.ruleID == rule.id }.map(\.range.start)
                XCTAssertEqual(actual, expected, "\(rule.id): findings at \(actual), markers at \(expected) (\(example.file):\(example.line))")
            }
        }
    }

    func testNonTriggeringExamplesAreSilent() {
        for rule in RuleRegistry.rules {
            for example in rule.metadata.nonTriggeringExamples {
                XCTAssertTrue(example.codeAndMarkers.offsets.isEmpty, "\(rule.id): marker in a non-triggering example")
                let actual = findings(for: example, rule: rule.id)
                XCTAssertEqual(actual.map(\.message), [], "\(rule.id) at \(example.file):\(example.line)")
            }
        }
    }

    func testVariantsOfTriggeringExamples() {
        for rule in RuleRegistry.rules {
            for example in rule.metadata.triggeringExamples where example.runsVariants {
                let place = "\(example.file):\(example.line)"
                let code = example.codeAndMarkers.code
                let original = findings(for: example, rule: rule.id).filter { $0.ruleID == rule.id }

                let commented = lint([(path: "Example.swift", text: "/*\n" + code + "\n*/\n")], rules: [rule.id])
                XCTAssertEqual(commented.map(\.message), [], "\(rule.id): inside a comment at \(place)")

                let quoted = lint([(path: "Example.swift", text: "let example = #\"\"\"\n" + code + "\n\"\"\"#\n")],
                                  rules: [rule.id])
                XCTAssertEqual(quoted.map(\.message), [], "\(rule.id): inside a string at \(place)")

                let emoji = "// 🐶 café — 日本語 👩‍👩‍👧\n"
                let shifted = findings(for: example, rule: rule.id, prefix: emoji).filter { $0.ruleID == rule.id }
                XCTAssertEqual(shifted.map(\.start.line), original.map { $0.start.line + 1 }, "\(rule.id): after emoji at \(place)")
                XCTAssertEqual(shifted.map(\.start.utf8Column), original.map(\.start.utf8Column), place)
                XCTAssertEqual(shifted.map(\.range.start), original.map { $0.range.start + UInt32(emoji.utf8.count) }, place)

                let suppressed = findings(for: example, rule: rule.id, prefix: "// a11ylint:disable \(rule.id)\n")
                XCTAssertEqual(suppressed.map(\.message), [], "\(rule.id): under a disable comment at \(place)")
            }
        }
    }
}
