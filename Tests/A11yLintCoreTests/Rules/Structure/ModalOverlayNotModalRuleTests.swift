import XCTest
@testable import A11yLintCore

final class ModalOverlayNotModalRuleTests: XCTestCase {
    let id = ModalOverlayNotModalRule.id

    /// UIKit: a full-bounds overlay added to a view or window; a name that is no overlay, a view that
    /// is not full-screen, a hidden one, or a modal one is silent.
    func testUIKitShapes() {
        let source = """
        final class Screen: UIViewController {
            func a() { let popupView = UIView(frame: view.bounds); view.window?.addSubview(popupView) }
            func b() { let card = UIView(frame: view.bounds); view.addSubview(card) }
            func c() { let popupView = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80)); view.addSubview(popupView) }
            func d() { let alertView = UIView(frame: view.bounds); alertView.isHidden = true; view.addSubview(alertView) }
            func e() { let alertView = UIView(frame: view.bounds); alertView.accessibilityViewIsModal = true; view.addSubview(alertView) }
            func f() { let alertView = UIView(); alertView.frame = view.bounds; contentView.addSubview(alertView) }
        }
        """
        let found = lint([("Screen.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [2])
        XCTAssertEqual(found.first?.message, ModalOverlayNotModalRule.message())
    }

    /// The overlay's class making itself modal in another file silences it.
    func testModalClassInAnotherFile() {
        let screen = """
        final class Screen: UIViewController {
            func busy() { let hud = BusyHUD(frame: view.bounds); view.addSubview(hud) }
        }
        """
        let hud = """
        final class BusyHUD: UIView {
            override var accessibilityViewIsModal: Bool { get { true } set {} }
        }
        """
        XCTAssertEqual(lint([("Screen.swift", screen), ("BusyHUD.swift", hud)], rules: [id]).count, 0)
        XCTAssertEqual(lint([("Screen.swift", screen)], rules: [id]).count, 1)
    }

    /// SwiftUI: a backdrop alone (no dialog after it), a backdrop first in its stack, or hidden content is silent.
    func testSwiftUIShapes() {
        let source = """
        struct A: View {
            var body: some View {
                ZStack {
                    List(items) { Text($0.name) }
                    if isBusy { Color.black.opacity(0.2).ignoresSafeArea() }
                }
                ZStack {
                    if isBusy { Color.gray.opacity(0.2).onTapGesture { cancel() }; ProgressView() }
                }
                ZStack {
                    List(items) { Text($0.name) }.accessibilityHidden(isBusy)
                    if isBusy { Color.black.opacity(0.2).ignoresSafeArea(); ProgressView() }
                }
                ZStack {
                    Form { Toggle("Sync", isOn: $sync) }
                    if isBusy { Color.black.opacity(0.2).ignoresSafeArea(); ProgressView() }
                }
            }
        }
        """
        XCTAssertEqual(lint([("A.swift", source)], rules: [id]).map(\.start.line), [16])
    }

    /// Opt-in: the default configuration does not run it.
    func testIsOptIn() {
        let source = "func a() { let hud = HUD(frame: view.bounds); view.addSubview(hud) }"
        XCTAssertEqual(lint([("A.swift", "final class S: UIViewController { \(source) }")]).filter { $0.ruleID == id }.count, 0)
    }
}
