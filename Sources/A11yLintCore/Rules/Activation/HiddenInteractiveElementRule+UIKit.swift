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
              !isReadAsOneElement(owner, project: project),
              !isPlacedInElement(names(of: receiver, name, index: index), in: typeDeclaration, file: file),
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

    /// Whether `type` is a view that makes itself one accessibility element (`isAccessibilityElement
    /// = true` on `self`, in it, a superclass in another file, or an override): VoiceOver never stops
    /// on the views inside it, so a control in it is no separate element whether hidden or not, and
    /// hiding it hides nothing. Whether the element offers the control's action (a `.button` trait
    /// and a label, activation tapping through a full-size overlay, an `accessibilityActivate`
    /// override) is the container's question: a cell that swallows its controls is
    /// `row-controls-hidden`'s finding (one problem, one finding).
    func isReadAsOneElement(_ type: String, project: ProjectModel) -> Bool {
        guard !project.isViewController(type) else { return false }
        return project.writes(in: type, receiver: "").contains { write in
            write.member == "isAccessibilityElement" && (write.value.contains(.isTrue) || write.value.contains(.isOverride))
        }
    }

    /// The names a control is known by in its type: its own, and for a local that a lazy property's
    /// closure returns (`lazy var doneButton: UIButton = { let button = …; return button }()`), the property's.
    func names(of receiver: [Int32], _ name: String, index: SyntaxIndex) -> Set<String> {
        var names: Set<String> = [name]
        guard let last = receiver.last, let local = index.localDeclaration(named: Int(last)) else { return names }
        for returner in index.declarationsReturning(local: local)
        where index.declarations[returner].kind == .variable && index.isMember(returner) {
            names.insert(index.declarations[returner].nameText)
        }
        return names
    }

    /// Calls that put a view inside another one.
    static let placingCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"]

    /// Whether the control named `name` is put, in its type, inside a view that is one accessibility
    /// element: `header.addArrangedSubview(button)`, or `let header = HeaderStack(arrangedSubviews:
    /// [label, button])`, where `header.isAccessibilityElement = true` is set on that view in the type,
    /// or the view's class makes itself one. Same reading as `isReadAsOneElement`, one view further in.
    func isPlacedInElement(_ names: Set<String>, in typeDeclaration: Int, file: SwiftFileContext) -> Bool {
        let index = file.index
        let body = index.declarations[typeDeclaration].body
        guard body >= 0 else { return false }
        let range = Int(index.scopes[Int(body)].open)...Int(index.scopes[Int(body)].close)
        let owner = index.declarations[typeDeclaration].nameText
        /// Whether `first...last` is the control itself (`button`, `self.button`).
        func isControl(_ first: Int, _ last: Int) -> Bool {
            guard index.kind(last) == .identifier, names.contains(index.text(last)) else { return false }
            return first == last || last == first + 2 && index.isName(first, "self") && index.kind(first + 1) == .period
        }
        for call in HiddenInteractiveElementRule.placingCalls {
            for occurrence in file.occurrences(of: call) where range.contains(Int(occurrence)) {
                let token = Int(occurrence)
                guard index.kind(token - 1) == .period, let site = index.call(named: token),
                      let argument = site.arguments.first, isControl(Int(argument.start), Int(argument.end)) else { continue }
                let receiver = index.receiverPath(beforePeriod: token - 1)
                if isElement(receiver, at: token, owner: owner, file: file) { return true }
            }
        }
        for occurrence in file.occurrences(of: "arrangedSubviews") where range.contains(Int(occurrence)) {
            let token = Int(occurrence)
            guard index.kind(token + 1) == .colon, index.kind(token + 2) == .leftSquare,
                  let close = index.partner(of: token + 2), close > token + 3,
                  let opener = index.enclosingOpener(of: token), let site = index.owningCall(ofOpener: opener) else { continue }
            var listed = false
            var start = token + 3
            for probe in (token + 3)...close where index.kind(probe) == .comma || probe == close {
                if isControl(start, probe - 1) { listed = true }
                start = probe + 1
            }
            guard listed, let declaration = index.declarationInitialized(byExpressionAt: Int(site.calleeStart)) else { continue }
            let decl = index.declarations[declaration]
            if let type = index.inferredTypeName(ofDeclaration: declaration), isReadAsOneElement(type, project: file.project) {
                return true
            }
            let writes: [MemberWrite]
            if let scope = index.innermostScope(containing: Int(decl.keyword)), index.scopes[scope].kind != .typeBody {
                writes = index.writes(to: ObjectBinding(names: [decl.nameText], localScope: scope), project: file.project)
            } else {
                writes = file.project.writes(in: owner, receiver: decl.nameText)
            }
            if writes.contains(where: HiddenInteractiveElementRule.makesElement) { return true }
        }
        return false
    }

    /// Whether the view a receiver path names (`header`, `self.header`) is one accessibility element.
    func isElement(_ receiver: [Int32], at anchor: Int, owner: String, file: SwiftFileContext) -> Bool {
        let index = file.index
        let path = index.pathNames(receiver)
        guard path.count == 1 else { return false }
        if let local = index.localDeclaration(named: Int(receiver[receiver.count - 1])) {
            if let type = index.inferredTypeName(ofDeclaration: local), isReadAsOneElement(type, project: file.project) { return true }
            let scope = index.innermostScope(containing: Int(index.declarations[local].keyword))
            return index.writes(to: ObjectBinding(names: Set(path), localScope: scope), project: file.project)
                .contains(where: HiddenInteractiveElementRule.makesElement)
        }
        if let type = file.project.propertyType(in: owner, property: path[0]), isReadAsOneElement(type, project: file.project) {
            return true
        }
        return file.project.writes(in: owner, receiver: path[0]).contains(where: HiddenInteractiveElementRule.makesElement)
    }

    /// `isAccessibilityElement = true`.
    static func makesElement(_ write: MemberWrite) -> Bool {
        write.member == "isAccessibilityElement" && write.value.contains(.isTrue)
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
