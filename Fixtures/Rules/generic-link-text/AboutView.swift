import SwiftUI

/// The about screen: help links, some named only "here" or "learn more".
struct AboutView: View {
    var privacyURL: URL
    var helpURL: URL

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("We never sell your data. [Learn more](https://example.com/privacy).")  // expect: generic-link-text, link-not-underlined
            Text("Read the [backup guide](https://example.com/backup) before you switch phones.")  // expect: link-not-underlined
            Link("Privacy policy", destination: privacyURL)
            Link("here", destination: helpURL)  // expect: generic-link-text
            Link(destination: helpURL) {  // expect: generic-link-text
                Text("More…")
            }
            Link("Details", destination: helpURL)
                .accessibilityLabel("Backup details")
        }
    }
}
