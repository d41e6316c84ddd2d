import SwiftUI

/// One row of a server's capability list; the detail is shown as a localized key, so Markdown in it renders.
final class CapabilityEntry: Identifiable {
    let id = UUID()
    let title: String
    let detail: String

    init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }
}

private struct CapabilityRow: View {
    let entry: CapabilityEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(LocalizedStringKey(entry.title)).font(.headline)
            Text(LocalizedStringKey(entry.detail)).font(.caption)  // expect: link-not-underlined
            // A plain String is shown verbatim: no Markdown, no link.
            Text(entry.detail)
        }
    }
}

struct ServerCapabilitiesView: View {
    let serverName: String

    var entries: [CapabilityEntry] {
        let guide = "[Read the admin guide](https://example.com/admin-guide)"  // note: link-not-underlined
        return [
            CapabilityEntry(title: serverName, detail: "Push is relayed.\n\n\(guide)"),
            CapabilityEntry(title: "Uploads", detail: "Files up to 100 MB."),
        ]
    }

    var body: some View {
        List(entries) { entry in
            CapabilityRow(entry: entry)
        }
    }
}
