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
        // Which subview's frame holds the touch (`CGRectContainsPoint(sub.frame, p)`, lowered Objective-C).
        "CGRectContainsPoint",
    ]

    /// Whether tokens `first...last` feed the touch location into a hit test
    /// (`characterIndex(for: location, …)`, `link(at: point)`, `hitTest(location, with:)`):
    /// the location only picks which target is activated.
    func hitTestsDiscreteTarget(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...last where tokens[probe].kind == .identifier {
            if comparesEdgeZone(at: probe, through: last) { return true }
            // `thumbnail.frame.contains(point)`: which subview holds the touch.
            if isText(probe, "contains"), kind(probe - 1) == .period, isName(probe - 2, "frame"), call(named: probe) != nil {
                return true
            }
            guard SyntaxIndex.hitTestCalls.contains(text(probe)), call(named: probe) != nil else { continue }
            return true
        }
        return false
    }

    /// Whether token `probe` is a coordinate (`.x`, `.y`) compared in an `if` against a zone edge: a
    /// non-zero number or a size (`center.x < 40`, `point.x > view.bounds.width - 40`,
    /// `location.x < bounds.width / 2`), the branch doing something. Such tap zones are hidden
    /// buttons (the left edge shows the previous image, the right edge the next one), not a point
    /// picked on a continuous surface; a bounds guard (`if point.x < 0 { return }`) is no zone.
    func comparesEdgeZone(at probe: Int, through last: Int) -> Bool {
        guard isText(probe, "x") || isText(probe, "y"), kind(probe - 1) == .period, kind(probe - 2) == .identifier,
              let comparison = kind(probe + 1), comparison == .operator,
              isText(probe + 1, "<") || isText(probe + 1, ">") || isText(probe + 1, "<=") || isText(probe + 1, ">=")
        else { return false }
        // The condition must belong to an `if` on the same line.
        var start = probe - 2
        while start > 0, !tokens[start].flags.contains(.isAtStartOfLine), !isName(start, "if") { start -= 1 }
        guard isName(start, "if"), let brace = bodyBrace(after: start), brace > probe, brace <= last,
              let close = partner(of: brace) else { return false }
        var edge = false
        var operand = probe + 2
        while operand < brace, kind(operand) != .comma, !isOperator(operand, "&&"), !isOperator(operand, "||") {
            switch tokens[operand].kind {
            case .integer, .float:
                if let value = Double(text(operand)), value != 0 { edge = true }
            case .identifier:
                if ["width", "height", "midX", "midY", "maxX", "maxY"].contains(text(operand)) { edge = true }
            default:
                break
            }
            operand += 1
        }
        guard edge else { return false }
        // The branch acts: a call or an assignment, not a bare `return`.
        for token in (brace + 1)..<close where tokens[token].kind == .identifier {
            if call(named: token) != nil || isOperator(token + 1, "=") { return true }
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
