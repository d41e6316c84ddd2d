import SwiftUI

struct TrailListView: View {
    let trails: [Trail]
    @Binding var selection: Trail?

    var body: some View {
        List(trails) { trail in
            NavigationLink(value: trail) {
                TrailRow(trail: trail)
            }
        }
        .navigationDestination(for: Trail.self) { trail in
            TrailDetailView(trail: trail)
        }
        .toolbar {
            ToolbarItem(placement: .principal) {
                Image("wordmark")  // expect: image-missing-label
            }
        }
    }
}

/// A row shown only inside a navigation link, next to the trail's name: the link is named by the text.
struct TrailRow: View {
    let trail: Trail

    var body: some View {
        HStack(spacing: 12) {
            thumbnail
            VStack(alignment: .leading) {
                Text(trail.name).font(.headline)
                Text("\(trail.lengthKilometers, specifier: "%.1f") km").font(.caption)
            }
        }
    }

    private var thumbnail: some View {
        Group {
            if let photo = trail.heroPhoto {
                Image(uiImage: photo)
                    .resizable()
                    .scaledToFill()
            } else {
                Color.secondary.opacity(0.2)
            }
        }
        .frame(width: 56, height: 56)
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

struct RecentTrailsStrip: View {
    let trails: [Trail]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(trails) { trail in
                    TrailPostcard(trail: trail)
                }
            }
        }
    }
}

/// Shown bare in a strip: its photo is an element of its own.
struct TrailPostcard: View {
    let trail: Trail

    var body: some View {
        VStack {
            if let photo = trail.heroPhoto {
                Image(uiImage: photo)  // expect: image-missing-label
                    .resizable()
                    .frame(width: 120, height: 80)
            }
            Text(trail.name).font(.caption)
        }
    }
}
