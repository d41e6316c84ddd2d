import Foundation

struct Profile: Identifiable {
    let id: UUID
    var displayName: String
    var bio: String
    var notes: String
    var website: URL?
}

extension Profile {
    /// The bio as written by the member, Markdown links included.
    var bioAttributed: AttributedString {
        (try? AttributedString(markdown: bio, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace)))
            ?? AttributedString(bio)
    }

    /// Private notes with every link underlined.
    var notesAttributed: AttributedString {
        var text = (try? AttributedString(markdown: notes)) ?? AttributedString(notes)
        for run in text.runs where run.link != nil {
            text[run.range].underlineStyle = .single
        }
        return text
    }
}

/// A server message that may contain Markdown, parsed once.
final class AnnouncementModel {
    let title: String
    let message: AttributedString

    init(title: String, markdown: String) {
        self.title = title
        self.message = (try? AttributedString(markdown: markdown)) ?? AttributedString(markdown)
    }
}
