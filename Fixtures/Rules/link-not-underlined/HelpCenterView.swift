import SwiftUI

// Links that reach a `Text` through a stored property, a closure's parameter or an interpolated helper.

/// One question of the help center, shown with its answer rendered as a key (Markdown).
struct HelpTopic: View {
    var question: String
    var answer: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(.init(question))
                .font(.headline)
            Text(.init(answer))  // expect: link-not-underlined
                .font(.body)
        }
    }
}

struct HelpCenterView: View {
    var body: some View {
        List {
            HelpTopic(question: "How do I export my data?",
                      answer: "Open Settings, then Export. It takes a minute for large libraries.")
            HelpTopic(question: "Who can see my lists?",
                      answer: "Only you, unless you share one. Read [our privacy notes](https://example.com/privacy).")  // note: link-not-underlined
        }
    }
}

/// Release tips, shown from an array whose entries are built with literals.
struct ReleaseTip: Identifiable {
    let id = UUID()
    var headline: String
    var detail: String
}

let releaseTips = [
    ReleaseTip(headline: "Widgets", detail: "Add the new widget from the home screen."),
    ReleaseTip(headline: "Sync", detail: "Sync now runs in the background. [Learn more](https://example.com/sync)"),  // note: link-not-underlined
]

struct ReleaseTipsView: View {
    var body: some View {
        ForEach(releaseTips) { tip in
            Text(LocalizedStringKey(tip.headline))
            Text(LocalizedStringKey(tip.detail))  // expect: link-not-underlined
        }
    }
}

/// A credit line whose name is a link run coloured like the text around it.
struct AboutFooter: View {
    let version: String

    var body: some View {
        VStack {
            Text("Version \(version)")
            Text("Designed by \(designerCredit()) in Porto")  // expect: link-not-underlined
                .font(.footnote)
        }
    }

    func designerCredit() -> AttributedString {
        var name = AttributedString("Inês")
        name.foregroundColor = .primary
        name.link = URL(string: "https://example.com/ines")
        return name
    }
}

/// The same helper name in another view, whose link run is underlined: it speaks only for its own view.
struct OnboardingFooter: View {
    var body: some View {
        Text("Illustrated by \(designerCredit())")
    }

    func designerCredit() -> AttributedString {
        var name = AttributedString("Tomás")
        name.link = URL(string: "https://example.com/tomas")
        name.underlineStyle = .single
        return name
    }
}
