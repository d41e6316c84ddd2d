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

    /// A screen named for a host, server, network or shared link configures credentials that are not the
    /// user's own account, in Swift and in Interface Builder; a screen that also names the sign-in or
    /// account is still judged.
    func testScreensOfOtherSubjectsAreExempt() {
        let row = """
        struct SecretRow: View {
            @Binding var value: String
            var body: some View { SecureField("Password", text: $value) }
        }
        """
        XCTAssertEqual(lint([("App/Features/Links/SecretRow.swift", row)], rules: [id]).count, 0)
        XCTAssertEqual(lint([("App/Features/Sharing/SecretRow.swift", row)], rules: [id]).count, 0)
        XCTAssertEqual(lint([("App/Rooms/Login/SecretRow.swift", row)], rules: [id]).map(\.start.line), [3])
        XCTAssertEqual(lint([("App/LinkEmail/SecretRow.swift", row)], rules: [id]).map(\.start.line), [3])
        XCTAssertEqual(lint([("App/Shared/SecretRow.swift", row)], rules: [id]).map(\.start.line), [3])
        let host = """
        struct HostEditorView: View {
            @Binding var user: String
            @Binding var pass: String
            var body: some View {
                TextField("Username", text: $user)
                SecureField("Password", text: $pass)
            }
        }
        struct ServerLoginView: View {
            var body: some View { SecureField("Password", text: $password) }
        }
        """
        XCTAssertEqual(lint([("App/Editors.swift", host)], rules: [id]).map(\.start.line), [10])
        let field = """
        final class ProxySettingsController: UIViewController {
            let passwordField = UITextField()
        }
        """
        XCTAssertEqual(lint([("App/Settings.swift", field)], rules: [id]).count, 0)
        func xib(owner: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                        <connections>
                            <outlet property="passwordUI" destination="11" id="24"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="1">
                        <subviews>
                            <textField placeholder="Username" id="13">
                                <textInputTraits key="textInputTraits" autocorrectionType="no"/>
                            </textField>
                            <textField placeholder="Password" id="11">
                                <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                            </textField>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        }
        XCTAssertEqual(lint([("App/EditorController.xib", xib(owner: "HostEditorController"))], rules: [id]).count, 0)
        XCTAssertEqual(lint([("App/HostSetup.xib", xib(owner: "EditorController"))], rules: [id]).count, 0)
        XCTAssertEqual(lint([("App/EditorController.xib", xib(owner: "ServerSignInController"))], rules: [id]).map(\.start.line),
                       [11, 14])
        XCTAssertEqual(lint([("App/EditorController.xib", xib(owner: "EditorController"))], rules: [id]).map(\.start.line), [11, 14])
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="NetworkProxy" id="vc1" customClass="SettingsViewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <textField placeholder="Password" id="f1"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        XCTAssertEqual(lint([("App/Main.storyboard", storyboard)], rules: [id]).count, 0)
        XCTAssertEqual(InputPurposeMissingRule.words(of: "WebDAVAuthentication"), ["web", "dav", "authentication"])
        XCTAssertEqual(InputPurposeMissingRule.words(of: "p12Password"), ["p12", "password"])
    }
}
