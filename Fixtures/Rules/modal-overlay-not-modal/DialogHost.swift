import SwiftUI

/// Shows the app's own dialogs over any screen.
struct DialogHost: ViewModifier {
    @ObservedObject var center: DialogCenter

    func body(content: Content) -> some View {
        ZStack {
            content
            if center.isPresented, let dialog = center.current {
                Color.black.opacity(0.25) // expect: modal-overlay-not-modal
                    .ignoresSafeArea()
                    .onTapGesture { center.dismiss() }
                DialogCard(dialog: dialog)
            }
        }
    }
}

/// The same host, made modal for VoiceOver.
struct ModalDialogHost: ViewModifier {
    @ObservedObject var center: DialogCenter

    func body(content: Content) -> some View {
        content.overlay {
            if center.isPresented {
                Color.black.opacity(0.25)
                    .ignoresSafeArea()
                DialogCard(dialog: center.current)
                    .accessibilityAddTraits(.isModal)
            }
        }
    }
}

/// A full-screen backdrop with nothing under it in this view, and a scrim that lets taps through.
struct PosterView: View {
    let poster: Image
    @State private var showsControls = false

    var body: some View {
        ZStack {
            Color.black.opacity(0.8).ignoresSafeArea()
            poster.resizable().scaledToFit()
        }
        .overlay {
            if showsControls {
                Color.black.opacity(0.3).allowsHitTesting(false)
                PlayerControls()
            }
        }
    }
}
