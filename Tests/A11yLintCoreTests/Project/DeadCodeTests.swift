import Foundation
import XCTest
@testable import A11yLintCore

/// Code that never runs (`Project/DeadCode.swift`): findings inside declarations the project
/// never refers to are dropped, for every rule; what the runtime, another module, a protocol or
/// a storyboard can reach stays; and the incremental cache follows a use added in another file.
final class DeadCodeTests: XCTestCase {
    static let folder = Repository.fixtures.appendingPathComponent("Projects/DeadCode")

    func fixtureFiles() throws -> [(path: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter(FileDiscovery.isLintable).sorted()
        XCTAssertEqual(names.count, 8)
        return try names.map { ($0, try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// `Fixtures/Projects/DeadCode/`: every `expect:` marker sits in live code; the views, styles,
    /// modifiers, helpers and UIView subclasses nobody uses keep their would-be findings unmarked.
    func testFindingsInTheFixtureComeOnlyFromLiveCode() throws {
        let files = try fixtureFiles()
        let expected = files.reduce(into: Set<FixtureTests.Expectation>()) { $0.formUnion(FixtureTests.expectations(in: $1)) }
        XCTAssertGreaterThanOrEqual(expected.count, 9)
        let actual = FixtureTests.observed(lint(files))
        XCTAssertEqual(expected.subtracting(actual).sorted { $0.description < $1.description }, [], "expected findings that did not come")
        XCTAssertEqual(actual.subtracting(expected).sorted { $0.description < $1.description }, [], "findings without an expect marker")
    }

    /// Without the app's entry point the run may not hold every use (a file or folder linted
    /// alone): nothing is dead, and the findings of the unused code come back: exactly those the
    /// entry point's run leaves out.
    func testWithoutAnEntryPointNothingIsDead() throws {
        let files = try fixtureFiles()
        let whole = Set(ruleLines(lint(files)))
        let partial = Set(ruleLines(lint(files.filter { $0.path != "TideApp.swift" })))
        XCTAssertTrue(whole.isSubset(of: partial))
        XCTAssertEqual(partial.subtracting(whole).sorted(), [
            "LegacyHarborBanner.swift:6 image-missing-label",  // a view used only in a preview
            "LegacyHarborBanner.swift:7 tap-gesture-as-button",
            "MooringViews.swift:33 tap-gesture-as-button",  // a UIView subclass created nowhere
            "MooringViews.swift:74 tap-gesture-as-button",  // a private method never called
            "PublicComponents.swift:8 image-missing-label",  // a public view of the app nothing names
            "ReachViews.swift:10 tap-gesture-as-button",  // a modifier only a helper nobody calls uses
            "ReachViews.swift:36 tap-gesture-as-button",  // a helper only an uncalled helper calls
            "ReachViews.swift:52 image-missing-label",  // a row only a screen nobody creates shows
            "ReachViews.swift:78 tap-gesture-as-button",  // a UIKit cell's method nobody calls, not private
            "UnusedViews.swift:15 button-style-ignores-button-shapes",  // a style never applied
            "UnusedViews.swift:31 tap-gesture-as-button",  // a View extension method never called
            "UnusedViews.swift:38 link-not-underlined",  // a `some View` property never read
            "UnusedViews.swift:43 tap-gesture-as-button",  // a method that calls only itself
            "UnusedViews.swift:6 icon-button-missing-label",  // a view type never created
        ])
        // One file alone: the same.
        let single = lint([("UnusedViews.swift", try XCTUnwrap(files.first { $0.path == "UnusedViews.swift" }).text)])
        XCTAssertEqual(single.count, 5)
    }

    /// Localization tables in the run (one that does not parse included) use no code, and do not
    /// count as files the check could not read: the same declarations are dead.
    func testTablesInTheRunKeepTheCheck() throws {
        let files = try fixtureFiles()
        let whole = Set(ruleLines(lint(files)))
        let withTables = lint(files + [("en.lproj/Localizable.strings", "\"harbor.title\" = \"Harbor\";\n"),
                                       ("fr.lproj/Localizable.strings", "\"harbor.title\" = \"Port\";;\n")])
        XCTAssertEqual(withTables.filter { $0.ruleID == BuiltinDiagnostics.ioErrorID }.count, 1)
        XCTAssertEqual(Set(ruleLines(withTables.filter { $0.ruleID != BuiltinDiagnostics.ioErrorID })), whole)
    }

    static let app = "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n"
    static let tappable = """
    import SwiftUI
    struct ReceiptRow: View {
        var body: some View {
            Text("Receipt").onTapGesture { open() }
        }

        func open() {}
    }

    """

    private func ruleLines(_ findings: [Finding]) -> [String] {
        findings.map { "\(($0.path as NSString).lastPathComponent):\($0.start.line) \($0.ruleID)" }
    }

    /// A file that is not UTF-8 (a Latin-1 C header) is not linted, but its words are uses: the run
    /// stays whole, so code nobody names is still dead, and a name the header spells keeps code alive.
    func testAFileThatIsNotUTF8StillCountsItsWords() {
        func lines(header: String) -> [String] {
            var bytes = Array(header.utf8)
            bytes.append(0xE9)  // `é` in Latin-1: no valid UTF-8
            bytes += Array(" */\n".utf8)
            let inputs = [SourceInput(path: "ShopApp.swift", bytes: Array(Self.app.utf8)),
                          SourceInput(path: "Row.swift", bytes: Array(Self.tappable.utf8)),
                          SourceInput(path: "Legacy/codec.h", bytes: bytes)]
            return ruleLines(Linter(configuration: .default).lint(inputs, jobs: 1).findings)
        }
        XCTAssertEqual(lines(header: "/* caf"), ["codec.h:1 io-error"])
        XCTAssertEqual(lines(header: "// ReceiptRow bridge\n/* caf").sorted(), ["Row.swift:4 tap-gesture-as-button", "codec.h:2 io-error"])
    }

    /// What makes a declaration alive: each case is one file beside the app, linted together.
    func testWhatKeepsADeclarationAlive() {
        func findings(_ text: String, besides others: [(path: String, text: String)] = []) -> [String] {
            ruleLines(lint([("ShopApp.swift", Self.app), ("Row.swift", text)] + others))
        }
        let row = "Row.swift:4 tap-gesture-as-button"
        // Used nowhere: dead.
        XCTAssertEqual(findings(Self.tappable), [])
        // Used in another file, by a call, a type annotation, `.self`, an attribute, a string literal.
        XCTAssertEqual(findings(Self.tappable, besides: [("List.swift", "let row = ReceiptRow()\n")]), [row])
        XCTAssertEqual(findings(Self.tappable, besides: [("List.swift", "let rowType: Any.Type = ReceiptRow.self\n")]), [row])
        XCTAssertEqual(findings(Self.tappable, besides: [("List.swift", "let id = \"Shop.ReceiptRow\"\n")]), [row])
        XCTAssertEqual(findings(Self.tappable, besides: [("List.swift", "let selector = \"ReceiptRow:\"\n")]), [row])
        // Used only by itself, in an extension of itself, or in a preview: still dead.
        let selfUse = Self.tappable + "extension ReceiptRow { static let sample = ReceiptRow() }\n"
        XCTAssertEqual(findings(selfUse), [])
        XCTAssertEqual(findings(Self.tappable, besides: [("Previews.swift", "import SwiftUI\n#Preview { ReceiptRow() }\n")]), [])
        XCTAssertEqual(findings(Self.tappable, besides: [("Previews.swift", """
        import SwiftUI
        struct ReceiptRow_Previews: PreviewProvider {
            static var previews: some View { ReceiptRow() }
        }

        """)]), [])
        // A comment naming it is no use.
        XCTAssertEqual(findings(Self.tappable, besides: [("List.swift", "// ReceiptRow is gone\nlet x = 1\n")]), [])
        // `public` in an app: no other module imports it, so it is dead all the same.
        XCTAssertEqual(findings(Self.tappable.replacingOccurrences(of: "struct ReceiptRow", with: "public struct ReceiptRow")), [])
        // A storyboard names a class, a selector names a method.
        let storyboard = "<document><view customClass=\"ReceiptRow\" id=\"a\"/></document>\n"
        XCTAssertEqual(findings(Self.tappable, besides: [("Main.storyboard", storyboard)]), [row])
    }

    /// Members: helpers nobody calls are dead; protocol requirements, `@objc`, `override` and
    /// members a framework protocol may call stay.
    func testMembersOfALiveType() {
        let use = ("List.swift", "let view = ReceiptView()\n")
        func findings(_ members: String, conformances: String = ": View") -> [String] {
            let text = "import SwiftUI\nimport UIKit\nstruct ReceiptView\(conformances) {\n    var body: some View { Text(\"Total\") }\n"
                + members + "}\n"
            return ruleLines(lint([("ShopApp.swift", Self.app), ("Row.swift", text), use]))
        }
        let helper = "    func footer() -> some View {\n        Text(\"Receipt\").onTapGesture { open() }\n    }\n    func open() {}\n"
        // A View's only requirement is `body`: a helper nobody calls is dead.
        XCTAssertEqual(findings(helper), [])
        XCTAssertEqual(findings(helper.replacingOccurrences(of: "func footer() -> some View", with: "var footer: some View")), [])
        // Called only by a property nobody reads: dead with it (deadness is followed through uses).
        XCTAssertEqual(findings(helper + "    var more: some View { footer() }\n").count, 0)
        XCTAssertEqual(findings(helper + "    var more: some View { footer() }\n}\nlet more = ReceiptView().more\nextension ReceiptView {\n").count, 1)
        // A type conforming to a UIKit protocol: UIKit may call a method of any name, unless private.
        XCTAssertEqual(findings(helper, conformances: ": View, UITableViewDelegate").count, 1)
        XCTAssertEqual(findings(helper.replacingOccurrences(of: "func footer", with: "private func footer"),
                                conformances: ": View, UITableViewDelegate"), [])
        // A UIKit superclass the project only extends is still UIKit's (a known class: it calls
        // only overrides), so the UIKit protocol the subclass adopts decides: its methods stay.
        let cell = """
        import UIKit
        extension UITableViewCell { static var reuseName: String { "cell" } }
        final class ReceiptCell: UITableViewCell, UITextFieldDelegate {
            let totalLabel = UILabel()
            func configureTap() {
                totalLabel.isUserInteractionEnabled = true
                totalLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openTotal)))
            }
            @objc func openTotal() { NotificationCenter.default.post(name: .init("total"), object: nil) }
        }
        let cellType = ReceiptCell.self

        """
        XCTAssertEqual(ruleLines(lint([("ShopApp.swift", Self.app), ("Cell.swift", cell)])), ["Cell.swift:7 tap-gesture-as-button"])
        XCTAssertEqual(ruleLines(lint([("ShopApp.swift", Self.app),
                                       ("Cell.swift", cell.replacingOccurrences(of: "    func configureTap", with: "    private func configureTap"))])),
                       [])
        // A requirement of a project protocol.
        let requirement = ("Section.swift", "import SwiftUI\nprotocol ReceiptSection { func footer() -> some View }\n")
        let text = "import SwiftUI\nstruct ReceiptView: View {\n    var body: some View { Text(\"Total\") }\n" + helper + "}\n"
        XCTAssertEqual(lint([("ShopApp.swift", Self.app), ("Row.swift", text), use, requirement]).count, 1)
        // `@objc`: the runtime calls it by selector.
        XCTAssertEqual(findings(helper.replacingOccurrences(of: "    func footer", with: "    @objc func footer")).count, 1)
    }

    /// A `View` extension method nobody calls, and an unused `ButtonStyle` and `ViewModifier`.
    func testUnusedExtensionsStylesAndModifiers() {
        let text = """
        import SwiftUI
        extension View {
            func tappableBadge(action: @escaping () -> Void) -> some View {
                background(Color.blue).onTapGesture { action() }
            }
        }
        struct PaleStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(0.5) }
        }

        """
        XCTAssertEqual(ruleLines(lint([("ShopApp.swift", Self.app), ("Helpers.swift", text)])), [])
        // Members of a `public extension` are public: in an app, dead all the same; in a
        // library's example app, alive.
        let publicText = text.replacingOccurrences(of: "extension View {", with: "public extension View {")
        XCTAssertEqual(ruleLines(lint([("ShopApp.swift", Self.app), ("Helpers.swift", publicText)])), [])
        XCTAssertEqual(ruleLines(lint([("Example/ShopApp.swift", Self.app), ("Sources/Badges/Helpers.swift", publicText)])),
                       ["Helpers.swift:4 tap-gesture-as-button"])
        let used = ("Use.swift", "import SwiftUI\nstruct Use: View {\n    var body: some View { Text(\"a\").tappableBadge { }.buttonStyle(PaleStyle()) }\n}\nlet use = Use()\n")
        XCTAssertEqual(ruleLines(lint([("ShopApp.swift", Self.app), ("Helpers.swift", text), used])),
                       ["Helpers.swift:4 tap-gesture-as-button", "Helpers.swift:7 button-style-ignores-button-shapes"])
    }

    /// `public` and `open` inside an app: the app's own packages and frameworks are imported by
    /// code the run holds, so a public declaration nothing in the run names is dead. A library
    /// (a podspec in the run, or an app only in an example's folder) keeps its public API alive.
    func testPublicDeclarationsOfAnAppsOwnPackage() throws {
        let factory = """
        import SwiftUI
        import UIKit
        public extension UIButton {
            static func dismissButton() -> UIButton {
                let button = UIButton(type: .custom)
                button.setImage(UIImage(named: "dismiss"), for: .normal)
                return button
            }
        }
        public struct TicketBanner: View {
            public init() {}
            public var body: some View { Text("Ticket") }
            public func tappable(_ action: @escaping () -> Void) -> some View {
                body.onTapGesture { action() }
            }
        }

        """
        let package = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Tickets\", products: [.library(name: \"Tickets\", targets: [\"Tickets\"])], targets: [.target(name: \"Tickets\")])\n"
        let app = "import UIKit\nimport Tickets\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"
        func findings(_ app: (String, String), _ others: [(path: String, text: String)] = []) -> [String] {
            ruleLines(lint([app, ("Packages/Tickets/Package.swift", package),
                            ("Packages/Tickets/Sources/Tickets/Factory.swift", factory)] + others))
        }
        let live = ["Factory.swift:6 icon-button-missing-label", "Factory.swift:14 tap-gesture-as-button"]
        // Nothing in the app names them: dead, `public` or not.
        XCTAssertEqual(findings(("App/AppDelegate.swift", app)), [])
        // Named by the app: alive, each declaration by its own name (the type used, its method not).
        XCTAssertEqual(findings(("App/AppDelegate.swift", app), [("App/Use.swift", "import Tickets\nlet close = UIButton.dismissButton()\nlet banner = TicketBanner()\n")]),
                       ["Factory.swift:6 icon-button-missing-label"])
        XCTAssertEqual(findings(("App/AppDelegate.swift", app), [("App/Use.swift", "import Tickets\nlet close = UIButton.dismissButton()\nlet banner = TicketBanner().tappable {}\n")]),
                       live)
        // No entry point: nothing is dead.
        XCTAssertEqual(findings(("App/Settings.swift", "import Tickets\nlet x = 1\n")), live)
        // A library's example app uses part of what the library publishes: the rest stays alive.
        XCTAssertEqual(findings(("Example/App/AppDelegate.swift", app)), live)
        XCTAssertEqual(findings(("TicketsDemo/AppDelegate.swift", app)), live)
        // An app beside the example: the repository is an app.
        XCTAssertEqual(findings(("App/AppDelegate.swift", app), [("Example/AppDelegate.swift", app)]), [])
        // `@objc` keeps a public method alive (the runtime sends it by selector).
        let objc = factory.replacingOccurrences(of: "    static func dismissButton", with: "    @objc static func dismissButton")
        XCTAssertEqual(ruleLines(lint([("App/AppDelegate.swift", app), ("Packages/Tickets/Sources/Tickets/Factory.swift", objc)])),
                       ["Factory.swift:6 icon-button-missing-label"])
    }

    /// A podspec in the folders linted marks a library: its public API stays alive.
    func testAPodspecKeepsPublicDeclarationsAlive() throws {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("a11ylint-public-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        try write("ShopApp.swift", Self.app)
        try write("Sources/Row.swift", Self.tappable.replacingOccurrences(of: "struct ReceiptRow", with: "public struct ReceiptRow"))
        XCTAssertEqual(ruleLines(Linter(configuration: .default).lint(paths: [root], jobs: 1).findings), [])
        try write("Receipts.podspec", "Pod::Spec.new do |s|\n  s.name = 'Receipts'\nend\n")
        XCTAssertEqual(FileDiscovery.discover([root]).libraryManifests.count, 1)
        XCTAssertEqual(ruleLines(Linter(configuration: .default).lint(paths: [root], jobs: 1).findings), ["Row.swift:4 tap-gesture-as-button"])
    }

    /// A suppression of a finding in dead code is not reported as superfluous.
    func testSuppressionsInDeadCodeAreNotSuperfluous() {
        let text = Self.tappable.replacingOccurrences(of: "Text(\"Receipt\")",
                                                      with: "// a11ylint:disable-next-line tap-gesture-as-button\n        Text(\"Receipt\")")
        XCTAssertEqual(ruleLines(lint([("ShopApp.swift", Self.app), ("Row.swift", text)])), [])
    }

    // MARK: - References

    func testReferencesOfAFile() {
        let text = """
        import SwiftUI
        struct Badge: View {
            static let sample = Badge()
            var body: some View { Text(label) }
            func countdown(_ n: Int) -> Int { n > 0 ? countdown(n - 1) : 0 }
            @Clamped var size = 3
            let identifier = "Shop.BadgeCell"
            let action = "didTapBadge:"
            let sentence = "not a name here"
            let `default` = 1
        }
        #Preview { PreviewOnly() }

        """
        let source = SourceFile(path: "Badge.swift", bytes: Array(text.utf8))
        let index = SyntaxIndex(source: source, names: NameTable(names: []))
        let references = FileReferences.extract(from: index, previews: index.previewRanges(), path: "Badge.swift",
                                                transitive: true)
        // As linted (deadness not followed through uses), the candidates' uses are folded into `used`.
        let folded = FileReferences.extract(from: index, previews: index.previewRanges(), path: "Badge.swift")
        XCTAssertEqual(folded.candidates, [])
        XCTAssertEqual(Set(folded.used), Set(references.candidates.flatMap(\.uses) + references.used)
            .subtracting([NameHash.hash("countdown")]))
        // Inside `Badge` (a declaration that could be dead): the uses are its candidate's.
        let used = Set(references.candidates.flatMap(\.uses) + references.used)
        for name in ["Text", "label", "Clamped", "Shop", "BadgeCell", "didTapBadge", "View", "Int", "n"] {
            XCTAssertTrue(used.contains(NameHash.hash(name)), name)
        }
        XCTAssertEqual(references.used, [NameHash.hash("SwiftUI")], "every other use is inside Badge or a preview")
        // A preview, a sentence, declared names: not uses.
        for name in ["PreviewOnly", "sentence", "not", "identifier", "default"] {
            XCTAssertFalse(used.contains(NameHash.hash(name)), name)
        }
        // Its own name inside itself, recursion: a use only once it is alive, so never.
        let merged = ProjectReferences(merging: [references]).used
        XCTAssertFalse(merged.contains(NameHash.hash("Badge")) || merged.contains(NameHash.hash("countdown")))
        XCTAssertEqual(Set(references.declared), [NameHash.hash("Badge"), NameHash.hash("countdown")])
        XCTAssertFalse(references.hasEntryPoint)
        XCTAssertEqual(FileReferences.extract(from: SyntaxIndex(source: SourceFile(path: "App.swift", bytes: Array(Self.app.utf8)),
                                                                names: NameTable(names: [])),
                                              previews: [], path: "App.swift").hasEntryPoint, true)
        // Objective-C and Interface Builder files: every word.
        let scanned = Set(FileReferences.scanning(Array("<action selector=\"openReceipt:\" customClass=\"ReceiptCell\"/>".utf8)).used)
        XCTAssertTrue(scanned.contains(NameHash.hash("openReceipt")) && scanned.contains(NameHash.hash("ReceiptCell")))
        XCTAssertTrue(FileReferences.scanning(Array("int main() { return UIApplicationMain(0, 0, nil, nil); }".utf8)).hasEntryPoint)
        // Encoding round trip, every field.
        XCTAssertEqual(Mirror(reflecting: references).children.count, FileReferences.cacheFieldCount)
        XCTAssertEqual(try FileReferences(cacheBytes: references.cacheBytes), references)
    }

    // MARK: - Cache

    /// A use added in another file brings the dead view's finding back on a cached run, and
    /// removing it takes the finding away; every cached run equals a cold one.
    func testTheCacheFollowsAUseAddedOrRemovedInAnotherFile() throws {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("a11ylint-dead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        func cached() -> LintResult {
            var linter = Linter(configuration: .default)
            linter.cache = LintCache(directory: (root as NSString).appendingPathComponent(".cache"), toolIdentity: "dead test")
            return linter.lint(paths: [root], jobs: 2)
        }
        func cold() -> [Finding] { Linter(configuration: .default).lint(paths: [root], jobs: 1).findings }
        try write("ShopApp.swift", Self.app)
        try write("Row.swift", Self.tappable)
        try write("Other.swift", "struct Other { let title = \"x\" }\n")
        XCTAssertEqual(ruleLines(cached().findings), [])
        XCTAssertEqual(ruleLines(cached().findings), [])

        // The first use, in another file: the unchanged Row.swift is checked again.
        try write("Other.swift", "let row = ReceiptRow()\nstruct Other {}\n")
        let appeared = cached()
        XCTAssertEqual(ruleLines(appeared.findings), ["Row.swift:4 tap-gesture-as-button"])
        XCTAssertEqual(appeared.findings, cold())
        let again = cached()
        XCTAssertEqual(ruleLines(again.findings), ["Row.swift:4 tap-gesture-as-button"])
        XCTAssertEqual(again.cacheStatistics.reusedFindings, 3)
        try write("Other.swift", "let row = ReceiptRow()\nstruct Other {\n    func log(_ value: Int) { print(value) }\n}\n")
        XCTAssertEqual(ruleLines(cached().findings), ["Row.swift:4 tap-gesture-as-button"])

        // A new name that no file declares changes no file's dependency.
        try write("Other.swift", "let row = ReceiptRow()\nstruct Other {\n    func log(_ brandNewName: Int) { print(brandNewName) }\n}\n")
        let unrelated = cached()
        XCTAssertEqual(ruleLines(unrelated.findings), ["Row.swift:4 tap-gesture-as-button"])
        XCTAssertEqual(unrelated.cacheStatistics.reusedFindings, 2, "only the changed file is checked")

        // The use removed: the finding vanishes again.
        try write("Other.swift", "struct Other { let title = \"x\" }\n")
        let vanished = cached()
        XCTAssertEqual(ruleLines(vanished.findings), [])
        XCTAssertEqual(vanished.findings, cold())
    }
}
