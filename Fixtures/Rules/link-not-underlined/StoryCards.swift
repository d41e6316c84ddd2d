import SwiftUI

/// A story page's model: its `body` is plain text decoded from the feed.
struct StoryPage: Codable {
    var title: String
    var body: String
}

/// A view whose own `body` builds Markdown: a `var body: some View` is never a string a
/// `Text` shows, so `Text(page.body)` elsewhere is not a link.
struct ReleaseNotesView: View {
    let notes: String
    var body: some View {
        if let text = try? AttributedString(markdown: notes) {
            Text(text).underline()
        }
    }
}

struct StoryCardView: View {
    @Binding var page: StoryPage

    var body: some View {
        VStack {
            Text(page.title).font(.title)
            Text(page.body)
            Text("Read the [story guidelines](https://example.com/stories) first.")  // expect: link-not-underlined
        }
    }
}
