/// What `row-controls-hidden` collects from every file in pass 1: the stored
/// properties of types named `…Cell` and the type each holds (by annotation,
/// initializer, or the return type of a factory method of the same type:
/// `lazy var pill = makePill(…)` with `func makePill(…) -> UIButton`), so a cell
/// made one element in one file knows the controls declared in another.
extension RowControlsHiddenRule: CollectingRule {
    /// One file's cell properties: "Cell" → ["property: Type"].
    typealias FileInfo = [String: [String]]
    /// Every file's cell properties merged.
    typealias Collected = [String: [String]]

    static func collect(from file: CollectionContext) -> [String: [String]] {
        let index = file.index
        // Only types named `…Cell` (read by position: no declaration is copied).
        var cells: [Int] = []
        for position in index.declarations.indices
        where index.declarations[position].kind.isType && index.declarations[position].nameText.hasSuffix("Cell") {
            cells.append(position)
        }
        guard !cells.isEmpty else { return [:] }
        var properties: [String: [String]] = [:]
        for cell in cells {
            let name = index.declarations[cell].nameText
            for member in index.members(of: cell) where index.declarations[member].kind == .variable {
                guard let type = index.inferredTypeName(ofDeclaration: member) ?? factoryType(of: member, in: cell, index)
                else { continue }
                properties[name, default: []].append("\(index.declarations[member].nameText): \(type)")
            }
        }
        // `_sharingSwitch = UISwitch()` / `self.button = UIButton(type: .system)` in the cell's own methods:
        // Objective-C instance variables (which the lowering does not declare) and properties set up later.
        for write in index.writes where write.kind == .assign {
            let target = write.target
            guard target.count == 1 || (target.count == 2 && index.isName(Int(target[0]), "self")),
                  index.startsWithUppercase(Int(write.valueStart)), let name = target.last,
                  // `let button: UIButton = UIButton()` is a local's annotation, not a write to `UIButton`.
                  !index.startsWithUppercase(Int(name)), index.kind(Int(name) - 1) != .colon,
                  let type = index.typeName(ofExpressionAt: Int(write.valueStart)),
                  index.localDeclaration(named: Int(name)) == nil,
                  let owner = index.enclosingType(of: Int(write.operation)),
                  index.declarations[owner].nameText.hasSuffix("Cell") else { continue }
            properties[index.declarations[owner].nameText, default: []].append("\(index.text(Int(name))): \(type)")
        }
        return properties
    }

    static func merge(_ infos: [[String: [String]]]) -> [String: [String]] {
        var merged: [String: [String]] = [:]
        for info in infos {
            for (cell, properties) in info { merged[cell, default: []].append(contentsOf: properties) }
        }
        return merged.mapValues { Array(Set($0)).sorted() }
    }

    /// The return type of the method a property is initialized by (`makePill(…)` → `UIButton`),
    /// when the same type declares it in this file.
    static func factoryType(of variable: Int, in type: Int, _ index: SyntaxIndex) -> String? {
        let start = Int(index.declarations[variable].initializerStart)
        guard start >= 0, index.kind(start) == .identifier, index.kind(start + 1) == .leftParen else { return nil }
        let name = index.text(start)
        for function in index.functions(named: name) where Int(index.declarations[function].parent) == type {
            let declaration = index.declarations[function]
            guard declaration.parameters >= 0, declaration.body >= 0,
                  let close = index.partner(of: Int(declaration.parameters)),
                  index.isOperator(close + 1, "->"), index.kind(close + 2) == .identifier else { continue }
            return index.text(close + 2)
        }
        return nil
    }

    // MARK: - UIKit

    /// Members that give a one-element cell its controls' actions, or handle activation itself.
    static let providesActions: Set<String> = ["accessibilityCustomActions", "accessibilityActivate",
                                               "accessibilityIncrement", "accessibilityDecrement"]

    /// `isAccessibilityElement = true` on the cell itself (or an override returning `true`) in a
    /// cell with a control property and no custom actions.
    func uiKitFindings(_ file: SwiftFileContext, controls properties: [String: [String]]) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for occurrence in file.occurrences(of: "isAccessibilityElement") {
            let token = Int(occurrence)
            guard makesSelfAnElement(token, index), let typeDeclaration = index.enclosingType(of: token),
                  !index.isExcludedFromIOS(token) else { continue }
            let cell = index.declarations[typeDeclaration].nameText
            let project = file.project
            let chain = project.classChain(of: cell)
            guard chain.contains(where: { $0.hasSuffix("Cell") }) else { continue }
            let writes = project.writes(in: cell, receiver: "")
            guard !writes.contains(where: { Self.providesActions.contains($0.member) }),
                  !writes.contains(where: { $0.member == "isAccessibilityElement" && !$0.value.contains(.isTrue)
                                            && !$0.value.contains(.isOverride) }),
                  !overridesProvideActions(chain, index) else { continue }
            let controls = chain.flatMap { properties[$0] ?? [] }.compactMap { entry -> String? in
                guard let colon = entry.firstIndex(of: ":") else { return nil }
                let type = String(entry[entry.index(colon, offsetBy: 2)...])
                return project.isControl(type) ? String(entry[..<colon]) : nil
            }
            guard !controls.isEmpty else { continue }
            findings.append(file.finding(from: token, through: token,
                                         message: Self.message(cell: cell, controls: controls)))
        }
        return findings
    }

    /// Whether token `token` (`isAccessibilityElement`) sets the enclosing object's own flag to
    /// `true`: `isAccessibilityElement = true`, `self.isAccessibilityElement = true`, or
    /// `override var isAccessibilityElement: Bool { get { true } … }` / `{ true }` / `{ return true }`.
    func makesSelfAnElement(_ token: Int, _ index: SyntaxIndex) -> Bool {
        if index.isOperator(token + 1, "="), index.kind(token - 1) != .period || index.isName(token - 2, "self") {
            if index.kind(token - 1) == .period, index.kind(token - 3) == .period { return false }
            return index.isName(token + 2, "true") && !index.continuesExpression(at: token + 3, after: token + 2)
        }
        guard let position = index.declaration(namedBy: token),
              index.declarations[position].kind == .variable,
              index.declarations[position].modifiers.contains(.isOverride),
              index.declarations[position].body >= 0 else { return false }
        let scope = index.scopes[Int(index.declarations[position].body)]
        var names: [Int] = []
        for probe in (Int(scope.open) + 1)..<Int(scope.close) where index.kind(probe) != .leftBrace && index.kind(probe) != .rightBrace {
            if index.isName(probe, "get") || index.isName(probe, "return") { continue }
            if index.isName(probe, "set") { break }
            names.append(probe)
        }
        return names.count == 1 && index.isName(names[0], "true")
    }

    /// Whether a type of the chain declared in this file overrides an action member
    /// (also recorded by the project model; this covers files not yet merged, e.g. one file linted alone).
    func overridesProvideActions(_ chain: [String], _ index: SyntaxIndex) -> Bool {
        Self.providesActions.contains { name in
            index.declarations(named: name).contains { declaration in
                let parent = Int(index.declarations[declaration].parent)
                return parent >= 0 && chain.contains(index.declarations[parent].nameText)
            }
        }
    }
}
