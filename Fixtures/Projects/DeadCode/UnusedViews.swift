import SwiftUI

/// Nobody creates this chart any more.
struct TideChartView: View {
    var body: some View {
        Button { refresh() } label: {
            Image("chart-refresh")
        }
    }

    func refresh() {}
}

/// A style never applied.
struct FadedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(0.8)
    }
}

/// A modifier never used.
struct GlowModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.overlay(Image("glow-ring"))
    }
}

extension View {
    /// Nobody calls this helper.
    func tappableHarborCard(action: @escaping () -> Void) -> some View {
        background(Color.teal.opacity(0.2)).onTapGesture { action() }
    }
}

extension HarborRow {
    /// A view helper nobody calls, in an extension of a live view.
    var oldHeader: some View {
        Text("Read the [tide tables](https://example.com/tides)")
    }

    /// Calls only itself.
    func retryLabel(_ attempts: Int) -> AnyView {
        attempts > 0 ? retryLabel(attempts - 1) : AnyView(Text("Retry").onTapGesture { open() })
    }
}
