import SwiftUI

/// The reader's title chip, placed only in its screen's toolbar: the bar keeps its items' metrics
/// fixed, as it does for its own inline title. The same font on the article's byline is reported.
struct ReaderTitleChip: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.system(size: 15, weight: .semibold))
            .lineLimit(1)
    }
}

struct ReaderScreen: View {
    let title: String
    let byline: String

    var body: some View {
        ScrollView {
            Text(byline)
                .font(.system(size: 15, weight: .semibold))  // expect: fixed-font-size
        }
        .toolbar {
            ToolbarItem(placement: .principal) { ReaderTitleChip(title: title) }
        }
    }
}
