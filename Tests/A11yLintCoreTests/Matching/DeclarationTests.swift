import XCTest
@testable import A11yLintCore

final class DeclarationTests: XCTestCase {
    let uikit = """
    import UIKit

    @MainActor
    final class AvatarView<Model: Identifiable>: UIControl, UIGestureRecognizerDelegate where Model: Sendable {
        @IBOutlet private weak var imageView: UIImageView!
        @IBInspectable var accLabelText: String? {
            get { accessibilityLabel }
            set(newValue) { accessibilityLabel = newValue }
        }
        private lazy var tapRecognizer: UITapGestureRecognizer = {
            let recognizer = UITapGestureRecognizer(target: self, action: #selector(tapped))
            recognizer.numberOfTapsRequired = 2
            return recognizer
        }()
        var count = 0 {
            didSet { setNeedsLayout() }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            if let image = imageView?.image, image.size.width > 0 {
                accessibilityTraits = .button
            }
        }

        override func accessibilityActivate() -> Bool { sendActions(for: .primaryActionTriggered); return true }
        class func make() -> AvatarView { AvatarView(frame: .zero) }
    }

    extension UIKit.UIBarButtonItem: @retroactive Identifiable {
        public var id: ObjectIdentifier { ObjectIdentifier(self) }
    }
    """

    func testTypesWithGenericsInheritanceAndWhereClauses() throws {
        let file = index(uikit)
        let types = file.declarations.filter { $0.kind.isType }
        XCTAssertEqual(types.map(\.nameText), ["AvatarView", "UIBarButtonItem"])
        XCTAssertEqual(types[0].kind, .class)
        XCTAssertEqual(types[0].inheritance, ["UIControl", "UIGestureRecognizerDelegate"])
        XCTAssertEqual(types[1].kind, .extension)
        XCTAssertEqual(types[1].inheritance, ["Identifiable"])
        let body = try XCTUnwrap(types[0].body >= 0 ? file.scopes[Int(types[0].body)] : nil)
        XCTAssertEqual(body.kind, .typeBody)
        XCTAssertEqual(file.text(Int(body.close)), "}")
    }

    func testPropertiesAttributesAccessorsAndLazyClosures() throws {
        let file = index(uikit)
        let imageView = try XCTUnwrap(file.declarations.firstIndex { $0.nameText == "imageView" })
        XCTAssertEqual(file.attributeNames(of: imageView), ["IBOutlet"])
        XCTAssertTrue(file.declarations[imageView].modifiers.contains(.isWeak))
        XCTAssertEqual(file.text(from: Int(file.declarations[imageView].typeStart), through: Int(file.declarations[imageView].typeEnd)),
                       "UIImageView!")
        let alias = try XCTUnwrap(file.declarations.firstIndex { $0.nameText == "accLabelText" })
        XCTAssertEqual(file.attributeNames(of: alias), ["IBInspectable"])
        XCTAssertEqual(file.scopes[Int(file.declarations[alias].body)].kind, .propertyBody)
        // The setter is an accessor scope of the alias property.
        let setter = file.token("set")
        let setterScope = try XCTUnwrap(file.innermostScope(containing: file.token("accessibilityLabel", 1)))
        XCTAssertEqual(file.scopes[setterScope].kind, .accessor)
        XCTAssertEqual(Int(file.scopes[setterScope].declaration), alias)
        // It opens at the `{` after `set(newValue)`.
        XCTAssertEqual(Int(file.scopes[setterScope].open), try XCTUnwrap(file.partner(of: setter + 1)) + 1)

        let lazy = try XCTUnwrap(file.declarations.firstIndex { $0.nameText == "tapRecognizer" })
        XCTAssertTrue(file.declarations[lazy].modifiers.contains(.isLazy))
        XCTAssertEqual(file.text(Int(file.declarations[lazy].initializerEnd)), ")")
        // `recognizer` is a local of the initializer closure, not a member of the type.
        let local = try XCTUnwrap(file.declarations.firstIndex { $0.nameText == "recognizer" })
        let use = file.token("recognizer", 1)
        XCTAssertEqual(file.localDeclaration(named: use), local)
        XCTAssertEqual(file.scopes[try XCTUnwrap(file.innermostScope(containing: use))].kind, .closure)

        let count = try XCTUnwrap(file.declarations.firstIndex { $0.nameText == "count" })
        XCTAssertEqual(file.scopes[Int(file.declarations[count].body)].kind, .propertyBody)
    }

    func testFunctionsInitializersAndControlFlow() throws {
        let file = index(uikit)
        let functions = file.declarations.filter { $0.kind == .function || $0.kind == .initializer }
        XCTAssertEqual(functions.map(\.nameText), ["init", "accessibilityActivate", "make"])
        XCTAssertTrue(functions[1].modifiers.contains(.isOverride))
        XCTAssertTrue(functions[2].modifiers.contains(.isStatic))
        // `if let … , … {` is a control-flow body, the trailing closure is not a call.
        let ifBody = try XCTUnwrap(file.innermostScope(containing: file.token("accessibilityTraits")))
        XCTAssertEqual(file.scopes[ifBody].kind, .controlFlow)
        XCTAssertEqual(file.enclosingFunction(of: file.token("accessibilityTraits")).map { file.declarations[$0].nameText }, "init")
        XCTAssertEqual(file.enclosingType(of: file.token("accessibilityTraits")).map { file.declarations[$0].nameText }, "AvatarView")
        let condition = try XCTUnwrap(file.declarations.firstIndex { $0.nameText == "image" })
        XCTAssertTrue(file.declarations[condition].modifiers.contains(.isConditionBinding))
    }

    func testClosureSignatures() throws {
        let file = index("items.map { [weak self] (item: Item) -> Row in Row(item) }\nlist.forEach { print($0) }")
        let scopes = file.scopes.filter { $0.kind == .closure }
        XCTAssertEqual(scopes.count, 2)
        XCTAssertEqual(file.text(Int(scopes[0].signatureEnd)), "in")
        XCTAssertEqual(scopes[1].signatureEnd, -1)
    }

    func testUnbalancedBracesAcrossIfBranchesKeepStructure() throws {
        let source = """
        struct Screen: View {
        #if os(iOS)
            var body: some View { NavigationStack {
        #else
            var body: some View { VStack {
        #endif
                Text("Hello")
            } }
        }
        struct Next: View { var body: some View { Text("x") } }
        """
        let file = index(source)
        let next = try XCTUnwrap(file.declarations.first { $0.nameText == "Next" })
        XCTAssertEqual(file.scopes[Int(next.body)].kind, .typeBody)
        XCTAssertNil(file.enclosingType(of: Int(next.keyword)))
        XCTAssertEqual(file.enclosingType(of: file.token("Text")).map { file.declarations[$0].nameText }, "Screen")
    }

    func testConditionalRegionsForIOS() {
        let source = """
        #if os(macOS)
        let a = 1
        #elseif os(iOS) || targetEnvironment(macCatalyst)
        let b = 2
        #else
        let c = 3
        #endif
        #if !canImport(UIKit)
        let d = 4
        #endif
        #if DEBUG
        let e = 5
        #endif
        """
        let file = index(source)
        XCTAssertTrue(file.isExcludedFromIOS(file.token("a")))
        XCTAssertFalse(file.isExcludedFromIOS(file.token("b")))
        XCTAssertTrue(file.isExcludedFromIOS(file.token("c")))
        XCTAssertTrue(file.isExcludedFromIOS(file.token("d")))
        XCTAssertFalse(file.isExcludedFromIOS(file.token("e")))
    }
}
