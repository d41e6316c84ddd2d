import Foundation
import XCTest
@testable import A11yLintCore

/// Dead code beyond a name nobody writes (`Project/ReferenceIndex+Reach.swift`, `DeadCode.swift`):
/// a method of a UIKit subclass that no code calls is dead even when it is not private (UIKit
/// reaches a subclass only through `override`); deadness is followed through uses
/// (`ReachableNames.isTransitive`): what only dead code uses is dead, and a member is alive only
/// while the type it is declared in is.
final class DeadCodeReachTests: XCTestCase {
    static let app = DeadCodeTests.app

    private func ruleLines(_ files: [(path: String, text: String)]) -> [String] {
        lint([("ShopApp.swift", Self.app)] + files).map { "\(($0.path as NSString).lastPathComponent):\($0.start.line) \($0.ruleID)" }
    }

    static let modifier = """
    import SwiftUI
    struct PulseOnTap: ViewModifier {
        let action: () -> Void
        func body(content: Content) -> some View {
            content.onTapGesture { action() }
        }
    }

    """
    static let helper = """
    import SwiftUI
    extension View {
        func pulsing(_ action: @escaping () -> Void) -> some View { modifier(PulseOnTap(action: action)) }
    }

    """

    /// A modifier reached only through a `View` extension method nobody calls is dead with it; a
    /// caller in live code brings both back, a caller in a view nobody creates does not.
    func testAModifierUsedOnlyByADeadHelperIsDead() {
        XCTAssertEqual(ruleLines([("Pulse.swift", Self.modifier), ("Helper.swift", Self.helper)]), [])
        let caller = ("Card.swift", "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"Card\").pulsing { } }\n}\n")
        let use = ("List.swift", "let card = Card()\n")
        XCTAssertEqual(ruleLines([("Pulse.swift", Self.modifier), ("Helper.swift", Self.helper), caller, use]),
                       ["Pulse.swift:5 tap-gesture-as-button"])
        // The caller itself dead (a view nobody creates): its `body`, which SwiftUI would call, is
        // dead with it, and so are the helper and the modifier.
        XCTAssertEqual(ruleLines([("Pulse.swift", Self.modifier), ("Helper.swift", Self.helper), caller]), [])
        // A view whose only creator is itself dead: dead too, however long the chain.
        let screen = ("Screen.swift", "import SwiftUI\nstruct ReceiptScreen: View {\n    var body: some View { Card() }\n}\n")
        XCTAssertEqual(ruleLines([("Pulse.swift", Self.modifier), ("Helper.swift", Self.helper), caller, screen]), [])
        let shown = ("Shown.swift", "let screen = ReceiptScreen()\n")
        XCTAssertEqual(ruleLines([("Pulse.swift", Self.modifier), ("Helper.swift", Self.helper), caller, screen, shown]),
                       ["Pulse.swift:5 tap-gesture-as-button"])
    }

    /// A chain of helpers in one view: when the entry of the chain is called nowhere, the two it
    /// calls are dead with it; a call of the entry from `body` brings the chain back.
    func testAChainOfHelpersFromAnUncalledEntry() {
        func view(_ body: String) -> String {
            """
            import SwiftUI
            struct Dial: View {
                var body: some View { \(body) }
                func jiggle() -> some View { wobble().overlay(shrink()) }
                func wobble() -> some View { Image(systemName: "dial.min").onTapGesture { open() } }
                func shrink() -> some View { Text("Dial").onTapGesture { open() } }
                func open() {}
            }
            let dial = Dial()

            """
        }
        XCTAssertEqual(ruleLines([("Dial.swift", view("Text(\"Dial\")"))]), [])
        XCTAssertEqual(ruleLines([("Dial.swift", view("jiggle()"))]), ["Dial.swift:5 tap-gesture-as-button",
                                                                     "Dial.swift:6 tap-gesture-as-button"])
        // Two helpers calling only each other do not keep each other alive.
        let cycle = view("Text(\"Dial\")").replacingOccurrences(of: "Text(\"Dial\").onTapGesture { open() }",
                                                                with: "jiggle().onTapGesture { open() }")
        XCTAssertEqual(ruleLines([("Dial.swift", cycle)]), [])
    }

    /// What a declaration kept for another reason (a protocol requirement, a framework protocol
    /// that may call it) uses stays alive; `public` keeps nothing alive in an app.
    func testWhatAKeptDeclarationUsesStaysAlive() {
        let helper = Self.helper.replacingOccurrences(of: "extension View {", with: "protocol Pulsing { func pulsing(_ action: @escaping () -> Void) -> some View }\nextension View {")
        XCTAssertEqual(ruleLines([("Pulse.swift", Self.modifier), ("Helper.swift", helper)]), ["Pulse.swift:5 tap-gesture-as-button"])
        let open = Self.helper.replacingOccurrences(of: "extension View {", with: "public extension View {")
        XCTAssertEqual(ruleLines([("Pulse.swift", Self.modifier), ("Helper.swift", open)]), [])
        // A member of a class adopting a UIKit protocol whose requirements are not known here.
        let delegate = """
        import UIKit
        import SwiftUI
        final class ReceiptDelegate: NSObject, UITableViewDelegate {
            func decorate(_ view: some View) -> some View { view.pulsing { } }
        }
        let delegate = ReceiptDelegate()

        """
        XCTAssertEqual(ruleLines([("Pulse.swift", Self.modifier), ("Helper.swift", Self.helper), ("Delegate.swift", delegate)]),
                       ["Pulse.swift:5 tap-gesture-as-button"])
        // A type declared in the project but only in a file whose braces do not balance: its uses count.
        let broken = "import SwiftUI\nstruct Broken: View {\n    var body: some View { Text(\"a\").pulsing { } }\n"
        XCTAssertEqual(ruleLines([("Pulse.swift", Self.modifier), ("Helper.swift", Self.helper), ("Broken.swift", broken)])
            .filter { !$0.contains(BuiltinDiagnostics.ioErrorID) }, ["Pulse.swift:5 tap-gesture-as-button"])
    }

    static let cell = """
    import UIKit
    final class ReceiptCell: UITableViewCell {
        let totalLabel = UILabel()
        func configureTap() {
            totalLabel.isUserInteractionEnabled = true
            totalLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openTotal)))
        }
        @objc func openTotal() { NotificationCenter.default.post(name: .init("total"), object: nil) }
    }
    let cellType = ReceiptCell.self

    """

    /// A UIKit class calls a subclass's methods only through `override`: a method nobody calls
    /// in a `UITableViewCell` subclass is dead even when not private.
    func testAnUncalledMethodOfAUIKitSubclassIsDead() {
        XCTAssertEqual(ruleLines([("Cell.swift", Self.cell)]), [])
        // Called from an override: alive.
        let called = Self.cell.replacingOccurrences(of: "    @objc func openTotal",
                                                    with: "    override func awakeFromNib() { super.awakeFromNib(); configureTap() }\n    @objc func openTotal")
        XCTAssertEqual(ruleLines([("Cell.swift", called)]), ["Cell.swift:6 tap-gesture-as-button"])
        // Through a project superclass too.
        let base = Self.cell.replacingOccurrences(of: "final class ReceiptCell: UITableViewCell", with: "class BaseCell: UITableViewCell {}\nfinal class ReceiptCell: BaseCell")
        XCTAssertEqual(ruleLines([("Cell.swift", base)]), [])
        // Adopting a UIKit protocol, here or in an extension in another file: UIKit may call it.
        XCTAssertEqual(ruleLines([("Cell.swift", Self.cell), ("Delegate.swift", "import UIKit\nextension ReceiptCell: UITextFieldDelegate {}\n")]),
                       ["Cell.swift:6 tap-gesture-as-button"])
        // `@objc` on the method or its extension, or a name UIKit calls on views without `override`.
        XCTAssertEqual(ruleLines([("Cell.swift", Self.cell.replacingOccurrences(of: "    func configureTap", with: "    @objc func configureTap"))]),
                       ["Cell.swift:6 tap-gesture-as-button"])
        let objcExtension = """
        import UIKit
        final class ReceiptCell: UITableViewCell {
            let totalLabel = UILabel()
        }
        @objc extension ReceiptCell {
            func configureTap() {
                totalLabel.isUserInteractionEnabled = true
                totalLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openTotal)))
            }
            func openTotal() { NotificationCenter.default.post(name: .init("total"), object: nil) }
        }
        let cellType = ReceiptCell.self

        """
        XCTAssertEqual(ruleLines([("Cell.swift", objcExtension)]), ["Cell.swift:8 tap-gesture-as-button"])
        XCTAssertEqual(ruleLines([("Cell.swift", Self.cell.replacingOccurrences(of: "configureTap", with: "display"))]),
                       ["Cell.swift:6 tap-gesture-as-button"])
        // A superclass not known to be a UIKit class (it may adopt protocols that call anything): alive.
        XCTAssertEqual(ruleLines([("Cell.swift", Self.cell.replacingOccurrences(of: ": UITableViewCell", with: ": FancyKitCell"))]),
                       ["Cell.swift:6 tap-gesture-as-button"])
    }

    /// The candidates and the hierarchy a file records, and their cache encoding.
    func testReferencesRecordCandidatesAndTypes() throws {
        let text = Self.modifier + Self.helper
        let source = SourceFile(path: "Pulse.swift", bytes: Array(text.utf8))
        let index = SyntaxIndex(source: source, names: NameTable(names: []))
        let references = FileReferences.extract(from: index, previews: [], path: "Pulse.swift", transitive: true)
        let pulsing = try XCTUnwrap(references.candidates.first { $0.name == NameHash.hash("pulsing") })
        XCTAssertEqual(pulsing.role, .member)
        XCTAssertEqual(pulsing.owner, NameHash.hash("View"))
        XCTAssertTrue(pulsing.uses.contains(NameHash.hash("PulseOnTap")))
        // Used only inside a candidate: not among the file's own uses.
        XCTAssertFalse(references.used.contains(NameHash.hash("PulseOnTap")))
        XCTAssertEqual(references.types.map(\.kind), [.type, .extension])
        XCTAssertEqual(references.types.first?.inherits, [NameHash.hash("ViewModifier")])
        XCTAssertEqual(try FileReferences(cacheBytes: references.cacheBytes), references)
        // The merge as shipped: a use inside a candidate counts, the candidate's own name does not;
        // and as extracted, the uses are folded in and no candidate is kept.
        XCTAssertTrue(ProjectReferences(merging: [references]).used.contains(NameHash.hash("PulseOnTap")))
        XCTAssertFalse(ProjectReferences(merging: [references]).used.contains(NameHash.hash("pulsing")))
        let folded = FileReferences.extract(from: index, previews: [], path: "Pulse.swift")
        XCTAssertEqual(folded.candidates, [])
        XCTAssertTrue(folded.used.contains(NameHash.hash("PulseOnTap")))
        XCTAssertFalse(folded.used.contains(NameHash.hash("pulsing")))
        // Transitive (off by default): nobody calls `pulsing`, so `PulseOnTap` is unused; a call makes both used.
        XCTAssertFalse(ProjectReferences(merging: [references], transitive: true).used.contains(NameHash.hash("PulseOnTap")))
        var caller = FileReferences()
        caller.used = [NameHash.hash("pulsing")]
        XCTAssertTrue(ProjectReferences(merging: [references, caller], transitive: true).used.contains(NameHash.hash("PulseOnTap")))
    }

    /// The fixpoint (a worklist): a chain listed against its order, across files, is followed to
    /// its end from a live use; a cycle nobody enters keeps nothing; a member whose name is used
    /// waits for its type to be used, however late that use comes in the chain.
    func testTheFixpointFollowsChainsInAnyOrderAndWaitsOnTheType() {
        func hash(_ name: String) -> UInt64 { NameHash.hash(name) }
        func function(_ name: String, uses: [String]) -> DeadCandidate {
            DeadCandidate(name: hash(name), role: .member, isPrivate: false, owner: 0, uses: uses.map(hash).sorted())
        }
        // step0 → step1 → … → step39 → "Leaf", one file each, the last step listed first.
        var files: [FileReferences] = (0..<40).reversed().map { step in
            var file = FileReferences()
            file.candidates = [function("step\(step)", uses: [step == 39 ? "Leaf" : "step\(step + 1)"])]
            return file
        }
        // A cycle nobody calls, and a view whose `body` (its name used everywhere) lives only once
        // the chain's end creates the view.
        var other = FileReferences()
        other.candidates = [function("spin", uses: ["spinBack", "Spun"]), function("spinBack", uses: ["spin"]),
                            DeadCandidate(name: hash("ReceiptView"), role: .type, isPrivate: false, owner: 0),
                            DeadCandidate(name: hash("body"), role: .member, isPrivate: false, owner: hash("ReceiptView"),
                                          uses: [hash("Banner")])]
        other.types = [TypeLink(name: hash("ReceiptView"), kind: .type, inherits: [])]
        other.used = [hash("body")]
        files.append(other)
        let dead = ProjectReferences(merging: files, transitive: true).used
        XCTAssertFalse(dead.contains(hash("step1")))
        XCTAssertFalse(dead.contains(hash("Leaf")))
        XCTAssertFalse(dead.contains(hash("Banner")))
        var caller = FileReferences()
        caller.used = [hash("step0")]
        let live = ProjectReferences(merging: files + [caller], transitive: true).used
        for step in 0..<40 { XCTAssertTrue(live.contains(hash("step\(step)")), "step\(step)") }
        XCTAssertTrue(live.contains(hash("Leaf")))
        XCTAssertFalse(live.contains(hash("spinBack")))
        XCTAssertFalse(live.contains(hash("Spun")))
        XCTAssertFalse(live.contains(hash("Banner")))
        // The chain's end creates the view: its body comes alive, and what the body uses with it.
        files[0].candidates[0].uses = [hash("Leaf"), hash("ReceiptView")].sorted()
        XCTAssertTrue(ProjectReferences(merging: files + [caller], transitive: true).used.contains(hash("Banner")))
        XCTAssertFalse(ProjectReferences(merging: files, transitive: true).used.contains(hash("Banner")))
    }
}
