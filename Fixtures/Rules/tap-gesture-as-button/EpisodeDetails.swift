import SwiftUI

struct EpisodeDetails: View {
    let episode: Episode
    @State private var isSynopsisExpanded = false
    @State private var zoomedStill: Still?
    @State private var showsCredits = false

    var body: some View {
        ZStack {
            VStack(alignment: .leading, spacing: 12) {
                Text(episode.synopsis)
                    .lineLimit(isSynopsisExpanded ? nil : 3)
                    // The "More" button below does the same: the text is a bigger target for it.
                    .onTapGesture { withAnimation { isSynopsisExpanded.toggle() } }
                Button(isSynopsisExpanded ? "Less" : "More") {
                    withAnimation { isSynopsisExpanded.toggle() }
                }
                Text("Credits")
                    .font(.headline)
                    .onTapGesture { showsCredits = true }  // expect: tap-gesture-as-button
                Button("Share") { share(episode) }
                stillsStrip
            }
            if zoomedStill != nil {
                zoomedStillView()
            }
        }
    }

    private var stillsStrip: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(episode.stills) { still in
                    StillThumbnail(still: still)
                        .onTapGesture { withAnimation { zoomedStill = still } }  // expect: tap-gesture-as-button
                }
            }
        }
    }

    /// Shown only while a still is zoomed; tapping it closes it again.
    private func zoomedStillView() -> some View {
        StillImage(still: zoomedStill!)
            .scaleEffect(1.5)
            .onTapGesture { withAnimation { self.zoomedStill = nil } }
    }

    private func share(_ episode: Episode) {}
}
