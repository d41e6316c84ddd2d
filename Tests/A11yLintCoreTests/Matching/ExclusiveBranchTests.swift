import XCTest
@testable import A11yLintCore

final class ExclusiveBranchTests: XCTestCase {
    func testArmsOfOneIfChainAreExclusive() {
        let file = index("""
        func setUp() {
            if #available(iOS 15.0, *) {
                a1()
            } else if useWords {
                b1()
                if nested { c1() }
            } else {
                d1()
            }
            e1()
            if other { f1() } else { g1() }
        }
        """)
        let a = file.token("a1"), b = file.token("b1"), c = file.token("c1"), d = file.token("d1")
        let e = file.token("e1"), f = file.token("f1"), g = file.token("g1")
        XCTAssertTrue(file.areInExclusiveBranches(a, b))
        XCTAssertTrue(file.areInExclusiveBranches(a, d))
        XCTAssertTrue(file.areInExclusiveBranches(d, b))
        // Nested deeper inside one arm: still exclusive with the other arms.
        XCTAssertTrue(file.areInExclusiveBranches(a, c))
        // Same arm, after the chain, or a separate `if`: both may run.
        XCTAssertFalse(file.areInExclusiveBranches(b, c))
        XCTAssertFalse(file.areInExclusiveBranches(a, e))
        XCTAssertFalse(file.areInExclusiveBranches(a, f))
        XCTAssertTrue(file.areInExclusiveBranches(f, g))
    }

    func testSeparateIfsAndLoopsAreNotExclusive() {
        let file = index("""
        func setUp() {
            if first { a1() }
            if second { b1() } else { c1() }
            for item in items { d1() }
            guard ready else { e1(); return }
            f1()
        }
        """)
        XCTAssertFalse(file.areInExclusiveBranches(file.token("a1"), file.token("b1")))
        XCTAssertFalse(file.areInExclusiveBranches(file.token("a1"), file.token("c1")))
        XCTAssertFalse(file.areInExclusiveBranches(file.token("d1"), file.token("f1")))
        XCTAssertFalse(file.areInExclusiveBranches(file.token("e1"), file.token("f1")))
    }

    func testCasesOfOneSwitchAreExclusive() {
        let file = index("""
        func key(for item: Item) {
            switch item {
            case .title(let text):
                a1(text)
            case .artwork(let image), .other(let image):
                if case .big = size { b1(image) }
                c1()
            default:
                d1()
            }
            e1()
        }
        """)
        let a = file.token("a1"), b = file.token("b1"), c = file.token("c1"), d = file.token("d1"), e = file.token("e1")
        XCTAssertTrue(file.areInExclusiveBranches(a, c))
        XCTAssertTrue(file.areInExclusiveBranches(a, b))
        XCTAssertTrue(file.areInExclusiveBranches(c, d))
        // `if case` inside a case is not a new case of the switch.
        XCTAssertFalse(file.areInExclusiveBranches(b, c))
        XCTAssertFalse(file.areInExclusiveBranches(a, e))
    }
}
