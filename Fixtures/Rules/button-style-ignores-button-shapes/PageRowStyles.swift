import SwiftUI

/// A settings row: at rest it is filled with the page's own colour, so it looks like plain text.
struct SettingsRowStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.vertical, 10)
            .background(
                Group {
                    if configuration.isPressed {
                        Color(UIColor.systemGray5)
                    } else {
                        Color(UIColor.systemBackground)
                            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
                    }
                }
            )
            .contentShape(Rectangle())
    }
}

/// The same with a ternary: grey only while the finger is down.
struct MenuRowStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .background(configuration.isPressed ? Color(.systemGray4) : Color(.systemBackground))
    }
}

/// A card: the page colour, but a shadow outlines it.
struct FloatingCardStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color(.systemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .shadow(radius: 3)
    }
}

/// A chip on the page: a grouped-background fill is a different colour from the page, so it shows.
struct ChipStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(configuration.isPressed ? Color(.systemBackground) : Color(.secondarySystemBackground))
    }
}
