/// Progress HUDs and toasts: a tap that only closes one is a shortcut for what the view does by
/// itself (it goes away when the work finishes or its timer runs out). VoiceOver reads its text
/// and the user loses nothing when the tap is out of reach, so it is no button.
extension TapGestureAsButtonRule {
    /// Words naming a transient status view, matched in the tapped view's name or its owner type's.
    static let transientStatusWords = ["hud", "HUD", "Hud", "toast", "Toast"]

    /// Whether the tapped view (`receiver`, the recognizer attached at `site`) is a progress HUD
    /// or toast: its own name says so (`hud`, `progressHUD`, `toastView`), or it is `self` or a
    /// part (`label`) of a type named so (`MBProgressHUD`, `ToastView`).
    func onTransientStatus(_ receiver: [String], at site: Int, index: SyntaxIndex) -> Bool {
        let names = receiver.isEmpty ? [] : [receiver[receiver.count - 1]]
        if names.contains(where: { name in TapGestureAsButtonRule.transientStatusWords.contains { name.containsBytes(of: $0) } }) {
            return true
        }
        guard receiver.count <= 1, let type = index.enclosingType(of: site) else { return false }
        let owner = index.declarations[type].nameText
        // The type is the HUD or toast itself (`MBProgressHUD`, `ToastView`), not a host of them (`ToastHost`).
        return ["HUD", "Hud", "Toast", "ToastView"].contains { owner.hasSuffix($0) }
    }
}
