import SwiftUI

struct CartLine: Identifiable {
    let id: UUID
    var name: String
    var price: Decimal
    var quantity: Int
}

@Observable
final class CheckoutModel {
    var lines: [CartLine] = []
    var promoCode = ""
    var total: Decimal { lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
    func remove(_ line: CartLine) {}
    func applyPromo() {}
    func pay() {}
}

/// The checkout screen, using the project's button styles.
struct CheckoutView: View {
    @State private var model = CheckoutModel()

    var body: some View {
        VStack(spacing: 16) {
            List {
                ForEach(model.lines) { line in
                    HStack {
                        Text(line.name)
                        Spacer()
                        Text(line.price, format: .currency(code: "EUR"))
                        Button(role: .destructive) {
                            model.remove(line)
                        } label: {
                            Image(systemName: "minus.circle")
                        }
                        .buttonStyle(.plainIcon)
                        .accessibilityLabel("Remove \(line.name)")
                    }
                }
            }
            HStack {
                TextField("Promo code", text: $model.promoCode)
                    .textFieldStyle(.roundedBorder)
                Button("Apply", action: model.applyPromo)
                    .buttonStyle(OutlineButtonStyle())
            }
            Button("Pay \(model.total.formatted(.currency(code: "EUR")))", action: model.pay)
                .buttonStyle(.pill)
            Button("Terms of sale") {}
                .buttonStyle(QuietLinkButtonStyle())
        }
        .padding()
    }
}

/// Quantity stepper buttons: a style local to this screen that reads the setting.
private struct QuantityButtonStyle: ButtonStyle {
    @Environment(\.accessibilityShowButtonShapes) var showButtonShapes

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 32, height: 32)
            .background {
                if showButtonShapes {
                    Circle().stroke(.tint)
                }
            }
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}
