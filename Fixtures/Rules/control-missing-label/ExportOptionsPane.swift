import SwiftUI

/// A macOS-style settings grid: each row's visible title is paired with its control for VoiceOver.
struct ExportOptionsPane: View {
    @Namespace private var pairs
    @State private var format = 0
    @State private var quality = 0.8
    @State private var compression = 0

    var body: some View {
        Grid(alignment: .leadingFirstTextBaseline) {
            GridRow {
                Text("Format:")
                    .accessibilityLabeledPair(role: .label, id: "format", in: pairs)
                Picker(selection: $format) {
                    Text("PNG").tag(0)
                    Text("JPEG").tag(1)
                } label: {
                    EmptyView()
                }
                .labelsHidden()
                .accessibilityLabeledPair(role: .content, id: "format", in: pairs)
            }
            GridRow {
                Text("Quality:")
                Slider(value: $quality) { EmptyView() }  // expect: control-missing-label
                    // The pair's label half is missing: nothing names the slider.
                    .accessibilityLabeledPair(role: .content, id: "quality", in: pairs)
            }
            GridRow {
                Text("Compression:")
                    .accessibilityLabeledPair(role: .label, id: "compressionTitle", in: pairs)
                Picker(selection: $compression) {  // expect: control-missing-label
                    Text("None").tag(0)
                    Text("Fast").tag(1)
                } label: {
                    EmptyView()
                }
                // A different id: this pair names some other view, not the picker.
                .accessibilityLabeledPair(role: .content, id: "compression", in: pairs)
            }
        }
    }
}
