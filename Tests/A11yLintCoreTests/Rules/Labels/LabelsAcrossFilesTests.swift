import XCTest
@testable import A11yLintCore

/// What names (or fails to name) an image control lives in another file or another function:
/// the project's image constants, a helper the control is passed to, the factory that builds
/// it, the cell that is the one element, the branch of a label that shows.
final class LabelsAcrossFilesTests: XCTestCase {
    func lines(_ files: [(path: String, text: String)], rule: String) -> [String] {
        lint(files, rules: [rule]).map { "\($0.path):\($0.start.line)" }
    }

    // MARK: - Image constants

    let symbols = """
    struct Glyph {
        let name: String
        init(_ name: String) { self.name = name }
        static let remove = Self("trash")
        static let shelve = Self("archivebox")
    }
    enum Stock: String {
        case create = "plus"
        case flag
    }
    extension UIImage {
        static func glyph(systemName: String) -> UIImage { UIImage(systemName: systemName) ?? UIImage() }
        static let remove = UIImage.glyph(systemName: Glyph.remove.name)
        static let shelve = UIImage.glyph(systemName: Glyph.shelve.name)
        static let create = UIImage(systemName: Stock.create.rawValue)
        static var close: UIImage { UIImage(systemName: "xmark")! }
        static let mark = UIImage(named: "mark")
        static let flag = UIImage(systemName: Stock.flag.rawValue)
    }
    """

    func testBarItemImageConstantsAreJudgedByTheSymbolTheyShow() {
        let screen = """
        final class ListController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(image: .remove, style: .plain, target: nil, action: nil),
                    UIBarButtonItem(image: UIImage.create, style: .plain, target: nil, action: nil),
                    UIBarButtonItem(image: .close, style: .plain, target: nil, action: nil),
                    UIBarButtonItem(image: .shelve, style: .plain, target: nil, action: nil),
                    UIBarButtonItem(image: .mark, style: .plain, target: nil, action: nil),
                    UIBarButtonItem(image: .flag, style: .plain, target: nil, action: nil),
                    UIBarButtonItem(image: .unknown, style: .plain, target: nil, action: nil),
                ]
            }
        }
        """
        let id = BarButtonItemMissingLabelRule.id
        // Described (trash, plus, xmark) are fine; an undescribed symbol, an asset, a case without a raw
        // value (its name is not known to be a symbol) and a constant the project does not declare are reported.
        XCTAssertEqual(lines([("Symbols.swift", symbols), ("List.swift", screen)], rule: id),
                       ["List.swift:8", "List.swift:9", "List.swift:10", "List.swift:11"])
        // Without the declarations nothing is known: every item is reported.
        XCTAssertEqual(lines([("List.swift", screen)], rule: id).count, 7)
        let found = lint([("Symbols.swift", symbols), ("List.swift", screen)], rules: [id])
        XCTAssertEqual(found.first?.message, BarButtonItemMissingLabelRule.itemMessage(image: "archivebox"))
    }

    /// Constants made by the file's own helper (`systemImage(named:)` passing its parameter as
    /// `systemName:`, `asset(_:)` passing it to `UIImage(named:)`), in a class's `class var`s, are judged
    /// by what they show.
    func testImageConstantsMadeByAHelper() {
        let icons = """
        public class Glyphs: NSObject {
            public class var share: UIImage { systemImage(named: "square.and.arrow.up") }
            public class var filter: UIImage {
                return systemImage(named: "line.3.horizontal.decrease")
            }
            public class var logo: UIImage { asset("brand_logo") }
            private static func systemImage(named systemName: String) -> UIImage {
                UIImage(systemName: systemName)!
            }
            private static func asset(_ name: String) -> UIImage {
                UIImage(named: name, in: .main, compatibleWith: nil)!
            }
        }
        """
        let screen = """
        final class LogController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(image: Glyphs.share, style: .plain, target: self, action: #selector(share)),
                    UIBarButtonItem(image: Glyphs.filter, style: .plain, target: self, action: #selector(filter)),
                    UIBarButtonItem(image: Glyphs.logo, style: .plain, target: self, action: #selector(about)),
                ]
            }
        }
        """
        let id = BarButtonItemMissingLabelRule.id
        XCTAssertEqual(lines([("Glyphs.swift", icons), ("LogController.swift", screen)], rule: id),
                       ["LogController.swift:6", "LogController.swift:7"])
        let table = ImageConstants.collect(from: index(icons))
        XCTAssertEqual(table["Glyphs.share"], "symbol:square.and.arrow.up")
        XCTAssertEqual(table["Glyphs.filter"], "symbol:line.3.horizontal.decrease")
        XCTAssertEqual(table["Glyphs.logo"], "asset:brand_logo")
    }

    func testImageConstantsTable() {
        let table: ImageConstants.Table = ["UIImage.a": "ref:Glyph.a.name", "Glyph.a": "text:trash",
                                           "UIImage.b": "asset:logo", "Stock.c": "text:plus", "UIImage.loop": "ref:UIImage.loop"]
        XCTAssertEqual(ImageConstants.resolve("UIImage.a", in: table), .symbol("trash"))
        XCTAssertEqual(ImageConstants.resolve("UIImage.b", in: table), .asset("logo"))
        // A plain string is a symbol only when reached through `systemName:`.
        XCTAssertNil(ImageConstants.resolve("Stock.c", in: table))
        XCTAssertNil(ImageConstants.resolve("UIImage.loop", in: table))
        XCTAssertNil(ImageConstants.resolve("UIImage.z", in: table))
        // Merging does not depend on the order of files.
        XCTAssertEqual(ImageConstants.merge([["k": "asset:b"], ["k": "asset:a"]]), ImageConstants.merge([["k": "asset:a"], ["k": "asset:b"]]))
    }

    // MARK: - Labeled by a helper in another file

    func testBarItemPassedToAHelperThatLabelsItsParameter() {
        let helper = """
        extension SidebarHost {
            func setUpAccessibility(forToggle item: UIBarButtonItem) {
                item.title = isOpen ? "Hide sidebar" : "Show sidebar"
            }
            func tint(_ item: UIBarButtonItem) { item.tintColor = .red }
        }
        """
        let screen = """
        final class ReaderController: UIViewController, SidebarHost {
            func setUpBar() {
                let toggle = UIBarButtonItem(image: UIImage(named: "sidebar"), style: .plain, target: nil, action: nil)
                setUpAccessibility(forToggle: toggle)
                let other = UIBarButtonItem(image: UIImage(named: "other"), style: .plain, target: nil, action: nil)
                tint(other)
                setUpAccessibility(forToggle: UIBarButtonItem())
                navigationItem.rightBarButtonItems = [toggle, other]
            }
        }
        """
        let id = BarButtonItemMissingLabelRule.id
        XCTAssertEqual(lines([("Host.swift", helper), ("Reader.swift", screen)], rule: id), ["Reader.swift:5"])
        XCTAssertEqual(lines([("Reader.swift", screen)], rule: id), ["Reader.swift:3", "Reader.swift:5"])
    }

    // MARK: - Factories and containers

    func testButtonStoredFromALocalThatALabelingFactoryMade() {
        let source = """
        final class ToolsController: UIViewController {
            private weak var pickerButton: UIButton!
            private weak var plainButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                let picker = makePickerButton()
                pickerButton = picker
                let plain = makePlainButton()
                self.plainButton = plain
            }
            func refresh() {
                pickerButton.setImage(UIImage(named: "swatch"), for: .normal)
                plainButton.setImage(UIImage(named: "plain"), for: .normal)
            }
            private func makePickerButton() -> UIButton {
                let button = UIButton()
                button.accessibilityLabel = "Color"
                return button
            }
            private func makePlainButton() -> UIButton {
                let button = UIButton()
                return button
            }
        }
        """
        XCTAssertEqual(lines([("Tools.swift", source)], rule: IconButtonMissingLabelRule.id), ["Tools.swift:13"])
    }

    func testButtonStyledByAHelperOfASingleElementCell() {
        let source = """
        final class OptionCell: UICollectionViewCell {
            let check = UIButton()
            func configure(on: Bool) {
                isAccessibilityElement = true
                Self.Looks.check(check, on: on)
            }
        }
        private extension OptionCell {
            enum Looks {
                static func check(_ button: UIButton, on: Bool) {
                    button.setImage(UIImage(named: on ? "on" : "off"), for: .normal)
                }
            }
        }
        final class OptionBar: UIView {
            let box = UIButton()
            func configure(on: Bool) { Self.Paint.box(box, on: on) }
        }
        private extension OptionBar {
            enum Paint {
                static func box(_ button: UIButton, on: Bool) {
                    button.setImage(UIImage(named: on ? "on" : "off"), for: .normal)
                }
            }
        }
        """
        XCTAssertEqual(lines([("Options.swift", source)], rule: IconButtonMissingLabelRule.id), ["Options.swift:22"])
    }

    // MARK: - SwiftUI image constants and branches

    func testStaticImageConstantReportedWhereDeclaredWhenAnyUseShowsItBare() {
        let constants = """
        extension Image {
            static let logo = Image("logo")
            static let close = Image("icon_close")
            static let art = Image("art")
            static let unused = Image("unused")
            static let chevron = Image(systemName: "chevron.right")
        }
        """
        let screen = """
        struct Intro: View {
            var dismiss: () -> Void
            var body: some View {
                VStack {
                    Button(action: dismiss) { Image.close }
                    Image.logo
                    Image.art
                        .accessibilityHidden(true)
                    Image.chevron
                }
            }
        }
        """
        let found = lint([("Image+App.swift", constants), ("Intro.swift", screen)], rules: [ImageMissingLabelRule.id])
        XCTAssertEqual(found.map { "\($0.path):\($0.start.line)" }, ["Image+App.swift:2", "Image+App.swift:3"])
        XCTAssertEqual(found.last?.message, ImageMissingLabelRule.onlyContentMessage(source: .asset("icon_close"), control: "Button"))
        // Shown only hidden or never: nothing.
        XCTAssertEqual(lint([("Image+App.swift", constants)], rules: [ImageMissingLabelRule.id]).count, 0)
    }

    func testTextInAnotherBranchDoesNotNameTheImageOfThisOne() {
        let source = """
        struct Shortcut: View {
            var url: URL
            var photo: UIImage?
            var body: some View {
                Link(destination: url) {
                    if let photo {
                        Image(uiImage: photo)
                    } else {
                        HStack { Image(uiImage: UIImage()); Text("Open") }
                    }
                }
                Link(destination: url) {
                    Image(uiImage: UIImage())
                    if photo == nil { Text("Open") }
                }
            }
        }
        """
        // The second link's text shows together with its image (an `if` without an `else` arm holding the image).
        XCTAssertEqual(lines([("Shortcut.swift", source)], rule: ImageMissingLabelRule.id), ["Shortcut.swift:7"])
    }
}
