import SwiftUI

/// The same picker with its state exposed: no finding.
struct SortOrderPicker: View {
    @Binding var ascending: Bool

    var body: some View {
        ForEach([true, false], id: \.self) { value in
            Button {
                ascending = value
            } label: {
                HStack {
                    Text(value ? "Ascending" : "Descending")
                    Image(systemName: ascending == value ? "checkmark.circle.fill" : "circle")
                }
            }
            .accessibilityAddTraits(ascending == value ? .isSelected : [])
        }
    }
}
