import SwiftUI

/// Buttons used as badges: empty actions, but nothing is hidden in a gesture.
struct PlanBadges: View {
    @State private var showsPlans = false

    var body: some View {
        VStack {
            Button(action: {}, label: { Text("Pro") })
                .buttonStyle(.borderedProminent)
                .disabled(true)
            Button {} label: {
                Text("Upgrade")
                    .onTapGesture {}
            }
            .disabled(true)
            Button {} label: {
                Text("Compare plans")
            }
            .onTapGesture { showsPlans = true }
            .accessibilityAction { showsPlans = true }
            Button {} label: {
                Toggle("Yearly billing", isOn: $showsPlans)
                    .onTapGesture { showsPlans.toggle() }
            }
        }
    }
}
