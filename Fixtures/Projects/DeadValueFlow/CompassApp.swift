import SwiftUI

@main
struct CompassApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                BearingBanner(style: .compass(heading: 90))
                BearingFooter()
            }
        }
    }
}
