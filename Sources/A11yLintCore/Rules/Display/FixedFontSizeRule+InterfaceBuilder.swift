/// Interface Builder elements whose font is a point size without a text style.
extension FixedFontSizeRule {
    /// The elements that draw text with their `fontDescription`.
    static let textElements: Set<String> = ["label", "button", "textField", "textView"]

    func check(interfaceBuilder context: InterfaceBuilderContext, collected: Collected) -> [RuleFinding] {
        let document = context.document
        // UIKit for iOS and iPadOS only: tvOS and AppKit have no Dynamic Type; a launch
        // screen shows for a moment before the app draws.
        let runtime = document.targetRuntime
        let isIOS = runtime.map { $0.hasPrefix("iOS") } ?? (document.rootAttributes["type"]?.contains("CocoaTouch") ?? false)
        guard isIOS, document.rootAttributes["launchScreen"] != "YES",
              !FixedFontSizeRule.isTVOnly(path: context.source.path) else { return [] }
        var findings: [RuleFinding] = []
        var namedIDs: Set<String>?                 // built on the first empty label (`isEmptySpacer`)
        // By position: most objects are not text elements, and none of those is copied.
        for position in document.objects.indices where FixedFontSizeRule.textElements.contains(document.objects[position].elementName) {
            let object = document.objects[position]
            guard let font = object.properties["fontDescription"], font.attributes["style"] == nil,
                  let size = font.attributes["pointSize"] else { continue }
            // Display text (`FixedFontSizeRule.displayTextSize`): already as large as the accessibility sizes.
            if let points = Double(size), points >= FixedFontSizeRule.displayTextSize { continue }
            // An icon font (`MaterialIcons-Regular`, `FontAwesome`) draws glyphs, not text.
            if let name = font.attributes["name"], FixedFontSizeRule.namesIconFont(name) { continue }
            if setsFontInCode(object, context: context, collected: collected) || isKeycap(object, context: context) { continue }
            if showsOnlyGlyph(object, context: context) || isLargeDigitKey(object, pointSize: size)
                || drawsNoText(object, context: context, collected: collected, namedIDs: &namedIDs)
                || isReplacedPlaceholder(object, context: context, collected: collected) { continue }
            let family = font.attributes["name"] ?? (font.attributes["type"].map(FixedFontSizeRule.systemFontName) ?? "a font")
            findings.append(context.finding(at: object, message: FixedFontSizeRule.message(
                element: FixedFontSizeRule.elementNoun(object.elementName), font: "\(family) \(size) pt")))
        }
        return findings
    }

    /// Whether code sets the element's font: through an outlet (`titleLabel.font = …`,
    /// `button.titleLabel?.font = …`, or a font alias: `titleLabel.style = .caption`), through an outlet
    /// collection whose elements a loop gives a font, or in its own class (`font = …` in a `UILabel` subclass).
    func setsFontInCode(_ object: IBObject, context: InterfaceBuilderContext, collected: Collected) -> Bool {
        let project = context.project
        let kinds = fontSettingTypes(of: object, context: context)
        let isFont: (String) -> Bool = { member in
            member == "font" || collected.fontAliases[member].map { !$0.isDisjoint(with: kinds) } == true
        }
        let writesFont: ([MemberWrite]) -> Bool = { writes in writes.contains { isFont($0.member) } }
        if let customClass = object.customClass, writesFont(project.writes(in: customClass, receiver: "")) { return true }
        // Its class or a superclass of the project gives itself or its title label a text-style font (in
        // `init(coder:)`, `awakeFromNib` or a setup method), replacing the document's fixed font. A fixed
        // font set there (`titleLabel?.font = .boldSystemFont(ofSize: 14)`) keeps the text fixed.
        let writesTextStyle: ([MemberWrite]) -> Bool = { writes in
            writes.contains { $0.member == "font" && $0.value.contains(.scalesWithTextStyle) }
        }
        if let customClass = object.customClass, project.classChain(of: customClass).contains(where: { type in
            project.typeKinds[type]?.contains(.class) == true
                && (writesTextStyle(project.writes(in: type, receiver: "")) || writesTextStyle(project.writes(in: type, receiver: "titleLabel")))
        }) { return true }
        return context.document.outlets(to: object.id).contains { connection in
            guard let property = connection.property, let owner = context.document.owner(of: connection)?.customClass else { return false }
            if connection.kind == .outletCollection {
                // `for label in numberLabels { label.font = … }` in the owner or a superclass of it.
                return project.classChain(of: owner).contains { type in
                    collected.collectionWrites.contains(type + "." + property + ".font")
                        || collected.fontAliases.keys.contains { collected.collectionWrites.contains(type + "." + property + "." + $0) && isFont($0) }
                }
            }
            return writesFont(project.writes(in: owner, receiver: property))
                || writesFont(project.writes(in: owner, receiver: property + ".titleLabel"))
                || writesFont(project.writes(in: owner, receiver: "self." + property))
        }
    }

    /// The types whose font alias can apply to the element: its UIKit class, `UIView`, and its custom class
    /// with the project's superclasses of it.
    func fontSettingTypes(of object: IBObject, context: InterfaceBuilderContext) -> Set<String> {
        var types: Set<String> = ["UIView"]
        switch object.elementName {
        case "label": types.insert("UILabel")
        case "button": types.insert("UIButton")
        case "textField": types.insert("UITextField")
        case "textView": types.insert("UITextView")
        default: break
        }
        if let customClass = object.customClass { types.formUnion(context.project.classChain(of: customClass)) }
        return types
    }

    /// Whether the element shows one glyph with no letter or digit (`⌥`, `⌃`, `›`): a key cap or an indicator,
    /// not text. A label's document text is often a placeholder (`-`) that code replaces through an outlet,
    /// so a label counts only when no outlet's owner writes its `text` or `attributedText`.
    func showsOnlyGlyph(_ object: IBObject, context: InterfaceBuilderContext) -> Bool {
        if object.elementName == "button" {
            guard let title = object.state("normal")?.title else { return false }
            return FixedFontSizeRule.isGlyph(title)
        }
        guard object.elementName == "label", let text = object.attributes["text"], FixedFontSizeRule.isGlyph(text) else { return false }
        let document = context.document
        return !document.outlets(to: object.id).contains { connection in
            guard let property = connection.property, let owner = document.owner(of: connection)?.customClass else { return true }
            return context.project.writes(in: owner, receiver: property).contains { $0.member == "text" || $0.member == "attributedText" }
                || context.project.writes(in: owner, receiver: "self." + property).contains { $0.member == "text" || $0.member == "attributedText" }
        }
    }

    /// Whether the element's class gives itself the keyboard-key trait (`accessibilityTraits.insert(.keyboardKey)`):
    /// a keycap of a key strip, fixed like the system keyboard's keys.
    func isKeycap(_ object: IBObject, context: InterfaceBuilderContext) -> Bool {
        guard let customClass = object.customClass else { return false }
        return context.project.classChain(of: customClass).contains { type in
            context.project.typeKinds[type]?.contains(.class) == true && context.project.writes(in: type, receiver: "").contains {
                $0.member == "accessibilityTraits" && $0.value.contains(.addsKeyboardKey)
            }
        }
    }

    /// Whether the element is a number pad's key: a button titled with one digit (`7`) at `pictographSize` or more,
    /// already large and fixed like the system's passcode and phone keypads.
    func isLargeDigitKey(_ object: IBObject, pointSize: String) -> Bool {
        guard object.elementName == "button", let size = Double(pointSize), size >= FixedFontSizeRule.pictographSize,
              let title = object.state("normal")?.title, title.count == 1 else { return false }
        return title.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
    }

    /// The font name IB's `type` attribute stands for (`boldSystem` → `Bold System`).
    static func systemFontName(_ type: String) -> String {
        switch type {
        case "system": return "System"
        case "boldSystem": return "Bold System"
        case "italicSystem": return "Italic System"
        default: return type
        }
    }

    /// How the message names an element.
    static func elementNoun(_ elementName: String) -> String {
        switch elementName {
        case "textField": return "text field"
        case "textView": return "text view"
        default: return elementName
        }
    }
}
