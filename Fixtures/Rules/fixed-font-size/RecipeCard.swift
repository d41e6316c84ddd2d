import SwiftUI

/// A recipe card in the "Cook" tab: title, timing badge and a favorite button.
struct RecipeCard: View {
    let recipe: Recipe
    @ScaledMetric(relativeTo: .caption) private var badgeSize = 11
    @Binding var isFavorite: Bool

    private let cardTitleFont: Font = .system(size: 22, weight: .bold)  // expect: fixed-font-size

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(recipe.title)
                .font(cardTitleFont)
            Text(recipe.summary)
                .font(.system(size: 13))  // expect: fixed-font-size
                .foregroundStyle(.secondary)
            HStack {
                Label(recipe.duration, systemImage: "clock")
                    .font(.system(size: badgeSize, weight: .medium))
                Text(recipe.servings)
                    .font(.custom("AvenirNext-Medium", size: 12))
                Text(recipe.calories)
                    .font(Font.custom("AvenirNext-Medium", fixedSize: recipe.isCompact ? 10 : 12))  // expect: fixed-font-size
                Spacer()
                Button {
                    isFavorite.toggle()
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                }
                .font(.system(size: 20))
                .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
            }
            Image(systemName: "fork.knife")
                .font(.system(size: 28, weight: .light))
                .symbolRenderingMode(.hierarchical)
            Text(recipe.author)
                .font(.system(.footnote, design: .rounded))
        }
        .padding()
    }
}

#if os(macOS)
/// The Mac sidebar row keeps AppKit's fixed sizes: macOS has no Dynamic Type.
struct RecipeSidebarRow: View {
    let recipe: Recipe
    var body: some View {
        Text(recipe.title).font(.system(size: 12))
    }
}
#endif
