import Foundation
import XCTest
@testable import A11yLintCore

/// Pass 1's syntax indexes kept for pass 2 within a fixed budget (`IndexRetention`): the
/// budget is never exceeded, and the findings are those of a run that indexes every checked
/// file again, whichever files kept their index.
final class IndexRetentionTests: CacheFolderTestCase {
    func testReservationsStayWithinTheBudget() {
        let retention = IndexRetention(budget: 100)
        XCTAssertTrue(retention.reserve(60))
        XCTAssertFalse(retention.reserve(50), "40 left: 50 does not fit")
        XCTAssertTrue(retention.reserve(40), "a refused reservation takes nothing")
        XCTAssertFalse(retention.reserve(1))
        XCTAssertTrue(retention.reserve(0))
        XCTAssertFalse(IndexRetention(budget: 0).reserve(1))
    }

    func testTheEstimateGrowsWithTheFile() {
        let names = NameTable(names: ["Image"])
        let small = SyntaxIndex(source: SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8)), names: names)
        let text = String(repeating: "struct Row: View { var body: some View { Image(\"dot\") } }\n", count: 50)
        let large = SyntaxIndex(source: SourceFile(path: "B.swift", bytes: Array(text.utf8)), names: names)
        XCTAssertGreaterThan(small.retainedBytes, 10, "at least the source")
        XCTAssertGreaterThan(large.retainedBytes, text.utf8.count * 2, "tokens and declarations on top of the bytes")
        XCTAssertGreaterThan(large.retainedBytes, small.retainedBytes * 50)
    }

    /// Files a rule checks: an unlabeled image, an icon-only button, a suppressed finding, a
    /// switch over a case nothing builds, and a file no rule looks at.
    func writeProject() throws {
        try write("ProfileHeader.swift", """
            import SwiftUI

            struct ProfileHeader: View {
                var body: some View {
                    VStack {
                        Image("avatar-placeholder")
                        Button(action: edit) {
                            Image(systemName: "pencil")
                        }
                    }
                }

                func edit() {}
            }
            """)
        try write("Toolbar.swift", """
            import SwiftUI

            struct Toolbar: View {
                var body: some View {
                    HStack {
                        // a11ylint:disable:next image-missing-label
                        Image("divider")
                        Button { share() } label: { Image(systemName: "square.and.arrow.up") }
                    }
                }

                func share() {}
            }
            """)
        try write("Badge.swift", """
            import SwiftUI

            enum BadgeStyle {
                case dot
                case count
            }

            struct Badge: View {
                let style: BadgeStyle

                var body: some View {
                    switch style {
                    case .dot:
                        Image("badge-dot")
                    case .count:
                        Text("3")
                    }
                }
            }

            let defaultBadge = Badge(style: .count)
            """)
        try write("Formatter.swift", """
            struct PriceFormatter {
                func string(for cents: Int) -> String { "\\(cents / 100).\\(cents % 100)" }
            }
            """)
    }

    func findings(_ result: LintResult) -> [String] {
        result.findings.map { "\(($0.path as NSString).lastPathComponent):\($0.start.line):\($0.start.utf8Column) \($0.ruleID) \($0.message)" }
    }

    func run(budget: Int, jobs: Int) -> LintResult {
        var linter = Linter(configuration: .default)
        linter.indexRetentionBudget = budget
        return linter.lint(paths: [root], jobs: jobs)
    }

    func testKeptIndexesGiveTheFindingsOfIndexingAgain() throws {
        try writeProject()
        let again = run(budget: 0, jobs: 1)
        XCTAssertFalse(again.findings.isEmpty, "the project has findings to compare")
        XCTAssertTrue(findings(again).contains { $0.hasPrefix("ProfileHeader.swift:6:") }, "\(findings(again))")
        for jobs in [1, 2] {
            let kept = run(budget: IndexRetention.defaultBudget, jobs: jobs)
            XCTAssertEqual(findings(kept), findings(again), "jobs \(jobs)")
            XCTAssertEqual(kept.timings.secondPassLex, 0, "every checked file kept its index: none is lexed again")
            // A budget that holds about one file: some keep theirs, the others are read again.
            let some = run(budget: 3_000, jobs: jobs)
            XCTAssertEqual(findings(some), findings(again), "jobs \(jobs), partial budget")
        }
    }

    func testGivenBytesKeepTheirIndexToo() throws {
        try writeProject()
        let paths = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted()
        let inputs = try paths.map { name -> SourceInput in
            let path = (root as NSString).appendingPathComponent(name)
            return SourceInput(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        }
        var linter = Linter(configuration: .default)
        linter.indexRetentionBudget = 0
        let again = linter.lint(inputs, jobs: 1)
        linter.indexRetentionBudget = IndexRetention.defaultBudget
        let kept = linter.lint(inputs, jobs: 2)
        XCTAssertFalse(again.findings.isEmpty)
        XCTAssertEqual(findings(kept), findings(again))
    }
}
