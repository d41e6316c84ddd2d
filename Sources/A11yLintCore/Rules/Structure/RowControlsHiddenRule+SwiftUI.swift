extension RowControlsHiddenRule {
    /// `.accessibilityElement()` / `.accessibilityElement(children: .ignore)` on a view whose
    /// content calls a control, with no accessibility action or representation on the element.
    func swiftUIFindings(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "accessibilityElement") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, let call = index.call(named: token), ignoresChildren(call, index),
                  let chain = index.chain(containing: token) else { continue }
            let baseStart = Int(chain.baseStart)
            guard !index.isName(baseStart, in: SyntaxIndex.swiftUIControls),
                  let control = firstControl(from: baseStart, through: token - 2, index) else { continue }
            let semantics = index.semantics(of: chain.links)
            guard semantics.isDisjoint(with: [.action, .representation, .hidden]),
                  !chain.links.contains(where: { index.isText(Int($0.name), "accessibilityAdjustableAction") }),
                  !isCoveredWhereUsed(token, signatures: index.controlActionSignatures(from: baseStart, through: token - 2),
                                      file) else { continue }
            findings.append(file.finding(from: token, through: token, message: Self.message(control: index.text(control))))
        }
        return findings
    }

    /// `()` or `(children: .ignore)`: the element hides its children (`.ignore` is the default).
    func ignoresChildren(_ call: CallSite, _ index: SyntaxIndex) -> Bool {
        guard !call.arguments.isEmpty else { return call.trailingClosures.isEmpty }
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label >= 0,
              index.isText(Int(argument.label), "children") else { return false }
        let start = Int(argument.start)
        return Int(argument.end) == start + 1 && index.kind(start) == .period && index.isText(start + 1, "ignore")
    }

    /// The first SwiftUI control called in tokens `first...last` (`Button {`, `Toggle(`).
    func firstControl(from first: Int, through last: Int, _ index: SyntaxIndex) -> Int? {
        guard first <= last else { return nil }
        for probe in first...last where index.kind(probe) == .identifier {
            guard index.kind(probe + 1) == .leftParen || index.kind(probe + 1) == .leftBrace,
                  index.kind(probe - 1) != .period, index.isName(probe, in: SyntaxIndex.swiftUIControls) else { continue }
            return probe
        }
        return nil
    }

    /// Whether the element sits in a view type every use of which is hidden, inside a control,
    /// or given an accessibility action doing what the inner controls do.
    func isCoveredWhereUsed(_ token: Int, signatures: Set<String>, _ file: SwiftFileContext) -> Bool {
        guard let type = file.index.enclosingType(of: token) else { return false }
        return file.project.isCoveredAtEveryUse(file.index.declarations[type].nameText, actions: signatures)
    }
}
