import SwiftUI

/// A profile card with an avatar, a bio that may contain [links](https://example.com),
/// and a row of actions.
///
/// - Parameter user: the person to show.
@MainActor
struct ProfileView: View {
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
    @Environment(\.dynamicTypeSize) private var typeSize
    @State private var isFollowing = false
    @Binding var selection: Int?
    let user: User

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                AsyncImage(url: user.avatarURL) { phase in
                    switch phase {
                    case .success(let image): image.resizable()
                    case .failure, .empty: Color.gray.opacity(0.3)
                    @unknown default: EmptyView()
                    }
                }
                .frame(width: 44, height: 44)
                .clipShape(Circle())
                .accessibilityHidden(true)

                Text("**\(user.displayName)** joined \(user.joined, style: .date)")
                    .font(.headline)
                    .lineLimit(typeSize.isAccessibilitySize ? nil : 1)
            }
            Text(LocalizedStringKey("Read our [terms](https://example.com/terms) first."))
                .underline(showButtonShapes)
            Button(isFollowing ? "Unfollow" : "Follow") {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { isFollowing.toggle() }
            }
            .buttonStyle(.borderedProminent)
            // Modifiers split across lines, with comments in between.
            Image(systemName: "star.fill") // a trailing comment
                /* an inline block comment */
                .foregroundStyle(.yellow)
                .onTapGesture(count: 2) { selection = nil }
                .accessibilityAddTraits([.isButton, .isSelected])
        }
        .padding(.horizontal, 16)
        .task { await user.refresh() }
    }
}

#Preview("Dark") {
    ProfileView(selection: .constant(0), user: .sample)
        .preferredColorScheme(.dark)
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView(selection: .constant(nil), user: .sample)
    }
}
