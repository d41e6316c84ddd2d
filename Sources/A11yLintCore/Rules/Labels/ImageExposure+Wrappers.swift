/// Custom control wrappers: a project view whose body puts its own `@ViewBuilder`
/// closure into a control's label (`Toggle(isOn: $on) { label() }`,
/// `Button(action: run) { content() }`). What a use of the wrapper passes in that
/// closure is that control's label, so an image beside text there is named by it.
extension SyntaxIndex {
    /// The names of the views in this file whose `body` holds a labeled control whose
    /// label closure calls one of the view's stored closure properties.
    func labelForwardingViews() -> [String] {
        var result: [String] = []
        for (position, declaration) in declarations.enumerated()
        where declaration.kind == .variable && declaration.body >= 0 && declaration.nameText == "body" {
            guard isMember(position), declaration.parent >= 0 else { continue }
            let type = Int(declaration.parent)
            let scope = scopes[Int(declaration.body)]
            let first = Int(scope.open) + 1
            let last = Int(scope.close) - 1
            guard first <= last else { continue }
            var forwards = false
            for probe in first...last where tokens[probe].kind == .identifier && kind(probe - 1) != .period {
                guard SyntaxIndex.labeledControls.contains(text(probe)), let control = call(named: probe) else { continue }
                for closure in control.trailingClosures
                where controlPart(of: control, containing: Int(closure.open) + 1) == .label {
                    if callsClosureProperty(of: type, from: Int(closure.open) + 1, through: Int(closure.close) - 1) {
                        forwards = true
                    }
                }
                if forwards { break }
            }
            if forwards { result.append(declarations[type].nameText) }
        }
        return result
    }

    /// Whether tokens `first...last` are one call `name()` of a stored property of
    /// `type` (`@ViewBuilder var label: () -> Label`).
    private func callsClosureProperty(of type: Int, from first: Int, through last: Int) -> Bool {
        var start = first
        if isName(start, "self"), kind(start + 1) == .period { start += 2 }
        guard start + 2 == last, tokens[start].kind == .identifier, kind(start + 1) == .leftParen,
              kind(start + 2) == .rightParen else { return false }
        let name = text(start)
        return member(of: type, where: { declarations[$0].kind == .variable && declarations[$0].nameText == name
            && declarations[$0].body < 0 }) != nil
    }
}

extension ImageExposureWalker {
    /// A use of a label-forwarding wrapper (`ActionToggle(isOn: $on) { HStack { Image(…); Text(…) } }`):
    /// covered when its closure also holds text that names the control; `nil` (judged
    /// further out) otherwise.
    func forwardedLabelExposure(of call: CallSite, subject: ClosedRange<Int>, accompanied: Bool) -> ImageExposure? {
        // The closure holding the image: trailing (`{ … }`) or an argument (`label: { … }`).
        var ranges = call.trailingClosures.map { (Int($0.open), Int($0.close)) }
        for argument in call.arguments where index.kind(Int(argument.start)) == .leftBrace {
            if let close = index.partner(of: Int(argument.start)) { ranges.append((Int(argument.start), close)) }
        }
        guard let (open, close) = ranges.first(where: { $0.0 < subject.lowerBound && $0.1 > subject.upperBound })
        else { return nil }
        if accompanied || mayName(from: open + 1, through: close - 1, skipping: subject) {
            return .covered
        }
        return nil
    }
}
