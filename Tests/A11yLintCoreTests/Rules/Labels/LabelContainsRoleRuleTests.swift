import XCTest
@testable import A11yLintCore

final class LabelContainsRoleRuleTests: XCTestCase {
    let id = LabelContainsRoleRule.id

    func testLastWordDecides() {
        XCTAssertEqual(LabelContainsRoleRule.lastRoleWord(of: "Close button")?.0, "button")
        XCTAssertEqual(LabelContainsRoleRule.lastRoleWord(of: "Play Btn.")?.0, "Btn.")
        XCTAssertEqual(LabelContainsRoleRule.lastRoleWord(of: "\u{FFFC} button")?.0, "button")
        XCTAssertNil(LabelContainsRoleRule.lastRoleWord(of: "Button"))
        XCTAssertNil(LabelContainsRoleRule.lastRoleWord(of: "Button to close"))
        XCTAssertNil(LabelContainsRoleRule.lastRoleWord(of: "editor.close button"))
        XCTAssertNil(LabelContainsRoleRule.lastRoleWord(of: "close_button"))
    }

    func testRolesOtherThanButtonNeedTheElementsRole() {
        let source = """
        struct V: View {
            var body: some View {
                Image("me").accessibilityLabel("Profile image")
                Button(action: a) { Image("me") }.accessibilityLabel("Edit profile image")
                Link(destination: url) { Text("Docs") }.accessibilityLabel("Documentation link")
                Button(action: a) { Image("l") }.accessibilityLabel("Copy link")
                Button(action: a) { Image("x") }.accessibilityLabel("Share button")
                HomeView().tabItem { Image("house") }.accessibilityLabel("Home tab")
                Button(action: a) { Image("h") }.accessibilityLabel("Settings tab")
            }
        }
        """
        let found = lint([("V.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 5, 7, 8])
        XCTAssertEqual(found.first?.message, LabelContainsRoleRule.message(word: "image"))
    }

    func testUIKitReceivers() {
        let source = """
        final class Header: UIView {
            let avatarImageView = UIImageView()
            let avatarButton = UIButton()
            func configure() {
                avatarImageView.accessibilityLabel = String(localized: "Avatar image")
                avatarButton.accessibilityLabel = "Change avatar image"
                tabBarItem.accessibilityLabel = "Home tab"
                accessibilityLabel = "Header view"
            }
        }
        """
        XCTAssertEqual(lint([("Header.swift", source)], rules: [id]).map(\.start.line), [5, 7])
    }
}
