import SwiftUI

/// The first screen: every declaration here is used, so its findings stay.
struct HarborListView: View {
    @State private var showsTides = false
    let harbors = ["North Pier", "Old Quay"]

    var body: some View {
        VStack {
            ForEach(harbors, id: \.self) { name in
                HarborRow(name: name)
            }
            Button("Plan a trip") { showsTides = true }
                .buttonStyle(DockButtonStyle())
            legend
            WaveBadge()
            BuoyScreen()
        }
        .harborCard()
    }

    var legend: some View {
        Image("legend-waves") // expect: image-missing-label
    }
}

struct HarborRow: View {
    let name: String

    var body: some View {
        HStack {
            Text(name)
            Button { share() } label: { // expect: icon-button-missing-label
                Image("share-glyph") // note: icon-button-missing-label
            }
        }
        .onTapGesture { open() } // expect: tap-gesture-as-button
    }

    func share() {}
    func open() {}
}

struct DockButtonStyle: ButtonStyle { // expect: button-style-ignores-button-shapes
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.teal)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension View {
    func harborCard() -> some View {
        padding().background(.thinMaterial)
    }
}

#Preview {
    VStack {
        HarborListView()
        LegacyHarborBanner()
    }
}
