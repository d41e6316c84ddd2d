import XCTest
@testable import A11yLintCore

final class TouchHandlingWithoutActivateRuleTests: XCTestCase {
    let id = TouchHandlingWithoutActivateRule.id

    /// Lines of the rule's findings in a project.
    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testMessageNamesTheClassAndTheOverride() {
        let source = """
        final class TagView: UIView {
            var onTap: (() -> Void)?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?() }
        }
        """
        let found = lint([("Tag.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3])
        XCTAssertEqual(found.first?.message, TouchHandlingWithoutActivateRule.message(type: "TagView", method: "touchesEnded"))
    }

    /// The button trait, custom actions or an activation override in another file or
    /// in a superclass count; a subclass declared in another file makes a control.
    func testSemanticsAndControlsFromOtherFiles() {
        let view = """
        class BaseTile: UIView {}
        final class Tile: BaseTile {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.tileTapped(self) }
        }
        final class Knob: RoundControl {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.knobTapped(self) }
        }
        """
        XCTAssertEqual(lines([("Tile.swift", view)]), ["Tile.swift:3"])
        let traits = """
        extension BaseTile {
            func configureAccessibility() { accessibilityTraits.insert(.button) }
        }
        class RoundControl: UIControl {}
        """
        XCTAssertEqual(lines([("Tile.swift", view), ("Tile+Accessibility.swift", traits)]), [])
    }

    /// A superclass the project does not know (a third-party view) is not judged,
    /// nor are AppKit's NSEvent touches or an override that only forwards to `next`.
    func testUnknownSuperclassAppKitAndForwardingAreSilent() {
        let source = """
        final class ChartView: LineChartView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.chartTapped() }
        }
        final class TouchBarItemView: NSView {
            override func touchesEnded(with event: NSEvent) { delegate?.itemTapped() }
        }
        final class ForwardingView: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                next?.touchesEnded(touches, with: event)
            }
        }
        """
        XCTAssertEqual(lines([("Views.swift", source)]), [])
    }

    /// One finding per class, at touchesEnded when both overrides act.
    func testOneFindingPerClassAtTouchesEnded() {
        let source = """
        final class StepperDot: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { model.select(index) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { model.commit() }
        }
        final class PressOnly: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { model.select(index) }
        }
        """
        XCTAssertEqual(lines([("Dots.swift", source)]), ["Dots.swift:3", "Dots.swift:6"])
    }
    /// A view that makes itself an element with the keyboard-key or direct-interaction trait (in any
    /// file) is activated through its touches; the trait without the element, or the element
    /// without a trait that passes touches, is still reported.
    func testKeyboardKeyAndDirectInteractionElements() {
        let keys = """
        class KeyBase: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.keyTyped(self) }
        }
        final class LetterKey: KeyBase {}
        final class Pad: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onHit?(touches) }
        }
        final class LooseKey: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onPress?() }
        }
        final class PlainElement: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onPress?() }
        }
        """
        let accessibility = """
        extension KeyBase {
            func configureAccessibility() {
                isAccessibilityElement = true
                accessibilityTraits.insert(.keyboardKey)
            }
        }
        extension Pad {
            func configureAccessibility() {
                isAccessibilityElement = true
                accessibilityTraits = [.allowsDirectInteraction]
            }
        }
        extension LooseKey {
            func configureAccessibility() { accessibilityTraits.insert(.keyboardKey) }
        }
        extension PlainElement {
            func configureAccessibility() {
                isAccessibilityElement = true
                accessibilityTraits.insert(.staticText)
            }
        }
        """
        XCTAssertEqual(lines([("Keys.swift", keys), ("Keys+Accessibility.swift", accessibility)]),
                       ["Keys.swift:9", "Keys.swift:12"])
    }
    /// A base class the project never constructs is judged through its subclasses: silent when each
    /// gives a way in, tracks movement or acts in its own overrides; reported when it is constructed
    /// somewhere (`Base()`, `Base.self`) or when one subclass inherits its touches with no way in.
    func testBaseClassesOnlyConstructedThroughSubclasses() {
        let keys = """
        class KeyBase: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.keyTyped(self) }
        }
        final class LetterKey: KeyBase {
            func configure() { isAccessibilityElement = true; accessibilityTraits = .keyboardKey }
        }
        final class SpaceKey: KeyBase {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.spaceTyped() }
        }
        final class SwipeKey: KeyBase {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }
        }
        class TileBase: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.tileTapped(self) }
        }
        final class PhotoTile: TileBase {
            override func accessibilityActivate() -> Bool { delegate?.tileTapped(self); return true }
        }
        class ChipBase: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { delegate?.chipTapped(self) }
        }
        final class TagChip: ChipBase {}
        """
        let uses = """
        final class Board: UIView {
            let keys: [KeyBase] = [LetterKey(), SpaceKey(), SwipeKey()]
            let tiles = [PhotoTile(), TileBase()]
            let chips = [TagChip()]
        }
        """
        XCTAssertEqual(lines([("Keys.swift", keys), ("Board.swift", uses)]),
                       ["Keys.swift:8", "Keys.swift:14", "Keys.swift:20"])
    }
}

extension TouchHandlingWithoutActivateRuleTests {
    /// A custom class every storyboard instance of which the Identity inspector makes a labeled
    /// element with the adjustable or button trait is announced and activated: silent. One plain
    /// instance, or code constructing the class, keeps it reported.
    func testClassesMadeLabeledElementsInEveryDocument() {
        let views = """
        final class SweepToggle: UIView {
            var onToggle: (() -> Void)?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onToggle?() }
        }
        final class StepPad: UIView {
            var onStep: (() -> Void)?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onStep?() }
        }
        final class NoteCell: UIView {
            var onPick: (() -> Void)?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onPick?() }
        }
        """
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="EffectsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <subviews>
                                    <view contentMode="center" id="t1" customClass="SweepToggle">
                                        <accessibility key="accessibilityConfiguration" label="Filter sweep">
                                            <accessibilityTraits key="traits" adjustable="YES"/>
                                            <bool key="isElement" value="YES"/>
                                        </accessibility>
                                    </view>
                                    <view contentMode="center" id="t2" customClass="SweepToggle">
                                        <accessibility key="accessibilityConfiguration" label="Delay sweep">
                                            <accessibilityTraits key="traits" button="YES"/>
                                            <bool key="isElement" value="YES"/>
                                        </accessibility>
                                    </view>
                                    <view contentMode="center" id="p1" customClass="StepPad">
                                        <accessibility key="accessibilityConfiguration" label="Step one">
                                            <accessibilityTraits key="traits" button="YES"/>
                                            <bool key="isElement" value="YES"/>
                                        </accessibility>
                                    </view>
                                    <view contentMode="center" id="p2" customClass="StepPad"/>
                                    <view contentMode="center" id="n1" customClass="NoteCell">
                                        <accessibility key="accessibilityConfiguration" label="Note">
                                            <accessibilityTraits key="traits" button="YES"/>
                                            <bool key="isElement" value="YES"/>
                                        </accessibility>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let code = """
        final class NotesController: UIViewController {
            func addNote() { view.addSubview(NoteCell()) }
        }
        """
        XCTAssertEqual(lines([("Pads.swift", views), ("Effects.storyboard", storyboard), ("Notes.swift", code)]),
                       ["Pads.swift:7", "Pads.swift:11"])
        // Without the storyboard nothing says they are elements.
        XCTAssertEqual(lines([("Pads.swift", views)]), ["Pads.swift:3", "Pads.swift:7", "Pads.swift:11"])
    }
}
