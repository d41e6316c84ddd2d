/// SwiftUI multi-taps (`.onTapGesture(count: 2)`, `TapGesture(count: 2)`): a hidden shortcut
/// beside the real controls, unless a double tap is the way to an action.
extension TapGestureAsButtonRule {
    /// Whether a tap with a `count:` is a shortcut rather than a fake button: three or more taps
    /// (a hidden escape hatch), a count that is not a literal (not judged), or a double tap whose
    /// action zooms or scales (media zoom), only sets the view's own state or calls its own methods
    /// (reveals a detail or a debug panel), is done by a control of the same view type too (`buttons`:
    /// the configured button components), or cannot be read. A double tap that calls a method of
    /// another object (`call.stopVideo()`, `store.delete(item)`) is judged like a single tap. `count: 1` or no
    /// count is no multi-tap (`false`). `action`: the call holding the tap's closure or `perform:`.
    func isMultiTapShortcut(count call: CallSite, action: CallSite?, buttons: Set<String> = [], index: SyntaxIndex) -> Bool {
        guard let count = index.argument(call, labeled: "count") else { return false }
        let value = Int(count.start)
        guard count.start == count.end, index.kind(value) == .integer else { return true }
        if index.isText(value, "1") { return false }
        guard index.isText(value, "2"), let action else { return true }
        // A second gesture beside a single tap on the same view (`.onTapGesture(count: 2) { … }
        // .onTapGesture { … }`): the single tap is judged on its own, the double tap is its shortcut.
        if besideSingleTap(call, index: index) { return true }
        let ranges = actionRanges(of: action, index: index)
        guard !ranges.isEmpty else { return true }
        var signatures: Set<String> = []
        var callsOut = false
        for range in ranges {
            for probe in range where index.tokens[probe].kind == .identifier {
                let name = index.text(probe).lowercased()
                if TapGestureAsButtonRule.transformsDisplay(name) { return true }
                // `session.stopVideo()`, `UIPasteboard.general.setValue(…)`: a method of another object.
                if index.kind(probe - 1) == .period, !index.isName(probe - 2, "self"), !index.isName(probe, "toggle"),
                   index.call(named: probe) != nil, !SyntaxIndex.incidentalCalls.contains(index.text(probe)) {
                    callsOut = true
                }
            }
            signatures.formUnion(index.actionSignatures(from: range.lowerBound, through: range.upperBound))
        }
        // Only the view's own state or methods (`showsStatistics = true`, `resetLayout()`).
        if !callsOut { return true }
        // A control of the same view type does it too (a double tap to like beside the Like button).
        guard let type = index.enclosingType(of: Int(call.name)), index.declarations[type].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[type].body)]
        return signatures.isSubset(of: index.controlActionSignatures(from: Int(body.open) + 1, through: Int(body.close) - 1,
                                                                     extra: buttons))
    }

    /// Words of a double tap's action that only change how the view's media is shown: zooming,
    /// scaling, flipping, mirroring or rotating the picture (double tap to zoom, to mirror a camera
    /// preview). The picture is the same content, so the tap is no action a user lacks.
    static let displayTransformWords = ["zoom", "scale", "magnif", "flip", "mirror", "rotat"]

    static func transformsDisplay(_ lowercasedName: String) -> Bool {
        displayTransformWords.contains { lowercasedName.contains($0) }
    }

    /// Whether the modifier chain of the multi-tap `call` also has a single `.onTapGesture` (no
    /// count, or `count: 1`).
    func besideSingleTap(_ call: CallSite, index: SyntaxIndex) -> Bool {
        guard let chain = index.chain(containing: Int(call.name)) else { return false }
        return chain.links.contains { link in
            guard link.name != call.name, index.isText(Int(link.name), "onTapGesture"), let other = link.call else { return false }
            guard let count = index.argument(other, labeled: "count") else { return true }
            return count.start == count.end && index.isText(Int(count.start), "1")
        }
    }

    /// The token ranges of what a tap runs: its trailing closure, a `perform: { … }` closure, or
    /// the body of a function of this file passed by name (`perform: zoomIn`).
    func actionRanges(of call: CallSite, index: SyntaxIndex) -> [ClosedRange<Int>] {
        if let closure = call.trailingClosures.first {
            let first = Int(closure.open) + 1
            let last = Int(closure.close) - 1
            return first <= last ? [first...last] : []
        }
        guard let perform = index.argument(call, labeled: "perform") ?? call.arguments.last else { return [] }
        let first = Int(perform.start)
        if index.kind(first) == .leftBrace, let close = index.partner(of: first) {
            return first + 1 <= close - 1 ? [(first + 1)...(close - 1)] : []
        }
        guard perform.start == perform.end, index.tokens[first].kind == .identifier else { return [] }
        return index.functions(named: index.text(first)).compactMap { declaration in
            let function = index.declarations[declaration]
            guard function.body >= 0 else { return nil }
            let body = index.scopes[Int(function.body)]
            return Int(body.open) + 1 <= Int(body.close) - 1 ? (Int(body.open) + 1)...(Int(body.close) - 1) : nil
        }
    }
}
