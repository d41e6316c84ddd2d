import SwiftUI

@main
struct TideApp: App {
    var body: some Scene {
        WindowGroup {
            HarborListView()
        }
    }
}
