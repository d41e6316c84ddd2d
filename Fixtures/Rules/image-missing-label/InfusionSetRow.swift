import SwiftUI

struct InfusionSetRow: View {
    let set: InfusionSet

    var body: some View {
        HStack(spacing: 8) {
            if let mark = set.brandMark() {
                mark
                    .resizable()
                    .frame(width: 28, height: 28)
            }
            set.wearBadge
                .accessibilityHidden(true)
            Text("Day \(set.daysWorn)")
        }
    }
}
