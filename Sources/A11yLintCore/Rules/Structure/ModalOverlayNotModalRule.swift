/// A custom full-screen overlay or dialog that lets VoiceOver read what is behind it.
struct ModalOverlayNotModalRule: Rule {
    static let metadata = RuleMetadata(
        id: "modal-overlay-not-modal",
        summary: "A custom overlay or dialog covers the screen but is not marked modal for accessibility.",
        rationale: """
            A view of the app's own laid over the screen — a dimmed backdrop with a dialog, a progress HUD \
            that blocks the screen, a lock curtain — hides the content behind it from sight and touch only: \
            VoiceOver, Switch Control and Full Keyboard Access still move into that content, read it and \
            activate controls the dialog is meant to block, and may never find the dialog (WCAG 1.3.2, \
            2.4.3). `accessibilityViewIsModal = true` (UIKit) or `.accessibilityAddTraits(.isModal)` \
            (SwiftUI) keeps them inside the overlay. Reported: UIKit `addSubview(x)` on a view or window \
            where `x` is created over its full bounds (`frame: view.bounds`, `UIScreen.main.bounds`, \
            `x.frame = bounds`) and its name or type says overlay, HUD, popup, alert, dialog, dim or \
            curtain, with no `accessibilityViewIsModal` on it or in its class; SwiftUI `ZStack` or \
            `.overlay` content that shows, under an `if`, a `Color` backdrop filling the screen \
            (`.ignoresSafeArea()`) or dismissing on tap, followed by the dialog, with no `.isModal` trait \
            and no `.accessibilityHidden` on the content behind. Not reported: overlays that let touches \
            through (`isUserInteractionEnabled = false`, `.allowsHitTesting(false)`), banners and toasts \
            not named so, system presentations (`present`, `.sheet`, `.alert`, `.fullScreenCover`), which \
            are modal already. Opt-in: on the judged sample it finds only some of the overlays people \
            meet — most are pinned with constraints or built by helpers the source does not tie to the \
            screen's bounds — and privacy curtains shown while the app is in the background are not \
            told apart from ones shown in use. Known false positives: an overlay that hides the content \
            behind with `accessibilityElementsHidden` set on the siblings instead, or one that moves focus \
            and removes itself at once.
            """,
        fix: """
            Prefer a system presentation (`present(_:animated:)`, `.sheet`, `.alert`, \
            `.fullScreenCover`). For a custom overlay, set `overlay.accessibilityViewIsModal = true` (and \
            post `UIAccessibility.post(notification: .screenChanged, argument: overlay)`), or in SwiftUI add \
            `.accessibilityAddTraits(.isModal)` to the dialog and give the backdrop an \
            `.accessibilityAction(.escape)` that dismisses it.
            """,
        severity: .warning,
        wcag: ["1.3.2", "2.4.3"],
        frameworks: [.uiKit, .swiftUI],
        isOptIn: true,
        precision: .medium,
        triggeringExamples: [
            Example("""
                enum ProgressHUD {
                    static func show(on view: UIView) {
                        let hud = HUDView(frame: view.bounds)
                        hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        view.↓addSubview(hud)
                    }
                }
                """),
            Example("""
                struct DialogHost: ViewModifier {
                    @ObservedObject var dialogs: DialogCenter
                    func body(content: Content) -> some View {
                        ZStack {
                            content
                            if dialogs.isPresented {
                                ↓Color.black.opacity(0.3)
                                    .ignoresSafeArea()
                                    .onTapGesture { dialogs.dismiss() }
                                DialogCard(dialog: dialogs.current)
                            }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class ProgressOverlay: UIView {
                    static func add(to parent: UIView) {
                        let overlay = ProgressOverlay(frame: parent.bounds)
                        overlay.accessibilityViewIsModal = true
                        parent.addSubview(overlay)
                    }
                }
                """),
            Example("""
                struct DialogHost: ViewModifier {
                    @Binding var isPresented: Bool
                    func body(content: Content) -> some View {
                        ZStack {
                            content
                            if isPresented {
                                Color.black.opacity(0.3)
                                    .ignoresSafeArea()
                                    .onTapGesture { isPresented = false }
                                DialogCard()
                                    .accessibilityAddTraits(.isModal)
                            }
                        }
                    }
                }
                """),
            Example("""
                final class PlayerViewController: UIViewController {
                    func showControls() {
                        let gradient = GradientView(frame: view.bounds)
                        view.addSubview(gradient)
                    }
                }
                """),
        ])

    static let triggers = ["addSubview", "ZStack", "overlay"]
    static let lookups = ["isModal", "accessibilityViewIsModal", "accessibilityHidden", "allowsHitTesting"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        uiKitFindings(file) + swiftUIFindings(file)
    }

    /// The message.
    static func message() -> String {
        "This overlay covers the screen but is not modal: VoiceOver and Switch Control users move into the content behind it."
    }
}
