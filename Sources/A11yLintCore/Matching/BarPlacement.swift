/// Where a view is placed: in a toolbar or navigation bar. A bar gives its items the bar's hit
/// area and keeps its title metrics fixed (inline titles and bar buttons do not grow with
/// Dynamic Type; a long press shows the Large Content Viewer instead), so a view placed only in
/// bars is judged by the bar, not by its own frame or font (`small-touch-target`,
/// `fixed-font-size`). Recorded per use of a view type (`ViewUse.isInBar`), read across files
/// through `ProjectModel.isPlacedOnlyInBars(_:)`.
enum BarPlacement {
    /// Calls whose content the system lays out as bar items.
    static let barCalls: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems"]

    /// Whether a declaration's name says it builds bar content (`toolbarContent`, `navBarButtons`,
    /// `navigationBarTrailingItems`).
    static func namesBar(_ name: String) -> Bool {
        // Byte for byte (`containsBytes`): Foundation's `contains` bridged every enclosing
        // declaration's name of every view use to NSString.
        let lowered = name.lowercased()
        return lowered.containsBytes(of: "toolbar") || lowered.containsBytes(of: "navbar")
            || lowered.containsBytes(of: "navigationbar")
    }
}

extension SyntaxIndex {
    /// Whether a property or function around token `token` is named for a bar
    /// (`var toolbarItems: some ToolbarContent`, `func navBarButtons() -> some View`). A type named
    /// so (`struct ComposerToolbar: View`) is not: it is often the app's own strip of buttons in
    /// the content, which no bar sizes.
    func isInDeclarationNamedForBar(_ token: Int) -> Bool {
        var inBar = false
        forEachEnclosingScope(of: token) { scope in
            let declaration = Int(scopes[scope].declaration)
            guard declaration >= 0 else { return true }
            if declarations[declaration].kind.isType { return false }
            if BarPlacement.namesBar(declarations[declaration].nameText) { inBar = true }
            return !inBar
        }
        return inBar
    }
}
