/// Text drawn at a fixed point size that never follows the Dynamic Type setting.
struct FixedFontSizeRule: Rule {
    static let metadata = RuleMetadata(
        id: "fixed-font-size",
        summary: "Text uses a fixed point size that never grows with Dynamic Type.",
        rationale: """
            People with low vision choose a larger text size (Settings › Accessibility › Display & Text \
            Size › Larger Text, up to the accessibility sizes); Dynamic Type text follows it, text at a \
            fixed point size stays small. Reported: SwiftUI `Font.system(size:)` and \
            `Font.custom(_:fixedSize:)`; UIKit `UIFont.systemFont(ofSize:)` (and its bold, italic and \
            monospaced variants) and `UIFont(name:size:)` assigned to a `font` (or a `…Font` property), \
            used as the `.font` of text attributes, or stored in a constant, without `UIFontMetrics` \
            (`scaledFont(for:)`) in the value or, for a stored font, anywhere in the file; and Interface \
            Builder labels, buttons, text fields and text views whose font has no text style (IB writes a \
            text style as `style=\"UICTFontTextStyle…\"`), unless code sets that outlet's font or the element's \
            class (or a project superclass of it) gives itself or its `titleLabel` a text-style font \
            (`preferredFont`, `scaledFont`), or the element is a placeholder arranged in a stack view that its owner's code \
            empties (removing each arranged view) and refills with views it makes before the view is shown, or it is in an outlet \
            collection whose elements a loop gives a font (`for label in digitLabels { label.font = … }`, `forEach`), or its outlet \
            is given a property of the project whose setter sets the font (`titleLabel.style = .caption`); keycaps of a key strip (a class that gives itself the \
            `.keyboardKey` trait), fixed like the system keyboard's keys, are not reported either. \
            `adjustsFontForContentSizeCategory` does not rescue a fixed font: it only resizes fonts made \
            from a text style or `UIFontMetrics`. Only sizes the source fixes are reported: a number, a \
            ternary of numbers, or `UIFont.systemFontSize`/`labelFontSize`/`smallSystemFontSize`/\
            `buttonFontSize`. Not reported: sizes under 6 pt (`UIFont(name: family, size: 1)` stores a family \
            that is sized later); display text of 48 pt or more (a one-time code, a big number, a large-text \
            screen: already as large as body text at the accessibility sizes, AX4's 47 pt); `Font.custom(_:size:)`, which scales relative to `.body`; \
            sizes from a variable (`@ScaledMetric`, a reader's own font-size setting) — a known false \
            negative when the variable is a constant; SF Symbol icons (`Image` given a font, a label style's `configuration.icon`, a control \
            whose label is only an `Image`, symbol configurations, names with `icon`, `symbol` or `image`, also of \
            the computed property or function that returns the font: `var headerImageFont: Font { .system(size: 30) }`); \
            navigation and bar title attributes (`titleTextAttributes`, also set through \
            `UINavigationBar.appearance()`): Apple's inline navigation titles stay at a fixed size at every \
            text size (only large titles grow), so the bar's own title is no Dynamic Type text; fonts that \
            a string-style library rescales, read from the call: a font (or the local constant holding it) \
            passed only to `.font(…)` parts of a style that has an `.adapt(.body)`-style part (BonMot's \
            `StringStyle(.font(font), .adapt(.control))`); text in a type that offers the Large Content Viewer \
            (`showsLargeContentViewer = true`, `UILargeContentViewerInteraction`), Apple's alternative for \
            interface that cannot grow (a logo lockup, a bar): a long press shows it enlarged; Interface \
            Builder labels and buttons whose text is one glyph with no letter or digit (`⌥`, `⌃`, `›`); widgets and \
            complications (files importing WidgetKit), whose space is fixed; macOS-only code (AppKit \
            files, AppKit-only projects, a Mac target's folder such as `Mac/` or `Kit_macOS/`, `#if os(macOS)`) and tvOS code (`#if os(tvOS)`, a folder named \
            `…tvOS…`, a file named like `VLCMovieTVCollectionViewCell`), which have no Dynamic Type; icon fonts \
            (FontAwesome, Material Icons, ionicons and other font names with `awesome`, `icon`, `glyph` or \
            `fontello`), which draw glyphs, not text, and the system-font fallback of such a font; a glyph \
            shown with a font (a `Text`, `text` or `setTitle(_:for:)` of one or two characters with no \
            letter or digit: `"+"`, `"›"`, `"•"`); text drawn into an image (the function opens a \
            `UIGraphicsImageRenderer` or image context, or the font is a stored property of a type that opens \
            one and shows no label, text view or button: an image builder); an icon-only `Label` \
            (`.labelStyle(.iconOnly)`) and a `Text` of an emoji value (`Text(item.emoji)`) at 34 pt or more (an emoji tile; \
            a smaller emoji is reported), pictographs; the key of a number pad: one digit in a `Button` at 34 pt or \
            more (`Text("7")`, `Text("\\(digit)")` of an `Int` parameter or of a `ForEach` over `0..<10`, an IB button \
            titled `7`), already large and fixed like the system keypads (a small digit, or a number, is reported); \
            a view placed only in toolbars and navigation bars, in any file (`ToolbarItem { TitleChip() }`), which \
            keeps the bar's fixed metrics like the bar's own inline title, and likewise a UIKit view installed as \
            `navigationItem.titleView` or as the custom view of a navigation item's bar button item \
            (`navigationItem.rightBarButtonItem = UIBarButtonItem(customView: doneButton)`; a toolbar's items are text): \
            the font of that local or property, and the fonts of a view class made only for a bar; the `else` of an `#available` check whose branch \
            for current systems uses a text style or `UIFontMetrics`, or only adjusts the inherited font \
            (`.fontWeight(_:)`, `.fontDesign(_:)`, `.bold()` with no `.font` of its own) (the fixed size only serves older \
            systems); Interface Builder buttons that draw no text: no title in any state or configuration (an image, a \
            background image, a transparent button over a view) and none given in code through an outlet, an outlet \
            collection, the button's class, a tag or a subscript; Objective-C code under `#if TARGET_OS_TV` (read like Swift's `#if os(tvOS)`); launch screens. Not reported either: a default that attributed text sized from a text style always \
            replaces (the view's title set only by `setAttributedTitle`, its text only by `attributedText`, with \
            `preferredFont` in the value); a badge whose width and height the same function pins to numbers up to 44 pt (or to \
            named constants with `adjustsFontSizeToFitWidth`/`minimumScaleFactor`); the one-line label at 28 pt or more of a \
            round key of fixed size in a `Button` (`.frame(width:height:)` and `Circle()`: a dial pad); an emoji value as a \
            button's only label. Known false positives: text deliberately fixed inside a fixed-size badge, \
            avatar or game tile. Not reported either: fonts inside a type that lays out printed or PDF output (a name \
            with a `Print` or `PDF` word: `DatabasePrintFormatter`), since paper has no Dynamic Type. Known false negatives: sizes from a named constant; \
            fonts returned by a helper; a view class installed in a bar that a UIKit file also makes elsewhere (UIKit \
            files record no view uses, so it counts as made only for the bar); an iOS file named with a `TV` word inside it (`MovieTVShowCell`).
            """,
        fix: """
            Use a text style: SwiftUI `.font(.body)` / `.font(.system(.title2, design: .rounded, weight: \
            .bold))`, or `Font.custom(name, size: 17, relativeTo: .body)`, or a size from `@ScaledMetric`; \
            UIKit `UIFont.preferredFont(forTextStyle: .body)` or \
            `UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))`, with \
            `adjustsFontForContentSizeCategory = true`; in Interface Builder pick a text style \
            (Font › Text Styles › Body) and check Automatically Adjusts Font.
            """,
        severity: .warning,
        wcag: ["1.4.4"],
        frameworks: [.swiftUI, .uiKit, .interfaceBuilder],
        precision: .high,
        triggeringExamples: [
            Example("""
                struct PriceTag: View {
                    var body: some View {
                        Text(price).font(↓.system(size: 14, weight: .semibold))
                    }
                }
                """),
            Example("""
                final class BannerView: UIView {
                    let titleLabel = UILabel()
                    func configure() {
                        titleLabel.font = ↓UIFont.boldSystemFont(ofSize: 15)
                        titleLabel.adjustsFontForContentSizeCategory = true
                    }
                }
                """),
            Example("""
                let caption = NSAttributedString(string: text, attributes: [.font: ↓UIFont(name: "Avenir", size: 12) as Any])
                """),
            Example("""
                final class CounterView: UIView {
                    let countLabel = UILabel()
                    func configure(count: Int) {
                        countLabel.text = "\\(count)"
                        countLabel.font = ↓UIFont.systemFont(ofSize: 13)
                    }
                    func styleTitle(_ label: UILabel) {
                        if #available(iOS 15.0, *) {
                            label.font = ↓UIFont.boldSystemFont(ofSize: 22)
                        } else {
                            label.font = ↓UIFont.boldSystemFont(ofSize: 20)
                        }
                    }
                }
                """),
            Example("""
                @implementation StatusBanner
                - (void)setUp {
                #if TARGET_OS_TV
                    self.messageLabel.font = [UIFont systemFontOfSize:38];
                #else
                    self.messageLabel.font = [↓UIFont systemFontOfSize:15];
                #endif
                }
                @end
                """, fileExtension: "m"),
            Example("""
                @implementation NoteCell
                - (void)setUp {
                    UIFont *captionFont = [↓UIFont systemFontOfSize:13];
                    self.captionLabel.font = captionFont;
                }
                @end
                """, fileExtension: "m"),
            Example("""
                final class ToastView: UIView {
                    private let actionButton = UIButton(type: .system)
                    private let messageLabel = UILabel()
                    func setUp() {
                        actionButton.titleLabel?.font = ↓.systemFont(ofSize: 15, weight: .semibold)
                        messageLabel.font = ↓.systemFont(ofSize: 14)
                    }
                    func show(_ title: String, message: String) {
                        let body = UIFont.preferredFont(forTextStyle: .body)
                        actionButton.setAttributedTitle(NSAttributedString(string: title, attributes: [.font: body]), for: .normal)
                        messageLabel.attributedText = NSAttributedString(string: message, attributes: [.font: body])
                    }
                    func showPlain(_ title: String, message: String) {
                        actionButton.setTitle(title, for: .normal)
                        messageLabel.text = message
                    }
                }
                """),
            Example("""
                struct ReactionBar: View {
                    var body: some View {
                        Button(action: send) {
                            Text("Send").font(↓.system(size: 30)).frame(width: 72, height: 72).clipShape(Circle())
                        }
                        HStack { Text(model.quickEmoji).font(↓.system(size: 24)); Text(model.count).font(↓.system(size: 13)) }
                    }
                }
                """),
            Example("""
                final class NoticeBanner: UIView {
                    let messageLabel = UILabel()
                    func setUp() {
                        messageLabel.font = ↓.systemFont(ofSize: 14)
                        messageLabel.adjustsFontSizeToFitWidth = true
                        NSLayoutConstraint.activate([
                            messageLabel.widthAnchor.constraint(equalToConstant: 280),
                            messageLabel.heightAnchor.constraint(equalToConstant: 60),
                        ])
                    }
                }
                """),
            Example("""
                struct EmphasisModifier: ViewModifier {
                    func body(content: Content) -> some View {
                        if #available(iOS 16.0, *) {
                            content.font(↓.system(size: 15)).fontWeight(.semibold)
                        } else {
                            content.font(↓.system(size: 15, weight: .semibold))
                        }
                    }
                }
                """),
            Example("""
                struct Countdown: View {
                    var body: some View {
                        Text(remaining).font(↓Font.custom("Menlo", fixedSize: isCompact ? 12 : 14))
                    }
                }
                """),
            Example("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        ↓<label text="Title" id="a1">
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </objects>
                </document>
                """, fileExtension: "xib"),
        ],
        nonTriggeringExamples: [
            Example("""
                struct PriceTag: View {
                    @ScaledMetric private var size = 14
                    var body: some View {
                        Text(price).font(.system(size: size))
                        Text(caption).font(.custom("Avenir", size: 12, relativeTo: .caption))
                        Image(systemName: "tag").font(.system(size: 14))
                    }
                }
                """),
            Example("""
                final class BannerView: UIView {
                    let titleLabel = UILabel()
                    func configure() {
                        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: 15))
                        titleLabel.adjustsFontForContentSizeCategory = true
                        navigationController?.navigationBar.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)]
                    }
                }
                """),
            Example("""
                final class AddTileView: UIView {
                    let plusLabel = UILabel()
                    let moreButton = UIButton(type: .system)
                    func configure() {
                        plusLabel.text = "+"
                        plusLabel.font = .systemFont(ofSize: 28, weight: .light)
                        moreButton.setTitle("›", for: .normal)
                        moreButton.titleLabel?.font = .systemFont(ofSize: 20)
                        moreButton.accessibilityLabel = NSLocalizedString("More", comment: "")
                    }
                    func flagImage(for emoji: String) -> UIImage {
                        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 40)]
                        let renderer = UIGraphicsImageRenderer(size: emoji.size(withAttributes: attributes))
                        return renderer.image { _ in emoji.draw(at: .zero, withAttributes: attributes) }
                    }
                    func styleTitle(_ label: UILabel) {
                        if #available(iOS 11.0, *) {
                            label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .boldSystemFont(ofSize: 28))
                        } else {
                            label.font = .boldSystemFont(ofSize: 28)
                        }
                    }
                }
                """),
            Example("""
                struct EmphasisModifier: ViewModifier {
                    let weight: Font.Weight
                    func body(content: Content) -> some View {
                        if #available(iOS 16.0, *) {
                            content.fontWeight(weight)
                        } else {
                            content.font(.system(size: 16, weight: weight))
                        }
                    }
                }
                """),
            Example("""
                struct BulletRow: View {
                    let item: String
                    var body: some View {
                        HStack { Text("•").font(.system(size: 30)); Text(item).font(.body) }
                    }
                }
                """),
            Example("""
                @implementation StatusBanner
                - (void)setUp {
                #if TARGET_OS_TV
                    self.messageLabel.font = [UIFont systemFontOfSize:38];
                #else
                    self.messageLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                #endif
                }
                @end
                """, fileExtension: "m"),
            Example("""
                @implementation ReaderFonts
                - (void)build {
                    UIFont *mono = [UIFont monospacedSystemFontOfSize:15 weight:UIFontWeightRegular];
                    _codeFont = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:mono];
                }
                - (CGFloat)widthOfTitle:(NSString *)title font:(UIFont *)font {
                    UIFont *measured = font ?: [UIFont systemFontOfSize:17];
                    return [title sizeWithAttributes:@{ NSFontAttributeName: measured }].width;
                }
                @end
                """, fileExtension: "m"),
            Example("""
                final class ToastView: UIView {
                    private let actionButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
                        return button
                    }()
                    private let messageLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        messageLabel.font = .systemFont(ofSize: 14)
                    }
                    func show(_ title: String, message: String) {
                        let body = UIFont.preferredFont(forTextStyle: .body)
                        actionButton.setAttributedTitle(NSAttributedString(string: title, attributes: [.font: body]), for: .normal)
                        messageLabel.attributedText = NSAttributedString(string: message, attributes: [.font: body])
                    }
                }
                """),
            Example("""
                struct ToneKeypad: View {
                    let rows = [["1", "2", "3"], ["*", "0", "#"]]
                    var body: some View {
                        ForEach(rows, id: \\.self) { row in
                            HStack {
                                ForEach(row, id: \\.self) { key in
                                    Button { play(key) } label: {
                                        Text(key).font(.system(size: 30, weight: .medium))
                                            .frame(width: 72, height: 72).background(Color.gray).clipShape(Circle())
                                    }
                                }
                            }
                        }
                        Button(action: sendReaction) { Text(model.quickEmoji).font(.system(size: 24)) }
                    }
                }
                """),
            Example("""
                final class CountPill: UIButton {
                    func setUp() {
                        titleLabel?.font = .systemFont(ofSize: 12, weight: .semibold)
                        NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: 40), heightAnchor.constraint(equalToConstant: 30)])
                    }
                    static func routeTile(_ name: String) -> UILabel {
                        let tile = UILabel()
                        tile.text = name
                        tile.font = .systemFont(ofSize: 17, weight: .heavy)
                        tile.adjustsFontSizeToFitWidth = true
                        NSLayoutConstraint.activate([
                            tile.widthAnchor.constraint(equalToConstant: Layout.tileSide),
                            tile.heightAnchor.constraint(equalToConstant: Layout.tileSide),
                        ])
                        return tile
                    }
                }
                """),
            Example("""
                import AppKit
                final class StatusField: NSTextField {
                    func configure() { font = .systemFont(ofSize: 11) }
                }
                """),
            Example("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <label text="Title" id="a1">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        </label>
                        <button opaque="NO" id="b1">
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                            <state key="normal" image="player_rewind"/>
                        </button>
                    </objects>
                </document>
                """, fileExtension: "xib"),
        ])

    /// `Font.custom(_:fixedSize:)` is reported only with its `fixedSize` label, so that label (not the
    /// common word `custom`) makes the rule run.
    static let triggers = ["system", "fixedSize", "systemFont", "boldSystemFont", "italicSystemFont",
                           "monospacedDigitSystemFont", "monospacedSystemFont", "UIFont"]
    static let lookups = Platforms.lookups + ["scaledFont", "UIFontMetrics", "custom", "preferredFont", "setTitle",
                                               "setAttributedTitle"]
        + FixedFontSizeRule.imageContexts + LargeContentViewer.names + ["adapt", "customView"]
        + FixedFontSizeRule.badgeNames

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        var candidates: [(start: Int, name: Int, end: Int, kind: FontKind)] = []
        let index = file.index
        for name in ["system", "custom"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard let call = index.call(named: token), let start = swiftUIFixedFont(call, name: name, file: file) else { continue }
                candidates.append((start, token, Int(call.end), .swiftUI))
            }
        }
        for name in FixedFontSizeRule.uiKitConstructors {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard let call = index.call(named: token), isFixedUIFont(call, file: file) else { continue }
                candidates.append((Int(call.calleeStart), token, Int(call.end), .uiKit))
            }
        }
        // The platform questions walk the imports and the project: asked last, only for a file with findings.
        guard !candidates.isEmpty, !FixedFontSizeRule.isTVOnly(path: index.source.path) else { return [] }
        candidates.sort { $0.start < $1.start }
        var findings: [RuleFinding] = []
        var reportedSinks: Set<Int> = []
        var barInstalls: [BarInstall]?
        let usesFontMetrics = !file.occurrences(of: "scaledFont").isEmpty || !file.occurrences(of: "UIFontMetrics").isEmpty
        for candidate in candidates {
            guard !index.isExcludedFromIOS(candidate.name), !isInPrintedOutput(candidate.name, index: index),
                  !LargeContentViewer.isOffered(around: candidate.name, file: file),
                  !file.isInViewPlacedOnlyInBars(candidate.name) else { continue }
            let sink = candidate.kind == .swiftUI
                ? swiftUISink(of: candidate.start, file: file)
                : uiKitSink(of: candidate.start, usesFontMetrics: usesFontMetrics, file: file)
            // One finding per assignment or attribute (`a ? .boldSystemFont(…) : .systemFont(…)`).
            guard let sink, reportedSinks.insert(sink).inserted else { continue }
            let target = candidate.kind == .uiKit ? memberAssignment(containing: candidate.start, index: index)?.target ?? [] : []
            // The font of a view this file installs in a bar (`cancelButton.titleLabel?.font = …` …
            // `UIBarButtonItem(customView: cancelButton)`): the bar keeps its metrics fixed.
            if !target.isEmpty {
                if barInstalls == nil { barInstalls = index.barInstalls(customViewArguments: file.occurrences(of: "customView")) }
                if let barInstalls, index.isInstalledInBar(path: target, installs: barInstalls) { continue }
            }
            if sizesNoScreenText(candidate.name, target: target, file: file)
                || candidate.kind == .uiKit && isImageRendererFont(candidate.start, file: file)
                || candidate.kind == .uiKit && isAdaptedByStringStyle(candidate.start, through: candidate.end, file: file) { continue }
            var font = index.text(from: candidate.start, through: candidate.end)
            if font.utf8.count > 60 || font.contains("\n") { font = index.text(from: candidate.start, through: candidate.name) + "(…)" }
            findings.append(file.finding(from: candidate.start, through: candidate.name,
                                         message: FixedFontSizeRule.message(font: font)))
        }
        guard !findings.isEmpty, !file.isMacOnly, !file.importsWidgetKit else { return [] }
        return findings
    }

    /// Whether `token` lies in a type that lays out printed or PDF output
    /// (`DatabasePrintFormatter`, `InvoicePDFRenderer`, `ReceiptPrinter`): paper has no Dynamic Type.
    func isInPrintedOutput(_ token: Int, index: SyntaxIndex) -> Bool {
        var declaration = index.enclosingType(of: token)
        while let current = declaration {
            if FixedFontSizeRule.namesPrintedOutput(index.declarations[current].nameText) { return true }
            let parent = Int(index.declarations[current].parent)
            declaration = parent >= 0 ? parent : nil
        }
        return false
    }

    /// Whether a type name has a `Print` or `PDF` word (`PrintFormatter`, `PDFExporter`,
    /// `ReceiptPrinter`), not a lowercase `print` inside another word (`Blueprint`, `Sprint`),
    /// and is no screen of its own (`PDFViewerViewController`, `PrintOptionsView`, `PDFCell`
    /// show their text on screen).
    static func namesPrintedOutput(_ name: String) -> Bool {
        (name.contains("PDF") || name.contains("Print"))
            && !name.contains("View") && !name.contains("Cell") && !name.contains("Controller")
    }

    /// The UIKit font constructors that take a point size.
    static let uiKitConstructors = ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont",
                                    "monospacedSystemFont", "UIFont"]

    /// Where a candidate font came from.
    enum FontKind { case swiftUI, uiKit }

    // MARK: - Messages

    /// The message for a font in code.
    static func message(font: String) -> String {
        "'\(font)' is a fixed point size: this text stays the same size when people choose larger text (Dynamic Type)."
    }

    /// The message for an Interface Builder element.
    static func message(element: String, font: String) -> String {
        "This \(element)'s font (\(font)) has no text style, so it stays the same size when people choose larger "
            + "text (Dynamic Type)."
    }
}
