/// MarkdownUI's link text style: `.markdownTextStyle(\.link) { ForegroundColor(.accent) }` on a `Markdown`
/// view, or a `Theme`'s `.link { ForegroundColor(linkColor) }` in a file that imports MarkdownUI. A style
/// that sets a color and no `UnderlineStyle` shows every link of that Markdown by color alone.
extension LinkNotUnderlinedRule {
    static let markdownStyleTriggers = ["markdownTextStyle", "MarkdownUI"]
    static let markdownStyleLookups = ["link", "ForegroundColor", "UnderlineStyle", "accessibilityShowButtonShapes"]

    func markdownLinkStyleFindings(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        // `.markdownTextStyle(\.link) { … }`
        for occurrence in file.occurrences(of: "markdownTextStyle") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, index.kind(token + 1) == .leftParen,
                  let close = index.partner(of: token + 1), close - token <= 5,
                  (token + 2..<close).contains(where: { index.isName($0, "link") }),
                  index.kind(close + 1) == .leftBrace,
                  isColorOnlyLinkStyle(bracedAt: close + 1, file: file), !index.isExcludedFromIOS(token) else { continue }
            findings.append(file.finding(from: token - 1, through: close, message: LinkNotUnderlinedRule.markdownStyleMessage()))
        }
        // `Theme().link { … }`, `.link { … }` of a theme, only where MarkdownUI is imported.
        let importsMarkdownUI = file.occurrences(of: "MarkdownUI").contains { index.isName(Int($0) - 1, "import") }
        guard importsMarkdownUI else { return findings }
        for occurrence in file.occurrences(of: "link") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, index.kind(token + 1) == .leftBrace,
                  isColorOnlyLinkStyle(bracedAt: token + 1, file: file), !index.isExcludedFromIOS(token) else { continue }
            findings.append(file.finding(from: token - 1, through: token, message: LinkNotUnderlinedRule.markdownStyleMessage()))
        }
        return findings
    }

    /// A text style block that sets a foreground color and neither an underline nor a Button Shapes branch.
    func isColorOnlyLinkStyle(bracedAt open: Int, file: SwiftFileContext) -> Bool {
        guard let close = file.index.partner(of: open) else { return false }
        return file.containsName("ForegroundColor", from: open, through: close)
            && !file.containsName("UnderlineStyle", from: open, through: close)
            && !file.containsName("accessibilityShowButtonShapes", from: open, through: close)
    }

    /// The message for a MarkdownUI link style.
    static func markdownStyleMessage() -> String {
        "This Markdown link style sets a color and no underline, so links are told apart from text by color alone."
    }
}
