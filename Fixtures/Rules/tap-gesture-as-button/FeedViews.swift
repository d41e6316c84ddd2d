import SwiftUI

struct Tag: Identifiable, Hashable {
    let id: UUID
    let name: String
}

struct Post: Identifiable, Hashable {
    let id: UUID
    var caption: String
    var imageURL: URL?
    var author: String
    var isLiked = false
}

enum FeedDestination: Hashable {
    case tag(String)
    case post(UUID)
    case author(String)
}

@Observable
final class FeedRouter {
    var path: [FeedDestination] = []
    func navigate(to destination: FeedDestination) { path.append(destination) }
}

@Observable
final class FeedViewModel {
    var posts: [Post] = []
    var selectedTheme: FeedTheme = .system
    func like(_ post: Post) {}
    func share(_ post: Post) {}
    func report(_ post: Post) {}
    func play(_ post: Post) {}
}

enum FeedTheme: String, CaseIterable, Identifiable {
    case system, sunrise, ocean, forest
    var id: Self { self }
    var tint: Color {
        switch self {
        case .system: .accentColor
        case .sunrise: .orange
        case .ocean: .blue
        case .forest: .green
        }
    }
}

/// A tag in the trending list. The whole row navigates, but nothing says it is a button.
struct TagRow: View {
    let tag: Tag
    @Environment(FeedRouter.self) private var router

    var body: some View {
        HStack {
            Text("#\(tag.name)")
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
        }
        .contentShape(Rectangle())
        .onTapGesture { router.navigate(to: .tag(tag.name)) }  // expect: tap-gesture-as-button
    }
}

/// A post card: double tap likes (a shortcut; the like button sits in the footer), single tap opens.
struct PostCard: View {
    let post: Post
    let onOpen: () -> Void
    @Environment(FeedViewModel.self) private var viewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            VStack(alignment: .leading, spacing: 8) {
                AsyncImage(url: post.imageURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Color.gray.opacity(0.2)
                }
                .frame(height: 240)
                .clipped()
                .onTapGesture(count: 2) { viewModel.like(post) }

                Text(post.caption)
                    .font(.body)
                    .lineLimit(3)
            }
            // Opens the post; the caption and image are read separately and nothing is a button.
            .onTapGesture(perform: onOpen)  // expect: tap-gesture-as-button

            Button {
                viewModel.like(post)
            } label: {
                Label("Like", systemImage: post.isLiked ? "heart.fill" : "heart")
            }
        }
        .padding()
    }
}

/// A reel that plays on tap. The modifiers are spread over lines with comments.
struct ReelThumbnail: View {
    let post: Post
    @Environment(FeedViewModel.self) private var viewModel

    var body: some View {
        AsyncImage(url: post.imageURL)
            .aspectRatio(9 / 16, contentMode: .fill)
            // Tapping starts playback.
            /* Design asked for no visible play button. */
            .onTapGesture {  // expect: tap-gesture-as-button
                viewModel.play(post)
            }
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

/// The author line: opens the author, and declares the same action for assistive technologies.
struct AuthorLine: View {
    let post: Post
    @Environment(FeedRouter.self) private var router

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "person.crop.circle")
                .accessibilityHidden(true)
            Text(post.author)
                .font(.subheadline.weight(.semibold))
        }
        .onTapGesture { router.navigate(to: .author(post.author)) }
        .accessibilityElement(children: .combine)
        .accessibilityAction { router.navigate(to: .author(post.author)) }
    }
}

/// Theme swatches in the feed settings: each swatch is a selectable choice.
struct ThemePicker: View {
    @Environment(FeedViewModel.self) private var viewModel

    var body: some View {
        HStack(spacing: 12) {
            ForEach(FeedTheme.allCases) { theme in
                Circle()
                    .fill(theme.tint)
                    .frame(width: 32, height: 32)
                    .gesture(TapGesture().onEnded { viewModel.selectedTheme = theme })  // expect: tap-gesture-as-button
            }
        }
    }
}

/// Add to cart: a real Button; the extra tap gesture only fires a haptic.
struct AddToCartButton: View {
    let add: () -> Void
    private let haptics = UIImpactFeedbackGenerator(style: .light)

    var body: some View {
        Button {
            add()
        } label: {
            Label("Add to Cart", systemImage: "cart.badge.plus")
                .simultaneousGesture(TapGesture().onEnded { haptics.impactOccurred() })
        }
        .buttonStyle(.borderedProminent)
    }
}

/// An avatar that opens the account sheet and says so.
struct AccountAvatar: View {
    let initials: String
    @Binding var isShowingAccount: Bool

    var body: some View {
        Text(initials)
            .font(.caption.bold())
            .frame(width: 36, height: 36)  // expect: small-touch-target
            .background(Circle().fill(.tint))
            .onTapGesture { isShowingAccount = true }
            .accessibilityLabel("Account")
            .accessibilityAddTraits(.isButton)
    }
}

/// Sharing is tappable on iOS only; the macOS build uses a context menu instead.
struct ShareHint: View {
    let post: Post
    @Environment(FeedViewModel.self) private var viewModel

    var body: some View {
        Label("Share", systemImage: "square.and.arrow.up")
            .labelStyle(.iconOnly)
        #if os(iOS)
            .onTapGesture { viewModel.share(post) }  // expect: tap-gesture-as-button
        #else
            .contextMenu { Button("Share") { viewModel.share(post) } }
        #endif
    }
}

/// A macOS-only sidebar row: the iOS accessibility checks do not apply here.
struct FeedSidebarRow: View {
    let tag: Tag
    @Environment(FeedRouter.self) private var router

    var body: some View {
        Text(tag.name)
        #if os(macOS)
            .onTapGesture { router.navigate(to: .tag(tag.name)) }
        #endif
    }
}

#if os(macOS)
struct MacFeedFooter: View {
    @Environment(FeedRouter.self) private var router
    var body: some View {
        Text("Show older posts")
            .onTapGesture { router.navigate(to: .tag("archive")) }
    }
}
#endif

#Preview {
    TagRow(tag: Tag(id: UUID(), name: "swiftui"))
        .onTapGesture { print("preview tap") }
        .environment(FeedRouter())
}
