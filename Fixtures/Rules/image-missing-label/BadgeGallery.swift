import SwiftUI

/// A badge view shown only by the gallery scaffold below, which only previews construct: never on screen.
struct BadgeTile: View {
    let badge: Badge

    var body: some View {
        VStack {
            Image(badge.assetName)
                .resizable()
                .frame(width: 64, height: 64)
        }
    }
}

/// A design-time gallery of every badge, a preview scaffold.
struct BadgeGalleryPreview: View {
    var body: some View {
        ScrollView {
            ForEach(Badge.all) { badge in
                BadgeTile(badge: badge)
            }
        }
    }
}

/// A badge that the app does show: its image is read by its asset name.
struct EarnedBadge: View {
    let badge: Badge

    var body: some View {
        Image(badge.assetName)  // expect: image-missing-label
    }
}

struct SummitScreen: View {
    let badges: [Badge]

    var body: some View {
        List(badges) { badge in
            EarnedBadge(badge: badge)
        }
    }
}

#Preview("Gallery") {
    BadgeGalleryPreview()
}

struct EarnedBadge_Previews: PreviewProvider {
    static var previews: some View {
        EarnedBadge(badge: .first)
    }
}
