import SwiftUI

/// Importing a signing certificate: its file's password is not the user's account password,
/// so AutoFill's `.password` would only offer unrelated saved logins. The account fields of
/// the same form are the user's own.
struct SigningCertificateForm: View {
    @State private var p12Password = ""
    @State private var certificatePassphrase = ""
    @State private var accountPassword = ""

    var body: some View {
        Form {
            Section("Certificate") {
                SecureField("Certificate password", text: $p12Password)
                SecureField("Passphrase", text: $certificatePassphrase)
            }
            Section("Developer account") {
                SecureField("Password", text: $accountPassword) // expect: input-purpose-missing
            }
        }
    }
}
