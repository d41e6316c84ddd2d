import SwiftUI

/// A compact player bar with its own expand button (used from PlayerHost.swift).
struct MiniPlayerBar: View {
    @Binding var isExpanded: Bool

    func expandPlayer() {
        withAnimation { isExpanded.toggle() }
    }

    var body: some View {
        HStack {
            Text("Now playing")
            Spacer()
            Button {
                expandPlayer()
            } label: {
                Image(systemName: "chevron.up")
            }
            .accessibilityLabel("Show player")
        }
    }
}

/// A card whose only button likes the episode.
struct EpisodeCard: View {
    let like: () -> Void

    var body: some View {
        HStack {
            Text("Episode 12")
            Button("Like", action: like)
        }
    }
}
