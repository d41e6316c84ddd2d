import XCTest
@testable import A11yLintCore

final class SelectorTests: XCTestCase {
    /// The method a `#selector` names, however it is spelled; nothing for other expressions.
    func testSelectorNamesItsMethod() {
        let source = """
            let a = #selector(close)
            let b = #selector(self.share(_:))
            let c = #selector(PlayerViewController.togglePlayback)
            let d = close
            """
        let idx = index(source)
        func named(_ occurrence: Int) -> String? {
            let start = idx.token("#selector", occurrence)
            // The scan stops at the first parenthesis after the name, so a generous end is fine.
            return idx.selectorName(from: start, through: min(start + 10, idx.tokens.count - 1)).map { idx.text($0) }
        }
        XCTAssertEqual(named(0), "close")
        XCTAssertEqual(named(1), "share")
        XCTAssertEqual(named(2), "togglePlayback")
        XCTAssertNil(idx.selectorName(from: idx.token("close", 1), through: idx.token("close", 1)), "not a #selector")
    }
}
