/// Links that come from the project's localization tables: which keys' base-language values
/// hold a Markdown link, and which Swift expressions show such a key's value rendered as Markdown.
///
/// SwiftUI renders Markdown only in a `LocalizedStringKey` (`Text("key")`, `Text(LocalizedStringKey(s))`)
/// and an `AttributedString` parsed from it (`AttributedString(localized:)`); `Text(String)` is
/// verbatim (`Text(String(localized: "key"))`, `Text(L10n.terms)` where the accessor is a `String`
/// shows brackets, not a link). A `String` that holds a table's value becomes a link when it is
/// made a `LocalizedStringKey` again (`Text(LocalizedStringKey(NSLocalizedString("key", comment: "")))`).

/// A reference to a localized key in Swift: the table it names (`nil`: `Localizable`), the key,
/// and what the expression's value is.
struct LocalizedKeyReference: Sendable, Hashable {
    enum Kind: UInt8, Sendable {
        /// A bare string literal: a key only where a `LocalizedStringKey` is expected.
        case literal
        /// A `String` holding the table's value (`NSLocalizedString`, `String(localized:)`, SwiftGen's `tr`).
        case string
        /// A value SwiftUI renders as Markdown (`LocalizedStringKey("key")`, `AttributedString(localized:)`).
        case rendered
    }

    var table: String?
    var key: String
    var kind: Kind
}

/// One table file's keys whose value holds a Markdown link, with what decides whether its
/// values are the development language's: its format and language.
struct TableLinks: Sendable, Hashable {
    var table: String
    var format: String
    var language: String
    var keys: [String]

    /// How surely the values are the development language's (lower is surer): a catalog's
    /// source language, `Base.lproj` or a file in no `.lproj` first, then English, then any other.
    var rank: Int {
        if format == LocalizationTable.Format.xcstrings.rawValue || language == "Base" || language.isEmpty { return 0 }
        if language == "en" { return 1 }
        if language.hasPrefix("en-") || language.hasPrefix("en_") { return 2 }
        return 3
    }

    /// For each table name, the keys with links in the development language: per table and
    /// format, only the files of the surest language (the first by name among equals).
    static func linkedKeys(_ all: [TableLinks]) -> [String: Set<String>] {
        var best: [String: (rank: Int, language: String)] = [:]
        for links in all {
            let group = links.table + "." + links.format
            let candidate = (rank: links.rank, language: links.language)
            if let current = best[group], (current.rank, current.language) <= (candidate.rank, candidate.language) { continue }
            best[group] = candidate
        }
        var keys: [String: Set<String>] = [:]
        for links in all where !links.keys.isEmpty {
            guard let chosen = best[links.table + "." + links.format], chosen.rank == links.rank,
                  chosen.language == links.language else { continue }
            keys[links.table, default: []].formUnion(links.keys)
        }
        return keys
    }
}

extension SyntaxIndex {
    /// The value of a one-line string literal starting at `start` (a `stringStart`), escapes
    /// decoded, or `nil` when it interpolates, is multi-line, or is raw with escapes.
    func stringLiteralValue(at start: Int) -> String? {
        guard kind(start) == .stringStart, let end = partner(of: start) else { return nil }
        // Byte counts, not `String.contains` (Foundation's search, per literal of every file).
        if count(of: UInt8(ascii: "\""), inToken: start) >= 3 { return nil }   // `"""`: multi-line
        let isRaw = count(of: UInt8(ascii: "#"), inToken: start) > 0
        var value = ""
        for probe in start + 1..<end {
            guard kind(probe) == .stringSegment else { return nil }
            let segment = text(probe)
            guard count(of: UInt8(ascii: "\\"), inToken: probe) > 0 else {
                value += segment
                continue
            }
            if isRaw { return nil }
            var characters = segment.unicodeScalars.makeIterator()
            while let scalar = characters.next() {
                guard scalar == "\\" else {
                    value.unicodeScalars.append(scalar)
                    continue
                }
                switch characters.next() {
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "0": value += "\0"
                case "\"": value += "\""
                case "'": value += "'"
                case "\\": value += "\\"
                default: return nil                               // `\u{…}` and the rest: too rare to decode here
                }
            }
        }
        return value
    }

    /// The string literal value of argument `label` of the call opened at `open` (`tableName: "Legal"`).
    func literalArgument(_ label: StaticString, ofCallOpenedAt open: Int) -> String?? {
        guard let close = partner(of: open) else { return nil }
        var probe = open + 1
        while probe < close {
            if isName(probe, label), kind(probe + 1) == .colon, kind(probe - 1) == .comma || probe == open + 1 {
                guard kind(probe + 2) == .stringStart, let end = partner(of: probe + 2),
                      kind(end + 1) == .comma || end + 1 == close else { return .some(nil) }
                return .some(stringLiteralValue(at: probe + 2))
            }
            if let kind = kind(probe), kind == .leftParen || kind == .leftSquare || kind == .leftBrace {
                probe = (partner(of: probe) ?? close) + 1
                continue
            }
            probe += 1
        }
        return nil
    }

    /// The localized key the expression `first...last` names, if it is one of the forms that
    /// read a table: `"key"`, `LocalizedStringKey("key")`, `AttributedString(localized: "key", table:)`,
    /// `String(localized: "key", table:)`, `NSLocalizedString("key", tableName:, comment:)`, or a
    /// SwiftGen accessor's `tr("Table", "key", …)` (bare or `L10n.tr`). `return` and `try` are skipped.
    func localizedKeyReference(from first: Int, through last: Int) -> LocalizedKeyReference? {
        var first = first
        while first < last, isName(first, "return") || isName(first, "try") { first += 1 }
        guard first <= last, let firstKind = kind(first) else { return nil }
        if firstKind == .stringStart {
            guard partner(of: first) == last, let key = stringLiteralValue(at: first) else { return nil }
            return LocalizedKeyReference(table: nil, key: key, kind: .literal)
        }
        // `L10n.tr(…)`, `Self.tr(…)`: the call's name is the last identifier before its `(`.
        var name = first
        while kind(name + 1) == .period, kind(name + 2) == .identifier { name += 2 }
        guard kind(name) == .identifier, kind(name + 1) == .leftParen, partner(of: name + 1) == last,
              kind(name + 2) == .stringStart || kind(name + 4) == .stringStart else { return nil }
        let open = name + 1
        func table(_ label: StaticString) -> String?? { literalArgument(label, ofCallOpenedAt: open) }
        if isText(name, "tr"), kind(open + 1) == .stringStart, let end = partner(of: open + 1),
           kind(end + 1) == .comma, kind(end + 2) == .stringStart,
           let tableName = stringLiteralValue(at: open + 1), let key = stringLiteralValue(at: end + 2) {
            return LocalizedKeyReference(table: tableName, key: key, kind: .string)
        }
        if isText(name, "NSLocalizedString"), kind(open + 1) == .stringStart, let key = stringLiteralValue(at: open + 1) {
            let named = table("tableName")
            if case .some(.none) = named { return nil }            // a table named by a variable: unknown
            return LocalizedKeyReference(table: named ?? nil, key: key, kind: .string)
        }
        if isText(name, "LocalizedStringKey"), kind(open + 1) == .stringStart, let end = partner(of: open + 1),
           end + 1 == last, let key = stringLiteralValue(at: open + 1) {
            return LocalizedKeyReference(table: nil, key: key, kind: .rendered)
        }
        let isString = isText(name, "String"), isAttributed = isText(name, "AttributedString")
        if isString || isAttributed, isName(open + 1, "localized"), kind(open + 2) == .colon,
           let key = stringLiteralValue(at: open + 3) {
            let named = table("table")
            if case .some(.none) = named { return nil }            // a table named by a variable: unknown
            return LocalizedKeyReference(table: named ?? nil, key: key, kind: isString ? .string : .rendered)
        }
        return nil
    }
}

extension SyntaxIndex {
    /// The localized key a property's initializer or a computed property's or function's single
    /// expression names: a `String` from a table (`tr`, `NSLocalizedString`, `String(localized:)`),
    /// a rendered value, or a literal of a declared `LocalizedStringKey` (`let title: LocalizedStringKey
    /// = "key"`, which renders; a literal `String` is no key).
    /// With `isKeyContext` (the value is made a `LocalizedStringKey`: `LocalizedStringKey(terms)`), a
    /// literal `String` holds a key too.
    func localizedKeyReference(ofDeclaration position: Int, isKeyContext: Bool = false) -> LocalizedKeyReference? {
        let declaration = declarations[position]
        var first = Int(declaration.initializerStart), last = Int(declaration.initializerEnd)
        if first < 0 {
            guard declaration.body >= 0 else { return nil }
            let body = scopes[Int(declaration.body)]
            first = Int(body.open) + 1
            last = Int(body.close) - 1
            // A computed property's `get { … }`: one level in.
            if isName(first, "get"), kind(first + 1) == .leftBrace, let close = partner(of: first + 1), close == last {
                first += 2
                last -= 1
            }
        }
        guard first >= 0, first <= last, last - first < 64, var reference = localizedKeyReference(from: first, through: last) else {
            return nil
        }
        if reference.kind == .literal, !isKeyContext {
            guard declaration.typeStart >= 0,
                  (Int(declaration.typeStart)...Int(declaration.typeEnd)).contains(where: { isName($0, "LocalizedStringKey") })
            else { return nil }
            reference.kind = .rendered
        }
        return reference
    }
}

extension LinkNotUnderlinedRule {
    /// Whether the `Text` of `call`, whose first argument is `argument`, shows a table value with a
    /// Markdown link: the key resolved through a literal, `LocalizedStringKey(…)`, a local or member
    /// holding a key, or an accessor declared in any file (SwiftGen's `L10n.Legal.terms`), in the
    /// `Text`'s `tableName:` or the one the reference names (`Localizable` when none).
    func showsLinkedKey(_ argument: Argument, of call: CallSite, file: SwiftFileContext, collected: Collected) -> Bool {
        let index = file.index
        var first = Int(argument.start), last = Int(argument.end)
        var textTable: String?
        switch index.literalArgument("tableName", ofCallOpenedAt: Int(call.open)) {
        case .some(.none): return false                            // a table named by a variable: unknown
        case .some(let named?): textTable = named
        case nil: textTable = nil
        }
        /// Whether the key's development-language value holds a link; a literal key (or one made a
        /// `LocalizedStringKey`) is looked up in the `Text`'s table, a `String` already localized in its own.
        func isLinked(_ reference: LocalizedKeyReference) -> Bool {
            let table = reference.table ?? (reference.kind == .string ? nil : textTable) ?? "Localizable"
            return collected.linkedKeys[table]?.contains(reference.key) ?? false
        }
        /// The localized key a name (`terms`, `L10n.Legal.terms`, `Strings.greeting(name)`) holds.
        func reference(ofNameFrom first: Int, through last: Int, isKeyContext: Bool = false) -> LocalizedKeyReference? {
            var name = last
            if index.kind(last) == .rightParen, let open = index.partner(of: last), open > first { name = open - 1 }
            guard index.kind(name) == .identifier else { return nil }
            var probe = name
            while probe > first, index.kind(probe - 1) == .period, index.kind(probe - 2) == .identifier { probe -= 2 }
            guard probe == first else { return nil }
            if name == first {
                if name == last, let local = index.localDeclaration(named: name) {
                    return index.localizedKeyReference(ofDeclaration: local, isKeyContext: isKeyContext)
                }
                guard let type = index.enclosingType(of: name) else { return nil }
                let spelled = index.text(name)
                if let member = index.member(of: type, where: { index.declarations[$0].nameText == spelled }),
                   let reference = index.localizedKeyReference(ofDeclaration: member, isKeyContext: isKeyContext) {
                    return reference
                }
                return collected.localizedAccessors[index.declarations[type].nameText + "." + spelled]
            }
            let owner = index.isName(name - 2, "self") || index.isName(name - 2, "Self")
                ? index.enclosingType(of: name).map { index.declarations[$0].nameText } : index.text(name - 2)
            return owner.flatMap { collected.localizedAccessors[$0 + "." + index.text(name)] }
        }
        if let reference = index.localizedKeyReference(from: first, through: last) {
            return reference.kind != .string && isLinked(reference)   // `Text(String(localized:))` is verbatim
        }
        // `Text(LocalizedStringKey(value))`, `Text(.init(value))`: any key the value holds, rendered.
        if index.isName(first, "LocalizedStringKey") && index.kind(first + 1) == .leftParen
            || index.kind(first) == .period && index.isName(first + 1, "init") && index.kind(first + 2) == .leftParen {
            let open = index.kind(first + 1) == .leftParen ? first + 1 : first + 2
            guard index.partner(of: open) == last, open + 1 <= last - 1 else { return false }
            first = open + 1
            last -= 1
            if let reference = index.localizedKeyReference(from: first, through: last)
                ?? reference(ofNameFrom: first, through: last, isKeyContext: true) {
                return isLinked(reference)
            }
            return false
        }
        // `Text(title)` with `let title: LocalizedStringKey = "key"`, `Text(L10n.terms)` of a rendered accessor.
        if let reference = reference(ofNameFrom: first, through: last), reference.kind == .rendered {
            return isLinked(reference)
        }
        return false
    }
}

extension LinkNotUnderlinedRule {
    /// Whether the expression starting at `first` is a localized value known to hold no Markdown link, so
    /// Markdown parsed from it (`AttributedString(markdown: L10n.intro)`, `styled(from: String(localized: "k"))`)
    /// shows no link, only `**bold**` or plain text: a `String` from a table the project has
    /// (`String(localized:)`, `NSLocalizedString`, SwiftGen's `tr` or an accessor of one, also as the format of
    /// `String(format:)` / `String.localizedStringWithFormat`) whose key holds no link in any of its
    /// languages, nor in the key itself (what a missing key shows). A value of any other kind may hold any.
    func isLinklessLocalizedValue(startingAt first: Int, index: SyntaxIndex, collected: Collected) -> Bool {
        guard !collected.tables.isEmpty else { return false }
        var start = first
        while index.isName(start, "try") || index.isName(start, "await") { start += 1 }
        // `String.localizedStringWithFormat(format, …)`, `String(format: format, …)`: the format is the value.
        if index.isName(start, "String"), index.kind(start + 1) == .period, index.isName(start + 2, "localizedStringWithFormat"),
           index.kind(start + 3) == .leftParen {
            start += 4
        } else if index.isName(start, "String"), index.kind(start + 1) == .leftParen, index.isName(start + 2, "format"),
                  index.kind(start + 3) == .colon {
            start += 4
        }
        let end = index.expressionEnd(from: start)
        guard end >= start, end - start < 64 else { return false }
        var reference = index.localizedKeyReference(from: start, through: end)
        if reference == nil {
            // `L10n.Intro.body`, `Strings.body`: an accessor declared in any file.
            var name = end
            if index.kind(end) == .rightParen, let open = index.partner(of: end), open > start { name = open - 1 }
            guard index.kind(name) == .identifier, name >= start + 2, index.kind(name - 1) == .period,
                  index.kind(name - 2) == .identifier else { return false }
            var probe = name
            while probe > start, index.kind(probe - 1) == .period, index.kind(probe - 2) == .identifier { probe -= 2 }
            guard probe == start else { return false }
            reference = collected.localizedAccessors[index.text(name - 2) + "." + index.text(name)]
        }
        guard let reference, reference.kind != .literal else { return false }
        let table = reference.table ?? "Localizable"
        return collected.tables.contains(table) && !MarkdownLink.isContained(in: reference.key)
            && !(collected.keysLinkedInAnyLanguage[table]?.contains(reference.key) ?? false)
    }
}
