import XCTest
@testable import A11yLintCore

/// A control belongs to the accessibility element it sits in: inside a view that is itself one
/// element, or put into one, hiding it hides nothing; a link whose label is `EmptyView()` draws nothing.
final class HiddenInteractiveElementContainerTests: XCTestCase {
    let id = HiddenInteractiveElementRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    /// A view made one element in a superclass in another file swallows its hidden overlay button;
    /// the same button in a view that is no element, or whose only write makes it no element, is reported.
    func testAViewThatIsOneElementInItsSuperclassSwallowsTheControl() {
        let base = """
        class BadgeTileBase: UIView {
            func setUpAccessibility() {
                isAccessibilityElement = true
                accessibilityTraits = .button
            }
        }
        class PlainTileBase: UIView {
            func setUpAccessibility() { isAccessibilityElement = false }
        }
        """
        let tiles = """
        final class BadgeTile: BadgeTileBase {
            let overlayButton = UIButton(type: .custom)
            func setUp() {
                overlayButton.addTarget(self, action: #selector(open), for: .touchUpInside)
                overlayButton.isAccessibilityElement = false
            }
        }
        final class PlainTile: PlainTileBase {
            let overlayButton = UIButton(type: .custom)
            func setUp() {
                overlayButton.addTarget(self, action: #selector(open), for: .touchUpInside)
                overlayButton.isAccessibilityElement = false
            }
        }
        final class TileController: UIViewController {
            let overlayButton = UIButton(type: .custom)
            override func viewDidLoad() {
                super.viewDidLoad()
                isAccessibilityElement = true
                overlayButton.isAccessibilityElement = false
            }
        }
        """
        XCTAssertEqual(lines([("Base.swift", base), ("Tiles.swift", tiles)]), ["Tiles.swift:12", "Tiles.swift:20"])
    }

    /// A button placed in a stack that is one element (set on the local the lazy property's closure
    /// returns, or by the stack's class) is silent; placed in a plain stack, or only beside an element, it is not.
    func testAControlPlacedInAnElementIsPartOfIt() {
        let source = """
        final class OfflineBannerSource: NSObject {
            private lazy var banner: UIStackView = {
                let stack = UIStackView(arrangedSubviews: [messageLabel, retryButton])
                stack.isAccessibilityElement = true
                stack.accessibilityTraits = .button
                return stack
            }()
            private lazy var retryButton: UIButton = {
                let button = UIButton(type: .system)
                button.addTarget(self, action: #selector(retry), for: .touchUpInside)
                button.isAccessibilityElement = false
                return button
            }()
            private let footer = UIStackView()
            private let footerButton = UIButton(type: .system)
            private let plain = UIStackView()
            private let plainButton = UIButton(type: .system)
            func setUp() {
                footer.isAccessibilityElement = true
                footer.addArrangedSubview(footerButton)
                footerButton.isAccessibilityElement = false
                plain.addArrangedSubview(plainButton)
                plainButton.isAccessibilityElement = false
                let card = ElementCard()
                card.addSubview(cardButton)
                cardButton.isAccessibilityElement = false
            }
            let cardButton = UIButton(type: .system)
        }
        final class ElementCard: UIView {
            override var isAccessibilityElement: Bool { get { true } set {} }
        }
        """
        XCTAssertEqual(lines([("Banner.swift", source)]), ["Banner.swift:23"])
    }

    /// A link whose label is only `EmptyView()` draws nothing; one with a visible label, or a
    /// button whose label closure holds more than nothing, is reported.
    func testALinkWithAnEmptyLabelDrawsNothing() {
        let source = """
        struct AccountView: View {
            @State private var showsExport = false
            var body: some View {
                VStack {
                    NavigationLink(destination: ExportView(), isActive: $showsExport) { EmptyView() }
                        .accessibilityHidden(true)
                    NavigationLink(isActive: $showsExport, destination: { ExportView() }, label: { EmptyView() })
                        .accessibilityHidden(true)
                    Button { showsHelp() } label: { EmptyView() }
                        .accessibilityHidden(true)
                    NavigationLink(destination: HistoryView()) { Text("History") }
                        .accessibilityHidden(true)
                    Button { showsLog() } label: { EmptyView(); Image(systemName: "doc") }
                        .accessibilityHidden(true)
                }
            }
        }
        """
        XCTAssertEqual(lines([("AccountView.swift", source)]), ["AccountView.swift:12", "AccountView.swift:14"])
    }
}
