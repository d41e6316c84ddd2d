/// Refinements of the tap-handler analysis (`ActionAnalysis.swift`): a touch location
/// used only to find a discrete target is not a spatial input, and constructing a
/// haptic generator carries no meaning of its own.
extension SyntaxIndex {
    /// Calls that turn a touch location into one discrete target (a character, a link,
    /// a subview): the tap then activates that target, like a button would. Rows and items
    /// (`indexPathForRow(at:)`) are left out: table and collection cells are accessibility
    /// elements already, which VoiceOver activates with a tap at their centre.
    static let hitTestCalls: Set<String> = [
        "characterIndex", "glyphIndex", "link", "hitTest", "closestPosition", "characterRange",
    ]

    /// Whether tokens `first...last` feed the touch location into a hit test
    /// (`characterIndex(for: location, …)`, `link(at: point)`, `hitTest(location, with:)`):
    /// the location only picks which target is activated.
    func hitTestsDiscreteTarget(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...last where tokens[probe].kind == .identifier {
            guard SyntaxIndex.hitTestCalls.contains(text(probe)), call(named: probe) != nil else { continue }
            return true
        }
        return false
    }

    /// Whether a called name only makes a haptic feedback generator
    /// (`UIImpactFeedbackGenerator(style: .medium)`): like `impactOccurred()`, it says
    /// nothing about what the handler does.
    static func isIncidentalConstructor(_ name: String) -> Bool {
        name.hasSuffix("FeedbackGenerator") && name.hasPrefix("UI")
    }
}
