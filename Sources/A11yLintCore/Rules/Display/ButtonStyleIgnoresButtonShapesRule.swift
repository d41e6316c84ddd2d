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
            (a clear one excepted; the root is the first statement after local constants), `.buttonBorderShape`, or `.underline` \
            ("applies an underline to the text", Text.underline); `clipShape` alone draws nothing, and a \
            background that is clear at rest (`isPressed ? color : .clear`, or drawn only inside an `if`) \
            does not count, nor does one that at rest is only the page's own colour (`Color(.systemBackground)`, \
            `.background(.background)`, `windowBackgroundColor`, grey only `if configuration.isPressed`), which \
            draws no edge on the page unless a shadow outlines it. Views built in `makeBody` are looked into, also when declared in another file, and so \
            is a helper of the style that `makeBody` starts from (`backdrop.overlay(configuration.label)`), also one a protocol the style conforms to provides in an extension in the same file. \
            Not reported: styles that read `@Environment(\\.accessibilityShowButtonShapes)` (the documented \
            way for a custom control to honor the setting), and styles compiled only for macOS or tvOS. \
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
        ],
        nonTriggeringExamples: [
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

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext, collected viewsDrawingShapes: Set<String>) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for declaration in index.declarations where declaration.kind.isType {
            guard declaration.inheritance.contains("ButtonStyle") || declaration.inheritance.contains("PrimitiveButtonStyle"),
                  !index.isExcludedFromIOS(Int(declaration.keyword)),
                  !file.project.typesExcludedFromIOS.contains(declaration.nameText) else { continue }
            // `makeBody` in this declaration or another one of the same type in the file.
            guard let makeBody = index.functions(named: "makeBody").first(where: { function in
                let parent = Int(index.declarations[function].parent)
                return parent >= 0 && index.declarations[parent].kind.isType
                    && index.declarations[parent].nameText == declaration.nameText && index.declarations[function].body >= 0
            }) else { continue }
            if file.project.readsButtonShapes(declaration.nameText) { continue }
            let body = index.scopes[Int(index.declarations[makeBody].body)]
            if index.drawsButtonShape(from: Int(body.open) + 1, through: Int(body.close) - 1,
                                      viewsDrawingShapes: viewsDrawingShapes) { continue }
            if rootHelperDrawsShape(Int(body.open) + 1, style: declaration.nameText, conformances: declaration.inheritance,
                                    index: index, viewsDrawingShapes: viewsDrawingShapes) { continue }
            let name = Int(declaration.name)
            guard name >= 0 else { continue }
            findings.append(file.finding(from: name, through: name,
                                         message: ButtonStyleIgnoresButtonShapesRule.message(style: declaration.nameText)))
        }
        return findings
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

    /// The message.
    static func message(style: String) -> String {
        "'\(style)' draws no button shape and never reads accessibilityShowButtonShapes, so people who turn on "
            + "Button Shapes cannot tell its buttons from plain text or icons."
    }
}
