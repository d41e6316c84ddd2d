import XCTest
@testable import A11yLintCore

/// `components:` in the configuration: custom types that stand for built-in ones,
/// honoured by every rule that asks about buttons or images.
final class ComponentRolesTests: XCTestCase {
    func lines(_ files: [(path: String, text: String)], rule: String, components: ComponentRoles = ComponentRoles()) -> [String] {
        lint(files, rules: [rule], components: components).map { "\($0.path):\($0.start.line)" }
    }

    func testConfiguredButtonIsAControlForUIKitTaps() {
        // `PillButton` comes from a design-system binary framework: its superclass is unknown here.
        let source = """
        final class CheckoutViewController: UIViewController {
            private let payButton = PillButton(style: .primary)
            override func viewDidLoad() {
                super.viewDidLoad()
                let tap = UITapGestureRecognizer(target: self, action: #selector(pay))
                payButton.addGestureRecognizer(tap)
            }
            @objc private func pay() { checkout.submit() }
        }
        """
        let rule = TapGestureAsButtonRule.id
        XCTAssertEqual(lines([("Checkout.swift", source)], rule: rule), ["Checkout.swift:5"])
        XCTAssertEqual(lines([("Checkout.swift", source)], rule: rule, components: ComponentRoles(buttons: ["PillButton"])), [])
    }

    func testSubclassOfConfiguredButtonIsAControl() {
        let subclass = "final class DangerPillButton: PillButton {}\n"
        let source = """
        final class AccountViewController: UIViewController {
            private let deleteButton = DangerPillButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                deleteButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(deleteAccount)))
            }
            @objc private func deleteAccount() { session.deleteAccount() }
        }
        """
        let rule = TapGestureAsButtonRule.id
        let files = [("DangerPillButton.swift", subclass), ("Account.swift", source)]
        XCTAssertEqual(lines(files, rule: rule), ["Account.swift:5"])
        XCTAssertEqual(lines(files, rule: rule, components: ComponentRoles(buttons: ["PillButton"])), [])
    }

    func testConfiguredImageInToolbarButtonNeedsALabel() {
        let source = """
        struct ProfileScreen: View {
            let avatarURL: URL
            var body: some View {
                List { Text("Posts") }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button { showAccount() } label: { RemoteImage(url: avatarURL).frame(width: 28, height: 28) }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button { showSettings() } label: { AsyncImage(url: avatarURL) }
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button { showAccount() } label: { RemoteImage(url: avatarURL).accessibilityLabel("Account") }
                        }
                    }
            }
        }
        """
        let rule = BarButtonItemMissingLabelRule.id
        // `AsyncImage` is an image anyway; `RemoteImage` only once configured.
        XCTAssertEqual(lines([("Profile.swift", source)], rule: rule), ["Profile.swift:10"])
        XCTAssertEqual(lines([("Profile.swift", source)], rule: rule, components: ComponentRoles(images: ["RemoteImage"])),
                       ["Profile.swift:7", "Profile.swift:10"])
    }

    func testConfiguredImageViewAsCustomViewNeedsALabel() {
        let source = """
        final class InboxViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let avatar = RemoteImageView(url: currentUser.avatarURL)
                navigationItem.leftBarButtonItem = UIBarButtonItem(customView: avatar)
                let badge = RemoteImageView(url: team.logoURL)
                badge.accessibilityLabel = team.name
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: badge)
            }
        }
        """
        let rule = BarButtonItemMissingLabelRule.id
        XCTAssertEqual(lines([("Inbox.swift", source)], rule: rule), [])
        XCTAssertEqual(lines([("Inbox.swift", source)], rule: rule, components: ComponentRoles(images: ["RemoteImageView"])),
                       ["Inbox.swift:5"])
    }
}
