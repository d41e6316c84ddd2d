/// A repeating animation moves, scales or spins a view and the file never reads Reduce Motion.
struct AnimationIgnoresReduceMotionRule: Rule {
    static let metadata = RuleMetadata(
        id: "animation-ignores-reduce-motion",
        summary: "A repeating animation moves, scales or spins a view without honouring Reduce Motion.",
        rationale: """
            People with vestibular disorders turn on Settings › Accessibility › Motion › Reduce Motion \
            because sliding, zooming, pulsing and large spinning movement makes them dizzy or nauseous; \
            an animation that repeats forever gives them no way out short of leaving the screen. \
            Reported: a SwiftUI `.repeatForever` animation (in `withAnimation(…)` or `.animation(…)`) \
            that drives `.offset`, `.scaleEffect` or `.position`, or `.rotationEffect`/`.rotation3DEffect` \
            of a view framed 100 pt or larger; a `CABasicAnimation`/`CAKeyframeAnimation` on `transform`, \
            `transform.scale`, `transform.translation` or `position` (or a `CAAnimationGroup` holding one) \
            whose `repeatCount` is infinite (`.infinity`, `.greatestFiniteMagnitude`, `HUGE`, `MAXFLOAT`); \
            `UIView.animate(…, options: [.repeat])` that changes `transform`, `center` or `frame`; and any \
            parallax `UIInterpolatingMotionEffect`. Not reported: motion inside a `.mask(…)` and a repeat \
            driving only states named for a loading indicator (`shimmerPhase`), which sweep a highlight over \
            content that stays put; files that read \
            `@Environment(\\.accessibilityReduceMotion)`, `UIAccessibility.isReduceMotionEnabled` or a \
            project wrapper named `reduceMotion`/`prefersReducedMotion`; opacity, colour, blur, gradient \
            (shimmer) and size-only animations; small spinners (a full-turn rotation of a view under 100 pt, \
            like the system's activity indicator, which keeps spinning under Reduce Motion); loading \
            indicators (types and properties named `…Progress…`, `…Loading…`, `…Loader…`, `…Spinner…`, \
            `…ActivityIndicator…`, `…Shimmer…`, `…Skeleton…`), which WCAG 2.2.2 exempts while content loads; \
            and SpriteKit/SceneKit actions. macOS code is linted too: the Mac has the same setting. \
            Known false negatives: non-repeating springs, zooms and `matchedGeometryEffect` transitions; \
            repeating animations stored in a variable and started elsewhere; large spins whose size is not a \
            literal or a constant in the file; motion set in another file. Known false positives: a \
            Reduce Motion check made in another file (a parent view that never shows the animated view when \
            the setting is on). a11y-check's `animation-missing-reduce-motion` reports every `.animation` and \
            `withAnimation` in a file that never mentions Reduce Motion; a11ylint reports only motion that \
            repeats, because one-shot transitions are mostly harmless and reporting each of them would bury \
            the animations that do make people sick (the file-level Reduce Motion check is the same).
            """,
        fix: """
            Read the setting and replace the motion with a fade or a still image: \
            `@Environment(\\.accessibilityReduceMotion) private var reduceMotion`, then \
            `withAnimation(reduceMotion ? nil : .easeInOut(duration: 1).repeatForever()) { … }` \
            (UIKit: `guard !UIAccessibility.isReduceMotionEnabled else { return }` before adding the \
            animation, and observe `UIAccessibility.reduceMotionStatusDidChangeNotification`).
            """,
        severity: .warning,
        wcag: ["2.3.3", "2.2.2"],
        frameworks: [.swiftUI, .uiKit],
        precision: .medium,
        triggeringExamples: [
            Example("""
                struct RecordButton: View {
                    @State private var pulsing = false
                    var body: some View {
                        Circle().fill(.red)
                            .frame(width: 64, height: 64)
                            .scaleEffect(pulsing ? 1.2 : 1)
                            .onAppear {
                                withAnimation(.easeInOut(duration: 0.8).↓repeatForever(autoreverses: true)) {
                                    pulsing = true
                                }
                            }
                    }
                }
                """),
            Example("""
                struct NewsTicker: View {
                    @State private var width: CGFloat = 0
                    var body: some View {
                        Text(headlines)
                            .offset(x: -width)
                            .animation(.linear(duration: 12).↓repeatForever(autoreverses: false), value: width)
                    }
                }
                """),
            Example("""
                final class CallingView: UIView {
                    func startRipple(on ring: CALayer) {
                        let ripple = CABasicAnimation(keyPath: "transform.scale")
                        ripple.toValue = 1.6
                        ripple.duration = 1.2
                        ripple.↓repeatCount = .infinity
                        ring.add(ripple, forKey: "ripple")
                    }
                }
                """),
            Example("""
                final class CardView: UIView {
                    func addParallax() {
                        let tilt = ↓UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
                        addMotionEffect(tilt)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct RecordButton: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var pulsing = false
                    var body: some View {
                        Circle().fill(.red)
                            .scaleEffect(pulsing ? 1.2 : 1)
                            .onAppear {
                                withAnimation(reduceMotion ? nil : .easeInOut.repeatForever()) { pulsing = true }
                            }
                    }
                }
                """),
            Example("""
                struct LiveBadge: View {
                    @State private var dimmed = false
                    var body: some View {
                        Text("LIVE")
                            .opacity(dimmed ? 0.4 : 1)
                            .onAppear {
                                withAnimation(.easeInOut.repeatForever()) { dimmed = true }
                            }
                    }
                }
                """),
            Example("""
                struct SyncIcon: View {
                    @State private var angle = 0.0
                    var body: some View {
                        Image(systemName: "arrow.triangle.2.circlepath")
                            .rotationEffect(.degrees(angle))
                            .onAppear {
                                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }
                            }
                    }
                }
                """),
            Example("""
                final class DotsLoaderView: UIView {
                    func start() {
                        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
                        bounce.values = [0, 1, 0]
                        bounce.repeatCount = .infinity
                        layer.add(bounce, forKey: "bounce")
                    }
                }
                """),
            Example("""
                final class StatusView: UIView {
                    func blink() {
                        let fade = CABasicAnimation(keyPath: "opacity")
                        fade.repeatCount = .infinity
                        layer.add(fade, forKey: "fade")
                    }
                }
                """),
        ])

    static let triggers = ["repeatForever", "repeatCount", "UIInterpolatingMotionEffect", "repeat"]
    static let lookups = reduceMotionNames + ["offset", "scaleEffect", "position", "rotationEffect", "rotation3DEffect"]

    /// Names whose presence in a file means it honours Reduce Motion somewhere.
    static let reduceMotionNames = ["accessibilityReduceMotion", "isReduceMotionEnabled",
                                    "UIAccessibilityIsReduceMotionEnabled", "reduceMotionStatusDidChangeNotification",
                                    "reduceMotion", "prefersReducedMotion", "isReduceMotionOn"]

    init(options: NoOptions) {}

    func check(_ file: SwiftFileContext) -> [RuleFinding] {
        let last = file.index.count - 1
        guard last >= 0 else { return [] }
        for name in Self.reduceMotionNames where file.containsName(name, from: 0, through: last) { return [] }
        var findings: [RuleFinding] = []
        for token in file.occurrences(of: "repeatForever") {
            if let motion = swiftUIMotion(repeating: Int(token), in: file) {
                findings.append(file.finding(from: Int(token), through: Int(token),
                                             message: Self.message(motion: motion)))
            }
        }
        for token in file.occurrences(of: "repeatCount") {
            if let keyPath = layerMotion(repeatCount: Int(token), in: file.index) {
                findings.append(file.finding(from: Int(token), through: Int(token),
                                             message: Self.layerMessage(keyPath: keyPath)))
            }
        }
        for token in file.occurrences(of: "repeat") where viewAnimationRepeatsMotion(option: Int(token), in: file.index) {
            findings.append(file.finding(from: Int(token), through: Int(token), message: Self.viewAnimationMessage))
        }
        for token in file.occurrences(of: "UIInterpolatingMotionEffect")
        where file.index.kind(Int(token) - 1) != .period && file.index.call(named: Int(token)) != nil {
            findings.append(file.finding(from: Int(token), through: Int(token), message: Self.parallaxMessage))
        }
        return findings
    }

    // MARK: - Messages

    /// The message for a SwiftUI animation.
    static func message(motion: String) -> String {
        "This animation repeats \(motion) forever and the file never reads accessibilityReduceMotion, so people "
            + "who turn on Reduce Motion cannot stop it."
    }

    /// The message for a Core Animation animation.
    static func layerMessage(keyPath: String) -> String {
        "This '\(keyPath)' animation repeats forever and the file never reads UIAccessibility.isReduceMotionEnabled, "
            + "so people who turn on Reduce Motion cannot stop it."
    }

    static let viewAnimationMessage = "This UIView animation repeats a move or transform forever and the file never "
        + "reads UIAccessibility.isReduceMotionEnabled, so people who turn on Reduce Motion cannot stop it."

    static let parallaxMessage = "This parallax motion effect ignores Reduce Motion: the file never reads "
        + "UIAccessibility.isReduceMotionEnabled."
}
