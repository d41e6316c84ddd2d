/// Label evidence for UIKit controls (`LabelEvidence`), collected from every file in
/// pass 1 and recorded three ways so the rule can find a label set far from where
/// the control gets its image.
extension IconButtonMissingLabelRule: CollectingRule {
    /// One file's label evidence.
    struct FileInfo: Sendable {
        /// Evidence inside types: (type, receiver path or "" for `self`, evidence).
        var inTypes: [(type: String, receiver: String, evidence: String)] = []
        /// name → evidence on a receiver whose last name is `name`, anywhere in the file.
        var labeledReceivers: [String: Set<String>] = [:]
        /// creator → evidence on a local or property created by calling `creator`.
        var labeledResults: [String: Set<String>] = [:]
    }

    /// Every file's label evidence, merged.
    struct Collected: Sendable {
        /// "Type|receiver" → label evidence written there, in any file.
        var inTypes: [String: Set<String>] = [:]
        var labeledReceivers: [String: Set<String>] = [:]
        var labeledResults: [String: Set<String>] = [:]

        /// Label evidence on `receiver` inside `type`, in any file and extension; for the
        /// receiver `""` (the instance itself) evidence in superclasses counts too.
        func evidence(in type: String, receiver: String, project: ProjectModel) -> Set<String> {
            if receiver.isEmpty {
                return project.classChain(of: type).reduce(into: Set<String>()) { $0.formUnion(inTypes["\($1)|"] ?? []) }
            }
            return inTypes["\(type)|\(receiver)"] ?? []
        }

        /// Whether a receiver whose last name is `name` gets any of `evidence`, anywhere.
        func isLabeledReceiver(_ name: String, by evidence: Set<String>) -> Bool {
            labeledReceivers[name].map { !$0.isDisjoint(with: evidence) } ?? false
        }

        /// Whether a local or property created by calling `creator` gets any of `evidence`.
        func isLabeledResult(of creator: String, by evidence: Set<String>) -> Bool {
            labeledResults[creator].map { !$0.isDisjoint(with: evidence) } ?? false
        }
    }

    /// Records the file's label evidence: per type and receiver (members of `self`
    /// and of its properties, in any extension), by the receiver's last name
    /// (`cell.playButton.accessibilityLabel = …` → `playButton`), and by the callee
    /// that created a labeled local or property (`let b = IconButton(…)` → `IconButton`).
    static func collect(from file: CollectionContext) -> FileInfo {
        let index = file.index
        var info = FileInfo()
        // Unsorted: the evidence comes back in source order whatever the order of the calls.
        let titleCalls = file.occurrences(of: "setTitle") + file.occurrences(of: "setAttributedTitle")
        for item in namingEvidence(index, titleCalls: titleCalls) {
            // The subject's first name after `self`.
            let root = item.subject.first { !index.isName(Int($0), "self") }.map(Int.init)
            let isLocal = root.map { index.kind($0) == .dollarIdentifier || index.localDeclaration(named: $0) != nil } ?? false
            let path = index.pathNames(item.subject)
            if !isLocal, let type = index.enclosingType(of: item.token) {
                info.inTypes.append((index.declarations[type].nameText, path.joined(separator: "."), item.evidence))
            }
            if let last = path.last, path.count >= 2 || !isLocal {
                info.labeledReceivers[last, default: []].insert(item.evidence)
            }
            if path.count == 1, let root, let creator = index.creatorName(ofSubject: root), KnownTypes.superclass[creator] == nil {
                info.labeledResults[creator, default: []].insert(item.evidence)
            }
        }
        return info
    }

    static func merge(_ infos: [FileInfo]) -> Collected {
        var collected = Collected()
        for info in infos {
            for item in info.inTypes { collected.inTypes["\(item.type)|\(item.receiver)", default: []].insert(item.evidence) }
            for (name, evidence) in info.labeledReceivers { collected.labeledReceivers[name, default: []].formUnion(evidence) }
            for (creator, evidence) in info.labeledResults { collected.labeledResults[creator, default: []].formUnion(evidence) }
        }
        return collected
    }

    /// The file's label evidence without blank titles: `setTitle("", for: .normal)` or
    /// `title = " "` shows no text, so VoiceOver still has nothing to read.
    static func namingEvidence(_ index: SyntaxIndex, titleCalls: [Int32]) -> [LabelEvidence] {
        index.labelEvidence(titleCalls: titleCalls).filter { item in
            guard LabelEvidence.titles.contains(item.evidence) else { return true }
            if let call = index.call(named: item.token), let title = call.arguments.first {
                return !index.isBlankStringLiteral(from: Int(title.start), through: Int(title.end))
            }
            if index.isOperator(item.token, "="), let end = index.statementEnd(from: item.token + 1) {
                return !index.isBlankStringLiteral(from: item.token + 1, through: end)
            }
            return true
        }
    }
}

extension SyntaxIndex {
    /// Whether tokens `first...last` are one string literal with no interpolation and
    /// nothing but white space in it (`""`, `" "`).
    func isBlankStringLiteral(from first: Int, through last: Int) -> Bool {
        guard first < last, kind(first) == .stringStart, kind(last) == .stringEnd, partner(of: first) == last else { return false }
        for token in (first + 1)..<last {
            guard kind(token) == .stringSegment else { return false }
            if !text(token).allSatisfy({ $0 == " " || $0 == "\t" }) { return false }
        }
        return true
    }

    /// The last token of the expression statement starting at `first` (before a line break, `;` or `}`).
    func statementEnd(from first: Int) -> Int? {
        guard first < count else { return nil }
        var token = first
        while token + 1 < count, !isAtStatementEnd(token) {
            if let close = partner(of: token), close > token { token = close } else { token += 1 }
        }
        return token
    }
}
