/// A custom button style that draws no shape and ignores the Button Shapes setting.
struct ButtonStyleIgnoresButtonShapesRule: Rule {
    static let metadata = RuleMetadata(
        id: "button-style-ignores-button-shapes",
        summary: "A custom ButtonStyle draws no shape and ignores the Button Shapes setting.",
        rationale: """
            People who turn on Settings › Accessibility › Display & Text Size › Button Shapes rely on \
            buttons being drawn as shapes (or underlined) to tell them from text. Built-in styles honor \
            the setting; custom ones must: "if this property's value is true, interactive custom controls \
            such as buttons should be drawn in such a way that their edges and borders are clearly visible" \
            (EnvironmentValues.accessibilityShowButtonShapes). A custom `ButtonStyle` or \
            `PrimitiveButtonStyle` whose `makeBody` only changes color, brightness, scale or opacity makes \
            its buttons look like plain text or icons to them. A style counts as drawing a shape when \
            `makeBody` (or a view it builds) has a visible `.background`, an `.overlay` with a stroke, a \
            `.border`, `.fill`/`.stroke`, a shape view at its root or as the bottom layer of a root `ZStack` \
            (a clear one excepted; the root is the first statement after local constants; a colour or gradient \
            there fills the label's frame too, also as the bottom layer of a nested `ZStack`, \
            `ZStack { ZStack { Color.rose }.cornerRadius(40); face }`), `.buttonBorderShape`, or `.underline` \
            ("applies an underline to the text", Text.underline); `clipShape` alone draws nothing, and a \
            background that is clear at rest (`isPressed ? color : .clear`, or drawn only inside an `if`) \
            does not count, nor does one that at rest is only the page's own colour (`Color(.systemBackground)`, \
            `.background(.background)`, `windowBackgroundColor`, grey only `if configuration.isPressed`), which \
            draws no edge on the page unless a shadow outlines it. Views built in `makeBody` are looked into, also when declared in another file, and so \
            is a helper of the style that `makeBody` starts from (`backdrop.overlay(configuration.label)`), also one a protocol the style conforms to provides in an extension in the same file. \
            A style draws whatever the styles and views its body resolves to draw: one that hands its button to \
            another style (`Button(configuration).buttonStyle(Look())`, `.buttonStyle(.bordered)`, \
            `.borderedProminent`, `.glass`, `BorderedButtonStyle().makeBody(configuration:)`) draws what that \
            style draws (a project style is read in its own `makeBody`: the one nested in the style, else the one \
            declared in the same file, else one of that name anywhere), and a top-level function that builds a \
            view drawing a shape (`func Slab(_ fill: Color) -> FilledSlab`, `func outline() -> some View { \
            Capsule().stroke() }`) draws it where a style calls it. \
            A project `ViewModifier` applied with `.modifier(Plate())` and a project `extension View` method \
            (`.tileChrome()`) draw what their bodies draw. \
            Not reported: styles that read `@Environment(\\.accessibilityShowButtonShapes)` (the documented \
            way for a custom control to honor the setting), styles compiled only for macOS or tvOS, and, in a \
            Mac-only file or app, a style whose root is a `Button` of its own with no `.buttonStyle` (drawn as \
            the default bordered push button, whose bezel is its shape). \
            Known false positives: styles whose every call site draws the background in the label itself. \
            Known false negatives: a style that reads the setting but draws nothing with it. \
            Like every rule, it does not judge code that never runs (a declaration the app never names, README \
            "Code that never runs"); the cost is a view reached only through a name built at run time.
            """,
        fix: """
            Read the setting and draw a shape when it is on: \
            `@Environment(\\.accessibilityShowButtonShapes) private var showButtonShapes`, then \
            `.background(showButtonShapes ? AnyShapeStyle(.tint.opacity(0.15)) : AnyShapeStyle(.clear), \
            in: Capsule())` (or `.underline(showButtonShapes)` for link-like styles).
            """,
        severity: .warning,
        wcag: ["1.4.1", "1.4.11"],
        frameworks: [.swiftUI],
        precision: .high,
        triggeringExamples: [
            Example("""
                protocol FadeChrome {}
                extension FadeChrome {
                    func fadeBody<Label: View>(label: Label, isPressed: Bool) -> some View {
                        label.opacity(isPressed ? 0.5 : 1)
                    }
                }
                struct ↓FadeToolbarStyle: ButtonStyle, FadeChrome {
                    func makeBody(configuration: Configuration) -> some View {
                        fadeBody(label: configuration.label, isPressed: configuration.isPressed)
                    }
                }
                """),
            Example("""
                struct ↓PlainIconStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .foregroundStyle(.tint)
                            .opacity(configuration.isPressed ? 0.5 : 1)
                    }
                }
                """),
            Example("""
                struct ↓PressHighlightStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(8)
                            .background(configuration.isPressed ? Color.gray.opacity(0.2) : Color.clear)
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                    }
                }
                """),
            Example("""
                extension View {
                    func pressFade(_ isPressed: Bool) -> some View {
                        opacity(isPressed ? 0.5 : 1)
                    }
                }
                struct ↓FadingLinkStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.pressFade(configuration.isPressed)
                    }
                }
                """),
            Example("""
                struct ↓TriggerWrapperStyle: PrimitiveButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button(role: configuration.role) {
                            configuration.trigger()
                        } label: {
                            configuration.label.foregroundStyle(.secondary)
                        }
                    }
                }
                """),
            Example("""
                struct ↓HitAreaStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        ZStack {
                            Color.clear.contentShape(Rectangle())
                            configuration.label.opacity(configuration.isPressed ? 0.6 : 1)
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // A project modifier named for a background, given the shape to draw it in.
            Example("""
                struct FrostedButtonStyle: ButtonStyle {
                    var shape: AnyShape
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(8)
                            .frostedMaterialBackground(tint: .blue, in: shape)
                    }
                }
                """),
            Example("""
                struct SunsetPillStyle: ButtonStyle {
                    let radius: CGFloat = 40
                    func makeBody(configuration: Configuration) -> some View {
                        ZStack {
                            ZStack { Color(red: 0.55, green: 0.25, blue: 0.3) }
                                .cornerRadius(radius)
                                .offset(y: 6)
                            ZStack {
                                LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
                                configuration.label.padding(14)
                            }
                            .cornerRadius(radius)
                            .offset(y: configuration.isPressed ? 4 : 0)
                        }
                    }
                }
                """),
            Example("""
                struct PillStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding(.horizontal, 16)
                            .background(Capsule().fill(.tint.opacity(configuration.isPressed ? 0.3 : 0.15)))
                    }
                }
                """),
            Example("""
                struct TextLinkStyle: ButtonStyle {
                    @Environment(\\.accessibilityShowButtonShapes) private var showButtonShapes
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .foregroundStyle(.tint)
                            .underline(showButtonShapes)
                    }
                }
                """),
            Example("""
                struct OutlineStyle: PrimitiveButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button(configuration)
                            .overlay(RoundedRectangle(cornerRadius: 6).stroke(.secondary))
                    }
                }
                """),
            Example("""
                protocol RoundChrome {
                    func chromeBody<Label: View>(label: Label, isPressed: Bool) -> some View
                }
                extension RoundChrome {
                    func chromeBody<Label: View>(label: Label, isPressed: Bool) -> some View {
                        ZStack {
                            Circle()
                                .foregroundColor(.gray)
                                .opacity(isPressed ? 0.8 : 0.6)
                            label.foregroundStyle(.white)
                        }
                        .frame(width: 44, height: 44)
                    }
                }
                struct RoundToolbarStyle: ButtonStyle, RoundChrome {
                    func makeBody(configuration: Configuration) -> some View {
                        chromeBody(label: configuration.label, isPressed: configuration.isPressed)
                    }
                }
                """),
            Example("""
                struct GlassPlate: ViewModifier {
                    func body(content: Content) -> some View {
                        content
                            .padding(10)
                            .background { Capsule().fill(.thinMaterial) }
                    }
                }
                struct PlateButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .modifier(GlassPlate())
                            .opacity(configuration.isPressed ? 0.6 : 1)
                    }
                }
                """),
            Example("""
                extension View {
                    func tileChrome(pressed: Bool) -> some View {
                        self
                            .padding(12)
                            .background(Color.accentColor.opacity(pressed ? 0.3 : 0.18).cornerRadius(12))
                    }
                }
                struct TileButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.tileChrome(pressed: configuration.isPressed)
                    }
                }
                """),
            Example("""
                import AppKit
                import SwiftUI
                struct SheetFooterButtonStyle: PrimitiveButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button {
                            configuration.trigger()
                        } label: {
                            configuration.label.frame(minWidth: 80)
                        }
                    }
                }
                """),
            Example("""
                #if os(macOS)
                struct ToolbarIconStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.opacity(configuration.isPressed ? 0.6 : 1)
                    }
                }
                #endif
                """),
        ])

    static let triggers = ["ButtonStyle", "PrimitiveButtonStyle"]
    static let lookups = Platforms.lookups

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext, collected: Set<String>) -> [RuleFinding] {
        let index = file.index
        var candidates: [(position: Int, makeBody: Int)] = []
        for position in index.declarations.indices where index.declarations[position].kind.isType {
            let declaration = index.declarations[position]
            guard isButtonStyle(declaration), !index.isExcludedFromIOS(Int(declaration.keyword)),
                  !file.project.typesExcludedFromIOS.contains(declaration.nameText),
                  let makeBody = makeBody(of: position, index: index) else { continue }
            candidates.append((position, makeBody))
        }
        guard !candidates.isEmpty else { return [] }
        // A style applied by another one here (`Button(configuration).buttonStyle(Look())`) is the one declared
        // here, whatever a style of that name in another file draws (nested styles are often all called `Style`);
        // a style nested in the one judged is that one's, whatever a style of that name beside it draws.
        var draws: [Int: Bool] = [:]
        var viewsDrawingShapes = collected
        for candidate in candidates {
            let declaration = index.declarations[candidate.position]
            let drawn = drawsShape(makeBody: candidate.makeBody, style: declaration, index: index, viewsDrawingShapes: collected)
            draws[candidate.position] = drawn
            if drawn != collected.contains(declaration.nameText) {
                if drawn { viewsDrawingShapes.insert(declaration.nameText) } else { viewsDrawingShapes.remove(declaration.nameText) }
            }
        }
        var findings: [RuleFinding] = []
        for candidate in candidates {
            let declaration = index.declarations[candidate.position]
            if file.project.readsButtonShapes(declaration.nameText) { continue }
            var known = viewsDrawingShapes
            for nested in candidates where Int(index.declarations[nested.position].parent) == candidate.position {
                let name = index.declarations[nested.position].nameText
                if draws[nested.position] == true { known.insert(name) } else { known.remove(name) }
            }
            if drawsShape(makeBody: candidate.makeBody, style: declaration, index: index, viewsDrawingShapes: known) { continue }
            if wrapsBezeledButton(makeBody: candidate.makeBody, index: index), file.isMacOnly { continue }
            let name = Int(declaration.name)
            guard name >= 0 else { continue }
            findings.append(file.finding(from: name, through: name,
                                         message: ButtonStyleIgnoresButtonShapesRule.message(style: declaration.nameText)))
        }
        return findings
    }

    /// Whether a type declaration (or extension) declares a button style.
    func isButtonStyle(_ declaration: Declaration) -> Bool {
        declaration.inheritance.contains("ButtonStyle") || declaration.inheritance.contains("PrimitiveButtonStyle")
    }

    /// `makeBody` of the style declared at `style`: its own member, else one with a body in another
    /// declaration of the same type in the file (an extension).
    func makeBody(of style: Int, index: SyntaxIndex) -> Int? {
        let functions = index.functions(named: "makeBody").filter { index.declarations[$0].body >= 0 }
        if let own = functions.first(where: { Int(index.declarations[$0].parent) == style }) { return own }
        let name = index.declarations[style].nameText
        return functions.first { function in
            let parent = Int(index.declarations[function].parent)
            return parent >= 0 && index.declarations[parent].kind.isType && index.declarations[parent].nameText == name
        }
    }

    /// Whether a style's `makeBody` draws a shape: in its own body (a view it builds or a style it applies
    /// included, by `viewsDrawingShapes`), or through a helper of the style it starts from.
    func drawsShape(makeBody: Int, style declaration: Declaration, index: SyntaxIndex, viewsDrawingShapes: Set<String>) -> Bool {
        let body = index.scopes[Int(index.declarations[makeBody].body)]
        if index.drawsButtonShape(from: Int(body.open) + 1, through: Int(body.close) - 1,
                                  viewsDrawingShapes: viewsDrawingShapes) { return true }
        return rootHelperDrawsShape(Int(body.open) + 1, style: declaration.nameText, conformances: declaration.inheritance,
                                    index: index, viewsDrawingShapes: viewsDrawingShapes)
    }

    /// Whether `makeBody` starts from a view helper of the style (`backgroundShape.overlay(configuration.label)`,
    /// `self.capsule`, `chrome()`) whose own body draws a shape: the helper is the button's root view, so
    /// its shape (a fill in every branch of `Group { if … else … }` included) is the button's. The helper
    /// may be the style's own member or one a protocol it conforms to provides in an extension in this
    /// file (`extension ToolbarChrome { func chromeBody(label:) -> some View { ZStack { Circle() … } } }`,
    /// shared by a button style and a menu style).
    func rootHelperDrawsShape(_ first: Int, style: String, conformances: [String] = [], index: SyntaxIndex,
                              viewsDrawingShapes: Set<String>) -> Bool {
        var start = first
        if index.isName(start, "return") { start += 1 }
        if index.isText(start, "self"), index.kind(start + 1) == .period { start += 2 }
        guard index.kind(start) == .identifier, index.kind(start - 1) != .period || index.isText(start - 2, "self") else {
            return false
        }
        let name = index.text(start)
        let owners = [style] + conformances.filter { $0 != "ButtonStyle" && $0 != "PrimitiveButtonStyle" && $0 != style }
        for type in owners.lazy.flatMap({ index.types(named: $0) }) {
            guard let helper = index.member(of: type, where: { member in
                let declaration = index.declarations[member]
                return (declaration.kind == .variable || declaration.kind == .function) && declaration.body >= 0
                    && declaration.nameText == name && declaration.nameText != "makeBody"
            }) else { continue }
            let body = index.scopes[Int(index.declarations[helper].body)]
            return index.drawsButtonShape(from: Int(body.open) + 1, through: Int(body.close) - 1,
                                          viewsDrawingShapes: viewsDrawingShapes)
        }
        return false
    }

    /// Whether `makeBody` builds, at its root, a `Button` of its own given no style (`Button { configuration.trigger() }
    /// label: { … }`, `Button(role: configuration.role) { … }`, `Button(configuration)`): on macOS such a button is
    /// drawn by the default style, a bordered push button whose bezel is its shape. A `.buttonStyle(…)` on it
    /// (`.buttonStyle(.plain)`) decides instead, and is judged by `drawsShape`.
    func wrapsBezeledButton(makeBody: Int, index: SyntaxIndex) -> Bool {
        let body = index.scopes[Int(index.declarations[makeBody].body)]
        var root = Int(body.open) + 1
        if index.isName(root, "return") { root += 1 }
        guard index.isName(root, "Button"), index.kind(root - 1) != .period, let call = index.call(named: root) else {
            return false
        }
        let end = index.expressionEnd(from: root)
        guard end < Int(body.close) else { return false }
        return !(Int(call.end)...end).contains { index.isName($0, "buttonStyle") }
    }

    /// The message.
    static func message(style: String) -> String {
        "'\(style)' draws no button shape and never reads accessibilityShowButtonShapes, so people who turn on "
            + "Button Shapes cannot tell its buttons from plain text or icons."
    }
}
