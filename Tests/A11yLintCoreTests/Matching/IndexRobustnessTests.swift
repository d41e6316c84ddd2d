import XCTest
@testable import A11yLintCore

/// Deep nesting must not overflow the stack, and large files must stay linear:
/// these inputs would crash or never finish otherwise. No timing assertions.
final class IndexRobustnessTests: XCTestCase {
    func testHundredThousandNestedBracketsClosuresAndActionsThroughEveryRule() {
        let depth = 100_000
        var inputs: [SourceInput] = []
        let brackets = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        let squares = "let a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let closures = "let v = " + String(repeating: "f { ", count: depth) + String(repeating: "} ", count: depth)
        let animations = "struct V: View { var body: some View { Text(\"x\").onTapGesture { "
            + String(repeating: "withAnimation { ", count: depth) + "open()" + String(repeating: " }", count: depth) + " } } }"
        let chain = "let c = a" + String(repeating: "?[0]", count: depth) + ".onTapGesture { open() }"
        let conditions = "#if " + String(repeating: "(", count: depth) + "os(iOS)" + String(repeating: ")", count: depth) + "\nlet x = 1\n#endif\n"
        for (name, text) in [("Brackets", brackets), ("Squares", squares), ("Closures", closures),
                             ("Animations", animations), ("Chain", chain), ("Conditions", conditions)] {
            inputs.append(SourceInput(path: "\(name).swift", bytes: Array(text.utf8)))
        }
        let result = Linter(configuration: .default).lint(inputs, jobs: 2)
        XCTAssertEqual(result.fileCount, inputs.count)
        // The deeply nested tap still gets judged (its action is too deep to prove harmless).
        XCTAssertEqual(result.findings.filter { $0.path == "Animations.swift" }.map(\.ruleID), [TapGestureAsButtonRule.id])

        let index = SyntaxIndex(source: SourceFile(path: "Closures.swift", text: closures), names: NameTable(names: []))
        XCTAssertEqual(index.scopes.count, depth)
        // The last `f` sits inside all but the innermost closure.
        let lastCall = 3 + 2 * (depth - 1)
        XCTAssertEqual(index.text(lastCall), "f")
        XCTAssertEqual(index.innermostScope(containing: lastCall), depth - 2)
        var enclosing = 0
        index.forEachEnclosingScope(of: lastCall) { _ in enclosing += 1; return true }
        XCTAssertEqual(enclosing, depth - 1)
        XCTAssertEqual(index.enclosingOpener(of: lastCall), lastCall - 1)
    }

    /// A 2 MB file of generated views is linted completely (two findings per view); the
    /// 20 MB case runs in `make bench` (`a11ylint-bench large`), where its minute belongs.
    func testLargeFileIsLintedCompletely() {
        let unit = """
        struct Row_NUMBER: View {
            @State private var isOn = false
            let title: String
            var body: some View {
                HStack {
                    Text(title).font(.headline)
                    Spacer()
                    Image(systemName: "chevron.right").accessibilityHidden(true)
                }
                .contentShape(Rectangle())
                .onTapGesture { router.open(title) }
                .toolbar { ToolbarItem { Button { isOn.toggle() } label: { Image(systemName: "list.bullet") } } }
            }
        }

        """
        var text = ""
        var count = 0
        text.reserveCapacity(2_100_000)
        while text.utf8.count < 2_000_000 {
            text += unit.replacingOccurrences(of: "NUMBER", with: String(count))
            count += 1
        }
        let result = Linter(configuration: .default).lint([SourceInput(path: "Generated.swift", bytes: Array(text.utf8))], jobs: 1)
        let taps = result.findings.filter { $0.ruleID == TapGestureAsButtonRule.id }.count
        let items = result.findings.filter { $0.ruleID == BarButtonItemMissingLabelRule.id }.count
        XCTAssertEqual(taps, count)
        XCTAssertEqual(items, count)
        XCTAssertEqual(result.findings.count, 2 * count)
    }
    /// A closure-initialized local that returns a variable of its own name (the parameter it
    /// shadows) resolves to itself: type inference stops instead of recursing until the stack
    /// overflows (a crash seen on a real app's `Array` extension).
    func testSelfNamedClosureInitializerDoesNotRecurseForever() {
        let text = """
        import UIKit

        extension Array {
            mutating func relocate(from source: Index, to target: Index) {
                let target = {
                    if target > endIndex { return endIndex }
                    return target
                }()
                insert(remove(at: source), at: target)
            }
        }

        final class PinView: UIView {
            let badge = UIImageView(image: UIImage(named: "pin"))
            func configure() {
                let badge = { return badge }()
                badge.isUserInteractionEnabled = true
                badge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
            }
            @objc private func open() { presentDetails() }
        }
        """
        let index = SyntaxIndex(source: SourceFile(path: "Relocate.swift", text: text), names: NameTable(names: []))
        let target = index.declarations.indices.first {
            index.declarations[$0].kind == .variable && index.declarations[$0].nameText == "target"
        }
        XCTAssertNotNil(target)
        XCTAssertNil(index.inferredTypeName(ofDeclaration: target!))
        let result = Linter(configuration: .default).lint([SourceInput(path: "Relocate.swift", bytes: Array(text.utf8))], jobs: 1)
        XCTAssertEqual(result.fileCount, 1)
        // The gesture on the pin badge still reaches the tap rule, at the recognizer's line.
        XCTAssertEqual(result.findings.map { "\($0.ruleID):\($0.start.line)" }, ["\(TapGestureAsButtonRule.id):18"])
    }
}
