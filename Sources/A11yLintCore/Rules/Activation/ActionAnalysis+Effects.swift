/// What a tap handler's statements do, read to the end (`ActionAnalysis.swift`): a call to a
/// method of the same type is followed into its body, haptics are no effect, and clearing a
/// selection is a deselect.
extension SyntaxIndex {
    /// Calls that only play haptic feedback.
    static let hapticCalls: Set<String> = ["impactOccurred", "notificationOccurred", "selectionChanged"]

    /// Whether the call named at `callee` only plays haptics: `generator.impactOccurred()`, or any
    /// call on an object named for haptics or a feedback generator (`Haptics.shared.play(.light)`,
    /// `feedbackGenerator.prepare()`).
    func isHaptic(callee: Int) -> Bool {
        if SyntaxIndex.hapticCalls.contains(text(callee)) { return true }
        guard kind(callee - 1) == .period else { return text(callee).lowercased().hasPrefix("haptic") }
        var end = callee - 2
        if isOperator(end, "?") || isOperator(end, "!") { end -= 1 }
        for name in pathNames(targetPath(endingAt: end)) {
            let lower = name.lowercased()
            if lower.containsBytes(of: "haptic") || lower.hasSuffix("feedbackgenerator") { return true }
        }
        return false
    }

    /// Whether `name = value` (the value's first token at `value`, the statement ending at `last`)
    /// clears a selection: the state's name (lowercased) says selection or highlight, the value is
    /// `nil`, `[]` or `.none` alone, and the state does not present a sheet or popover
    /// (`.sheet(item: $selectedItem)`: clearing that closes the sheet).
    func clearsSelection(name: String, valueAt value: Int, through last: Int) -> Bool {
        guard name.containsBytes(of: "select") || name.containsBytes(of: "highlight") else { return false }
        let valueEnd: Int
        if isName(value, "nil") { valueEnd = value }
        else if kind(value) == .leftSquare, kind(value + 1) == .rightSquare { valueEnd = value + 1 }
        else if kind(value) == .period, isName(value + 1, "none") { valueEnd = value + 1 }
        else { return false }
        guard valueEnd >= last || kind(valueEnd + 1) == .semicolon || tokens[valueEnd + 1].flags.contains(.isAtStartOfLine)
            || kind(valueEnd + 1) == .rightBrace else { return false }
        return !presentsWithBinding(ofStateNamed: name)
    }

    /// Whether a state whose lowercased name is `name` is passed as a presentation binding anywhere in
    /// the file: `item: $name`, `isPresented: $name`, `presenting: name`.
    func presentsWithBinding(ofStateNamed name: String) -> Bool {
        for probe in 0..<count where tokens[probe].kind == .colon {
            guard isName(probe - 1, "item") || isName(probe - 1, "isPresented") || isName(probe - 1, "presenting") else { continue }
            // `item: $selectedItem`, `item: $viewModel.selectedItem`: the last name counts.
            var end = probe + 1
            while kind(end + 1) == .period, kind(end + 2) == .identifier { end += 2 }
            guard isPathName(end) else { continue }
            var argument = text(end).lowercased()
            if argument.hasPrefix("$") { argument.removeFirst() }
            if argument == name { return true }
        }
        return false
    }

    /// Whether the call named at `callee` only clears a selection: `deselectRow(at:animated:)`,
    /// `deselectAll()`, `clearSelection()`, `resetTextSelection()`, `selection.removeAll()`, `selection.clear()`.
    func isDeselectCall(callee: Int) -> Bool {
        let lower = text(callee).lowercased()
        if lower.hasPrefix("deselect") || lower.hasPrefix("unselect") || lower.hasPrefix("unhighlight") { return true }
        if lower.containsBytes(of: "selection") {
            for verb in ["reset", "clear", "remove", "cancel", "discard"] where lower.hasPrefix(verb) { return true }
        }
        // `selectedIDs.removeAll()`, `selection.clear()`: emptying the selected set.
        if lower == "removeall" || lower == "clear" || lower == "reset", kind(callee - 1) == .period, let receiver = pathNames(targetPath(endingAt: callee - 2)).last {
            let name = receiver.lowercased()
            return name.containsBytes(of: "select") || name.containsBytes(of: "highlight")
        }
        return false
    }

    /// What a call to a method of the handler's own type does (a bare or `self.` call of a function
    /// declared with a body in this file, one declaration of that name in the type), judged by its
    /// body; nil when there is no such method, its body is empty, or it is reached too deep. A method
    /// that only logs or plays haptics counts as doing nothing only where no subclass can override it
    /// (a struct or enum, or a private method): a base class's hook may be filled in elsewhere.
    func followedCallKind(callee: Int, depth: Int) -> ActionKind? {
        guard depth < 3, kind(callee - 1) != .period || isName(callee - 2, "self"), call(named: callee) != nil else { return nil }
        let owner = enclosingType(of: callee).map { declarations[$0].nameText }
        var found: Int?
        for candidate in functions(named: text(callee)) where declarations[candidate].body >= 0 {
            let type = enclosingType(of: Int(declarations[candidate].keyword))
            guard type.map({ declarations[$0].nameText }) == owner else { continue }
            // Overloads: which one runs is not read here.
            if found != nil { return nil }
            found = candidate
        }
        guard let declaration = found else { return nil }
        let body = scopes[Int(declarations[declaration].body)]
        // A body with no statements is as often a placeholder filled in later (or a stub standing for
        // the action) as a no-op: judged by the method's name, like a handler declared elsewhere.
        guard Int(body.open) + 1 <= Int(body.close) - 1 else { return nil }
        let kind = classifyAction(from: Int(body.open) + 1, through: Int(body.close) - 1, depth: depth + 1, followsCalls: true)
        guard kind == .empty else { return kind }
        let type = enclosingType(of: Int(declarations[declaration].keyword)).map { declarations[$0].kind }
        let overridable = type == .class || type == .extension
        return overridable && !declarations[declaration].modifiers.contains(.isPrivate) ? nil : .empty
    }
}
