import SwiftUI

/// A list screen that still uses `navigationBarItems`, with its buttons written in the
/// parenthesized `Button(action:label:)` form.
struct GenreListView: View {
    @State private var isSortSheetPresented = false
    @State private var isSearching = false
    let genres: [String]

    var body: some View {
        List(genres, id: \.self) { Text($0) }
            .navigationBarItems(
                leading: (
                    Button(action: { isSearching = true }, label: {
                        Image(systemName: "magnifyingglass")
                    })
                ),
                trailing: (
                    Button(action: {  // expect: bar-button-item-missing-label
                        isSortSheetPresented.toggle()
                    }, label: {
                        Image(systemName: "line.horizontal.3.decrease.circle")
                            .imageScale(.large)
                    })
                ))
    }
}

/// The same sort button, named.
struct NamedGenreListView: View {
    @State private var isSortSheetPresented = false

    var body: some View {
        List { Text("Drama") }
            .navigationBarItems(trailing: (
                Button(action: { isSortSheetPresented.toggle() }, label: {
                    Image(systemName: "line.horizontal.3.decrease.circle")
                })
                .accessibilityLabel("Sort")
            ))
    }
}
