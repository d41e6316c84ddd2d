import SwiftUI

/// A setup screen's header: the "Learn more" run is given a link in `init` and stored.
struct OnboardingHeaderView: View {
    let title: String
    let caption: AttributedString

    init(title: String, caption: String, helpURL: URL?) {
        self.title = title
        var text = AttributedString(caption)
        if let helpURL {
            text.append(AttributedString(" " + String(localized: "Learn more")))
            if let range = text.range(of: String(localized: "Learn more")) {
                text[range].link = helpURL
            }
        }
        self.caption = text
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.title2.bold())
            Text(caption)  // expect: link-not-underlined
                .foregroundStyle(.secondary)
        }
    }
}

/// The same header, but the stored caption underlines its link run.
struct UnderlinedHeaderView: View {
    let footer: AttributedString

    init(text: String, url: URL) {
        var linked = AttributedString(text)
        linked.link = url
        linked.underlineStyle = .single
        footer = linked
    }

    var body: some View {
        Text(footer)
    }
}

/// A stored attributed string with no link at all.
struct StatusBadge: View {
    let label: AttributedString

    init(count: Int) {
        var text = AttributedString("\(count) new")
        text.font = .caption.bold()
        label = text
    }

    var body: some View {
        Text(label)
    }
}
