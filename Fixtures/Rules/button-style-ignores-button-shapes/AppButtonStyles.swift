import SwiftUI

// MARK: - Styles that draw a shape or honor Button Shapes

/// The primary call to action: a filled capsule.
struct PillButtonStyle: ButtonStyle {
    var prominence: Double = 1

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .foregroundStyle(.white)
            .background(Capsule().fill(.tint.opacity(configuration.isPressed ? 0.7 * prominence : prominence)))
    }
}

/// Secondary actions: an outline, drawn by the system button underneath.
struct OutlineButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .overlay(
                RoundedRectangle(cornerRadius: 8)
                    .stroke(.secondary, lineWidth: 1)
            )
    }
}

/// Inline text actions ("Forgot password?") that look like links and underline under Button Shapes.
struct TextLinkButtonStyle: ButtonStyle {
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.tint)
            .underline(showButtonShapes)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// Cards on the home screen: a material background the size of the card.
struct CardButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
            .scaleEffect(configuration.isPressed ? 0.98 : 1)
            .animation(.snappy, value: configuration.isPressed)
    }
}

/// The big "Record" button: the shape itself is the root of the body.
struct RecordButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Circle()
            .fill(configuration.isPressed ? Color.red.opacity(0.7) : Color.red)
            .frame(width: 72, height: 72)
            .overlay(configuration.label.foregroundStyle(.white))
    }
}

/// Tags in the filter bar, drawn by a view declared below.
struct TagButtonStyle: ButtonStyle {
    var isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        TagChrome(isSelected: isSelected, isPressed: configuration.isPressed) {
            configuration.label
        }
    }
}

private struct TagChrome<Content: View>: View {
    var isSelected: Bool
    var isPressed: Bool
    @ViewBuilder var content: Content

    var body: some View {
        content
            .font(.subheadline)
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(
                Capsule().strokeBorder(isSelected ? Color.accentColor : Color.secondary, lineWidth: 1)
            )
            .opacity(isPressed ? 0.6 : 1)
    }
}

// MARK: - Styles that look like plain text or icons

/// Icons in the editor bar: tinted, dimmed when pressed, no shape.
struct PlainIconButtonStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .imageScale(.large)
            .foregroundStyle(.tint)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// Rows in the settings list: a highlight only while pressed, clear at rest.
struct RowHighlightButtonStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical, 10)
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .background(configuration.isPressed ? Color.gray.opacity(0.2) : Color.clear)
            // Clipping shapes the highlight but draws nothing at rest.
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

/// A springy scale on press; nothing is drawn around the label.
struct BouncyButtonStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
            .brightness(configuration.isPressed ? -0.05 : 0)
            .animation(.spring(response: 0.25, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

/// A tint wash whose resting opacity is zero.
struct WashButtonStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .background(
                Color.accentColor
                    .opacity(configuration.isPressed ? 0.18 : 0)
            )
    }
}

/// Conformance declared in an extension; the body is only a color change.
struct ChipButtonStyle {
    var tint: Color = .accentColor
}

extension ChipButtonStyle: ButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.footnote.weight(.medium))
            .foregroundStyle(configuration.isPressed ? tint.opacity(0.6) : tint)
    }
}

extension ButtonStyle where Self == PlainIconButtonStyle {
    static var plainIcon: PlainIconButtonStyle { PlainIconButtonStyle() }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}
