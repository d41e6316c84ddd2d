import SwiftUI

/// A theme picker: colour swatches, a dismiss backdrop and a hidden shortcut button.
struct ThemePicker: View {
    var palette: [Color]
    var names: [String]
    @Binding var selection: Int
    var dismiss: () -> Void

    var body: some View {
        ZStack {
            Button(action: dismiss) {  // expect: button-without-name
                Color.black.opacity(0.3)
            }

            VStack {
                HStack {
                    ForEach(palette.indices, id: \.self) { index in
                        Button {  // expect: button-without-name
                            selection = index
                        } label: {
                            Circle()
                                .fill(palette[index])
                                .frame(width: 32, height: 32)  // expect: small-touch-target
                        }
                    }
                }
                HStack {
                    ForEach(palette.indices, id: \.self) { index in
                        Button {
                            selection = index
                        } label: {
                            Circle().fill(palette[index])
                        }
                        .accessibilityLabel(names[index])
                    }
                }
                Button(action: dismiss) { EmptyView() }
                    .keyboardShortcut(.cancelAction)
                Button("") { dismiss() }  // expect: button-without-name
                Button(action: dismiss) {
                    Text("Done")
                }
            }
        }
    }
}

extension View {
    /// On a focus-driven screen, wraps any view in a button so it can take focus; the wrapped view's
    /// own text names the button.
    func focusableRow(onSelect: @escaping () -> Void) -> some View {
        Button(action: onSelect) { self }
            .buttonStyle(.plain)
    }
}
