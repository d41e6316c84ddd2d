/// Every rule, sorted by id. Hand-written on purpose: a test checks it against
/// the files in `Rules/`, so adding a rule file without registering it fails.
public enum RuleRegistry {
    public static let rules: [RuleDescriptor] = [
        RuleDescriptor(BarButtonItemMissingLabelRule.self),
        RuleDescriptor(ButtonActionInInnerGestureRule.self),
        RuleDescriptor(ButtonStyleIgnoresButtonShapesRule.self),
        RuleDescriptor(HiddenByClearTintRule.self),
        RuleDescriptor(IconButtonMissingLabelRule.self),
        RuleDescriptor(ImageMissingLabelRule.self),
        RuleDescriptor(LinkNotUnderlinedRule.self),
        RuleDescriptor(NestedInteractiveControlsRule.self),
        RuleDescriptor(TapGestureAsButtonRule.self),
        RuleDescriptor(TouchHandlingWithoutActivateRule.self),
    ]

    /// The descriptor of a rule id (or a former id).
    public static func rule(id: String) -> RuleDescriptor? {
        rules.first { $0.id == id || $0.metadata.formerIDs.contains(id) }
    }
}
