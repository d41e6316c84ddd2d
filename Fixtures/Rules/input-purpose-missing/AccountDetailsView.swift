import SwiftUI

/// An account screen: the stored username is shown read-only, the email fields come from builders.
struct AccountDetailsView: View {
    @State private var username = "rosa"
    @State private var email = ""
    @State private var backupEmail = ""
    @State private var phone = ""

    var body: some View {
        Form {
            // Shown for reference only: nobody types into a disabled field.
            TextField("Username", text: $username)
                .disabled(true)
            // Disabled only while saving: people type into it the rest of the time.
            TextField("Phone number", text: $phone)  // expect: input-purpose-missing
                .disabled(isSaving)
            emailField(text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
            backupEmailField
            Button("Save") { save() }
        }
    }

    @State private var isSaving = false

    @ViewBuilder
    func emailField(text: Binding<String>) -> some View {
        if #available(iOS 16.0, *) {
            TextField("Email", text: text)
                .scrollDismissesKeyboard(.interactively)
        } else {
            TextField("Email", text: text)
        }
    }

    /// Its only use sets no content type: the field is still reported.
    var backupEmailField: some View {
        TextField("Backup email", text: $backupEmail)  // expect: input-purpose-missing
    }

    func save() {}
}
