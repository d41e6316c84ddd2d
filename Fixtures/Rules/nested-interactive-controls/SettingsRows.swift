import SwiftUI

/// Settings rows that borrow a NavigationLink's chevron, or drive a link from the button.
struct CacheSettingsSection: View {
    @State private var showsDetails = false
    @State private var cacheCleared = false
    let clearCache: () -> Void

    var body: some View {
        Section {
            Button {
                clearCache()
                cacheCleared = true
            } label: {
                NavigationLink("Clear cache", destination: EmptyView())
            }
            Button {
                showsDetails = true
            } label: {
                NavigationLink(destination: CacheDetailsView(), isActive: $showsDetails) {
                    Text("Cache details")
                }
            }
            Button(action: clearCache) {
                HStack {
                    Text("Clear cache on launch")
                    Toggle("Enabled", isOn: $cacheCleared)  // expect: nested-interactive-controls
                }
            }
        }
    }
}

struct CacheDetailsView: View {
    var body: some View { Text("Details") }
}
