import SwiftUI

@Observable
final class PlayerModel {
    var isLocked = false
    var unlockProgress = 0.0
    var isPlaying = false
    func startUnlock() {}
    func cancelUnlock() {}
    func togglePlayback() { isPlaying.toggle() }
    func skip(by seconds: Double) {}
}

/// Player controls: some buttons keep their work in gestures.
struct PlayerControls: View {
    @Environment(PlayerModel.self) private var player

    var body: some View {
        HStack(spacing: 24) {
            lockButton
            Button(action: {}) {  // expect: button-action-in-inner-gesture
                Text(player.isPlaying ? "Pause" : "Play")
                    .onTapGesture { player.togglePlayback() }
            }
            Button(action: { player.skip(by: 15) }) {
                Text("Skip 15 seconds")
            }
            .simultaneousGesture(TapGesture().onEnded { Haptics.light() })
            Button("Rewind") {}  // expect: button-action-in-inner-gesture
                .onLongPressGesture(minimumDuration: 0.5) { player.skip(by: -60) }
        }
    }

    /// Hold to unlock: the empty action leaves VoiceOver users locked out.
    @ViewBuilder private var lockButton: some View {
        if player.isLocked {
            Button { } label: {  // expect: button-action-in-inner-gesture
                Image(systemName: "lock")
                    .overlay { Circle().trim(from: 0, to: player.unlockProgress).stroke(.red, lineWidth: 2) }
            }
            .accessibilityLabel("Locked")
            .simultaneousGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { _ in player.startUnlock() }
                    .onEnded { _ in player.cancelUnlock() }
            )
        } else {
            Button { player.isLocked = true } label: {
                Label("Lock controls", systemImage: "lock.open")
            }
        }
    }
}

enum Haptics {
    static func light() {}
}
