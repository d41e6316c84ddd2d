import SwiftUI

/// The first screen after install: the brand, a greeting and a way out.
struct WelcomeScreen: View {
    var onClose: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Spacer()
                Button(action: onClose, label: { Image.dismiss })
            }
            Image.wordmark
            Image.confetti
                .accessibilityHidden(true)
            Text("Welcome aboard")
                .font(.largeTitle)
            Image.stepOne
        }
        .background(Image.sparkle.resizable().accessibilityHidden(true))
        .overlay(
            Image.backdrop
                .resizable()
                .scaledToFill()
        )
    }
}

/// A home-screen shortcut to one conversation: its photo, or its initials on a color.
struct ConversationShortcut: View {
    var url: URL
    var photo: UIImage?
    var initials: String
    var tint: UIImage

    var body: some View {
        Link(destination: url) {
            if let photo {
                Image(uiImage: photo)  // expect: image-missing-label
                    .resizable()
            } else {
                ZStack {
                    Image(uiImage: tint)
                    Text(initials)
                        .foregroundStyle(.white)
                }
            }
        }
        .frame(width: 56, height: 56)
    }
}
