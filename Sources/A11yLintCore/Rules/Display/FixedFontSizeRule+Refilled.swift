/// Interface Builder placeholders that code replaces before they are shown: the arranged subviews of a stack
/// view whose owner empties it (removing each arranged view from the view hierarchy) and refills it with views
/// it makes itself (`for view in stack.arrangedSubviews { view.removeFromSuperview() }` … `addArrangedSubview`).
/// A document font on such a placeholder never reaches the screen.
extension FixedFontSizeRule: CollectingRule {
    typealias FileInfo = Set<String>

    /// `Type.property` of the stack views their types empty and refill.
    struct Collected: Sendable {
        var refilledStacks: Set<String>
    }

    static let collectedNames = ["arrangedSubviews", "addArrangedSubview", "removeFromSuperview"]

    static func collect(from file: CollectionContext) -> Set<String> {
        let index = file.index
        let removals = file.occurrences(of: "removeFromSuperview")
        guard !removals.isEmpty else { return [] }
        // Receivers the type refills: `allianceStack.addArrangedSubview(label)`.
        var refilled: Set<String> = []
        for occurrence in file.occurrences(of: "addArrangedSubview") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, let type = index.enclosingType(of: token) else { continue }
            let receiver = index.pathNames(index.receiverPath(beforePeriod: token - 1)).filter { $0 != "self" }
            guard receiver.count == 1, let name = receiver.first else { continue }
            refilled.insert(index.declarations[type].nameText + "." + name)
        }
        guard !refilled.isEmpty else { return [] }
        // Receivers whose arranged subviews a function walks and removes from the view hierarchy.
        var emptied: Set<String> = []
        for occurrence in file.occurrences(of: "arrangedSubviews") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, let type = index.enclosingType(of: token),
                  let function = index.enclosingFunction(of: token), index.declarations[function].body >= 0 else { continue }
            let receiver = index.pathNames(index.receiverPath(beforePeriod: token - 1)).filter { $0 != "self" }
            guard receiver.count == 1, let name = receiver.first else { continue }
            let body = index.scopes[Int(index.declarations[function].body)]
            let removes = removals.contains { Int(body.open) < Int($0) && Int($0) < Int(body.close) }
            let key = index.declarations[type].nameText + "." + name
            if removes, refilled.contains(key) { emptied.insert(key) }
        }
        return emptied
    }

    static func merge(_ infos: [Set<String>]) -> Collected {
        Collected(refilledStacks: infos.reduce(into: Set<String>()) { $0.formUnion($1) })
    }

    func check(_ file: SwiftFileContext, collected: Collected) -> [RuleFinding] {
        check(file)
    }

    func check(interfaceBuilder context: InterfaceBuilderContext) -> [RuleFinding] {
        check(interfaceBuilder: context, collected: FixedFontSizeRule.merge([]))
    }

    /// Whether the element is an arranged subview of a stack view whose outlet owner (or a superclass of it)
    /// empties and refills that stack in code.
    func isReplacedPlaceholder(_ object: IBObject, context: InterfaceBuilderContext, collected: Collected) -> Bool {
        guard !collected.refilledStacks.isEmpty, let parent = object.parent else { return false }
        let document = context.document
        let stack = document.objects[parent]
        guard stack.elementName == "stackView" else { return false }
        return document.outlets(to: stack.id).contains { connection in
            guard let property = connection.property, let owner = document.owner(of: connection)?.customClass else { return false }
            return context.project.classChain(of: owner).contains { collected.refilledStacks.contains($0 + "." + property) }
        }
    }
}
