/// SwiftUI dimming scrims, the same mechanism as UIKit's: a plain colour laid over or behind the
/// screen only while something is open (`.background(open ? Color.black.opacity(0.5) : nil)`,
/// `if isMenuShown { Color.black.opacity(0.3) … }`) whose tap closes what is open is the area
/// around an overlay, whatever the handler calls on the way, unless it opens something. VoiceOver
/// closes the overlay with its escape gesture, so the scrim is no button a user lacks.
extension TapGestureAsButtonRule {
    /// Whether the tapped view is such a scrim and the tap (tokens `first...last`) closes what it
    /// is shown for: it writes a state the scrim's presence depends on (`open = false`,
    /// `selected = nil`, `isShown.toggle()`) and opens nothing (no state set to `true`, no
    /// presenting or navigating call).
    func closesFromScrim(chain: ModifierChain, action first: Int, through last: Int, index: SyntaxIndex) -> Bool {
        guard first <= last, isDimming(chain: chain, index: index) else { return false }
        let states = presenceStates(of: Int(chain.baseStart), index: index)
        guard !states.isEmpty else { return false }
        var closes = false
        for probe in first...last where index.tokens[probe].kind == .identifier {
            let name = index.text(probe)
            if index.isOperator(probe + 1, "=") {
                if index.isName(probe + 2, "true") { return false }
                if states.contains(name), index.isName(probe + 2, "false") || index.isName(probe + 2, "nil") { closes = true }
            } else if index.kind(probe + 1) == .period, index.isName(probe + 2, "toggle"), states.contains(name) {
                closes = true
            } else if index.kind(probe - 1) != .period || index.isName(probe - 2, "self"), index.call(named: probe) != nil {
                let lower = name.lowercased()
                if TapGestureAsButtonRule.openingPrefixes.contains(where: { lower.hasPrefix($0) }) { return false }
            }
        }
        return closes
    }

    /// `closesFromScrim` for a tap modifier's action: its trailing closure or a closure passed as `perform:`.
    func closesFromScrim(chain: ModifierChain, action call: CallSite, index: SyntaxIndex) -> Bool {
        if let closure = call.trailingClosures.first {
            var first = Int(closure.open) + 1
            if let scope = index.scope(openedBy: Int(closure.open)), index.scopes[scope].signatureEnd >= 0 {
                first = Int(index.scopes[scope].signatureEnd) + 1
            }
            return closesFromScrim(chain: chain, action: first, through: Int(closure.close) - 1, index: index)
        }
        guard let perform = index.argument(call, labeled: "perform"), index.kind(Int(perform.start)) == .leftBrace,
              let close = index.partner(of: Int(perform.start)) else { return false }
        return closesFromScrim(chain: chain, action: Int(perform.start) + 1, through: close - 1, index: index)
    }

    /// Call names that open or reach something: a tap making them is a button, scrim or not.
    static let openingPrefixes = ["open", "present", "push", "navigate", "show", "select", "play", "start"]

    /// Colours that dim what is behind them.
    static let dimmingColors: Set<String> = ["black", "gray", "white", "primary", "clear"]

    /// Whether the tapped view is a plain colour or shape (or a stack of them) drawn as a dimming
    /// layer: see-through (`.clear`, an opacity below 0.05: a catch area), or a dark or light wash
    /// at any opacity (`Color.black.opacity(0.5)`, `.gray.opacity(0.3)`, `Color(.systemGray)`); with nothing drawn on it
    /// (no `.overlay`) and no fixed size (`.frame(width: 33, height: 33)`). A tinted circle with a
    /// checkmark on it is a control, not a scrim.
    func isDimming(chain: ModifierChain, index: SyntaxIndex) -> Bool {
        let first = Int(chain.baseStart)
        let last = Int(chain.end)
        guard first <= last, index.kind(first) == .identifier,
              TapGestureAsButtonRule.backgroundViews.contains(index.text(first))
                || isPlainStack(base: first, end: Int(chain.baseEnd), index: index) else { return false }
        for link in chain.links {
            let name = Int(link.name)
            if index.isText(name, "overlay") { return false }
            if index.isText(name, "frame"), let call = link.call,
               index.argument(call, labeled: "width") != nil || index.argument(call, labeled: "height") != nil {
                return false
            }
        }
        var dims = false
        for probe in first...last where index.kind(probe) == .identifier && index.kind(probe - 1) == .period {
            let name = index.text(probe)
            // `Color(.systemGray)`, `Color(uiColor: .systemGray4)`: the system's greys wash the content too.
            if name == "clear" || TapGestureAsButtonRule.dimmingColors.contains(name) || name.hasPrefix("systemGray")
                || name == "darkGray" || name == "lightGray" {
                dims = true
            }
            if name == "opacity", index.kind(probe + 1) == .leftParen, index.kind(probe + 3) == .rightParen,
               let value = Double(index.text(probe + 2)), value < 0.05 {
                dims = true
            }
        }
        return dims
    }

    /// The states that decide whether the view at `base` exists: the condition of a ternary that
    /// shows it or `nil` (`.background(!open ? nil : Color…)`), and the conditions of the `if`s
    /// around it within its declaration (`if isMenuShown { … }`, `if let selected { … }`).
    func presenceStates(of base: Int, index: SyntaxIndex) -> Set<String> {
        var states: Set<String> = []
        // `modifier(condition ? nil : view)` / `modifier(condition ? view : nil)`.
        if let opener = index.enclosingOpener(of: base), index.kind(opener) == .leftParen,
           let close = index.partner(of: opener) {
            var question = -1
            var sawNil = false
            for probe in (opener + 1)..<close where index.enclosingOpener(of: probe) == opener {
                if question < 0, index.isOperator(probe, "?"), index.tokens[probe].flags.contains(.hasLeadingTrivia) {
                    question = probe
                }
                if index.isName(probe, "nil") { sawNil = true }
            }
            if question > opener, question < base, sawNil {
                for probe in (opener + 1)..<question where index.tokens[probe].kind == .identifier {
                    states.insert(index.text(probe))
                }
            }
        }
        index.forEachEnclosingScope(of: base) { scope in
            let kind = index.scopes[scope].kind
            if kind == .functionBody || kind == .propertyBody || kind == .accessor || kind == .typeBody { return false }
            guard kind == .controlFlow, let condition = ifCondition(of: scope, index: index) else { return true }
            for token in condition where index.tokens[token].kind == .identifier {
                states.insert(index.text(token))
            }
            return true
        }
        return states
    }
}
