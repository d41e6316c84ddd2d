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
            ("iPhone name", nil), ("loginURL", nil), ("searchText", nil), ("User Mode Name", nil), ("userNameField", .username),
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

    /// A `.disabled(true)` field takes no input; a field returned by a member is covered when every use of
    /// the member applies `.textContentType`, and reported when one use does not.
    func testDisabledAndBuiltFields() {
        let source = """
        struct V: View {
            var body: some View {
                TextField("Email", text: $email).disabled(true)
                VStack { SecureField("Password", text: $password) }.disabled(true)
                TextField("Email", text: $email).disabled(isBusy)
                emailField().textContentType(.emailAddress)
                passwordField().textContentType(.password)
                passwordField()
            }
            func emailField() -> some View { TextField("Email", text: $email) }
            func passwordField() -> some View { SecureField("Password", text: $password) }
            func usernameField() -> some View { TextField("Username", text: $username) }
        }
        """
        let found = lint([("V.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [5, 11, 12])
    }
}
