/// Generates random documents inside the YAML subset that PyYAML reads the same way:
/// nested block and flow collections, plain, single- and double-quoted scalars with
/// escapes and unicode, comments, blank lines, varied indentation, `---`, CRLF.
///
/// It avoids what YAML 1.1 (PyYAML) types differently from our schema (`yes`, `True`,
/// `0x1F`, `1_000`, `1e5`, `12:30`, dates, `=`), keys PyYAML would type, raw characters
/// either side rejects, and surrogate-pair escapes (PyYAML keeps two surrogates).
struct YAMLDocumentGenerator {
    private var random: SplitMix64
    private let maximumDepth = 4

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    // MARK: - Pools

    /// Plain scalars valid in flow and block context, all strings.
    private static let flowPlain = [
        "alpha", "beta gamma", "App/Generated", "Sources/**/Previews", "icon-button", "snake_case", "x.y.z",
        "café", "日本語 テキスト", "naïve", "😀", "a#b", "C++", "-flag", "100%", "a:b", "http://example.com/x",
        "it's", "say \"hi\"", "back\\slash", "tilde~", "dollar$", "paren(x)", "a\u{A0}b", "1.2.3", "v1",
        "two  spaces", "--", "Ünïcödé ✓", "e", "x-1",
    ]
    /// Plain scalars valid only in block context (flow indicators inside, or a leading `:`/`?`).
    private static let blockOnlyPlain = ["a, b", "x]", "a{b}", ":colon", "?query", "what?", "a[0]", "x - y"]
    /// Plain scalars that resolve to null, bools, ints and floats identically in both readers.
    private static let typedPlain = [
        "0", "42", "-7", "+3", "123456789", "1.5", "-0.25", "3.0", "10.", ".5", "1.5e+3", "2.5E-2",
        "true", "false", "null", "~",
    ]
    /// Texts for quoted scalars; single quotes take those without control characters.
    private static let quotedTexts = [
        "", " leading", "trailing ", "it's", "say \"hi\"", "a: b", "x # y", "[not, flow]", "{nor: this}",
        "true", "42", "1.5", "null", "~", "tab\there", "back\\slash", "ünïcödé", "😀 emoji", "*alias-like",
        "&anchor", "!tag", "|pipe", ">fold", "%pct", "@at", "`tick", "- dash", "? q", ": c", "#hash", "日本語",
        "line1\nline2", "nul\u{0}byte", "\u{85}nel", "\u{2028}ls", "bell\u{7}", "cr\rlf", "slash/es", "𝄞 clef",
    ]
    /// Plain keys, all strings in both readers.
    private static let plainKeys = [
        "name", "rules", "value", "minimum", "items", "key with space", "café", "ünï", "x-y", "a_b", "path/to",
        "k1", "data.set", "CamelCase", "ignoredNames", "日本",
    ]
    /// Texts for quoted keys.
    private static let quotedKeyTexts = [
        "quoted key", "it's", "colon: inside", "hash # inside", "[bracket]", "tab\there", "", "true", "42",
        "null", "- dash", "ключ",
    ]
    private static let comments = [
        "# note", "# ünïcode ✓", "# has: colon, [brackets] {braces}", "#no-space", "# 'quotes' \"too\"", "#",
        "# - dash", "#\ttab",
    ]

    // MARK: - Randomness

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    private mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    private mutating func pick<Element>(_ items: [Element]) -> Element {
        items[int(0...(items.count - 1))]
    }

    private func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }

    // MARK: - Documents

    /// One document; line breaks are `\n`, or `\r\n` throughout.
    mutating func document() -> String {
        var lines: [String] = []
        if chance(15) { lines.append(pick(Self.comments)) }
        if chance(20) { lines.append(chance(50) ? "---" : "--- " + pick(Self.comments)) }
        switch int(0...19) {
        case 0..<13:
            let column = chance(85) ? 0 : int(1...3)
            lines += placed(blockMapping(column: column, depth: 0), at: column)
        case 13..<16:
            let column = int(0...2)
            lines += placed(blockSequence(indent: column, depth: 0), at: column)
        case 16..<19:
            lines.append(flowCollection(depth: 0, continuationIndent: 0))
        default:
            if chance(70) { lines.append(inlineScalar(inFlow: false) + trailing()) }
        }
        if chance(20) { lines.append(spaces(int(0...4)) + pick(Self.comments)) }
        var text = lines.joined(separator: "\n") + (chance(80) ? "\n" : "")
        if chance(20) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        return text
    }

    /// Indents the first line of `lines` (the others carry their own indentation).
    private func placed(_ lines: [String], at column: Int) -> [String] {
        guard let first = lines.first else { return lines }
        return [spaces(column) + first] + lines.dropFirst()
    }

    /// Comment and blank lines that may appear between entries.
    private mutating func filler() -> [String] {
        var lines: [String] = []
        if chance(10) { lines.append(chance(50) ? "" : spaces(int(1...3))) }
        if chance(15) { lines.append(spaces(int(0...8)) + pick(Self.comments)) }
        return lines
    }

    /// What may follow a value on its line: spaces and a comment.
    private mutating func trailing() -> String {
        var text = chance(15) ? spaces(int(1...3)) : ""
        if chance(20) { text += " " + pick(Self.comments) }
        return text
    }

    // MARK: - Block collections

    /// A block mapping with keys at `column`; the first line has no indentation.
    private mutating func blockMapping(column: Int, depth: Int) -> [String] {
        var lines: [String] = []
        var used = Set<String>()
        for index in 0..<int(1...4) {
            if index > 0 { lines += filler() }
            let key = uniqueKey(&used, inFlow: false)
            let prefix = (index == 0 ? "" : spaces(column)) + key + (chance(10) ? " :" : ":")
            lines += mappingValue(after: prefix, column: column, depth: depth)
        }
        return lines
    }

    /// The lines of one mapping entry whose key text ends `prefix`.
    private mutating func mappingValue(after prefix: String, column: Int, depth: Int) -> [String] {
        let afterKey = chance(20) ? " " + pick(Self.comments) : ""
        switch depth >= maximumDepth ? int(0...3) : int(0...8) {
        case 0, 1:
            return [prefix + " " + inlineScalar(inFlow: false) + trailing()]
        case 2:
            return [prefix + afterKey]
        case 3:
            return [prefix + " " + flowCollection(depth: depth + 1, continuationIndent: column + 1) + trailing()]
        case 4, 5:
            let nested = column + int(1...4)
            return [prefix + afterKey] + filler() + placed(blockMapping(column: nested, depth: depth + 1), at: nested)
        case 6, 7:
            let nested = chance(40) ? column : column + int(1...3)
            return [prefix + afterKey] + filler() + placed(blockSequence(indent: nested, depth: depth + 1), at: nested)
        default:
            return [prefix + afterKey, spaces(column + int(1...3)) + inlineScalar(inFlow: false) + trailing()]
        }
    }

    /// A block sequence with dashes at `indent`; the first line has no indentation.
    private mutating func blockSequence(indent: Int, depth: Int) -> [String] {
        var lines: [String] = []
        for index in 0..<int(1...4) {
            if index > 0 { lines += filler() }
            let dash = (index == 0 ? "" : spaces(indent)) + "-"
            switch depth >= maximumDepth ? int(0...2) : int(0...7) {
            case 0, 1:
                lines.append(dash + " " + inlineScalar(inFlow: false) + trailing())
            case 2:
                lines.append(dash + (chance(30) ? "  " : "") + (chance(30) ? " " + pick(Self.comments) : ""))
            case 3:
                lines.append(dash + " " + flowCollection(depth: depth + 1, continuationIndent: indent + 1) + trailing())
            case 4, 5:
                let gap = int(1...3)
                let nested = blockMapping(column: indent + 1 + gap, depth: depth + 1)
                lines += [dash + spaces(gap) + nested[0]] + nested.dropFirst()
            case 6:
                let gap = int(1...3)
                let nested = blockSequence(indent: indent + 1 + gap, depth: depth + 1)
                lines += [dash + spaces(gap) + nested[0]] + nested.dropFirst()
            default:
                let column = indent + int(1...4)
                let nested = chance(50) ? blockMapping(column: column, depth: depth + 1)
                                        : blockSequence(indent: column, depth: depth + 1)
                lines += [dash + (chance(30) ? " " + pick(Self.comments) : "")] + filler() + placed(nested, at: column)
            }
        }
        return lines
    }

    // MARK: - Flow collections

    /// A flow sequence or mapping; when it spans lines, continuation lines are
    /// indented at least `continuationIndent`.
    private mutating func flowCollection(depth: Int, continuationIndent: Int) -> String {
        let isMultiline = chance(30)
        let count = int(0...4)
        var parts: [String] = []
        let isSequence = chance(50)
        var used = Set<String>()
        for _ in 0..<count {
            if isSequence {
                parts.append(flowValue(depth: depth, continuationIndent: continuationIndent))
            } else {
                parts.append(flowEntry(&used, depth: depth, continuationIndent: continuationIndent))
            }
        }
        let open = isSequence ? "[" : "{"
        let close = isSequence ? "]" : "}"
        guard !parts.isEmpty else { return open + (chance(30) ? " " : "") + close }
        var text = open + flowSpace(isMultiline, continuationIndent)
        for (index, part) in parts.enumerated() {
            if index > 0 { text += (chance(10) ? " ," : ",") + flowSpace(isMultiline, continuationIndent) }
            text += part
        }
        if chance(15) { text += "," }
        return text + flowSpace(isMultiline, continuationIndent) + close
    }

    /// Whitespace between flow tokens: nothing, spaces, or a line break (with comments).
    private mutating func flowSpace(_ isMultiline: Bool, _ indent: Int) -> String {
        if isMultiline, chance(50) {
            var text = chance(30) ? " " + pick(Self.comments) : ""
            text += "\n"
            if chance(20) { text += spaces(int(0...6)) + pick(Self.comments) + "\n" }
            return text + spaces(indent + int(0...3))
        }
        return pick(["", " ", " ", "  "])
    }

    /// One `key: value` entry of a flow mapping.
    private mutating func flowEntry(_ used: inout Set<String>, depth: Int, continuationIndent: Int) -> String {
        let key = uniqueKey(&used, inFlow: true)
        let isQuotedKey = key.hasPrefix("'") || key.hasPrefix("\"")
        if chance(10) { return key + ":" + pick(["", " "]) }   // an empty value before `,` or `}`
        let colon = isQuotedKey && chance(40) ? ":" : ": "
        return key + colon + flowValue(depth: depth, continuationIndent: continuationIndent)
    }

    /// A value inside a flow collection.
    private mutating func flowValue(depth: Int, continuationIndent: Int) -> String {
        if depth < maximumDepth, chance(25) {
            return flowCollection(depth: depth + 1, continuationIndent: continuationIndent)
        }
        return inlineScalar(inFlow: true)
    }

    // MARK: - Scalars and keys

    /// A scalar written on one line, valid in the given context.
    private mutating func inlineScalar(inFlow: Bool) -> String {
        switch int(0...9) {
        case 0..<3: return pick(inFlow ? Self.flowPlain : Self.flowPlain + Self.blockOnlyPlain)
        case 3..<5: return pick(Self.typedPlain)
        case 5..<7: return singleQuoted(pick(Self.quotedTexts.filter(Self.isSingleQuotable)))
        default: return doubleQuoted(pick(Self.quotedTexts))
        }
    }

    /// A key not used yet in its mapping, plain or quoted.
    private mutating func uniqueKey(_ used: inout Set<String>, inFlow: Bool) -> String {
        while true {
            let isPlain = chance(65)
            let text = isPlain ? pick(Self.plainKeys) : pick(Self.quotedKeyTexts)
            guard !used.contains(text) else { continue }
            used.insert(text)
            if isPlain { return text }
            return Self.isSingleQuotable(text) && chance(50) ? singleQuoted(text) : doubleQuoted(text)
        }
    }

    /// Whether `text` can be single-quoted: no line breaks or control characters.
    private static func isSingleQuotable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { !isControl($0) || $0 == "\t" }
    }

    /// C0 and C1 controls, DEL, U+2028/U+2029 and the byte order mark: characters written as escapes.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029 || scalar.value == 0xFEFF
    }

    private func singleQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// `text` double-quoted, escaping what must be and, at random, other characters.
    private mutating func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            case "\t": result += chance(50) ? "\\t" : "\t"
            case "/": result += chance(30) ? "\\/" : "/"
            default:
                if Self.isControl(scalar) || chance(10) {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A numeric escape for `scalar`: `\xXX`, `\uXXXX` or `\UXXXXXXXX`, hex digits in either case.
    private mutating func escape(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        let isUpper = chance(50)
        func hex(_ digits: Int) -> String {
            let text = String(value, radix: 16, uppercase: isUpper)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        if value <= 0xFF, chance(50) { return "\\x" + hex(2) }
        if value <= 0xFFFF, chance(70) { return "\\u" + hex(4) }
        return "\\U" + hex(8)
    }
}
