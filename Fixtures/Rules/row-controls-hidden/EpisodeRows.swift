import SwiftUI

/// A row whose download button disappears for VoiceOver: the row ignores its children.
struct EpisodeRow: View {
    let episode: Episode
    let download: (Episode) -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(episode.title)
                Text(episode.duration)
            }
            Spacer()
            Button {
                download(episode)
            } label: {
                Image(systemName: "arrow.down.circle")
            }
        }
        .accessibilityElement(children: .ignore)  // expect: row-controls-hidden
        .accessibilityLabel("\(episode.title), \(episode.duration)")
    }
}

/// `.accessibilityElement()` ignores the children too.
struct SettingRow: View {
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Toggle("", isOn: $isOn).labelsHidden()
        }
        .accessibilityElement()  // expect: row-controls-hidden
        .accessibilityLabel(title)
    }
}

/// Combined rows keep the buttons' actions; rows with actions offer them.
struct GoodEpisodeRows: View {
    let episode: Episode
    let download: (Episode) -> Void
    @Binding var isOn: Bool

    var body: some View {
        VStack {
            HStack {
                Text(episode.title)
                Button("Download") { download(episode) }
            }
            .accessibilityElement(children: .combine)

            HStack {
                Text(episode.title)
                Button { download(episode) } label: { Image(systemName: "arrow.down.circle") }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(episode.title)
            .accessibilityAction(named: "Download") { download(episode) }

            HStack {
                Text("Wi-Fi only")
                Toggle("", isOn: $isOn).labelsHidden()
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Wi-Fi only")
            .accessibilityValue(isOn ? "On" : "Off")
            .accessibilityAdjustableAction { _ in isOn.toggle() }

            HStack {
                Text(episode.title)
                Text(episode.duration)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("\(episode.title), \(episode.duration)")
        }
    }
}
