import SwiftUI
import WidgetKit

enum QuickAction: String, CaseIterable {
    case logMeal, startFast, addWater

    var deeplink: URL { URL(string: "fastlog://action/\(rawValue)")! }
}

/// A widget tile whose whole content is an image chosen by a computed property.
struct QuickActionTile: View {
    let action: QuickAction

    private var glyph: Image {
        switch action {
        case .logMeal:
            return Image("meal-plate")  // expect: image-missing-label
        case .startFast:
            return Image("hourglass")  // expect: image-missing-label
        case .addWater:
            return Image(systemName: "drop.fill")
        }
    }

    var body: some View {
        Link(destination: action.deeplink) {
            glyph
                .resizable()
                .scaledToFit()
                .padding(10)
        }
    }
}

/// A status row whose icon comes from a function returning an optional image.
struct PumpStatusRow: View {
    let vendor: String
    let reservoir: Double

    func vendorLogo() -> Image? {
        switch vendor {
        case "omni": return Image("omni-logo")  // expect: image-missing-label
        default: return nil
        }
    }

    /// Labeled where it is shown, so not reported.
    func reservoirIcon() -> Image {
        Image("reservoir")
    }

    var body: some View {
        HStack(spacing: 8) {
            if let logo = vendorLogo() {
                logo
            }
            reservoirIcon()
                .accessibilityLabel("Reservoir")
            Text("\(reservoir, specifier: "%.0f") U left")
        }
    }
}

/// An image-typed property its own type never shows: a value handed to others, not judged here.
struct MealCategory {
    let name: String
    var artwork: Image { Image("category-\(name)") }
}
