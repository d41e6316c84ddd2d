import SwiftUI
import WidgetKit

struct SummitEntry: TimelineEntry {
    let date: Date
    let elevationGain: Int
    let badgeArt: UIImage?
}

struct SummitWidgetView: View {
    var entry: SummitEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(entry.elevationGain) m")
                .font(.title.bold())
            Text("climbed this week")
                .font(.caption)
            if let art = entry.badgeArt {
                Image(uiImage: art)
                    .resizable()
                    .frame(width: 28, height: 28)
                    .accessibilityLabel("Weekly summit badge")
            }
        }
        .overlay(alignment: .topTrailing) {
            Image(.appGlyph)  // expect: image-missing-label
                .resizable()
                .frame(width: 16, height: 16)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

#Preview(as: .systemSmall) {
    SummitWidget()
} timeline: {
    SummitEntry(date: .now, elevationGain: 1200, badgeArt: nil)
}
