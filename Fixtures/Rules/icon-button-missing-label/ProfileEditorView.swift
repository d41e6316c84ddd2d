import SwiftUI

/// A profile editor whose navigation buttons are drawn by small image helpers.
struct ProfileEditorView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var isEditingDetails = false

    func navIcon(asset: String) -> some View {
        Image(asset)
            .resizable()
            .frame(width: 44, height: 44)
            .background(Color.black.opacity(0.5))
            .clipShape(Circle())
    }

    func labeledNavIcon(asset: String, label: LocalizedStringKey) -> some View {
        Image(asset)
            .frame(width: 44, height: 44)
            .accessibilityLabel(label)
    }

    var body: some View {
        Form {
            TextField("Name", text: $name)
            HStack {
                Button {  // expect: icon-button-missing-label
                    dismiss()
                } label: {
                    navIcon(asset: "nav-back")
                }
                Button {
                    save()
                } label: {
                    labeledNavIcon(asset: "nav-check", label: "Save")
                }
                Button {  // expect: icon-button-missing-label
                    isEditingDetails = true
                } label: {
                    Image(systemName: "square.and.pencil")
                }
            }
        }
    }

    func save() {}
}
