import SwiftUI

/// A profile editor whose edit button shows only the compose symbol.
struct ProfileEditorView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var isEditingDetails = false

    var body: some View {
        Form {
            TextField("Name", text: $name)
            HStack {
                // VoiceOver reads "Compose", not "Edit details": reported as info.
                Button {  // expect: icon-button-missing-label
                    isEditingDetails = true
                } label: {
                    Image(systemName: "square.and.pencil")
                }
                Button {
                    isEditingDetails = true
                } label: {
                    Image(systemName: "square.and.pencil")
                }
                .accessibilityLabel("Edit details")
            }
        }
    }
}
