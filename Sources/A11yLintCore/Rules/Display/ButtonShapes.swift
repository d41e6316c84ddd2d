/// Whether button-style code draws a visible shape (see `button-style-ignores-button-shapes`).
extension SyntaxIndex {
    /// Shape views: at the root of `makeBody` they are the button's visible shape.
    static let shapeViews: Set<String> = ["Circle", "Capsule", "RoundedRectangle", "Rectangle", "Ellipse",
                                          "UnevenRoundedRectangle", "ContainerRelativeShape"]

    /// Whether tokens `first...last` draw a visible shape: a visible `.background`, an
    /// `.overlay` with a stroke, `.border`, `.fill`/`.stroke`, `.buttonBorderShape`,
    /// `.underline`, or a shape view at the root. Views built there count when their `body`
    /// draws one (`viewsDrawingShapes`, collected by the rule from every file, this one included).
    public func drawsButtonShape(from first: Int, through last: Int, viewsDrawingShapes: Set<String> = []) -> Bool {
        guard first <= last else { return false }
        var statement = first
        if isName(statement, "return") { statement += 1 }
        if tokens[statement].kind == .identifier, SyntaxIndex.shapeViews.contains(text(statement)) { return true }
        var token = first
        while token <= last {
            defer { token += 1 }
            guard tokens[token].kind == .identifier else { continue }
            if kind(token - 1) == .period, let call = call(named: token) {
                let name = text(token)
                let open = call.open >= 0 ? Int(call.open) : Int(call.trailingClosures.first?.open ?? call.name)
                let close = Int(call.end)
                switch name {
                case "background":
                    if isVisibleFill(from: open, through: close) { return true }
                    token = close                  // what a hidden background draws does not count
                case "overlay":
                    if contains("stroke", from: open, through: close) || contains("strokeBorder", from: open, through: close)
                        || contains("border", from: open, through: close) { return true }
                case "border", "fill", "stroke", "strokeBorder", "buttonBorderShape", "underline", "glassEffect",
                     "backgroundStyle":
                    return true
                default:
                    break
                }
            } else if !viewsDrawingShapes.isEmpty, kind(token - 1) != .period, startsWithUppercase(token),
                      viewsDrawingShapes.contains(text(token)), call(named: token) != nil {
                return true
            }
        }
        return false
    }

    /// Whether a `.background(…)` argument is visible at rest: not `.clear` in any
    /// branch, not drawn only inside an `if` without `else`, and not an opacity that
    /// drops to a literal 0 unless a material or stroke is drawn too.
    func isVisibleFill(from first: Int, through last: Int) -> Bool {
        if contains("clear", from: first, through: last) {
            return false
        }
        if contains("if", from: first, through: last), !contains("else", from: first, through: last) { return false }
        for token in first...last where tokens[token].kind == .identifier {
            let name = text(token)
            if name.hasSuffix("Material") || name == "stroke" || name == "strokeBorder" { return true }
        }
        for token in first...last where isName(token, "opacity") {
            guard let call = call(named: token), call.open >= 0 else { continue }
            for value in Int(call.open)...Int(call.close) where kind(value) == .float || kind(value) == .integer {
                let text = text(value)
                if text == "0" || text == "0.0" || text == "0.00" { return false }
            }
        }
        return true
    }
}
