import SwiftUI

/// A sync button drawn at 30 × 30 pt and placed only in toolbars (`InboxScreen`, `ArchiveScreen`): the
/// navigation bar gives it the bar's hit area. The same size on a chip placed in a row is reported.
struct SyncToolbarButton: View {
    let sync: () -> Void

    var body: some View {
        Button(action: sync) {
            Image(systemName: "arrow.triangle.2.circlepath")
                .frame(width: 30, height: 30)
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Sync")
    }
}

struct MarkReadChip: View {
    let markRead: () -> Void

    var body: some View {
        Button(action: markRead) {
            Image(systemName: "envelope.open")
                .frame(width: 30, height: 30)  // expect: small-touch-target
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Mark as read")
    }
}

struct InboxScreen: View {
    var body: some View {
        List { MarkReadRow() }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { SyncToolbarButton { } }
            }
    }
}

struct ArchiveScreen: View {
    var body: some View {
        ScrollView { HStack { Text("Archive"); MarkReadChip { } } }
            .navigationBarItems(trailing: SyncToolbarButton { })
    }

    /// A bar built in a property named for it.
    var toolbarContent: some View {
        SyncToolbarButton { }
    }
}

#Preview {
    SyncToolbarButton { }
}
