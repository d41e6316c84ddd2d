import SwiftUI

@Observable
final class PlaybackModel {
    var episode: Episode
    var isPlaying = false
    var isStarred = false
    var rate = 1.0
    var chapters: [Chapter] = []
    var showsQueue = false

    init(episode: Episode) { self.episode = episode }

    func togglePlayback() { isPlaying.toggle() }
    func skip(by seconds: Double) {}
    func nextChapter() {}
    func share() {}
}

/// The full-screen player.
struct NowPlayingView: View {
    @State var model: PlaybackModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                // The symbol's own description ("Close") names the action.
                Button { dismiss() } label: { Image(systemName: "xmark") }
                Spacer()
                Button {  // expect: icon-button-missing-label
                    model.showsQueue = true
                } label: {
                    Image("queue-stack")  // note: icon-button-missing-label
                        .renderingMode(.template)
                }
            }

            ArtworkView(url: model.episode.artworkURL)

            HStack(spacing: 32) {
                Button(action: { model.skip(by: -15) }, label: {  // expect: icon-button-missing-label
                    Image("gobackward-15-custom")  // note: icon-button-missing-label
                        .font(.title)
                })
                // "Play" and "Pause" approximate the action: reported as info.
                Button(action: model.togglePlayback) {  // expect: icon-button-missing-label
                    Image(systemName: model.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 64))
                }
                Button { model.skip(by: 30) } label: {
                    Image("goforward-30-custom")
                        .font(.title)
                }
                .accessibilityLabel("Skip forward 30 seconds")
            }

            HStack {
                // A Label keeps its title for VoiceOver even when only the icon shows.
                Button { model.isStarred.toggle() } label: {
                    Label(model.isStarred ? "Unstar" : "Star", systemImage: model.isStarred ? "star.fill" : "star")
                        .labelStyle(.iconOnly)
                }
                Button("Share", systemImage: "square.and.arrow.up", action: model.share)
                    .labelStyle(.iconOnly)
                // A helper that draws the title next to the icon.
                Button(action: model.nextChapter) {
                    chapterButtonContent(title: model.chapters.first?.title ?? "")
                }
                Menu {  // expect: icon-button-missing-label
                    ForEach([0.75, 1.0, 1.5, 2.0], id: \.self) { rate in
                        Button("\(rate, format: .number)×") { model.rate = rate }
                    }
                } label: {
                    Image("speedometer-badge")  // note: icon-button-missing-label
                }
                .padding(.leading, 8)
                // The custom view is labeled where it is used.
                CircleIconButton(image: "sleep-timer") { model.showsQueue = false }
                    .accessibilityLabel("Sleep timer")
            }

            // The whole row is one element with its own label.
            HStack {
                Text(model.episode.title)
                Button(action: model.share) { Image("share-outline") }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(model.episode.title)
        }
        .padding()
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                // Judged by bar-button-item-missing-label, not twice.
                Button { model.showsQueue = true } label: {  // expect: bar-button-item-missing-label
                    Image("airplay-custom")  // note: bar-button-item-missing-label
                }
            }
        }
    }

    private func chapterButtonContent(title: String) -> some View {
        HStack {
            Image(systemName: "forward.end")
            Text(title)
        }
    }
}

/// A round icon button; its uses give it a name.
struct CircleIconButton: View {
    let image: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(image)
                .padding(10)
                .background(Circle().fill(.thinMaterial))
        }
    }
}

#Preview {
    NowPlayingView(model: PlaybackModel(episode: .preview))
}

#Preview("Circle button") {
    CircleIconButton(image: "sleep-timer") {}
}
