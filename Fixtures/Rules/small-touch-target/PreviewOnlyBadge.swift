import SwiftUI

/// A removal badge drawn small but constructed only by its own preview, and a favourite badge that
/// the shelf view does show.
struct RemovalBadge: View {
    let onRemove: () -> Void

    var body: some View {
        Button(action: onRemove) {
            Image(systemName: "xmark.circle.fill")
                .frame(width: 28, height: 28)
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Remove")
    }
}

struct FavouriteBadge: View {
    let onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            Image(systemName: "star.fill")
                .frame(width: 28, height: 28)  // expect: small-touch-target
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Favourite")
    }
}

struct ShelfCover: View {
    var body: some View {
        Color.gray.overlay(alignment: .topTrailing) {
            FavouriteBadge { }
        }
    }
}

#Preview {
    RemovalBadge { }
}
