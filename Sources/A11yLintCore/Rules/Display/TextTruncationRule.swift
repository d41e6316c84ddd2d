/// Dynamic text clipped to one line, which people at large Dynamic Type sizes cannot read in full.
struct TextTruncationRule: Rule {
    static let metadata = RuleMetadata(
        id: "text-truncation",
        summary: "Dynamic text is limited to one line, so at large text sizes it is cut off with an ellipsis.",
        rationale: """
            People with low vision choose large and accessibility text sizes; a text limited to one line \
            then shows only its first words and an ellipsis, and the rest cannot be read (WCAG 1.4.4, \
            1.4.10). VoiceOver still reads truncated text in full, so the people affected are Dynamic Type \
            users who read the screen. Reported: SwiftUI `.lineLimit(1)` (or `.lineLimit(1, reservesSpace:)`) on \
            a `Text` or `Label` showing \
            dynamic content — a variable or property (`Text(item.title)`, `Text(verbatim: name)`), an \
            interpolated string, `String(format:)`, `NSLocalizedString` or `String(localized:)` — and UIKit \
            `numberOfLines = 1` on a label whose font in the same file is a text style \
            (`preferredFont(forTextStyle:)`, `UIFontMetrics`, `adjustsFontForContentSizeCategory = true`). \
            Not reported: a fixed literal (`Text("Settings")`), numbers and dates (`format:`/`style:` \
            arguments, names with count, date, time, percent…); text that shrinks or grows instead \
            (`.minimumScaleFactor`, `.fixedSize`, `adjustsFontSizeToFitWidth`, \
            `showsExpansionTextWhenTruncated`), whose full text is offered (`.help`, `.accessibilityLabel`, \
            `.accessibilityShowsLargeContentViewer`, `showsLargeContentViewer`), \
            inside a container with `.minimumScaleFactor`, `.lineLimit` or `.dynamicTypeSize`, or in \
            `ViewThatFits`; a file that reads `dynamicTypeSize`, `sizeCategory`, `isAccessibilitySize` or \
            `isAccessibilityCategory` (its layout likely lifts the limit at large sizes); text at a fixed \
            point size (`.font(.system(size: 12))`), which Dynamic Type does not grow; widgets, tvOS and \
            macOS-only code. Opt-in, severity info: whether a clipped text hides something people need \
            (a title repeated on the next screen, a file name shown in full elsewhere) cannot be told from \
            the source. Known false negatives: limits on a custom view or container, labels whose font is \
            set in another file, `lineLimit(2)` and larger.
            """,
        fix: """
            Let the text wrap (remove `.lineLimit(1)` / set `numberOfLines = 0`), or lift the limit at \
            accessibility sizes: `.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)` with \
            `@Environment(\\.dynamicTypeSize)`, `ViewThatFits`, or `traitCollection.preferredContentSizeCategory\
            .isAccessibilityCategory` in UIKit; where one line is essential, offer the full text (a detail \
            screen, `.help`, a long-press preview) and consider `.minimumScaleFactor` / \
            `adjustsFontSizeToFitWidth`.
            """,
        severity: .info,
        wcag: ["1.4.4", "1.4.10"],
        frameworks: [.swiftUI, .uiKit],
        isOptIn: true,
        precision: .medium,
        triggeringExamples: [
            Example("""
                struct EpisodeRow: View {
                    let episode: Episode
                    var body: some View {
                        Text(episode.title)
                            .font(.headline)
                            .↓lineLimit(1)
                    }
                }
                """),
            Example("""
                struct SenderLine: View {
                    let sender: String
                    var body: some View {
                        Text(String(format: NSLocalizedString("From %@", comment: ""), sender)).↓lineLimit(1)
                    }
                }
                """),
            Example("""
                final class ContactCell: UITableViewCell {
                    let nameLabel = UILabel()
                    func configure(with contact: Contact) {
                        nameLabel.font = .preferredFont(forTextStyle: .body)
                        nameLabel.adjustsFontForContentSizeCategory = true
                        ↓nameLabel.numberOfLines = 1
                        nameLabel.text = contact.fullName
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct EpisodeRow: View {
                    let episode: Episode
                    var body: some View {
                        Text("Up next").lineLimit(1)
                        Text(episode.title).lineLimit(1).minimumScaleFactor(0.7)
                        Text(episode.duration).lineLimit(1)
                        Text(episode.airDate, style: .date).lineLimit(1)
                    }
                }
                """),
            Example("""
                struct EpisodeRow: View {
                    @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                    let episode: Episode
                    var body: some View {
                        Text(episode.title).lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)
                        Text(episode.summary).lineLimit(1)
                    }
                }
                """),
            Example("""
                final class ContactCell: UITableViewCell {
                    let nameLabel = UILabel()
                    func configure(with contact: Contact) {
                        nameLabel.font = .preferredFont(forTextStyle: .body)
                        nameLabel.numberOfLines = 1
                        nameLabel.adjustsFontSizeToFitWidth = true
                        nameLabel.text = contact.fullName
                    }
                }
                """),
        ])

    static let triggers = ["lineLimit", "numberOfLines"]
    static let lookups = Platforms.lookups + TextTruncationRule.sizeReaders + ["ViewThatFits"]

    init(options: NoOptions) {}

    /// Names whose presence shows the file adapts its layout to the text size.
    static let sizeReaders = ["dynamicTypeSize", "sizeCategory", "isAccessibilitySize", "isAccessibilityCategory"]

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        // A file that reads the text size is trusted to lift its limits at large sizes.
        for name in TextTruncationRule.sizeReaders where !file.occurrences(of: name).isEmpty { return [] }
        let findings = checkSwiftUI(file) + checkUIKit(file)
        guard !findings.isEmpty, !FixedFontSizeRule.isTVOnly(path: file.index.source.path), !file.isMacOnly,
              !file.importsWidgetKit else { return [] }
        return findings
    }

    // MARK: - Messages

    /// The message for a SwiftUI text.
    static let swiftUIMessage = "This text is limited to one line: at large Dynamic Type sizes it is cut off and "
        + "the rest cannot be read."

    /// The message for a UIKit label.
    static func uiKitMessage(label: String) -> String {
        "'\(label)' uses Dynamic Type but is limited to one line: at large text sizes it is cut off and the rest "
            + "cannot be read."
    }
}
