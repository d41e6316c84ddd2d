import SwiftUI

/// A card-like button style that runs the button's action on a tap: the `Button` it draws is
/// still a button to VoiceOver, Voice Control and Full Keyboard Access.
struct PressableCardStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.blue.opacity(0.15)))
            .onTapGesture { configuration.trigger() }
    }
}

/// A checklist row: the `Toggle` keeps its role and its on/off value.
struct ChecklistRowStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: "checkmark").opacity(configuration.isOn ? 1 : 0)
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn = !configuration.isOn }
    }
}

/// A style whose tap does something the button never does: that tap is its own control.
struct LearnMoreCardStyle: PrimitiveButtonStyle {
    let helpURL: URL

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("Learn more")
                .onTapGesture { UIApplication.shared.open(helpURL) } // expect: tap-gesture-as-button
        }
        .background(Capsule().stroke(Color.accentColor))
    }
}

/// A view (not a style) with its own `makeBody` helper: nothing a control keeps.
struct ShelfTile: View {
    var open: () -> Void

    var body: some View { makeBody() }

    func makeBody() -> some View {
        Text("Shelf")
            .onTapGesture { open() } // expect: tap-gesture-as-button
    }
}
