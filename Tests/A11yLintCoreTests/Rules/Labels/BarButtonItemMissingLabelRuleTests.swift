import XCTest
@testable import A11yLintCore

final class BarButtonItemMissingLabelRuleTests: XCTestCase {
    let id = BarButtonItemMissingLabelRule.id

    func lines(_ files: [(path: String, text: String)], components: ComponentRoles = ComponentRoles()) -> [String] {
        lint(files, rules: [id], components: components).map { "\($0.path):\($0.start.line)" }
    }

    func testEveryInitializerShape() {
        let source = """
        final class ReaderViewController: UIViewController {
            let close: UIBarButtonItem = .init(image: UIImage(named: "close"), style: .plain, target: nil, action: nil)
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem.init(image: UIImage(named: "back"), style: .plain, target: self, action: #selector(back))
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(image: UIImage(named: "share"), style: .plain, target: self, action: #selector(share)),
                    UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add)),
                    UIBarButtonItem(title: "Done", image: UIImage(named: "done"), primaryAction: nil, menu: nil),
                ]
                navigationItem.rightBarButtonItem = .init(image: UIImage(named: "more"), style: .plain, target: nil, action: nil)
            }
        }
        """
        let found = lint([("Reader.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [2, 5, 7, 11])
        XCTAssertEqual(found.first?.message, BarButtonItemMissingLabelRule.itemMessage(image: "close"))
    }

    func testLabelsSetLaterThroughAliasesTitlesAndConfiguringClosures() {
        let alias = """
        extension UIBarButtonItem {
            @IBInspectable var accLabelText: String? {
                get { accessibilityLabel }
                set { accessibilityLabel = newValue }
            }
        }
        """
        let screen = """
        final class TimelineViewController: UIViewController {
            private lazy var filterButton = UIBarButtonItem(image: UIImage(named: "filter"), style: .plain, target: self, action: #selector(filter))
            private lazy var nextButton = UIBarButtonItem(image: UIImage(named: "next"), style: .plain, target: self, action: #selector(next))
            var helpItem: UIBarButtonItem {
                with(UIBarButtonItem(image: UIImage(named: "help"), style: .plain, target: nil, action: nil)) {
                    $0.accessibilityLabel = "Help"
                }
            }
            func configure() {
                filterButton.accLabelText = "Filter read articles"
                let refresh = UIBarButtonItem(image: UIImage(named: "refresh"), style: .plain, target: nil, action: nil)
                refresh.title = "Refresh"
            }
        }
        """
        XCTAssertEqual(lines([("Alias.swift", alias), ("Timeline.swift", screen)]), ["Timeline.swift:3"])
        // Without the alias's declaration, `accLabelText` means nothing, unless configured.
        XCTAssertEqual(lines([("Timeline.swift", screen)]), ["Timeline.swift:2", "Timeline.swift:3"])
        XCTAssertEqual(lines([("Timeline.swift", screen)], components: ComponentRoles(labelAliases: ["accLabelText"])),
                       ["Timeline.swift:3"])
    }

    func testConvenienceInitializersAreJudgedWhereDeclared() {
        let initializer = """
        extension UIBarButtonItem {
            convenience init(icon: Icon, target: Any?, action: Selector?) {
                self.init(image: icon.image, style: .plain, target: target, action: action)
                accessibilityLabel = icon.name
            }
            convenience init(glyph: Glyph) {
                self.init(image: glyph.image, style: .plain, target: nil, action: nil)
            }
        }
        """
        let use = """
        final class MapViewController: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItems = [UIBarButtonItem(icon: .center, target: self, action: nil), UIBarButtonItem(glyph: .pin)]
            }
        }
        """
        XCTAssertEqual(lines([("Icon.swift", initializer), ("Map.swift", use)]), ["Icon.swift:7"])
    }

    func testCustomViewsWrappingImageOnlyButtons() {
        let source = """
        final class ArticleViewController: UIViewController {
            let extractor = ExtractorButton()
            override func viewDidLoad() {
                let shareButton = UIButton(type: .system)
                shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                let labeled = UIButton(type: .system)
                labeled.setImage(UIImage(named: "star"), for: .normal)
                labeled.accessibilityLabel = "Star"
                toolbarItems = [UIBarButtonItem(customView: shareButton), UIBarButtonItem(customView: labeled),
                                UIBarButtonItem(customView: extractor)]
            }
        }
        """
        XCTAssertEqual(lines([("Article.swift", source)]), ["Article.swift:9"])
    }

    func testSwiftUIToolbarControls() {
        let source = """
        struct Inbox: View {
            var body: some View {
                List { Text("Mail") }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button { compose() } label: { Image(systemName: "square.and.pencil.circle") }
                        }
                        ToolbarItemGroup {
                            Button(action: archive) { Image("archive-box") }
                            Button { close() } label: { Image(systemName: "xmark") }
                            Menu { Button("Sort", action: sort) } label: { Label("Options", systemImage: "ellipsis") }
                            Link(destination: helpURL) { Image(systemSymbol: .questionmarkBubble) }
                        }
                    }
            }
        }
        """
        let found = lint([("Inbox.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [6, 9, 12])
        XCTAssertEqual(found.first?.message, BarButtonItemMissingLabelRule.toolbarMessage(control: "button", symbol: "square.and.pencil.circle"))
    }

    func testStoryboardItemsOutletsAndRuntimeAttributes() {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="FeedViewController" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" id="n1">
                                <barButtonItem key="leftBarButtonItem" image="gear" id="b1"/>
                                <barButtonItem key="rightBarButtonItem" image="filter" id="b2"/>
                            </navigationItem>
                            <toolbarItems>
                                <barButtonItem image="star" id="b3">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="accLabelText" value="Star"/>
                                    </userDefinedRuntimeAttributes>
                                </barButtonItem>
                                <barButtonItem systemItem="flexibleSpace" id="b4"/>
                                <barButtonItem title="Share" image="square.and.arrow.up" id="b5"/>
                            </toolbarItems>
                            <connections>
                                <outlet property="filterItem" destination="b2" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let code = """
        final class FeedViewController: UIViewController {
            @IBOutlet var filterItem: UIBarButtonItem!
            override func viewDidLoad() { super.viewDidLoad(); filterItem.accessibilityLabel = "Filter" }
        }
        extension UIBarButtonItem {
            @IBInspectable var accLabelText: String? { get { accessibilityLabel } set { accessibilityLabel = newValue } }
        }
        """
        XCTAssertEqual(lines([("Main.storyboard", storyboard), ("Feed.swift", code)]), ["Main.storyboard:8"])
        XCTAssertEqual(lines([("Main.storyboard", storyboard)]), ["Main.storyboard:8", "Main.storyboard:9", "Main.storyboard:12"])
    }

    func testSymbolsInUIKitAndStoryboardsAndDirectToolbarButtons() {
        let source = """
        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: nil, action: nil),
                    UIBarButtonItem(image: UIImage(systemName: "arrow.clockwise"), style: .plain, target: nil, action: nil),
                    UIBarButtonItem(image: UIImage(systemName: "list.bullet.indent"), style: .plain, target: nil, action: nil),
                ]
            }
        }
        struct Notes: View {
            var body: some View {
                List { Text("Note") }
                    .toolbar { Button { sort() } label: { Image(systemName: "arrow.up.arrow.down") } }
                    .navigationBarItems(trailing: Button(action: share) { Image("share-icon") })
            }
        }
        """
        let found = lint([("Editor.swift", source)], rules: [id])
        XCTAssertEqual(found.map { "\($0.start.line) \($0.severity)" }, ["4 info", "5 info", "6 warning", "13 warning", "14 warning"])
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <objects>
                <barButtonItem image="trash" catalog="system" id="b1"/>
                <barButtonItem image="questionmark" catalog="system" id="b2"/>
                <barButtonItem id="b3">
                    <button key="customView" opaque="NO" contentMode="scaleToFill" id="c3">
                        <state key="normal" image="ic_send"/>
                    </button>
                </barButtonItem>
            </objects>
        </document>
        """
        let items = lint([("Compose.storyboard", storyboard)], rules: [id])
        XCTAssertEqual(items.map { "\($0.start.line) \($0.severity)" }, ["4 info", "5 warning"])
        XCTAssertEqual(items.last?.message, BarButtonItemMissingLabelRule.itemMessage(image: "ic_send"))
    }

    /// The scene's view controller class labels its storyboard items through `navigationItem`:
    /// the slot named in code (`rightBarButtonItem`) counts for that slot only, in that class only.
    func testStoryboardNavigationItemLabeledByTheScenesClass() {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="TransfersViewController" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" id="n1">
                                <barButtonItem key="leftBarButtonItem" image="ic_close" id="b1"/>
                                <barButtonItem key="rightBarButtonItem" image="ic_more" id="b2"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" customClass="HistoryViewController" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" id="n2">
                                <barButtonItem key="rightBarButtonItem" image="ic_more" id="b3"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let code = """
        class BaseTransfersViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem?.accessibilityLabel = String(localized: "More options")
            }
        }
        final class TransfersViewController: BaseTransfersViewController {}
        final class HistoryViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); navigationItem.leftBarButtonItem?.accessibilityLabel = "Back" }
        }
        """
        XCTAssertEqual(lines([("Main.storyboard", storyboard), ("Transfers.swift", code)]),
                       ["Main.storyboard:8", "Main.storyboard:18"])
        XCTAssertEqual(lines([("Main.storyboard", storyboard)]),
                       ["Main.storyboard:8", "Main.storyboard:9", "Main.storyboard:18"])
    }

    /// An item placed in a bar item array literal is labeled through its position in that array.
    func testItemsLabeledThroughTheirArrayPosition() {
        let source = """
        final class DashboardViewController: UIViewController {
            private func setupToolbar() {
                let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
                let meal = UIBarButtonItem(image: UIImage(named: "meal"), style: .plain, target: self, action: #selector(addMeal))
                let dose = UIBarButtonItem(image: UIImage(named: "dose"), style: .plain, target: self, action: #selector(addDose))
                let gear = UIBarButtonItem(image: UIImage(named: "gear"), style: .plain, target: self, action: #selector(settings))
                toolbarItems = [meal, space, dose, space, gear]
            }
            private func updateToolbar() {
                toolbarItems![0].accessibilityLabel = String(localized: "Add meal")
                toolbarItems?[4].title = String(localized: "Settings")
                toolbarItems![3].accessibilityLabel = String(localized: "Spacer")
            }
        }
        """
        XCTAssertEqual(lines([("Dashboard.swift", source)]), ["Dashboard.swift:5"])
    }

    func testParenthesizedNavigationBarItemsWithLabelArguments() {
        let source = """
        struct GenresView: View {
            @State private var sorting = false
            var body: some View {
                List { Text("Drama") }
                    .navigationBarItems(trailing: (
                        Button(action: { sorting.toggle() }, label: {
                            Image(systemName: "line.horizontal.3.decrease.circle")
                        })
                    ))
                    .navigationBarItems(leading: Button(action: { sorting = false }, label: { Image(systemName: "xmark") }))
            }
        }
        """
        XCTAssertEqual(lines([("Genres.swift", source)]), ["Genres.swift:6"])
    }

    func testACustomViewOfAButtonSubclassThatNamesNothingIsAButton() {
        let buttons = """
        final class WideButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
        }
        final class LabeledButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityLabel = String(localized: "Done")
            }
        }
        """
        let screen = """
        final class NewServerViewController: UIViewController {
            lazy var doneButton: WideButton = {
                let doneButton = WideButton()
                doneButton.setImage(UIImage(named: "check"), for: .normal)
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: doneButton)
                return doneButton
            }()
            lazy var otherButton: LabeledButton = {
                let otherButton = LabeledButton()
                otherButton.setImage(UIImage(named: "check"), for: .normal)
                navigationItem.leftBarButtonItem = UIBarButtonItem(customView: otherButton)
                return otherButton
            }()
        }
        """
        XCTAssertEqual(lines([("Buttons.swift", buttons), ("NewServer.swift", screen)]), ["NewServer.swift:5"])
    }
    // MARK: - Receivers and wrappers (issue 10)

    func testCustomViewButtonIsMatchedByItsDeclarationNotItsName() {
        let source = """
        final class SignupViewController: UIViewController {
            func makeRetry() -> UIButton {
                let button = UIButton(type: .system)
                button.setTitle("Retry", for: .normal)
                return button
            }
            func addBack() {
                let button = UIButton(type: .system)
                button.setImage(UIImage(named: "arrow-left"), for: .normal)
                navigationItem.leftBarButtonItem = UIBarButtonItem(customView: button)
            }
            func addClose() {
                let button = UIButton(type: .system)
                button.setImage(UIImage(named: "close"), for: .normal)
                button.setTitle("Close", for: .normal)
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: button)
            }
        }
        """
        XCTAssertEqual(lines([("SignupViewController.swift", source)]), ["SignupViewController.swift:10"])
    }

    func testCatalystToolbarItemLabelNamesTheWrappedItem() {
        let source = """
        final class ToolbarDelegate: NSObject, NSToolbarDelegate {
            func labeled(_ id: NSToolbarItem.Identifier) -> NSToolbarItem {
                let item = UIBarButtonItem(image: UIImage(named: "gear"))
                let wrapper = NSToolbarItem(itemIdentifier: id, barButtonItem: item)
                wrapper.label = "Settings"
                return wrapper
            }
            func inPlace(_ id: NSToolbarItem.Identifier) -> NSToolbarItem {
                let wrapper = NSToolbarItem(itemIdentifier: id, barButtonItem: UIBarButtonItem(image: UIImage(named: "sort")))
                wrapper.title = "Sort"
                return wrapper
            }
            func unlabeled(_ id: NSToolbarItem.Identifier) -> NSToolbarItem {
                let item = UIBarButtonItem(image: UIImage(named: "shelf"))
                let wrapper = NSToolbarItem(itemIdentifier: id, barButtonItem: item)
                wrapper.toolTip = "Shelf"
                wrapper.label = nil
                return wrapper
            }
        }
        """
        // A tooltip is no name, nor is a label cleared to nil.
        XCTAssertEqual(lines([("ToolbarDelegate.swift", source)]), ["ToolbarDelegate.swift:14"])
    }

    /// A plain image view in a bar item is a decoration unless it takes touches, gets a recognizer or
    /// is made an element (in this file, or on the property in another file of the type).
    func testImageViewCustomViewIsADecorationUnlessInteractive() {
        let source = """
        final class PassController: UIViewController {
            let badgeView = UIImageView(image: UIImage(named: "badge"))
            func setUp() {
                let logo = UIImageView(image: UIImage(named: "logo"))
                navigationItem.leftBarButtonItem = UIBarButtonItem(customView: logo)
                let tappable = UIImageView(image: UIImage(named: "help"))
                tappable.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(help)))
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: tappable)
                let element = UIImageView(image: UIImage(named: "status"))
                element.isAccessibilityElement = true
                toolbarItems = [UIBarButtonItem(customView: element)]
                navigationItem.titleView = nil
                navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: badgeView)]
            }
        }
        """
        let other = """
        extension PassController {
            func enableBadge() { badgeView.isUserInteractionEnabled = true }
        }
        """
        XCTAssertEqual(lines([("Pass.swift", source), ("Pass+Badge.swift", other)]),
                       ["Pass.swift:8", "Pass.swift:11", "Pass.swift:13"])
    }

    func testCustomViewBuiltByItsInitializerClosure() {
        let source = """
        final class AlbumViewController: UIViewController {
            private lazy var shuffleButton: UIButton = {
                let button = UIButton(type: .custom)
                button.setImage(UIImage(named: "shuffle-24"), for: .normal)
                button.addTarget(self, action: #selector(shuffle), for: .touchUpInside)
                return button
            }()
            private lazy var repeatButton: UIButton = {
                let repeatButton = UIButton(type: .custom)
                repeatButton.setImage(UIImage(named: "repeat-24"), for: .normal)
                repeatButton.accessibilityLabel = String(localized: "Repeat")
                return repeatButton
            }()
            private lazy var sortButton: UIButton = {
                var config = UIButton.Configuration.plain()
                config.title = String(localized: "Sort")
                let button = UIButton(configuration: config)
                button.setImage(UIImage(named: "sort-24"), for: .normal)
                return button
            }()
            private lazy var shuffleItem = UIBarButtonItem(customView: shuffleButton)
            private lazy var repeatItem = UIBarButtonItem(customView: repeatButton)
            private lazy var sortItem = UIBarButtonItem(customView: sortButton)
        }
        """
        XCTAssertEqual(lines([("Album.swift", source)]), ["Album.swift:21"])
    }
}
