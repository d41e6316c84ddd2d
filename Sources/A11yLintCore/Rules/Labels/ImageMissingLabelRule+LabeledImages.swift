/// Image views whose image carries its own label: a `UIImageView` reads the
/// `accessibilityLabel` of the `UIImage` it shows when it has none itself, so an
/// image made by a call that is handed the label (`.symbol(.star, accessibilityLabel: …)`,
/// a project factory setting `image.accessibilityLabel`) names the view.
extension ImageMissingLabelRule {
    /// Whether every image given to the local image view `local` (in its
    /// initializer, `UIImageView(image: …)`, or by `view.image = …`) is made by a call
    /// passed an `accessibilityLabel:` argument, directly or through a local
    /// assigned in every branch.
    func imageCarriesLabel(local: Int, index: SyntaxIndex) -> Bool {
        let declaration = index.declarations[local]
        let name = declaration.nameText
        var sources: [ClosedRange<Int>] = []
        let start = Int(declaration.initializerStart)
        let end = Int(declaration.initializerEnd)
        if start >= 0, end >= start, let call = index.call(named: start),
           let image = index.argument(call, labeled: "image") {
            sources.append(Int(image.start)...Int(image.end))
        }
        let scope = index.innermostScope(containing: Int(declaration.keyword))
        for assignment in index.assignments() where assignment.target.count == 2 {
            guard index.isText(Int(assignment.target[0]), equalTo: name), index.isText(Int(assignment.target[1]), "image"),
                  index.innermostScope(containing: Int(assignment.target[0])).map({ isInside($0, scope, index) }) ?? false
            else { continue }
            sources.append(Int(assignment.valueStart)...Int(assignment.valueEnd))
        }
        guard !sources.isEmpty else { return false }
        return sources.allSatisfy { labeledImage($0, scope: scope, index: index, depth: 0) }
    }

    /// Whether `inner` is `outer` or nested in it.
    private func isInside(_ inner: Int, _ outer: Int?, _ index: SyntaxIndex) -> Bool {
        guard let outer else { return true }
        var scope = inner
        while scope >= 0 {
            if scope == outer { return true }
            scope = Int(index.scopes[scope].parent)
        }
        return false
    }

    /// Whether the image expression `range` is made by a call handed an
    /// `accessibilityLabel:` argument, or names a local every assignment of which is.
    private func labeledImage(_ range: ClosedRange<Int>, scope: Int?, index: SyntaxIndex, depth: Int) -> Bool {
        if range.count == 1, index.tokens[range.lowerBound].kind == .identifier, depth < 2 {
            let name = index.text(range.lowerBound)
            var values: [ClosedRange<Int>] = []
            for assignment in index.assignments() where assignment.target.count == 1 {
                guard index.isText(Int(assignment.target[0]), equalTo: name), assignment.valueStart <= assignment.valueEnd,
                      index.innermostScope(containing: Int(assignment.target[0])).map({ isInside($0, scope, index) }) ?? false
                else { continue }
                values.append(Int(assignment.valueStart)...Int(assignment.valueEnd))
            }
            if let local = index.localDeclaration(named: range.lowerBound) {
                let declaration = index.declarations[local]
                if declaration.initializerStart >= 0, declaration.initializerEnd >= declaration.initializerStart {
                    values.append(Int(declaration.initializerStart)...Int(declaration.initializerEnd))
                }
            }
            return !values.isEmpty && values.allSatisfy { labeledImage($0, scope: scope, index: index, depth: depth + 1) }
        }
        for probe in range where index.tokens[probe].kind == .identifier {
            guard let call = index.call(named: probe) else { continue }
            if call.arguments.contains(where: { $0.label >= 0 && index.isText(Int($0.label), "accessibilityLabel") }) {
                return true
            }
        }
        return false
    }
}
