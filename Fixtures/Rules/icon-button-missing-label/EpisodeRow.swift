import SwiftUI

struct Episode: Identifiable, Hashable {
    let id: UUID
    var title: String
    var artworkURL: URL?
    var transcriptURL: URL?
    var isDownloaded = false

    static let preview = Episode(id: UUID(), title: "Preview")
}

struct Chapter: Hashable {
    var title: String
}

/// One episode in the show's list.
struct EpisodeRow: View {
    let episode: Episode
    let onDownload: () -> Void
    let onDelete: () -> Void
    @Binding var isQueued: Bool

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading) {
                Text(episode.title)
                    .font(.headline)
                if let transcript = episode.transcriptURL {
                    Link(destination: transcript) {  // expect: icon-button-missing-label
                        Image("transcript-glyph")  // note: icon-button-missing-label
                    }
                }
            }
            Spacer()
            if episode.isDownloaded {
                // A small badge, not a control: hidden on purpose, the row's text says it all.
                Button(action: onDelete) { Image("downloaded-check") }
                    .accessibilityHidden(true)  // expect: hidden-interactive-element
            } else {
                Button(action: onDownload) {  // expect: icon-button-missing-label
                    ZStack {
                        Circle().strokeBorder(.secondary)
                        Image(systemName: "arrow.down.to.line")
                    }
                }
            }
            Toggle(isOn: $isQueued) {  // expect: icon-button-missing-label
                Image(systemName: isQueued ? "text.badge.checkmark" : "text.badge.plus")
            }
            .toggleStyle(.button)
            // A badge with a count next to the image speaks for itself.
            Button(action: onDownload) {
                HStack {
                    Image("comments-bubble")
                    CommentCountBadge(count: 3)
                }
            }
        }
    }
}

struct CommentCountBadge: View {
    let count: Int

    var body: some View {
        Text(count, format: .number)
            .font(.caption2)
    }
}

#if os(macOS)
/// The Mac sidebar footer: VoiceOver on the Mac reads an unnamed button the same way.
struct LibraryFooter: View {
    let add: () -> Void
    let remove: () -> Void

    var body: some View {
        HStack {
            Button(action: add) { Image(systemName: "plus") }
            // `.help` adds a tooltip and a hint, not a name: reported as info.
            Button(action: remove) { Image(systemName: "folder.badge.minus") }  // expect: icon-button-missing-label
                .help("Remove the folder")
        }
    }
}
#endif
