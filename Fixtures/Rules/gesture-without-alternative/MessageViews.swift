import SwiftUI

/// A chat bubble whose message actions open on a long press.
struct MessageBubble: View {
    let message: ChatMessage
    @Binding var actionsMessage: ChatMessage?

    var body: some View {
        Text(message.text)
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.accentColor.opacity(0.15)))
            .onLongPressGesture(minimumDuration: 0.4) {  // expect: gesture-without-alternative
                actionsMessage = message
            }
    }
}

/// The same bubble, fixed: VoiceOver lists "Message actions" in its Actions rotor.
struct AccessibleMessageBubble: View {
    let message: ChatMessage
    @Binding var actionsMessage: ChatMessage?

    var body: some View {
        Text(message.text)
            .padding(10)
            .onLongPressGesture(minimumDuration: 0.4) {
                actionsMessage = message
            }
            .accessibilityAction(named: Text("Message actions")) {
                actionsMessage = message
            }
    }
}

/// A reaction chip: long press removes the reaction.
struct ReactionChip: View {
    let reaction: Reaction
    let store: ReactionStore

    var body: some View {
        Text(reaction.emoji + " \(reaction.count)")
            .padding(.horizontal, 8)
            .simultaneousGesture(
                LongPressGesture(minimumDuration: 0.6)  // expect: gesture-without-alternative
                    .onEnded { _ in
                        store.remove(reaction)
                    }
            )
    }
}

/// A reaction chip whose removal is also in its context menu.
struct MenuReactionChip: View {
    let reaction: Reaction
    let store: ReactionStore

    var body: some View {
        Text(reaction.emoji)
            .simultaneousGesture(LongPressGesture().onEnded { _ in store.remove(reaction) })
            .contextMenu {
                Button("Remove Reaction", role: .destructive) { store.remove(reaction) }
            }
    }
}

/// A draft row: a long press deletes, and the toolbar's Delete button does the same.
struct DraftRow: View {
    let draft: Draft
    let drafts: DraftStore

    var body: some View {
        HStack {
            Text(draft.title)
                .onLongPressGesture { drafts.delete(draft) }
            Button("Delete Draft") { drafts.delete(draft) }
        }
    }
}

/// A pressable card: minimumDuration 0 tracks the press for a highlight only.
struct PressableCard: View {
    @State private var isPressed = false

    var body: some View {
        Text("Today")
            .scaleEffect(isPressed ? 0.96 : 1)
            .onLongPressGesture(minimumDuration: 0) {} onPressingChanged: { pressing in
                isPressed = pressing
            }
    }
}

/// A sortable tile: the long press starts a drag (a composed gesture, not judged).
struct SortableTile: View {
    @GestureState private var offset: CGSize = .zero
    let tile: Tile

    var body: some View {
        Text(tile.name)
            .offset(offset)
            .gesture(
                LongPressGesture()
                    .sequenced(before: DragGesture())
                    .updating($offset) { value, state, _ in
                        if case .second(true, let drag?) = value { state = drag.translation }
                    }
            )
    }
}

#if os(macOS)
/// macOS: a long press with the pointer is not a touch gesture.
struct MacMessageBubble: View {
    let message: ChatMessage
    @Binding var actionsMessage: ChatMessage?
    var body: some View {
        Text(message.text).onLongPressGesture { actionsMessage = message }
    }
}
#endif
