/// What a tap's action does, described as *effects* that can be compared with what a real
/// control does: each call it makes with its receiver and arguments (`unlockProject(selectedProject:
/// project)` on the view controller itself), and each state it writes with the value
/// (`expanded` toggled, `selection = item`, `sheet = .settings`). Conditions are reads, not effects
/// (`guard let project = sidebar.selectedItem()?.project`), and calls that carry no action of their
/// own (logging, haptics, animation wrappers, layout) are left out. The same description is made of
/// every real control in pass 1 (`TapGestureAsButtonRule+ScreenControls.swift`), so a tap and a
/// control written in different files, or in different types of one screen, compare alike.
extension TapGestureAsButtonRule {
    /// The most tokens of one argument list or value kept in an effect's text: longer ones are cut
    /// (two effects then compare equal only if their first tokens do).
    static let effectTextLimit = 24

    /// The effects of tokens `first...last` (a closure or function body): calls and state writes,
    /// each as an `ActionCall` whose receiver is the path before the name (`[]` for `self`) and whose
    /// signature is `name(label:value,…)` for a call, `set:name=value` for a write (`=toggle` for
    /// `.toggle()` and `x = !x`).
    static func effectParts(from first: Int, through last: Int, index: SyntaxIndex) -> [ActionCall] {
        positionedEffectParts(from: first, through: last, index: index).map(\.part)
    }

    /// `effectParts` with the token each effect is read at.
    static func positionedEffectParts(from first: Int, through last: Int, index: SyntaxIndex) -> [(part: ActionCall, at: Int)] {
        var parts: [(part: ActionCall, at: Int)] = []
        guard first >= 0, first <= last, index.count > 0 else { return parts }
        let end = min(last, index.count - 1)
        var locals: Set<String> = []
        for probe in first...end where index.isName(probe, "let") || index.isName(probe, "var") {
            if index.tokens[probe + 1].kind == .identifier { locals.insert(index.text(probe + 1)) }
        }
        var probe = first
        while probe <= end {
            let kind = index.tokens[probe].kind
            guard kind == .identifier || kind == .keyword else { probe += 1; continue }
            // Conditions are reads: `guard … else`, `if …`, `while …`, `switch …` up to the body, `case …:`.
            if index.isName(probe, "guard") {
                probe = skipCondition(from: probe + 1, through: end, until: "else", index: index) + 1
                continue
            }
            if index.isName(probe, "if") || index.isName(probe, "while") || index.isName(probe, "switch") {
                if let brace = index.bodyBrace(after: probe), brace <= end { probe = brace + 1 } else { probe += 1 }
                continue
            }
            if index.isName(probe, "case") {
                probe = skipCondition(from: probe + 1, through: end, until: ":", index: index) + 1
                continue
            }
            guard kind == .identifier else { probe += 1; continue }
            if let part = writePart(at: probe, locals: locals, index: index) {
                parts.append((part, probe))
            } else if let part = callPart(at: probe, index: index) {
                parts.append((part, probe))
            }
            probe += 1
        }
        return parts
    }

    /// The index of the first `until` token (a name or `:`) after `first` at this nesting, or `last`.
    static func skipCondition(from first: Int, through last: Int, until: StaticString, index: SyntaxIndex) -> Int {
        var cursor = first
        while cursor <= last {
            if until.utf8CodeUnitCount == 1, index.kind(cursor) == .colon { return cursor }
            if index.isName(cursor, until) { return cursor }
            if let kind = index.kind(cursor), kind == .leftParen || kind == .leftSquare || kind == .leftBrace,
               let partner = index.partner(of: cursor) {
                cursor = partner + 1
                continue
            }
            cursor += 1
        }
        return last
    }

    /// The write whose target path ends at `probe` (`self.offset = 0`, `isExpanded.toggle()`), unless
    /// it declares a local or writes into one.
    static func writePart(at probe: Int, locals: Set<String>, index: SyntaxIndex) -> ActionCall? {
        let next = probe + 1
        let isAssignment = index.kind(next) == .operator
            && (index.isOperator(next, "=") || index.isOperator(next, "+=") || index.isOperator(next, "-=")
                || index.isOperator(next, "|=") || index.isOperator(next, "&=") || index.isOperator(next, "*="))
        let isToggle = !isAssignment && index.isName(probe, "toggle") && index.kind(probe - 1) == .period
            && index.kind(probe + 1) == .leftParen && index.kind(probe + 2) == .rightParen
        guard isAssignment || isToggle else { return nil }
        var pathEnd = isToggle ? probe - 2 : probe
        if isToggle, index.isOperator(pathEnd, "?") || index.isOperator(pathEnd, "!") { pathEnd -= 1 }
        let path = index.targetPath(endingAt: pathEnd)
        guard let head = path.first else { return nil }
        // `let x = …` declares; `case let x = …` binds.
        if index.isName(Int(head) - 1, "let") || index.isName(Int(head) - 1, "var") { return nil }
        let names = index.pathNames(path).map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
        guard let member = names.last else { return nil }
        // A write to a local or into one (`frame.origin.y += 30`) changes nothing on screen by itself.
        if !index.isName(Int(head), "self"), locals.contains(names[0]) { return nil }
        let receiver = Array(names.dropLast())
        if isToggle { return ActionCall(receiver: receiver, signature: "set:" + member + "=toggle") }
        let valueStart = probe + 2
        let valueEnd = min(index.expressionEnd(from: valueStart), valueStart + effectTextLimit)
        var value = effectText(from: valueStart, through: valueEnd, index: index)
        // `isOn = !isOn`: a toggle.
        if value == "!" + names.joined(separator: ".") { value = "toggle" }
        let operation = index.isOperator(next, "=") ? "" : index.text(next)
        return ActionCall(receiver: receiver, signature: "set:" + member + "=" + operation + value)
    }

    /// The call named at `probe` with its receiver and argument text, unless it carries no action of
    /// its own (`SyntaxIndex.incidentalCalls`, haptics, logging, layout and scrolling).
    static func callPart(at probe: Int, index: SyntaxIndex) -> ActionCall? {
        guard let call = index.call(named: probe) else { return nil }
        let name = index.text(probe)
        guard !SyntaxIndex.incidentalCalls.contains(name), !SyntaxIndex.isIncidentalConstructor(name),
              !TapGestureAsButtonRule.incidentalTapCalls.contains(name), !SyntaxIndex.loggingCalls.contains(name),
              !TapGestureAsButtonRule.wrapperCalls.contains(name), !index.isHaptic(callee: probe),
              !isTrackingCall(at: probe, index: index) else { return nil }
        var receiver: [String] = []
        if index.kind(probe - 1) == .period {
            var end = probe - 2
            if index.isOperator(end, "?") || index.isOperator(end, "!") { end -= 1 }
            let path = index.targetPath(endingAt: end)
            // `self.unlock()` runs on the type itself; a receiver that is no plain path (`foo().bar()`)
            // is kept as a name nothing resolves.
            receiver = path.isEmpty ? ["?"] : index.pathNames(path)
        }
        var text = name + "("
        if call.open >= 0, Int(call.open) + 1 <= Int(call.close) - 1 {
            text += effectText(from: Int(call.open) + 1, through: Int(call.close) - 1, index: index)
        }
        text += ")" + String(repeating: "{}", count: call.trailingClosures.count)
        return ActionCall(receiver: receiver, signature: text)
    }

    /// Call names that only report an event to an analytics service, whatever receives them.
    static let trackingCalls: Set<String> = ["logEvent", "trackEvent"]

    /// Whether the call named at `probe` only reports to analytics or telemetry: a receiver path with a
    /// name mentioning either (`Analytics.shared.trackDidTapButton(buttonName: "profile")`,
    /// `analyticsService.send(.menuOpened)`, `TelemetryClient.shared.signal(…)`) or a `logEvent`/`trackEvent`
    /// call. Two handlers that differ only in the event name they report (`"profile"` against
    /// `"your_profile"`) do the same thing for the user. (`…Tracker` is left out: progress and package trackers act.)
    static func isTrackingCall(at probe: Int, index: SyntaxIndex) -> Bool {
        if trackingCalls.contains(index.text(probe)) { return true }
        guard index.kind(probe - 1) == .period else { return false }
        var end = probe - 2
        if index.isOperator(end, "?") || index.isOperator(end, "!") { end -= 1 }
        for name in index.pathNames(index.targetPath(endingAt: end)) {
            let lower = name.lowercased()
            if lower.contains("analytics") || lower.contains("telemetry") { return true }
        }
        return false
    }

    /// Calls that only schedule or wrap the work they are given (the work inside is read itself).
    static let wrapperCalls: Set<String> = ["DispatchQueue", "main", "animate", "animateKeyframes", "transition",
                                            "performWithoutAnimation"]

    /// The text of tokens `first...last` as effects compare it: `self.` dropped, optional marks
    /// dropped, closures as `{}`, at most `effectTextLimit` tokens.
    static func effectText(from first: Int, through last: Int, index: SyntaxIndex) -> String {
        var text = ""
        var probe = first
        var kept = 0
        let end = min(last, index.count - 1)
        while probe <= end, kept < effectTextLimit {
            let kind = index.tokens[probe].kind
            if kind == .leftBrace {
                text += "{}"
                probe = (index.partner(of: probe) ?? end) + 1
                continue
            }
            if index.isName(probe, "self"), index.kind(probe + 1) == .period || index.isOperator(probe + 1, "?") {
                probe += index.kind(probe + 1) == .period ? 2 : 3
                continue
            }
            if kind == .operator, index.isText(probe, "?") || index.isText(probe, "!"),
               !index.tokens[probe].flags.contains(.hasLeadingTrivia), probe > first {
                probe += 1
                continue
            }
            text += index.text(probe)
            kept += 1
            probe += 1
        }
        return text
    }

    /// The effects with each call of a method of `owner` declared in this file (one declaration of
    /// that name, with a body) replaced by that method's own effects, one level: `toggleMenu()` whose
    /// body is `showMenu.toggle()` becomes that write. Only calls without arguments: the body of
    /// `createFile(lang: 2)` is not what `createFile(lang: -1)` does.
    static func flattened(_ parts: [ActionCall], owner: String, index: SyntaxIndex) -> [ActionCall] {
        var result: [ActionCall] = []
        for part in parts {
            guard part.receiver.isEmpty, !part.signature.hasPrefix("set:"), part.signature.hasSuffix("()"),
                  let paren = part.signature.firstIndex(of: "("),
                  let body = methodBody(named: String(part.signature[..<paren]), owner: owner, index: index) else {
                result.append(part)
                continue
            }
            result += effectParts(from: body.lowerBound, through: body.upperBound, index: index)
        }
        return result
    }

    /// The body (inside its braces) of the one method named `name` declared in type `owner` in this file.
    static func methodBody(named name: String, owner: String, index: SyntaxIndex) -> ClosedRange<Int>? {
        var found: ClosedRange<Int>?
        for candidate in index.functions(named: name) where index.declarations[candidate].body >= 0 {
            guard let type = index.enclosingType(of: Int(index.declarations[candidate].keyword)),
                  index.declarations[type].nameText == owner else { continue }
            if found != nil { return nil }
            let body = index.scopes[Int(index.declarations[candidate].body)]
            guard Int(body.open) + 1 <= Int(body.close) - 1 else { return nil }
            found = (Int(body.open) + 1)...(Int(body.close) - 1)
        }
        return found
    }

    /// The effects as compared: each receiver resolved from `owner` to the type it names (through the
    /// project's property types; `[]` is `owner`, a capitalised root is that type), else kept as text
    /// scoped to `owner`, joined to the signature.
    func effectKeys(_ parts: [ActionCall], owner: String, project: ProjectModel) -> Set<String> {
        var keys: Set<String> = []
        for part in parts {
            let holder: String
            if part.receiver.isEmpty {
                holder = owner
            } else if let root = part.receiver.first?.utf8.first, root >= UInt8(ascii: "A"), root <= UInt8(ascii: "Z") {
                holder = part.receiver.joined(separator: ".")
            } else if let type = resolvedType(of: part.receiver, from: owner, project: project) {
                holder = type
            } else {
                holder = "~" + owner + "." + part.receiver.joined(separator: ".")
            }
            keys.insert(holder + "|" + part.signature)
        }
        return keys
    }

    /// Whether the control does what the tap does and nothing more: every effect of the tap is one of
    /// the control's (a write matches a write of the same state with the same value, or a control that
    /// sets that state to any value, `=*`, a `Toggle`), and every effect of the control is one of the
    /// tap's (an "Add" button that also clears the field is no "clear" button).
    static func covers(_ control: Set<String>, _ tap: Set<String>) -> Bool {
        guard !tap.isEmpty else { return false }
        var wildcards: Set<String> = []
        for key in tap where !control.contains(key) {
            guard let range = key.range(of: "|set:"), let equals = key[range.upperBound...].firstIndex(of: "=") else {
                return false
            }
            let wildcard = String(key[..<equals]) + "=*"
            if !control.contains(wildcard) { return false }
            wildcards.insert(wildcard)
        }
        return control.allSatisfy { tap.contains($0) || wildcards.contains($0) }
    }

    /// The alternatives an action's effects fall into: the effects of each arm of its `switch`es and
    /// `if … else` chains (with those outside every arm), so a menu handler shared by several items
    /// (`switch action.identifier { case "unlock": … }`) is each item's action, not their sum.
    static func alternatives(_ parts: [(part: ActionCall, at: Int)], index: SyntaxIndex) -> [[ActionCall]] {
        guard parts.count > 1, parts.count <= 48 else { return parts.isEmpty ? [] : [parts.map(\.part)] }
        var result: [[ActionCall]] = []
        var seen: Set<[String]> = []
        for (position, chosen) in parts.enumerated() {
            var alternative: [ActionCall] = []
            for (other, candidate) in parts.enumerated()
            where other == position || !index.areInExclusiveBranches(chosen.at, candidate.at) {
                alternative.append(candidate.part)
            }
            let key = alternative.map { $0.receiver.joined(separator: ".") + "|" + $0.signature }
            if seen.insert(key).inserted { result.append(alternative) }
        }
        return result
    }
}
