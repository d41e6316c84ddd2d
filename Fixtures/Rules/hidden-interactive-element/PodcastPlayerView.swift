import SwiftUI

/// The player screen of a podcast app: a skip button hidden by mistake, decorative art hidden on purpose.
struct PodcastPlayerView: View {
    @State private var showsChapters = false
    @State private var isSpoilerRevealed = false
    let episode: Episode

    var body: some View {
        VStack(spacing: 16) {
            Image(episode.artworkName)
                .resizable()
                .scaledToFit()
                .accessibilityHidden(true)

            HStack {
                Button { player.skipBackward() } label: { Image(systemName: "gobackward.15") }
                    .accessibilityHidden(true) // expect: hidden-interactive-element
                Button { player.togglePlayback() } label: { Image(systemName: "playpause.fill") }
                    .accessibilityLabel("Play or pause")
            }

            DisclosureGroup("Chapters", isExpanded: $showsChapters) {
                ChapterList(chapters: episode.chapters)
            }
            .accessibility(hidden: true) // expect: hidden-interactive-element

            HStack {
                Text(episode.spoilerWarning)
                Button { isSpoilerRevealed.toggle() } label: { Image(systemName: "chevron.down") }
                    .accessibilityHidden(true)
            }
            .onTapGesture { isSpoilerRevealed.toggle() }

            HStack {
                Button { dismiss() } label: { Image(systemName: "xmark") }
                Spacer()
            }
            .accessibilityHidden(true) // expect: hidden-interactive-element

            Text(episode.title)
                .onTapGesture { copyTitle() }
                .accessibilityHidden(true) // expect: hidden-interactive-element

            Button("Sleep timer") { showsSleepTimer = true }
                .opacity(isFullScreen ? 0 : 1)
                .accessibilityHidden(isFullScreen)
        }
    }
}
