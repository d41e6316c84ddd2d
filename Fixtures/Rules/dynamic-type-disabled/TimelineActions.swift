import SwiftUI

/// The action bar under a post: reply, boost, favorite, each with a count.
struct TimelineActions: View {
    let post: Post
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        HStack(spacing: 24) {
            action("Reply", count: post.replies)
            action("Boost", count: post.boosts)
            action("Favorite", count: post.favorites)
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)  // expect: dynamic-type-disabled
    }

    private func action(_ title: LocalizedStringKey, count: Int) -> some View {
        Button {
            perform(title)
        } label: {
            Text(count, format: .number.notation(.compactName))
                .font(.footnote)
                .dynamicTypeSize(.medium)  // expect: dynamic-type-disabled
        }
        .accessibilityLabel(title)
    }
}

/// The profile header caps at an accessibility size and stacks vertically there instead.
struct ProfileHeader: View {
    let profile: Profile
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        layout {
            Text(profile.name).font(.title2.bold())
            Text(profile.handle).font(.subheadline)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}

/// A legend drawn under a chart, forced to one size.
struct ChartLegend: View {
    let entries: [String]
    var body: some View {
        HStack { ForEach(entries, id: \.self) { Text($0) } }
            .environment(\.dynamicTypeSize, .small)  // expect: dynamic-type-disabled
    }
}
