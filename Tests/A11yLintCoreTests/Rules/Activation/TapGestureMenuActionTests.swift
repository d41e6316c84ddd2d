import XCTest
@testable import A11yLintCore

/// A tap that repeats a menu item, a command or a custom action is reachable without the tap; the
/// call is followed to the object it runs on (a method of another type that shares the name is no
/// repeat), and every state the tap writes must be written by the action too.
final class TapGestureMenuActionTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testMenuItemsCommandsAndCustomActionsRepeatingTheTap() {
        let card = """
        final class TicketCard: UIView {
            let title = UILabel()
            let seat = UILabel()
            let gate = UILabel()
            let price = UILabel()
            let barcode = UIImageView()
            let router = TicketRouter()
            let mapper = GateMapper()
            var isExpanded = false
            func setUp() {
                title.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openDetails)))
                seat.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(changeSeat)))
                gate.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showMap)))
                price.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(expand)))
                barcode.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(share)))
            }
            @objc func openDetails() { router.openDetails(ticket) }
            @objc func changeSeat() { seatPicker.present(for: ticket) }
            @objc func showMap() { mapper.show(gate: ticket.gate) }
            @objc func expand() { isExpanded = true; layoutDetails() }
            @objc func share() { sharer.share(ticket) }
            func layoutDetails() {}
            func makeMenu() -> UIMenu {
                UIMenu(children: [UIAction(title: "Details") { _ in self.router.openDetails(self.ticket) }])
            }
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(changeSeat))]
            }
            func configureAccessibility() {
                accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Expand") { _ in
                    self.layoutDetails()
                    return true
                }]
            }
        }
        """
        let other = """
        final class TicketList: UIViewController {
            let mapper = VenueMapper()
            func trailingActions() -> UISwipeActionsConfiguration {
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Map") { _, _, done in
                    self.mapper.show(gate: self.selectedGate)
                    done(true)
                }])
            }
        }
        """
        // The title opens what the menu item opens (the same object); the seat tap is the key command's
        // own handler; the gate map is shown on another type's mapper; the price tap writes a state the
        // custom action does not; nothing else shares the barcode's call.
        XCTAssertEqual(lines([("TicketCard.swift", card), ("TicketList.swift", other)]),
                       ["TicketCard.swift:13", "TicketCard.swift:14", "TicketCard.swift:15"])
    }
}
