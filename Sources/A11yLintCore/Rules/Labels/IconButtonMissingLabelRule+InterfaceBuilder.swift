/// Storyboard and xib buttons that show only an image.
extension IconButtonMissingLabelRule {
    func check(interfaceBuilder context: InterfaceBuilderContext, collected labels: Collected) -> [RuleFinding] {
        let document = context.document
        // AppKit buttons are built differently (`buttonCell`); a document without a runtime is judged by its type.
        guard document.isCocoaTouch
                || document.targetRuntime == nil && (document.rootAttributes["type"] ?? "").contains("CocoaTouch") else { return [] }
        let accepted = acceptedEvidence(context.project)
        var findings: [RuleFinding] = []
        for button in document.objects(named: "button") {
            // A bar button item's custom view: `bar-button-item-missing-label` judges the item.
            if button.key == "customView", let parent = button.parent, document.objects[parent].elementName == "barButtonItem" {
                continue
            }
            guard let image = imageName(of: button), !hasTitle(button) else { continue }
            if let label = button.accessibility?.label, !label.isEmpty { continue }
            if button.accessibility?.isElement == false { continue }
            if button.runtimeAttributes.contains(where: { accepted.contains($0.keyPath) }) { continue }
            // A class names this button only by naming itself: a caller titling its own instance names that one.
            if let type = button.customClass,
               IconButtonMissingLabelRule.typeNamesItself(type, project: context.project, labels: labels,
                                                          accepted: accepted) { continue }
            let namedInCode = document.outlets(to: button.id).contains { connection in
                guard let property = connection.property else { return false }
                let owner = document.owner(of: connection)?.customClass
                if labels.isLabeledReceiver(property, owner: owner, project: context.project, by: accepted) { return true }
                guard let owner else { return false }
                return !labels.evidence(in: owner, receiver: property, project: context.project).isDisjoint(with: accepted)
            }
            if namedInCode || isInsideSingleElement(button, document: document, project: context.project) { continue }
            let judgement = symbolDescriptions.judge(isSystemSymbol(button) ? [image] : [])
            if judgement == .described { continue }
            findings.append(context.finding(at: button, message: IconButtonMissingLabelRule.buttonMessage(image: image),
                                            severity: judgement == .partlyDescribed ? .info : nil))
        }
        return findings
    }

    /// Whether an enclosing view (a cell, a container) is one accessibility element: its
    /// class makes itself one in code, or Interface Builder's Accessibility Enabled is on.
    func isInsideSingleElement(_ button: IBObject, document: IBDocument, project: ProjectModel) -> Bool {
        document.ancestors(of: button.index).contains { view in
            view.accessibility?.isElement == true
                || view.customClass.map { IconButtonMissingLabelRule.isSingleElement($0, project: project) } ?? false
        }
    }

    /// The image a button shows: a state's image or its configuration's image.
    func imageName(of button: IBObject) -> String? {
        let name = button.states.first { !($0.image ?? "").isEmpty }?.image
            ?? button.properties["configuration.image"]?.attributes["image"]
            ?? button.properties["configuration"]?.attributes["image"]
        return name.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether a button shows a title: in a state, or in its configuration.
    func hasTitle(_ button: IBObject) -> Bool {
        if button.states.contains(where: \.hasTitle) { return true }
        if let title = button.properties["configuration"]?.attributes["title"], !title.isEmpty { return true }
        return button.properties["configuration.attributedTitle"] != nil
    }

    /// Whether the button's image is an SF Symbol (`catalog="system"`).
    func isSystemSymbol(_ button: IBObject) -> Bool {
        if let state = button.states.first(where: { !($0.image ?? "").isEmpty }) { return state.attributes["catalog"] == "system" }
        return button.properties["configuration.image"]?.attributes["catalog"] == "system"
    }
}
