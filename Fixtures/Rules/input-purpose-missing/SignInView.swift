import SwiftUI

/// A sign-in form: two fields declare their purpose, two do not.
struct SignInView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var oneTimeCode = ""
    @State private var serverPassword = ""
    @State private var serverURL = ""

    var body: some View {
        Form {
            TextField("Email", text: $email)  // expect: input-purpose-missing
                .keyboardType(.emailAddress)
            SecureField("Password", text: $password)
                .textContentType(.password)
            TextField("Verification code", text: $oneTimeCode)  // expect: input-purpose-missing
            TextField("Server", text: $serverURL)
            SecureField("Server password", text: $serverPassword)
        }
    }
}
