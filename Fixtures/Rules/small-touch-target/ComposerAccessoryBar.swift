import SwiftUI

/// The bar above the keyboard in the post composer: attach, mention, poll and send.
struct ComposerAccessoryBar: View {
    @Binding var isMediaPickerPresented: Bool
    let onMention: () -> Void
    let onSend: () -> Void

    var body: some View {
        HStack(spacing: 16) {
            Button {
                isMediaPickerPresented.toggle()
            } label: {
                Image(systemName: "photo.on.rectangle")
                    .frame(width: 24, height: 24)  // expect: small-touch-target
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Add media")

            Button(action: onMention) {
                Image(systemName: "at")
                    .frame(width: 24, height: 24)
                    .padding(10)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Mention")

            Spacer()

            Button("Send", action: onSend)
                .frame(width: 80, height: 32)  // expect: small-touch-target
                .background(Capsule().fill(.tint))

            Button("Draft") { saveDraft() }
                .frame(width: 80, height: 32)
                .buttonStyle(.borderedProminent)
        }
        .padding(.horizontal)
    }

    private func saveDraft() {}
}

/// A check box drawn by hand: only the box takes the tap.
struct CheckBoxRow: View {
    @Binding var isOn: Bool
    let title: LocalizedStringKey

    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 4)
                .stroke(lineWidth: 2)
                .frame(width: 20, height: 20)  // expect: small-touch-target
                .onTapGesture { isOn.toggle() }
                .accessibilityAddTraits(.isButton)
            Text(title)
        }
    }
}

/// The editor's toolbar: the bar gives its buttons the system hit area.
struct EditorToolbar: ViewModifier {
    func body(content: Content) -> some View {
        content.toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { } label: { Image(systemName: "checkmark").frame(width: 22, height: 22) }
                    .accessibilityLabel("Done")
            }
        }
    }
}
