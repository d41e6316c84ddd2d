import UIKit

/// Symbol names shared by the app's screens and its widgets.
struct AppSymbol: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    static let discard = Self("trash")
    static let archive = Self("archivebox")
    static let compose = Self("square.and.pencil")
}

/// Symbols used as raw values, so settings can persist the user's chosen glyph.
enum ToolbarGlyph: String {
    case add = "plus"
    case pin = "pin"
}

extension UIImage {
    /// A symbol image that never fails: an empty image stands in for a missing name.
    fileprivate static func symbol(systemName name: String) -> UIImage {
        UIImage(systemName: name) ?? UIImage()
    }

    static let discard = UIImage.symbol(systemName: AppSymbol.discard.name)
    static let archive = UIImage.symbol(systemName: AppSymbol.archive.name)
    static let compose = UIImage.symbol(systemName: AppSymbol.compose.name)
    static let add = UIImage(systemName: ToolbarGlyph.add.rawValue)
    static let pin = UIImage(systemName: ToolbarGlyph.pin.rawValue)
    static let search = UIImage(systemName: "magnifyingglass")
    static let brandMark = UIImage(named: "brand-mark")
}
