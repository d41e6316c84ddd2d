import XCTest
@testable import A11yLintCore

final class AssignmentTests: XCTestCase {
    func testWritesInEveryShape() throws {
        let file = index("""
        func configure() {
            self.titleLabel.accessibilityTraits = [.button, .header]
            headerLabel?.accessibilityTraits.insert(.button)
            icon.accessibilityTraits.formUnion([.link])
            flags |= .selected
            cell.accessibilityTraits.remove(.header)
            let item = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
            item.accessibilityLabel = "Refresh"
            foo().bar = 1
        }
        """)
        let writes = file.assignments()
        XCTAssertEqual(writes.map { file.pathNames($0.target).joined(separator: ".") },
                       ["titleLabel.accessibilityTraits", "headerLabel.accessibilityTraits", "icon.accessibilityTraits",
                        "flags", "cell.accessibilityTraits", "item.accessibilityLabel"])
        XCTAssertEqual(writes.map(\.kind), [.assign, .add, .add, .add, .remove, .assign])
        XCTAssertTrue(file.containsMember("button", from: Int(writes[0].valueStart), through: Int(writes[0].valueEnd)))
        XCTAssertTrue(file.containsMember("link", from: Int(writes[2].valueStart), through: Int(writes[2].valueEnd)))
        // The receiver `item` resolves to the local declared two lines up.
        let item = try XCTUnwrap(file.declarations.firstIndex { $0.nameText == "item" })
        XCTAssertEqual(file.localDeclaration(named: Int(writes[5].target[0])), item)
    }

    /// `self.openButton` is the member even while a local `openButton` is in scope.
    func testSelfMemberIsNotTheLocalOfTheSameName() throws {
        let file = index("""
        final class OpenViewController: UIViewController {
            var openButton: UIButton?
            func build() {
                let openButton = UIButton(type: .custom)
                self.openButton = openButton
                self.openButton?.accessibilityLabel = "Open"
                openButton.isHidden = false
            }
        }
        """)
        let local = try XCTUnwrap(file.declarations.lastIndex { $0.nameText == "openButton" })
        XCTAssertNil(file.localDeclaration(named: file.token("openButton", 2)))   // self.openButton = …
        XCTAssertEqual(file.localDeclaration(named: file.token("openButton", 3)), local)   // … = openButton
        XCTAssertNil(file.localDeclaration(named: file.token("openButton", 4)))   // self.openButton?.accessibilityLabel
        XCTAssertEqual(file.localDeclaration(named: file.token("openButton", 5)), local)
    }

    /// The variable an initializer expression belongs to, with or without a type annotation
    /// (annotations with brackets and colons of their own included).
    func testDeclarationInitializedByAnExpression() throws {
        let file = index("""
        func setUp() {
            let plain = UITapGestureRecognizer(target: self, action: #selector(open))
            let annotated: UITapGestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(open))
            var counts: [String: Int] = makeCounts()
            other = UITapGestureRecognizer(target: self, action: #selector(open))
        }
        """)
        func initialized(_ callee: String, _ occurrence: Int = 0) -> String? {
            file.declarationInitialized(byExpressionAt: file.token(callee, occurrence)).map { file.declarations[$0].nameText }
        }
        XCTAssertEqual(initialized("UITapGestureRecognizer", 0), "plain")
        XCTAssertEqual(initialized("UITapGestureRecognizer", 2), "annotated")
        XCTAssertEqual(initialized("makeCounts"), "counts")
        XCTAssertNil(initialized("UITapGestureRecognizer", 3))
    }
}
