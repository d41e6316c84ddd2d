import Foundation
import XCTest
@testable import A11yLintCore

/// The project model over `Fixtures/Projects/ProfileScreen/`: a view controller and a card
/// view, each with an extension in another file that gives it its accessibility, and a
/// storyboard whose outlets connect them.
final class ProjectModelTests: XCTestCase {
    static let folder = Repository.fixtures.appendingPathComponent("Projects/ProfileScreen")

    func fixtureFiles() throws -> [(path: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter(FileDiscovery.isLintable).sorted()
        XCTAssertEqual(names.count, 5)
        return try names.map { ($0, try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The model exactly as the linter builds it: the shared facts of every Swift file.
    func model(of files: [(path: String, text: String)]) throws -> ProjectModel {
        let names = NameTable(names: FileFacts.names)
        var facts: [FileFacts] = []
        for file in files where !file.path.hasSuffix(".storyboard") {
            let source = SourceFile(path: file.path, bytes: Array(file.text.utf8))
            let index = SyntaxIndex(source: source, stream: Lexer.lex(source.bytes), names: names)
            facts.append(FileFacts.extract(from: CollectionContext(index: index, names: names)))
        }
        return ProjectModel(facts: facts)
    }

    func testFactsFromEveryFileMeetInTheModel() throws {
        let model = try model(of: try fixtureFiles())
        // Classes and their UIKit ancestry.
        XCTAssertEqual(model.classChain(of: "ProfileCardView"), ["ProfileCardView", "UIView", "UIResponder", "NSObject"])
        XCTAssertTrue(model.isViewController("ProfileViewController"))
        XCTAssertFalse(model.isControl("ProfileCardView"))
        // Outlet property types, declared in one file, used in another.
        XCTAssertEqual(model.propertyType(in: "ProfileViewController", property: "cardView"), "ProfileCardView")
        XCTAssertEqual(model.propertyType(in: "ProfileViewController", property: "shareItem"), "UIBarButtonItem")
        // Writes on the card itself, from its class body and from the extension in another file.
        let cardWrites = model.writes(in: "ProfileCardView", receiver: "")
        XCTAssertEqual(Set(cardWrites.map(\.member)),
                       ["accessibilityLabel", "isAccessibilityElement", "accessibilityTraits", "accessibilityHint"])
        XCTAssertTrue(cardWrites.contains { $0.member == "accessibilityTraits" && $0.value.contains(.addsButton) })
        XCTAssertTrue(cardWrites.contains { $0.member == "isAccessibilityElement" && $0.value.contains(.isTrue) })
        // A write through an outlet, in the view controller's extension.
        XCTAssertEqual(model.writes(in: "ProfileViewController", receiver: "shareItem").map(\.member), ["accessibilityLabel"])
    }

    /// Extending a UIKit class must not cut it from its ancestry; declaring a class of the same name does.
    func testExtensionsKeepKnownSuperclasses() throws {
        let extended = try model(of: [("UIButton+Icon.swift", "extension UIButton { func applyIcon(_ image: UIImage?) {} }\n"),
                                      ("Retry.swift", "final class RetryButton: UIButton {}\n")])
        XCTAssertEqual(extended.classChain(of: "UIButton"), ["UIButton", "UIControl", "UIView", "UIResponder", "NSObject"])
        XCTAssertTrue(extended.isControl("RetryButton"))
        let shadowed = try model(of: [("Compat.swift", "class UIButton: NSView {}\n")])
        XCTAssertEqual(shadowed.classChain(of: "UIButton"), ["UIButton", "NSView", "NSResponder", "NSObject"])
        XCTAssertFalse(shadowed.isControl("UIButton"))
    }

    func testTheModelDoesNotDependOnFileOrder() throws {
        let files = try fixtureFiles()
        let forward = try model(of: files)
        let backward = try model(of: files.reversed())
        for (type, receiver) in [("ProfileCardView", ""), ("ProfileViewController", "shareItem")] {
            XCTAssertEqual(Set(forward.writes(in: type, receiver: receiver)), Set(backward.writes(in: type, receiver: receiver)))
        }
        XCTAssertEqual(forward.inheritance, backward.inheritance)
    }

    func testLintingTheProjectUsesTheOtherFiles() throws {
        let files = try fixtureFiles()
        let all = lint(files).map { "\($0.path):\($0.start.line) \($0.ruleID)" }
        // Only the filter item is unlabeled; the `expect:` marker says so too.
        XCTAssertEqual(all, ["Profile.storyboard:55 bar-button-item-missing-label"])
        let marked = files.flatMap { FixtureTests.expectations(in: $0) }.map(\.description)
        XCTAssertEqual(marked, ["Profile.storyboard:55 bar-button-item-missing-label"])
        // Without the two extension files, the card's trait and the share item's label are unknown.
        let withoutExtensions = lint(files.filter { !$0.path.contains("+Accessibility") }).map { "\($0.path):\($0.start.line) \($0.ruleID)" }
        XCTAssertEqual(withoutExtensions, ["Profile.storyboard:50 bar-button-item-missing-label",
                                           "Profile.storyboard:55 bar-button-item-missing-label",
                                           "ProfileViewController.swift:16 tap-gesture-as-button"])
    }
    /// `receiverObject(_:at:project:)`, the one receiver resolution of `empty-accessibility-label` and
    /// `hidden-by-clear-tint`: `self`, a local by its declaration (not a property of the same name), a property.
    func testReceiverObjectResolvesSelfLocalsAndProperties() throws {
        let text = """
        final class Toolbar: UIView {
            let closeButton = UIButton(type: .system)
            func setUp() {
                accessibilityLabel = "Toolbar"
                closeButton.isHidden = true
                let closeButton = UISwitch()
                closeButton.isEnabled = false
                closeButton.tintColor = .clear
                self.closeButton.tintColor = .clear
            }
        }
        """
        let files = [(path: "Toolbar.swift", text: text)]
        let project = try model(of: files)
        let source = SourceFile(path: "Toolbar.swift", bytes: Array(text.utf8))
        let index = SyntaxIndex(source: source, stream: Lexer.lex(source.bytes), names: NameTable(names: FileFacts.names))
        let tints = index.assignments().filter { $0.target.count >= 2 && index.isText(Int($0.target[$0.target.count - 1]), "tintColor") }
        XCTAssertEqual(tints.count, 2)
        // The local switch: its own type and writes, not the property's `isHidden`.
        let local = try XCTUnwrap(index.receiverObject(Array(tints[0].target.dropLast()), at: Int(tints[0].operation), project: project))
        XCTAssertEqual(local.type, "UISwitch")
        XCTAssertTrue(local.writes.contains { $0.member == "isEnabled" })
        XCTAssertFalse(local.writes.contains { $0.member == "isHidden" })
        // `self.closeButton`: the property, with its declared type and the write in the type.
        let property = try XCTUnwrap(index.receiverObject(Array(tints[1].target.dropLast()), at: Int(tints[1].operation), project: project))
        XCTAssertEqual(property.owner, "Toolbar")
        XCTAssertTrue(property.writes.contains { $0.member == "isHidden" })
        // An empty path is `self`.
        let this = try XCTUnwrap(index.receiverObject([], at: Int(tints[0].operation), project: project))
        XCTAssertEqual(this.type, "Toolbar")
        XCTAssertTrue(this.writes.contains { $0.member == "accessibilityLabel" })
    }
}
