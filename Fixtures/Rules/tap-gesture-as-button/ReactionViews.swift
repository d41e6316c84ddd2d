import SwiftUI

struct Reaction: Identifiable, Hashable {
    let id: String
    let emoji: String
    var count: Int
    var isMine: Bool
}

@Observable
final class ReactionStore {
    var reactions: [Reaction] = []
    var isPickerOpen = false
    func toggleReaction(_ reaction: Reaction) {}
    func celebrate() {}
    func addStreakDay() {}
}

/// A small reaction pill. Its uses (CommentThread.swift) declare the same action
/// for assistive technologies, so the tap is covered everywhere it appears.
struct ReactionPill: View {
    let reaction: Reaction
    @Environment(ReactionStore.self) private var store

    var body: some View {
        HStack(spacing: 4) {
            Text(reaction.emoji)
            Text(reaction.count, format: .number)
                .monospacedDigit()
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Capsule().fill(reaction.isMine ? Color.accentColor.opacity(0.2) : Color.secondary.opacity(0.1)))
        .onTapGesture { store.toggleReaction(reaction) }
    }
}

/// Decorative confetti; every use hides it from assistive technologies.
struct ConfettiBurst: View {
    @Environment(ReactionStore.self) private var store
    @State private var phase = 0.0

    var body: some View {
        Canvas { context, size in
            for index in 0..<24 {
                let x = size.width * Double(index) / 24
                context.fill(Path(ellipseIn: CGRect(x: x, y: phase * size.height, width: 6, height: 6)), with: .color(.pink))
            }
        }
        .onTapGesture { store.celebrate() }
    }
}

/// The streak flame: hidden next to the header, but visible and tappable in the profile.
struct StreakFlame: View {
    let days: Int
    @Environment(ReactionStore.self) private var store

    var body: some View {
        Label("\(days)", systemImage: "flame.fill")
            .foregroundStyle(.orange)
            .onTapGesture { store.addStreakDay() }  // expect: tap-gesture-as-button
    }
}

/// The reaction picker sheet with a scrim and a search field.
struct ReactionPicker: View {
    @Environment(ReactionStore.self) private var store
    @State private var query = ""
    @FocusState private var isSearchFocused: Bool
    @State private var favorites: Set<String> = []
    @State private var recent: String?

    private let emoji = ["😀", "🎉", "❤️", "👍", "🔥", "😮"]

    var body: some View {
        ZStack(alignment: .bottom) {
            // Tapping the scrim closes the picker.
            Color.black.opacity(0.35)
                .ignoresSafeArea()
                .onTapGesture {
                    withAnimation(.snappy) { store.isPickerOpen = false }
                }

            VStack(spacing: 12) {
                HStack {
                    Image(systemName: "magnifyingglass")
                    TextField("Search reactions", text: $query)
                        .focused($isSearchFocused)
                }
                .padding(10)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
                .onTapGesture { isSearchFocused = true }

                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 6)) {
                        ForEach(emoji, id: \.self) { symbol in
                            Text(symbol).font(.largeTitle)
                        }
                    }
                }
                // Taps on the grid background put the keyboard away.
                .onTapGesture { hideKeyboard() }

                List(emoji, id: \.self, selection: $favorites) { symbol in
                    Text(symbol)
                        .onTapGesture { recent = symbol }
                }

                Text("Café ☕️ corner").onTapGesture { recent = "☕️" }  // expect: tap-gesture-as-button
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        }
    }
}

extension View {
    /// Resigns the first responder, closing the keyboard.
    func hideKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}
