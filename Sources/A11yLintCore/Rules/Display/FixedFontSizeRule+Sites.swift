/// Where a fixed font is made and where it ends up: the size argument, the
/// modifier or assignment that receives the font, and the icon and bar-title
/// uses that are not text people read at Dynamic Type sizes.
extension FixedFontSizeRule {
    /// Sizes below this are placeholders (a family chosen now, sized later), not text sizes.
    static let smallestTextSize = 6.0
    /// The size from which fixed text is display text already as large as Dynamic Type's
    /// accessibility sizes make body text (AX4 body is 47 pt on iOS, less on watchOS): a one-time
    /// code, a big number, a large-text screen. Growing it helps nobody; it is not reported.
    static let displayTextSize = 48.0
    /// Identifiers a fixed size may contain: numeric conversions and UIKit's constant sizes.
    static let sizeConstants: Set<String> = ["CGFloat", "Double", "Float", "UIFont", "systemFontSize", "labelFontSize",
                                             "smallSystemFontSize", "buttonFontSize"]
    /// Members whose text attributes the system keeps at a fixed size anyway (bars, segments).
    static let barAttributes: Set<String> = ["titleTextAttributes", "largeTitleTextAttributes", "setTitleTextAttributes"]
    /// Views that only show their label: an `Image` label makes them an icon.
    static let labeledControls: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "Toggle", "ShareLink"]

    /// Whether the size argument `argument` is fixed by the source: numbers, a ternary
    /// whose branches are numbers (its condition may be anything), and UIKit's constant
    /// sizes, combined with arithmetic.
    func isFixedSize(_ argument: Argument, index: SyntaxIndex) -> Bool {
        var first = Int(argument.start)
        let last = Int(argument.end)
        guard first <= last else { return false }
        // `isCompact ? 12 : 14`: only the branches matter (a top-level ternary, not one in parentheses).
        let level = index.enclosingOpener(of: first)
        for probe in first...last where index.isOperator(probe, "?") && index.tokens[probe].flags.contains(.hasLeadingTrivia)
            && index.enclosingOpener(of: probe) == level {
            first = probe + 1
            break
        }
        var hasSize = false
        // Every size at display size or more (`.system(size: 60)`, `isWide ? 56 : 48`), no arithmetic or constant.
        var isDisplayText = true
        for probe in first...last {
            switch index.tokens[probe].kind {
            case .integer, .float:
                // `UIFont(name: family, size: 1)` stores a family to scale later: no text is drawn at 1 pt.
                let value = Double(index.text(probe))
                if let value, value < FixedFontSizeRule.smallestTextSize,
                   !index.isOperator(probe + 1, "*"), !index.isOperator(probe - 1, "*") { return false }
                if (value ?? 0) < FixedFontSizeRule.displayTextSize { isDisplayText = false }
                hasSize = true
            case .operator:
                if !index.isOperator(probe, "?") { isDisplayText = false }
                continue
            case .leftParen, .rightParen, .colon, .period:
                continue
            case .identifier:
                let text = index.text(probe)
                guard FixedFontSizeRule.sizeConstants.contains(text) else { return false }
                if text.hasSuffix("Size") { hasSize = true; isDisplayText = false }
            default:
                return false
            }
        }
        return hasSize && !isDisplayText
    }

    /// The first token of a SwiftUI fixed font (`.system(size: 14)`, `Font.custom(_:fixedSize:)`), or nil.
    func swiftUIFixedFont(_ call: CallSite, name: String, file: SwiftFileContext) -> Int? {
        let index = file.index
        let path = index.calleePath(call)
        // `.system(…)` or `Font.system(…)` / `SwiftUI.Font.system(…)`, not `NSFont.system…`.
        guard path.count == 1 || path.dropLast().last == "Font" else { return nil }
        if path.count == 1, index.kind(Int(call.calleeStart)) != .period { return nil }
        let size: Argument?
        if name == "system" {
            size = call.arguments.first.flatMap { $0.label >= 0 && index.isText(Int($0.label), "size") ? $0 : nil }
        } else {
            // `Font.custom("FontAwesome", fixedSize: 14)` draws glyphs, not text.
            if let family = call.arguments.first, family.label < 0,
               FixedFontSizeRule.namesIconFont(index.text(from: Int(family.start), through: Int(family.end))) { return nil }
            size = index.argument(call, labeled: "fixedSize")
        }
        guard let size, isFixedSize(size, index: index) else { return nil }
        return Int(call.calleeStart)
    }

    /// Whether a UIKit constructor call makes a font of a fixed size
    /// (`UIFont.systemFont(ofSize: 14)`, `.boldSystemFont(ofSize: 15)`, `UIFont(name: "Avenir", size: 12)`).
    func isFixedUIFont(_ call: CallSite, file: SwiftFileContext) -> Bool {
        let index = file.index
        let name = Int(call.name)
        if index.isText(name, "UIFont") {
            guard index.kind(name - 1) != .period, call.arguments.count == 2,
                  let family = call.arguments.first, family.label >= 0, index.isText(Int(family.label), "name"),
                  let size = index.argument(call, labeled: "size") else { return false }
            // `UIFont(name: kFontAwesomeFont, size: 20)`: an icon font draws glyphs, not text.
            if FixedFontSizeRule.namesIconFont(index.text(from: Int(family.start), through: Int(family.end))) { return false }
            return isFixedSize(size, index: index)
        }
        let path = index.calleePath(call)
        if path.count == 1 {
            guard index.kind(Int(call.calleeStart)) == .period else { return false }
        } else if path.dropLast().last != "UIFont" {
            return false
        }
        guard let size = call.arguments.first, size.label >= 0, index.isText(Int(size.label), "ofSize") else { return false }
        return isFixedSize(size, index: index)
    }

    /// Icon-font families, whose "text" is a glyph standing for an image.
    static let iconFontFamilies = ["awesome", "icon", "glyph", "fontello", "icomoon", "octicons", "entypo"]

    /// Whether a font family (a literal, constant or IB name) is an icon font: FontAwesome
    /// (`kFontAwesomeFont`, `"FontAwesome5Free-Solid"`), Material Icons, ionicons, Glyphicons,
    /// fontello, IcoMoon, Octicons, Entypo.
    static func namesIconFont(_ family: String) -> Bool {
        let lowered = family.lowercased()
        return iconFontFamilies.contains { lowered.contains($0) }
    }

    /// Whether a path is a tvOS target's, which has no Dynamic Type: a folder named `…tvOS…`
    /// (`VideoPlayer-tvOS/`, `App/tvOS/`), or a file named with a `TV` word inside it
    /// (`VLCMovieTVCollectionViewCell.m`, `VLCNetworkLoginTVViewController.swift`), not at its
    /// start (`TVShowCell`) nor as an acronym prefix (`TVGImage`).
    static func isTVOnly(path: String) -> Bool {
        let components = path.split(separator: "/")
        if components.dropLast().contains(where: { $0.lowercased().contains("tvos") }) { return true }
        guard let name = components.last else { return false }
        let bytes = Array(name.utf8)
        var position = 1
        while position + 3 < bytes.count {
            let before = bytes[position - 1]
            if bytes[position] == UInt8(ascii: "T"), bytes[position + 1] == UInt8(ascii: "V"),
               before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z"),
               bytes[position + 2] >= UInt8(ascii: "A") && bytes[position + 2] <= UInt8(ascii: "Z"),
               bytes[position + 3] >= UInt8(ascii: "a") && bytes[position + 3] <= UInt8(ascii: "z") {
                return true
            }
            position += 1
        }
        return false
    }

    /// Whether `text` names an icon or symbol (`iconFont`, `symbolFont:`, `.icon(font:)`).
    static func namesIcon(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.contains("icon") || lowered.contains("symbol") || lowered.contains("image")
    }

    /// Where a SwiftUI fixed font starting at `start` is used, as a token to report once,
    /// or nil when it styles an icon.
    func swiftUISink(of start: Int, file: SwiftFileContext) -> Int? {
        let index = file.index
        guard let opener = index.enclosingOpener(of: start) else { return start }
        if index.kind(opener) == .leftParen, let owner = index.owningCall(ofOpener: opener) {
            let ownerName = Int(owner.name)
            if index.isText(ownerName, "font"), index.kind(ownerName - 1) == .period {
                guard let chain = index.chain(containing: ownerName) else { return start }
                // `.symbolRenderingMode(.palette).font(…)`: the font sizes a symbol.
                let stylesSymbol = chain.links.contains { link in
                    let name = Int(link.name)
                    return index.isText(name, "symbolRenderingMode") || index.isText(name, "symbolVariant")
                        || index.isText(name, "imageScale") || index.isText(name, "symbolEffect")
                }
                // `Label("Run", systemImage: "play").labelStyle(.iconOnly).font(…)`: only the symbol shows.
                let showsOnlyIcon = index.isName(Int(chain.baseStart), "Label") && chain.links.contains { link in
                    index.isText(Int(link.name), "labelStyle") && link.call.map { style in
                        style.open >= 0 && (Int(style.open)..<Int(style.close)).contains {
                            index.isName($0, "iconOnly") || index.isName($0, "IconOnlyLabelStyle")
                        }
                    } == true
                }
                if stylesSymbol || showsOnlyIcon || isIcon(base: Int(chain.baseStart), index: index) { return nil }
                return showsLargeEmoji(base: Int(chain.baseStart), font: owner, index: index)
                    || isDigitKeycap(base: Int(chain.baseStart), font: owner, index: index)
                    || isRoundKeycap(base: Int(chain.baseStart), font: owner, index: index) ? nil : start
            }
            if FixedFontSizeRule.namesIcon(index.text(ownerName)) { return nil }
            if let argument = owner.arguments.first(where: { Int($0.start) <= start && start <= Int($0.end) }),
               argument.label >= 0, FixedFontSizeRule.namesIcon(index.text(Int(argument.label))) {
                return nil
            }
            return start
        }
        if let declaration = index.declarationInitialized(byExpressionAt: start),
           FixedFontSizeRule.namesIcon(index.declarations[declaration].nameText) {
            return nil
        }
        // The body of a computed property or function named for an icon (`var headerImageFont: Font { .system(size: 30) }`).
        if index.kind(opener) == .leftBrace, let scope = index.scope(openedBy: opener),
           case let declaration = Int(index.scopes[scope].declaration), declaration >= 0,
           !index.declarations[declaration].kind.isType, FixedFontSizeRule.namesIcon(index.declarations[declaration].nameText) {
            return nil
        }
        return start
    }

    /// The size at which an emoji is a pictograph at display size, not text: the Large Title's 34 pt.
    static let pictographSize = 34.0

    /// Whether a `Text` shows an emoji value (`Text(verbatim: item.emoji)`) with a font of at least
    /// `pictographSize` points (`.font(.system(size: 40))`): an emoji tile of a picker, not words; or of any
    /// size as the label of a `Button` (`Button(action: send) { Text(model.quickEmoji) }`), the button's icon.
    /// A small fixed emoji beside text (14 pt beside a count) is still reported.
    func showsLargeEmoji(base: Int, font: CallSite, index: SyntaxIndex) -> Bool {
        guard index.isName(base, "Text"), let call = index.call(named: base), call.arguments.count == 1,
              let first = call.arguments.first, first.label < 0 || index.isText(Int(first.label), "verbatim"),
              index.kind(Int(first.end)) == .identifier, index.text(Int(first.end)).lowercased().hasSuffix("emoji"),
              font.open >= 0 else { return false }
        for token in Int(font.open)..<Int(font.close) where index.isText(token, "size") && index.kind(token + 1) == .colon {
            guard let kind = index.kind(token + 2), kind == .integer || kind == .float,
                  let size = Double(index.text(token + 2)) else { return false }
            return size >= FixedFontSizeRule.pictographSize || isOnlyTextOfButtonLabel(base, index: index)
        }
        return false
    }

    /// Whether the `Text` at `base` is inside a `Button`'s label with no other `Text` or `Label` there.
    func isOnlyTextOfButtonLabel(_ base: Int, index: SyntaxIndex) -> Bool {
        guard let label = buttonLabel(around: base, index: index) else { return false }
        for probe in label.open...label.close where probe != base && (index.isName(probe, "Text") || index.isName(probe, "Label")) {
            return false
        }
        return true
    }

    /// The opener and closer of the `Button` argument or closure around `token` (its label), if any.
    func buttonLabel(around token: Int, index: SyntaxIndex) -> (open: Int, close: Int)? {
        var found: (Int, Int)?
        index.forEachEnclosingOpener(of: token) { opener in
            guard let owner = index.owningCall(ofOpener: opener) else { return true }
            guard index.isName(Int(owner.name), "Button") else { return true }
            // The `(` of `Button(action:label:)` holds the action too: only the `label:` argument.
            if index.kind(opener) == .leftParen {
                if let argument = index.argument(owner, labeled: "label"), Int(argument.start) <= token, token <= Int(argument.end) {
                    found = (Int(argument.start), Int(argument.end))
                }
            } else if let close = index.partner(of: opener) {
                found = (opener, close)
            }
            return false
        }
        return found
    }

    /// Whether a modifier chain's base is an icon: an `Image`, a label style's `configuration.icon`, or
    /// a control whose label is only an `Image` (`Button { … } label: { Image(systemName: "heart") }`).
    func isIcon(base: Int, index: SyntaxIndex) -> Bool {
        guard index.kind(base) == .identifier else { return false }
        if index.isText(base, "Image") { return true }
        // `configuration.icon.font(…)` in a `LabelStyle`: the label's icon, not its title.
        if index.isText(base, "configuration"), index.kind(base + 1) == .period, index.isText(base + 2, "icon") { return true }
        // `Text("•").font(.system(size: 30))`: a glyph drawn with a font.
        if index.isText(base, "Text"), let call = index.call(named: base), let first = call.arguments.first,
           first.label < 0, isGlyphLiteral(first, index: index) { return true }

        guard FixedFontSizeRule.labeledControls.contains(index.text(base)), let call = index.call(named: base) else { return false }
        // `Button("Title") { … }`: a text title.
        if let first = call.arguments.first, first.label < 0, index.kind(Int(first.start)) == .stringStart { return false }
        let label: (Int, Int)
        if let closure = index.trailingClosure(call, labeled: "label") ?? call.trailingClosures.last {
            label = (Int(closure.open), Int(closure.close))
        } else if let argument = index.argument(call, labeled: "label") {
            label = (Int(argument.start), Int(argument.end))
        } else {
            return false
        }
        guard index.contains("Image", from: label.0, through: label.1) else { return false }
        for probe in label.0...label.1
        where index.isName(probe, "Text") || index.isName(probe, "Label") || index.isName(probe, "TextField") {
            return false
        }
        return true
    }

    /// Where a UIKit fixed font starting at `start` is used, as a token to report once:
    /// an assignment to a `font` (or `…Font`) member, a `.font:` text attribute, or a
    /// stored constant; nil for other uses (symbol configurations, measuring, returns),
    /// scaled values and bar title attributes.
    func uiKitSink(of start: Int, usesFontMetrics: Bool, file: SwiftFileContext) -> Int? {
        let index = file.index
        // `.font: UIFont.systemFont(ofSize: 12)` / `NSAttributedString.Key.font: …`
        if index.kind(start - 1) == .colon, index.isText(start - 2, "font"), index.kind(start - 3) == .period {
            if let assignment = assignment(containing: start, index: index),
               let member = assignment.target.last, FixedFontSizeRule.barAttributes.contains(index.text(Int(member))) {
                return nil
            }
            var isBarAttribute = false
            index.forEachEnclosingOpener(of: start) { opener in
                if index.kind(opener) == .leftParen, let owner = index.owningCall(ofOpener: opener),
                   FixedFontSizeRule.barAttributes.contains(index.text(Int(owner.name))) {
                    isBarAttribute = true
                    return false
                }
                return true
            }
            // `UINavigationBar.appearance().titleTextAttributes = [.font: …]`, however the target is spelled.
            if let opener = index.enclosingOpener(of: start), index.kind(opener) == .leftSquare, index.isOperator(opener - 1, "="),
               FixedFontSizeRule.barAttributes.contains(index.text(opener - 2)) {
                return nil
            }
            if isBarAttribute || isOnlyMeasured(attributesAt: start, index: index) { return nil }
            return start
        }
        if let assignment = memberAssignment(containing: start, index: index) {
            guard let member = assignment.target.last else { return nil }
            let name = index.text(Int(member))
            guard name == "font" || (name.hasSuffix("Font") && !FixedFontSizeRule.namesIcon(name)) else { return nil }
            let valueStart = Int(assignment.valueStart)
            let valueEnd = Int(assignment.valueEnd)
            if file.containsName("scaledFont", from: valueStart, through: valueEnd)
                || file.containsName("UIFontMetrics", from: valueStart, through: valueEnd) { return nil }
            return Int(assignment.operation)
        }
        // `let titleFont = UIFont.systemFont(ofSize: 17)`; the right side of `??` is covered by its left.
        guard !index.isOperator(start - 1, "??"), let declaration = index.declarationInitialized(byExpressionAt: start),
              !FixedFontSizeRule.namesIcon(index.declarations[declaration].nameText) else { return nil }
        // A local of a function is scaled in that function or not at all; a stored font wherever the file uses it.
        if let function = index.enclosingFunction(of: start), case let body = Int(index.declarations[function].body), body >= 0,
           !index.isMember(declaration) {
            let scope = index.scopes[body]
            return ["scaledFont", "UIFontMetrics"].contains { file.containsName($0, from: Int(scope.open), through: Int(scope.close)) } ? nil : start
        }
        return usesFontMetrics ? nil : start
    }

    /// Calls that measure text with attributes and draw nothing (`boundingRect(with:options:
    /// attributes:context:)`, `size(withAttributes:)`, and their Objective-C spellings).
    static func isMeasuringCall(_ name: String) -> Bool {
        name.hasPrefix("boundingRect") || name == "size" || name == "sizeWithAttributes"
    }

    /// Whether the attributes dictionary holding the font at `start` is a local whose every use
    /// is the attributes of a measuring call: the font sizes a column or a cell for a number, it
    /// is never shown (`let attributes = [.font: UIFont.systemFont(ofSize: 17)]; let width =
    /// text.size(withAttributes: attributes).width`).
    func isOnlyMeasured(attributesAt start: Int, index: SyntaxIndex) -> Bool {
        guard let opener = index.enclosingOpener(of: start), index.kind(opener) == .leftSquare,
              let declaration = index.declarationInitialized(byExpressionAt: opener),
              let function = index.enclosingFunction(of: start) else { return false }
        let body = index.declarations[function].body
        guard body >= 0 else { return false }
        let name = index.declarations[declaration].nameText
        var uses = 0
        let close = Int(index.scopes[Int(body)].close)
        var token = (index.partner(of: opener) ?? opener) + 1
        while token < close {
            defer { token += 1 }
            // An argument label of the same spelling (`attributes: attributes`) is no use.
            guard index.kind(token) == .identifier, index.text(token) == name, index.kind(token + 1) != .colon,
                  index.localDeclaration(named: token) == declaration else { continue }
            guard let argumentOpener = index.enclosingOpener(of: token), index.kind(argumentOpener) == .leftParen,
                  let call = index.owningCall(ofOpener: argumentOpener),
                  FixedFontSizeRule.isMeasuringCall(index.text(Int(call.name))),
                  let argument = call.arguments.first(where: { Int($0.start) == token && Int($0.end) == token }),
                  argument.label >= 0,
                  index.text(Int(argument.label)) == "attributes" || index.text(Int(argument.label)) == "withAttributes" else {
                return false
            }
            uses += 1
        }
        return uses > 0
    }

    /// The member assignment whose value contains token `token`, not a declaration: the writes read
    /// `let base: UIFont = …` as a write to `UIFont`, its annotation.
    func memberAssignment(containing token: Int, index: SyntaxIndex) -> Assignment? {
        guard let assignment = assignment(containing: token, index: index),
              index.declarationInitialized(byExpressionAt: Int(assignment.valueStart)) == nil else { return nil }
        return assignment
    }

    /// The assignment whose value contains token `token`.
    func assignment(containing token: Int, index: SyntaxIndex) -> Assignment? {
        let writes = index.writes
        // Writes are in source order of their operator; the value follows it.
        var low = 0
        var high = writes.count
        while low < high {
            let middle = (low + high) / 2
            if Int(writes[middle].operation) < token { low = middle + 1 } else { high = middle }
        }
        var position = low - 1
        while position >= 0 {
            let write = writes[position]
            if Int(write.valueStart) <= token && token <= Int(write.valueEnd) {
                // Inside a closure of the value (`handler = { … }`) the font goes somewhere else.
                return index.innermostScope(containing: token) == index.innermostScope(containing: Int(write.operation)) ? write : nil
            }
            // Nested writes (closures inside a value) come after their outer one: keep looking back a little.
            if token - Int(write.valueEnd) > 400 { break }
            position -= 1
        }
        return nil
    }
}
