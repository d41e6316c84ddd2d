import SwiftUI

/// The bottom bar of a conversation.
struct MessageComposerView: View {
    @Binding var draft: String
    var send: () -> Void
    var attach: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: attach) {
                Image(systemName: "paperclip")
            }
            .accessibilityLabel("Attach")

            TextField("Message", text: $draft, axis: .vertical)
                .textFieldStyle(.roundedBorder)

            // Faded out while the draft is empty, but only disabled, not hidden.
            Button(action: send) {
                Image(systemName: "arrow.up.circle.fill")
                    .font(.title2)
            }
            .accessibilityLabel("Send")
            .disabled(draft.isEmpty)
            .foregroundStyle(draft.isEmpty ? Color.clear : Color.accentColor)  // expect: hidden-by-clear-tint
        }
        .padding(.horizontal)
    }
}
