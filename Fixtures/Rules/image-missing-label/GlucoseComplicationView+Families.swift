import SwiftUI

extension GlucoseComplicationView {
    @ViewBuilder
    var circularFamily: some View {
        if entry.isLive {
            Gauge(value: entry.value, in: entry.range) {
                Text("Glucose")
            } currentValueLabel: {
                Text(entry.reading)
            }
            .gaugeStyle(.accessoryCircular)
        } else {
            Image("complication-fallback")  // expect: image-missing-label
                .resizable()
        }
    }

    /// Merged with its reading where the body shows it.
    var rectangularFamily: some View {
        HStack {
            Image("drop-glyph")
            Text(entry.reading)
        }
    }
}
