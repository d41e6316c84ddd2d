import SwiftUI

/// A watch action button: the style starts from a helper that fills a shape on every screen shape.
struct WatchActionStyle: ButtonStyle {
    var tint: Color
    var roundedScreen: Bool

    func makeBody(configuration: Configuration) -> some View {
        chrome
            .frame(height: 44)
            .overlay(configuration.label)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }

    private var chrome: some View {
        Group {
            if roundedScreen {
                Capsule().fill(tint)
            } else {
                RoundedRectangle(cornerRadius: 8).fill(tint)
            }
        }
    }
}

/// The same shape of code, but the helper draws only a tinted label: no shape.
struct WatchLinkStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        self.tinted(configuration.label)
    }

    private func tinted(_ label: Configuration.Label) -> some View {
        label.foregroundStyle(.tint)
    }
}
