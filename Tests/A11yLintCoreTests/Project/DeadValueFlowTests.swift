import Foundation
import XCTest
@testable import A11yLintCore

/// Code that exists but never runs, read from the values the project gives (`Project/DeadCases.swift`,
/// `DeadCode.swift`): the body of a switch case for an enum case nothing constructs, and a
/// computed property nobody reads.
final class DeadValueFlowTests: XCTestCase {
    static let folder = Repository.fixtures.appendingPathComponent("Projects/DeadValueFlow")
    static let app = DeadCodeTests.app

    private func ruleLines(_ files: [(path: String, text: String)]) -> [String] {
        lint([("ShopApp.swift", Self.app)] + files).map { "\(($0.path as NSString).lastPathComponent):\($0.start.line) \($0.ruleID)" }
    }

    /// `Fixtures/Projects/DeadValueFlow/`: only the marked findings come; the unbuilt case's
    /// image and the unread attribute table's font do not.
    func testTheFixtureReportsOnlyWhatRuns() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter(FileDiscovery.isLintable).sorted()
        XCTAssertEqual(names.count, 2)
        let files = try names.map { ($0, try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)) }
        let expected = files.reduce(into: Set<FixtureTests.Expectation>()) { $0.formUnion(FixtureTests.expectations(in: $1)) }
        XCTAssertEqual(expected.count, 2)
        let actual = FixtureTests.observed(lint(files))
        XCTAssertEqual(expected.subtracting(actual).sorted { $0.description < $1.description }, [], "expected findings that did not come")
        XCTAssertEqual(actual.subtracting(expected).sorted { $0.description < $1.description }, [], "findings without an expect marker")
    }

    static let badge = """
    import SwiftUI
    struct StatusBadge: View {
        enum Kind: Equatable { case symbol(String), asset(String), none }
        var kind: Kind
        var body: some View {
            switch kind {
            case .symbol(let name): Image(systemName: name)
            case let .asset(name):
                Image(name)
            case .none: EmptyView()
            }
        }
    }

    """
    static let use = ("List.swift", "import SwiftUI\nlet badge = StatusBadge(kind: .symbol(\"star\"))\n")
    static let asset = "Badge.swift:9 image-missing-label"

    /// A case nothing builds: its body is dead; any way of building it keeps it alive.
    func testACaseNothingBuildsHasADeadBody() {
        XCTAssertEqual(ruleLines([("Badge.swift", Self.badge), Self.use]), [])
        for building in ["let b = StatusBadge(kind: .asset(\"pin\"))", "let k = StatusBadge.Kind.asset(\"pin\")",
                         "let k: StatusBadge.Kind = true ? .none : .asset(\"pin\")", "let make = StatusBadge.Kind.asset"] {
            XCTAssertEqual(ruleLines([("Badge.swift", Self.badge), Self.use, ("Make.swift", building + "\n")]), [Self.asset], building)
        }
        // Inside the enum, a bare name builds it.
        let inside = Self.badge.replacingOccurrences(of: "enum Kind: Equatable { case symbol(String), asset(String), none }",
                                  with: "enum Kind: Equatable { case symbol(String), asset(String), none\n static let pin = asset(\"pin\") }")
        XCTAssertEqual(ruleLines([("Badge.swift", inside), Self.use]).filter { $0.hasSuffix("image-missing-label") }.count, 1)
        // A member of a value of the same name (`item.asset`), a pattern, a label: no building.
        let reads = "struct Item { var asset = \"\" }\nfunc f(item: Item, k: StatusBadge.Kind) -> String {\n    if case .asset(let n) = k { return n + item.asset }\n    return g(asset: \"x\")\n}\nfunc g(asset: String) -> String { asset }\n"
        XCTAssertEqual(ruleLines([("Badge.swift", Self.badge), Self.use, ("Reads.swift", reads)]), [])
    }

    static let banner = """
    import SwiftUI
    enum BannerIcon: Equatable { case warning, custom(String) }
    struct Banner: View {
        var icon: BannerIcon
        var body: some View {
            switch icon {
            case .warning: Text("!")
            case .custom(let name):
                Image(name)
            }
        }
    }

    """

    /// A bare name builds a case only inside the enum or extension bodies open around it: not in
    /// another type's extension, nor at the top level after the enum's extension closed.
    func testABareNameBuildsOnlyInsideTheBodiesAroundIt() {
        let use = ("Screen.swift", "import SwiftUI\nlet banner = Banner(icon: .warning)\n")
        let custom = "Banner.swift:9 image-missing-label"
        XCTAssertEqual(ruleLines([("Banner.swift", Self.banner), use]), [])
        let inExtension = "extension String { static let dash = \"-\" }\nextension BannerIcon {\n    static let pin = custom(\"pin\")\n}\n"
        XCTAssertEqual(ruleLines([("Banner.swift", Self.banner + inExtension), use]), [custom])
        let inOtherType = "extension BannerIcon { static let alert = warning }\nextension String { static let pin = custom(\"pin\") }\n"
        XCTAssertEqual(ruleLines([("Banner.swift", Self.banner + inOtherType), use]), [])
        let atTopLevel = "extension BannerIcon { static let alert = warning }\nlet pin = custom(\"pin\")\n"
        XCTAssertEqual(ruleLines([("Banner.swift", Self.banner + atTopLevel), use]), [])
        let qualified = "extension BannerIcon { static let alert = warning }\nlet pin = BannerIcon.custom(\"pin\")\n"
        XCTAssertEqual(ruleLines([("Banner.swift", Self.banner + qualified), use]), [custom])
    }

    /// Enums that can be built without naming a case, and subjects not known to be the enum: alive.
    func testWhatKeepsACaseAlive() {
        for conformance in ["String", "Int, Equatable", "Codable", "CaseIterable"] {
            let raw = Self.badge.replacingOccurrences(of: "enum Kind: Equatable { case symbol(String), asset(String), none }",
                                                      with: "enum Kind: \(conformance) { case symbol, asset, none }")
                .replacingOccurrences(of: "case .symbol(let name): Image(systemName: name)", with: "case .symbol: Image(systemName: \"star\")")
                .replacingOccurrences(of: "case let .asset(name):", with: "case .asset:").replacingOccurrences(of: "Image(name)", with: "Image(\"pin\")")
            let use = ("List.swift", "import SwiftUI\nlet badge = StatusBadge(kind: .symbol)\n")
            XCTAssertEqual(ruleLines([("Badge.swift", raw), use]), [Self.asset], conformance)
        }
        // Not public-protected, but without an entry point nothing is dead.
        XCTAssertEqual(lint([("Badge.swift", Self.badge), Self.use]).map(\.ruleID), ["image-missing-label"])
        // A local of the subject's name: unsure which value it is.
        let local = Self.badge.replacingOccurrences(of: "switch kind {", with: "let kind = Kind.symbol(\"a\")\n        switch kind {")
        XCTAssertEqual(ruleLines([("Badge.swift", local), Self.use]).count, 1)
        // A subject of another type: a `where` clause, or a mixed label, stays.
        let mixed = Self.badge.replacingOccurrences(of: "case let .asset(name):", with: "case .symbol(let name), .asset(let name):")
            .replacingOccurrences(of: "case .symbol(let name): Image(systemName: name)\n", with: "")
        XCTAssertEqual(ruleLines([("Badge.swift", mixed), Self.use]).count, 1)
        let guarded = Self.badge.replacingOccurrences(of: "case let .asset(name):", with: "case let .asset(name) where !name.isEmpty:")
        XCTAssertEqual(ruleLines([("Badge.swift", guarded), Self.use]).count, 1)
    }

    /// A computed property nobody reads is dead; read anywhere, in a string (KVC), or required by
    /// a protocol, or `@objc`: alive.
    func testAComputedPropertyNobodyReads() {
        let table = """
        import UIKit
        extension String {
            var headingAttributes: [NSAttributedString.Key: Any] {
                [.font: UIFont.systemFont(ofSize: 20)]
            }
        }

        """
        let font = "Table.swift:4 fixed-font-size"
        XCTAssertEqual(ruleLines([("Table.swift", table)]), [])
        XCTAssertEqual(ruleLines([("Table.swift", table), ("Use.swift", "let a = \"x\".headingAttributes\n")]), [font])
        XCTAssertEqual(ruleLines([("Table.swift", table), ("Use.swift", "let key = \"headingAttributes\"\n")]), [font])
        XCTAssertEqual(ruleLines([("Table.swift", table.replacingOccurrences(of: "    var heading", with: "    @objc var heading"))]), [font])
        let required = table + "protocol Styled { var headingAttributes: [NSAttributedString.Key: Any] { get } }\n"
        XCTAssertEqual(ruleLines([("Table.swift", required)]), [font])
        // A stored property's initializer runs when its type is made: not judged.
        let stored = "import UIKit\nfinal class Header {\n    let titleFont = UIFont.systemFont(ofSize: 20)\n}\nlet header = Header()\n"
        XCTAssertEqual(ruleLines([("Header.swift", stored)]), ["Header.swift:3 fixed-font-size"])
    }
}
