import SwiftUI

/// The tap on the bar repeats the bar's own expand button (MiniPlayerBar.swift): a bigger target
/// for a control VoiceOver reaches. The tap on the card opens the queue, which no control in the
/// card does.
struct PlayerHost: View {
    @State private var isExpanded = false
    @State private var isQueueShown = false

    func expandPlayer() {
        withAnimation { isExpanded.toggle() }
    }

    func openQueue() { isQueueShown = true }

    var body: some View {
        VStack {
            MiniPlayerBar(isExpanded: $isExpanded)
                .onTapGesture {
                    expandPlayer()
                }
            EpisodeCard(like: {})
                .onTapGesture {  // expect: tap-gesture-as-button
                    openQueue()
                }
        }
    }
}

/// Double taps: zooming, revealing a detail of the view and three-tap shortcuts are shortcuts
/// beside the controls; a double tap that turns the camera off is the only way to do it.
struct CallPreviewTile: View {
    let session: CallSession
    @State private var showsStatistics = false
    @State private var zoomScale: CGFloat = 1

    var body: some View {
        VStack {
            Text("You")
                .onTapGesture(count: 2) {  // expect: tap-gesture-as-button
                    if session.isSendingVideo {
                        session.stopVideo()
                    } else {
                        session.startVideo()
                    }
                }
            Text("Signal")
                .onTapGesture(count: 2) { showsStatistics = true }
            Text("Remote")
                .onTapGesture(count: 2) { zoomScale = zoomScale == 1 ? 2 : 1 }
            Text("Logs")
                .onTapGesture(count: 3) { session.exportLogs() }
        }
    }
}

final class CallSession {
    var isSendingVideo = false
    func stopVideo() {}
    func startVideo() {}
    func exportLogs() {}
}
