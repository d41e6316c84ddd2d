import SwiftUI

/// Reads the text size and lifts its limits at accessibility sizes: not reported.
struct AdaptiveShowHeader: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    let show: PodcastShow

    var body: some View {
        Text(show.name)
            .lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)
        Text(show.author)
            .lineLimit(1)
    }
}
