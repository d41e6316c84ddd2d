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

    func testSwiftUITextInputsWithClearTextButNotClearCaret() {
        let source = """
        struct Form: View {
            @State var text = ""
            var body: some View {
                TextField("Bio", text: $text).foregroundStyle(.clear).overlay { TextEditor(text: $text) }
                SecureField("PIN", text: $text).foregroundColor(Color.clear)
                TextEditor(text: $text).foregroundStyle(.clear).accessibilityHidden(true)
                TextField("Code", text: $text).tint(.clear)
                Text("Caption").foregroundStyle(.clear)
            }
        }
        """
        XCTAssertEqual(lines([("Form.swift", source)]), ["Form.swift:4", "Form.swift:5"])
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

    /// A custom-type button drawing an asset image in its own colors stays visible with a clear tint
    /// when its title color is opaque or it has a label; a system-type button, or one showing an SF
    /// Symbol (tinted), is hidden by it.
    func testCustomImageButtonsKeepTheirImageUnderAClearTint() {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="b1">
                            <accessibility key="accessibilityConfiguration" label="Bluetooth"/>
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            <state key="normal" image="bluetooth"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b2">
                            <accessibility key="accessibilityConfiguration" label="Save"/>
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            <state key="normal" image="saveDisk"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="b3">
                            <accessibility key="accessibilityConfiguration" label="More"/>
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            <state key="normal" image="ellipsis" catalog="system"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="b4">
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            <state key="normal" image="record"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        XCTAssertEqual(lines([("Panel.xib", xib)]), ["Panel.xib:11", "Panel.xib:16", "Panel.xib:21"])
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

    // MARK: - Disabled is not hidden

    /// A disabled control stays in the accessibility tree (`.notEnabled`): UIKit, SwiftUI and IB forms are reported.
    func testDisabledControlsAreReportedAsDimmed() {
        let source = """
        final class CheckoutViewController: UIViewController {
            @IBOutlet var payButton: UIButton!
            @IBOutlet var couponButton: UIButton!
            let doneItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
            func lock() {
                payButton.isEnabled = false
                payButton.tintColor = .clear
                doneItem.isEnabled = false
                doneItem.tintColor = .clear
                couponButton.setTitleColor(.clear, for: .disabled)
            }
        }
        struct Checkout: View {
            var body: some View {
                Button("Pay") { pay() }.disabled(true).tint(.clear)
                VStack { Button("Coupon") { apply() }.foregroundStyle(.clear) }.disabled(true)
            }
        }
        """
        let found = lint([("Checkout.swift", source)], rules: [id])
        // Line 10: `.disabled` is the state at rest only of a button that is disabled; couponButton is not.
        XCTAssertEqual(found.map(\.start.line), [7, 9, 15, 16])
        XCTAssertEqual(found.map(\.message), [
            HiddenByClearTintRule.message(what: "tint color", isDisabled: true),
            HiddenByClearTintRule.message(what: "tint color", isDisabled: true),
            HiddenByClearTintRule.message(what: "tint", isDisabled: true),
            HiddenByClearTintRule.message(what: "foreground color", isDisabled: true),
        ])
        let disabledCoupon = source.replacingOccurrences(of: "doneItem.isEnabled = false",
                                                         with: "doneItem.isEnabled = false; couponButton.isEnabled = false")
        XCTAssertEqual(lint([("Checkout.swift", disabledCoupon)], rules: [id]).map(\.start.line), [7, 9, 10, 15, 16])
    }

    func testInterfaceBuilderDisabledItemsAndOutletsAreReported() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ComposerController">
                    <connections>
                        <outlet property="scheduleButton" destination="b1" id="o1"/>
                    </connections>
                </placeholder>
                <toolbar id="t1">
                    <items>
                        <barButtonItem enabled="NO" title="Send" id="i1">
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                        </barButtonItem>
                        <barButtonItem title="Draft" id="i2">
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                        </barButtonItem>
                    </items>
                </toolbar>
                <button id="b1">
                    <color key="tintColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                </button>
            </objects>
        </document>
        """
        let code = """
        final class ComposerController: UIViewController {
            @IBOutlet var scheduleButton: UIButton!
            override func viewDidLoad() { super.viewDidLoad(); scheduleButton.isEnabled = false }
        }
        """
        let found = lint([("Composer.xib", xib), ("Composer.swift", code)], rules: [id])
        XCTAssertEqual(found.map { "\($0.start.line) \($0.message == HiddenByClearTintRule.message(what: "tint color", isDisabled: true))" },
                       ["10 true", "13 false", "18 true"])
    }

    // MARK: - Hide helpers

    /// The typical extension: reported once, at its clear write, with every caller in the project as a note.
    func testBarButtonItemExtensionIsReportedWithItsCallersAsNotes() throws {
        let helper = """
        extension UIBarButtonItem {
            var isHidden: Bool {
                get { tintColor == .clear }
                set { isEnabled = !newValue; tintColor = newValue ? .clear : nil }
            }
        }
        """
        let screen = """
        final class InboxViewController: UIViewController {
            let composeItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
            let banner = UIView()
            func update(editing: Bool) {
                composeItem.isHidden = editing
                navigationItem.rightBarButtonItem?.isHidden = true
                navigationItem.isHidden = true
                banner.isHidden = editing
                let item = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
                item.isHidden = true
            }
        }
        """
        let found = lint([("UIBarButtonItem+Hidden.swift", helper), ("InboxViewController.swift", screen)], rules: [id])
        XCTAssertEqual(found.count, 1)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual("\(finding.path):\(finding.start.line):\(finding.start.utf8Column) \(finding.severity)",
                       "UIBarButtonItem+Hidden.swift:4:38 warning")
        XCTAssertEqual(finding.message, HiddenByClearTintRule.helperMessage(helper: "isHidden", isProperty: true,
                                                                            noun: "bar button item", disables: true))
        XCTAssertEqual(finding.fix, HiddenByClearTintRule.helperFix(helper: "isHidden", isProperty: true, noun: "bar button item"))
        XCTAssertEqual(finding.notes.map { "\($0.path):\($0.start.line):\($0.start.utf8Column)" },
                       ["InboxViewController.swift:5:9", "InboxViewController.swift:6:9", "InboxViewController.swift:10:9"])
        XCTAssertEqual(finding.notes.first?.message, HiddenByClearTintRule.callerNote(helper: "isHidden", isProperty: true,
                                                                                       noun: "bar button item", disables: true))
        XCTAssertTrue(finding.fix?.contains("UIBarButtonItem.isHidden") ?? false)
    }

    /// Methods as helpers: `hide()` and `setHidden(_:animated:)`, called on typed and named receivers and on `self`.
    func testMethodHelpersListTheirCalls() throws {
        let source = """
        extension UIButton {
            func setHidden(_ hidden: Bool, animated: Bool) {
                setTitleColor(hidden ? .clear : .label, for: .normal)
                tintColor = hidden ? .clear : .systemBlue
            }
        }
        final class PromoButton: UIButton {
            func hide() { tintColor = .clear }
            func reset() { hide() }
            override var isHighlighted: Bool {
                didSet { tintColor = isHighlighted ? .clear : .systemBlue }
            }
        }
        final class PromoViewController: UIViewController {
            @IBOutlet var promoButton: PromoButton!
            let spinner = UIActivityIndicatorView()
            func finish() {
                promoButton.hide()
                promoButton.setHidden(true, animated: true)
                spinner.setHidden(true, animated: false)
                self.shareButton.setHidden(true, animated: false)
            }
        }
        """
        let found = lint([("Promo.swift", source)], rules: [id])
        // One finding per helper, at its first clear write (the tint, line 4; the title color on line 3 adds nothing).
        XCTAssertEqual(found.map { "\($0.start.line) \($0.severity)" }, ["4 warning", "8 warning", "11 info"])
        XCTAssertEqual(found.map { $0.notes.map(\.start.line) }, [[19, 21], [9, 18], []])
        XCTAssertEqual(found[1].message, HiddenByClearTintRule.helperMessage(helper: "hide", isProperty: false,
                                                                             noun: "button", disables: false))
        XCTAssertEqual(found[2].message, HiddenByClearTintRule.message(what: "tint color"))
    }

    /// A condition that is not the helper's own switch stays weak evidence.
    func testHelperConditionsOnOtherStateAreInfo() {
        let source = """
        extension UIBarButtonItem {
            func applyTheme(_ theme: Theme) {
                tintColor = Theme.isKiosk ? .clear : theme.accent
            }
            func setInvisible(_ invisible: Bool) {
                tintColor = invisible ? .clear : nil
            }
        }
        """
        XCTAssertEqual(lint([("Theme.swift", source)], rules: [id]).map { "\($0.start.line) \($0.severity)" },
                       ["3 info", "6 warning"])
    }

    /// A helper that clears the title says so, and a clear color chosen by an `if` on the switch is no weaker.
    func testTitleColorHelpersNameWhatTheyClear() {
        let source = """
        final class OverlayButton: UIButton {
            func setOverlayVisible(_ visible: Bool) {
                if visible {
                    setTitleColor(.black, for: .normal)
                } else {
                    setTitleColor(.clear, for: .normal)
                    setTitleColor(.clear, for: .highlighted)
                }
            }
        }
        """
        let found = lint([("Overlay.swift", source)], rules: [id])
        XCTAssertEqual(found.map { "\($0.start.line) \($0.severity)" }, ["6 warning"])
        XCTAssertEqual(found.first?.message, HiddenByClearTintRule.helperMessage(
            helper: "setOverlayVisible", isProperty: false, noun: "button", what: "title color", disables: false))
    }

    /// A clear tint does not hide a title with its own opaque normal color, nor a background image; in IB and in
    /// code. A color for another state, or a clear one, leaves the title to the tint.
    func testOwnTitleColorOrBackgroundStaysVisible() {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <subviews>
                        <button opaque="NO" id="c1">
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <state key="normal" title="⌃">
                                <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </state>
                        </button>
                        <button opaque="NO" id="c2">
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <state key="normal" title="⌥"/>
                            <state key="highlighted">
                                <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </state>
                        </button>
                        <button opaque="NO" id="c3">
                            <color key="tintColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <state key="normal" backgroundImage="key"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        XCTAssertEqual(lines([("Keys.xib", xib)]), ["Keys.xib:12"])
        let source = """
        final class Keys: UIView {
            let a = UIButton(type: .system)
            let b = UIButton(type: .system)
            let c = UIButton(type: .system)
            func setUp() {
                a.setTitleColor(.white, for: .normal)
                a.tintColor = .clear
                b.setTitleColor(.clear, for: .normal)
                b.tintColor = .clear
                c.setBackgroundImage(UIImage(named: "key"), for: .normal)
                c.tintColor = .clear
            }
        }
        """
        XCTAssertEqual(lint([("Keys.swift", source)], rules: [id]).map(\.start.line), [8, 9])
    }
}
