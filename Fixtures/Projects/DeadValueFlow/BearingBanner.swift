import SwiftUI

/// A banner for a bearing; the app builds only `.compass` styles.
struct BearingBanner: View {
    enum Style: Equatable {
        case compass(heading: Int)
        case chart(name: String)
        case placeholder
    }

    var style: Style

    var body: some View {
        switch style {
        case .compass(let heading):
            Image("needle")  // expect: image-missing-label
                .rotationEffect(.degrees(Double(heading)))
        case .chart(let name):
            // Nothing builds `.chart(…)`: this body never runs.
            Image(name)
        case .placeholder:
            Text("No bearing")
        }
    }

    /// Read nowhere: its getter never runs.
    static var legendFonts: [String: UIFont] {
        ["title": UIFont.systemFont(ofSize: 22)]
    }

    /// Read by the footer the app shows: alive.
    var caption: some View {
        Text("N").font(.system(size: 11))  // expect: fixed-font-size
    }
}

struct BearingFooter: View {
    var body: some View {
        BearingBanner(style: .compass(heading: 0)).caption
    }
}
