import XCTest
@testable import A11yLintCore

/// A local whose initializer is cut short by a string never closed (its initializer ends
/// before it starts in the index) is no text field's clear button, and the rule goes on
/// without trapping (found by the `objc` fuzz target; the Swift spelling trapped the same way).
final class IconButtonCutShortInitializerTests: XCTestCase {
    func testAnUnclosedStringInTheInitializerIsNoClearButtonAndNoCrash() {
        let swift = """
        import UIKit
        final class SearchField: UITextField {
            func tint() {
                let clearButton: UIButton = [ field valueForKey : "_cl
                clearButton.setImage(tinted, for: .normal)
            }
        }
        """
        let objectiveC = """
        @implementation SearchField
        - (void)tint {
            UIButton *clearButton = [field valueForKey:@"_cl
            [clearButton setImage:tinted forState:UIControlStateNormal];
        }
        @end
        """
        let found = lint([(path: "SearchField.swift", text: swift), (path: "SearchField.m", text: objectiveC)],
                         rules: [IconButtonMissingLabelRule.id])
        XCTAssertTrue(found.allSatisfy { $0.ruleID == IconButtonMissingLabelRule.id }, "\(found)")
    }
}
