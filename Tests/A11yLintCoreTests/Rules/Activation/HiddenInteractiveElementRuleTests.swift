import XCTest
@testable import A11yLintCore

final class HiddenInteractiveElementRuleTests: XCTestCase {
    let id = HiddenInteractiveElementRule.id

    /// A hidden control is a warning, a hidden container of one is info, decorative content is silent.
    func testShapesAndSeverities() {
        let source = """
        struct Bar: View {
            var body: some View {
                Toggle("Shuffle", isOn: $shuffle).accessibilityHidden(true)
                VStack { Text("a"); Link("Terms", destination: url) }.accessibilityHidden(true)
                Image(systemName: "star").accessibilityHidden(true)
                Rectangle().fill(.gray).accessibility(hidden: true)
            }
        }
        """
        let found = lint([("Bar.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 4])
        XCTAssertEqual(found.map(\.severity), [.warning, .info])
        XCTAssertEqual(found.first?.message, HiddenInteractiveElementRule.message(control: "Toggle", shape: .control))
        XCTAssertEqual(found.last?.message, HiddenInteractiveElementRule.message(control: "Link", shape: .container))
    }

    /// Inert or invisible views, conditions, and actions reachable another way are silent.
    func testSilentWhenNotUsableOrReachable() {
        let source = """
        struct Row: View {
            var body: some View {
                Button("A") { a() }.disabled(true).accessibilityHidden(true)
                Button("B") { b() }.opacity(0).accessibilityHidden(true)
                Button("C") { c() }.allowsHitTesting(false).accessibilityHidden(true)
                Button("D") { d() }.accessibilityHidden(isCollapsed)
                Color.clear.onTapGesture { dismissTap() }.accessibilityHidden(true)
                HStack { Button("E") { e() }.accessibilityHidden(true) }
                    .accessibilityAction(named: "E") { e() }
                HStack { Button("F") { f() }.accessibilityHidden(true) }
                    .accessibilityElement(children: .combine)
                Button { share() } label: { Image(systemName: "square.and.arrow.up") }.accessibilityHidden(true)
                Button("Share") { share() }
            }
        }
        """
        XCTAssertEqual(lint([("Row.swift", source)], rules: [id]).map(\.start.line), [])
    }

    /// UIKit: the control's type comes from its declaration, a local's initializer or its name;
    /// writes on the same control in another file count.
    func testUIKitReceivers() {
        let view = """
        final class PlayerView: UIView {
            let skip = SkipButton()
            @IBOutlet var shareButton: UIButton!
            @IBOutlet var volume: UISlider!
            @IBOutlet var title: UILabel!
            var closeButton: UIView!
            func setUp() {
                skip.isAccessibilityElement = false
                shareButton.isAccessibilityElement = false
                volume.isAccessibilityElement = false
                title.isAccessibilityElement = false
                $0.isAccessibilityElement = false
                self.isAccessibilityElement = false
                volume.isAccessibilityElement = isLocked
            }
        }
        final class SkipButton: UIButton {}
        """
        let other = """
        extension PlayerView {
            func lock() { volume.isEnabled = false }
        }
        """
        let found = lint([("PlayerView.swift", view), ("PlayerView+Lock.swift", other)], rules: [id])
        XCTAssertEqual(found.map { "\($0.path):\($0.start.line)" }, ["PlayerView.swift:8", "PlayerView.swift:9"])
        XCTAssertEqual(found.first?.message, HiddenInteractiveElementRule.message(control: "SkipButton", shape: .control))
    }

    /// A container that adjusts, activates or lists its own elements offers the action another way; a cell
    /// read as one element is left to `row-controls-hidden`.
    func testUIKitContainerAlternatives() {
        let source = """
        final class StepCell: UITableViewCell {
            @IBOutlet var plusButton: UIButton!
            func setUp() { plusButton.isAccessibilityElement = false }
            override func accessibilityIncrement() { step(+1) }
        }
        final class RowCell: UITableViewCell {
            @IBOutlet var playButton: UIButton!
            func setUp() { isAccessibilityElement = true; playButton.isAccessibilityElement = false }
        }
        final class ListCell: UITableViewCell {
            @IBOutlet var moreButton: UIButton!
            func setUp() {
                moreButton.isAccessibilityElement = false
                accessibilityElements = [titleLabel as Any]
            }
        }
        """
        XCTAssertEqual(lint([("Cells.swift", source)], rules: [id]).count, 0)
    }

    /// IB: an unchecked Accessibility box on a control wired to an action, unless it is hidden, disabled or made
    /// accessible in code (a button with no action in the document is not read: its target may be set in code or be none).
    func testInterfaceBuilder() {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PanelController">
                    <connections><outlet property="volume" destination="s3" id="c1"/></connections>
                </placeholder>
                <view id="v1">
                    <subviews>
                        <button id="b1">
                            <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
                            <connections><action selector="reset:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                        </button>
                        <button id="b4">
                            <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
                        </button>
                        <button id="b2" hidden="YES">
                            <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
                        </button>
                        <slider id="s3">
                            <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
                            <connections><action selector="volumeChanged:" destination="-1" eventType="valueChanged" id="a3"/></connections>
                        </slider>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let code = """
        final class PanelController: UIViewController {
            @IBOutlet var volume: UISlider!
            override func viewDidLoad() { super.viewDidLoad(); volume.isAccessibilityElement = true }
        }
        """
        let found = lint([("Panel.xib", xib), ("Panel.swift", code)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [9])
        XCTAssertEqual(found.first?.message, HiddenInteractiveElementRule.message(control: "UIButton", shape: .control))
    }

    /// A hidden control whose every action another control of the type also runs (directly, or from the method
    /// that control's action calls) leaves nothing out of reach; one whose action nothing else runs is reported.
    func testActionAlsoRunByAnotherControl() {
        let source = """
        final class SearchField: UIView {
            let clearButton = UIButton()
            let cancelButton = UIButton()
            let saveButton = UIButton()
            func setUp() {
                clearButton.addTarget(self, action: #selector(clearText), for: .touchUpInside)
                cancelButton.addTarget(self, action: #selector(cancel), for: .touchUpInside)
                saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
                clearButton.isAccessibilityElement = false
                saveButton.isAccessibilityElement = false
            }
            @objc func clearText() { field.text = "" }
            @objc func cancel() { clearText(); field.resignFirstResponder() }
            func save() {}
        }
        """
        XCTAssertEqual(lint([("SearchField.swift", source)], rules: [id]).map(\.start.line), [10])
    }
}
