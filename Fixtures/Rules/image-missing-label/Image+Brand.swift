import SwiftUI

/// The app's artwork, named once for every screen.
extension Image {
    static let wordmark = Image("brand_wordmark")  // expect: image-missing-label
    static let dismiss = Image("icon_dismiss")  // expect: image-missing-label
    static let confetti = Image("art_confetti")
    static let sparkle = Image("art_sparkle")
    static let backdrop = Image("art_backdrop")  // expect: image-missing-label
    static let stepOne = Image(systemName: "1.circle.fill")
}
