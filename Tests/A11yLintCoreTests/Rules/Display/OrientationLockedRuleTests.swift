import XCTest
@testable import A11yLintCore

final class OrientationLockedRuleTests: XCTestCase {
    let id = OrientationLockedRule.id

    /// Every result locked: a warning; locked on one idiom only: info; anything else: silent.
    func testResults() {
        let source = """
        final class A: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIInterfaceOrientationMask.landscapeLeft }
        }
        final class B: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                if UIDevice.current.userInterfaceIdiom == .pad { return .all }
                return .portrait
            }
        }
        final class C: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                if isLocked { return .portrait }
                return .all
            }
        }
        final class D: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeLeft] }
        }
        final class E: UIViewController {
            var supportedInterfaceOrientations: UIInterfaceOrientationMask = .portrait
        }
        """
        let found = lint([("Screens.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [2, 5])
        XCTAssertEqual(found.map(\.severity), [.warning, .info])
        XCTAssertEqual(found.first?.message, OrientationLockedRule.message(mask: "landscape"))
    }

    /// The application delegate method, reported at its label; returns inside closures are not its own.
    func testDelegateMethod() {
        let source = """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(
                _ application: UIApplication,
                supportedInterfaceOrientationsFor window: UIWindow?
            ) -> UIInterfaceOrientationMask {
                let fallback: () -> UIInterfaceOrientationMask = { return .all }
                return .portrait
            }
        }
        """
        XCTAssertEqual(lint([("AppDelegate.swift", source)], rules: [id]).map(\.start.line), [4])
    }

    /// Opt-in: the default configuration does not run it.
    func testIsOptIn() {
        let source = "final class A: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } }"
        XCTAssertEqual(lint([("A.swift", source)]).filter { $0.ruleID == id }.count, 0)
        XCTAssertEqual(lint([("A.swift", source)], rules: [id]).count, 1)
    }
}
