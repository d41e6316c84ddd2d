import SwiftUI

/// Chrome shared by the player's button style and its menu style: a protocol supplies the body.
protocol PlayerChrome {
    var diameter: CGFloat { get }
}

extension PlayerChrome {
    var diameter: CGFloat { 44 }

    /// A filled disc behind the label: a visible shape at rest.
    func discBody<Label: View>(label: Label, isPressed: Bool) -> some View {
        ZStack {
            Circle()
                .foregroundColor(.black)
                .opacity(isPressed ? 0.7 : 0.5)
            label
                .labelStyle(.iconOnly)
                .foregroundStyle(.white)
        }
        .frame(width: diameter, height: diameter)
    }

    /// Only the label, dimmed when pressed: nothing marks it as a button.
    func bareBody<Label: View>(label: Label, isPressed: Bool) -> some View {
        label
            .foregroundStyle(.white)
            .opacity(isPressed ? 0.5 : 1)
    }
}

struct PlayerDiscButtonStyle: ButtonStyle, PlayerChrome {
    func makeBody(configuration: Configuration) -> some View {
        return discBody(label: configuration.label, isPressed: configuration.isPressed)
    }
}

struct PlayerDiscMenuStyle: MenuStyle, PlayerChrome {
    func makeBody(configuration: Configuration) -> some View {
        discBody(label: Menu(configuration), isPressed: false)
    }
}

struct PlayerBareButtonStyle: ButtonStyle, PlayerChrome { // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        bareBody(label: configuration.label, isPressed: configuration.isPressed)
    }
}

/// A hit area only: the disc under the label is clear, so nothing is drawn.
struct PlayerHitAreaStyle: ButtonStyle { // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .foregroundColor(.clear)
            configuration.label
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
        .frame(width: 44, height: 44)
    }
}

/// A translucent disc drawn under the label in the style itself.
struct PlayerInlineDiscStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Capsule()
                .foregroundStyle(.thinMaterial)
            configuration.label
                .padding(.horizontal, 12)
        }
    }
}

/// A disc sized from the screen: the local constant comes first, the disc is still the root's bottom layer.
struct PlayerSizedDiscStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let side: CGFloat = configuration.isPressed ? 52 : 56
        ZStack {
            Circle()
                .foregroundColor(Color(.secondarySystemBackground))
            configuration.label
        }
        .frame(width: side, height: side)
    }
}

/// The same with a clear disc: nothing drawn.
struct PlayerSizedHitAreaStyle: ButtonStyle { // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        let side: CGFloat = 56
        ZStack {
            Circle()
                .foregroundColor(.clear)
            configuration.label
        }
        .frame(width: side, height: side)
    }
}
