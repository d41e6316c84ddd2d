/// What `button-style-ignores-button-shapes` collects from every file in pass 1: the
/// SwiftUI views whose `body` draws a visible shape, so a style's `makeBody` that
/// builds such a view draws one too.
extension ButtonStyleIgnoresButtonShapesRule: CollectingRule {
    /// One file's views that draw a shape.
    typealias FileInfo = [String]
    /// Every file's views that draw a shape.
    typealias Collected = Set<String>

    static func collect(from file: CollectionContext) -> [String] {
        let index = file.index
        var views: [String] = []
        for (position, declaration) in index.declarations.enumerated()
        where declaration.kind == .variable && declaration.body >= 0 && declaration.nameText == "body" {
            guard index.isMember(position) else { continue }
            let body = index.scopes[Int(declaration.body)]
            if index.drawsButtonShape(from: Int(body.open) + 1, through: Int(body.close) - 1) {
                views.append(index.declarations[Int(declaration.parent)].nameText)
            }
        }
        return views
    }

    static func merge(_ infos: [[String]]) -> Set<String> {
        Set(infos.joined())
    }
}
