import SwiftUI

/// Shown only in a preview of another file: no user meets it.
struct LegacyHarborBanner: View {
    var body: some View {
        Image("banner-waves")
            .onTapGesture { open() }
    }

    func open() {}
}
