/// The Large Content Viewer: Apple's alternative for interface that cannot grow with Dynamic Type
/// (bars, logo lockups, key strips). A long press shows the element's title and image enlarged in
/// the middle of the screen. A type that offers it keeps its text fixed on purpose, so the Dynamic
/// Type rules (`dynamic-type-disabled`, `fixed-font-size`) leave that type's fixed text alone.
enum LargeContentViewer {
    /// The names that offer it: `showsLargeContentViewer = true`, `addInteraction(UILargeContentViewerInteraction())`,
    /// SwiftUI's `.accessibilityShowsLargeContentViewer()`.
    static let names = ["showsLargeContentViewer", "UILargeContentViewerInteraction", "accessibilityShowsLargeContentViewer"]

    /// Whether the outermost type around `token` (with its extensions and nested types in this file)
    /// offers the Large Content Viewer. `showsLargeContentViewer = false` offers nothing.
    static func isOffered(around token: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard var type = index.enclosingType(of: token) else { return false }
        while case let parent = Int(index.declarations[type].parent), parent >= 0, index.declarations[parent].kind.isType {
            type = parent
        }
        for declaration in index.types(named: index.declarations[type].nameText) where index.declarations[declaration].body >= 0 {
            let body = index.scopes[Int(index.declarations[declaration].body)]
            for name in names {
                for occurrence in file.occurrences(of: name, from: Int(body.open), through: Int(body.close)) {
                    let use = Int(occurrence)
                    if index.isOperator(use + 1, "="), index.isText(use + 2, "false") { continue }
                    return true
                }
            }
        }
        return false
    }
}
