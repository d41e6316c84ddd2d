import SwiftUI

@Observable
final class PlaybackModel {
    var isPlaying = false
    var isLocked = false
    var hasNextEpisode = true
    func togglePlayback() { isPlaying.toggle() }
    func skipIntro() {}
    func undoSeek() {}
    func nextEpisode() {}
}

/// The on-screen controls of the SwiftUI player.
struct PlayerControlsView: View {
    @Bindable var model: PlaybackModel

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 32) {
                Button("Undo Seek") { model.undoSeek() }
                    .tint(.clear)  // expect: hidden-by-clear-tint

                Button {
                    model.togglePlayback()
                } label: {
                    Image(systemName: model.isPlaying ? "pause.fill" : "play.fill")
                        .font(.largeTitle)
                }
                .accessibilityLabel(model.isPlaying ? "Pause" : "Play")

                Button("Passer l’intro ⏭") { model.skipIntro() }.tint(.clear)  // expect: hidden-by-clear-tint
            }

            Button {
                model.nextEpisode()
            } label: {
                Label("Next Episode", systemImage: "forward.end.fill")
            }
            // Faded out until the credits roll.
            .foregroundStyle(Color.clear)  // expect: hidden-by-clear-tint

            // Reserves the space of a button that may appear; hidden from everyone.
            Button("Placeholder") {}
                .foregroundStyle(.clear)
                .accessibilityHidden(true)

            Button("Resume") {}
                .foregroundColor(.clear)
                .hidden()

            // Disabled is not hidden: VoiceOver still lands on it and says "Locked, dimmed".
            Button("Locked") {}
                .tint(.clear)  // expect: hidden-by-clear-tint
                .disabled(true)

            // Decorative shapes are not controls.
            Rectangle()
                .foregroundStyle(.clear)
                .frame(height: 8)

            Link("Episode guide", destination: URL(string: "https://example.com/guide")!)
                .foregroundStyle(.clear)  // expect: hidden-by-clear-tint

            Text("Chapter 3")
                .opacity(model.isPlaying ? 0 : 1)
        }
    }
}

#if os(macOS)
/// The Mac player keeps its hidden touch-bar buttons here.
struct MacPlayerControls: View {
    var body: some View {
        Button("Full Screen") {}
            .tint(.clear)
    }
}
#endif
