extension SyntaxIndex {
    /// Whether the view use at token `index` is a navigation destination: the
    /// `destination:` argument or destination closure of the nearest enclosing control
    /// (`NavigationLink(destination: DetailView())`, `NavigationLink { DetailView() } label: { … }`).
    /// A destination is the next screen, not part of the control's label, so the control
    /// does not cover it.
    func isNavigationDestination(_ index: Int) -> Bool {
        var current = index
        var steps = 0
        while let opener = enclosingOpener(of: current), steps < 256 {
            steps += 1
            if let owner = owningCall(ofOpener: opener), SyntaxIndex.swiftUIControls.contains(text(Int(owner.name))) {
                return controlPart(of: owner, containing: current) == .destination
            }
            current = opener
        }
        return false
    }
}
