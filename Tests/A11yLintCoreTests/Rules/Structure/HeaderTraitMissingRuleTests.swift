import XCTest
@testable import A11yLintCore

final class HeaderTraitMissingRuleTests: XCTestCase {
    let id = HeaderTraitMissingRule.id

    /// A header whose only text goes into labels named for prose (an intro banner's note) holds no title;
    /// a title beside the prose, or a label whose name also says title, is still a heading to mark.
    func testAHeaderOfOnlyProseIsNoHeading() {
        XCTAssertTrue(HeaderTraitMissingRule.namesProse("infoLabel"))
        XCTAssertTrue(HeaderTraitMissingRule.namesProse("bodyTextView"))
        XCTAssertFalse(HeaderTraitMissingRule.namesProse("infoTitleLabel"))
        XCTAssertFalse(HeaderTraitMissingRule.namesProse("sectionDetailLabel"))
        XCTAssertFalse(HeaderTraitMissingRule.namesProse("label"))
        let source = """
        final class A: UITableViewController {
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = IntroHeader()
                header.infoLabel?.attributedText = intro
                return header
            }
        }
        final class B: UITableViewController {
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = IntroHeader()
                header.infoLabel.text = intro
                header.nameLabel.text = names[section]
                return header
            }
        }
        final class C: UITableViewController {
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = IntroHeader()
                header.messageLabel.text = intro
                header.configure(title: names[section])
                return header
            }
        }
        final class IntroHeader: UIView {
            let infoLabel = UILabel()
            let nameLabel = UILabel()
            let messageLabel = UILabel()
        }
        """
        XCTAssertEqual(lint([("Headers.swift", source)], rules: [id]).map(\.start.line), [9, 17])
    }

    /// A label made in the method is a warning; a header loaded from a nib is info.
    func testSeverities() {
        let source = """
        final class A: UITableViewController {
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let label = UILabel()
                label.attributedText = titles[section]
                return label
            }
        }
        final class B: UITableViewController {
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let view = Bundle.main.loadNibNamed("Header", owner: nil)?.first as? UIView
                (view as? TitledView)?.setTitle(titles[section])
                return view
            }
        }
        """
        let found = lint([("Headers.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [2, 9])
        XCTAssertEqual(found.map(\.severity), [.warning, .info])
        XCTAssertEqual(found.first?.message, HeaderTraitMissingRule.message(isCertain: true))
        XCTAssertEqual(found.last?.message, HeaderTraitMissingRule.message(isCertain: false))
    }

    /// The trait set in the header's class in another file, or in its superclass, silences the finding.
    func testTraitInAnotherFileOrSuperclass() {
        let controller = """
        final class Screen: UITableViewController {
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = FancyHeader()
                header.titleLabel.text = titles[section]
                return header
            }
        }
        """
        let header = """
        class BaseHeader: UIView {
            let titleLabel = UILabel()
            func setUp() { titleLabel.accessibilityTraits = [.header] }
        }
        final class FancyHeader: BaseHeader {}
        """
        XCTAssertEqual(lint([("Screen.swift", controller), ("Headers.swift", header)], rules: [id]).count, 0)
        XCTAssertEqual(lint([("Screen.swift", controller)], rules: [id]).count, 1)
    }

    /// A helper of the same type that builds the header is read one level deep.
    func testHelperMethod() {
        let source = """
        final class Radio: UITableViewController {
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                return sectionHeader(title: titles[section])
            }
            func sectionHeader(title: String) -> UIView {
                let header = UIView()
                let label = UILabel()
                label.text = title
                header.addSubview(label)
                return header
            }
        }
        final class Blank: UITableViewController {
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UIView() }
        }
        """
        let found = lint([("Radio.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [2])
        XCTAssertEqual(found.map(\.severity), [.warning])
    }
}
