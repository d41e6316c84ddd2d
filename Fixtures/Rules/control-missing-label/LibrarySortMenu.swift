import SwiftUI

/// A sort menu whose pickers are built by properties and shown inside a `Menu`, plus a due-date
/// calendar: both read item by item, so their empty titles name nothing that is lost.
struct LibrarySortMenu: View {
    @State private var sortKey = 0
    @State private var ascending = true
    @State private var dueDate = Date()
    @State private var reminder = Date()
    @State private var shelf = 0

    var body: some View {
        VStack {
            Menu {
                sortKeyPicker
                Divider()
                Picker("", selection: $ascending) {
                    Label("Ascending", systemImage: "arrow.up").tag(true)
                    Label("Descending", systemImage: "arrow.down").tag(false)
                }
            } label: {
                Label("Sort", systemImage: "arrow.up.arrow.down")
            }
            shelfPicker
            DatePicker("", selection: $dueDate, displayedComponents: .date)
                .datePickerStyle(.graphical)
            DatePicker("", selection: $reminder)  // expect: control-missing-label
        }
    }

    private var sortKeyPicker: some View {
        Picker("", selection: $sortKey) {
            Text("Title").tag(0)
            Text("Author").tag(1)
        }
    }

    /// Shown beside the menu, not in it: a collapsed picker that needs a name.
    private var shelfPicker: some View {
        Picker("", selection: $shelf) {  // expect: control-missing-label
            Text("Reading").tag(0)
            Text("Finished").tag(1)
        }
    }
}
