import SwiftUI

/// The About screen. Only the terms link honours Button Shapes; the website link
/// beside it is judged on its own and stays plain colored text.
struct AboutView: View {
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
    let version: String

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Version \(version)")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Text("[Visit our website](https://example.com) to learn more.")  // expect: link-not-underlined
            Text("Read the \(Text("[terms](https://example.com/terms)").underline(showButtonShapes)).")
            Text("Questions? [Write to us](mailto:help@example.com).")
                .underline(showButtonShapes)
        }
        .padding()
    }
}
