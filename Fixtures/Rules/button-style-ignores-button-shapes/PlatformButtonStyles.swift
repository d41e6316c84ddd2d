import SwiftUI

#if os(macOS)
/// Toolbar icons on the Mac, where Button Shapes does not exist.
struct MacToolbarIconStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}
#elseif os(tvOS)
/// tvOS shows focus with its own lift effect.
struct TVPosterButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}
#else
/// The iOS flavor of the sidebar footer button: no shape either.
struct SidebarFooterButtonStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.footnote)
            .foregroundStyle(configuration.isPressed ? .secondary : .primary)
    }
}
#endif

#if os(macOS)
/// Declared for the Mac only; its ButtonStyle conformance lives in SidebarRowStyle+Body.swift.
struct SidebarRowStyle {
    var isSelected = false
}
#endif

/// A style that branches on the setting inside its body; it reads it through a helper view.
struct QuietLinkButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        QuietLinkLabel(label: configuration.label, isPressed: configuration.isPressed)
    }
}

private struct QuietLinkLabel: View {
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool

    var body: some View {
        label
            .foregroundStyle(.tint)
            .underline(showButtonShapes)
            .opacity(isPressed ? 0.6 : 1)
    }
}

#if canImport(AppKit)
/// AppKit is only importable on the Mac, so this never ships on iOS.
struct InspectorDisclosureStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.secondary)
    }
}
#endif

#if !os(macOS)
/// Everywhere but the Mac, including iOS: the pressed dimming is all it does.
struct CompactToolbarButtonStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .labelStyle(.iconOnly)
            .opacity(configuration.isPressed ? 0.4 : 1)
    }
}
#endif
