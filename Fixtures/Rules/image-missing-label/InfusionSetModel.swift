import SwiftUI

/// A model handing out images for the views that show it.
struct InfusionSet {
    enum Brand { case clearline, softsite, generic }

    let brand: Brand
    let daysWorn: Int

    /// Shown by InfusionSetRow (another file) next to the brand name, unlabeled.
    func brandMark() -> Image? {
        switch brand {
        case .clearline: return Image("clearline-mark")  // expect: image-missing-label
        case .softsite: return Image("softsite-mark")  // expect: image-missing-label
        case .generic: return nil
        }
    }

    /// Hidden where it is shown.
    var wearBadge: Image { Image("wear-badge") }

    /// Never shown as a view anywhere: a value.
    var exportThumbnail: Image { Image("export-thumbnail") }
}
