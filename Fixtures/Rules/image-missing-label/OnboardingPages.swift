import SwiftUI

/// A page with an illustration, a title and a message. It shows the illustration as it is.
struct OnboardingPage<Illustration: View>: View {
    let title: LocalizedStringKey
    let message: LocalizedStringKey
    @ViewBuilder let illustration: () -> Illustration

    var body: some View {
        VStack(spacing: 24) {
            illustration()
                .frame(maxHeight: 240)
            Text(title).font(.largeTitle.bold())
            Text(message).multilineTextAlignment(.center)
        }
        .padding()
    }
}

/// A header whose artwork is decoration: the whole view is hidden from VoiceOver.
struct DecorativeHeader<Artwork: View>: View {
    @ViewBuilder let artwork: () -> Artwork

    var body: some View {
        artwork()
            .frame(maxWidth: .infinity)
            .accessibilityHidden(true)
    }
}

struct WelcomeFlow: View {
    var body: some View {
        TabView {
            OnboardingPage(title: "Find Trails", message: "Thousands of hikes near you.") {
                Image("onboarding-compass")  // expect: image-missing-label
            }
            OnboardingPage(title: "Go Offline", message: "Download maps before you leave.") {
                Image(decorative: "onboarding-download")
            }
            VStack {
                DecorativeHeader {
                    Image("onboarding-summit")
                }
                Text("You're all set")
            }
        }
        .tabViewStyle(.page)
    }
}
