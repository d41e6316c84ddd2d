import SwiftUI

/// A tip calculator's number pad: each key shows one digit at 36 pt, already larger than body text
/// and fixed like the system keypads. The amount above it is a number people read, and its fixed
/// size is reported; so is a small digit on a key.
struct TipKeypad: View {
    @Binding var amount: Int
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        VStack {
            Text("\(amount)")
                .font(.system(size: 44, weight: .bold))  // expect: fixed-font-size
            LazyVGrid(columns: columns) {
                ForEach(1...9, id: \.self) { digit in
                    Button { append(digit) } label: {
                        Text("\(digit)").font(.system(size: 36, design: .rounded))
                    }
                }
                key(0)
                Button { amount = 0 } label: {
                    Text("0").font(.system(size: 36))
                }
                Button { amount /= 10 } label: {
                    Text("\(amount)").font(.system(size: 36))  // expect: fixed-font-size
                }
                Button { append(0) } label: {
                    Text("0").font(.system(size: 15))  // expect: fixed-font-size
                }
            }
        }
    }

    private func key(_ digit: Int) -> some View {
        Button { append(digit) } label: {
            Text("\(digit)")
                .font(.system(size: 36, weight: .regular, design: .rounded))
        }
    }

    private func append(_ digit: Int) {
        amount = amount * 10 + digit
    }
}
