/// `#selector(…)` expressions, which UIKit target-action code names its handlers with.
extension SyntaxIndex {
    /// The token of the method that `#selector(name)`, `#selector(self.name(_:))` or
    /// `#selector(Type.name)` names, for the expression `first...last`; nil when
    /// `first` is not `#selector`.
    public func selectorName(from first: Int, through last: Int) -> Int? {
        guard isText(first, "#selector") else { return nil }
        var name: Int?
        var probe = first + 2
        while probe <= last {
            if tokens[probe].kind == .identifier { name = probe }
            if tokens[probe].kind == .leftParen || tokens[probe].kind == .rightParen { break }
            probe += 1
        }
        return name
    }
}
