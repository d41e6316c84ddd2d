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
            if let type = button.customClass,
               IconButtonMissingLabelRule.typeIsNamed(type, project: context.project, labels: labels,
                                                      accepted: accepted) { continue }
            let namedInCode = document.outlets(to: button.id).contains { connection in
                guard let property = connection.property else { return false }
                if labels.isLabeledReceiver(property, by: accepted) { return true }
                guard let owner = document.owner(of: connection)?.customClass else { return false }
                return !labels.evidence(in: owner, receiver: property, project: context.project).isDisjoint(with: accepted)
            }
            if namedInCode { continue }
            let judgement = symbolDescriptions.judge(isSystemSymbol(button) ? [image] : [])
            if judgement == .described { continue }
            findings.append(context.finding(at: button, message: IconButtonMissingLabelRule.buttonMessage(image: image),
                                            severity: judgement == .partlyDescribed ? .info : nil))
        }
        return findings
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
