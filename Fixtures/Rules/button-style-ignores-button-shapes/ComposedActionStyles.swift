import SwiftUI

// Styles whose shape is drawn by another style they apply, or by a project view or function.

/// A tinted slab drawn by a top-level helper: the fill is the helper's shape view.
struct TintSlab<Fill: ShapeStyle>: View {
    let radius: CGFloat
    let fill: Fill

    var body: some View {
        RoundedRectangle(cornerRadius: radius, style: .continuous)
            .fill(fill)
    }
}

func Slab<Fill: ShapeStyle>(_ radius: CGFloat, _ fill: Fill) -> TintSlab<Fill> {
    TintSlab(radius: radius, fill: fill)
}

func outlinePill(_ color: Color) -> some View {
    Capsule().strokeBorder(color, lineWidth: 1.5)
}

/// Checkout's main action: the primitive style keeps the system button's behaviour and hands its
/// look to the nested style, which draws the slab.
struct CheckoutActionStyle: PrimitiveButtonStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(Look(tint: tint))
    }

    struct Look: ButtonStyle {
        var tint: Color
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(.vertical, 12)
                .frame(maxWidth: .infinity)
                .background(RoundedRectangle(cornerRadius: 12).fill(tint))
                .opacity(configuration.isPressed ? 0.7 : 1)
        }
    }
}

/// Same shape of code, but the nested look draws its slab through the helper function.
struct ConfirmActionStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(Look())
    }

    struct Look: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                Slab(14, Color.green.opacity(0.9))
                configuration.label.foregroundStyle(.white)
            }
        }
    }
}

/// The helper function is the root the label is laid over.
struct SlabRootStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Slab(10, .thinMaterial)
            .overlay(configuration.label.padding(8))
    }
}

/// An outline drawn by a free function that builds a stroked capsule.
struct OutlinedChipStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 10)
            .overlay(outlinePill(.secondary))
    }
}

/// Hands the button to a bordered system style.
struct AdaptiveProminentStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
    }
}

/// Forwards to a system style's body.
struct ForwardingBorderedStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        BorderedButtonStyle().makeBody(configuration: configuration)
    }
}

// Styles that still draw nothing.

/// The nested look only fades: it is reported, and so is the primitive style that applies it.
struct QuietActionStyle: PrimitiveButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(Fade())
    }

    struct Fade: ButtonStyle {  // expect: button-style-ignores-button-shapes
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.opacity(configuration.isPressed ? 0.4 : 1)
        }
    }
}

/// Handing the button to the plain system style draws nothing.
struct PlainForwardingStyle: PrimitiveButtonStyle {  // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(.plain)
            .scaleEffect(0.98)
    }
}
