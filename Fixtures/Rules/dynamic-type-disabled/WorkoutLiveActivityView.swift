import SwiftUI

/// A workout summary: the symbols and the monogram avatar are capped, which caps no readable text;
/// the lap count is text, and capping it is reported.
struct WorkoutSummaryView: View {
    let athlete: String
    let laps: Int

    var body: some View {
        HStack {
            Image(systemName: "figure.run")
                .dynamicTypeSize(.xxLarge)
            Label("Pause", systemImage: "pause.fill")
                .labelStyle(.iconOnly)
                .dynamicTypeSize(...DynamicTypeSize.large)
            MonogramAvatar(name: athlete)
            VStack {
                Text("Laps")
                Text("\(laps)")
            }
            .dynamicTypeSize(.large)  // expect: dynamic-type-disabled
            Label("Resume", systemImage: "play.fill")
                .dynamicTypeSize(.large)  // expect: dynamic-type-disabled
        }
    }
}

/// The athlete's initial in a circle, sized from the space it is given.
struct MonogramAvatar: View {
    let name: String

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                Circle().fill(.teal)
                Text(name.prefix(1).uppercased())
                    .font(.system(size: proxy.size.height / 2))
            }
        }
        .dynamicTypeSize(.large)
    }
}
