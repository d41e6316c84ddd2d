import SwiftUI

struct Article: Identifiable, Hashable {
    let id: UUID
    var title: String
    var body: String
    var url: URL
    var isFavorite = false
}

@Observable
final class ReaderModel {
    var article: Article
    var fontScale = 1.0
    var isReaderMode = false
    var showsOutline = false
    var isShowingSuggestions = false

    init(article: Article) { self.article = article }

    func toggleFavorite() { article.isFavorite.toggle() }
    func previous() {}
    func next() {}
    func delete() {}
}

/// The article screen with a full toolbar.
struct ArticleReaderView: View {
    @State var model: ReaderModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text(model.article.body)
                .font(.system(.body, design: .serif))
                .padding()
        }
        .navigationTitle(model.article.title)
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                // The symbol's own description ("Close") names the action.
                Button { dismiss() } label: { Image(systemName: "xmark") }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {  // expect: bar-button-item-missing-label
                    model.showsOutline.toggle()
                } label: {
                    Image(systemName: "list.bullet.indent")
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button(action: model.toggleFavorite) {  // expect: bar-button-item-missing-label
                    Image(systemName: model.article.isFavorite ? "star.fill" : "star")
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Menu {
                    Button("Smaller Text") { model.fontScale -= 0.1 }
                    Button("Larger Text") { model.fontScale += 0.1 }
                } label: {
                    Label("Text Size", systemImage: "textformat.size")
                        .labelStyle(.iconOnly)
                }
            }
            ToolbarItem(placement: .secondaryAction) {
                Menu {  // expect: bar-button-item-missing-label
                    Toggle("Reader Mode", isOn: $model.isReaderMode)
                } label: {
                    Image("ic_reader_options")  // note: bar-button-item-missing-label
                }
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button(action: model.previous) {
                    Image(systemName: "chevron.up")
                }
                .accessibilityLabel("Previous Article")

                Spacer()

                ShareLink(item: model.article.url) {
                    Image(systemName: "square.and.arrow.up")
                }

                Spacer()

                Button { model.isShowingSuggestions = true } label: {
                    Image("ic_sparkles", label: Text("Suggestions"))
                }

                Spacer()

                Button("Delete", systemImage: "trash", role: .destructive) { model.delete() }

                Spacer()

                Button(action: model.next) {  // expect: bar-button-item-missing-label
                    Image(systemName: "chevron.down")
                }
                // A hint is not a label.
                .accessibilityHint("Shows the next article")
            }
        }
    }
}

/// The account button on the home screen: a navigation link labeled by an avatar only.
struct HomeToolbar: ToolbarContent {
    let avatarURL: URL?

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            NavigationLink {  // expect: bar-button-item-missing-label
                AccountView()
            } label: {
                Image(systemName: "person.crop.circle")
                    .font(.title3)
            }
        }
        ToolbarItem(placement: .topBarTrailing) {
            NavigationLink {
                NotificationsView()
            } label: {
                Image(systemName: "bell.badge")
                    /* VoiceOver: read the destination, not the symbol */
                    .accessibilityLabel("Notifications")
            }
        }
        ToolbarItem(placement: .principal) {
            // Not a control: a plain logo in the title position.
            Image("wordmark")
                .accessibilityLabel("Daily Reader")
        }
    }
}

struct AccountView: View {
    var body: some View { Text("Account") }
}

struct NotificationsView: View {
    var body: some View { Text("Notifications") }
}

#if os(macOS)
/// On macOS toolbar items show their help text on hover and in the overflow menu.
struct MacReaderToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem {
            Button { NSApp.sendAction(#selector(NSSplitViewController.toggleSidebar(_:)), to: nil, from: nil) } label: {
                Image(systemName: "sidebar.left")
            }
        }
    }
}
#endif
