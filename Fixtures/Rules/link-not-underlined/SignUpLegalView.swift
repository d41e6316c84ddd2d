import SwiftUI

/// The legal copy under the sign-up form.
struct SignUpLegalView: View {
    @Binding var acceptsNewsletter: Bool
    let email: String

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("By continuing you agree to our [Terms of Service](https://example.com/terms) and [Privacy Policy](https://example.com/privacy).")  // expect: link-not-underlined
                .font(.footnote)
                .foregroundStyle(.secondary)

            // Underlined: fine even for people who cannot see the tint.
            Text("Read how we use [cookies](https://example.com/cookies).")
                .font(.footnote)
                // Keeps links visible without color.
                .underline()

            Toggle(isOn: $acceptsNewsletter) {
                Text("Send me the weekly newsletter. **No spam**, unsubscribe anytime.")
            }

            Text("Signed up as \(email). [Not you?](myapp://sign-out)")  // expect: link-not-underlined
                .font(.caption)

            Text(  // expect: link-not-underlined
                LocalizedStringKey("Need help? Visit the [support center](https://example.com/help).")
            )

            Text(  // expect: link-not-underlined
                """
                Questions about your data? Write to our
                [data protection officer](mailto:dpo@example.com).
                """
            )
            .font(.footnote)
        }
    }
}

/// Plain strings are shown verbatim: no link is rendered, so nothing needs an underline.
struct ReferralCodeView: View {
    let code: String
    private let shareHint = "Share this link: [\(UUID().uuidString)](https://example.com/r)"

    var body: some View {
        VStack {
            Text(verbatim: "[\(code)](https://example.com/r/\(code))")
                .font(.system(.title3, design: .monospaced))
            Text(shareHint)
            Text("Codes look like [ABC-123] and expire after [30 days].")
        }
    }
}

/// About screen rows; the license row's value is a bare link.
struct AboutSection: View {
    let version: String

    var body: some View {
        Section("About") {
            LabeledContent("Version", value: version)
            LabeledContent("Licence 📄") { Text("[MIT](https://opensource.org/license/mit)") }  // expect: link-not-underlined
            LabeledContent("Credits") {
                Text("Icons by [the design team](https://example.com/design)")
                    .underline(true)
            }
        }
    }
}

/// Honors Button Shapes: links are underlined when the setting is on.
struct HelpFooter: View {
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes

    var body: some View {
        Text("Still stuck? [Contact us](mailto:help@example.com)")
            .underline(showButtonShapes)
            .font(.footnote)
    }
}

#if os(macOS)
/// The Mac app's About window; not part of the iOS build.
struct MacAboutFooter: View {
    var body: some View {
        Text("Made with care. [Website](https://example.com)")
    }
}
#endif

#Preview {
    Text("Preview with a [link](https://example.com)")
}
