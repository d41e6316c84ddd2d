import SwiftUI

struct SavedSearch: Hashable {
    var name: String
    var isPinned: Bool
}

@Observable
final class SearchStore {
    var saved: [SavedSearch] = []
    func apply(_ search: SavedSearch) {}
    func delete(_ search: SavedSearch) {}
    func pin(_ search: SavedSearch) {}
}

/// Saved searches: each row is a button that applies the search.
struct SavedSearchList: View {
    @Environment(SearchStore.self) private var store
    @State private var showsHelp = false

    var body: some View {
        List(store.saved, id: \.self) { search in
            Button {
                store.apply(search)
            } label: {
                HStack {
                    Text(search.name)
                        .onTapGesture { store.apply(search) }
                    Spacer()
                    Button {  // expect: nested-interactive-controls
                        store.delete(search)
                    } label: {
                        Image(systemName: "trash")
                    }
                    .accessibilityLabel("Delete")
                    .buttonStyle(.borderless)
                    Image(systemName: "info.circle")
                        .onTapGesture { showsHelp = true }  // expect: nested-interactive-controls
                }
            }
        }
    }
}

/// The same rows, fixed: the delete action is a named accessibility action.
struct AccessibleSavedSearchList: View {
    @Environment(SearchStore.self) private var store

    var body: some View {
        List(store.saved, id: \.self) { search in
            Button {
                store.apply(search)
            } label: {
                HStack {
                    Text(search.name)
                    Spacer()
                    Button {
                        store.pin(search)
                    } label: {
                        Image(systemName: search.isPinned ? "pin.fill" : "pin")
                    }
                    .accessibilityLabel("Pin")
                }
            }
            .accessibilityAction(named: "Pin") { store.pin(search) }
        }
    }
}
