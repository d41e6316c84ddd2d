import XCTest
@testable import A11yLintCore

/// Images that reach an icon control through a helper, a parameter, a state ternary or a
/// custom view the bar-item rule does not judge.
final class IconButtonImageFlowTests: XCTestCase {
    let id = IconButtonMissingLabelRule.id

    func lines(_ files: [(path: String, text: String)], rules: [String]? = nil) -> [String] {
        lint(files, rules: rules ?? [id]).map { "\($0.path):\($0.start.line) \($0.severity)" }
    }

    // MARK: - Redrawn symbols (UIKit)

    let imageHelpers = """
    import UIKit

    extension UIImage {
        func flattened(in color: UIColor) -> UIImage {
            let renderer = UIGraphicsImageRenderer(size: size)
            return renderer.image { _ in
                color.set()
                withRenderingMode(.alwaysTemplate).draw(at: .zero)
            }
        }

        func badged(_ color: UIColor) -> UIImage? {
            return flattened(in: color).withRenderingMode(.alwaysOriginal)
        }

        func themed(_ color: UIColor) -> UIImage {
            withTintColor(color, renderingMode: .alwaysOriginal)
        }
    }
    """

    func testSymbolRedrawnThroughAProjectHelperHasNoDescription() {
        let screen = """
        import UIKit

        final class FindBar: UIView {
            private let closeButton = UIButton(type: .system)
            private let addButton = UIButton(type: .system)
            private let clearButton = UIButton(type: .system)
            private let moreButton = UIButton(type: .system)

            func build() {
                closeButton.setImage(UIImage(systemName: "xmark")?.flattened(in: .label), for: .normal)
                let plus = UIImage(systemName: "plus")?.badged(.systemBlue)
                addButton.setImage(plus, for: .normal)
                clearButton.setImage(UIImage(systemName: "xmark")?.themed(.secondaryLabel), for: .normal)
                moreButton.setImage(UIImage(systemName: "ellipsis")?.withTintColor(.label), for: .normal)
            }
        }
        """
        // The redrawn `xmark`, and `plus` through a helper that calls the redrawing one: warnings.
        // A tint helper and UIKit's own `withTintColor` keep the symbol and its description.
        XCTAssertEqual(lines([("UIImage+Drawing.swift", imageHelpers), ("FindBar.swift", screen)]),
                       ["FindBar.swift:10 warning", "FindBar.swift:12 warning"])
    }

    func testRedrawnSymbolOnANamedButtonIsSilent() {
        let screen = """
        import UIKit

        final class FindBar: UIView {
            private let closeButton = UIButton(type: .system)

            func build() {
                closeButton.setImage(UIImage(systemName: "xmark")?.flattened(in: .label), for: .normal)
                closeButton.accessibilityLabel = NSLocalizedString("Close find bar", comment: "")
            }
        }
        """
        XCTAssertEqual(lines([("UIImage+Drawing.swift", imageHelpers), ("FindBar.swift", screen)]), [])
    }

    // MARK: - State symbols

    func testCheckmarkOrXmarkChosenByStateNamesNoAction() {
        let source = """
        import SwiftUI

        struct ServiceRow: View {
            let service: Service
            @State var isSearching = false
            var body: some View {
                HStack {
                    Button { service.toggle() } label: {
                        Image(systemName: service.isRunning ? "checkmark.circle.fill" : "xmark.circle")
                            .foregroundColor(service.isRunning ? .green : .red)
                    }
                    Button { isSearching.toggle() } label: {
                        Image(systemName: isSearching ? "xmark" : "magnifyingglass")
                    }
                    Button { service.stop() } label: { Image(systemName: "xmark") }
                }
            }
        }
        """
        // A yes/no state reads "checkmark" or "close"; a search field's close/search pair names each action.
        XCTAssertEqual(lines([("ServiceRow.swift", source)]), ["ServiceRow.swift:8 warning"])
    }

    func testUIKitStateSymbolsAreJudgedToo() {
        let source = """
        import UIKit

        final class SyncCell: UITableViewCell {
            private let stateButton = UIButton(type: .system)

            func update(enabled: Bool) {
                stateButton.setImage(UIImage(systemName: enabled ? "checkmark" : "xmark"), for: .normal)
            }
        }
        """
        XCTAssertEqual(lines([("SyncCell.swift", source)]), ["SyncCell.swift:7 warning"])
    }

    // MARK: - Custom views the bar-item rule does not judge

    func testButtonOfAConvenienceInitializersCustomViewIsJudgedHere() {
        let source = """
        import UIKit

        extension UIBarButtonItem {
            convenience init(symbol: String, target: Any, action: Selector) {
                let button = UIButton(type: .system)
                button.setImage(UIImage(systemName: symbol), for: .normal)
                button.addTarget(target, action: action, for: .touchUpInside)
                self.init(customView: button)
            }

            static func compose(target: Any, action: Selector) -> UIBarButtonItem {
                let button = UIButton(type: .system)
                button.setImage(UIImage(named: "compose"), for: .normal)
                button.addTarget(target, action: action, for: .touchUpInside)
                return UIBarButtonItem(customView: button)
            }
        }
        """
        // `UIBarButtonItem(customView:)` is the bar-item rule's (it reports line 15); `self.init(customView:)` is no item it sees.
        XCTAssertEqual(lines([("UIBarButtonItem+Symbols.swift", source)]), ["UIBarButtonItem+Symbols.swift:6 warning"])
        XCTAssertEqual(lines([("UIBarButtonItem+Symbols.swift", source)],
                             rules: [id, BarButtonItemMissingLabelRule.id]),
                       ["UIBarButtonItem+Symbols.swift:6 warning", "UIBarButtonItem+Symbols.swift:15 warning"])
    }

    func testBarItemSubclassCarryingAButton() {
        let source = """
        import UIKit

        final class DotBarButtonItem: UIBarButtonItem {
            private let button = UIButton(type: .custom)
            private let titled = UIButton(type: .custom)

            init(image: UIImage?) {
                super.init()
                button.setImage(image, for: .normal)
                customView = button
            }

            init(image: UIImage?, name: String) {
                super.init()
                titled.setImage(image, for: .normal)
                titled.accessibilityLabel = name
                self.customView = titled
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        XCTAssertEqual(lines([("DotBarButtonItem.swift", source)]), ["DotBarButtonItem.swift:9 warning"])
    }

    func testCustomViewOfALabeledItemIsNamedByIt() {
        let item = """
        import UIKit

        final class SpinnerBarButtonItem: UIBarButtonItem {
            let innerButton = UIButton(type: .system)

            init(image: UIImage) {
                super.init()
                innerButton.setImage(image, for: .normal)
                customView = innerButton
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = """
        import UIKit

        final class ChatViewController: UIViewController {
            func makeCallButton() -> UIBarButtonItem {
                let item = SpinnerBarButtonItem(image: UIImage(named: "call")!)
                item.accessibilityLabel = NSLocalizedString("Start call", comment: "")
                return item
            }
        }
        """
        let selfLabeled = """
        import UIKit

        final class CloseItem: UIBarButtonItem {
            override init() {
                super.init()
                accessibilityLabel = NSLocalizedString("Close", comment: "")
                let button = UIButton(type: .custom)
                button.setImage(UIImage(named: "close-x"), for: .normal)
                customView = button
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        XCTAssertEqual(lines([("SpinnerBarButtonItem.swift", item), ("ChatViewController.swift", screen)]), [])
        XCTAssertEqual(lines([("SpinnerBarButtonItem.swift", item)]), ["SpinnerBarButtonItem.swift:8 warning"])
        XCTAssertEqual(lines([("CloseItem.swift", selfLabeled)]), [])
    }

    // MARK: - SwiftUI images as values

    func testImageParameterFilledWithAssetsByEveryCaller() {
        let source = """
        import SwiftUI

        struct AddressField: View {
            @State var isKnown = false
            var body: some View {
                HStack {
                    TextField("Address", text: $address)
                    fieldButton(icon: isKnown ? Asset.Icons.contact.image : Asset.Icons.contactAdd.image) { pick() }
                    fieldButton(icon: Asset.Icons.qr.image) { scan() }
                }
            }

            func fieldButton(icon: Image, _ action: @escaping () -> Void) -> some View {
                Button {
                    action()
                } label: {
                    icon
                        .resizable()
                        .frame(width: 20, height: 20)
                }
                .padding(8)
            }
        }
        """
        XCTAssertEqual(lines([("AddressField.swift", source)]), ["AddressField.swift:14 warning"])
    }

    func testImageParameterSilentWhenACallerNamesItOrIsUnknown() {
        func field(_ calls: String) -> String {
            """
            import SwiftUI

            struct AddressField: View {
                let icon: Image
                var body: some View {
                    HStack {
            \(calls)
                    }
                }

                func fieldButton(_ icon: Image, _ action: @escaping () -> Void) -> some View {
                    Button(action: action) { icon.resizable() }
                }
            }
            """
        }
        // Described symbols, a labeled image, a value the file cannot follow, no caller at all.
        for calls in ["fieldButton(Image(systemName: \"xmark\")) { close() }",
                      "fieldButton(Image(\"qr\", label: Text(\"Scan\"))) { scan() }\nfieldButton(Asset.Icons.qr.image) { scan() }",
                      "fieldButton(icon) { scan() }\nfieldButton(Asset.Icons.qr.image) { scan() }",
                      "Text(\"No buttons\")"] {
            XCTAssertEqual(lines([("AddressField.swift", field(calls))]), [], calls)
        }
        XCTAssertEqual(lines([("AddressField.swift", field("fieldButton(Image(\"qr\")) { scan() }"))]),
                       ["AddressField.swift:12 warning"])
    }

    func testViewHelperWhoseBodyIsOneImage() {
        let source = """
        import SwiftUI

        struct EditProfileView: View {
            var body: some View {
                HStack {
                    Button { dismiss() } label: { navImage(img: "chevron-left") }
                    Button { close() } label: { navSymbol(systemImage: "xmark") }
                    Button { share() } label: { navSymbol(systemImage: "square.and.arrow.up.on.square") }
                    Button { save() } label: { badge(title: "Save") }
                    Button { dismiss() } label: { navImage(img: "chevron-left") }
                        .accessibilityLabel("Back")
                    Button { help() } label: { helpIcon }
                }
            }

            func navImage(img: String) -> some View {
                Image(img)
                    .frame(width: 33, height: 33)
                    .clipShape(Circle())
            }

            func navSymbol(systemImage: String) -> some View {
                return Image(systemName: systemImage).font(.title2)
            }

            func badge(title: String) -> some View {
                HStack { Image("badge"); Text(title) }
            }

            var helpIcon: some View {
                Image("help-bubble").padding(4)
            }
        }
        """
        // The asset helper, the undescribed symbol from the caller's literal, the computed property; not the
        // described `xmark`, the helper that shows text, or the labeled button.
        XCTAssertEqual(lines([("EditProfileView.swift", source)]),
                       ["EditProfileView.swift:6 warning", "EditProfileView.swift:8 warning", "EditProfileView.swift:12 warning"])
    }
}
