import SwiftUI
import UIKit

/// A sign-up form that shows a server-rendered captcha kept in view state.
struct SignUpCaptchaView: View {
    @State private var challenge: Image?
    @State private var stamp: Image?
    @State private var answer = ""

    var body: some View {
        Form {
            if self.challenge != nil {
                HStack {
                    self.challenge
                    Spacer()
                    Button(action: reload) { Image(systemName: "arrow.clockwise") }
                        .accessibilityLabel("New captcha")
                }
            }
            TextField("Characters shown", text: $answer)
            if stamp == nil {
                Text("Loading…")
            }
        }
        .task { reload() }
    }

    private func reload() {
        guard let rendered = UIImage(data: CaptchaService.shared.latestPNG) else { return }
        self.challenge = Image(uiImage: rendered)  // expect: image-missing-label
        // Only compared and cleared, never shown: a value.
        stamp = Image(uiImage: rendered)
    }
}

/// A tile shown by UIKit hosts as it is, and once as a button's label beside its title.
struct PodcastTile: View {
    let artwork: UIImage
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Image(uiImage: artwork)  // expect: image-missing-label
                .resizable()
                .aspectRatio(contentMode: .fit)
            Text(title).font(.caption)
        }
    }
}

struct RelatedPodcastsRow: View {
    let podcasts: [PodcastSummary]
    let open: (PodcastSummary) -> Void

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(podcasts) { podcast in
                    Button {
                        open(podcast)
                    } label: {
                        PodcastTile(artwork: podcast.artwork, title: podcast.title)
                    }
                }
            }
        }
    }
}

final class PodcastTileCell: UICollectionViewCell {
    private lazy var host: UIHostingController<PodcastTile> = {
        let tile = PodcastTile(artwork: UIImage(), title: "")
        return UIHostingController(rootView: tile)
    }()
}

/// A details layout whose cover slot it always hides from VoiceOver (the title below says it all).
struct EpisodeDetailsLayout<Cover: View>: View {
    let title: String
    @ViewBuilder let cover: () -> Cover

    var body: some View {
        ScrollView {
            cover()
                .accessibilityHidden(true)
            Text(title).font(.title)
        }
    }
}

struct EpisodeCover: View {
    let artwork: UIImage
    var body: some View {
        Image(uiImage: artwork).resizable().scaledToFit()
    }
}

struct EpisodeDetailsScreen: View {
    let episode: EpisodeSummary
    var body: some View {
        EpisodeDetailsLayout(title: episode.title, cover: {
            EpisodeCover(artwork: episode.artwork)
        })
        EpisodeDetailsLayout(title: episode.title) {
            EpisodeCover(artwork: episode.artwork)
        }
    }
}
