import SwiftUI

/// A video row and its controls, labeled partly with test ids.
struct VideoRow: View {
    var id: String
    var title: String
    var play: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Button(action: play) {
                Image(systemName: "play.fill")
            }
            .accessibilityIdentifier("video.row.play")
            .accessibilityLabel("video.row.play")  // expect: label-looks-like-identifier
            Image(systemName: "arrow.down.circle")
                .accessibilityLabel("arrow.down.circle")  // expect: label-looks-like-identifier
            Image(systemName: "star.fill")
                .accessibilityLabel("video.rating.label")
        }
        .accessibilityIdentifier("video.row.\(id)")
        .accessibilityLabel("video.row.\(id)")  // expect: label-looks-like-identifier
    }
}
