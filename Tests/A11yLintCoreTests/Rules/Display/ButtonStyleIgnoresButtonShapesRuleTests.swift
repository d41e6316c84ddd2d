import XCTest
@testable import A11yLintCore

final class ButtonStyleIgnoresButtonShapesRuleTests: XCTestCase {
    let id = ButtonStyleIgnoresButtonShapesRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testPageColourBackgroundsAndPressedOnlyFills() {
        let source = """
        struct PageRow: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(Color(.systemBackground))
            }
        }
        struct PressedGrey: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(!configuration.isPressed ? Color(UIColor.systemBackground) : Color.gray)
            }
        }
        struct StyleBackground: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(.background)
            }
        }
        struct GreyAtRest: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(configuration.isPressed ? Color(.systemBackground) : Color(.systemGray6))
            }
        }
        struct ShadowedCard: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(Color(.systemBackground)).shadow(radius: 2)
            }
        }
        struct TintedRow: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(Color(.systemBackground).overlay(Color.accentColor.opacity(0.2)))
            }
        }
        struct HelperNamedBackground: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(background(isPressed: configuration.isPressed))
            }
            func background(isPressed: Bool) -> some View { Capsule().fill(isPressed ? Color.gray : Color.blue) }
        }
        """
        XCTAssertEqual(lines([("Styles.swift", source)]), ["Styles.swift:1", "Styles.swift:6", "Styles.swift:11"])
    }

    func testShapesThatCountAndThatDoNot() {
        let source = """
        struct ClipOnly: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding().clipShape(RoundedRectangle(cornerRadius: 8))
            }
        }
        struct FadesToZero: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(Color.accentColor.opacity(configuration.isPressed ? 0.2 : 0))
            }
        }
        struct Material: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background(.thinMaterial)
            }
        }
        struct Bordered: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.border(.secondary)
            }
        }
        struct Underlined: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.underline()
            }
        }
        struct ShapeRoot: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Circle().fill(.tint).overlay(configuration.label)
            }
        }
        """
        let found = lint([("Styles.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [1, 6])
        XCTAssertEqual(found.first?.message, ButtonStyleIgnoresButtonShapesRule.message(style: "ClipOnly"))
    }

    func testViewBuiltByMakeBodyIsLookedInto() {
        let source = """
        struct IconStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { IconBody(configuration: configuration) }
        }
        struct PillStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { PillBody(configuration: configuration) }
        }
        private struct IconBody: View {
            let configuration: ButtonStyle.Configuration
            var body: some View { configuration.label.foregroundStyle(.secondary) }
        }
        private struct PillBody: View {
            let configuration: ButtonStyle.Configuration
            var body: some View { configuration.label.padding().background(Capsule().fill(.tint)) }
        }
        """
        XCTAssertEqual(lines([("Styles.swift", source)]), ["Styles.swift:1"])
    }

    func testButtonShapesReadElsewhereInTheTypeAndPlatformExclusions() {
        let style = """
        struct LinkStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundStyle(.tint) }
        }
        #if os(tvOS)
        struct FocusStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.scaleEffect(1.1) }
        }
        #endif
        """
        let reader = """
        extension LinkStyle {
            struct Reader: View {
                @Environment(\\.accessibilityShowButtonShapes) var shapes
                var body: some View { EmptyView() }
            }
        }
        """
        XCTAssertEqual(lines([("Style.swift", style)]), ["Style.swift:1"])
        let readsInType = """
        extension LinkStyle {
            var showsShapes: Bool { UIAccessibility.buttonShapesEnabled }
        }
        """
        XCTAssertEqual(lines([("Style.swift", style), ("Reads.swift", readsInType)]), [])
        // A nested type reading the setting is not the style reading it.
        XCTAssertEqual(lines([("Style.swift", style), ("Reader.swift", reader)]), ["Style.swift:1"])
    }

    func testViewsFromOtherFilesAndConditionalBackgrounds() {
        let style = """
        struct CardStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { PressableCard(configuration: configuration) }
        }
        struct PressOnlyStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.background {
                    if configuration.isPressed { RoundedRectangle(cornerRadius: 8).fill(.gray.opacity(0.2)) }
                }
            }
        }
        """
        let card = """
        struct PressableCard: View {
            let configuration: ButtonStyle.Configuration
            var body: some View { configuration.label.padding().background(RoundedRectangle(cornerRadius: 12).fill(.tint)) }
        }
        """
        XCTAssertEqual(lines([("Styles.swift", style), ("PressableCard.swift", card)]), ["Styles.swift:4"])
        XCTAssertEqual(lines([("Styles.swift", style)]), ["Styles.swift:1", "Styles.swift:4"])
    }

    func testAHelperAtTheRootOfMakeBodyIsTheButtonsView() {
        let source = """
        struct Filled: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                return self.backdrop.overlay(configuration.label)
            }
            var backdrop: some View {
                Group { if wide { Capsule().fill(.tint) } else { Circle().fill(.tint) } }
            }
        }
        struct Bare: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                tinted(configuration.label)
            }
            func tinted(_ label: Configuration.Label) -> some View { label.foregroundStyle(.tint) }
        }
        struct Other: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                helper.overlay(configuration.label)
            }
        }
        struct Unrelated {
            var helper: some View { Capsule().fill(.red) }
        }
        """
        let found = lint([("Styles.swift", source)], rules: [ButtonStyleIgnoresButtonShapesRule.id])
        XCTAssertEqual(found.map(\.start.line), [9, 15])
    }

    /// A style that hands its button to another style (`Button(configuration).buttonStyle(Look())`, a system
    /// `.bordered`, `BorderedButtonStyle().makeBody`) draws what that style draws; a nested style is the one
    /// of its own type, whatever a style of the same name elsewhere draws.
    func testAStyleThatAppliesAnotherDrawsWhatItDraws() {
        let source = """
        struct Action: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).buttonStyle(Look())
            }
            struct Look: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.background(RoundedRectangle(cornerRadius: 12).stroke(.primary))
                }
            }
        }
        struct Quiet: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).buttonStyle(Look())
            }
            struct Look: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(0.8) }
            }
        }
        struct Bordered: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(.borderedProminent) }
        }
        struct Forwarding: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { BorderedButtonStyle().makeBody(configuration: configuration) }
        }
        struct Plain: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(.plain) }
        }
        """
        XCTAssertEqual(lines([("Styles.swift", source)]), ["Styles.swift:11", "Styles.swift:15", "Styles.swift:25"])
        // A drawing style of the same name in another file does not speak for the one declared here.
        let other = """
        struct Look: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.background(Capsule().fill(.tint)) }
        }
        """
        let quiet = """
        struct Quiet: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(Look()) }
        }
        """
        let shadowed = """
        struct Hushed: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(Look()) }
        }
        struct Look: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        """
        XCTAssertEqual(lines([("Other.swift", other), ("Quiet.swift", quiet), ("Hushed.swift", shadowed)]),
                       ["Hushed.swift:1", "Hushed.swift:4"])
    }

    /// A top-level function that builds a view drawing a shape (`Slab(12, color)` returning a filled view,
    /// `outline(_:)` stroking a capsule) draws that shape where a style builds it; a function that
    /// builds none does not.
    func testTopLevelFunctionsBuildingShapeViews() {
        let helpers = """
        struct FilledSlab<S: ShapeStyle>: View {
            let fill: S
            var body: some View { RoundedRectangle(cornerRadius: 12).fill(fill) }
        }
        func Slab<S: ShapeStyle>(_ fill: S) -> FilledSlab<S> { FilledSlab(fill: fill) }
        func outline(_ color: Color) -> some View { Capsule().strokeBorder(color) }
        func tinted(_ view: some View) -> some View { view.foregroundStyle(.tint) }
        """
        let styles = """
        struct SlabStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { Slab(.gray).overlay(configuration.label) }
        }
        struct OutlineStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.overlay(outline(.secondary)) }
        }
        struct TintStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { tinted(configuration.label) }
        }
        """
        XCTAssertEqual(lines([("Helpers.swift", helpers), ("Styles.swift", styles)]), ["Styles.swift:7"])
        XCTAssertEqual(lines([("Styles.swift", styles)]), ["Styles.swift:1", "Styles.swift:4", "Styles.swift:7"])
    }

    /// A colour or gradient at the bottom of the root `ZStack` (or of a nested one) fills the label's frame;
    /// a clear one, one hidden by its stack's `.opacity(0)`, or only the page's colour draws no shape.
    func testZStackFillLayers() {
        let source = """
        struct GradientSlab: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                ZStack {
                    LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom)
                    configuration.label.padding()
                }
                .clipShape(Capsule())
            }
        }
        struct HiddenBase: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                ZStack {
                    ZStack { Color.indigo }.opacity(0)
                    configuration.label
                }
            }
        }
        struct PageBase: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                ZStack {
                    Color(.systemBackground)
                    configuration.label
                }
            }
        }
        struct NestedFill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                ZStack {
                    ZStack { ZStack { Color.orange } }.cornerRadius(12)
                    configuration.label
                }
            }
        }
        """
        XCTAssertEqual(lines([("Slabs.swift", source)]), ["Slabs.swift:10", "Slabs.swift:18"])
    }

    /// A background-named modifier counts as a shape only when it is given the shape (`in:`); without
    /// it, or a modifier named for something else taking `in:`, the style still draws nothing known.
    func testBackgroundModifierGivenAShape() {
        let source = """
        struct GlassChip: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(6).glassyBackground(tint: .mint, in: Capsule())
            }
        }
        struct FadedChip: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(6).glassyBackground(tint: .mint)
            }
        }
        struct SpacedChip: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(6).spacing(4, in: Capsule())
            }
        }
        """
        XCTAssertEqual(lines([("Chips.swift", source)]), ["Chips.swift:6", "Chips.swift:11"])
    }
}
