import SwiftUI

/// The checkout form: "Pay" looks disabled until the card is valid, but only by its opacity.
struct CheckoutForm: View {
    @State private var cardNumber = ""
    @State private var isPaying = false
    @State private var acceptedTerms = false

    private var cardIsValid: Bool { cardNumber.count == 16 }

    var body: some View {
        Form {
            TextField("Card number", text: $cardNumber)
            Toggle("I accept the terms", isOn: $acceptedTerms)

            Button {
                guard cardIsValid, acceptedTerms else { return }
                pay()
            } label: {
                Text("Pay")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .opacity(cardIsValid ? 1 : 0.4)  // expect: visually-disabled-control

            Button(action: applyCoupon) {
                Label("Apply coupon", systemImage: "tag")
                    .foregroundStyle(cardNumber.isEmpty ? .secondary : .primary)  // expect: visually-disabled-control
            }

            Button("Save card") {
                guard cardIsValid else { return }
                saveCard()
            }
            .disabled(!cardIsValid)
            .opacity(cardIsValid ? 1 : 0.5)

            Section {
                Button("Cancel order") {
                    if isPaying { return }
                    cancel()
                }
                .opacity(isPaying ? 0.5 : 1)
            }
            .disabled(isPaying)
        }
    }

    private func applyCoupon() {
        guard !cardNumber.isEmpty else { return }
        showCoupons()
    }

    private func pay() { isPaying = true }
    private func saveCard() {}
    private func cancel() {}
    private func showCoupons() {}
}

/// Tabs dimmed when not selected: selection styling, not a disabled state.
struct PeriodTabs: View {
    @Binding var period: Int

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                Button {
                    period = index
                } label: {
                    Text("Period \(index + 1)")
                        .opacity(period == index ? 1 : 0.4)
                }
            }
        }
    }
}
