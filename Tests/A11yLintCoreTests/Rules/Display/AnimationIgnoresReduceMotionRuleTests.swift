import XCTest
@testable import A11yLintCore

final class AnimationIgnoresReduceMotionRuleTests: XCTestCase {
    let id = AnimationIgnoresReduceMotionRule.id

    func lines(_ source: String, path: String = "View.swift") -> [Int] {
        lint([(path, source)], rules: [id]).map(\.start.line)
    }

    func testLargeSpinIsReportedAndSmallSpinIsNot() {
        let source = """
        struct Searching: View {
            enum Size { static let ring: CGFloat = 180 }
            @State private var angle = 0.0
            @State private var small = 0.0
            var body: some View {
                VStack {
                    Image(decorative: "ring").frame(width: Size.ring, height: Size.ring).rotationEffect(.degrees(angle))
                    Image(decorative: "dot").frame(width: 24, height: 24).rotationEffect(.degrees(small))
                }
                .onAppear {
                    withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) { angle = 360 }
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { small = 360 }
                }
            }
        }
        """
        let found = lint([("Searching.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [11])
        XCTAssertEqual(found.first?.message, AnimationIgnoresReduceMotionRule.message(motion: "a large rotation"))
    }

    func testMotionDrivenFromAnotherPropertyOfTheSameTypeCounts() {
        let source = """
        struct Beacon: View {
            @State private var grown = false
            var body: some View { dot.onAppear(perform: start) }
            private var dot: some View { Circle().frame(width: 20, height: 20).scaleEffect(grown ? 2 : 1) }
        }
        extension Beacon {
            func start() { withAnimation(.easeOut(duration: 1).repeatForever()) { self.grown.toggle() } }
        }
        """
        XCTAssertEqual(lines(source), [7])
    }

    func testAnimationThatDrivesNoMotionIsSilent() {
        let source = """
        struct Blink: View {
            @State private var on = false
            @State private var size: CGFloat = 10
            var body: some View {
                Circle().frame(width: size, height: size).opacity(on ? 1 : 0.2)
                    .offset(x: 4)
                    .onAppear { withAnimation(.easeInOut.repeatForever()) { on = true; size = 14 } }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    func testSpriteKitActionsAndStoredAnimationsAreNotSwiftUIs() {
        let source = """
        final class Scene: SKScene {
            func wobble(_ node: SKNode) {
                node.run(SKAction.repeatForever(SKAction.rotate(byAngle: 1, duration: 1)))
                node.run(.repeatForever(.move(by: CGVector(dx: 10, dy: 0), duration: 1)))
            }
        }
        struct Helper {
            static let forever = Animation.linear.repeatForever(autoreverses: false)
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    func testCoreAnimationGroupsAndKeyPaths() {
        let source = """
        final class Breathing: UIView {
            func start(_ shape: CAShapeLayer) {
                let grow = CABasicAnimation(keyPath: "transform")
                let width = CABasicAnimation(keyPath: "lineWidth")
                let group = CAAnimationGroup()
                group.animations = [grow, width]
                group.repeatCount = HUGE
                shape.add(group, forKey: nil)
            }
            func outline(_ shape: CAShapeLayer) {
                let path = CABasicAnimation(keyPath: "path")
                let group = CAAnimationGroup()
                group.animations = [path]
                group.repeatCount = MAXFLOAT
                shape.add(group, forKey: nil)
            }
            func twice(_ layer: CALayer) {
                let nudge = CABasicAnimation(keyPath: "position.y")
                nudge.repeatCount = 2
                layer.add(nudge, forKey: nil)
            }
        }
        """
        let found = lint([("Breathing.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [7])
        XCTAssertEqual(found.first?.message, AnimationIgnoresReduceMotionRule.layerMessage(keyPath: "transform"))
    }

    func testAProjectWrapperNamedReduceMotionSilencesTheFile() {
        let source = """
        struct Pulse: View {
            @AppStorage("reduceMotion") var reduceMotion = false
            @State private var big = false
            var body: some View {
                Circle().scaleEffect(big ? 2 : 1)
                    .onAppear { withAnimation(.default.repeatForever()) { big = true } }
            }
        }
        """
        XCTAssertEqual(lines(source), [])
    }

    /// Moving a mask sweeps a highlight over text that stays put, and a state named for a shimmer
    /// drives a loading shimmer; the same offset on the text itself moves it.
    func testShimmersThroughAMaskOrNamedForLoadingAreSilent() {
        let source = """
        struct SyncingBadge: View {
            @State private var sweep: CGFloat = -80
            @State private var shimmerOffset: CGFloat = -1
            @State private var drift: CGFloat = 0
            var body: some View {
                VStack {
                    Text("Syncing…")
                        .overlay {
                            Text("Syncing…")
                                .mask(LinearGradient(colors: [.clear, .white, .clear], startPoint: .leading, endPoint: .trailing)
                                    .offset(x: sweep))
                        }
                    Capsule().overlay(Capsule().fill(.white.opacity(0.4)).offset(x: shimmerOffset * 60))
                    Text("Drifting").offset(y: drift)
                }
                .onAppear {
                    withAnimation(.linear(duration: 1.4).repeatForever(autoreverses: false)) { sweep = 80 }
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { shimmerOffset = 1 }
                    withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) { drift = 12 }
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [19])
    }
}
