import SwiftUI

/// A growing notes field: an invisible text field sizes the box, a text editor draws on top of it.
struct NoteEditorView: View {
    @Binding var notes: String
    @Binding var code: String

    var body: some View {
        VStack(alignment: .leading) {
            // The sizing copy stays in the accessibility tree: a second, invisible "Notes" field.
            TextField("Notes", text: $notes, axis: .vertical)
                .lineLimit(3...6)
                .foregroundStyle(Color.clear)  // expect: hidden-by-clear-tint
                .overlay {
                    TextEditor(text: $notes)
                        .scrollContentBackground(.hidden)
                }

            // Hidden from assistive technologies too: only the editor above is read.
            TextField("Notes", text: $notes, axis: .vertical)
                .foregroundColor(.clear)
                .accessibilityHidden(true)

            // A clear tint only hides the caret; the code stays visible.
            TextField("Code", text: $code)
                .tint(.clear)
        }
    }
}
