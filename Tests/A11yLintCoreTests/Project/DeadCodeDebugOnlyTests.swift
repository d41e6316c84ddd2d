import XCTest
@testable import A11yLintCore

/// Code compiled only in debug builds (`Conditionals.swift`, `debugOnlyBranches`): Xcode's Debug
/// configuration defines `DEBUG` and Release does not, so a developer menu under `#if DEBUG`
/// ships to nobody and holds no finding, with or without an app entry point. Any other flag, a
/// condition that may hold in release (`DEBUG || BETA`), and the release side of the check are live.
final class DeadCodeDebugOnlyTests: XCTestCase {
    func lines(_ text: String) -> [String] {
        let result = Linter(configuration: .default).lint([SourceInput(path: "Tools.swift", bytes: Array(text.utf8))], jobs: 1)
        return result.findings.map { "\($0.start.line) \($0.ruleID)" }
    }

    static func screen(_ condition: String, elseBranch: Bool = false) -> String {
        """
        import SwiftUI
        struct ToolsView: View {
            var body: some View {
                VStack {
                    Text("Sync").onTapGesture { sync() }
                    #if \(condition)
                    Text("Reset caches").onTapGesture { resetCaches() }
                    \(elseBranch ? "#else\n            Text(\"Report\").onTapGesture { report() }" : "")
                    #endif
                }
            }
            func sync() { Store.shared.sync() }
            func resetCaches() { Store.shared.reset() }
            func report() { Store.shared.report() }
        }
        """
    }

    func testFindingsUnderDebugOnlyConditionsAreDropped() {
        XCTAssertEqual(lines(Self.screen("DEBUG")), ["5 tap-gesture-as-button"])
        XCTAssertEqual(lines(Self.screen("DEBUG && targetEnvironment(simulator)")), ["5 tap-gesture-as-button"])
        XCTAssertEqual(lines(Self.screen("(DEBUG)")), ["5 tap-gesture-as-button"])
        // `#if !DEBUG … #else`: the `#else` is the debug-only side.
        XCTAssertEqual(lines(Self.screen("!DEBUG", elseBranch: true)), ["5 tap-gesture-as-button", "7 tap-gesture-as-button"])
        // `#if DEBUG … #else`: the release side stays.
        XCTAssertEqual(lines(Self.screen("DEBUG", elseBranch: true)), ["5 tap-gesture-as-button", "9 tap-gesture-as-button"])
    }

    func testConditionsThatMayHoldInReleaseStayLive() {
        let all = ["5 tap-gesture-as-button", "7 tap-gesture-as-button"]
        XCTAssertEqual(lines(Self.screen("BETA")), all)
        XCTAssertEqual(lines(Self.screen("DEBUG || BETA")), all)
        XCTAssertEqual(lines(Self.screen("!DEBUG")), all)
        XCTAssertEqual(lines(Self.screen("os(iOS)")), all)
        // Another platform's code is not debug-only: only `DEBUG` decides.
        for condition in ["os(macOS)", "!os(iOS)", "canImport(AppKit)", "targetEnvironment(macCatalyst)", "os(macOS) && DEBUG || os(iOS)"] {
            let text = "#if \(condition)\nlet a = 1\n#else\nlet b = 2\n#endif\n"
            let index = SyntaxIndex(source: SourceFile(path: "Flags.swift", text: text), names: NameTable(names: []))
            XCTAssertEqual(index.debugOnlyBranches().count, 0, condition)
        }
        let both = "#if os(macOS) && DEBUG\nlet a = 1\n#endif\n"
        XCTAssertEqual(SyntaxIndex(source: SourceFile(path: "Flags.swift", text: both), names: NameTable(names: [])).debugOnlyBranches().count, 1)
        XCTAssertEqual(lines(Self.screen("DEBUGGING")), all)
    }

    func testDebugOnlyBranchesAreOutermostRanges() {
        let text = "#if DEBUG\nlet a = 1\n#if os(iOS)\nlet b = 2\n#endif\n#endif\n#if !DEBUG\nlet c = 3\n#else\nlet d = 4\n#endif\n"
        let index = SyntaxIndex(source: SourceFile(path: "Flags.swift", text: text), names: NameTable(names: []))
        let ranges = index.debugOnlyBranches()
        XCTAssertEqual(ranges.count, 2)
        let bytes = Array(text.utf8)
        let spans = ranges.map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
        XCTAssertEqual(spans, ["let a = 1\n#if os(iOS)\nlet b = 2\n#endif", "let d = 4"])
    }
}
