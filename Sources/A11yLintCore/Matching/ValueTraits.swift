/// What a written value does, summarized for the project model.
public struct ValueTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// Contains `.button` (a trait value).
    public static let addsButton = ValueTraits(rawValue: 1 << 0)
    /// Contains `.link`.
    public static let addsLink = ValueTraits(rawValue: 1 << 1)
    public static let isTrue = ValueTraits(rawValue: 1 << 2)
    public static let isFalse = ValueTraits(rawValue: 1 << 3)
    /// `.clear`, `UIColor.clear`.
    public static let isClear = ValueTraits(rawValue: 1 << 4)
    public static let isNil = ValueTraits(rawValue: 1 << 5)
    /// `remove`/`subtract`/`-=`.
    public static let removes = ValueTraits(rawValue: 1 << 6)
    /// An `override var`/`override func` of the member, not an assignment.
    public static let isOverride = ValueTraits(rawValue: 1 << 7)
    /// Contains `.keyboardKey` (a trait value): the view imitates a keyboard key.
    public static let addsKeyboardKey = ValueTraits(rawValue: 1 << 8)
    /// A font that follows Dynamic Type: `.preferredFont(forTextStyle:)`, `UIFontMetrics(…).scaledFont(for:)`.
    public static let scalesWithTextStyle = ValueTraits(rawValue: 1 << 9)
    /// Contains `.allowsDirectInteraction`: touches reach the view directly under VoiceOver.
    public static let addsDirectInteraction = ValueTraits(rawValue: 1 << 10)
    /// Contains `.adjustable`: VoiceOver's swipes up and down call `accessibilityIncrement`/`Decrement`.
    public static let addsAdjustable = ValueTraits(rawValue: 1 << 11)
    /// An override whose body is empty (`override func accessibilityIncrement() {}`): it does nothing.
    public static let hasEmptyBody = ValueTraits(rawValue: 1 << 12)
}

/// `receiver.member = value` written inside a type (`receiver` is "" for `self`).
public struct MemberWrite: Sendable, Hashable {
    public var type: String
    public var receiver: String
    public var member: String
    public var value: ValueTraits
}

extension SyntaxIndex {
    /// Summarizes the value tokens of a write.
    func valueTraits(from first: Int, through last: Int) -> ValueTraits {
        var traits: ValueTraits = []
        guard first <= last else { return traits }
        if containsMember("button", from: first, through: last) { traits.insert(.addsButton) }
        if containsMember("link", from: first, through: last) { traits.insert(.addsLink) }
        if containsMember("keyboardKey", from: first, through: last) { traits.insert(.addsKeyboardKey) }
        if containsMember("allowsDirectInteraction", from: first, through: last) { traits.insert(.addsDirectInteraction) }
        if containsMember("adjustable", from: first, through: last) { traits.insert(.addsAdjustable) }
        if containsMember("preferredFont", from: first, through: last) || containsMember("scaledFont", from: first, through: last) {
            traits.insert(.scalesWithTextStyle)
        }
        if containsMember("clear", from: first, through: last) { traits.insert(.isClear) }
        if first == last {
            if isName(first, "true") { traits.insert(.isTrue) }
            if isName(first, "false") { traits.insert(.isFalse) }
            if isName(first, "nil") { traits.insert(.isNil) }
        }
        return traits
    }

    /// Whether tokens `first...last` hold a condition (`a ? b : c`, `if`): a value that holds in one state only.
    func isConditional(from first: Int, through last: Int) -> Bool {
        guard first <= last else { return false }
        for probe in first...min(last, count - 1) where isOperator(probe, "?") && tokens[probe].flags.contains(.hasLeadingTrivia)
            || isName(probe, "if") || isName(probe, "switch") {
            return true
        }
        return false
    }
}
