import SwiftUI

struct ServiceToggleRow: View {
    let service: ServiceStatus
    @State private var isFiltering = false

    var body: some View {
        HStack {
            Text(service.name)
            Spacer()
            Button { service.toggle() } label: { // expect: icon-button-missing-label
                Image(systemName: service.isRunning ? "checkmark" : "xmark")  // expect: state-not-exposed
            }
            Button { isFiltering.toggle() } label: {
                Image(systemName: isFiltering ? "xmark" : "magnifyingglass")
            }
            actionButton(icon: Asset.Icons.restart.image) { service.restart() }
            actionButton(icon: Asset.Icons.logs.image) { service.openLogs() }
            Button { service.openSettings() } label: { rowIcon(named: "gear-outline") } // expect: icon-button-missing-label
            Button { service.close() } label: { rowSymbol(systemName: "xmark") }
        }
    }

    func actionButton(icon: Image, _ action: @escaping () -> Void) -> some View {
        Button(action: action) { // expect: icon-button-missing-label
            icon
                .renderingMode(.template)
        }
    }

    // The helper's image is reported on its own, outside the button it labels.
    func rowIcon(named name: String) -> some View {
        Image(name)  // expect: image-missing-label
            .renderingMode(.template)
    }

    func rowSymbol(systemName: String) -> some View {
        Image(systemName: systemName).imageScale(.small)
    }
}
