/// What `link-not-underlined` collects from every file in pass 1: the properties and
/// functions that build Markdown or link runs (and whether they underline them), and
/// the variables whose value underlines (`let linkAttributes = [.underlineStyle: …]`).
extension LinkNotUnderlinedRule: CollectingRule {
    /// One file's Markdown producers and underlining constants.
    struct FileInfo: Sendable {
        /// Properties and functions building an `AttributedString(markdown:)` or setting `.link`
        /// runs: whether they underline links.
        var markdownProducers: [(name: String, underlinesLinks: Bool)] = []
        /// Variables whose value mentions `underlineStyle` (link attribute dictionaries that underline).
        var underliningConstants: [String] = []
        /// Stored properties assigned a local with link runs, by owning type: whether they underline them.
        var storedProducers: [(type: String, member: String, underlinesLinks: Bool)] = []
        /// Enum cases constructed with a local that has link runs (`.attributed(text)`): whether they underline them.
        var caseProducers: [(name: String, underlinesLinks: Bool)] = []
        /// Enum cases declared with an attributed-string payload (`case styled(AttributedString)`).
        var attributedCases: [String] = []
        /// `Type.label` of initializer arguments given a literal with a Markdown link
        /// (`Entry(title: …, note: "See [the guide](https://…)")`), for `Text(LocalizedStringKey(entry.note))`.
        var markdownFields: [String] = []
        /// A localization table's keys whose value holds a Markdown link (one entry, from a table file).
        var tableLinks: [TableLinks] = []
        /// Members whose value is a localized key (`static let terms = L10n.tr("Localizable", "terms")`,
        /// `static let title: LocalizedStringKey = "about.title"`), by owning type.
        var localizedAccessors: [(owner: String, member: String, reference: LocalizedKeyReference)] = []
        /// The first argument labels of `Text` initializers the project declares that parse their string as
        /// Markdown (`extension Text { init(markdown: String) { self.init(try! AttributedString(markdown: markdown)) } }`):
        /// whether they underline links.
        var markdownTextInitializers: [(label: String, underlinesLinks: Bool)] = []
    }

    /// Every file's Markdown producers and underlining constants, merged.
    struct Collected: Sendable {
        /// Markdown producer name → whether it underlines links (in any declaration of that name).
        var markdownProducers: [String: Bool] = [:]
        var underliningConstants: Set<String> = []
        /// `Type.member` of a stored property assigned a local with link runs → whether it underlines them.
        /// Keyed by type: such names (`caption`, `title`) are too common to match across types.
        var storedProducers: [String: Bool] = [:]
        /// Enum case name → whether its payload's link runs are underlined, for `case .name(let text)` bindings.
        var caseProducers: [String: Bool] = [:]
        /// Enum cases declared with an attributed-string payload: only their bindings are judged by `caseProducers`.
        var attributedCases: Set<String> = []
        /// `Type.label` of initializer arguments given a literal with a Markdown link.
        var markdownFields: Set<String> = []
        /// The labels of `markdownFields`, for a receiver whose type is not declared (a closure's parameter).
        var markdownFieldLabels: Set<String> = []
        /// Table name → the keys whose development-language value holds a Markdown link.
        var linkedKeys: [String: Set<String>] = [:]
        /// Table name → the keys whose value holds a Markdown link in any language the project has.
        var keysLinkedInAnyLanguage: [String: Set<String>] = [:]
        /// The tables the project has (in any language and format), whether or not any value holds a link.
        var tables: Set<String> = []
        /// `Owner.member` → the localized key its value is (members declared twice differently are left out).
        var localizedAccessors: [String: LocalizedKeyReference] = [:]
        /// First argument label of a project `Text` initializer that parses Markdown → whether it underlines links.
        var markdownTextInitializers: [String: Bool] = [:]
    }

    static func collect(fromTable table: LocalizationTable) -> FileInfo? {
        var info = FileInfo()
        info.tableLinks = [TableLinks(table: table.name, format: table.format.rawValue, language: table.language,
                                      keys: table.linkedKeys)]
        return info
    }

    static let collectedNames = ["markdown", "link", "underlineStyle", "AttributedString", "NSAttributedString"]

    static func collect(from file: CollectionContext) -> FileInfo {
        let index = file.index
        var info = FileInfo()
        let markdown = file.nameID(of: "markdown")
        let link = file.nameID(of: "link")
        let underlineStyle = file.nameID(of: "underlineStyle")
        let hasMarkdown = file.mayMention("markdown")
        let hasLink = file.mayMention("link")
        let hasUnderlineStyle = file.mayMention("underlineStyle")
        /// Whether tokens `first...last` name `underlineStyle`.
        func underlines(from first: Int, through last: Int) -> Bool {
            guard hasUnderlineStyle else { return false }
            guard let underlineStyle else { return index.contains("underlineStyle", from: first, through: last) }
            return index.containsName(underlineStyle, from: first, through: last)
        }
        /// Whether tokens `first...last` build a Markdown attributed string or set link runs.
        func producesMarkdown(from first: Int, through last: Int) -> Bool {
            hasMarkdown && index.containsMarkdownAttributedString(from: first, through: last, markdown: markdown)
                || hasLink && index.assignsLinkRuns(from: first, through: last, link: link)
        }

        // Stored properties assigned a Markdown attributed string (underlined when their function underlines).
        if hasMarkdown {
            for assignment in index.assignments() {
                guard index.containsMarkdownAttributedString(from: Int(assignment.valueStart),
                                                             through: Int(assignment.valueEnd), markdown: markdown),
                      let member = index.pathNames(assignment.target).last else { continue }
                let scope = index.enclosingFunction(of: Int(assignment.operation)).flatMap {
                    index.declarations[$0].body >= 0 ? index.scopes[Int(index.declarations[$0].body)] : nil
                }
                info.markdownProducers.append((member, scope.map { underlines(from: Int($0.open), through: Int($0.close)) } ?? false))
            }
        }

        // Stored properties assigned a local that got link runs or was built from Markdown in the same
        // function (`var text = AttributedString(…); text[range].link = url; self.subtitle = text`, in an
        // `init` or any method).
        if hasMarkdown || hasLink {
            for assignment in index.assignments() where assignment.valueStart == assignment.valueEnd {
                let value = Int(assignment.valueStart)
                guard index.tokens[value].kind == .identifier, assignment.target.count == 1
                        || assignment.target.count == 2 && index.isText(Int(assignment.target[0]), "self"),
                      assignment.target.count == 2 || index.localDeclaration(named: Int(assignment.target[0])) == nil,
                      let member = index.pathNames(assignment.target).last,
                      let local = index.localDeclaration(named: value),
                      let owner = index.enclosingType(of: Int(assignment.operation)),
                      let function = index.enclosingFunction(of: Int(assignment.operation)),
                      index.declarations[function].body >= 0 else { continue }
                let body = index.scopes[Int(index.declarations[function].body)]
                let declaration = index.declarations[local]
                let builtFromMarkdown = hasMarkdown && declaration.initializerStart >= 0
                    && index.containsMarkdownAttributedString(from: Int(declaration.initializerStart),
                                                              through: Int(declaration.initializerEnd), markdown: markdown)
                guard builtFromMarkdown || hasLink && index.assignsLinkRuns(of: declaration.nameText, from: Int(body.open),
                                                                           through: Int(body.close), link: link) else { continue }
                info.storedProducers.append((index.declarations[owner].nameText, member,
                                             underlines(from: Int(body.open), through: Int(body.close))))
            }
        }

        // Enum cases whose payload is an attributed string: `case styled(AttributedString), plain(String)`.
        for name in ["AttributedString", "NSAttributedString"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard let opener = index.enclosingOpener(of: token), index.kind(opener) == .leftParen,
                      index.tokens[opener - 1].kind == .identifier,
                      index.isName(opener - 2, "case") || index.kind(opener - 2) == .comma,
                      let type = index.enclosingType(of: token), index.declarations[type].kind == .enum else { continue }
                info.attributedCases.append(index.text(opener - 1))
            }
        }

        // Enum cases built with such a local: `.attributed(text)`, `Item.attributed(text)`, read back by
        // `case .attributed(let text): Text(text)`.
        if hasMarkdown || hasLink {
            for probe in 1..<max(1, index.count - 3) where index.kind(probe) == .period
                && index.tokens[probe + 1].kind == .identifier && index.kind(probe + 2) == .leftParen
                && index.tokens[probe + 3].kind == .identifier && index.kind(probe + 4) == .rightParen {
                // An implicit member (`[.attributed(text)]`, `return .attributed(text)`) or a type's (`Item.attributed`).
                let before = probe - 1
                guard index.tokens[before].kind != .identifier && !index.isName(before, "self") && !index.isName(before, "super")
                        && index.kind(before) != .rightParen
                        && index.kind(before) != .rightSquare && index.kind(before) != .rightBrace
                        || index.tokens[before].kind == .identifier && index.startsWithUppercase(before),
                      let local = index.localDeclaration(named: probe + 3),
                      let function = index.enclosingFunction(of: probe),
                      index.declarations[function].body >= 0 else { continue }
                let body = index.scopes[Int(index.declarations[function].body)]
                let declaration = index.declarations[local]
                let builtFromMarkdown = hasMarkdown && declaration.initializerStart >= 0
                    && index.containsMarkdownAttributedString(from: Int(declaration.initializerStart),
                                                              through: Int(declaration.initializerEnd), markdown: markdown)
                guard builtFromMarkdown || hasLink && index.assignsLinkRuns(of: declaration.nameText, from: Int(body.open),
                                                                           through: Int(body.close), link: link) else { continue }
                info.caseProducers.append((index.text(probe + 1), underlines(from: Int(body.open), through: Int(body.close))))
            }
        }

        // Markdown links handed to a type's initializer: `Entry(note: "See [the guide](…)")`, or
        // `Entry(note: "\(intro) \(link)")` where `link` is a local literal with the link.
        let rule = LinkNotUnderlinedRule(options: NoOptions())
        /// Whether a string literal with a Markdown link is written at the top level of tokens `first...last`
        /// (alone or joined with `+`).
        func holdsLinkedLiteral(from first: Int, through last: Int) -> Bool {
            guard first <= last, last - first < 256 else { return false }
            var probe = first
            while probe <= last {
                guard let kind = index.kind(probe) else { return false }
                if kind == .stringStart {
                    if rule.containsMarkdownLink(stringAt: probe, index: index) { return true }
                    probe = (index.partner(of: probe) ?? last) + 1
                    continue
                }
                if kind == .leftParen || kind == .leftSquare || kind == .leftBrace {
                    probe = (index.partner(of: probe) ?? last) + 1
                    continue
                }
                probe += 1
            }
            return false
        }
        for position in 2..<max(2, index.count) where index.tokens[position].kind == .stringStart
            && index.kind(position - 1) == .colon && index.tokens[position - 2].kind == .identifier {
            guard let opener = index.enclosingOpener(of: position), index.kind(opener) == .leftParen,
                  index.tokens[opener - 1].kind == .identifier, index.startsWithUppercase(opener - 1),
                  index.kind(position - 3) == .leftParen || index.kind(position - 3) == .comma,
                  let end = index.partner(of: position) else { continue }
            var linked = rule.containsMarkdownLink(stringAt: position, index: index)
            var probe = position + 1
            while !linked, probe < end {
                if index.kind(probe) == .interpolationStart, index.tokens[probe + 1].kind == .identifier,
                   index.partner(of: probe) == probe + 2, let local = index.localDeclaration(named: probe + 1),
                   index.declarations[local].initializerStart >= 0,
                   index.kind(Int(index.declarations[local].initializerStart)) == .stringStart {
                    linked = rule.containsMarkdownLink(stringAt: Int(index.declarations[local].initializerStart), index: index)
                }
                probe += 1
            }
            if linked { info.markdownFields.append(index.text(opener - 1) + "." + index.text(position - 2)) }
        }

        for (position, declaration) in index.declarations.enumerated() {
            // `extension Text { init(markdown source: String) { … AttributedString(markdown: source) … } }`.
            if hasMarkdown, declaration.kind == .initializer, declaration.body >= 0, declaration.parameters >= 0,
               case let label = Int(declaration.parameters) + 1, index.kind(label) == .identifier,
               index.kind(label + 1) == .identifier || index.kind(label + 1) == .colon,
               let owner = index.enclosingType(of: Int(declaration.keyword)),
               index.declarations[owner].kind == .extension, index.declarations[owner].nameText == "Text" {
                let body = index.scopes[Int(declaration.body)]
                if index.containsMarkdownAttributedString(from: Int(body.open), through: Int(body.close), markdown: markdown) {
                    info.markdownTextInitializers.append((index.text(label), underlines(from: Int(body.open), through: Int(body.close))))
                }
            }
            // A member whose value is a localized key: read where a `Text` shows it in any file.
            if declaration.kind == .variable || declaration.kind == .function, declaration.name >= 0, index.isMember(position),
               let reference = index.localizedKeyReference(ofDeclaration: position),
               let owner = index.enclosingType(of: Int(declaration.keyword)) {
                info.localizedAccessors.append((index.declarations[owner].nameText, declaration.nameText, reference))
            }
            if declaration.kind == .variable, declaration.initializerStart >= 0,
               underlines(from: Int(declaration.initializerStart), through: Int(declaration.initializerEnd)) {
                info.underliningConstants.append(declaration.nameText)
            }
            // A stored property whose value writes a Markdown link (`let footer = L10n.intro + " [our site](…)"`),
            // for `Text(.init(model.footer))`: the literal at the value's top level, not an argument of a call in it.
            if declaration.kind == .variable, declaration.initializerStart >= 0, index.isMember(position),
               let owner = index.enclosingType(of: Int(declaration.keyword)),
               holdsLinkedLiteral(from: Int(declaration.initializerStart), through: Int(declaration.initializerEnd)) {
                info.markdownFields.append(index.declarations[owner].nameText + "." + declaration.nameText)
            }
            guard declaration.body >= 0, declaration.kind == .function
                    || declaration.kind == .variable && index.isMember(position) else { continue }
            // A view (`var body: some View`, `func row() -> some View`) is no string a `Text` shows,
            // whatever Markdown it builds inside.
            if declaration.typeStart >= 0,
               (Int(declaration.typeStart)...Int(declaration.typeEnd)).contains(where: { index.isName($0, "View") }) { continue }
            let body = index.scopes[Int(declaration.body)]
            // A function's return type sits between its parameters and its body: `-> some View`.
            if declaration.kind == .function, declaration.parameters >= 0,
               let close = index.partner(of: Int(declaration.parameters)), close < Int(body.open),
               (close..<Int(body.open)).contains(where: { index.isName($0, "View") }) { continue }
            if producesMarkdown(from: Int(body.open), through: Int(body.close)) {
                info.markdownProducers.append((declaration.nameText, underlines(from: Int(body.open), through: Int(body.close))))
            }
        }
        return info
    }

    static func merge(_ infos: [FileInfo]) -> Collected {
        var collected = Collected()
        var tableLinks: [TableLinks] = []
        var ambiguous: Set<String> = []
        for info in infos {
            tableLinks += info.tableLinks
            for accessor in info.localizedAccessors {
                let key = accessor.owner + "." + accessor.member
                if let known = collected.localizedAccessors[key], known != accessor.reference { ambiguous.insert(key) }
                collected.localizedAccessors[key] = accessor.reference
            }
            collected.underliningConstants.formUnion(info.underliningConstants)
            collected.attributedCases.formUnion(info.attributedCases)
            collected.markdownFields.formUnion(info.markdownFields)
            for producer in info.caseProducers {
                collected.caseProducers[producer.name] = (collected.caseProducers[producer.name] ?? false) || producer.underlinesLinks
            }
            for producer in info.storedProducers {
                let key = producer.type + "." + producer.member
                collected.storedProducers[key] = (collected.storedProducers[key] ?? false) || producer.underlinesLinks
            }
            for producer in info.markdownTextInitializers {
                collected.markdownTextInitializers[producer.label] = (collected.markdownTextInitializers[producer.label] ?? false)
                    || producer.underlinesLinks
            }
            for producer in info.markdownProducers {
                collected.markdownProducers[producer.name] = (collected.markdownProducers[producer.name] ?? false)
                    || producer.underlinesLinks
            }
        }
        for key in ambiguous { collected.localizedAccessors[key] = nil }
        for field in collected.markdownFields {
            if let dot = field.lastIndex(of: ".") { collected.markdownFieldLabels.insert(String(field[field.index(after: dot)...])) }
        }
        collected.linkedKeys = TableLinks.linkedKeys(tableLinks)
        for links in tableLinks {
            collected.tables.insert(links.table)
            if !links.keys.isEmpty { collected.keysLinkedInAnyLanguage[links.table, default: []].formUnion(links.keys) }
        }
        return collected
    }
}

extension SyntaxIndex {
    /// Whether tokens `first...last` set link runs: `text.link = url`, `text[range].link = url`.
    /// With `link` (the name's id in the index), only its occurrences are looked at.
    func assignsLinkRuns(from first: Int, through last: Int, link: Int? = nil) -> Bool {
        guard first <= last else { return false }
        func setsLink(_ probe: Int) -> Bool {
            isName(probe, "link") && kind(probe - 1) == .period && isOperator(probe + 1, "=")
        }
        if let link { return occurrences(of: link, from: first, through: last).contains { setsLink(Int($0)) } }
        for probe in first...min(last, count - 1) where setsLink(probe) { return true }
        return false
    }

    /// Whether tokens `first...last` set link runs on the attributed string `name`: `name.link = url`,
    /// `name[range].link = url`. Another string's links do not count.
    func assignsLinkRuns(of name: String, from first: Int, through last: Int, link: Int? = nil) -> Bool {
        guard first <= last else { return false }
        func setsLink(_ probe: Int) -> Bool {
            guard isName(probe, "link"), kind(probe - 1) == .period, isOperator(probe + 1, "=") else { return false }
            if let root = targetPath(endingAt: probe - 2).first, isText(Int(root), equalTo: name) { return true }
            if kind(probe - 2) == .rightSquare, let open = partner(of: probe - 2), isText(open - 1, equalTo: name) { return true }
            return false
        }
        if let link { return occurrences(of: link, from: first, through: last).contains { setsLink(Int($0)) } }
        for probe in first...min(last, count - 1) where setsLink(probe) { return true }
        return false
    }

    /// Whether tokens `first...last` build an attributed string from Markdown that may hold links.
    /// With `markdown` (the name's id in the index), only its occurrences are looked at.
    /// With `isLinkless`, an argument it accepts (given its first token: a localized value known to hold no
    /// link) is no link source either.
    func containsMarkdownAttributedString(from first: Int, through last: Int, markdown: Int? = nil,
                                          isLinkless: ((Int) -> Bool)? = nil) -> Bool {
        guard first <= last else { return false }
        /// `AttributedString(markdown: …)`, `NSAttributedString(markdown: …)`, but not of a literal
        /// that holds no link (`AttributedString(markdown: "**Bold** text")`): Markdown from a variable
        /// or a file may hold any.
        func isMarkdownArgument(_ probe: Int) -> Bool {
            guard isName(probe, "markdown"), kind(probe + 1) == .colon,
                  let opener = enclosingOpener(of: probe), tokens[opener].kind == .leftParen,
                  isName(opener - 1, "AttributedString") || isName(opener - 1, "NSAttributedString") else { return false }
            if kind(probe + 2) == .stringStart, let end = partner(of: probe + 2),
               kind(end + 1) == .comma || kind(end + 1) == .rightParen {
                return stringLiteralContainsMarkdownLink(at: probe + 2)
            }
            // `AttributedString(markdown: expression)` of a local whose every value is a literal without a link.
            if kind(probe + 2) == .identifier, kind(probe + 3) == .comma || kind(probe + 3) == .rightParen,
               isLinklessLocal(named: probe + 2, isLinkless: isLinkless) {
                return false
            }
            return !(isLinkless?(probe + 2) ?? false)
        }
        if let markdown { return occurrences(of: markdown, from: first, through: last).contains { isMarkdownArgument(Int($0)) } }
        for probe in first...min(last, count - 1) where isMarkdownArgument(probe) { return true }
        return false
    }

    /// Whether the local named at `use` holds no Markdown link whatever path reaches `use`: it is given a
    /// value (its initializer, or `name = value` between its declaration and `use`) only from string literals
    /// without a link (`expression = "*\(Localized.likes)*"`: emphasis only; an interpolated value is read
    /// as the literal around it is), ternaries of such literals, values `isLinkless` knows, and a condition
    /// binding the same `if` tests to be an emoji (`if let reaction = vote.reaction, reaction.isSingleEmoji`).
    /// Any other value, or a change in place (`name += tail`, `name.append(…)`), may hold a link.
    func isLinklessLocal(named use: Int, isLinkless: ((Int) -> Bool)?) -> Bool {
        guard let local = localDeclaration(named: use) else { return false }
        let declaration = declarations[local]
        let name = declaration.nameText
        /// Whether the value starting at `start` is one of the link-free kinds.
        func isLinklessValue(_ start: Int) -> Bool {
            let end = expressionEnd(from: start)
            guard end >= start else { return false }
            if kind(start) == .stringStart, partner(of: start) == end { return !stringLiteralContainsMarkdownLink(at: start) }
            // `flag ? "*likes*" : "*dislikes*"`.
            if let question = (start...end).first(where: { isOperator($0, "?") && !isLeftBound($0) }),
               kind(question + 1) == .stringStart, let whenTrue = partner(of: question + 1), kind(whenTrue + 1) == .colon,
               kind(whenTrue + 2) == .stringStart, partner(of: whenTrue + 2) == end {
                return !stringLiteralContainsMarkdownLink(at: question + 1) && !stringLiteralContainsMarkdownLink(at: whenTrue + 2)
            }
            if start == end, kind(start) == .identifier, let bound = localDeclaration(named: start),
               isTestedAsEmoji(bound) { return true }
            return isLinkless?(start) ?? false
        }
        var values = 0
        if declaration.initializerStart >= 0 {
            guard isLinklessValue(Int(declaration.initializerStart)) else { return false }
            values += 1
        }
        let keyword = Int(declaration.keyword)
        guard keyword < use else { return false }
        for probe in keyword + 1..<use where kind(probe) == .identifier && isText(probe, equalTo: name) && kind(probe - 1) != .period {
            if probe == Int(declaration.name) { continue }
            if isOperator(probe + 1, "=") {
                guard isLinklessValue(probe + 2) else { return false }
                values += 1
            } else if kind(probe + 1) == .operator && !isOperator(probe + 1, "??") && !isOperator(probe + 1, "==")
                        && !isOperator(probe + 1, "!=") || kind(probe + 1) == .period {
                return false                                                // `name += …`, `name.append(…)`
            }
        }
        return values > 0
    }

    /// Whether the condition binding `bound` (`if let reaction = vote.reaction, reaction.isSingleEmoji {`) is tested
    /// in the same condition with a member named for emoji: it then holds an emoji, no Markdown link.
    func isTestedAsEmoji(_ bound: Int) -> Bool {
        let declaration = declarations[bound]
        guard declaration.modifiers.contains(.isConditionBinding), declaration.initializerEnd >= 0 else { return false }
        var probe = Int(declaration.initializerEnd) + 1
        while probe < count, kind(probe) != .leftBrace, probe - Int(declaration.initializerEnd) < 64 {
            if isText(probe, equalTo: declaration.nameText), kind(probe + 1) == .period,
               text(probe + 2).lowercased().contains("emoji") { return true }
            probe += 1
        }
        return false
    }

    /// Whether a string literal's text contains a Markdown link `[label](destination)`.
    func stringLiteralContainsMarkdownLink(at start: Int) -> Bool {
        guard let end = partner(of: start) else { return false }
        // A link needs `](` or an autolink's `<` in the literal's own text: most literals have neither.
        guard (start + 1..<end).contains(where: { kind($0) == .stringSegment
                                                   && (containsBytes($0, "]") || containsBytes($0, "<")) }) else {
            return false
        }
        var joined = ""
        var probe = start + 1
        while probe < end {
            if kind(probe) == .stringSegment { joined += text(probe) }
            if kind(probe) == .interpolationStart, let close = partner(of: probe) {
                joined += "x"
                probe = close + 1
                continue
            }
            probe += 1
        }
        // An autolink: `<https://example.com>`.
        for scheme in ["<https://", "<http://", "<mailto:"] where joined.contains(scheme) { return true }
        // `[label](destination)`, not Foundation's attribute syntax `^[3 item](inflect: true)`
        // (automatic grammar agreement), which shows no link.
        var searchStart = joined.startIndex
        while let bracket = joined.range(of: "[", range: searchStart..<joined.endIndex) {
            searchStart = bracket.upperBound
            if bracket.lowerBound > joined.startIndex, joined[joined.index(before: bracket.lowerBound)] == "^" { continue }
            guard let middle = joined.range(of: "](", range: bracket.upperBound..<joined.endIndex) else { return false }
            if joined.range(of: ")", range: middle.upperBound..<joined.endIndex) != nil { return true }
            return false
        }
        return false
    }
}
