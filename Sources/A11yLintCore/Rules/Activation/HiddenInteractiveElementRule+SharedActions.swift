/// A hidden control whose action another control of the same type also runs: the action stays reachable.
extension HiddenInteractiveElementRule {
    /// Calls that attach an action to a control: `addTarget(_:action:for:)`, `addAction(_:for:)`, and
    /// event helpers with a closure (`on(.touchUpInside) { … }`).
    static let actionAttachers: Set<String> = ["addTarget", "addAction", "on"]

    /// Whether every method the control `name` runs (through `#selector` or an action closure in the type) is
    /// also run by another control of the type, directly or from the method that control runs (the hidden clear
    /// button's `clearText()`, also called by the visible Cancel button's `cancelSearch()`).
    func actionRunByAnotherControl(_ name: String, in typeDeclaration: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        guard index.declarations[typeDeclaration].body >= 0 else { return false }
        let body = index.scopes[Int(index.declarations[typeDeclaration].body)]
        var own: Set<String> = []
        var others: Set<String> = []
        for attacher in HiddenInteractiveElementRule.actionAttachers {
            for occurrence in file.occurrences(of: attacher, from: Int(body.open), through: Int(body.close)) {
                let token = Int(occurrence)
                guard index.kind(token - 1) == .period, let call = index.call(named: token) else { continue }
                let receiver = index.pathNames(index.receiverPath(beforePeriod: token - 1)).filter { $0 != "self" }
                guard receiver.count == 1 else { continue }
                let methods = calledMethods(from: Int(call.name) + 1, through: Int(call.end), index: index)
                if receiver[0] == name { own.formUnion(methods) } else { others.formUnion(methods) }
            }
        }
        guard !own.isEmpty, !others.isEmpty else { return false }
        // One step into the other controls' methods: what they call in their bodies.
        var reached = others
        for method in others {
            for function in index.functions(named: method) where index.declarations[function].body >= 0 {
                let scope = index.scopes[Int(index.declarations[function].body)]
                reached.formUnion(calledMethods(from: Int(scope.open), through: Int(scope.close), index: index))
            }
        }
        return own.isSubset(of: reached)
    }

    /// Names of methods called in tokens `first...last` (`foo()`, `self.foo()`, `self?.foo()`) and named by
    /// `#selector(foo)` / `#selector(self.foo(_:))`; type names (capitalized) and UIKit setup calls are left out.
    func calledMethods(from first: Int, through last: Int, index: SyntaxIndex) -> Set<String> {
        var names: Set<String> = []
        guard first <= last else { return names }
        for token in first...last where index.kind(token) == .identifier {
            let text = index.text(token)
            guard let initial = text.unicodeScalars.first, !("A"..."Z").contains(initial), text != "self" else { continue }
            if index.kind(token + 1) == .leftParen {
                // `self.foo()` / `self?.foo()` / `foo()`, not `other.foo()`.
                if index.kind(token - 1) == .period {
                    let before = index.isOperator(token - 2, "?") ? token - 3 : token - 2
                    guard index.isText(before, "self") else { continue }
                }
                names.insert(text)
            } else if index.kind(token - 1) == .leftParen, index.isText(token - 2, "#selector") {
                names.insert(text)
            } else if index.kind(token - 1) == .period, index.isText(token - 2, "self"), index.kind(token - 3) == .leftParen,
                      index.isText(token - 4, "#selector") {
                names.insert(text)
            }
        }
        return names
    }
}
