import XCTest
@testable import A11yLintCore

final class FixedFontSizeRuleTests: XCTestCase {
    let id = FixedFontSizeRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    /// Numbers, ternaries of numbers and UIKit's constant sizes are fixed; variables and
    /// a ternary hidden inside arithmetic are not decided.
    func testOnlySizesTheSourceFixesAreReported() {
        let source = """
        struct Stats: View {
            @ScaledMetric var size = 14
            var body: some View {
                Text("a").font(.system(size: isCompact ? 12 : 14))
                Text("b").font(.system(size: size))
                Text("c").font(.system(size: base + (isBold ? 2 : 0)))
                Text("d").font(Font.system(size: CGFloat(15), weight: .bold))
            }
        }
        final class Card: UIView {
            let label = UILabel()
            func style() {
                label.font = .systemFont(ofSize: UIFont.labelFontSize * 1.2)
                label.font = .systemFont(ofSize: label.font.pointSize, weight: .bold)
                label.font = UIFont(name: chosenFamily, size: 1)
            }
        }
        """
        XCTAssertEqual(lines([("Stats.swift", source)]), ["Stats.swift:4", "Stats.swift:7", "Stats.swift:13"])
        let found = lint([("Stats.swift", source)], rules: [id])
        XCTAssertEqual(found.first?.message, FixedFontSizeRule.message(font: ".system(size: isCompact ? 12 : 14)"))
    }

    /// Display text — every size 48 pt or more, no arithmetic, no UIKit constant — is already as
    /// large as body text at the accessibility sizes: a one-time code, a large-text screen.
    func testDisplaySizedTextIsNotReported() {
        let source = """
        struct CodeView: View {
            let code: String
            var body: some View {
                Text(code).font(.system(size: 60, weight: .thin, design: .monospaced))
                Text(code).font(.system(size: isWide ? 56 : 48))
                Text(code).font(.system(size: 47))
                Text(code).font(.system(size: isWide ? 56 : 20))
                Text(code).font(.system(size: 48 - inset))
            }
        }
        final class CounterView: UIView {
            let value = UILabel()
            let caption = UILabel()
            func style() {
                value.font = .monospacedDigitSystemFont(ofSize: 64, weight: .bold)
                caption.font = .systemFont(ofSize: 12)
            }
        }
        """
        XCTAssertEqual(lines([("Code.swift", source)]), ["Code.swift:6", "Code.swift:7", "Code.swift:16"])
    }

    /// SF Symbols sized with a font are icons, not text.
    func testIconsAreNotText() {
        let source = """
        struct Toolbar: View {
            var body: some View {
                Image(systemName: "gear").font(.system(size: 20))
                Button { open() } label: { Image(systemName: "plus") }.font(.system(size: 18))
                Button("Add") { open() }.font(.system(size: 18))
                Label("Inbox", systemImage: "tray").font(.system(size: 16))
                Image(systemName: "bell").symbolRenderingMode(.multicolor).font(.system(size: 24))
            }
        }
        final class Bar: UIView {
            let iconFont = UIFont.systemFont(ofSize: 22)
            let button = UIButton()
            func style() {
                button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 20)), forImageIn: .normal)
            }
        }
        """
        XCTAssertEqual(lines([("Toolbar.swift", source)]), ["Toolbar.swift:5", "Toolbar.swift:6"])
        // A label style sizes its icon with a fixed font; the title beside it is text.
        let style = """
        struct TileLabelStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading) {
                    configuration.icon
                        .font(.system(size: 24, weight: .medium))
                    configuration.title
                        .font(.system(size: 15))
                }
            }
        }
        """
        XCTAssertEqual(lines([("TileLabelStyle.swift", style)]), ["TileLabelStyle.swift:7"])
    }

    /// macOS has no Dynamic Type: AppKit files and SwiftUI files of an AppKit-only project are silent;
    /// a project with a UIKit target keeps its SwiftUI files linted.
    func testPrintedOutputIsNotScreenText() {
        XCTAssertTrue(FixedFontSizeRule.namesPrintedOutput("DatabasePrintFormatter"))
        XCTAssertTrue(FixedFontSizeRule.namesPrintedOutput("InvoicePDFRenderer"))
        XCTAssertTrue(FixedFontSizeRule.namesPrintedOutput("ReceiptPrinter"))
        XCTAssertFalse(FixedFontSizeRule.namesPrintedOutput("BlueprintCard"), "a lowercase print inside a word")
        XCTAssertFalse(FixedFontSizeRule.namesPrintedOutput("PDFViewerViewController"), "a screen shows its text")
        XCTAssertFalse(FixedFontSizeRule.namesPrintedOutput("PrintOptionsCell"))
    }

    func testMacOnlyCodeIsSilent() {
        let view = """
        import SwiftUI
        struct Row: View {
            var body: some View { Text(title).font(.system(size: 12)) }
        }
        """
        let appKit = """
        import AppKit
        final class AppDelegate: NSObject, NSApplicationDelegate {}
        """
        let uiKit = """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
        """
        XCTAssertEqual(lines([("Row.swift", view)]), ["Row.swift:3"])
        XCTAssertEqual(lines([("Row.swift", view), ("AppDelegate.swift", appKit)]), [])
        XCTAssertEqual(lines([("Row.swift", view), ("AppDelegate.swift", appKit), ("SceneDelegate.swift", uiKit)]), ["Row.swift:3"])
        let guarded = """
        struct Row: View {
            var body: some View {
                #if os(macOS)
                Text(title).font(.system(size: 12))
                #else
                Text(title).font(.system(size: 12))
                #endif
            }
        }
        """
        XCTAssertEqual(lines([("Row.swift", guarded)]), ["Row.swift:6"])
    }

    /// Widgets and complications have a fixed space; their files import WidgetKit.
    func testWidgetsAreSilent() {
        let widget = """
        import WidgetKit
        import SwiftUI
        struct StepsWidgetView: View {
            var body: some View { Text(steps).font(.system(size: 28, weight: .bold)) }
        }
        """
        XCTAssertEqual(lines([("StepsWidget.swift", widget)]), [])
    }

    /// UIKit fonts count where text gets them; a value scaled with UIFontMetrics does not.
    func testUIKitSinks() {
        let source = """
        final class Cell: UITableViewCell {
            let title = UILabel()
            func style(highlighted: Bool) {
                title.font = highlighted ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 15)
                title.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15))
                let width = ("Hi" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)]).width
                UINavigationBar.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
                configurationUpdateHandler = { cell, state in
                    var content = cell.defaultContentConfiguration()
                    content.textProperties.font = .systemFont(ofSize: 13)
                }
            }
        }
        """
        XCTAssertEqual(lines([("Cell.swift", source)]), ["Cell.swift:4", "Cell.swift:6", "Cell.swift:10"])
    }

    /// A typed declaration (`let base: UIFont = …`) is a declaration, not a write to `UIFont`: a stored font is
    /// silent in a file that scales fonts, a local only when its own function scales.
    func testTypedDeclarationsAndLocals() {
        let source = """
        final class Fonts {
            static let caption: UIFont = .systemFont(ofSize: 12)
            static let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
            func note(_ text: String) -> NSAttributedString {
                var font: UIFont = .systemFont(ofSize: 14)
                if text.isEmpty { font = .italicSystemFont(ofSize: 14) }
                return NSAttributedString(string: text, attributes: [.font: font])
            }
            func code() -> UIFont {
                let mono: UIFont = .monospacedSystemFont(ofSize: 15, weight: .regular)
                return UIFontMetrics(forTextStyle: .body).scaledFont(for: mono)
            }
        }
        """
        XCTAssertEqual(lines([("Fonts.swift", source)]), ["Fonts.swift:5", "Fonts.swift:6"])
    }

    /// IB: an empty label nothing connects to (a spacer) shows no text; one with an outlet, a
    /// localization key, a cell naming it as its detail label, or text is still reported.
    func testEmptyUnconnectedLabelIsASpacer() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SleepView">
                    <connections>
                        <outlet property="statusLabel" destination="s2" id="o1"/>
                    </connections>
                </placeholder>
                <label text="" id="s1" userLabel="Spacing Label">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="" id="s2">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="" id="s3">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="localization" value="sleep.message"/>
                    </userDefinedRuntimeAttributes>
                </label>
                <tableViewCell style="IBUITableViewCellStyleValue1" detailTextLabel="s4" id="c1">
                    <label text="" id="s4">
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </tableViewCell>
            </objects>
        </document>
        """
        // A cell's detail label is filled through the cell (`cell.detailTextLabel?.text`).
        XCTAssertEqual(lines([("Sleep.xib", xib)]), ["Sleep.xib:11", "Sleep.xib:14", "Sleep.xib:21"])
    }

    /// IB: a font without a text style, unless code sets that outlet's font; launch screens,
    /// tvOS and AppKit documents are silent.
    func testInterfaceBuilder() {
        func document(runtime: String, launchScreen: Bool = false) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="\(runtime)"\(launchScreen ? " launchScreen=\"YES\"" : "")>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HeaderView">
                        <connections>
                            <outlet property="titleLabel" destination="t1" id="o1"/>
                        </connections>
                    </placeholder>
                    <label text="Title" id="t1">
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <textView id="v1">
                        <fontDescription key="fontDescription" type="italicSystem" pointSize="14"/>
                    </textView>
                </objects>
            </document>
            """
        }
        let setsFont = """
        final class HeaderView: UIView {
            @IBOutlet var titleLabel: UILabel!
            override func awakeFromNib() { titleLabel.font = .preferredFont(forTextStyle: .headline) }
        }
        """
        XCTAssertEqual(lines([("Header.xib", document(runtime: "iOS.CocoaTouch"))]), ["Header.xib:8", "Header.xib:11"])
        let found = lint([("Header.xib", document(runtime: "iOS.CocoaTouch"))], rules: [id])
        XCTAssertEqual(found.last?.message, FixedFontSizeRule.message(element: "text view", font: "Italic System 14 pt"))
        XCTAssertEqual(lines([("Header.xib", document(runtime: "iOS.CocoaTouch")), ("HeaderView.swift", setsFont)]), ["Header.xib:11"])
        XCTAssertEqual(lines([("Launch.storyboard", document(runtime: "iOS.CocoaTouch", launchScreen: true))]), [])
        XCTAssertEqual(lines([("Header.xib", document(runtime: "AppleTV"))]), [])
        XCTAssertEqual(lines([("Header.xib", document(runtime: "MacOSX.Cocoa"))]), [])
        // A display-size label (a big counter) is not reported; one point under is.
        let display = document(runtime: "iOS.CocoaTouch").replacingOccurrences(of: "pointSize=\"17\"", with: "pointSize=\"52\"")
        XCTAssertEqual(lines([("Header.xib", display)]), ["Header.xib:11"])
        let almost = document(runtime: "iOS.CocoaTouch").replacingOccurrences(of: "pointSize=\"17\"", with: "pointSize=\"47\"")
        XCTAssertEqual(lines([("Header.xib", almost)]), ["Header.xib:8", "Header.xib:11"])
    }

    /// One digit on a number pad's key at 34 pt or more is a keycap (SwiftUI and IB); a number that is not one
    /// digit, a small digit, or a digit outside a button is text.
    func testLargeDigitKeycaps() {
        let source = """
        struct Pad: View {
            @State var total = 0
            var body: some View {
                ForEach(0..<10) { n in Button { add(n) } label: { Text("\\(n)").font(.system(size: 34)) } }
                ForEach(0..<100) { n in Button { add(n) } label: { Text("\\(n)").font(.system(size: 34)) } }
                Button { add(7) } label: { Text("7").font(.system(size: 40)) }
                Button { add(7) } label: { Text("7").font(.system(size: 20)) }
                Button { add(7) } label: { Text("\\(total)").font(.system(size: 40)) }
                Text("7").font(.system(size: 40))
            }
            func key(number: Int) -> some View {
                Button { add(number) } label: { Text("\\(number)").font(.system(size: 36)) }
            }
        }
        """
        XCTAssertEqual(lines([("Pad.swift", source)]), ["Pad.swift:5", "Pad.swift:7", "Pad.swift:8", "Pad.swift:9"])
        func key(_ title: String, size: Int) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <button id="k1">
                        <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                        <state key="normal" title="\(title)"/>
                    </button>
                </objects>
            </document>
            """
        }
        XCTAssertEqual(lines([("Pad.xib", key("5", size: 45))]), [])
        XCTAssertEqual(lines([("Pad.xib", key("5", size: 20))]), ["Pad.xib:3"])
        XCTAssertEqual(lines([("Pad.xib", key("50", size: 45))]), ["Pad.xib:3"])
    }

    /// An IB label in a stack view that its owner empties (removing the views) and refills in code is a
    /// placeholder; a stack the code only fills, or empties without refilling, keeps its labels.
    func testPlaceholdersOfARefilledStackAreSilent() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <tableViewCell id="c0" customClass="ScoreCell">
                    <tableViewCellContentView key="contentView" id="c1">
                        <subviews>
                            <stackView id="s1">
                                <subviews>
                                    <label text="Label" id="l1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                                </subviews>
                            </stackView>
                        </subviews>
                    </tableViewCellContentView>
                    <connections><outlet property="scoresStack" destination="s1" id="o1"/></connections>
                </tableViewCell>
            </objects>
        </document>
        """
        func cell(_ body: String) -> String {
            """
            final class ScoreCell: UITableViewCell {
                @IBOutlet var scoresStack: UIStackView!
                func configure(_ scores: [String]) {
                    \(body)
                }
            }
            """
        }
        let refills = cell("""
                scoresStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
                for score in scores { scoresStack.addArrangedSubview(ScoreLabel(score)) }
        """)
        let onlyFills = cell("        for score in scores { scoresStack.addArrangedSubview(ScoreLabel(score)) }")
        let onlyEmpties = cell("        scoresStack.arrangedSubviews.forEach { $0.removeFromSuperview() }")
        XCTAssertEqual(lines([("ScoreCell.xib", xib), ("ScoreCell.swift", refills)]), [])
        XCTAssertEqual(lines([("ScoreCell.xib", xib), ("ScoreCell.swift", onlyFills)]), ["ScoreCell.xib:8"])
        XCTAssertEqual(lines([("ScoreCell.xib", xib), ("ScoreCell.swift", onlyEmpties)]), ["ScoreCell.xib:8"])
    }

    /// Fonts code sets on an outlet collection's elements in a loop, or through a property whose setter sets the
    /// font (a font alias of the element's class), replace the document's font; other writes do not.
    func testInterfaceBuilderFontsReplacedInCodeAreSilent() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PinPadView">
                    <connections>
                        <outletCollection property="digitLabels" destination="d1" collectionClass="NSMutableArray" id="c1"/>
                        <outlet property="hintLabel" destination="h1" id="c2"/>
                    </connections>
                </placeholder>
                <view id="v1">
                    <subviews>
                        <label text="1" id="d1"><fontDescription key="fontDescription" type="system" pointSize="28"/></label>
                        <label text="Hint" id="h1"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let alias = """
        enum Tone { case muted, loud }
        extension UILabel {
            var tone: Tone {
                get { .muted }
                set { self.font = newValue == .muted ? .preferredFont(forTextStyle: .footnote) : .preferredFont(forTextStyle: .headline) }
            }
        }
        """
        let otherAlias = """
        final class Badge: UIView {
            var font: UIFont = .preferredFont(forTextStyle: .body)
            var tone: Tone { get { .muted } set { font = .preferredFont(forTextStyle: .caption1) } }
        }
        """
        func view(_ body: String) -> String {
            """
            final class PinPadView: UIView {
                @IBOutlet private var digitLabels: [UILabel]!
                @IBOutlet private weak var hintLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    \(body)
                }
            }
            """
        }
        let loop = view("""
        for label in digitLabels { label.font = .preferredFont(forTextStyle: .title1) }
                hintLabel.tone = .muted
        """)
        XCTAssertEqual(lines([("Pad.xib", xib), ("PinPadView.swift", loop), ("UILabel+Tone.swift", alias)]), [])
        let forEach = view("digitLabels.forEach { $0.tone = .loud }; self.hintLabel.tone = .muted")
        XCTAssertEqual(lines([("Pad.xib", xib), ("PinPadView.swift", forEach), ("UILabel+Tone.swift", alias)]), [])
        let namedForEach = view("self.digitLabels.forEach { label in label.font = .preferredFont(forTextStyle: .title1) }")
        XCTAssertEqual(lines([("Pad.xib", xib), ("PinPadView.swift", namedForEach)]), ["Pad.xib:12"])
        // A loop that only colors the labels, and an alias of another type, leave the document's fonts shown.
        let colors = view("for label in digitLabels { label.textColor = .label }; hintLabel.tone = .muted")
        XCTAssertEqual(lines([("Pad.xib", xib), ("PinPadView.swift", colors), ("Badge.swift", otherAlias)]),
                       ["Pad.xib:11", "Pad.xib:12"])
        let objectiveC = """
        @implementation PinPadView
        - (void)awakeFromNib {
            [super awakeFromNib];
            for (UILabel *label in self.digitLabels) {
                label.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle1];
            }
        }
        @end
        """
        XCTAssertEqual(lines([("Pad.xib", xib), ("PinPadView.m", objectiveC)]), ["Pad.xib:12"])
    }

    /// A view placed only in toolbars (in another file) keeps the bar's fixed metrics.
    func testAViewPlacedOnlyInBarsIsSilent() {
        let chip = """
        struct TitleChip: View {
            var body: some View { Text(title).font(.system(size: 15)) }
        }
        """
        let screen = """
        struct Screen: View {
            var body: some View { List { Text("a") }.toolbar { ToolbarItem(placement: .principal) { TitleChip() } } }
        }
        """
        let row = """
        struct Row: View {
            var body: some View { HStack { TitleChip() } }
        }
        """
        XCTAssertEqual(lines([("TitleChip.swift", chip), ("Screen.swift", screen)]), [])
        XCTAssertEqual(lines([("TitleChip.swift", chip), ("Screen.swift", screen), ("Row.swift", row)]), ["TitleChip.swift:2"])
    }

    /// A UIKit view installed as a navigation item's title view or a bar button item's custom view keeps
    /// the bar's fixed metrics: the font of a local or property the file installs so, and the fonts of a
    /// view class made only for a bar (in another file), are silent; the same class made in a SwiftUI
    /// file too is reported.
    func testAViewInstalledInABarIsSilent() {
        let header = """
        final class ThreadTitleView: UIView {
            private let titleLabel = UILabel()
            private let subtitleLabel = UILabel()
            func setUp() {
                titleLabel.font = .boldSystemFont(ofSize: 17)
                subtitleLabel.font = .systemFont(ofSize: 12)
            }
        }
        """
        let screen = """
        final class ThreadViewController: UIViewController {
            private let titleView = ThreadTitleView()
            private let countLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.titleView = titleView
                let doneButton = UIButton(type: .system)
                doneButton.setTitle("Done", for: .normal)
                doneButton.titleLabel?.font = .systemFont(ofSize: 17)
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: doneButton)
                let noteLabel = UILabel()
                noteLabel.font = .systemFont(ofSize: 13)
                view.addSubview(noteLabel)
                countLabel.font = .systemFont(ofSize: 11)
            }
            func showCount() {
                navigationItem.leftBarButtonItem = .init(customView: self.countLabel)
            }
        }
        """
        let other = """
        import SwiftUI
        struct ThreadHeader: UIViewRepresentable {
            func makeUIView(context: Context) -> ThreadTitleView { ThreadTitleView() }
            func updateUIView(_ view: ThreadTitleView, context: Context) {}
        }
        """
        XCTAssertEqual(lines([("ThreadTitleView.swift", header), ("ThreadViewController.swift", screen)]),
                       ["ThreadViewController.swift:12"])
        XCTAssertEqual(lines([("ThreadTitleView.swift", header), ("ThreadViewController.swift", screen), ("ThreadHeader.swift", other)]),
                       ["ThreadTitleView.swift:5", "ThreadTitleView.swift:6", "ThreadViewController.swift:12"])
        // Known false negative: a UIKit file records no view uses, so the class made there too stays silent.
        let cell = """
        final class InboxCell: UITableViewCell {
            let header = ThreadTitleView()
        }
        """
        XCTAssertEqual(lines([("ThreadTitleView.swift", header), ("ThreadViewController.swift", screen), ("InboxCell.swift", cell)]),
                       ["ThreadViewController.swift:12"])
        // A local of the same name in another function is another view.
        let elsewhere = """
        final class Panel: UIViewController {
            func a() {
                let badge = UILabel()
                navigationItem.titleView = badge
            }
            func b() {
                let badge = UILabel()
                badge.font = .systemFont(ofSize: 12)
                view.addSubview(badge)
            }
        }
        """
        XCTAssertEqual(lines([("Panel.swift", elsewhere)]), ["Panel.swift:8"])
        // A toolbar's or input accessory bar's custom view is judged as text; a navigation item's, through
        // a named item, is not.
        let reader = """
        final class ReaderViewController: UIViewController {
            private let pageLabel = UILabel()
            func setUpBars() {
                pageLabel.font = .systemFont(ofSize: 10)
                toolbarItems = [UIBarButtonItem(customView: pageLabel)]
                let closeButton = UIButton(type: .system)
                closeButton.titleLabel?.font = .systemFont(ofSize: 17)
                let closeItem = UIBarButtonItem(customView: closeButton)
                navigationItem.setLeftBarButtonItems([closeItem], animated: false)
            }
        }
        """
        XCTAssertEqual(lines([("ReaderViewController.swift", reader)]), ["ReaderViewController.swift:4"])
        // Another view's own `titleView` (a map callout's) is no bar; a framework class made for a bar
        // item does not silence an extension of that class.
        let callout = """
        final class PinCallout: CalloutView {
            private let textLabel = UILabel()
            func setUp() {
                textLabel.font = .boldSystemFont(ofSize: 18)
                self.titleView = textLabel
            }
        }
        final class Toolbar: UIViewController {
            func setUp() { navigationItem.rightBarButtonItem = UIBarButtonItem(customView: UIButton(type: .infoLight)) }
        }
        extension UIButton {
            func styleSplit() { titleLabel?.font = .systemFont(ofSize: 16) }
        }
        """
        XCTAssertEqual(lines([("PinCallout.swift", callout)]), ["PinCallout.swift:4", "PinCallout.swift:12"])
    }

    /// A glyph is one or two characters with no letter or digit; a variation selector (text or emoji
    /// presentation) is a mark, not a letter.
    func testGlyphsWithVariationSelectors() {
        for glyph in ["+", "›", "•", "↖\u{FE0E}", "⬆\u{FE0F}", "⌘", "👍🏽", "✓"] {
            XCTAssertTrue(FixedFontSizeRule.isGlyph(glyph), glyph)
        }
        for text in ["Go", "7", "e\u{301}", "ок", "字", "Ⅻ", "esc"] {
            XCTAssertFalse(FixedFontSizeRule.isGlyph(text), text)
        }
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view id="k1">
                    <subviews>
                        <button id="b1">
                            <fontDescription key="fontDescription" type="system" pointSize="20"/>
                            <state key="normal" title="↖\u{FE0E}"/>
                        </button>
                        <button id="b2">
                            <fontDescription key="fontDescription" type="system" pointSize="19"/>
                            <state key="normal" title="esc"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        XCTAssertEqual(lines([("Keys.xib", xib)]), ["Keys.xib:9"])
    }

    /// Icon fonts draw glyphs, not text: FontAwesome, Material Icons and the like, in code and IB.
    func testIconFontsAreNotText() {
        let source = """
        final class Composer: UIView {
            let cameraButton = UIButton()
            let sendLabel = UILabel()
            func setUp() {
                cameraButton.titleLabel?.font = UIFont(name: kFontAwesomeFont, size: 20)
                sendLabel.font = UIFont(name: "MaterialIcons-Regular", size: 24)
                sendLabel.font = UIFont(name: "Avenir-Medium", size: 15)
            }
        }
        struct Badge: View {
            var body: some View {
                Text("\u{f00c}").font(.custom("FontAwesome5Free-Solid", fixedSize: 12))
                Text("Done").font(.custom("Avenir", fixedSize: 12))
            }
        }
        """
        XCTAssertEqual(lines([("Composer.swift", source)]), ["Composer.swift:7", "Composer.swift:13"])
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <label text="\u{e5ca}" id="i1">
                    <fontDescription key="fontDescription" name="MaterialIcons-Regular" family="Material Icons" pointSize="24"/>
                </label>
                <label text="Leave" id="t1">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </objects>
        </document>
        """
        XCTAssertEqual(lines([("Occupants.xib", xib)]), ["Occupants.xib:6"])
    }

    /// tvOS targets have no Dynamic Type: a `…tvOS…` folder or a `…TV…` file name word.
    func testTVOSTargetsAreSilent() {
        let source = """
        final class PosterCell: UICollectionViewCell {
            let titleLabel = UILabel()
            func setUp() { titleLabel.font = .systemFont(ofSize: 28, weight: .semibold) }
        }
        """
        XCTAssertEqual(lines([("Player/VideoPlayer-tvOS/PosterCell.swift", source)]), [])
        XCTAssertEqual(lines([("Library/VLCMovieTVCollectionViewCell.swift", source)]), [])
        XCTAssertEqual(lines([("Library/TVShowCell.swift", source)]), ["Library/TVShowCell.swift:3"])
        XCTAssertEqual(lines([("Theme/TVGImageCell.swift", source)]), ["Theme/TVGImageCell.swift:3"])
        XCTAssertTrue(FixedFontSizeRule.isTVOnly(path: "App/tvOS/Root.swift"))
        XCTAssertFalse(FixedFontSizeRule.isTVOnly(path: "App/iOS/Root.swift"))
    }

    /// `Font.custom` makes the rule run only with `fixedSize:`; a file with only `custom` words has nothing to report.
    func testFixedSizeLabelIsTheTriggerOfCustomFonts() {
        XCTAssertTrue(FixedFontSizeRule.triggers.contains("fixedSize"))
        XCTAssertFalse(FixedFontSizeRule.triggers.contains("custom"))
        let source = """
        struct Caption: View {
            var body: some View { Text("a").font(Font.custom("Avenir", fixedSize: 11)) }
        }
        """
        XCTAssertEqual(lines([("Caption.swift", source)]), ["Caption.swift:2"])
    }

    /// A glyph shown with a font, text drawn into an image, an icon font's fallback and the
    /// `else` of an `#available` check whose current branch uses a text style size no screen text.
    func testFontsThatSizeNoScreenText() {
        let source = """
        final class Tile: UIView {
            let plusLabel = UILabel()
            let wordLabel = UILabel()
            let bulletLabel = UILabel()
            let moreButton = UIButton()
            func configure(title: String) {
                plusLabel.text = "+"
                plusLabel.font = .systemFont(ofSize: 28)
                wordLabel.text = "OK"
                wordLabel.font = .systemFont(ofSize: 14)
                bulletLabel.text = "•"
                bulletLabel.text = title
                bulletLabel.font = .systemFont(ofSize: 12)
                moreButton.setTitle("×", for: .normal)
                moreButton.titleLabel?.font = .systemFont(ofSize: 20)
            }
            func badge(_ text: String) -> UIImage {
                let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 30)]
                UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 0)
                text.draw(at: .zero, withAttributes: attributes)
                return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
            }
            func statusFont() -> UIFont {
                var font = UIFont(name: kFontAwesomeFamily, size: 12)
                if font == nil { font = UIFont.systemFont(ofSize: 12) }
                return font!
            }
            func style(_ label: UILabel) {
                if #available(iOS 13, *) {
                    label.font = .preferredFont(forTextStyle: .headline)
                } else {
                    label.font = .boldSystemFont(ofSize: 17)
                }
                if #available(iOS 16, *) {
                    label.font = .boldSystemFont(ofSize: 19)
                } else {
                    label.font = .boldSystemFont(ofSize: 18)
                }
            }
        }
        struct Row: View {
            var body: some View {
                HStack { Text("•").font(.system(size: 30)); Text("Milk").font(.system(size: 15)) }
            }
        }
        """
        // "OK" is a word; a label that also shows a title is text; an `#available` whose
        // current branch is fixed too is reported in both branches.
        XCTAssertEqual(lines([(path: "Tile.swift", text: source)]),
                       ["Tile.swift:10", "Tile.swift:13", "Tile.swift:35", "Tile.swift:37", "Tile.swift:43"])
    }

    /// Fonts that size no text: a member named for an icon or symbol, inline navigation titles however the bar
    /// is reached, fonts of a string style rescaled by `.adapt(.style)`, one-glyph IB titles, and text in a type
    /// that offers the Large Content Viewer. Their text-sized twins are still reported.
    func testIconMembersBarsAdaptedStylesGlyphsAndLargeContent() {
        let source = """
        extension View {
            var headerImageFont: Font { .system(size: 30) }
            var headerTitleFont: Font { .system(size: 30) }
        }
        enum Styles {
            static var body: StringStyle {
                let font = UIFont.systemFont(ofSize: 16)
                return StringStyle(.font(font), .adapt(.body))
            }
            static var fixed: StringStyle {
                let font = UIFont.systemFont(ofSize: 16)
                return StringStyle(.font(font), .adapt(scale))
            }
            static func bars() {
                UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17)]
                label.attributedText = NSAttributedString(string: s, attributes: [.font: UIFont.systemFont(ofSize: 17)])
            }
        }
        final class Badge: UIView {
            func setUp() {
                label.font = .boldSystemFont(ofSize: 11)
                addInteraction(UILargeContentViewerInteraction())
            }
        }
        """
        XCTAssertEqual(lint([("Styles.swift", source)], rules: [id]).map(\.start.line), [3, 11, 16])
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <button id="b1">
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    <state key="normal" title="⌥"/>
                </button>
                <button id="b2">
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    <state key="normal" title="Esc"/>
                </button>
                <label text="•" id="l1">
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                </label>
            </objects>
        </document>
        """
        XCTAssertEqual(lines([("Keys.xib", xib)]), ["Keys.xib:7"])
    }

    /// A label's one-glyph document text is a placeholder when code sets its text through an outlet: reported.
    func testGlyphPlaceholderLabelsFilledInCode() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="StatsView">
                    <connections>
                        <outlet property="valueLabel" destination="l1" id="o1"/>
                        <outlet property="unitLabel" destination="l2" id="o2"/>
                    </connections>
                </placeholder>
                <label text="-" id="l1">
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                </label>
                <label text="%" id="l2">
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                </label>
            </objects>
        </document>
        """
        let code = """
        final class StatsView: UIView {
            @IBOutlet var valueLabel: UILabel!
            @IBOutlet var unitLabel: UILabel!
            func show(_ value: Int) { valueLabel.text = "\\(value)" }
        }
        """
        XCTAssertEqual(lines([("Stats.xib", xib), ("StatsView.swift", code)]), ["Stats.xib:9"])
    }

    /// An IB button with no title in any state draws no text with its font, unless code titles it: through its outlet
    /// (Swift or Objective-C), its own class, a loop over its outlet collection, or by tag or subscript.
    func testInterfaceBuilderButtonsThatDrawNoText() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TransportViewController">
                    <connections>
                        <outlet property="skipButton" destination="b2" id="c1"/>
                        <outlet property="shareButton" destination="b4" id="c2"/>
                    </connections>
                </placeholder>
                <view id="v1">
                    <subviews>
                        <button opaque="NO" id="b1">
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                            <state key="normal"><color key="titleColor" white="1" alpha="1"/></state>
                        </button>
                        <button opaque="NO" tag="3" id="b2">
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                            <state key="normal" image="transport_skip"/>
                        </button>
                        <button opaque="NO" tag="4" id="b3">
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                            <state key="normal" backgroundImage="transport_stop"/>
                        </button>
                        <button opaque="NO" id="b4">
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <state key="normal" image="share"/>
                        </button>
                        <button opaque="NO" id="b5">
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <state key="normal" title="Queue"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let silent = """
        final class TransportViewController: UIViewController {
            @IBOutlet weak var skipButton: UIButton!
            @IBOutlet weak var shareButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                skipButton.setImage(UIImage(named: "transport_skip_on"), for: .highlighted)
                shareButton.isEnabled = false
            }
        }
        """
        // Only the titled button is reported.
        XCTAssertEqual(lines([("Transport.xib", xib), ("TransportViewController.swift", silent)]), ["Transport.xib:27"])
        let titled = """
        final class TransportViewController: UIViewController {
            @IBOutlet weak var skipButton: UIButton!
            @IBOutlet weak var shareButton: UIButton!
            func update(count: Int) {
                skipButton.setTitle("\\(count)", for: .normal)
                self.shareButton.configuration?.title = NSLocalizedString("Share", comment: "")
            }
        }
        """
        XCTAssertEqual(lines([("Transport.xib", xib), ("TransportViewController.swift", titled)]),
                       ["Transport.xib:15", "Transport.xib:23", "Transport.xib:27"])
        let objectiveC = """
        @implementation TransportViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.skipButton setTitle:NSLocalizedString(@"Skip", nil) forState:UIControlStateNormal];
        }
        @end
        """
        XCTAssertEqual(lines([("Transport.xib", xib), ("TransportViewController.m", objectiveC)]),
                       ["Transport.xib:15", "Transport.xib:27"])
        // By tag: every tagged or connected button may be the one titled.
        let byTag = """
        final class TransportViewController: UIViewController {
            func relabel() {
                let stop = view.viewWithTag(4) as? UIButton
                stop?.setTitle("Stop", for: .normal)
            }
        }
        """
        XCTAssertEqual(lines([("Transport.xib", xib), ("TransportViewController.swift", byTag)]),
                       ["Transport.xib:15", "Transport.xib:19", "Transport.xib:23", "Transport.xib:27"])
        let bySubscript = """
        final class TransportViewController: UIViewController {
            @IBOutlet weak var skipButton: UIButton!
            @IBOutlet weak var shareButton: UIButton!
            func relabel(_ titles: [String]) {
                let buttons = [skipButton, shareButton]
                for position in titles.indices { buttons[position]?.setTitle(titles[position], for: .normal) }
            }
        }
        """
        XCTAssertEqual(lines([("Transport.xib", xib), ("TransportViewController.swift", bySubscript)]),
                       ["Transport.xib:15", "Transport.xib:19", "Transport.xib:23", "Transport.xib:27"])
    }
}
