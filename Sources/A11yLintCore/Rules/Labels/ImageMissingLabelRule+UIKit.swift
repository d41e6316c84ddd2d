/// The UIKit half of `image-missing-label`: a `UIImageView` made an accessibility
/// element (`isAccessibilityElement = true`) that is never given a label. A
/// `UIImageView` is not an element by default, so only this opt-in exposes it.
extension ImageMissingLabelRule {
    /// `labelingHelpers`: the project's functions that label a view they take (pass 1).
    func checkUIKit(_ file: SwiftFileContext, labelingHelpers: Set<String> = []) -> [RuleFinding] {
        let index = file.index
        let project = file.project
        // Members that give a view its spoken name: labels and label aliases (declared and
        // configured: the project model merges both).
        let aliases = project.labelAliasNames
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "isAccessibilityElement") {
            let token = Int(occurrence)
            guard index.isOperator(token + 1, "="), index.isName(token + 2, "true"),
                  index.expressionEnd(from: token + 2) == token + 2,
                  let ownerDeclaration = index.enclosingType(of: token) else { continue }
            let owner = index.declarations[ownerDeclaration].nameText
            let receiver = Array(index.targetPath(endingAt: token).dropLast())
            let path = index.pathNames(receiver)
            var type: String?
            var writes: [MemberWrite]
            if path.isEmpty {
                type = owner                                        // inside a UIImageView subclass
                writes = project.writes(in: owner, receiver: "")
            } else if path.count == 1, let local = index.localDeclaration(named: Int(receiver[receiver.count - 1])) {
                type = index.inferredTypeName(ofDeclaration: local)
                let scope = index.innermostScope(containing: Int(index.declarations[local].keyword))
                writes = index.writes(to: ObjectBinding(names: [path[0]], localScope: scope), project: project)
                if imageCarriesLabel(local: local, index: index) { continue }
                // A local returned by a property's initializer closure (`let qrView: UIImageView = { let view =
                // UIImageView(); …; return view }()`) is that property: a label set on it in another method or
                // file of the type (`configure(with:)`) names it.
                if let scope, index.scopes[scope].kind == .closure, let property = index.propertyInitialized(byClosure: scope) {
                    writes += project.writes(in: owner, receiver: index.declarations[property].nameText)
                }
            } else {
                let joined = path.joined(separator: ".")
                type = path.count == 1 ? project.propertyType(in: owner, property: joined) : nil
                writes = project.writes(in: owner, receiver: joined)
            }
            guard let type, project.isKind(type, of: "UIImageView") || file.components.images.contains(type) else { continue }
            writes += project.writes(in: type, receiver: "")
            if writes.contains(where: { LabelEvidence.labels.contains($0.member) || aliases.contains($0.member) }) {
                continue
            }
            if let name = path.last, passesToLabelingHelper(name, inTypeOf: token, helpers: labelingHelpers, index: index) {
                continue
            }
            let start = receiver.first.map(Int.init) ?? token
            findings.append(file.finding(from: start, through: token, message: ImageMissingLabelRule.imageViewMessage()))
        }
        return findings
    }

    /// Whether a call in the type enclosing `site` (this file) passes the view named `name`
    /// (`logoView`, `self.logoView`) to a project function, in the position of the parameter it labels
    /// (`applyLabel(to: logoView, text: …)`; `helpers` holds `name:position`).
    func passesToLabelingHelper(_ name: String, inTypeOf site: Int, helpers: Set<String>, index: SyntaxIndex) -> Bool {
        guard !helpers.isEmpty, let owner = index.enclosingType(of: site), index.declarations[owner].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[owner].body)]
        let first = Int(body.open) + 1
        let last = Int(body.close) - 1
        guard first <= last else { return false }
        for probe in first...last where index.kind(probe) == .identifier && index.kind(probe + 1) == .leftParen {
            guard let call = index.call(named: probe) else { continue }
            for (position, argument) in call.arguments.enumerated() {
                let end = Int(argument.end)
                guard index.kind(end) == .identifier, index.isText(end, equalTo: name),
                      // `logoView` or `self.logoView`, nothing longer.
                      argument.start == argument.end || end - 2 == Int(argument.start) && index.isName(Int(argument.start), "self")
                else { continue }
                if helpers.contains(index.text(probe) + ":" + String(position)) { return true }
            }
        }
        return false
    }

    /// The message for a `UIImageView` made an element without a label.
    static func imageViewMessage() -> String {
        "This image view is made an accessibility element but never given an accessibility label, so VoiceOver "
            + "reads its image's asset name, or just 'image', instead of what it shows."
    }
}
