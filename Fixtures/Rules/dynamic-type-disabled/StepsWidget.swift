import SwiftUI
import WidgetKit

/// A home-screen widget: the system gives it a fixed size, so capping its content hides nothing
/// a larger text size could show.
struct StepsWidgetView: View {
    let entry: StepsEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps")
            Text(entry.steps, format: .number)
        }
        .dynamicTypeSize(...DynamicTypeSize.large)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
