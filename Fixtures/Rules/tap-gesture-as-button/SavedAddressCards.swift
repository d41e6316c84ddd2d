import SwiftUI

/// The saved-address cards: each one element with a label and the button trait, so a tap on them
/// from the checkout form (another file) already has button semantics.
struct HomeAddressCard: View {
    let entry: SavedAddress
    var body: some View {
        HStack {
            Image(systemName: "house")
            Text(entry.title)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Home, \(entry.title)")
        .accessibilityAddTraits(.isButton)
    }
}

struct SavedAddressRow: View {
    let entry: SavedAddress
    var body: some View {
        Text(entry.title)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(entry.title)
            .accessibilityAddTraits([.isButton, .isSelected])
    }
}
