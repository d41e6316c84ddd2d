import SwiftUI

/// Pieces of a chat message: runs of text and inline emoji images.
enum MessageFragment {
    case styled(AttributedString)
    case plain(AttributedString)
    case emoji(String)

    var view: Text {
        switch self {
        case .styled(let text):
            return Text(text)  // expect: link-not-underlined
        case .plain(let text):
            return Text(text)
        case .emoji(let name):
            return Text(Image(name))
        }
    }
}

/// Builds the fragments: a mention is a link run, tinted but never underlined.
func mentionFragment(_ handle: String) -> MessageFragment {
    var text = AttributedString("@" + handle)
    text.link = URL(string: "chat://user/\(handle)")
    text.foregroundColor = .purple
    return .styled(text)
}

/// A quoted line: bold, no link.
func quoteFragment(_ line: String) -> MessageFragment {
    var text = AttributedString(line)
    text.inlinePresentationIntent = .stronglyEmphasized
    return MessageFragment.plain(text)
}
