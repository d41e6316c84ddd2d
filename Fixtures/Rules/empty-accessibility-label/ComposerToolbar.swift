import SwiftUI

/// The composer's toolbar: one icon button loses its name to an empty label.
struct ComposerToolbar: View {
    var attach: () -> Void
    var send: () -> Void

    var body: some View {
        HStack {
            Button(action: attach) {
                Image(systemName: "paperclip")
            }
            .accessibilityLabel("")  // expect: empty-accessibility-label

            Image("divider-wave")
                .accessibilityLabel("")
                .accessibilityHidden(true)

            Button(action: send) {
                Image(systemName: "paperplane")
            }
            .accessibilityLabel("Send")
        }
    }
}
