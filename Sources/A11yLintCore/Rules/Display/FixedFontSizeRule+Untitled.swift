/// Interface Builder buttons that draw no text: no title in any state or in their configuration (only an image,
/// a background image, or nothing at all, like a transparent button laid over a view to catch taps), and no code that
/// gives them one. Their `fontDescription` sizes no text people read, so it is not reported.
///
/// Code can title a button through its outlet (`playButton.setTitle(…)`, `[self.playButton setTitle:…]`,
/// `playButton.configuration = …`, `playButton.titleLabel?.text = …`), through an outlet collection walked by a loop,
/// through its own class (`setTitle(…)` in a `UIButton` subclass), or by its tag (`view.viewWithTag(6)` and a
/// `setTitle` in the same function), or through a value that is no named path (`buttons[index].setTitle(…)`,
/// `(sender as? UIButton)?.setTitle(…)`: then any button with an outlet or a tag may be the one). Any of those, a
/// runtime attribute naming a title or text, or a custom class the project does not declare (a library's button
/// may title itself) keeps the finding.
extension FixedFontSizeRule {
    /// Names `titledReceivers` and `titlesUnnamedButtons` look up.
    static let titleNames = ["setTitle", "setAttributedTitle", "viewWithTag", "configuration"]

    /// `Type.receiver` of each button code titles (`PlayerViewController.playButton`; `Type.` for the type itself),
    /// by a `setTitle(_:for:)` or `setAttributedTitle(_:for:)` call or a write of its `configuration` or `titleLabel`'s text.
    /// A receiver that is a loop's item is recorded as the collection the loop walks.
    static func titledReceivers(in file: CollectionContext) -> Set<String> {
        let index = file.index
        var found: Set<String> = []
        func note(_ path: [Int32], at token: Int) {
            guard let type = index.enclosingType(of: token) else { return }
            var names = index.pathNames(path).filter { $0 != "self" }
            if names.count == 1, let first = path.first, !index.isName(Int(first), "self"),
               let collection = loopedCollection(element: Int(first), index: index) {
                names = [collection]
            }
            found.insert(index.declarations[type].nameText + "." + names.joined(separator: "."))
        }
        for name in ["setTitle", "setAttributedTitle"] {
            for occurrence in file.occurrences(of: name) {
                let token = Int(occurrence)
                guard index.kind(token + 1) == .leftParen else { continue }
                note(index.kind(token - 1) == .period ? index.receiverPath(beforePeriod: token - 1) : [], at: token)
            }
        }
        for write in index.writes {
            // `button.configuration = …`, `button.configuration?.title = …`, `button.titleLabel?.text = …`.
            let target = write.target
            if let position = target.firstIndex(where: { index.isText(Int($0), "configuration") }) {
                note(Array(target[..<position]), at: Int(write.operation))
            } else if target.count >= 2, index.isText(Int(target[target.count - 2]), "titleLabel"),
                      let last = target.last, index.isText(Int(last), "text") || index.isText(Int(last), "attributedText") {
                note(Array(target.dropLast(2)), at: Int(write.operation))
            }
        }
        return found
    }

    /// Whether the file may title a button it does not name: a function finds a view by its tag and titles a button
    /// there (`let button = view.viewWithTag(6) as? UIButton; button?.setTitle(…)`), or a title call's receiver is a
    /// subscript, a call or a cast (`buttons[index].setTitle(…)`, `(sender as? UIButton)?.setTitle(…)`).
    static func titlesUnnamedButtons(in file: CollectionContext) -> Bool {
        let index = file.index
        let titles = file.occurrences(of: "setTitle") + file.occurrences(of: "setAttributedTitle")
        guard !titles.isEmpty else { return false }
        for title in titles where index.kind(Int(title) - 1) == .period {
            var probe = Int(title) - 2
            while index.isOperator(probe, "?") || index.isOperator(probe, "!") { probe -= 1 }
            if index.kind(probe) == .rightSquare || index.kind(probe) == .rightParen { return true }
        }
        for occurrence in file.occurrences(of: "viewWithTag") {
            guard let function = index.enclosingFunction(of: Int(occurrence)), index.declarations[function].body >= 0 else {
                return true
            }
            let body = index.scopes[Int(index.declarations[function].body)]
            if titles.contains(where: { Int(body.open) < Int($0) && Int($0) < Int(body.close) }) { return true }
        }
        return false
    }

    /// Whether the IB button shows no text: no title or attributed title in any state or in its configuration,
    /// no runtime attribute that could set one, and no code that titles it (see the type's comment).
    func drawsNoText(_ button: IBObject, context: InterfaceBuilderContext, collected: Collected,
                     namedIDs: inout Set<String>?) -> Bool {
        if button.elementName == "label" { return isEmptySpacer(button, context: context, namedIDs: &namedIDs) }
        guard button.elementName == "button", !button.states.contains(where: \.hasTitle) else { return false }
        if let configuration = button.properties["configuration"],
           !(configuration.attributes["title"] ?? "").isEmpty || !(configuration.attributes["subtitle"] ?? "").isEmpty {
            return false
        }
        if button.properties.keys.contains(where: { $0.hasPrefix("configuration.attributed") }) { return false }
        if button.runtimeAttributes.contains(where: { attribute in
            let path = attribute.keyPath.lowercased()
            return path.contains("title") || path.contains("text") || path.contains("locali")
        }) { return false }
        let project = context.project
        if let customClass = button.customClass {
            guard project.typeKinds[customClass] != nil else { return false }
            if project.classChain(of: customClass).contains(where: { collected.titledReceivers.contains($0 + ".") }) { return false }
        }
        let document = context.document
        let outlets = document.outlets(to: button.id)
        if collected.titlesUnnamedButtons, !outlets.isEmpty || (button.attributes["tag"] ?? "0") != "0" { return false }
        return !outlets.contains { connection in
            // An outlet whose owner is not known: code may title it.
            guard let property = connection.property, let owner = document.owner(of: connection)?.customClass else { return true }
            return project.classChain(of: owner).contains { collected.titledReceivers.contains($0 + "." + property) }
        }
    }

    /// Whether an IB label never shows text: its text is empty, it has no attributed text, no runtime attribute
    /// naming a text or a localization key, no class of its own, no tag, and nothing connects to it, so no code can
    /// fill it in (a "Spacing Label" kept for layout); nor does another object name it (a table cell's
    /// `detailTextLabel="…"`). Its font sizes no text anyone reads.
    /// `namedIDs`: the ids other objects name in an attribute (constraints aside), built once per document on
    /// first need.
    func isEmptySpacer(_ label: IBObject, context: InterfaceBuilderContext, namedIDs: inout Set<String>?) -> Bool {
        guard (label.attributes["text"] ?? "").isEmpty, label.properties["text"] == nil,
              !label.properties.keys.contains(where: { $0.lowercased().hasPrefix("attributed") }),
              label.customClass == nil, (label.attributes["tag"] ?? "0") == "0" else { return false }
        if label.runtimeAttributes.contains(where: { attribute in
            let path = attribute.keyPath.lowercased()
            return path.contains("text") || path.contains("locali") || path.contains("title")
        }) { return false }
        let document = context.document
        guard document.connections(to: label.id).isEmpty else { return false }
        // Named by another object (`detailTextLabel="…"` on a value-1 table cell, whose code fills it through the
        // cell), not only by layout constraints: code reaches it.
        if namedIDs == nil {
            var named = Set<String>()
            for object in document.objects where object.elementName != "constraint" {
                for (key, value) in object.attributes where key != "id" { named.insert(value) }
            }
            namedIDs = named
        }
        return !(namedIDs?.contains(label.id) ?? false)
    }
}
