/// Label evidence for UIKit controls (`LabelEvidence`), recorded three ways so
/// a rule can find a label set far from where the control gets its image.
extension FileFacts {
    /// The names label-evidence extraction looks up in the name index.
    static let labelNames = ["setTitle", "setAttributedTitle"]

    /// Records the file's label evidence: per type and receiver (members of `self`
    /// and of its properties, in any extension), by the receiver's last name
    /// (`cell.playButton.accessibilityLabel = …` → `playButton`), and by the callee
    /// that created a labeled local or property (`let b = IconButton(…)` → `IconButton`).
    mutating func extractLabelEvidence(from index: SyntaxIndex, names: NameTable) {
        var titleCalls: [Int32] = []
        for name in FileFacts.labelNames {
            if let id = names.id(of: name) { titleCalls += index.occurrences(of: id) }
        }
        // Unsorted: the evidence comes back in source order whatever the order of the calls.
        for item in index.labelEvidence(titleCalls: titleCalls) {
            // The subject's first name after `self`.
            let root = item.subject.first { !index.isName(Int($0), "self") }.map(Int.init)
            let isLocal = root.map { index.kind($0) == .dollarIdentifier || index.localDeclaration(named: $0) != nil } ?? false
            let path = index.pathNames(item.subject)
            if !isLocal, let type = index.enclosingType(of: item.token) {
                labelEvidence.append(MemberWrite(type: index.declarations[type].nameText,
                                                 receiver: path.joined(separator: "."), member: item.evidence, value: []))
            }
            if let last = path.last, path.count >= 2 || !isLocal {
                labeledReceivers[last, default: []].insert(item.evidence)
            }
            if path.count == 1, let root, let creator = index.creatorName(ofSubject: root), KnownTypes.superclass[creator] == nil {
                labeledResults[creator, default: []].insert(item.evidence)
            }
        }
    }
}
