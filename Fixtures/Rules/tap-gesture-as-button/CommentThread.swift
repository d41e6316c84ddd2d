import SwiftUI

struct Comment: Identifiable {
    let id: UUID
    var author: String
    var body: String
    var reactions: [Reaction]
    var isMilestone: Bool
}

/// A comment thread: reaction pills with their accessibility actions, confetti on milestones.
struct CommentThread: View {
    let comments: [Comment]
    let streakDays: Int
    @Environment(ReactionStore.self) private var store

    var body: some View {
        List(comments) { comment in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(comment.author).font(.headline)
                    StreakFlame(days: streakDays)
                        .accessibilityHidden(true)
                }
                Text(comment.body)
                HStack {
                    ForEach(comment.reactions) { reaction in
                        ReactionPill(reaction: reaction)
                            .accessibilityElement(children: .combine)
                            .accessibilityAction { store.toggleReaction(reaction) }
                    }
                }
            }
            .overlay {
                if comment.isMilestone {
                    ConfettiBurst()
                        .allowsHitTesting(true)
                        .accessibilityHidden(true)
                }
            }
        }
    }
}

/// The reactions summary at the top of a post.
struct ReactionSummary: View {
    let reactions: [Reaction]
    @Environment(ReactionStore.self) private var store

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(reactions) { reaction in
                    ReactionPill(reaction: reaction)
                        .accessibilityAction { store.toggleReaction(reaction) }
                }
            }
        }
        .overlay(alignment: .topTrailing) {
            ConfettiBurst().accessibilityHidden(true)
        }
    }
}

/// The profile's streak card shows the flame without hiding it.
struct StreakCard: View {
    let days: Int

    var body: some View {
        GroupBox("Streak") {
            StreakFlame(days: days)
        }
    }
}
