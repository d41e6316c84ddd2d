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
                      // A 0 pt constraint collapses the button out of the layout (a variant that hides it): no target.
                      let constant = number(call.arguments.first, index: index), constant < options.minimum, constant > 0,
                      !index.isExcludedFromIOS(anchor) else { continue }
                let receiver = index.kind(anchor - 1) == .period ? index.targetPath(endingAt: anchor - 2) : []
                guard isButton(receiver, at: anchor, file: file), !isBarCustomView(receiver, at: anchor, file: file),
                      !takesNoTouches(receiver, at: anchor, file: file) else { continue }
                findings.append(file.finding(from: receiver.first.map(Int.init) ?? anchor, through: anchor,
                                             message: SmallTouchTargetRule.message(
                                                constant: constant, dimension: name == "widthAnchor" ? "width" : "height",
                                                minimum: options.minimum)))
            }
        }
        return findings
    }

    /// Whether the button is handed to a bar item as its custom view (`UIBarButtonItem(customView:
    /// prevButton)`), in the function that declares it when it is a local, else in its type: the
    /// bar lays the item out and gives it the bar's hit area, whatever its own frame.
    func isBarCustomView(_ receiver: [Int32], at anchor: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        let path = index.pathNames(receiver).filter { $0 != "self" }
        guard path.count == 1, let name = path.last, let token = receiver.last else { return false }
        let isLocal = index.localDeclaration(named: Int(token)) != nil
        guard let owner = isLocal ? index.enclosingFunction(of: anchor) : index.enclosingType(of: anchor) else { return false }
        let body = index.declarations[owner].body
        guard body >= 0 else { return false }
        let range = Int(index.scopes[Int(body)].open)...Int(index.scopes[Int(body)].close)
        for occurrence in file.occurrences(of: "customView") where range.contains(Int(occurrence)) {
            let label = Int(occurrence)
            guard index.kind(label + 1) == .colon else { continue }
            var value = label + 2
            if index.isName(value, "self"), index.kind(value + 1) == .period { value += 2 }
            if index.kind(value) == .identifier, index.text(value) == name,
               index.kind(value + 1) == .rightParen || index.kind(value + 1) == .comma {
                return true
            }
        }
        return false
    }

    /// Whether the button is made to take no touches (`isUserInteractionEnabled = false`): an
    /// indicator drawn with a button (a checkmark badge), no target. Looked for on the same name
    /// in its type (`badge.isUserInteractionEnabled = false`, through `self.` too), and, for a
    /// property, anywhere in the closure that builds it (`let view = GradientButton(…);
    /// view.isUserInteractionEnabled = false; return view`); for a local, in its function.
    func takesNoTouches(_ receiver: [Int32], at anchor: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        let path = index.pathNames(receiver).filter { $0 != "self" }
        guard path.count <= 1 else { return false }
        let isLocal = receiver.last.map { index.localDeclaration(named: Int($0)) != nil } ?? false
        guard let owner = isLocal ? index.enclosingFunction(of: anchor) : index.enclosingType(of: anchor) else { return false }
        let body = index.declarations[owner].body
        guard body >= 0 else { return false }
        let range = Int(index.scopes[Int(body)].open)...Int(index.scopes[Int(body)].close)
        // The closure that builds the property (`private let badge: UIButton = { … }()`).
        var builder: ClosedRange<Int>?
        if !isLocal, let name = path.last, let property = index.member(of: owner, where: {
            index.declarations[$0].kind == .variable && index.declarations[$0].nameText == name
        }), index.declarations[property].initializerStart >= 0, index.declarations[property].initializerEnd
            >= index.declarations[property].initializerStart {
            builder = Int(index.declarations[property].initializerStart)...Int(index.declarations[property].initializerEnd)
        }
        for occurrence in file.occurrences(of: "isUserInteractionEnabled") where range.contains(Int(occurrence)) {
            let token = Int(occurrence)
            guard index.isOperator(token + 1, "="), index.isName(token + 2, "false"), index.kind(token - 1) == .period else { continue }
            if let builder, builder.contains(token) { return true }
            let target = index.pathNames(index.targetPath(endingAt: token - 2)).filter { $0 != "self" }
            if target == path { return true }
        }
        return false
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
