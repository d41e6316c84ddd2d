import SwiftUI

/// A member's profile: the bio comes from Profile+Markdown.swift.
struct ProfileDetailView: View {
    let profile: Profile
    let announcement: AnnouncementModel?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(profile.displayName)
                    .font(.largeTitle.bold())

                Text(profile.bioAttributed)  // expect: link-not-underlined
                    .font(.body)

                GroupBox("Notes") {
                    Text(profile.notesAttributed)
                }

                if let announcement {
                    VStack(alignment: .leading) {
                        Text(announcement.title).font(.headline)
                        Text(announcement.message)  // expect: link-not-underlined
                    }
                    .padding()
                    .background(.yellow.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                }

                if let website = profile.website {
                    Link(website.host() ?? website.absoluteString, destination: website)
                }
            }
            .padding()
        }
    }
}

/// Rows built from local attributed strings.
struct ProfileLinksSection: View {
    let profile: Profile

    var body: some View {
        Section {
            if let website = profile.website {
                let linked = linkedWebsite(website)
                Text(linked)
            }
            Text(settingsHint)
        }
    }

    /// The website, underlined as a link.
    private func linkedWebsite(_ url: URL) -> AttributedString {
        var text = AttributedString(url.host() ?? url.absoluteString)
        text.link = url
        text.underlineStyle = .single
        return text
    }

    private var settingsHint: AttributedString {
        var hint = AttributedString(localized: "Change this in Settings.")
        hint.foregroundColor = .secondary
        return hint
    }
}

/// Release notes parsed on the spot; the links keep the tint color only.
struct ReleaseNotesView: View {
    let markdown: String

    var body: some View {
        if let notes = try? AttributedString(markdown: markdown) {
            Text(notes)  // expect: link-not-underlined
                .padding()
        } else {
            Text(markdown)
        }
    }
}

/// The same, but each link run is underlined before display.
struct ChangelogView: View {
    let markdown: String

    var body: some View {
        let changelog: AttributedString = {
            var text = (try? AttributedString(markdown: markdown)) ?? AttributedString(markdown)
            for run in text.runs where run.link != nil {
                text[run.range].underlineStyle = .single
            }
            return text
        }()
        Text(changelog)
    }
}
