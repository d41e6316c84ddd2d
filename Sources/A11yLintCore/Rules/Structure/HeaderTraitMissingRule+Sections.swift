/// `tableView(_:viewForHeaderInSection:)`: what the method shows and whether it is a heading.
extension HeaderTraitMissingRule {
    typealias FileInfo = Set<String>

    /// What a header method's body shows.
    struct HeaderEvidence {
        /// It puts text on screen.
        var showsText = false
        /// It creates a `UILabel` itself.
        var createsLabel = false
        /// It sets a `.header` trait or uses a system header (content configuration, `textLabel`).
        var isHeading = false
        /// Type names it mentions (the header view's class among them).
        var types: Set<String> = []
        /// It loads a view from a nib (its traits may be set in Interface Builder).
        var loadsNib = false
        /// It shows text other than a button title (`label.text = …`, `title:` arguments).
        var showsNonButtonText = false
        /// It creates a `UIButton` and gives a control a target or action (`addTarget`, `addAction`).
        var createsButton = false
        var addsTarget = false
        /// Texts it writes into a label named for body prose (`infoLabel.attributedText`, `descriptionLabel.text`),
        /// and texts it shows any other way (a title).
        var proseTexts = 0
        var otherTexts = 0

        /// All it shows is prose (an intro banner, a note): no title, so nothing to make a heading.
        var showsOnlyProse: Bool { proseTexts > 0 && otherTexts == 0 }

        /// The header is a button whose only text is its title (`Select all`): a control, not a heading.
        var isButton: Bool { createsButton && addsTarget && !showsNonButtonText && !createsLabel }
    }

    /// Names whose use means UIKit's own header view, which is a heading.
    static let systemHeaderNames = ["UIListContentConfiguration", "plainHeader", "groupedHeader",
                                    "prominentInsetGroupedHeader", "textLabel", "defaultContentConfiguration"]

    func check(_ file: SwiftFileContext, collected: Collected) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "viewForHeaderInSection") {
            let label = Int(occurrence)
            // The argument label of `func tableView(_:viewForHeaderInSection:)`.
            guard let paren = index.enclosingOpener(of: label), index.kind(paren) == .leftParen,
                  let function = index.declaration(namedBy: paren - 1), index.declarations[function].kind == .function,
                  index.declarations[function].nameText == "tableView", index.declarations[function].body >= 0,
                  index.kind(label + 1) == .identifier else { continue }
            let body = index.scopes[Int(index.declarations[function].body)]
            var evidence = self.evidence(from: Int(body.open) + 1, through: Int(body.close) - 1, file: file)
            if !evidence.isHeading {
                // `return [self sectionHeaderViewWithTitle:title]`: a helper of the same type builds it.
                for helper in helperBodies(from: Int(body.open) + 1, through: Int(body.close) - 1, index: index) {
                    let found = self.evidence(from: helper.open, through: helper.close, file: file)
                    evidence.showsText = evidence.showsText || found.showsText
                    evidence.createsLabel = evidence.createsLabel || found.createsLabel
                    evidence.isHeading = evidence.isHeading || found.isHeading
                    evidence.loadsNib = evidence.loadsNib || found.loadsNib
                    evidence.showsNonButtonText = evidence.showsNonButtonText || found.showsNonButtonText
                    evidence.createsButton = evidence.createsButton || found.createsButton
                    evidence.addsTarget = evidence.addsTarget || found.addsTarget
                    evidence.proseTexts += found.proseTexts
                    evidence.otherTexts += found.otherTexts
                    evidence.types.formUnion(found.types)
                }
            }
            guard evidence.showsText, !evidence.isHeading, !evidence.isButton, !evidence.showsOnlyProse else { continue }
            let project = file.project
            let customTypes = evidence.types.filter { project.typeKinds[$0] != nil }
            if customTypes.contains(where: { type in
                project.classChain(of: type).contains(where: collected.typesWithHeaderTrait.contains)
            }) { continue }
            // A header function styles the title: called in the method, or in a header type declared here.
            if callsHeaderFunction(from: Int(body.open) + 1, through: Int(body.close) - 1, collected: collected, index: index) {
                continue
            }
            if customTypes.contains(where: { type in
                index.declarations(named: type).contains { declaration in
                    guard index.declarations[declaration].kind.isType, let close = index.lastToken(ofDeclaration: declaration) else {
                        return false
                    }
                    return callsHeaderFunction(from: Int(index.declarations[declaration].body) >= 0
                                                   ? Int(index.scopes[Int(index.declarations[declaration].body)].open) : close,
                                               through: close, collected: collected, index: index)
                }
            }) { continue }
            let isCertain = !evidence.loadsNib && (evidence.createsLabel || !customTypes.isEmpty)
            findings.append(file.finding(from: label, through: label, message: HeaderTraitMissingRule.message(isCertain: isCertain),
                                         severity: isCertain ? nil : .info))
        }
        return findings
    }

    /// Whether tokens `first...last` call a function that sets a `.header` trait (`label.styleAsSectionHeader()`).
    func callsHeaderFunction(from first: Int, through last: Int, collected: Collected, index: SyntaxIndex) -> Bool {
        guard first <= last, !collected.headerFunctions.isEmpty else { return false }
        for probe in first...last where index.kind(probe) == .identifier && index.kind(probe + 1) == .leftParen
            && collected.headerFunctions.contains(index.text(probe)) {
            return true
        }
        return false
    }

    /// What tokens `first...last` of a header method show.
    func evidence(from first: Int, through last: Int, file: SwiftFileContext) -> HeaderEvidence {
        let index = file.index
        var evidence = HeaderEvidence()
        guard first <= last else { return evidence }
        if index.containsMember("header", from: first, through: last)
            || HeaderTraitMissingRule.systemHeaderNames.contains(where: { file.containsName($0, from: first, through: last) }) {
            evidence.isHeading = true
            return evidence
        }
        for probe in first...last {
            guard let kind = index.kind(probe), kind == .identifier else { continue }
            // `label.text = …`, `config.title = …`, `header.setTitle(…)`, `configure(title: …)`, `Header(frame:, title: …)`.
            if index.kind(probe - 1) == .period, index.isOperator(probe + 1, "="),
               index.isText(probe, "text") || index.isText(probe, "attributedText") || index.isText(probe, "title") {
                evidence.showsText = true
                evidence.showsNonButtonText = true
                if !index.isText(probe, "title"), let receiver = receiverName(beforePeriod: probe - 1, index: index),
                   HeaderTraitMissingRule.namesProse(receiver) {
                    evidence.proseTexts += 1
                } else {
                    evidence.otherTexts += 1
                }
            } else if index.kind(probe + 1) == .leftParen, index.isText(probe, "setTitle") {
                evidence.showsText = true
                evidence.otherTexts += 1
            } else if index.kind(probe + 1) == .colon, index.isText(probe, "title"),
                      let opener = index.enclosingOpener(of: probe), index.kind(opener) == .leftParen {
                evidence.showsText = true
                evidence.showsNonButtonText = true
                evidence.otherTexts += 1
            }
            if index.kind(probe + 1) == .leftParen, index.isText(probe, "addTarget") || index.isText(probe, "addAction") {
                evidence.addsTarget = true
            }
            if index.kind(probe - 1) != .period,
               case let first = index.source.bytes[Int(index.tokens[probe].start)], first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                let name = index.text(probe)
                if name == "UILabel", index.kind(probe + 1) == .leftParen { evidence.createsLabel = true }
                if name == "UIButton", index.kind(probe + 1) == .leftParen { evidence.createsButton = true }
                evidence.types.insert(name)
            }
            if index.isText(probe, "instantiateFromNib") || index.isText(probe, "loadNibNamed") || index.isText(probe, "UINib") {
                evidence.loadsNib = true
            }
        }
        return evidence
    }

    /// Words that name a label of body prose, not a title: an intro banner's info text, a note, a description.
    static let proseWords = ["info", "description", "message", "body", "detail", "note", "hint", "explanation",
                             "disclaimer", "footnote", "subtitle", "intro", "paragraph"]

    /// Whether a label's name says it holds prose (`infoLabel`, `descriptionTextView`, `noteLabel`), not a title:
    /// a name with a prose word and no `title`/`header`/`heading`/`section` word.
    static func namesProse(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard !lowered.contains("title"), !lowered.contains("header"), !lowered.contains("heading"),
              !lowered.contains("section") else { return false }
        return proseWords.contains { lowered.contains($0) }
    }

    /// The name of the receiver before the period at `period` (`infoLabel` in `header.infoLabel.text`,
    /// `header.infoLabel?.text`), or nil.
    func receiverName(beforePeriod period: Int, index: SyntaxIndex) -> String? {
        var probe = period - 1
        while probe >= 0, index.isOperator(probe, "?") || index.isOperator(probe, "!") { probe -= 1 }
        guard probe >= 0, index.kind(probe) == .identifier else { return nil }
        return index.text(probe)
    }

    /// The bodies of functions of the enclosing type called in tokens `first...last` (one level).
    func helperBodies(from first: Int, through last: Int, index: SyntaxIndex) -> [(open: Int, close: Int)] {
        guard first <= last, let type = index.enclosingType(of: first) else { return [] }
        // The type's declaration and its extensions in this file (`prepare(_:for:)` in a
        // `private extension` beside the one holding the data source methods).
        let typeName = index.declarations[type].nameText
        let parts = index.declarations.indices.filter {
            index.declarations[$0].kind.isType && index.declarations[$0].nameText == typeName
        }
        var bodies: [(open: Int, close: Int)] = []
        for probe in first...last where index.kind(probe) == .identifier && index.kind(probe + 1) == .leftParen {
            guard !index.isText(probe, "tableView") else { continue }
            let name = index.text(probe)
            if let member = parts.lazy.compactMap({ part in index.member(of: part, where: {
                index.declarations[$0].kind == .function && index.declarations[$0].nameText == name && index.declarations[$0].body >= 0
            }) }).first {
                let scope = index.scopes[Int(index.declarations[member].body)]
                bodies.append((Int(scope.open) + 1, Int(scope.close) - 1))
            }
        }
        return bodies
    }
}
