import XCTest
@testable import A11yLintCore

final class InputPurposeMissingRuleTests: XCTestCase {
    let id = InputPurposeMissingRule.id

    func testPurposeFromNames() {
        let cases: [(String, InputPurposeMissingRule.Purpose?)] = [
            ("email", .email), ("authorEmail", .email), ("E-mail", .email), ("EMAIL", .email),
            ("password", .password), ("passwordTextField", .password), ("confirmPassword", .newPassword),
            ("newPasswordField", .newPassword), ("username", .username), ("loginTextField", .username),
            ("user_name", .username), ("otpCode", .oneTimeCode), ("verificationCode", .oneTimeCode),
            ("One-time code", .oneTimeCode), ("phoneNumber", .phone), ("firstNameField", .personName),
            ("Full name", .personName), ("name", nil), ("serverPassword", nil), ("apiKey", nil), ("promoCode", nil),
            ("iPhone name", nil), ("loginURL", nil), ("searchText", nil),
        ]
        for (text, purpose) in cases {
            XCTAssertEqual(InputPurposeMissingRule.purpose(of: text), purpose, text)
        }
    }

    func testSwiftUIFields() throws {
        let source = """
        struct V: View {
            var body: some View {
                TextField("", text: $model.email)
                TextField(NSLocalizedString("EMAIL", comment: ""), text: $username)
                VStack { SecureField("Password", text: $password) }.textContentType(.password)
                TextField("Name", text: $name, prompt: Text("Your email"))
                SecureField("API secret", text: $password)
                TextField("Playlist", text: $title)
            }
        }
        """
        let found = lint([("V.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 4, 6])
        XCTAssertEqual(found.first?.severity, .info)
        XCTAssertEqual(found.first?.message, InputPurposeMissingRule.message(purpose: .email))
        XCTAssertEqual(found[1].message, InputPurposeMissingRule.message(purpose: .email))
    }

    /// The content type set in another file of the type counts.
    func testUIKitSetElsewhere() {
        let view = """
        final class SignUp: UIViewController {
            let phoneField = UITextField()
            func make() {
                let emailField = UITextField()
                let otherEmailField = UITextField()
                otherEmailField.textContentType = .emailAddress
            }
        }
        """
        let other = """
        extension SignUp {
            func configure() { phoneField.textContentType = .telephoneNumber }
        }
        """
        XCTAssertEqual(lint([("SignUp.swift", view)], rules: [id]).map(\.start.line), [2, 4])
        XCTAssertEqual(lint([("SignUp.swift", view), ("SignUp+Fields.swift", other)], rules: [id]).map(\.start.line), [4])
    }
}
