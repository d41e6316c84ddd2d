import Foundation
import XCTest
@testable import A11yLintCore

/// Code guarded by a value nothing sets (`Project/NeverSetGuards.swift`): the body of
/// `if let onTap` when no code assigns or passes `onTap`, of `if flag` when the flag is a
/// `let … = false`, and what follows `guard let onTap else { … }`; a near miss of each stays.
final class NeverSetGuardsTests: XCTestCase {
    static let app = "import SwiftUI\n@main\nstruct ShelfApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shelf\") } }\n}\n"
    static let chip = """
    import SwiftUI
    struct TagChip: View {
        let title: String
        var onTap: (() -> Void)?
        var body: some View {
            if let onTap {
                Text(title).onTapGesture { onTap() }
            } else {
                Text(title)
            }
        }
    }

    """

    private func ruleLines(_ files: [(path: String, text: String)]) -> [String] {
        lint([("ShelfApp.swift", Self.app)] + files).map { "\(($0.path as NSString).lastPathComponent):\($0.start.line) \($0.ruleID)" }
    }

    func testAnOptionalClosureNobodySets() {
        let live = ["Chip.swift:7 tap-gesture-as-button"]
        // Built without the handler: the recognizer never exists.
        XCTAssertEqual(ruleLines([("Chip.swift", Self.chip), ("Use.swift", "let chip = TagChip(title: \"Poetry\")\n")]), [])
        // Every shape of the test.
        for condition in ["let action = onTap", "let action = self.onTap", "onTap != nil", "self.onTap != nil", "true, let onTap"] {
            let text = Self.chip.replacingOccurrences(of: "if let onTap {", with: "if \(condition) {")
                .replacingOccurrences(of: "{ onTap() }", with: "{ onTap?() }")
            XCTAssertEqual(ruleLines([("Chip.swift", text), ("Use.swift", "let chip = TagChip(title: \"Poetry\")\n")]), [], condition)
        }
        // Passed `nil`, or assigned `nil`: still never set.
        XCTAssertEqual(ruleLines([("Chip.swift", Self.chip), ("Use.swift", "let chip = TagChip(title: \"Poetry\", onTap: nil)\n")]), [])
        XCTAssertEqual(ruleLines([("Chip.swift", Self.chip), ("Use.swift", "func make() -> TagChip {\n    var chip = TagChip(title: \"Poetry\")\n    chip.onTap = nil\n    return chip\n}\nlet made = make()\n")]), [])
        XCTAssertEqual(ruleLines([("Chip.swift", Self.chip), ("Use.swift", "let chip = TagChip(title: \"Poetry\", onTap: nil ?? { print(1) })\n")]), live)
        // Passed, assigned, written through a key path, named by Objective-C: alive.
        XCTAssertEqual(ruleLines([("Chip.swift", Self.chip), ("Use.swift", "let chip = TagChip(title: \"Poetry\", onTap: { print(1) })\n")]), live)
        XCTAssertEqual(ruleLines([("Chip.swift", Self.chip), ("Use.swift", "func make() -> TagChip {\n    var chip = TagChip(title: \"Poetry\")\n    chip.onTap = { print(1) }\n    return chip\n}\nlet made = make()\n")]), live)
        XCTAssertEqual(ruleLines([("Chip.swift", Self.chip), ("Use.swift", "let chip = TagChip(title: \"Poetry\")\nlet path: WritableKeyPath<TagChip, (() -> Void)?> = \\.onTap\n")]), live)
        // Named by Objective-C, the guard stays alive; the tap in it still only calls a closure no Swift code
        // supplies (KVC cannot set a closure property that is not `@objc`), so tap-gesture-as-button stays silent.
        XCTAssertEqual(ruleLines([("Chip.swift", Self.chip), ("Use.swift", "let chip = TagChip(title: \"Poetry\")\n"),
                                  ("Bridge.m", "void bridge(id chip) { [chip setValue:nil forKey:@\"onTap\"]; }\n")]), [])
        // An initializer parameter of that name may be passed: alive.
        let withInit = Self.chip.replacingOccurrences(of: "    var body", with: "    init(title: String, onTap: (() -> Void)? = nil) {\n        self.title = title\n        self.onTap = onTap\n    }\n    var body")
        XCTAssertEqual(ruleLines([("Chip.swift", withInit), ("Use.swift", "let chip = TagChip(title: \"Poetry\")\n")]), ["Chip.swift:11 tap-gesture-as-button"])
        // A value given where it is declared: alive.
        let withValue = Self.chip.replacingOccurrences(of: "var onTap: (() -> Void)?", with: "var onTap: (() -> Void)? = { print(1) }")
        XCTAssertEqual(ruleLines([("Chip.swift", withValue), ("Use.swift", "let chip = TagChip(title: \"Poetry\")\n")]), live)
        // An optional that is not a closure may come from a decoder: alive.
        let model = Self.chip.replacingOccurrences(of: "var onTap: (() -> Void)?", with: "var onTap: String?")
            .replacingOccurrences(of: "{ onTap() }", with: "{ Router.shared.open(onTap) }")
        XCTAssertEqual(ruleLines([("Chip.swift", model), ("Use.swift", "let chip = TagChip(title: \"Poetry\")\n")]), live)
        // Without an entry point, nothing is dead.
        XCTAssertEqual(lint([("Chip.swift", Self.chip), ("Use.swift", "let chip = TagChip(title: \"Poetry\")\n")]).count, 1)
    }

    func testWhatFollowsAGuardOnIt() {
        let text = """
        import SwiftUI
        struct TagChip: View {
            let title: String
            var onTap: (() -> Void)?
            var body: some View { content() }
            func content() -> AnyView {
                guard let onTap else { return AnyView(Text(title)) }
                return AnyView(Text(title).onTapGesture { onTap() })
            }
        }
        let chip = TagChip(title: "Poetry")

        """
        XCTAssertEqual(ruleLines([("Chip.swift", text)]), [])
        XCTAssertEqual(ruleLines([("Chip.swift", text + "let other = TagChip(title: \"Essays\", onTap: {})\n")]), ["Chip.swift:8 tap-gesture-as-button"])
    }

    /// A guard in one `case` of a switch ends that case only: the next case runs.
    func testAGuardInASwitchCase() {
        let text = """
        import SwiftUI
        enum Shelf { case poetry, essays }
        struct ShelfRow: View {
            let shelf: Shelf
            var onTap: (() -> Void)?
            var body: some View { row() }
            func row() -> AnyView {
                switch shelf {
                case .poetry:
                    guard let onTap else { return AnyView(Text("Poetry")) }
                    return AnyView(Text("Poetry").onTapGesture { onTap() })
                case .essays:
                    return AnyView(Text("Essays").onTapGesture { Router.shared.open("essays") })
                }
            }
        }
        let rows = [ShelfRow(shelf: .poetry), ShelfRow(shelf: .essays)]

        """
        XCTAssertEqual(ruleLines([("Row.swift", text)]), ["Row.swift:13 tap-gesture-as-button"])
    }

    func testAFlagThatIsAlwaysFalse() {
        let text = """
        import SwiftUI
        enum Features {
            static let showsStaffPicks = false
        }
        struct ShelfView: View {
            var body: some View {
                VStack {
                    if Features.showsStaffPicks {
                        Image("staff-picks")
                    }
                    Text("Shelf")
                }
            }
        }
        let shelf = ShelfView()

        """
        let live = ["Shelf.swift:9 image-missing-label"]
        XCTAssertEqual(ruleLines([("Shelf.swift", text)]), [])
        // True, or a `var` someone may turn on, or a framework's property of that name: alive.
        XCTAssertEqual(ruleLines([("Shelf.swift", text.replacingOccurrences(of: "= false", with: "= true"))]), live)
        XCTAssertEqual(ruleLines([("Shelf.swift", text.replacingOccurrences(of: "static let", with: "static var"))]), live)
        XCTAssertEqual(ruleLines([("Shelf.swift", text.replacingOccurrences(of: "if Features.", with: "if UIAccessibility."))]), live)
        // Another declaration of the name with a value: alive.
        XCTAssertEqual(ruleLines([("Shelf.swift", text), ("Debug.swift", "struct Staff { var showsStaffPicks: Bool { true } }\n")]), live)
    }

    /// A public handler of a library's example app may be set by the library's users.
    func testAPublicHandlerOfALibrary() {
        let text = Self.chip.replacingOccurrences(of: "struct TagChip", with: "public struct TagChip")
            .replacingOccurrences(of: "    var onTap", with: "    public var onTap")
        let use = ("Example/Use.swift", "let chip = TagChip(title: \"Poetry\")\n")
        XCTAssertEqual(ruleLines([("Chip.swift", text), use]), [])
        XCTAssertEqual(lint([("Example/ShelfApp.swift", Self.app), ("Sources/Chip.swift", text), use]).count, 1)
    }
}
