/// Tapped views that VoiceOver already activates as buttons: a table or collection cell whose
/// tap only repeats selecting the cell (a cell is an accessibility element, and activating it
/// runs the same `didSelectRowAt`/`didSelectItemAt`), and a view holding a subview that is a
/// button element (activating it taps inside the view, which the recognizer receives).
extension TapGestureAsButtonRule {
    /// Whether the recognizer is created in a cell class (`UITableViewCell`,
    /// `UICollectionViewCell`) and its handler (or a method of the cell it calls) selects the
    /// cell: calls the selection delegate method itself, or passes the cell (`self`) to a
    /// function of the project that only selects or scrolls to a cell of that type
    /// (`delegate?.didTapCell(self)`, implemented by a controller in another file).
    func repeatsCellSelection(_ recognizer: Recognizer, repeaters: [String: Set<String>], file: SwiftFileContext) -> Bool {
        let index = file.index
        guard let handler = recognizer.handler, let owner = index.enclosingType(of: recognizer.creation) else { return false }
        let cell = index.declarations[owner].nameText
        guard file.project.isKind(cell, of: "UITableViewCell") || file.project.isKind(cell, of: "UICollectionViewCell")
        else { return false }
        for body in index.handlerBodies(named: handler) {
            for probe in body where index.tokens[probe].kind == .identifier {
                if index.callsSelectionDelegate(at: probe) { return true }
                guard let types = repeaters[index.text(probe)], let call = index.call(named: probe),
                      call.arguments.contains(where: { $0.start == $0.end && index.isName(Int($0.start), "self") })
                else { continue }
                if types.contains(where: { file.project.isKind(cell, of: $0) }) { return true }
            }
        }
        return false
    }

    /// Whether the view type `type` has a stored property, declared in this file, whose type is
    /// (or derives from) a class that gives itself or a subview it lists in
    /// `accessibilityElements` the button trait: that element covers the tapped view.
    func holdsButtonElement(_ type: String, buttonTypes: Set<String>, file: SwiftFileContext) -> Bool {
        guard !buttonTypes.isEmpty else { return false }
        let index = file.index
        let project = file.project
        for declaration in index.declarations(named: type) where index.declarations[declaration].kind.isType {
            for candidate in index.members(of: declaration) where index.declarations[candidate].kind == .variable {
                let property = index.declarations[candidate]
                guard let propertyType = project.propertyType(in: type, property: property.nameText)
                        ?? index.inferredTypeName(ofDeclaration: candidate) else { continue }
                let name = TapGestureAsButtonRule.withoutOptionalMarks(propertyType)
                if project.classChain(of: name).contains(where: buttonTypes.contains) { return true }
            }
        }
        return false
    }
}
