/// Views whose taps never arrive: `isUserInteractionEnabled = false` set on the view by the
/// function that attaches the recognizer, before it and not undone after it.
extension TapGestureAsButtonRule {
    /// Whether the function enclosing `site` turns user interaction off on the view at `path`
    /// (`[]` or `["self"]`: the view itself) before `site`, and does not turn it back on in
    /// that function: a recognizer on a view that takes no touches is never a button.
    func disablesInteraction(of path: [String], before site: Int, index: SyntaxIndex) -> Bool {
        guard let function = index.enclosingFunction(of: site) else { return false }
        let body = Int(index.declarations[function].body)
        guard body >= 0 else { return false }
        let open = Int(index.scopes[body].open)
        let close = Int(index.scopes[body].close)
        let receiver = path.first == "self" ? Array(path.dropFirst()) : path
        var disabled = false
        // The writes come in source order: the last one before the attachment decides.
        for assignment in index.assignments() where assignment.kind == .assign {
            guard let last = assignment.target.last.map(Int.init), last > open, last < close,
                  index.isText(last, "isUserInteractionEnabled") else { continue }
            var target = Array(index.pathNames(assignment.target).dropLast())
            if target.first == "self" { target.removeFirst() }
            guard target == receiver else { continue }
            let value = Int(assignment.valueStart)
            if last < site {
                disabled = index.isName(value, "false") && assignment.valueEnd == assignment.valueStart
            } else if !index.isName(value, "false") {
                return false
            }
        }
        return disabled
    }
}
