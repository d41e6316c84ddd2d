import Foundation
import XCTest
@testable import A11yLintCore

final class BaselineTests: XCTestCase {
    let before = """
    struct Feed: View {
        var body: some View {
            Text("A").onTapGesture { open() }
            Text("[Help](https://example.com)")
            Text("A").onTapGesture { open() }
        }
    }
    """

    func testRoundTripAcrossAnEditThatShiftsLinesAndAddsOneFinding() throws {
        let old = lint([("Feed.swift", before)])
        XCTAssertEqual(old.count, 3)
        let baseline = Baseline(findings: old)
        XCTAssertEqual(baseline.entries.map(\.occurrence).sorted(), [0, 0, 1])   // the two identical taps
        let written = baseline.rendered()
        let reread = try Baseline.parse(Data(written.utf8), path: "baseline.json")
        XCTAssertEqual(reread, baseline)
        XCTAssertEqual(reread.rendered(), written)

        // Three lines inserted above, the link line re-indented, one new tap.
        let after = "import SwiftUI\n\n// Feed screen\n" + before
            .replacingOccurrences(of: "        Text(\"[Help]", with: "          Text(\"[Help]")
            .replacingOccurrences(of: "    }\n}", with: "        Image(systemName: \"x\").onTapGesture { share() }\n    }\n}")
        let new = lint([("Feed.swift", after)])
        XCTAssertEqual(new.count, 4)
        let shown = reread.filter(new)
        XCTAssertEqual(shown.map { "\($0.start.line) \($0.ruleID)" }, ["9 tap-gesture-as-button"])
        XCTAssertTrue(shown[0].sourceLine.contains("share()"))
    }

    func testAThirdIdenticalFindingIsNew() {
        let baseline = Baseline(findings: lint([("Feed.swift", before)]))
        let more = before.replacingOccurrences(of: "    }\n}", with: "        Text(\"A\").onTapGesture { open() }\n    }\n}")
        XCTAssertEqual(baseline.filter(lint([("Feed.swift", more)])).map(\.start.line), [6])
    }

    func testRenderedFormAndErrors() throws {
        let baseline = Baseline(entries: [Baseline.Entry(rule: "b-rule", path: "./B.swift", text: "x", occurrence: 0),
                                          Baseline.Entry(rule: "a-rule", path: "A.swift", text: "y", occurrence: 0)])
        XCTAssertTrue(baseline.rendered().hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n    {\n      \"rule\": \"a-rule\""))
        XCTAssertThrowsError(try Baseline.parse(Data("[]".utf8), path: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json: error: cannot use baseline: not a JSON object (write one with --write-baseline)")
        }
        XCTAssertThrowsError(try Baseline.parse(Data(#"{"version": 1, "findings": [{"rule": "x"}]}"#.utf8), path: "b.json"))
    }
}
