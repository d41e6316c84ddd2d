/// Every rule, sorted by id. Hand-written on purpose: a test checks it against
/// the files in `Rules/<Category>/`, so adding a rule file without registering it fails.
public enum RuleRegistry {
    public static let rules: [RuleDescriptor] = [
        RuleDescriptor(AnimationIgnoresReduceMotionRule.self),
        RuleDescriptor(BarButtonItemMissingLabelRule.self),
        RuleDescriptor(ButtonActionInInnerGestureRule.self),
        RuleDescriptor(ButtonStyleIgnoresButtonShapesRule.self),
        RuleDescriptor(ButtonWithoutNameRule.self),
        RuleDescriptor(ControlMissingLabelRule.self),
        RuleDescriptor(DynamicTypeDisabledRule.self),
        RuleDescriptor(EmptyAccessibilityLabelRule.self),
        RuleDescriptor(FixedFontSizeRule.self),
        RuleDescriptor(GenericLinkTextRule.self),
        RuleDescriptor(GestureWithoutAlternativeRule.self),
        RuleDescriptor(HeaderTraitMissingRule.self),
        RuleDescriptor(HiddenByClearTintRule.self),
        RuleDescriptor(HiddenInteractiveElementRule.self),
        RuleDescriptor(IconButtonMissingLabelRule.self),
        RuleDescriptor(ImageMissingLabelRule.self),
        RuleDescriptor(InputPurposeMissingRule.self),
        RuleDescriptor(LabelContainsRoleRule.self),
        RuleDescriptor(LabelIgnoresStateRule.self),
        RuleDescriptor(LabelLooksLikeIdentifierRule.self),
        RuleDescriptor(LinkNotUnderlinedRule.self),
        RuleDescriptor(ModalOverlayNotModalRule.self),
        RuleDescriptor(NestedInteractiveControlsRule.self),
        RuleDescriptor(OrientationLockedRule.self),
        RuleDescriptor(RowControlsHiddenRule.self),
        RuleDescriptor(SmallTouchTargetRule.self),
        RuleDescriptor(StateNotExposedRule.self),
        RuleDescriptor(TapGestureAsButtonRule.self),
        RuleDescriptor(TextTruncationRule.self),
        RuleDescriptor(TouchHandlingWithoutActivateRule.self),
        RuleDescriptor(VisuallyDisabledControlRule.self),
    ]

    /// The descriptor of a rule id (or a former id).
    public static func rule(id: String) -> RuleDescriptor? {
        rules.first { $0.id == id || $0.metadata.formerIDs.contains(id) }
    }
}
