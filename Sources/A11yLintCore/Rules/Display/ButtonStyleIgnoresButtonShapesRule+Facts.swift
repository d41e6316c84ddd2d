/// What `button-style-ignores-button-shapes` collects from every file in pass 1: the
/// SwiftUI views whose `body` draws a visible shape, the button styles whose `makeBody` draws
/// one and the top-level functions that build such a view, so a style's `makeBody` that builds
/// or applies one draws a shape too.
extension ButtonStyleIgnoresButtonShapesRule: CollectingRule {
    /// One file's views that draw a shape.
    typealias FileInfo = [String]
    /// Every file's views that draw a shape.
    typealias Collected = Set<String>

    static func collect(from file: CollectionContext) -> [String] {
        let index = file.index
        var views: [String] = []
        for position in index.declarations.indices where index.declarations[position].body >= 0 && index.isMember(position) {
            let declaration = index.declarations[position]
            let owner = index.declarations[Int(declaration.parent)]
            let body = index.scopes[Int(declaration.body)]
            if declaration.kind == .variable, declaration.nameText == "body" {
                if index.drawsButtonShape(from: Int(body.open) + 1, through: Int(body.close) - 1) { views.append(owner.nameText) }
            } else if declaration.kind == .function, declaration.nameText == "body", owner.inheritance.contains("ViewModifier") {
                // `struct Frosted: ViewModifier { func body(content:) … }`, applied as `.modifier(Frosted())`.
                if index.drawsButtonShape(from: Int(body.open) + 1, through: Int(body.close) - 1) { views.append(owner.nameText) }
            } else if declaration.kind == .function, owner.kind == .extension, owner.nameText == "View" {
                // `extension View { func cardChrome() -> some View { background(…) } }`, applied as
                // `.cardChrome()`: recorded with a leading `.`, as it is called.
                if index.drawsButtonShape(from: Int(body.open) + 1, through: Int(body.close) - 1) {
                    views.append("." + declaration.nameText)
                }
            }
        }
        // What draws a shape through this file's views: a button style whose `makeBody` draws one (a style
        // that applies it, `Button(configuration).buttonStyle(Inner())`, draws it too), and a top-level
        // function that builds such a view (`func pill(_ color: Color) -> some View { Capsule().fill(color) }`,
        // `func RoundedFill(…) -> FilledBox { FilledBox(…) }`).
        let local = Set(views)
        let rule = ButtonStyleIgnoresButtonShapesRule(options: NoOptions())
        for (position, declaration) in index.declarations.enumerated() {
            if declaration.kind.isType, rule.isButtonStyle(declaration) {
                if let body = rule.makeBody(of: position, index: index),
                   rule.drawsShape(makeBody: body, style: declaration, index: index, viewsDrawingShapes: local) {
                    views.append(declaration.nameText)
                }
            } else if declaration.kind == .function, declaration.parent < 0, declaration.body >= 0, declaration.parameters >= 0,
                      let close = index.partner(of: Int(declaration.parameters)) {
                let body = index.scopes[Int(declaration.body)]
                guard close < Int(body.open) else { continue }
                // Declared to return a view of this file that draws a shape, or whose body draws one.
                let returnsShape = (close + 1..<Int(body.open)).contains { index.tokens[$0].kind == .identifier && local.contains(index.text($0)) }
                if returnsShape || index.drawsButtonShape(from: Int(body.open) + 1, through: Int(body.close) - 1,
                                                          viewsDrawingShapes: local) {
                    views.append(declaration.nameText)
                }
            }
        }
        return views
    }

    static func merge(_ infos: [[String]]) -> Set<String> {
        Set(infos.joined())
    }
}
