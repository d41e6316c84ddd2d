import XCTest
@testable import A11yLintCore

final class ByteSearchTests: XCTestCase {
    /// `containsBytes(of:)` answers as Foundation's `contains` does for the words rules look for.
    func testContainsBytesFindsWordsAnywhere() {
        XCTAssertTrue("dismissSheet".containsBytes(of: "dismiss"))
        XCTAssertTrue("onDismiss".containsBytes(of: "Dismiss"))
        XCTAssertTrue("hideKeyboard".containsBytes(of: "Keyboard"), "at the very end")
        XCTAssertFalse("onDismis".containsBytes(of: "Dismiss"), "cut short at the end")
        XCTAssertFalse("disMiss".containsBytes(of: "dismiss"), "case counts")
        XCTAssertFalse("dismiss".containsBytes(of: ""), "an empty needle is not contained")
        XCTAssertFalse("".containsBytes(of: "a"))
        XCTAssertTrue("étatClose".containsBytes(of: "Close"), "after non-ASCII bytes")
        XCTAssertTrue("ccount".containsBytes(of: "count"), "a false start before the match")
    }
}
