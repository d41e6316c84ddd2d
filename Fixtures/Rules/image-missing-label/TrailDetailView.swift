import SwiftUI

struct Trail: Identifiable, Hashable {
    let id: UUID
    var name: String
    var region: String
    var lengthKilometers: Double
    var heroPhoto: UIImage?
    var mapSnapshot: UIImage?
    var difficulty: Difficulty
}

enum Difficulty: String, CaseIterable, Identifiable {
    case easy, moderate, hard
    var id: Self { self }

    /// Badge artwork from the asset catalog; shown next to the difficulty's name.
    var badge: Image {
        switch self {
        case .easy: Image("badge-easy")
        case .moderate: Image("badge-moderate")
        case .hard: Image("badge-hard")
        }
    }

    var title: LocalizedStringKey {
        switch self {
        case .easy: "Easy"
        case .moderate: "Moderate"
        case .hard: "Hard"
        }
    }
}

struct TrailDetailView: View {
    let trail: Trail
    @State private var isSaved = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                hero
                HStack(spacing: 8) {
                    Image("trail-marker")  // expect: image-missing-label
                        .resizable()
                        .frame(width: 20, height: 20)
                    Text(trail.region)
                        .font(.subheadline)
                }
                HStack {
                    trail.difficulty.badge
                    Text(trail.difficulty.title)
                }
                .accessibilityElement(children: .combine)

                Image(decorative: "section-divider")
                    .resizable()
                    .frame(height: 4)

                if let snapshot = trail.mapSnapshot {
                    Image(uiImage: snapshot)  // expect: image-missing-label
                        .resizable()
                        .scaledToFit()
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                }

                Button {
                    isSaved.toggle()
                } label: {
                    HStack {
                        Image(isSaved ? "bookmark-filled" : "bookmark")
                        Text(isSaved ? "Saved" : "Save Trail")
                    }
                }
            }
            .padding()
        }
        .navigationTitle(trail.name)
    }

    @ViewBuilder
    private var hero: some View {
        if let photo = trail.heroPhoto {
            Image(uiImage: photo)
                .resizable()
                .scaledToFill()
                .frame(height: 220)
                .clipped()
                .accessibilityLabel("Photo of \(trail.name)")
        } else {
            Image("hero-placeholder")
                .resizable()
                .scaledToFill()
                .frame(height: 220)
                .accessibilityHidden(true)
        }
    }
}
