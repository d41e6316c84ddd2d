import SwiftUI
#if os(macOS)
import AppKit
#endif

struct AboutScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            #if os(macOS)
            Image(nsImage: NSApp.applicationIconImage)  // expect: image-missing-label
                .resizable()
                .frame(width: 96, height: 96)
            #else
            Image("about-icon")  // expect: image-missing-label
                .resizable()
                .frame(width: 96, height: 96)
            #endif
            Text("Trailhead")
                .font(.title)
            Text("Made for people who like to walk uphill.")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    VStack {
        AboutScreen()
        Image("preview-only-backdrop")
    }
}
