import SwiftUI

@main
struct CompassApp: App {
    var body: some Scene {
        WindowGroup {
            BearingBanner(style: .compass(heading: 90))
        }
    }
}
