import SwiftUI

/// A podcast episode in a list: its title and show name are clipped to one line.
struct EpisodeListRow: View {
    let episode: PodcastEpisode

    var body: some View {
        VStack(alignment: .leading) {
            Text(episode.title)
                .font(.headline)
                .lineLimit(1)  // expect: text-truncation
            Text(verbatim: episode.showName)
                .font(.subheadline)
                .lineLimit(1)  // expect: text-truncation
            Text(String(format: NSLocalizedString("Hosted by %@", comment: "Episode host"), episode.host))
                .lineLimit(1)  // expect: text-truncation
            Text("Downloaded")
                .lineLimit(1)
            Text(episode.publishedDate, style: .date)
                .lineLimit(1)
            Text(String(format: "%.1f", episode.rating))
                .lineLimit(1)
            Text(episode.summary)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
            Text(episode.guestNames)
                .lineLimit(1)
                .help(episode.guestNames)
        }
    }
}

/// A badge whose container lets every text in it shrink.
struct ShowBadge: View {
    let show: PodcastShow

    var body: some View {
        HStack {
            Image(systemName: "mic")
            Text(show.name).lineLimit(1)
        }
        .minimumScaleFactor(0.6)
    }
}

/// A header that picks a layout that fits.
struct ShowHeader: View {
    let show: PodcastShow

    var body: some View {
        ViewThatFits {
            Text(show.name).lineLimit(1)
            Text(show.shortName)
        }
    }
}
