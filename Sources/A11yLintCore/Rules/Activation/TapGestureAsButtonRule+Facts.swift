/// What `tap-gesture-as-button` collects from every file in pass 1: the functions
/// declared to return a `UITapGestureRecognizer` (`func makeTap() -> UITap…`), whose
/// calls create recognizers like the initializer does.
extension TapGestureAsButtonRule: CollectingRule {
    /// One file's recognizer factories (function names).
    typealias FileInfo = [String]
    /// Every file's recognizer factories.
    typealias Collected = Set<String>

    static func collect(from file: CollectionContext) -> [String] {
        guard file.mayMention("UITapGestureRecognizer") else { return [] }
        let index = file.index
        let recognizer = file.nameID(of: "UITapGestureRecognizer")
        var factories: [String] = []
        for declaration in index.declarations where declaration.kind == .function {
            guard declaration.parameters >= 0, declaration.body >= 0,
                  let close = index.partner(of: Int(declaration.parameters)) else { continue }
            // The return type sits between the parameters' `)` and the body's `{`.
            let open = Int(index.scopes[Int(declaration.body)].open)
            let returnsRecognizer = recognizer.map { index.containsName($0, from: close, through: open) }
                ?? index.contains("UITapGestureRecognizer", from: close, through: open)
            if returnsRecognizer { factories.append(declaration.nameText) }
        }
        return factories
    }

    static func merge(_ infos: [[String]]) -> Set<String> {
        Set(infos.joined())
    }
}
