/// SF Symbols whose automatic VoiceOver description names a control's action
/// (`xmark` reads "Close"), or only approximates it (`arrow.clockwise`).
///
/// Controls labeled only by such symbols are judged by these lists: fully
/// described symbols are not reported, partly described ones only as `info`.
/// Entries ending in `*` match a prefix; dots and case are ignored, so
/// SFSafeSymbols' `arrowClockwise` equals `arrow.clockwise`.
public struct SymbolDescriptions: Sendable, Equatable {
    /// Symbols whose description names the action: not reported.
    public var described: [String] { didSet { rebuildMatchers() } }
    /// Symbols whose description only approximates the action: reported as `info`.
    public var partlyDescribed: [String] { didSet { rebuildMatchers() } }
    /// The lists normalized once (`judge` runs for every icon control: normalizing every
    /// entry for each symbol judged was most of its cost).
    private var describedMatcher = Matcher([])
    private var atLeastPartlyMatcher = Matcher([])

    public init(described: [String] = SymbolDescriptions.defaultDescribed,
                partlyDescribed: [String] = SymbolDescriptions.defaultPartlyDescribed) {
        self.described = described
        self.partlyDescribed = partlyDescribed
        rebuildMatchers()
    }

    private mutating func rebuildMatchers() {
        describedMatcher = Matcher(described)
        atLeastPartlyMatcher = Matcher(described + partlyDescribed)
    }

    /// A list as exact normalized names and normalized prefixes (entries ending in `*`).
    private struct Matcher: Sendable, Equatable {
        var exact: Set<String> = []
        var prefixes: [String] = []

        init(_ list: [String]) {
            for entry in list {
                if entry.hasSuffix("*") {
                    prefixes.append(SymbolDescriptions.normalized(String(entry.dropLast())))
                } else {
                    exact.insert(SymbolDescriptions.normalized(entry))
                }
            }
        }

        func matches(normalized name: String) -> Bool {
            exact.contains(name) || prefixes.contains { name.hasPrefix($0) }
        }
    }

    /// The default `described_symbols`.
    public static let defaultDescribed = [
        "xmark", "xmark.circle", "xmark.circle.fill", "plus", "plus.circle", "plus.circle.fill", "trash",
        "square.and.arrow.up", "magnifyingglass", "ellipsis", "ellipsis.circle", "gear", "gearshape",
        "chevron.left", "chevron.backward", "checkmark", "info.circle", "questionmark.circle",
    ]

    /// The default `partly_described_symbols`.
    public static let defaultPartlyDescribed = [
        "arrow.clockwise", "arrow.counterclockwise", "arrow.triangle.2.circlepath", "line.3.horizontal.decrease*",
        "questionmark", "speaker*", "arrow.down.circle", "square.and.arrow.down", "bell*", "sidebar*",
        "slider.horizontal.3", "gearshape.fill", "gear.circle",
        // Read "Compose": right for a new message or note, not for the edit, rename or settings it often opens.
        "square.and.pencil",
    ]

    /// How well a set of symbols (all the images a control may show) speaks for the action.
    public enum Judgement: Sendable, Equatable {
        /// Every symbol is described: nothing to report.
        case described
        /// Every symbol is at least partly described: report as `info`.
        case partlyDescribed
        /// Some image is not a known symbol (an asset, a variable, an undescribed symbol).
        case undescribed
    }

    /// The judgement for `symbols`; an empty list (no symbol known) is undescribed. A control
    /// that may show a checkmark and may show an xmark (`isRunning ? "checkmark" : "xmark"`)
    /// shows a yes/no state: VoiceOver reads "checkmark" or "close", which names no action (and
    /// "close" names a wrong one), so it is undescribed whatever the lists say.
    public func judge(_ symbols: [String]) -> Judgement {
        guard !symbols.isEmpty else { return .undescribed }
        let names = symbols.map(SymbolDescriptions.normalized)
        if names.contains(where: { $0.hasPrefix("checkmark") }) && names.contains(where: { $0.hasPrefix("xmark") }) {
            return .undescribed
        }
        if names.allSatisfy({ describedMatcher.matches(normalized: $0) }) { return .described }
        if names.allSatisfy({ atLeastPartlyMatcher.matches(normalized: $0) }) { return .partlyDescribed }
        return .undescribed
    }

    /// Whether a symbol name is in a list (entries ending in `*` are prefixes).
    public static func matches(_ symbol: String, _ list: [String]) -> Bool {
        let name = normalized(symbol)
        return list.contains { entry in
            entry.hasSuffix("*") ? name.hasPrefix(normalized(String(entry.dropLast()))) : name == normalized(entry)
        }
    }

    /// `arrow.clockwise` and SFSafeSymbols' `arrowClockwise` compare equal.
    public static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "." })
    }
}

/// A SwiftUI control whose label is only images.
public struct ImageOnlyLabel: Sendable, Equatable {
    /// The first symbol or asset name shown ("" when no literal name is known).
    public var name: String
    /// Whether every image is a symbol whose description at least approximates the action.
    public var isPartlyDescribed: Bool
    /// The first and last token of the label's content.
    public var content: ClosedRange<Int>
}

/// How `imageOnlyLabel(of:…)` reads a control.
public struct ImageOnlyLabelScan: Sendable {
    /// Custom image views that count as images (`components.images`).
    public var images: Set<String>
    /// The symbol lists.
    public var symbols: SymbolDescriptions
    /// Whether a `label: { … }` closure passed inside the parentheses counts
    /// (`Button(action: save, label: { Image(…) })`), not only trailing closures.
    public var readsLabelArgument: Bool
    /// Whether other content may speak: a custom view (`BadgeView(count)`), a helper
    /// (`rowContent(title: …)`) or a view property (`self.scopeLabel`) next to the image
    /// makes the label not image-only. Shapes, stacks and colors never speak.
    public var customContentMaySpeak: Bool
    /// Whether asset names are judged like symbols (`Image("trash")` as `trash`); otherwise
    /// only `systemName:` and `systemSymbol:` images are symbols.
    public var judgesAssetNamesAsSymbols: Bool

    public init(images: Set<String>, symbols: SymbolDescriptions, readsLabelArgument: Bool = false,
                customContentMaySpeak: Bool = false, judgesAssetNamesAsSymbols: Bool = true) {
        self.images = images
        self.symbols = symbols
        self.readsLabelArgument = readsLabelArgument
        self.customContentMaySpeak = customContentMaySpeak
        self.judgesAssetNamesAsSymbols = judgesAssetNamesAsSymbols
    }

}

extension SyntaxIndex {
    /// For a `Button`, `Link`, `Menu`, `NavigationLink`, `Toggle` (or custom button) labeled
    /// only by images: the image's name and whether its symbols partly describe the action.
    /// `nil` when the control has a title, a `Text`/`Label`, an accessibility label
    /// (inside its label or on the control), is hidden, or shows only symbols whose
    /// automatic description names the action.
    public func imageOnlyLabel(of control: CallSite, scan: ImageOnlyLabelScan) -> ImageOnlyLabel? {
        // A title argument: `Button("Save") {…}`, `Link("Help", destination:)`, `Menu(title)`.
        if controlHasTitle(control) { return nil }
        guard let (first, last) = labelContent(of: control, readsLabelArgument: scan.readsLabelArgument),
              first <= last else { return nil }
        // Anything that speaks: text, a Label, an accessibility label inside the label. A member
        // named `Text` or `Label` of another type (`Design.Text.primary`, `Color.Label.tint`: a
        // project's style namespace) is not the view; `SwiftUI.Text(…)` is.
        for token in first...last where tokens[token].kind == .identifier {
            if (isText(token, "Text") || isText(token, "Label")) && (kind(token - 1) != .period || isText(token - 2, "SwiftUI"))
                || isText(token, "accessibilityLabel")
                || isText(token, "accessibility") && contains("label", from: token, through: last) {
                return nil
            }
        }
        if scan.customContentMaySpeak, containsCustomContent(from: first, through: last, images: scan.images) { return nil }
        // Modifiers on the control itself.
        let semantics = self.semantics(of: chainLinks(ofCall: control))
        if semantics.contains(.label) || semantics.contains(.hidden) { return nil }
        // The images.
        var symbols: [String] = []
        var names: [String] = []
        var hasImage = false
        var hasOtherImage = false
        var spokenWords = 0
        for token in first...last where tokens[token].kind == .identifier && kind(token - 1) != .period {
            let name = text(token)
            guard name == "Image" || name == "AsyncImage" || scan.images.contains(name),
                  let image = call(named: token) else { continue }
            if image.arguments.contains(where: { $0.label >= 0 && isText(Int($0.label), "label") }) { return nil }
            hasImage = true
            let shown = symbolNames(ofImage: image)
            names += shown
            if let asset = literalAssetName(ofImage: image), SyntaxIndex.isSpokenActionWord(asset) {
                spokenWords += 1
            } else if scan.judgesAssetNamesAsSymbols {
                symbols += shown
            } else if let argument = image.arguments.first, argument.label >= 0,
                      isText(Int(argument.label), "systemName") || isText(Int(argument.label), "systemSymbol"), !shown.isEmpty {
                symbols += shown
            } else {
                hasOtherImage = true
            }
        }
        // A generated asset-catalog image shown as a value (`Asset.Icons.close.image`, `….swiftUIImage`).
        for token in first...last where tokens[token].kind == .identifier && kind(token - 1) != .period {
            guard let asset = generatedAssetImage(at: token) else { continue }
            hasImage = true
            hasOtherImage = true
            names.append(asset)
        }
        // Images reaching the label as values: `navImage(img: "chevron-left")`, an `icon: Image` parameter.
        for token in first...last where tokens[token].kind == .identifier && kind(token - 1) != .period
            && (token == first || isAtStartOfLine(token) || kind(token - 1) == .leftBrace || kind(token - 1) == .semicolon
                || isName(token - 1, "return")) {
            guard generatedAssetImage(at: token) == nil, isViewContent(token, labelOpen: first - 1, images: scan.images),
                  let value = imageValue(at: token) else { continue }
            if value.isLabeled { return nil }
            hasImage = true
            names += value.names
            if value.hasOtherImage { hasOtherImage = true }
            if scan.judgesAssetNamesAsSymbols { symbols += value.names } else { symbols += value.symbols }
        }
        guard hasImage else { return nil }
        // Only asset images named by a word for the action (`Image("close")`): read as that word.
        if spokenWords > 0, symbols.isEmpty, !hasOtherImage { return nil }
        switch hasOtherImage ? .undescribed : scan.symbols.judge(symbols) {
        case .described:
            return nil
        case .partlyDescribed:
            return ImageOnlyLabel(name: names.first ?? "", isPartlyDescribed: true, content: first...last)
        case .undescribed:
            return ImageOnlyLabel(name: names.first ?? "", isPartlyDescribed: false, content: first...last)
        }
    }

    /// Whether the statements in tokens `first...last` (a label's builder closure and the
    /// builders nested in it, not modifier arguments) use a view that may show text: a custom
    /// view or helper call (`BadgeView(…)`, `rowContent(title:)`) or a view property
    /// (`self.scopeLabel`, `file.icon`).
    func containsCustomContent(from first: Int, through last: Int, images: Set<String>) -> Bool {
        var token = first
        while token <= last {
            defer { token += 1 }
            // `let color: UIColor = { … }()`: a local's value is not content.
            if isName(token, "let") || isName(token, "var"), let declaration = declaration(namedBy: token + 1),
               declarations[declaration].initializerEnd >= 0 {
                token = Int(declarations[declaration].initializerEnd)
                continue
            }
            guard let kind = kind(token), kind == .identifier || isName(token, "self"),
                  self.kind(token - 1) != .period,
                  token == first || isAtStartOfLine(token) || self.kind(token - 1) == .leftBrace
                    || self.kind(token - 1) == .semicolon || isName(token - 1, "return"),
                  isViewContent(token, labelOpen: first - 1, images: images) else { continue }
            // A generated asset-catalog image (`Asset.Icons.close.image`) is an image, not speaking content.
            if generatedAssetImage(at: token) != nil { continue }
            // An image helper or an `Image` parameter filled with images (`ImageValues.swift`) is an image too.
            if imageValue(at: token) != nil { continue }
            let name = text(token)
            if self.kind(token + 1) == .leftParen || self.kind(token + 1) == .leftBrace {
                if !SyntaxIndex.silentViews.contains(name) && !images.contains(name) { return true }
                continue
            }
            // A statement that is a value: `self.scopeLabel`, `file.icon`, `badge` (not `x = …`, not a label `x:`).
            if self.kind(token + 1) == .colon || isOperator(token + 1, "=") { continue }
            if kind == .keyword && self.kind(token + 1) != .period { continue }
            return true
        }
        return false
    }

    /// Whether token `index` is a statement of the label's view content: every brace between
    /// it and the label's `{` opens a stack or group (`HStack { … }`) or control flow
    /// (`if … { }`), not a modifier's closure (`.onAppear { … }`) or an argument.
    func isViewContent(_ index: Int, labelOpen: Int, images: Set<String>) -> Bool {
        var isContent = true
        forEachEnclosingOpener(of: index) { opener in
            if opener <= labelOpen { return false }
            guard kind(opener) == .leftBrace else { isContent = false; return false }
            if let scope = scope(openedBy: opener), scopes[scope].kind == .controlFlow { return true }
            if let call = owningCall(ofOpener: opener), kind(Int(call.name) - 1) != .period,
               SyntaxIndex.silentViews.contains(text(Int(call.name))) || images.contains(text(Int(call.name))) {
                return true
            }
            isContent = false
            return false
        }
        return isContent
    }

    /// For a member path at `token` that names a generated asset-catalog image: the asset's name.
    /// SwiftGen's catalog enum is `Asset` with one constant per asset (`Asset.Icons.close`), whose
    /// `.image` (SwiftUI templates) or `.swiftUIImage` is an `Image` of that asset: it has no
    /// description, whether the generated file is in the repository or made at build time.
    /// `Asset.Icons.close.image` (root `Asset`) and `anything.close.swiftUIImage` qualify; a call
    /// (`.image(for:)`) does not. Modifiers after it (`.resizable()`, a project's sizing helper)
    /// are read like those on `Image(…)`.
    func generatedAssetImage(at token: Int) -> String? {
        guard kind(token + 1) == .period else { return nil }
        let isAssetRoot = isText(token, "Asset")
        var probe = token
        var depth = 0
        while kind(probe + 1) == .period, kind(probe + 2) == .identifier, depth < 8 {
            let previous = probe
            probe += 2
            depth += 1
            let isImage = isText(probe, "image"), isSwiftUIImage = isText(probe, "swiftUIImage")
            guard isImage || isSwiftUIImage else { continue }
            guard kind(probe + 1) != .leftParen, isSwiftUIImage || isAssetRoot && depth >= 2 else { return nil }
            return text(previous)
        }
        return nil
    }

    /// The tokens inside a control's label: its `label:` closure, or the only trailing
    /// closure of `Button(action:)`, `Link(destination:)`, `Toggle(isOn:)` and friends;
    /// with `readsLabelArgument`, also a `label: { … }` argument inside the parentheses.
    func labelContent(of control: CallSite, readsLabelArgument: Bool) -> (Int, Int)? {
        let name = text(Int(control.name))
        var label = trailingClosure(control, labeled: "label")
        if label == nil, control.trailingClosures.count == 1, name != "Menu",
           name == "Link" || argument(control, labeled: "action") != nil || argument(control, labeled: "destination") != nil
            || control.arguments.contains(where: { $0.label >= 0 }) {
            label = control.trailingClosures.first
        }
        if let label { return (Int(label.open) + 1, Int(label.close) - 1) }
        guard readsLabelArgument, let argument = argument(control, labeled: "label"),
              kind(Int(argument.start)) == .leftBrace, partner(of: Int(argument.start)) == Int(argument.end) else { return nil }
        return (Int(argument.start) + 1, Int(argument.end) - 1)
    }

    /// Asset names that are one plain English word for a control's action (`close`, `Share`):
    /// SwiftUI labels `Image(name)` with its name (looked up as a localization key), so VoiceOver
    /// reads "close, button", which names the action. Identifiers (`ic_close`, `close_24`,
    /// `navClose`), words for a state (`favorite`, `bookmark`) and names of a glyph's shape
    /// (`plus`, `minus`: an asset is read "plus", not "Add" as the `plus` symbol is) are not in it.
    static let spokenActionWords: Set<String> = [
        "add", "archive", "back", "cancel", "close", "collapse", "compose", "copy", "delete", "dismiss", "done",
        "download", "edit", "exit", "expand", "filter", "forward", "help", "info", "maximize", "menu", "minimize",
        "more", "next", "pause", "play", "previous", "print", "redo", "refresh", "reload", "remove", "reply",
        "reset", "restore", "retry", "rewind", "save", "scan", "search", "send", "settings", "share", "skip", "sort",
        "stop", "trash", "undo", "upload",
    ]

    /// Whether an asset name is one of `spokenActionWords`, in any case (`Close`, `close`).
    static func isSpokenActionWord(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 10, name.utf8.allSatisfy({ $0 < 0x80 && ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
        else { return false }
        return spokenActionWords.contains(name.lowercased())
    }

    /// The asset name of `Image("name")` (one literal, unlabeled first argument; a `bundle:` may
    /// follow), or `nil` for symbols, platform images, interpolations and non-literal names.
    func literalAssetName(ofImage image: CallSite) -> String? {
        guard isText(Int(image.name), "Image"), let first = image.arguments.first, first.label < 0 else { return nil }
        for argument in image.arguments.dropFirst() where argument.label < 0 || !isText(Int(argument.label), "bundle") {
            return nil
        }
        let start = Int(first.start)
        guard kind(start) == .stringStart, Int(first.end) == start + 2, kind(start + 1) == .stringSegment else { return nil }
        return text(start + 1)
    }

    /// The symbol or asset names an `Image(…)` may show (both sides of a ternary);
    /// none for remote and configured images (`AsyncImage(url:)`, `KFImage(url)`).
    public func symbolNames(ofImage image: CallSite) -> [String] {
        guard isText(Int(image.name), "Image"), let argument = image.arguments.first else { return [] }
        var names: [String] = []
        for token in Int(argument.start)...Int(argument.end) {
            if kind(token) == .stringSegment { names.append(text(token)) }
            // SFSafeSymbols: `Image(systemSymbol: .speakerSlashFill)`.
            if argument.label >= 0, isText(Int(argument.label), "systemSymbol"),
               kind(token - 1) == .period, tokens[token].kind == .identifier {
                names.append(text(token))
            }
        }
        return names
    }
}
