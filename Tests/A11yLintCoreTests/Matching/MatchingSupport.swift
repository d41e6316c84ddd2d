import XCTest
@testable import A11yLintCore

/// Indexes `source` with no subscribed names.
func index(_ source: String, names: [String] = []) -> SyntaxIndex {
    SyntaxIndex(source: SourceFile(path: "Test.swift", text: source), names: NameTable(names: names))
}

extension SyntaxIndex {
    /// The index of the `occurrence`-th token spelled `text` (0-based).
    func token(_ text: String, _ occurrence: Int = 0) -> Int {
        var seen = 0
        for index in 0..<count where self.text(index) == text {
            if seen == occurrence { return index }
            seen += 1
        }
        return -1
    }
}
