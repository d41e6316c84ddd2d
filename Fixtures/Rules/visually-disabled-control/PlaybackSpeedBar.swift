import SwiftUI

struct SpeedOption: Identifiable {
    let id: Double
    var isCurrent: Bool
    var isSelected: Bool
}

/// Speed chips: the current speed is drawn bright and refuses a second tap, the others are drawn
/// grey and work (the grey ones are the actionable ones). The sleep timer chip is greyed out while
/// no episode plays and then does nothing: a disabled look without being disabled.
struct PlaybackSpeedBar: View {
    let options: [SpeedOption]
    @State private var isPlaying = false

    var body: some View {
        HStack {
            ForEach(options) { option in
                Button {
                    guard !option.isCurrent else { return }
                    choose(option)
                } label: {
                    Text("\(option.id, specifier: "%.1f")×")
                        .foregroundStyle(option.isCurrent ? Color.primary : Color.secondary)
                }
                Button {
                    if option.isSelected { return }
                    choose(option)
                } label: {
                    Text("Pick")
                        .foregroundStyle(option.isSelected ? Color.primary : Color.secondary)
                }
            }
            Button {
                guard isPlaying else { return }
                startSleepTimer()
            } label: {
                Image(systemName: "moon.zzz")
                    .foregroundStyle(!isPlaying ? Color.gray : Color.accentColor)  // expect: visually-disabled-control
            }
            .accessibilityLabel("Sleep timer")
        }
    }

    private func choose(_ option: SpeedOption) {}
    private func startSleepTimer() {}
}
