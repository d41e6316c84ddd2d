import SwiftUI

struct LegalFooterView: View {
    @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
    let sharedCount: Int
    private let supportLine: LocalizedStringKey = "help.contact"
    private let headline = "legal.terms"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("legal.terms")  // expect: link-not-underlined
                .font(.footnote)
            Text("legal.terms")
                .underline(showButtonShapes)
            Text("legal.plain")
            Text("help.quote")
            Text("onboarding.brackets")
            Text("privacy.summary", tableName: "Legal")  // expect: link-not-underlined
            Text("privacy.summary")
            Text("privacy.title", tableName: "Legal")
            Text("Visit <https://example.com/help> for help", tableName: "Legal")  // expect: link-not-underlined
            Text("downloads.count", tableName: "Legal")  // expect: link-not-underlined
            Text("files.shared")  // expect: link-not-underlined
            Text("files.left")
            Text("settings.footer", tableName: "Settings")  // expect: link-not-underlined
            Text("settings.header", tableName: "Settings")
        }
    }
}

struct LegalSourcesView: View {
    private let supportLine: LocalizedStringKey = "help.contact"
    private let headline = "legal.terms"

    var body: some View {
        VStack {
            // `Text(String)` is verbatim: no Markdown, so no link.
            Text(String(localized: "legal.terms"))
            Text(NSLocalizedString("legal.terms", comment: "Footer"))
            Text(L10n.Legal.terms)
            // Made a `LocalizedStringKey` again, or parsed as localized Markdown: a link.
            Text(AttributedString(localized: "privacy.summary", table: "Legal"))  // expect: link-not-underlined
            Text(LocalizedStringKey(NSLocalizedString("legal.terms", comment: "Footer")))  // expect: link-not-underlined
            Text(LocalizedStringKey(L10n.Legal.terms))  // expect: link-not-underlined
            Text(LocalizedStringKey(L10n.Legal.plain))
            Text(LocalizedStringKey(headline))  // expect: link-not-underlined
            Text(supportLine)  // expect: link-not-underlined
            Text(HelpCopy.contact)  // expect: link-not-underlined
            Text(HelpCopy.contact).underline()
            Text(HelpCopy.quote)
            Text(headline)
        }
    }
}
