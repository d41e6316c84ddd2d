import XCTest
@testable import A11yLintCore

final class HiddenByClearTintRuleTests: XCTestCase {
    let id = HiddenByClearTintRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testReceiversKnownToBeControls() {
        let source = """
        final class PlayerViewController: UIViewController {
            @IBOutlet var skipButton: UIButton!
            let backgroundView = UIView()
            let shareItem = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil)
            func hideChrome() {
                skipButton.tintColor = .clear
                backgroundView.tintColor = .clear
                navigationItem.rightBarButtonItem?.tintColor = UIColor.clear
                shareItem.tintColor = .clear
                shareItem.isHidden = true
            }
        }
        final class GhostControl: UIControl {
            func fade() { tintColor = .clear }
        }
        """
        let found = lint([("Player.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [6, 8, 14])
        XCTAssertEqual(found.first?.message, HiddenByClearTintRule.message(what: "tint color"))
    }

    func testHiddenElsewhereInTheProjectCounts() {
        let view = """
        final class Toolbar: UIView {
            let closeButton = UIButton(type: .system)
            func kiosk() { closeButton.setTitleColor(.clear, for: .normal) }
        }
        """
        let other = """
        extension Toolbar {
            func makeInaccessible() { closeButton.isAccessibilityElement = false }
        }
        """
        XCTAssertEqual(lines([("Toolbar.swift", view)]), ["Toolbar.swift:3"])
        XCTAssertEqual(lines([("Toolbar.swift", view), ("Toolbar+A11y.swift", other)]), [])
    }

    /// A clear title on a button that shows an image hides only the text: the button stays visible.
    func testClearTitlesOnImageButtonsAreNotHidden() {
        let source = """
        final class PlayerBar: UIView {
            let closeButton = UIButton(type: .close)
            let shuffleButton = UIButton(type: .system)
            let repeatButton = UIButton(type: .system)
            let skipButton = UIButton(type: .system)
            func configure() {
                closeButton.setTitleColor(.clear, for: .normal)
                shuffleButton.setImage(UIImage(systemName: "shuffle"), for: .normal)
                shuffleButton.setTitleColor(.clear, for: .normal)
                repeatButton.configuration?.image = UIImage(systemName: "repeat")
                repeatButton.setTitleColor(.clear, for: .normal)
                skipButton.setTitleColor(.clear, for: .normal)
            }
        }
        """
        XCTAssertEqual(lines([("PlayerBar.swift", source)]), ["PlayerBar.swift:12"])
    }

    func testSwiftUIControlsAndConditionalColors() {
        let source = """
        struct Bar: View {
            @State var editing = false
            var body: some View {
                Button("Edit") { editing = true }.foregroundStyle(.clear)
                Button("Done") { editing = false }.tint(editing ? .accentColor : .clear)
                Toggle("Wi-Fi", isOn: $wifi).tint(.clear).disabled(true)
                Rectangle().fill(.blue).foregroundStyle(.clear)
            }
        }
        """
        XCTAssertEqual(lines([("Bar.swift", source)]), ["Bar.swift:4", "Bar.swift:5"])   // line 5: a conditional clear tint, at info
    }

    func testInterfaceBuilderControlsWithTransparentTint() {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="v1">
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="c1">
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </button>
                        <button hidden="YES" opaque="NO" contentMode="scaleToFill" id="c2">
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </button>
                        <view contentMode="scaleToFill" id="c3">
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        XCTAssertEqual(lines([("Card.xib", xib)]), ["Card.xib:7"])
    }

    func testVisibleControlsStatesConditionsAndHidingAround() {
        let source = """
        final class SettingsViewController: UIViewController {
            @IBOutlet var loopSwitch: UISwitch!
            @IBOutlet var skipButton: UIButton!
            @IBOutlet var doneItem: UIBarButtonItem!
            func configure(isKiosk: Bool) {
                loopSwitch.tintColor = .clear
                skipButton.setTitleColor(.clear, for: .highlighted)
                skipButton.setTitleColor(.clear, for: .normal)
                doneItem.tintColor = isKiosk ? .clear : .label
            }
        }
        struct Controls: View {
            @State var locked = false
            var body: some View {
                Toggle("Loop", isOn: $loop).tint(.clear)
                VStack { Button("Skip") { skip() }.tint(.clear) }.accessibilityHidden(true)
                Button("Lock") { lock() }.tint(locked ? .clear : .accentColor)
            }
        }
        """
        let found = lint([("Settings.swift", source)], rules: [id])
        XCTAssertEqual(found.map { "\($0.start.line) \($0.severity)" }, ["8 warning", "9 info", "17 info"])
    }

    func testInterfaceBuilderRuntimeAttributesTitleColorsAndOutlets() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <objects>
                <viewController id="vc" customClass="PlayerViewController">
                    <view key="view" id="v">
                        <subviews>
                            <button id="b1">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="color" keyPath="tintColor">
                                        <color key="value" white="1" alpha="0.0" colorSpace="calibratedWhite"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </button>
                            <button id="b2">
                                <state key="normal" title="Skip">
                                    <color key="titleColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                                </state>
                            </button>
                            <button id="b3">
                                <color key="tintColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            </button>
                            <switch id="s1">
                                <color key="tintColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            </switch>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="hiddenButton" destination="b3" id="o1"/>
                    </connections>
                </viewController>
            </objects>
        </document>
        """
        let code = """
        final class PlayerViewController: UIViewController {
            @IBOutlet var hiddenButton: UIButton!
            override func viewDidLoad() { super.viewDidLoad(); hiddenButton.isAccessibilityElement = false }
        }
        """
        XCTAssertEqual(lines([("Player.storyboard", storyboard), ("Player.swift", code)]),
                       ["Player.storyboard:6", "Player.storyboard:13"])
    }
}
