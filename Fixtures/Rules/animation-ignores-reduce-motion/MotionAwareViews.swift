import SwiftUI

/// Honours Reduce Motion: the pulse becomes a still image when the setting is on.
struct PulsingHeart: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var beating = false

    var body: some View {
        Image(decorative: "heart")
            .scaleEffect(beating ? 1.3 : 1)
            .onAppear {
                guard !reduceMotion else { return }
                withAnimation(.easeInOut(duration: 0.5).repeatForever()) { beating = true }
            }
    }
}
