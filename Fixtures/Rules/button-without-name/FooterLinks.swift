import SwiftUI

/// A privacy footer whose link is two texts joined into one sentence: the joined text names it.
struct PrivacyFooter: View {
    let policyURL: URL

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
        }
    }
}
