import SwiftUI

/// A privacy footer whose link is two texts joined into one sentence: the joined text names it;
/// a parenthesized choice between two pictures names nothing.
struct PrivacyFooter: View {
    let policyURL: URL
    let showsDetails: Bool
    let toggleDetails: () -> Void

    var body: some View {
        VStack(spacing: 8) {
            Link(destination: policyURL, label: {
                (Text("We never sell your data. ") + Text("Read the policy").underline())
                    .font(.footnote)
                    .padding()
            })
            Link(destination: policyURL) { // expect: button-without-name
                (Color.clear)
                    .frame(height: 1)
            }
            Button(action: toggleDetails) { // expect: button-without-name
                (showsDetails ? Palette.eyeOpen : Palette.eyeClosed)
                    .frame(width: 44, height: 44)
            }
        }
    }
}

/// Two pictures of an eye, from the app's palette (pictures, no text).
enum Palette {
    static let eyeOpen = Color.gray
    static let eyeClosed = Color.secondary
}
