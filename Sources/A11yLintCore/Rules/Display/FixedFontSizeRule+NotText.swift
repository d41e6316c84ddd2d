import Foundation

/// Fixed fonts that size no text people read on screen: glyphs standing for an icon
/// (`"+"`, `"›"`, `"•"`), text drawn into an image, the fallback of an icon font, and the
/// `else` of an `#available` check whose current-system branch already uses a text style.
extension FixedFontSizeRule {
    /// Calls that open a bitmap context: what is drawn there becomes an image, not text.
    static let imageContexts = ["UIGraphicsImageRenderer", "UIGraphicsBeginImageContext",
                                "UIGraphicsBeginImageContextWithOptions"]
    /// Names that mean the branch sizes text from a text style.
    static let textStyleNames = ["preferredFont", "UIFontMetrics", "scaledFont"]

    /// Whether a string is a glyph rather than words: one or two characters, none a letter or
    /// a digit (`"+"`, `"›"`, `"•"`, `"×"`, an emoji).
    /// A variation selector (`↖︎` is U+2196 U+FE0E, text presentation) or a joiner is a mark, which
    /// `CharacterSet.alphanumerics` counts, but no letter: only letters and numbers make words.
    static func isGlyph(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 2, !trimmed.contains("\u{FFFC}") else { return false }
        return !trimmed.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }
    }

    /// The glyph text of a string literal argument, if it is one.
    func isGlyphLiteral(_ argument: Argument, index: SyntaxIndex) -> Bool {
        let start = Int(argument.start)
        let end = Int(argument.end)
        guard index.kind(start) == .stringStart, index.kind(end) == .stringEnd else { return false }
        return FixedFontSizeRule.isGlyph(index.literalText(from: start, through: end))
    }

    /// Whether the font at `token` is not text on screen (see the type's comment). `target` is
    /// the assignment's path (`addButton.titleLabel.font`), empty for other uses.
    func sizesNoScreenText(_ token: Int, target: [Int32], file: SwiftFileContext) -> Bool {
        let index = file.index
        if let function = index.enclosingFunction(of: token), case let body = Int(index.declarations[function].body), body >= 0 {
            let scope = index.scopes[body]
            if FixedFontSizeRule.imageContexts.contains(where: { file.containsName($0, from: Int(scope.open), through: Int(scope.close)) }) {
                return true
            }
        }
        if isOldSystemFallback(token, file: file) { return true }
        guard !target.isEmpty else { return false }
        if target.count == 1, isIconFontFallback(Int(target[0]), index: index) { return true }
        return showsGlyph(receiverOf: target, file: file) || showsOnlyScaledAttributedText(receiverOf: target, file: file)
            || isFixedSizeBadge(receiverOf: target, file: file)
    }

    /// The names `isFixedSizeBadge` looks up: the constraints that pin a side and the settings that shrink text to fit.
    static let badgeNames = ["widthAnchor", "heightAnchor", "adjustsFontSizeToFitWidth", "minimumScaleFactor"]

    /// The largest side of a badge, in points: a count pill or a route tile, not a text box (44 pt, the touch target).
    static let badgeSide = 44.0

    /// Whether the view whose font is assigned (`badge.font`, `self.titleLabel?.font` in a button) is a badge of fixed
    /// size: the same function pins both its width and height to constants (`widthAnchor.constraint(equalToConstant: 42)`),
    /// numbers up to `badgeSide`, or named constants when the function also lets the text shrink to fit
    /// (`adjustsFontSizeToFitWidth = true`, `minimumScaleFactor`). Larger text could only be clipped or shrunk back.
    /// A larger box (280 × 60) holds text, which is reported.
    func isFixedSizeBadge(receiverOf target: [Int32], file: SwiftFileContext) -> Bool {
        let index = file.index
        var receiver = index.pathNames(Array(target.dropLast()))
        if receiver.last == "titleLabel" { receiver.removeLast() }
        guard let first = target.first, let function = index.enclosingFunction(of: Int(first)),
              index.declarations[function].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[function].body)]
        var sides: [String: Bool?] = [:]
        var shrinks = false
        // The function's mentions of the four names, from the file's name index, in token order.
        let probes = FixedFontSizeRule.badgeNames.flatMap { file.occurrences(of: $0, from: Int(body.open), through: Int(body.close)) }.sorted()
        for occurrence in probes {
            let probe = Int(occurrence)
            var path: [String] { index.kind(probe - 1) == .period ? index.pathNames(index.receiverPath(beforePeriod: probe - 1)) : [] }
            if index.isText(probe, "adjustsFontSizeToFitWidth") || index.isText(probe, "minimumScaleFactor") {
                var shrinking = path
                if shrinking.last == "titleLabel" { shrinking.removeLast() }
                if shrinking == receiver { shrinks = true }
            }
            guard index.isText(probe, "widthAnchor") || index.isText(probe, "heightAnchor"),
                  index.kind(probe + 1) == .period, index.isText(probe + 2, "constraint"), let call = index.call(named: probe + 2),
                  let constant = index.argument(call, labeled: "equalToConstant") else { continue }
            guard path == receiver else { continue }
            // A number: small (true) or a text box (false); a named constant (`Layout.badgeSize`): nil.
            let start = Int(constant.start)
            let isNumber = start == Int(constant.end) && (index.kind(start) == .integer || index.kind(start) == .float)
            sides[index.text(probe)] = isNumber ? (Double(index.text(start)) ?? .infinity) <= FixedFontSizeRule.badgeSide : nil
        }
        guard sides.count == 2, !sides.values.contains(false) else { return false }
        return shrinks || sides.values.allSatisfy { $0 == true }
    }

    /// Whether the view whose font is assigned (`toastButton.titleLabel?.font`, `captionLabel.font`, or the local a
    /// property's initializer closure returns) only ever shows attributed text sized from a text style: in the
    /// type, its title is set only by `setAttributedTitle(_:for:)` (its text only by `attributedText = …`), each with
    /// a value that reads `preferredFont` or `scaledFont` (or names a local made with one), and never by
    /// `setTitle(_:for:)` (`text = …`).
    /// The attributed string's font replaces the fixed default before any text shows.
    func showsOnlyScaledAttributedText(receiverOf target: [Int32], file: SwiftFileContext) -> Bool {
        let index = file.index
        var receiver = index.pathNames(Array(target.dropLast()))
        guard let first = target.first, let last = target.last, index.isText(Int(last), "font"), !receiver.isEmpty else { return false }
        let titled = receiver.last == "titleLabel"
        if titled { receiver.removeLast() }
        // `private var toastButton: UIButton = { let button = UIButton(); button.titleLabel?.font = …; return button }()`.
        if receiver.count == 1, let local = index.localDeclaration(named: Int(first)),
           let scope = index.innermostScope(containing: Int(index.declarations[local].keyword)), index.scopes[scope].kind == .closure,
           let property = index.propertyInitialized(byClosure: scope), index.closure(scope, returns: receiver[0]) {
            receiver = [index.declarations[property].nameText]
        }
        guard let type = index.enclosingType(of: Int(first)), index.declarations[type].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[type].body)]
        let range = (Int(body.open), Int(body.close))
        // Whether the value `first...last` sizes its text from a text style, itself or through a local it names
        // (`let title = NSAttributedString(string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])`).
        func mentionsTextStyle(from first: Int, through last: Int) -> Bool {
            guard first <= last else { return false }
            if FixedFontSizeRule.textStyleNames.contains(where: { file.containsName($0, from: first, through: last) }) { return true }
            for token in first...last where index.kind(token) == .identifier && index.kind(token - 1) != .period {
                guard let local = index.localDeclaration(named: token) else { continue }
                let start = Int(index.declarations[local].initializerStart)
                let end = Int(index.declarations[local].initializerEnd)
                if start >= 0, start <= end,
                   FixedFontSizeRule.textStyleNames.contains(where: { file.containsName($0, from: start, through: end) }) { return true }
            }
            return false
        }
        var sawScaled = false
        if titled {
            for name in ["setTitle", "setAttributedTitle"] {
                for occurrence in file.occurrences(of: name, from: range.0, through: range.1) {
                    let token = Int(occurrence)
                    guard index.kind(token - 1) == .period,
                          index.pathNames(index.receiverPath(beforePeriod: token - 1)) == receiver else { continue }
                    guard name == "setAttributedTitle", let call = index.call(named: token), let title = call.arguments.first,
                          mentionsTextStyle(from: Int(title.start), through: Int(title.end)) else { return false }
                    sawScaled = true
                }
            }
            return sawScaled
        }
        let writes = index.writes
        let low = writes.partitioningIndex { Int($0.operation) >= range.0 }
        for write in writes[low...] {
            guard Int(write.operation) <= range.1 else { break }
            guard let member = write.target.last, index.isText(Int(member), "text") || index.isText(Int(member), "attributedText"),
                  index.pathNames(Array(write.target.dropLast())) == receiver else { continue }
            guard index.isText(Int(member), "attributedText"),
                  mentionsTextStyle(from: Int(write.valueStart), through: Int(write.valueEnd)) else { return false }
            sawScaled = true
        }
        return sawScaled
    }

    /// `font = UIFont.systemFont(ofSize: 12)` where the local `font` was made from an icon
    /// font (`UIFont(name: kFontAwesomeFont, size: 12)`) and this is its fallback.
    func isIconFontFallback(_ name: Int, index: SyntaxIndex) -> Bool {
        guard let declaration = index.localDeclaration(named: name) else { return false }
        let start = Int(index.declarations[declaration].initializerStart)
        let end = Int(index.declarations[declaration].initializerEnd)
        guard start >= 0, end >= start, end - start < 40 else { return false }
        return FixedFontSizeRule.namesIconFont(index.text(from: start, through: end))
    }

    /// Whether the view whose font is assigned (`plusLabel.font`, `addButton.titleLabel.font`)
    /// shows a glyph: its `text` is set, or `setTitle(_:for:)` is called, with a glyph literal
    /// in the same type, and never with anything else.
    func showsGlyph(receiverOf target: [Int32], file: SwiftFileContext) -> Bool {
        let index = file.index
        var receiver = index.pathNames(Array(target.dropLast()))
        guard !receiver.isEmpty else { return false }
        let titled = receiver.last == "titleLabel"
        if titled { receiver.removeLast() }
        let range: (Int, Int)
        if let type = index.enclosingType(of: Int(target[0])), index.declarations[type].body >= 0 {
            let scope = index.scopes[Int(index.declarations[type].body)]
            range = (Int(scope.open), Int(scope.close))
        } else {
            range = (0, index.count - 1)
        }
        var sawGlyph = false
        if titled {
            for occurrence in file.occurrences(of: "setTitle", from: range.0, through: range.1) {
                let name = Int(occurrence)
                guard let call = index.call(named: name), index.kind(name - 1) == .period,
                      index.pathNames(index.receiverPath(beforePeriod: name - 1)) == receiver,
                      let title = call.arguments.first else { continue }
                guard isGlyphLiteral(title, index: index) else { return false }
                sawGlyph = true
            }
        }
        // The type's writes only, found by binary search (`writes` are in source order by operation).
        let writes = index.writes
        let low = writes.partitioningIndex { Int($0.operation) >= range.0 }
        for write in writes[low...] {
            guard Int(write.operation) <= range.1 else { break }
            guard let member = write.target.last, titled ? index.isText(Int(member), "title") : index.isText(Int(member), "text"),
                  index.pathNames(Array(write.target.dropLast())) == receiver else { continue }
            let value = Argument(label: -1, start: write.valueStart, end: write.valueEnd)
            guard isGlyphLiteral(value, index: index) else { return false }
            sawGlyph = true
        }
        return sawGlyph
    }

    /// SwiftUI modifiers that change the environment's font without replacing it (iOS 16's
    /// `.fontWeight(_:)`, `.fontDesign(_:)`, `.fontWidth(_:)`, and `.bold()` / `.italic()`).
    static let inheritedFontModifiers: Set<String> = ["fontWeight", "fontDesign", "fontWidth", "bold", "italic"]

    /// Whether the block `open...close` (the current-system branch of an `#available` check) only adjusts
    /// the font the view inherits (`content.fontWeight(weight)`): it calls one of `inheritedFontModifiers` and
    /// sets no font of its own (no `.font(…)`, no font constructor), so on current systems the text keeps the
    /// environment's font, a text style (`.body` unless an ancestor says otherwise). A branch that also sets
    /// `.font(.system(size: 16))` is fixed on every system. The block is short: a direct scan.
    func keepsInheritedFont(from open: Int, through close: Int, index: SyntaxIndex) -> Bool {
        guard open < close, close - open < 400 else { return false }
        var adjusts = false
        for probe in (open + 1)..<close where index.kind(probe) == .identifier {
            let name = index.text(probe)
            if name == "font" || name.hasSuffix("Font") || FixedFontSizeRule.uiKitConstructors.contains(name) { return false }
            if FixedFontSizeRule.inheritedFontModifiers.contains(name), index.kind(probe - 1) == .period,
               index.kind(probe + 1) == .leftParen {
                adjusts = true
            }
        }
        return adjusts
    }

    /// Whether `token` is in the `else` block of `if #available(…)` whose `if` block sizes
    /// text from a text style, or only adjusts the inherited one (`keepsInheritedFont`): the
    /// fixed size is for systems older than the one checked.
    func isOldSystemFallback(_ token: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        var found = false
        index.forEachEnclosingScope(of: token) { scope in
            let current = index.scopes[scope]
            guard current.kind == .controlFlow else { return current.kind == .closure ? false : current.kind != .functionBody }
            let open = Int(current.open)
            guard index.isName(open - 1, "else"), index.kind(open - 2) == .rightBrace,
                  let thenOpen = index.partner(of: open - 2) else { return true }
            // The condition between `if` and the `{`: it must check `#available`.
            var probe = thenOpen - 1
            var checksAvailability = false
            while probe >= 0, thenOpen - probe < 40, !index.isName(probe, "if") {
                if index.kind(probe) == .poundWord, index.isText(probe, "#available") { checksAvailability = true }
                probe -= 1
            }
            guard checksAvailability else { return true }
            found = FixedFontSizeRule.textStyleNames.contains { file.containsName($0, from: thenOpen, through: open - 2) }
                || keepsInheritedFont(from: thenOpen, through: open - 2, index: index)
            return !found
        }
        return found
    }

    /// Whether a UIKit fixed font starting at `start` (or the local constant it initializes) only goes into
    /// `.font(…)` parts of a string style that also has `.adapt(.body)`-style parts (BonMot's
    /// `StringStyle(.font(font), .adapt(.control))`), which rescale the font with the content size category.
    func isAdaptedByStringStyle(_ start: Int, through end: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard !file.occurrences(of: "adapt").isEmpty else { return false }
        // Whether the token at `use` is the whole argument of `.font(…)` inside a call with an `.adapt(.style)` part.
        func isAdapted(_ use: Int, through end: Int) -> Bool {
            guard let opener = index.enclosingOpener(of: use), index.kind(opener) == .leftParen, opener == use - 1,
                  index.kind(end + 1) == .rightParen, let font = index.owningCall(ofOpener: opener),
                  index.isText(Int(font.name), "font"), index.kind(Int(font.name) - 1) == .period,
                  let outerOpener = index.enclosingOpener(of: Int(font.name)), index.kind(outerOpener) == .leftParen,
                  let style = index.owningCall(ofOpener: outerOpener) else { return false }
            return style.arguments.contains { part in
                let first = Int(part.start)
                guard index.kind(first) == .period, index.isText(first + 1, "adapt"), let adapt = index.call(named: first + 1),
                      adapt.arguments.count == 1, let argument = adapt.arguments.first else { return false }
                return index.kind(Int(argument.start)) == .period && Int(argument.end) == Int(argument.start) + 1
            }
        }
        if isAdapted(start, through: end) { return true }
        // A local constant: its uses in the scope that declares it (a function or a computed property's getter).
        guard let declaration = index.declarationInitialized(byExpressionAt: start), index.declarations[declaration].name >= 0,
              let scope = index.innermostScope(containing: start) else { return false }
        let name = Int(index.declarations[declaration].name)
        let body = index.scopes[scope]
        var uses = 0
        for token in Int(body.open)...Int(body.close) where token != name && index.kind(token) == .identifier
            && index.kind(token - 1) != .period && index.isSpelledAlike(token, name) {
            guard isAdapted(token, through: token) else { return false }
            uses += 1
        }
        return uses > 0
    }

    /// Views that put text on screen in UIKit or SwiftUI: a type naming none of them shows no text itself.
    static let screenTextViews: [StaticString] = ["UILabel", "UITextView", "UITextField", "UIButton", "Text", "Label",
                                                  "attributedText"]

    /// Whether a fixed font starting at `start` is the initial value of a stored property of a type that
    /// opens an image context and shows no text view in this file (`ImageBuilder`'s `font`, used to draw
    /// its text into a cached bitmap).
    func isImageRendererFont(_ start: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard let declaration = index.declarationInitialized(byExpressionAt: start),
              index.declarations[declaration].kind == .variable, case let parent = Int(index.declarations[declaration].parent),
              parent >= 0, index.declarations[parent].kind.isType else { return false }
        let typeName = index.declarations[parent].nameText
        let bodies = index.declarations.filter { $0.kind.isType && $0.nameText == typeName && $0.body >= 0 }
            .map { (Int(index.scopes[Int($0.body)].open), Int(index.scopes[Int($0.body)].close)) }
        let opensImage = bodies.contains { body in
            FixedFontSizeRule.imageContexts.contains { file.containsName($0, from: body.0, through: body.1) }
        }
        guard opensImage else { return false }
        return !bodies.contains { body in
            FixedFontSizeRule.screenTextViews.contains { index.contains($0, from: body.0, through: body.1) }
        }
    }
}

/// Keycaps of a number pad: one digit on a key, already large and fixed like the system's keypads.
extension FixedFontSizeRule {
    /// The point size of a SwiftUI font call with a literal `size:` (`.system(size: 34, …)`), or nil.
    func literalSize(of font: CallSite, index: SyntaxIndex) -> Double? {
        guard font.open >= 0 else { return nil }
        for token in Int(font.open)..<Int(font.close) where index.isText(token, "size") && index.kind(token + 1) == .colon {
            guard let kind = index.kind(token + 2), kind == .integer || kind == .float else { return nil }
            return Double(index.text(token + 2))
        }
        return nil
    }

    /// Whether a `Text` is the one digit of a number pad's key at `pictographSize` or more: inside a `Button`, it
    /// shows a digit literal (`Text("7")`) or one `Int` (`Text("\(digit)")`) that is a parameter of the function
    /// building the key (`func key(_ digit: Int)`) or an item of a `ForEach` over a range of digits
    /// (`ForEach(1..<10) { digit in … }`). A small digit, or a number of any size, is still reported.
    func isDigitKeycap(base: Int, font: CallSite, index: SyntaxIndex) -> Bool {
        guard index.isName(base, "Text"), let call = index.call(named: base), call.arguments.count == 1,
              let argument = call.arguments.first, argument.label < 0,
              let size = literalSize(of: font, index: index), size >= FixedFontSizeRule.pictographSize else { return false }
        let start = Int(argument.start)
        let end = Int(argument.end)
        guard index.kind(start) == .stringStart, index.kind(end) == .stringEnd else { return false }
        let showsDigit: Bool
        if index.kind(start + 1) == .stringSegment, start + 2 == end {
            let text = index.literalText(from: start, through: end)
            showsDigit = text.count == 1 && text.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
        } else if index.kind(start + 1) == .interpolationStart, index.kind(start + 2) == .identifier, start + 4 == end {
            showsDigit = isDigitValue(start + 2, index: index)
        } else {
            showsDigit = false
        }
        guard showsDigit else { return false }
        var inButton = false
        index.forEachEnclosingOpener(of: base) { opener in
            if let owner = index.owningCall(ofOpener: opener), index.isName(Int(owner.name), "Button") { inButton = true }
            return !inButton
        }
        return inButton
    }

    /// The size from which the one-line text of a fixed round key is a keycap (the system phone keypad's digits
    /// are about 32 pt).
    static let roundKeySize = 28.0

    /// Whether a `Text` at `roundKeySize` or more is the label of a round key of fixed size: inside a `Button`
    /// whose label (or the `Text`'s own chain) clips or shapes it with a `Circle()` and gives it a `.frame(width:height:)`,
    /// the key of a dial pad or keypad (`Text(key).font(.system(size: 30)).frame(width: 72, height: 72).clipShape(Circle())`).
    /// The key cannot grow with its text, like the system keypads; words do not fit in such a key.
    func isRoundKeycap(base: Int, font: CallSite, index: SyntaxIndex) -> Bool {
        guard index.isName(base, "Text"), let call = index.call(named: base), call.arguments.count == 1,
              let size = literalSize(of: font, index: index), size >= FixedFontSizeRule.roundKeySize,
              let label = buttonLabel(around: base, index: index) ?? buttonLabelProperty(around: base, index: index) else { return false }
        // A literal title is a key only when it is one or two characters (`"0"`, `"#"`).
        if let argument = call.arguments.first, index.kind(Int(argument.start)) == .stringStart, index.kind(Int(argument.end)) == .stringEnd,
           index.kind(Int(argument.start) + 1) != .interpolationStart, index.literalText(from: Int(argument.start), through: Int(argument.end)).count > 2 {
            return false
        }
        var isRound = false
        var isFixed = false
        for probe in label.open...label.close where index.kind(probe) == .identifier {
            if index.isText(probe, "Circle"), index.kind(probe + 1) == .leftParen { isRound = true }
            if index.isText(probe, "frame"), index.kind(probe - 1) == .period, let frame = index.call(named: probe),
               index.argument(frame, labeled: "width") != nil, index.argument(frame, labeled: "height") != nil {
                isFixed = true
            }
        }
        return isRound && isFixed
    }

    /// The body of the computed property around `token` when a `Button` of its type shows only that property as
    /// its label (`private var label: some View { … }` … `Button(action: onTap) { label }`).
    func buttonLabelProperty(around token: Int, index: SyntaxIndex) -> (open: Int, close: Int)? {
        guard let declaration = index.enclosingDeclaration(of: token, where: { $0.kind == .variable }),
              index.declarations[declaration].body >= 0, index.declarations[declaration].name >= 0,
              let type = index.enclosingType(of: token), index.declarations[type].body >= 0 else { return nil }
        let name = Int(index.declarations[declaration].name)
        let typeBody = index.scopes[Int(index.declarations[type].body)]
        for probe in Int(typeBody.open)...Int(typeBody.close) where probe != name && index.kind(probe) == .identifier
            && index.isSpelledAlike(probe, name) && index.kind(probe - 1) == .leftBrace && index.kind(probe + 1) == .rightBrace {
            guard let owner = index.owningCall(ofOpener: probe - 1), index.isName(Int(owner.name), "Button") else { continue }
            let body = index.scopes[Int(index.declarations[declaration].body)]
            return (Int(body.open), Int(body.close))
        }
        return nil
    }

    /// Whether identifier `name` is an `Int` parameter of the enclosing function (`digit: Int`) or the item of
    /// an enclosing `ForEach` over a literal range within 0...10 (`ForEach(0..<10) { digit in`).
    func isDigitValue(_ name: Int, index: SyntaxIndex) -> Bool {
        var found = false
        index.forEachEnclosingOpener(of: name) { opener in
            guard index.kind(opener) == .leftBrace else { return true }
            // `{ digit in`: a closure of `ForEach(1...9)`.
            if index.kind(opener + 1) == .identifier, index.isName(opener + 2, "in"), index.isSpelledAlike(opener + 1, name),
               let owner = index.owningCall(ofOpener: opener), index.isName(Int(owner.name), "ForEach"),
               let data = owner.arguments.first {
                found = isDigitRange(from: Int(data.start), through: Int(data.end), index: index)
                return false
            }
            return true
        }
        if found { return true }
        guard let function = index.enclosingFunction(of: name), index.declarations[function].body >= 0 else { return false }
        let bodyOpen = Int(index.scopes[Int(index.declarations[function].body)].open)
        let nameToken = Int(index.declarations[function].name)
        guard nameToken >= 0, nameToken < bodyOpen else { return false }
        // `func key(number: Int, …)`, `func key(_ digit: Int)`: the parameter's name, a colon, `Int`.
        for probe in nameToken..<bodyOpen where index.isSpelledAlike(probe, name) && index.kind(probe + 1) == .colon {
            return index.isName(probe + 2, "Int") && index.kind(probe + 3) != .period
        }
        return false
    }

    /// Whether tokens `first...last` are a literal range of digits: `0..<10`, `1...9`.
    func isDigitRange(from first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        guard first + 2 == last, index.kind(first) == .integer, index.kind(last) == .integer,
              index.isOperator(first + 1, "...") || index.isOperator(first + 1, "..<"),
              let low = Int(index.text(first)), let high = Int(index.text(last)) else { return false }
        return low >= 0 && high <= 10
    }
}
