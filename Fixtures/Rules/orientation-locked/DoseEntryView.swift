import SwiftUI

extension View {
    /// Asks the app delegate to limit the orientations while this view is shown.
    func supportedInterfaceOrientations(_ orientations: UIInterfaceOrientationMask) -> some View {
        onAppear { OrientationCoordinator.shared.lock(orientations) }
            .onDisappear { OrientationCoordinator.shared.unlock() }
    }
}

/// Entering a dose: locked to portrait.
struct DoseEntryView: View {
    @State private var amount = ""

    var body: some View {
        Form {
            TextField("Amount", text: $amount)
        }
        .supportedInterfaceOrientations(.portrait)  // expect: orientation-locked
    }
}
