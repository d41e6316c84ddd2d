import SwiftUI

/// A mini player bar: the close label says "button", the artwork label says "image".
struct PlayerBar: View {
    var artwork: String
    var close: () -> Void

    var body: some View {
        HStack {
            Image(artwork)
                .accessibilityLabel("Album artwork image")  // expect: label-contains-role
            Button(action: close) {
                Image(systemName: "xmark")
            }
            .accessibilityLabel("Close Button")  // expect: label-contains-role
            Button(action: close) {
                Image(systemName: "photo")
            }
            .accessibilityLabel("Change cover image")
            Link(destination: URL(fileURLWithPath: "/")) {
                Image(systemName: "info.circle")
            }
            .accessibilityLabel("Album details link")  // expect: label-contains-role
        }
    }
}
