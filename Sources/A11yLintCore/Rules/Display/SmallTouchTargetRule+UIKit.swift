/// UIKit targets: a button's width or height anchor constrained to a small constant.
extension SmallTouchTargetRule {
    func checkUIKit(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        // A class that widens its hit area (`point(inside:with:)`) is not judged by its frame.
        guard index.functions(named: "point").isEmpty else { return [] }
        var findings: [RuleFinding] = []
        for name in ["widthAnchor", "heightAnchor"] {
            for occurrence in file.occurrences(of: name) {
                let anchor = Int(occurrence)
                guard index.kind(anchor + 1) == .period, index.isText(anchor + 2, "constraint"),
                      let call = index.call(named: anchor + 2), call.arguments.count == 1,
                      let label = call.arguments.first?.label, label >= 0, index.isText(Int(label), "equalToConstant"),
                      let constant = number(call.arguments.first, index: index), constant < options.minimum,
                      !index.isExcludedFromIOS(anchor) else { continue }
                let receiver = index.kind(anchor - 1) == .period ? index.targetPath(endingAt: anchor - 2) : []
                guard isButton(receiver, at: anchor, file: file) else { continue }
                findings.append(file.finding(from: receiver.first.map(Int.init) ?? anchor, through: anchor,
                                             message: SmallTouchTargetRule.message(
                                                constant: constant, dimension: name == "widthAnchor" ? "width" : "height",
                                                minimum: options.minimum)))
            }
        }
        return findings
    }

    /// Whether the receiver path is a button: declared as a control, named `…Button`/`…Btn`, or
    /// `self` in a `UIButton` subclass; a bar button item's custom view is not (the bar sizes it).
    func isButton(_ receiver: [Int32], at anchor: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        let path = index.pathNames(receiver).filter { $0 != "self" }
        if path.contains(where: { $0 == "customView" || $0.hasSuffix("Item") }) { return false }
        guard let last = path.last else {
            guard let type = index.enclosingType(of: anchor) else { return false }
            return file.project.isKind(index.declarations[type].nameText, of: "UIButton")
        }
        let lowered = last.lowercased()
        if lowered.hasSuffix("button") || lowered.hasSuffix("btn") { return true }
        if let token = receiver.last, let local = index.localDeclaration(named: Int(token)),
           let type = index.inferredTypeName(ofDeclaration: local) {
            return file.project.isKind(type, of: "UIButton")
        }
        guard path.count == 1, let owner = index.enclosingType(of: anchor),
              let type = file.project.propertyType(in: index.declarations[owner].nameText, property: last) else { return false }
        return file.project.isKind(type, of: "UIButton")
    }
}
