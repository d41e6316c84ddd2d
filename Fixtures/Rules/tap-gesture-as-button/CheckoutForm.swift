import SwiftUI

/// A checkout form: tapping the scrolling content clears the `@FocusState` (the keyboard goes away,
/// whatever the state is called), the delivery section's label widens its own disclosure control,
/// and the saved-address rows are custom views that make themselves buttons in
/// `SavedAddressCards.swift`. The "Add a gift note" text is a fake button: reported.
struct CheckoutForm: View {
    @FocusState private var isEditingAddress: Bool
    @State private var isDeliveryExpanded = false
    @State private var isWritingGiftNote = false
    @Binding var address: String
    let saved: [SavedAddress]
    let onPick: (SavedAddress) -> Void

    var body: some View {
        VStack {
            ScrollView {
                TextField("Street and number", text: $address)
                    .focused($isEditingAddress)
                DisclosureGroup(isExpanded: $isDeliveryExpanded) {
                    Text("Delivered within two working days.")
                } label: {
                    Label("Delivery", systemImage: "shippingbox")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .contentShape(Rectangle())
                        .onTapGesture { withAnimation { isDeliveryExpanded.toggle() } }
                }
                ForEach(saved) { entry in
                    Group {
                        if entry.isHome {
                            HomeAddressCard(entry: entry)
                        } else {
                            SavedAddressRow(entry: entry)
                        }
                    }
                    .onTapGesture { onPick(entry) }
                }
                Text("Add a gift note")
                    .onTapGesture { isWritingGiftNote = true } // expect: tap-gesture-as-button
            }
            .onTapGesture {
                isEditingAddress = false
            }
            Button("Pay") { pay() }
        }
    }

    func pay() {}
}

struct SavedAddress: Identifiable {
    let id: Int
    let isHome: Bool
    let title: String
}
