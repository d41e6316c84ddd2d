import SwiftUI

/// A reaction bar over a message: its emoji keys and the category strip are capped, which caps no
/// readable text; the quick-reply strip has words, and capping it is reported.
struct ReactionBar: View {
    let quickEmojis: [String]
    let categories: [EmojiCategory]
    let replies: [String]
    @Binding var selected: EmojiCategory?

    var body: some View {
        VStack {
            HStack {
                ForEach(quickEmojis, id: \.self) { item in
                    Button { react(item) } label: { Text(item).padding(6) }
                }
                Button { openPicker() } label: { Image("face.plus").resizable().frame(width: 24, height: 24).padding(10) }
                    .accessibilityLabel("More reactions")
            }
            .font(.title)
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)

            ZStack {
                highlight
                categoryButtons()
            }
            .dynamicTypeSize(...DynamicTypeSize.xLarge)

            HStack { replyButtons() }
                .dynamicTypeSize(...DynamicTypeSize.xxLarge)  // expect: dynamic-type-disabled
        }
    }

    private var highlight: some View {
        Circle().fill(.thinMaterial).frame(width: 36, height: 36)
    }

    private func categoryButtons() -> some View {
        HStack {
            ForEach(categories) { category in
                Button { selected = category } label: { Image(systemName: category.symbol) }
                    .accessibilityLabel(category.name)
            }
        }
    }

    private func replyButtons() -> some View {
        ForEach(replies, id: \.self) { reply in
            Button { send(reply) } label: { Text(reply) }
        }
    }

    private func react(_ emoji: String) {}
    private func openPicker() {}
    private func send(_ reply: String) {}
}
