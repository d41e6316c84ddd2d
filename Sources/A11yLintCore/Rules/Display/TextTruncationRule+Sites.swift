/// The one-line limits the rule reads: SwiftUI `.lineLimit(1)` on a dynamic `Text` or
/// `Label`, UIKit `numberOfLines = 1` on a Dynamic Type label, and what lifts them.
extension TextTruncationRule {
    /// Modifiers on the text itself that let it shrink, grow or be read in full.
    static let liftingModifiers: Set<String> = ["minimumScaleFactor", "fixedSize", "help", "accessibilityLabel",
                                                "dynamicTypeSize", "accessibilityShowsLargeContentViewer"]
    /// Modifiers on an enclosing container that reach the text through the environment.
    static let liftingContainerModifiers: Set<String> = ["minimumScaleFactor", "dynamicTypeSize"]
    /// Words in a name that show a number, a date or a time: short content that is not the problem.
    static let numericWords = ["count", "date", "time", "duration", "percent", "number", "delta", "progress", "price",
                               "amount", "size", "version", "year", "score", "total", "distance", "speed",
                               "temperature", "formatted", "specifier", "unit"]
    /// Calls that make localized or formatted strings.
    static let stringMakers: Set<String> = ["String", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource",
                                            "AttributedString"]
    /// `Text` arguments that format a number or a date.
    static let formattingLabels: Set<String> = ["format", "style", "formatter"]
    /// How many enclosing containers are searched for a lifting modifier or `ViewThatFits`.
    static let containerDepth = 16

    // MARK: - SwiftUI

    func checkSwiftUI(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        let usesViewThatFits = !file.occurrences(of: "ViewThatFits").isEmpty
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "lineLimit") {
            let token = Int(occurrence)
            // `.lineLimit(1)` or `.lineLimit(1, reservesSpace: true)`.
            guard index.kind(token - 1) == .period, let call = index.call(named: token), call.arguments.count <= 2,
                  call.arguments.count == 1 || index.argument(call, labeled: "reservesSpace") != nil,
                  let limit = call.arguments.first, limit.label < 0, limit.start == limit.end,
                  index.kind(Int(limit.start)) == .integer, index.isText(Int(limit.start), "1"),
                  let chain = index.chain(containing: token), showsDynamicText(base: Int(chain.baseStart), index: index),
                  !chain.links.contains(where: { lifts($0, index: index) }),
                  !isLiftedByContainer(token, usesViewThatFits: usesViewThatFits, index: index),
                  !index.isExcludedFromIOS(token) else { continue }
            findings.append(file.finding(from: token, through: token, message: TextTruncationRule.swiftUIMessage))
        }
        return findings
    }

    /// Whether a modifier on the text lifts its limit: a scale factor, a fixed size, the full text
    /// offered another way, or a fixed point size that Dynamic Type never grows.
    func lifts(_ link: ChainLink, index: SyntaxIndex) -> Bool {
        let name = index.text(Int(link.name))
        if TextTruncationRule.liftingModifiers.contains(name) { return true }
        guard name == "font", let call = link.call ?? index.call(named: Int(link.name)), call.open >= 0 else { return false }
        return hasFixedPointSize(from: Int(call.open), through: Int(call.close), index: index)
    }

    /// Whether tokens `first...last` give a font a fixed point size (`size: 12`, `fixedSize: 14`).
    func hasFixedPointSize(from first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        guard first + 2 <= last else { return false }
        for probe in first...(last - 2) where index.kind(probe + 1) == .colon
            && (index.isText(probe, "size") || index.isText(probe, "fixedSize")) {
            let value = index.kind(probe + 2)
            if value == .integer || value == .float { return true }
        }
        return false
    }

    /// Whether an enclosing container lifts the limit: `ViewThatFits`, or a container modifier
    /// (`.minimumScaleFactor`, `.dynamicTypeSize`) that reaches the text through the environment.
    func isLiftedByContainer(_ token: Int, usesViewThatFits: Bool, index: SyntaxIndex) -> Bool {
        var lifted = false
        var depth = 0
        index.forEachEnclosingOpener(of: token) { opener in
            depth += 1
            guard depth <= TextTruncationRule.containerDepth else { return false }
            guard index.kind(opener) == .leftBrace else { return true }
            // A declaration's body ends the view tree this text belongs to.
            guard let owner = index.owningCall(ofOpener: opener) else { return false }
            if usesViewThatFits, index.isText(Int(owner.name), "ViewThatFits") {
                lifted = true
                return false
            }
            // The closure may be a trailing one before others: the container's modifiers follow the call's end.
            let links = index.chainLinks(after: Int(owner.end))
            if links.contains(where: { TextTruncationRule.liftingContainerModifiers.contains(index.text(Int($0.name))) }) {
                lifted = true
                return false
            }
            return true
        }
        return lifted
    }

    /// Whether a chain's base is a `Text` or `Label` whose content is dynamic: not a fixed literal,
    /// a number or a date.
    func showsDynamicText(base: Int, index: SyntaxIndex) -> Bool {
        guard index.isText(base, "Text") || index.isText(base, "Label"), let call = index.call(named: base),
              call.open >= 0 else { return false }
        var content: Argument?
        for argument in call.arguments {
            if argument.label >= 0 {
                let label = index.text(Int(argument.label))
                if TextTruncationRule.formattingLabels.contains(label) { return false }
                if label == "verbatim", content == nil { content = argument }
            } else if content == nil {
                content = argument
            }
        }
        guard let content else { return false }
        return isDynamic(from: Int(content.start), through: Int(content.end), index: index)
    }

    /// Whether an expression shows dynamic text. Ternaries and `??` are split into their parts
    /// (a ternary's condition dropped); the expression is dynamic when one part is.
    func isDynamic(from first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        guard first <= last else { return false }
        let level = index.enclosingOpener(of: first)
        var partStart = first
        var probe = first
        while probe <= last {
            if index.enclosingOpener(of: probe) == level, index.kind(probe) == .operator {
                let isTernary = index.isOperator(probe, "?") && index.tokens[probe].flags.contains(.hasLeadingTrivia)
                if isTernary {
                    // The condition is not shown: only the branches count.
                    partStart = probe + 1
                } else if index.isOperator(probe, "??") {
                    if isDynamicPart(from: partStart, through: probe - 1, index: index) { return true }
                    partStart = probe + 1
                }
            } else if index.enclosingOpener(of: probe) == level, index.kind(probe) == .colon, partStart > first {
                if isDynamicPart(from: partStart, through: probe - 1, index: index) { return true }
                partStart = probe + 1
            }
            if let kind = index.kind(probe), kind == .leftParen || kind == .leftSquare || kind == .leftBrace,
               let close = index.partner(of: probe), close <= last {
                probe = close + 1
                continue
            }
            probe += 1
        }
        return isDynamicPart(from: partStart, through: last, index: index)
    }

    /// Whether one operand shows dynamic text: a string with an interpolation that is not a
    /// number, a localized or formatted string, or a name that is not a number or a date.
    func isDynamicPart(from first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        guard first <= last, let kind = index.kind(first) else { return false }
        switch kind {
        case .stringStart:
            for probe in first...last where index.kind(probe) == .interpolationStart {
                guard let close = index.partner(of: probe), close > probe + 1 else { continue }
                if !TextTruncationRule.namesNumber(index.text(from: probe + 1, through: close - 1)) { return true }
            }
            return false
        case .identifier, .keyword, .dollarIdentifier:
            // The last name at this level: `item.title`, `model.subtitle()`, `deathDate!`.
            var name = first
            var probe = first
            let level = index.enclosingOpener(of: first)
            while probe <= last {
                if index.enclosingOpener(of: probe) == level, index.kind(probe) == .identifier { name = probe }
                if let opened = index.kind(probe), opened == .leftParen || opened == .leftSquare || opened == .leftBrace,
                   let close = index.partner(of: probe), close <= last {
                    probe = close + 1
                    continue
                }
                probe += 1
            }
            let text = index.text(name)
            if index.kind(name) != .identifier || text == "Image" || text == "self" { return false }
            if TextTruncationRule.stringMakers.contains(text) {
                if let call = index.call(named: name), let format = index.argument(call, labeled: "format"),
                   index.kind(Int(format.start)) == .stringStart,
                   TextTruncationRule.formatsOnlyNumbers(index.literalText(from: Int(format.start), through: Int(format.end))) {
                    return false
                }
                return !TextTruncationRule.namesNumber(index.text(from: first, through: last))
            }
            return !TextTruncationRule.namesNumber(text)
        default:
            return false
        }
    }

    /// Whether a format string shows only numbers (`"%g"`, `"%.1f %%"`): no `%@` and no words.
    static func formatsOnlyNumbers(_ format: String) -> Bool {
        guard !format.contains("%@") else { return false }
        var isSpecifier = false
        for character in format {
            if character == "%" { isSpecifier.toggle(); continue }
            if isSpecifier {
                // `%1$@`: an object (a string) is shown.
                if character == "@" { return false }
                // Flags, width and precision, then the conversion letter ends the specifier.
                if character.isLetter { isSpecifier = !"dDiuUxXoOfFeEgGaAcC".contains(character) && "lhqLzjt".contains(character) }
                continue
            }
            if character.isLetter { return false }
        }
        return true
    }

    /// Whether a name or expression names a number, a date or a time.
    static func namesNumber(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return numericWords.contains { lowered.contains($0) }
    }

    // MARK: - UIKit

    /// What a file writes to one label (by its receiver path).
    struct LabelFacts {
        var limits: [(start: Int, member: Int)] = []
        var hasOtherLimit = false
        var usesDynamicType = false
        var isLifted = false
        var hasDynamicText = false
        var hasLiteralText = false
    }

    func checkUIKit(_ file: SwiftFileContext) -> [RuleFinding] {
        guard !file.occurrences(of: "numberOfLines").isEmpty else { return [] }
        let index = file.index
        var labels: [String: LabelFacts] = [:]
        for write in index.writes where write.kind == .assign {
            guard let member = write.target.last else { continue }
            let name = index.text(Int(member))
            guard TextTruncationRule.labelMembers.contains(name) else { continue }
            let receiver = write.target.dropLast().map { index.text(Int($0)) }.filter { $0 != "self" }.joined(separator: ".")
            let first = Int(write.valueStart)
            let last = Int(write.valueEnd)
            var facts = labels[receiver] ?? LabelFacts()
            switch name {
            case "numberOfLines":
                if first == last, index.kind(first) == .integer, index.isText(first, "1") {
                    facts.limits.append((Int(write.target[0]), Int(member)))
                } else {
                    facts.hasOtherLimit = true
                }
            case "font":
                if index.contains("preferredFont", from: first, through: last) || index.contains("scaledFont", from: first, through: last)
                    || index.contains("UIFontMetrics", from: first, through: last) {
                    facts.usesDynamicType = true
                }
            case "adjustsFontForContentSizeCategory":
                if index.valueTraits(from: first, through: last).contains(.isTrue) { facts.usesDynamicType = true }
            case "adjustsFontSizeToFitWidth", "showsExpansionTextWhenTruncated", "showsLargeContentViewer":
                if !index.valueTraits(from: first, through: last).contains(.isFalse) { facts.isLifted = true }
            case "minimumScaleFactor", "accessibilityLabel":
                facts.isLifted = true
            default:
                // `text` / `attributedText`
                if index.kind(first) == .stringStart, let close = index.partner(of: first), close == last,
                   !index.tokens[first...last].contains(where: { $0.kind == .interpolationStart }) {
                    facts.hasLiteralText = true
                } else if !index.valueTraits(from: first, through: last).contains(.isNil) {
                    facts.hasDynamicText = true
                }
            }
            labels[receiver] = facts
        }
        var findings: [RuleFinding] = []
        for (receiver, facts) in labels where !facts.limits.isEmpty && facts.usesDynamicType && !facts.isLifted
            && !facts.hasOtherLimit && !(facts.hasLiteralText && !facts.hasDynamicText) {
            for limit in facts.limits where !index.isExcludedFromIOS(limit.member) {
                findings.append(file.finding(from: limit.start, through: limit.member,
                                             message: TextTruncationRule.uiKitMessage(label: receiver.isEmpty ? "self" : receiver)))
            }
        }
        return findings.sorted { $0.range.start < $1.range.start }
    }

    /// The label members the UIKit check reads.
    static let labelMembers: Set<String> = ["numberOfLines", "font", "adjustsFontForContentSizeCategory",
                                            "adjustsFontSizeToFitWidth", "showsExpansionTextWhenTruncated",
                                            "showsLargeContentViewer", "minimumScaleFactor", "accessibilityLabel", "text", "attributedText"]
}
