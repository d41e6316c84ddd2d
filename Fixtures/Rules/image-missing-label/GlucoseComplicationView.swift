import SwiftUI
import WidgetKit

/// A watch complication whose families are drawn by helpers declared in other files.
struct GlucoseComplicationView: View {
    @Environment(\.widgetFamily) private var family
    let entry: GlucoseEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            circularFamily
        case .accessoryRectangular:
            rectangularFamily
                .accessibilityElement(children: .combine)
        default:
            Text(entry.reading)
        }
    }
}
