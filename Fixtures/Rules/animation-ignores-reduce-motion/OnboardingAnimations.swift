import SwiftUI

/// The welcome screen's hero: a logo that breathes and a halo that turns slowly.
struct WelcomeHero: View {
    enum Metrics {
        static let haloSide: CGFloat = 220
        static let logoSide: CGFloat = 96
    }

    @State private var breathing = false
    @State private var haloAngle = 0.0

    var body: some View {
        ZStack {
            Image(decorative: "halo")
                .resizable()
                .frame(width: Metrics.haloSide, height: Metrics.haloSide)
                .rotationEffect(.degrees(haloAngle))
            Image(decorative: "logo")
                .resizable()
                .frame(width: Metrics.logoSide, height: Metrics.logoSide)
                .scaleEffect(breathing ? 1.12 : 1)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.9).repeatForever(autoreverses: true)) {  // expect: animation-ignores-reduce-motion
                breathing = true
            }
            withAnimation(.linear(duration: 6).repeatForever(autoreverses: false)) {  // expect: animation-ignores-reduce-motion
                haloAngle = 360
            }
        }
    }
}

/// A ticker of tips that scrolls sideways for as long as the screen is open.
struct TipsTicker: View {
    let tips: [String]
    @State private var contentWidth: CGFloat = 0

    var body: some View {
        HStack(spacing: 40) {
            ForEach(tips, id: \.self) { Text($0) }
        }
        .fixedSize()
        .offset(x: -contentWidth)
        .animation(
            .linear(duration: 20)
                .repeatForever(autoreverses: false),  // expect: animation-ignores-reduce-motion
            value: contentWidth
        )
    }
}

/// A small sync indicator: a full turn of a toolbar-sized symbol, like the system spinner.
struct SyncBadge: View {
    @State private var turning = false

    var body: some View {
        Image(systemName: "arrow.triangle.2.circlepath")
            .accessibilityLabel("Syncing")
            .rotationEffect(.degrees(turning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turning)
            .onAppear { turning = true }
    }
}

/// A "LIVE" badge whose glow pulses: opacity only.
struct LiveBadge: View {
    @State private var bright = false

    var body: some View {
        Text("LIVE")
            .padding(4)
            .background(Color.red.opacity(bright ? 1 : 0.5))
            .onAppear {
                withAnimation(.easeInOut(duration: 0.6).repeatForever()) { bright.toggle() }
            }
    }
}

/// A placeholder row that shimmers while the feed loads.
struct FeedPlaceholderShimmer: View {
    @State private var phase: CGFloat = -200

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.gray.opacity(0.2))
            .overlay(LinearGradient(colors: [.clear, .white.opacity(0.4), .clear], startPoint: .leading, endPoint: .trailing)
                .offset(x: phase))
            .onAppear {
                withAnimation(.linear(duration: 1.4).repeatForever(autoreverses: false)) { phase = 200 }
            }
    }
}
