/// Views that fix or cap the Dynamic Type size below what people chose.
struct DynamicTypeDisabledRule: Rule {
    static let metadata = RuleMetadata(
        id: "dynamic-type-disabled",
        summary: "A view fixes or caps the Dynamic Type size, so its text stops growing with the text-size setting.",
        rationale: """
            People with low vision choose a larger text size; SwiftUI's `.dynamicTypeSize(_:)` can pin a \
            view to one size or cap it. Reported: `.dynamicTypeSize(.large)` (one size: the setting is \
            ignored entirely), a range whose upper end is below the accessibility sizes \
            (`...DynamicTypeSize.xxLarge`, `.xSmall ... .xxxLarge`, `..<.accessibility1`), \
            `.environment(\\.dynamicTypeSize, …)` and `.environment(\\.sizeCategory, …)` with a fixed \
            value, and UIKit trait overrides of `preferredContentSizeCategory` to a fixed category \
            (`traitOverrides.preferredContentSizeCategory = .large`, \
            `UITraitCollection(preferredContentSizeCategory: .medium)`). `adjustsFontForContentSizeCategory = \
            false` on a label, text field or text view is reported as `info`: its text-style font keeps the \
            size it had when it was set and ignores later changes of the setting; on a label whose fonts in that scope \
            (or its type) are all fixed sizes (`UIFont.systemFont(ofSize: 13)`) the flag does nothing and is not \
            reported (the fixed font is `fixed-font-size`'s finding). Not reported: caps at an \
            accessibility size (`...(.accessibility2)`), and a size fixed at an accessibility size \
            (`UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)` while an accessibility size \
            is active), which keep text large enough for most people and are Apple's advice for dense layouts; sizes from a variable; macOS-only code (no Dynamic Type); widgets \
            and Live Activities (files importing WidgetKit, but not an app screen that imports it only to reload \
            widgets through `WidgetCenter`), whose space the system fixes; a cap \
            on a view that shows no readable text: an `Image` (an SF Symbol), a `Label` styled `.iconOnly`, or \
            a container that draws only pictures, read through the view's own helper methods and properties \
            (`ZStack { highlight; sectionButtons() }`): images, buttons whose label is an image, emoji (a `Text` \
            of a value named `emoji` or of the items of a `ForEach` over an emoji list) and one character of a \
            string (`Text(name.prefix(1))`, an initial drawn as an avatar); a titled control, any other `Text` or \
            a custom view of the project counts as text; a fixed trait collection passed only as `compatibleWith:` to read a text style's base \
            size in a function that returns its font through `UIFontMetrics(…).scaledFont(for:)`, which scales it \
            again, or whose font is only measured (`.pointSize`, in a function that builds no fixed-size font: a \
            text-scale metric, the base size for `Font.custom(_:size:relativeTo:)`); text in a type that offers the Large Content Viewer (`showsLargeContentViewer = true`, \
            `UILargeContentViewerInteraction`, `.accessibilityShowsLargeContentViewer()`, in the type, its \
            extensions or nested types in the file), Apple's alternative for interface that cannot grow (bars, \
            logo lockups): a long press shows its content enlarged. Known false positives: a cap on a custom \
            view of the project that only draws an icon.
            """,
        fix: """
            Remove the modifier, or cap at an accessibility size and let the layout adapt: \
            `.dynamicTypeSize(...DynamicTypeSize.accessibility2)` together with `ViewThatFits` or an \
            `AnyLayout` that stacks vertically at `dynamicTypeSize.isAccessibilitySize`; in UIKit set \
            `adjustsFontForContentSizeCategory = true` on text-style fonts and drop fixed \
            `preferredContentSizeCategory` overrides.
            """,
        severity: .warning,
        wcag: ["1.4.4"],
        frameworks: [.swiftUI, .uiKit],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct ActionBar: View {
                    var body: some View {
                        HStack { Text("Reply"); Text("Boost") }
                            .↓dynamicTypeSize(.large)
                    }
                }
                """),
            Example("""
                @main struct NotesApp: App {
                    var body: some Scene {
                        WindowGroup { ContentView().↓dynamicTypeSize(.xSmall ... .xxxLarge) }
                    }
                }
                """),
            Example("""
                struct Legend: View {
                    var body: some View {
                        Text(caption).↓environment(\\.dynamicTypeSize, .medium)
                    }
                }
                """),
            Example("""
                final class ChartViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓traitOverrides.preferredContentSizeCategory = .large
                    }
                }
                """),
            // The size is measured only to build a font that stays at it, or the font itself is kept.
            Example("""
                final class CaptionLabel: UILabel {
                    func applyStyle() {
                        let base = UIFont.preferredFont(forTextStyle: .caption1,
                                                        compatibleWith: ↓UITraitCollection(preferredContentSizeCategory: .large))
                        font = UIFont.systemFont(ofSize: base.pointSize, weight: .semibold)
                    }
                }
                """),
            Example("""
                final class BadgeView: UIView {
                    let countLabel = UILabel()
                    func applyStyle() {
                        let pinned = UIFont.preferredFont(forTextStyle: .footnote,
                                                          compatibleWith: ↓UITraitCollection(preferredContentSizeCategory: .medium))
                        countLabel.font = pinned
                        print(pinned.pointSize)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct ActionBar: View {
                    var body: some View {
                        HStack { Text("Reply"); Text("Boost") }
                            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
                    }
                }
                """),
            Example("""
                struct Legend: View {
                    @Environment(\\.dynamicTypeSize) private var size
                    var body: some View {
                        Text(caption).dynamicTypeSize(.large...)
                    }
                }
                """),
            Example("""
                final class NoteCell: UITableViewCell {
                    let titleLabel = UILabel()
                    func configure() {
                        titleLabel.font = .preferredFont(forTextStyle: .body)
                        titleLabel.adjustsFontForContentSizeCategory = true
                    }
                }
                """),
            // The base size of a text style, measured: compared with the current size, or fed to
            // `Font.custom(_:size:relativeTo:)`, which scales it again.
            Example("""
                struct TextScaleMetric {
                    func currentScale() -> Double {
                        let standard = UIFont.preferredFont(forTextStyle: .body,
                                                            compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                        let current = UIFont.preferredFont(forTextStyle: .body)
                        return Double(current.pointSize / standard.pointSize)
                    }
                }
                """),
            // Pinned at an accessibility size: a cap for a crowded panel, text stays large.
            Example("""
                final class MapViewController: UIViewController {
                    var calloutPanel: UIViewController?
                    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                        super.traitCollectionDidChange(previous)
                        guard let calloutPanel else { return }
                        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
                            setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: .accessibilityMedium),
                                                       forChild: calloutPanel)
                        } else {
                            setOverrideTraitCollection(nil, forChild: calloutPanel)
                        }
                    }
                }
                """),
            Example("""
                extension Font.TextStyle {
                    var baseSize: CGFloat {
                        UIFont.preferredFont(forTextStyle: uiStyle,
                                             compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize
                    }
                }
                """),
        ])

    static let triggers = ["dynamicTypeSize", "sizeCategory", "adjustsFontForContentSizeCategory", "preferredContentSizeCategory"]
    static let lookups = Platforms.lookups + ["scaledFont"] + LargeContentViewer.names
        + FixedFontSizeRule.uiKitConstructors + FixedFontSizeRule.textStyleNames + WidgetPlacement.lookups

    init(options: NoOptions) {}

    /// `DynamicTypeSize` cases from smallest to largest (`ContentSizeCategory` spells
    /// them alike, plus `extraSmall`-style names), with the first accessibility size's rank.
    static let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
    static let accessibilityRank = 7
    /// `ContentSizeCategory` / `UIContentSizeCategory` spellings of the same sizes.
    static let categoryAliases = ["extraSmall": "xSmall", "extraLarge": "xLarge", "extraExtraLarge": "xxLarge",
                                  "extraExtraExtraLarge": "xxxLarge", "accessibilityMedium": "accessibility1",
                                  "accessibilityLarge": "accessibility2", "accessibilityExtraLarge": "accessibility3",
                                  "accessibilityExtraExtraLarge": "accessibility4",
                                  "accessibilityExtraExtraExtraLarge": "accessibility5"]

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "dynamicTypeSize") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, index.kind(token - 2) != .backslash,
                  let call = index.call(named: token), call.arguments.count == 1, let argument = call.arguments.first,
                  let message = clampMessage(argument, index: index), !index.isExcludedFromIOS(token),
                  !capsNoReadableText(token, file: file), !LargeContentViewer.isOffered(around: token, file: file) else { continue }
            findings.append(file.finding(from: token, through: token, message: message))
        }
        // `.environment(\.dynamicTypeSize, .large)`, `.environment(\.sizeCategory, .medium)`
        for name in ["dynamicTypeSize", "sizeCategory"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard index.kind(token - 1) == .period, index.kind(token - 2) == .backslash,
                      let opener = index.enclosingOpener(of: token), let call = index.owningCall(ofOpener: opener),
                      index.isText(Int(call.name), "environment"), call.arguments.count == 2,
                      let size = forcedSize(call.arguments[1], index: index), !index.isExcludedFromIOS(token),
                      !LargeContentViewer.isOffered(around: token, file: file) else { continue }
                findings.append(file.finding(from: Int(call.name), through: Int(call.name),
                                             message: DynamicTypeDisabledRule.forcedMessage(size: size)))
            }
        }
        findings += checkUIKit(file)
        // A widget's content has the fixed space the system gives it (`fixed-font-size` skips widgets too).
        guard !findings.isEmpty, !file.isMacOnly, !file.isWidgetContent else { return [] }
        return findings
    }

    /// UIKit: fixed content size category overrides and `adjustsFontForContentSizeCategory = false`.
    func checkUIKit(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        if !file.occurrences(of: "adjustsFontForContentSizeCategory").isEmpty
            || !file.occurrences(of: "preferredContentSizeCategory").isEmpty {
            for assignment in index.writes where assignment.kind == .assign {
                guard let member = assignment.target.last, !index.isExcludedFromIOS(Int(member)) else { continue }
                // A type that offers the Large Content Viewer keeps its text fixed on purpose (a logo lockup).
                let offersLargeContent = { LargeContentViewer.isOffered(around: Int(member), file: file) }
                let start = Int(assignment.target[0])
                if index.isText(Int(member), "adjustsFontForContentSizeCategory"),
                   index.valueTraits(from: Int(assignment.valueStart), through: Int(assignment.valueEnd)).contains(.isFalse),
                   !index.isConditional(from: Int(assignment.valueStart), through: Int(assignment.valueEnd)), !offersLargeContent(),
                   !setsOnlyFixedFonts(receiverOf: assignment, file: file) {
                    findings.append(file.finding(from: start, through: Int(member), message: DynamicTypeDisabledRule.adjustsMessage,
                                                 severity: .info))
                } else if index.isText(Int(member), "preferredContentSizeCategory"),
                          let size = forcedSize(Argument(label: -1, start: assignment.valueStart, end: assignment.valueEnd), index: index),
                          !offersLargeContent() {
                    findings.append(file.finding(from: start, through: Int(member),
                                                 message: DynamicTypeDisabledRule.forcedMessage(size: size)))
                }
            }
        }
        // `UITraitCollection(preferredContentSizeCategory: .large)`
        for occurrence in file.occurrences(of: "preferredContentSizeCategory") {
            let label = Int(occurrence)
            guard index.kind(label + 1) == .colon, let opener = index.enclosingOpener(of: label),
                  let call = index.owningCall(ofOpener: opener), index.isText(Int(call.name), "UITraitCollection"),
                  let argument = index.argument(call, labeled: "preferredContentSizeCategory"),
                  let size = forcedSize(argument, index: index), !index.isExcludedFromIOS(label),
                  !readsBaseSizeForScaling(call, file: file), !measuresBaseSize(call, file: file),
                  !LargeContentViewer.isOffered(around: label, file: file), !isBarFont(label, index: index) else { continue }
            findings.append(file.finding(from: Int(call.name), through: Int(call.name),
                                         message: DynamicTypeDisabledRule.forcedMessage(size: size)))
        }
        return findings
    }

    /// Whether `token` is in a member named for bar text (`navigationTitleFont`, `toolbarButtonFont`): UIKit keeps
    /// inline navigation titles, bar button items and tab bar titles at one size at every text size (they offer the
    /// Large Content Viewer instead), so a font pinned to `.large` for them matches the system's own bars.
    func isBarFont(_ token: Int, index: SyntaxIndex) -> Bool {
        guard let member = index.enclosingFunction(of: token), index.declarations[member].name >= 0 else { return false }
        let name = index.declarations[member].nameText.lowercased()
        guard name.hasSuffix("font") else { return false }
        return ["navigation", "navbar", "toolbar", "tabbar"].contains { name.contains($0) }
    }

    /// Whether every font the code gives the receiver of `assignment` (`label` of `label.adjustsFontForContentSizeCategory
    /// = false`), in the scope of the write or else in its type, is a fixed size (`UIFont.systemFont(ofSize: 13)`): the
    /// flag only resizes text-style and `UIFontMetrics` fonts, so turning it off changes nothing (the fixed font is
    /// `fixed-font-size`'s finding). Nil receivers or fonts from a variable are not known to be fixed.
    func setsOnlyFixedFonts(receiverOf assignment: Assignment, file: SwiftFileContext) -> Bool {
        let index = file.index
        let receiver = index.pathNames(Array(assignment.target.dropLast())).filter { $0 != "self" }
        let operation = Int(assignment.operation)
        var ranges: [(Int, Int)] = []
        if let scope = index.innermostScope(containing: operation) {
            ranges.append((Int(index.scopes[scope].open), Int(index.scopes[scope].close)))
        }
        if let type = index.enclosingType(of: operation), index.declarations[type].body >= 0 {
            let body = index.scopes[Int(index.declarations[type].body)]
            ranges.append((Int(body.open), Int(body.close)))
        }
        let writes = index.writes
        for range in ranges {
            var fonts = 0
            let low = writes.partitioningIndex { Int($0.operation) >= range.0 }
            for write in writes[low...] {
                guard Int(write.operation) <= range.1 else { break }
                guard let member = write.target.last, index.isText(Int(member), "font"),
                      index.pathNames(Array(write.target.dropLast())).filter({ $0 != "self" }) == receiver else { continue }
                let first = Int(write.valueStart)
                let last = Int(write.valueEnd)
                guard first <= last, FixedFontSizeRule.uiKitConstructors.contains(where: { file.containsName($0, from: first, through: last) }),
                      !FixedFontSizeRule.textStyleNames.contains(where: { file.containsName($0, from: first, through: last) }),
                      // `UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .body), size: 0)` is a text style.
                      !(first...last).contains(where: { index.kind($0) == .identifier && index.text($0).lowercased().contains("textstyle") })
                else { return false }
                fonts += 1
            }
            if fonts > 0 { return true }
        }
        return false
    }

    /// Whether a fixed trait collection only serves to read a text style's base size for
    /// `UIFontMetrics`: it is passed only as `compatibleWith:` (directly, or through a local constant
    /// used nowhere else), and the function returns its font through `scaledFont(for:)`, which scales
    /// it with the setting again (`UIFont.systemFont(ofSize: descriptor.pointSize, weight: weight)` at the
    /// `.large` size, then `UIFontMetrics(forTextStyle: style).scaledFont(for: font)`).
    func readsBaseSizeForScaling(_ call: CallSite, file: SwiftFileContext) -> Bool {
        let index = file.index
        let name = Int(call.name)
        guard let function = index.enclosingFunction(of: name), index.declarations[function].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[function].body)]
        let open = Int(body.open)
        let close = Int(body.close)
        guard file.containsName("scaledFont", from: open, through: close) else { return false }
        let isCompatibleWith: (Int) -> Bool = { token in index.kind(token - 1) == .colon && index.isText(token - 2, "compatibleWith") }
        if isCompatibleWith(Int(call.calleeStart)) { return true }
        guard let local = index.declarationInitialized(byExpressionAt: Int(call.calleeStart)),
              index.declarations[local].name >= 0 else { return false }
        return Self.everyUse(of: Int(index.declarations[local].name), from: open, through: close, index: index,
                             satisfies: isCompatibleWith)
    }

    /// Whether the local named at token `name` is used at least once in `open...close`, and every
    /// use satisfies `predicate`.
    static func everyUse(of name: Int, from open: Int, through close: Int, index: SyntaxIndex,
                         satisfies predicate: (Int) -> Bool) -> Bool {
        var uses = 0
        for token in open...close where token != name && index.kind(token) == .identifier
            && index.kind(token - 1) != .period && index.isSpelledAlike(token, name) {
            guard predicate(token) else { return false }
            uses += 1
        }
        return uses > 0
    }

    /// Whether the fixed trait collection `call` is the `compatibleWith:` of a `preferredFont(forTextStyle:…)`
    /// whose font is only measured: `.pointSize` read right on the call, or on a local it initializes and
    /// that is used for nothing else, in a function that builds no font of a fixed size
    /// (`systemFont(ofSize:)`, `UIFont(name:size:)`). The base size of a text style feeds a comparison
    /// (an analytics font scale) or `Font.custom(_:size:relativeTo:)`, which scales it again; no text is
    /// given the pinned font.
    func measuresBaseSize(_ call: CallSite, file: SwiftFileContext) -> Bool {
        let index = file.index
        let start = Int(call.calleeStart)
        guard index.kind(start - 1) == .colon, index.isText(start - 2, "compatibleWith"),
              let opener = index.enclosingOpener(of: start - 2), let font = index.owningCall(ofOpener: opener),
              index.isText(Int(font.name), "preferredFont"), font.close >= 0 else { return false }
        let readsPointSize: (Int) -> Bool = { last in
            index.kind(last + 1) == .period && index.isText(last + 2, "pointSize")
        }
        guard let function = index.enclosingFunction(of: start), index.declarations[function].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[function].body)]
        let (open, close) = (Int(body.open), Int(body.close))
        for constructor in ["systemFont", "boldSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont", "italicSystemFont"]
            where file.containsName(constructor, from: open, through: close) { return false }
        if readsPointSize(Int(font.close)) { return true }
        guard let local = index.declarationInitialized(byExpressionAt: Int(font.calleeStart)),
              index.declarations[local].name >= 0 else { return false }
        return Self.everyUse(of: Int(index.declarations[local].name), from: open, through: close, index: index,
                             satisfies: readsPointSize)
    }

    /// The size an argument fixes the text at, when it is below the accessibility sizes: a fixed
    /// `.accessibilityMedium` (`accessibility1`) or larger keeps text at least that large for everyone,
    /// a cap for limited space (often set only while an accessibility size is active), as a
    /// `...(.accessibility2)` range is.
    func forcedSize(_ argument: Argument, index: SyntaxIndex) -> String? {
        guard let size = fixedSize(argument, index: index),
              let rank = DynamicTypeDisabledRule.sizes.firstIndex(of: size),
              rank < DynamicTypeDisabledRule.accessibilityRank else { return nil }
        return size
    }

    /// The size an argument names when it is one literal size (`.large`, `DynamicTypeSize.large`,
    /// `UIContentSizeCategory.extraLarge`), normalized to a `DynamicTypeSize` case.
    func fixedSize(_ argument: Argument, index: SyntaxIndex) -> String? {
        let first = Int(argument.start)
        let last = Int(argument.end)
        // `(.large)` after a range operator.
        if index.kind(first) == .leftParen, index.partner(of: first) == last {
            return fixedSize(Argument(label: -1, start: Int32(first + 1), end: Int32(last - 1)), index: index)
        }
        guard last >= first, index.kind(last) == .identifier, index.kind(last - 1) == .period else { return nil }
        // Only `.name` or `Type.name`.
        guard last - 1 == first || (last - 2 == first && index.kind(first) == .identifier) else { return nil }
        let name = index.text(last)
        let size = DynamicTypeDisabledRule.categoryAliases[name] ?? name
        return DynamicTypeDisabledRule.sizes.contains(size) ? size : nil
    }

    /// The message for a `.dynamicTypeSize(…)` argument that fixes or caps the size below the
    /// accessibility sizes, or nil.
    func clampMessage(_ argument: Argument, index: SyntaxIndex) -> String? {
        let first = Int(argument.start)
        let last = Int(argument.end)
        // A range: `...X`, `A...X`, `A..<X`, `A...` (no cap).
        for probe in first...max(first, last) where index.isOperator(probe, "...") || index.isOperator(probe, "..<") {
            guard probe < last, let cap = fixedSize(Argument(label: -1, start: Int32(probe + 1), end: Int32(last)), index: index),
                  let rank = DynamicTypeDisabledRule.sizes.firstIndex(of: cap) else { return nil }
            let isHalfOpen = index.isOperator(probe, "..<")
            let largest = isHalfOpen ? rank - 1 : rank
            guard largest < DynamicTypeDisabledRule.accessibilityRank else { return nil }
            return DynamicTypeDisabledRule.cappedMessage(size: DynamicTypeDisabledRule.sizes[max(0, largest)])
        }
        guard let size = fixedSize(argument, index: index) else { return nil }
        return DynamicTypeDisabledRule.forcedMessage(size: size)
    }

    // MARK: - Messages

    /// The message for one fixed size.
    static func forcedMessage(size: String) -> String {
        "This view's text is fixed at the '\(size)' Dynamic Type size, whatever text size people choose."
    }

    /// The message for a cap below the accessibility sizes.
    static func cappedMessage(size: String) -> String {
        "This view's text stops growing at the '\(size)' Dynamic Type size, below the accessibility sizes people with "
            + "low vision choose."
    }

    /// The message for `adjustsFontForContentSizeCategory = false`.
    static let adjustsMessage = "adjustsFontForContentSizeCategory is false: this text keeps its size when people change "
        + "the text size until the font is set again."
}
