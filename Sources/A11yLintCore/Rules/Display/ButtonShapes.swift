/// Whether button-style code draws a visible shape (see `button-style-ignores-button-shapes`).
extension SyntaxIndex {
    /// Shape views: at the root of `makeBody` they are the button's visible shape.
    static let shapeViews: Set<String> = ["Circle", "Capsule", "RoundedRectangle", "Rectangle", "Ellipse",
                                          "UnevenRoundedRectangle", "ContainerRelativeShape"]

    /// Whether tokens `first...last` draw a visible shape: a visible `.background`, an
    /// `.overlay` with a stroke, `.border`, `.fill`/`.stroke`, `.buttonBorderShape`,
    /// `.underline`, or a shape view at the root or as the bottom layer of a root `ZStack`. Views built there count when their `body`
    /// draws one (`viewsDrawingShapes`, collected by the rule from every file, this one included).
    public func drawsButtonShape(from first: Int, through last: Int, viewsDrawingShapes: Set<String> = []) -> Bool {
        guard first <= last else { return false }
        var statement = first
        // The root view comes after the body's local constants (`let width = …`).
        while statement <= last, isName(statement, "let") || isName(statement, "var"),
              let end = statementEnd(from: statement), end < last {
            statement = end + 1
        }
        if isName(statement, "return") { statement += 1 }
        if tokens[statement].kind == .identifier, SyntaxIndex.shapeViews.contains(text(statement)) { return true }
        // `ZStack { Circle().foregroundColor(.gray) … label }` at the root: the bottom layer is the
        // button's background, a visible shape unless it is clear or fully transparent.
        if isName(statement, "ZStack"), fillsBottomLayer(ofZStackAt: statement, in: first...last) { return true }
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
                    // The page's own colour is no shape on the page, unless a shadow outlines it.
                    if isVisibleFill(from: open, through: close),
                       !drawsOnlyPageColourAtRest(from: open, through: close) || contains("shadow", from: first, through: last) {
                        return true
                    }
                    token = close                  // what a hidden background draws does not count
                case "overlay":
                    if contains("stroke", from: open, through: close) || contains("strokeBorder", from: open, through: close)
                        || contains("border", from: open, through: close) { return true }
                case "border", "fill", "stroke", "strokeBorder", "buttonBorderShape", "underline", "glassEffect",
                     "backgroundStyle":
                    return true
                case "buttonStyle":
                    // `Button(configuration).buttonStyle(.bordered)`: the button is drawn by a system style
                    // that draws a shape (a project style, `.buttonStyle(Inner())`, is looked up below).
                    if call.open >= 0, kind(open + 1) == .period, open + 2 < close,
                       SyntaxIndex.shapedSystemStyles.contains(text(open + 2)) { return true }
                default:
                    // `.cardChrome()`: a project `View` extension whose body draws a shape.
                    if !viewsDrawingShapes.isEmpty, viewsDrawingShapes.contains("." + name) { return true }
                    // `.frostedBackground(style, in: Capsule())`: a project modifier named for a background,
                    // given the shape to draw it in, as SwiftUI's `.background(_:in:)` is (its body may
                    // reach the drawing through helpers and modifiers the rule does not follow).
                    if SyntaxIndex.namesBackground(name), argument(call, labeled: "in") != nil { return true }
                }
            } else if kind(token - 1) != .period, SyntaxIndex.shapedSystemStyleTypes.contains(text(token)) {
                return true                    // `BorderedButtonStyle().makeBody(configuration: configuration)`
            } else if !viewsDrawingShapes.isEmpty, kind(token - 1) != .period,
                      viewsDrawingShapes.contains(text(token)), call(named: token) != nil {
                return true
            }
        }
        return false
    }

    /// Whether a modifier's name says it draws a background or a material (`materialBackground`,
    /// `glassBackground`, `cardBackdrop`), read case-insensitively.
    static func namesBackground(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("background") || lower.hasSuffix("backdrop") || lower.hasSuffix("material")
    }

    /// Views that fill the frame they are given: behind a label, a filled rectangle (`ZStack { Color.teal; label }`).
    static let fillViews: Set<String> = ["Color", "LinearGradient", "RadialGradient", "AngularGradient",
                                         "EllipticalGradient", "MeshGradient"]

    /// Whether the bottom layer of the `ZStack` named at `stack` fills the button at rest: a shape view, a
    /// colour or a gradient (`ZStack { Color(red: 0.6, green: 0.3, blue: 0.3); label }` fills the label's frame, a
    /// filled rectangle, rounded when `.cornerRadius`/`.clipShape` clips it), or a `ZStack` whose own bottom layer
    /// does (`ZStack { ZStack { Color.accent }.cornerRadius(40).offset(y: 6); face }`). Not one that is clear or
    /// fully transparent at rest, nor one only the page's own colour (`Color(.systemBackground)`) unless a shadow
    /// in `body` outlines it.
    func fillsBottomLayer(ofZStackAt stack: Int, in body: ClosedRange<Int>, depth: Int = 0) -> Bool {
        guard depth < 4, let call = call(named: stack), let closure = call.trailingClosures.first else { return false }
        let layer = Int(closure.open) + 1
        guard layer < Int(closure.close), tokens[layer].kind == .identifier else { return false }
        let end = expressionEnd(from: layer)
        guard end >= layer else { return false }
        let name = text(layer)
        if name == "ZStack" {
            // A nested stack's own chain (`.opacity(0)`) may hide it; what it holds is judged by its bottom layer.
            guard let inner = self.call(named: layer), let innerClosure = inner.trailingClosures.first else { return false }
            let chainStart = Int(innerClosure.close) + 1
            if chainStart <= end, !isVisibleFill(from: chainStart, through: end) { return false }
            return fillsBottomLayer(ofZStackAt: layer, in: body, depth: depth + 1)
        }
        if SyntaxIndex.shapeViews.contains(name) { return isVisibleFill(from: layer, through: end) }
        guard SyntaxIndex.fillViews.contains(name), isVisibleFill(from: layer, through: end) else { return false }
        return !drawsOnlyPageColourAtRest(from: layer, through: end) || contains("shadow", from: body.lowerBound, through: body.upperBound)
    }

    /// System button styles that draw a shape around the label (`.buttonStyle(.bordered)`), by their static
    /// accessor and by their type: a style that hands its button to one of them draws that shape.
    static let shapedSystemStyles: Set<String> = ["bordered", "borderedProminent", "glass", "glassProminent"]
    static let shapedSystemStyleTypes: Set<String> = ["BorderedButtonStyle", "BorderedProminentButtonStyle",
                                                      "GlassButtonStyle", "GlassProminentButtonStyle"]

    /// Colours that are the page's own background (`UIColor.systemBackground`, AppKit's
    /// `windowBackgroundColor`, SwiftUI's `.background` style): a fill in them is not seen on the page.
    static let pageColours: Set<String> = ["systemBackground", "windowBackgroundColor", "background"]

    /// Names that draw nothing of their own around a colour: its initializers, animations and the
    /// button's state read to pick a branch.
    static let inertFillNames: Set<String> = [
        "Color", "UIColor", "NSColor", "Group", "AnyView", "animation", "easeInOut", "easeIn", "easeOut", "linear",
        "spring", "smooth", "snappy", "bouncy", "default", "duration", "value", "configuration", "isPressed", "self",
        "ignoresSafeArea", "edgesIgnoringSafeArea", "all", "contentShape", "Rectangle", "os", "iOS", "macOS",
        "visionOS", "tvOS", "watchOS",
    ]

    /// Whether a `.background(…)` argument (tokens `first...last`) draws, at rest, only the page's own colour:
    /// `Color(UIColor.systemBackground)`, or `if configuration.isPressed { Color.gray } else { Color(.systemBackground) }`
    /// (what is drawn only while pressed is no shape at rest, in an `if` or a ternary). Any other name (a tint,
    /// a material, a shape, a shadow) counts as drawing something.
    func drawsOnlyPageColourAtRest(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        var pressedOnly: [ClosedRange<Int>] = []
        for probe in first...min(last, count - 1) where isName(probe, "isPressed") {
            let negated = isOperator(probe - 1, "!") || isOperator(probe - 3, "!") && kind(probe - 1) == .period
            // `if configuration.isPressed { A } else { B }`: A is drawn only while pressed (B with `!`).
            var brace = probe + 1
            while brace <= last, kind(brace) != .leftBrace, !isOperator(brace, "?"), kind(brace) != .rightParen { brace += 1 }
            if brace <= last, kind(brace) == .leftBrace, let close = partner(of: brace) {
                if !negated {
                    pressedOnly.append(brace...close)
                } else if isName(close + 1, "else"), kind(close + 2) == .leftBrace, let elseClose = partner(of: close + 2) {
                    pressedOnly.append((close + 2)...elseClose)
                }
                continue
            }
            // `configuration.isPressed ? A : B`: A is drawn only while pressed (B with `!`).
            guard isOperator(probe + 1, "?") else { continue }
            var colon = probe + 2
            while colon <= last, kind(colon) != .colon {
                if let kind = kind(colon), kind == .leftParen || kind == .leftBrace || kind == .leftSquare,
                   let close = partner(of: colon) { colon = close }
                colon += 1
            }
            guard colon <= last else { continue }
            if !negated {
                pressedOnly.append((probe + 2)...(colon - 1))
            } else {
                pressedOnly.append((colon + 1)...expressionEnd(from: colon + 1))
            }
        }
        var drawsPageColour = false
        for token in first...min(last, count - 1) where tokens[token].kind == .identifier {
            if pressedOnly.contains(where: { $0.contains(token) }) { continue }
            let name = text(token)
            // A colour member (`.systemBackground`, `UIColor.systemBackground`), not a helper named
            // like one (`background(isPressed:)`), which draws what its body draws.
            if SyntaxIndex.pageColours.contains(name), kind(token - 1) == .period, kind(token + 1) != .leftParen {
                drawsPageColour = true
            } else if !SyntaxIndex.inertFillNames.contains(name) {
                return false
            }
        }
        return drawsPageColour
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
