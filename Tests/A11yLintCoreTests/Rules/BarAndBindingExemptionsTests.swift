import XCTest
@testable import A11yLintCore

/// Exemptions that keep rule examples unchanged: bar fonts, key-file passwords, a Toggle drawing its button's state.
final class BarAndBindingExemptionsTests: XCTestCase {
    func ids(_ code: String, _ rule: String) -> [String] {
        lint([(path: "View.swift", text: code)], rules: [rule]).map(\.ruleID)
    }

    func testNavigationBarFontPinnedToLargeIsNotReported() {
        let code = """
            extension UIFont {
                static var navigationBarTitleFont: UIFont {
                    .preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                }
                static var bodyFont: UIFont {
                    .preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                }
            }
            """
        XCTAssertEqual(ids(code, DynamicTypeDisabledRule.id).count, 1)
    }

    func testKeyFilePasswordIsNotReported() {
        let code = """
            struct ImportIdentityView: View {
                @State private var pkcs12Password = ""
                @State private var password = ""
                var body: some View {
                    SecureField("Password", text: $pkcs12Password)
                    SecureField("Password", text: $password)
                }
            }
            """
        XCTAssertEqual(ids(code, InputPurposeMissingRule.id).count, 1)
    }

    func testToggleBoundToTheToggledValueIsNotLost() {
        let code = """
            struct AgreementCheckbox: View {
                @Binding var accepted: Bool
                @Binding var other: Bool
                var body: some View {
                    Button { accepted.toggle() } label: {
                        HStack {
                            Toggle(isOn: $accepted) { EmptyView() }
                            Toggle(isOn: $other) { EmptyView() }
                        }
                    }
                }
            }
            """
        XCTAssertEqual(ids(code, NestedInteractiveControlsRule.id).count, 1)
    }
}
