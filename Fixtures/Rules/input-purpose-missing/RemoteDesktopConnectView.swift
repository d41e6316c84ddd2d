import SwiftUI

/// Connecting to a remote desktop host: the password belongs to the host the user typed in (the
/// binding path and the row's caller name it), not to an account AutoFill knows.
struct RemoteHost {
    var address = ""
    var password = ""
}

struct RemoteDesktopConnectView: View {
    @State private var host = RemoteHost()
    @State private var account = ""
    @State private var accountPassword = ""

    var body: some View {
        Form {
            TextField("Address", text: $host.address)
            SecureField("Password", text: $host.password)
            HostPasswordRow(password: $host.password)
            TextField("Email", text: $account)  // expect: input-purpose-missing
            AccountPasswordRow(password: $accountPassword)
        }
    }
}

private struct HostPasswordRow: View {
    @Binding var password: String

    var body: some View {
        SecureField("Password", text: $password)
    }
}

/// The same row shape, but its caller passes the user's own account password.
private struct AccountPasswordRow: View {
    @Binding var password: String

    var body: some View {
        SecureField("Password", text: $password)  // expect: input-purpose-missing
    }
}
