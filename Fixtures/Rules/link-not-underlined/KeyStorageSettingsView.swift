import SwiftUI

/// Settings rows whose captions end with a "Learn more" link built in place, and a footer that
/// switches between two keys, one with a link.
struct KeyStorageSettingsView: View {
    @State private var syncEnabled = true
    let guidePath: String

    var body: some View {
        List {
            Section(footer: Text(syncEnabled ? "Open the [Files app](https://files.example.com) to see them." : "Sync is off on this device.")) {  // expect: link-not-underlined
                caption("Keys are stored in the keychain and never leave the device.")
                Text(try! AttributedString(markdown: "**Secure Enclave** keys cannot be exported."))
                Text((try? AttributedString(markdown: "Need help? [Ask us](mailto:help@example.com)")) ?? "Need help?")  // expect: link-not-underlined
                Text(syncEnabled ? "Synced" : "Local only")
            }
        }
    }

    func caption(_ content: String) -> some View {
        let link = "https://docs.example.com/\(guidePath)"
        return Text(try! AttributedString(markdown: "\(content)\n[Learn more](\(link))"))  // expect: link-not-underlined
            .font(.footnote)
            .foregroundStyle(.secondary)
    }
}

/// Markdown used only for emphasis: no link to underline.
struct ReleaseNoteRow: View {
    let version: String
    var highlight: AttributedString {
        (try? AttributedString(markdown: "**New** in this version")) ?? AttributedString("New in this version")
    }
    var body: some View {
        VStack(alignment: .leading) {
            Text(version).font(.headline)
            Text(highlight)
        }
    }
}
