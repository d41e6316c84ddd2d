/// UIKit and Interface Builder: a `UIControl` taken out of the accessibility tree.
extension HiddenInteractiveElementRule {
    /// Container members that expose a hidden control's action another way.
    static let containerAlternatives: Set<String> = [
        "accessibilityCustomActions", "accessibilityActivate", "accessibilityIncrement", "accessibilityDecrement",
        "accessibilityElements", "accessibilityPerformEscape",
    ]

    /// Controls that often show text only (an `NSTextField` label): not reported from code.
    static let textControls = ["UITextField", "NSTextField", "UIRefreshControl"]

    /// IB elements that are controls.
    static let interfaceBuilderControls: Set<String> = [
        "button", "switch", "slider", "stepper", "segmentedControl", "textField", "datePicker",
    ]

    func uiKitFindings(_ file: SwiftFileContext) -> [RuleFinding] {
        let index = file.index
        var findings: [RuleFinding] = []
        for assignment in index.assignments() where assignment.kind == .assign {
            guard let member = assignment.target.last, assignment.target.count >= 2 else { continue }
            let value = index.valueTraits(from: Int(assignment.valueStart), through: Int(assignment.valueEnd))
            let hides = (index.isText(Int(member), "isAccessibilityElement") && value.contains(.isFalse))
                || (index.isText(Int(member), "accessibilityElementsHidden") && value.contains(.isTrue))
            guard hides, let control = hiddenControl(receiver: Array(assignment.target.dropLast()),
                                                     at: Int(assignment.operation), file: file) else { continue }
            findings.append(file.finding(from: Int(assignment.target[0]), through: Int(member),
                                         message: HiddenInteractiveElementRule.message(control: control, shape: .control)))
        }
        return findings
    }

    /// The type (or name) of the control a write's receiver holds, when it is a visible, enabled
    /// control whose action the enclosing type does not offer another way.
    func hiddenControl(receiver: [Int32], at anchor: Int, file: SwiftFileContext) -> String? {
        let index = file.index
        let project = file.project
        let path = index.pathNames(receiver)
        guard path.count == 1, let typeDeclaration = index.enclosingType(of: anchor) else { return nil }
        let owner = index.declarations[typeDeclaration].nameText
        let name = path[0]
        var type: String?
        var writes: [MemberWrite]
        if let local = index.localDeclaration(named: Int(receiver[receiver.count - 1])) {
            type = index.inferredTypeName(ofDeclaration: local)
            let scope = index.innermostScope(containing: Int(index.declarations[local].keyword))
            writes = index.writes(to: ObjectBinding(names: [name], localScope: scope), project: project)
        } else {
            type = project.propertyType(in: owner, property: name)
            writes = project.writes(in: owner, receiver: name)
        }
        let isControl: Bool
        if let type {
            isControl = project.isControl(type) && !HiddenInteractiveElementRule.textControls.contains { project.isKind(type, of: $0) }
        } else {
            isControl = name.hasSuffix("Button")
        }
        guard isControl, !writes.contains(where: HiddenInteractiveElementRule.makesInert),
              !offersAlternative(from: typeDeclaration, index: index, project: project),
              !isCellReadAsOneElement(owner, project: project),
              !actionRunByAnotherControl(name, in: typeDeclaration, file: file) else { return nil }
        return type ?? "UIButton"
    }

    /// Whether the type, or a type it is nested in (a cell around its private stack view), offers
    /// actions itself: custom actions, activation, adjustment, or its own list of elements.
    func offersAlternative(from typeDeclaration: Int, index: SyntaxIndex, project: ProjectModel) -> Bool {
        var current: Int? = typeDeclaration
        while let type = current {
            let name = index.declarations[type].nameText
            if project.writes(in: name, receiver: "").contains(where: {
                HiddenInteractiveElementRule.containerAlternatives.contains($0.member)
            }) { return true }
            current = index.enclosingType(of: Int(index.declarations[type].keyword))
        }
        return false
    }

    /// Whether `type` is a cell that makes itself one accessibility element: its hidden controls are
    /// swallowed by the row, which `row-controls-hidden` reports (one problem, one finding).
    func isCellReadAsOneElement(_ type: String, project: ProjectModel) -> Bool {
        guard project.isKind(type, of: "UITableViewCell") || project.isKind(type, of: "UICollectionViewCell") else { return false }
        return project.writes(in: type, receiver: "").contains { write in
            write.member == "isAccessibilityElement" && (write.value.contains(.isTrue) || write.value.contains(.isOverride))
        }
    }

    /// Whether a write makes the control unusable or invisible (so hiding it from
    /// accessibility too hides nothing anyone can use): hidden, disabled, not interactive,
    /// or a clear overlay whose container's activation taps through it.
    static func makesInert(_ write: MemberWrite) -> Bool {
        switch write.member {
        case "isHidden": return write.value.contains(.isTrue)
        case "isEnabled", "isUserInteractionEnabled": return write.value.contains(.isFalse)
        case "backgroundColor", "tintColor": return write.value.contains(.isClear)
        default: return false
        }
    }

    /// Interface Builder controls whose Accessibility "Enabled" box is unchecked.
    func check(interfaceBuilder context: InterfaceBuilderContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for object in context.document.objects
        where HiddenInteractiveElementRule.interfaceBuilderControls.contains(object.elementName) {
            guard object.accessibility?.isElement == false, !object.isHidden, object.isUserInteractionEnabled,
                  object.attributes["enabled"] != "NO",
                  !(object.colors["tintColor"].map(context.document.isFullyTransparent) ?? false),
                  // A control that acts: an action or segue wired in the document (one wired only in code is not read).
                  context.document.connections(from: object.index).contains(where: { $0.kind == .action || $0.kind == .segue })
            else { continue }
            let writes = context.document.outlets(to: object.id).flatMap { connection -> [MemberWrite] in
                guard let property = connection.property, let owner = context.document.owner(of: connection)?.customClass else { return [] }
                return context.project.writes(in: owner, receiver: property)
            }
            // Made accessible (or inert) in code through an outlet.
            if writes.contains(where: { HiddenInteractiveElementRule.makesInert($0)
                || ($0.member == "isAccessibilityElement" && $0.value.contains(.isTrue)) }) { continue }
            if hasActivatableContainer(object, document: context.document) { continue }
            findings.append(context.finding(at: object, message: HiddenInteractiveElementRule.message(
                control: object.customClass ?? HiddenInteractiveElementRule.uiKitName(object.elementName), shape: .control)))
        }
        return findings
    }

    /// Whether an enclosing view of the control is itself an accessibility element (`isElement` YES) with
    /// a gesture recognizer that has an action: VoiceOver reads the container and activating it runs the
    /// recognizer, the row's way to the control's action (a switch row toggled by a tap on the row).
    func hasActivatableContainer(_ object: IBObject, document: IBDocument) -> Bool {
        document.ancestors(of: object.index).contains { ancestor in
            guard ancestor.accessibility?.isElement == true else { return false }
            return document.connections(from: ancestor.index).contains { connection in
                guard connection.kind == .outletCollection, connection.property == "gestureRecognizers",
                      let id = connection.destinationID, let recognizer = document.object(withID: id),
                      recognizer.elementName.hasSuffix("GestureRecognizer") else { return false }
                return document.connections(from: recognizer.index).contains { $0.kind == .action }
            }
        }
    }

    /// The UIKit class of an IB element (`segmentedControl` → `UISegmentedControl`).
    static func uiKitName(_ element: String) -> String {
        guard let first = element.first else { return "UIControl" }
        return "UI" + first.uppercased() + element.dropFirst()
    }
}
