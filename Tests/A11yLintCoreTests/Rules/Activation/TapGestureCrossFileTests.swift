import XCTest
@testable import A11yLintCore

/// Edge cases of views that are already controls or elements, resolved across files, and of taps that
/// are no button: a scrim's catch area, an edit menu, text laid out in full, a control's own action.
final class TapGestureCrossFileTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    /// `footer.actionButton` resolves through the footer's declared property types in another file,
    /// also through a typed property and two levels of project button classes; an unknown member or a
    /// label member is still reported.
    func testMemberPathsResolveThroughOtherFiles() {
        let footer = """
        final class TermsFooter: UIView {
            lazy var actionButton: UIButton = { UIButton(type: .system) }()
            let caption = UILabel()
            let pill: PillHolder = PillHolder()
        }
        final class PillHolder: UIView { var pill: ShinyPill! }
        class BasePill: UIButton {}
        final class ShinyPill: BasePill {}
        """
        let controller = """
        final class TermsController: UIViewController {
            let footer = TermsFooter()
            func build() {
                let local = TermsFooter()
                local.actionButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                footer.actionButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                self.footer.pill.pill.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                local.caption.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                local.unknown.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
            }
            @objc func open() { router.openTerms() }
        }
        """
        XCTAssertEqual(lines([("TermsFooter.swift", footer), ("TermsController.swift", controller)]),
                       ["TermsController.swift:8", "TermsController.swift:9"])
    }

    /// A subview's tap in a view that makes itself one element with the button trait (in another file)
    /// is silent; `isAccessibilityElement` alone, or the trait without the element, is not enough.
    func testContainerMadeOneButtonElementElsewhere() {
        let views = """
        final class CardA: UIView {
            let title = UILabel()
            func setUp() { title.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open))) }
            @objc func open() { onOpen?() }
        }
        final class CardB: UIView {
            let title = UILabel()
            func setUp() {
                isAccessibilityElement = true
                title.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
            }
            @objc func open() { onOpen?() }
        }
        final class CardC: UIView {
            let title = UILabel()
            func setUp() {
                accessibilityTraits.insert(.button)
                title.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
            }
            @objc func open() { onOpen?() }
        }
        """
        let extensions = """
        extension CardA {
            func configureAccessibility() {
                isAccessibilityElement = true
                accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Open") { _ in true }]
            }
        }
        """
        XCTAssertEqual(lines([("Cards.swift", views), ("Cards+Accessibility.swift", extensions)]),
                       ["Cards.swift:10", "Cards.swift:18"])
    }

    /// A tap that dismisses the screen from an empty plain `UIView` (local or property, no name of a
    /// background) is the catch area behind an overlay; one with a subview, text or an opaque colour is a
    /// visible surface, and an empty view whose tap does something else (or closes another view) is
    /// still reported.
    func testEmptyPlainViewThatClosesIsACatchArea() {
        let source = """
        final class TipController: UIViewController {
            private let tapArea = UIView()
            private let banner = UIView()
            private let plate = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let catcher = UIView()
                catcher.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                tapArea.backgroundColor = .clear
                tapArea.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                banner.addSubview(UILabel())
                banner.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                plate.backgroundColor = .systemBlue
                plate.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                let opener = UIView()
                opener.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openTip)))
                let strip = UIView()
                strip.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hideHint)))
            }
            @objc func close() { dismiss(animated: true) }
            @objc func hideHint() { hintView.isHidden = true }
            @objc func openTip() { router.showTip() }
        }
        """
        XCTAssertEqual(lines([("Tip.swift", source)]), ["Tip.swift:12", "Tip.swift:14", "Tip.swift:16", "Tip.swift:18"])
    }

    /// Handlers that only show the edit menu or lay the text out in full are silent; one that also
    /// opens something, or changes another property of the label, is reported.
    func testEditMenuAndTextExpansionHandlers() {
        let source = """
        final class InfoCell: UITableViewCell {
            let value = UILabel()
            let detail = UILabel()
            func setUp() {
                value.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(menu)))
                detail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(expand)))
                value.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(menuAndOpen)))
                detail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(recolor)))
            }
            @objc func menu() {
                becomeFirstResponder()
                let interaction = UIEditMenuInteraction(delegate: self)
                interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
            }
            @objc func expand() { detail.numberOfLines = 0 }
            @objc func menuAndOpen() {
                UIMenuController.shared.showMenu(from: self, rect: bounds)
                delegate?.openDetails()
            }
            @objc func recolor() { detail.textColor = .red }
        }
        """
        XCTAssertEqual(lines([("Info.swift", source)]), ["Info.swift:7", "Info.swift:8"])
    }

    /// A tap whose handler is a control's action, or only makes calls that a control's action makes
    /// (ending editing aside), is silent; a recognizer's own `@IBAction` and a differing call are not.
    func testTapRepeatingAControlsAction() {
        let source = """
        final class AlarmController: UIViewController {
            @IBOutlet weak var alarmSwitch: UISwitch!
            override func viewDidLoad() {
                super.viewDidLoad()
                alarmSwitch.addTarget(self, action: #selector(switchChanged), for: .valueChanged)
                titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(switchChanged)))
                iconView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(iconTapped)))
                hintLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hintTapped)))
                noteLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(noteTapped(_:))))
                snoozeLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(snoozeTapped)))
            }
            @objc func switchChanged() { model.toggleAlarm() }
            @objc func iconTapped() { model.toggleAlarm(); view.endEditing(true) }
            @objc func hintTapped() { model.showHint() }
            @IBAction func noteTapped(_ sender: UITapGestureRecognizer) { model.editNote() }
            @IBAction func snoozeChanged(_ sender: UIStepper) { model.snooze(by: sender.value) }
            @objc func snoozeTapped() { model.snooze(by: 5) }
        }
        """
        XCTAssertEqual(lines([("Alarm.swift", source)]), ["Alarm.swift:8", "Alarm.swift:9"])
    }

    /// A see-through stack of colours and spacers toggling a presentation state is a scrim; an
    /// opaque colour, a stack with text (even a clear spacer in it), a toggle of another state, or a state
    /// merely named like the edit menu's `showMenu` is reported.
    func testSwiftUIScrimTogglingItsOverlay() {
        let source = """
        struct Panel: View {
            @Binding var isPanelVisible: Bool
            @State private var isMuted = false
            var body: some View {
                HStack {
                    ZStack { Color.black.opacity(0.05); Spacer() }
                        .onTapGesture { withAnimation(.spring()) { isPanelVisible.toggle() } }
                    Color.clear.contentShape(Rectangle()).onTapGesture { isPanelVisible.toggle() }
                    Color.green.onTapGesture { isPanelVisible.toggle() }
                    ZStack { Color.black.opacity(0.05); Text("Menu") }.onTapGesture { isPanelVisible.toggle() }
                    ZStack { Color.black.opacity(0.05) }.onTapGesture { isMuted.toggle() }
                    VStack { Text("Call"); Color.clear.frame(height: 8) }.onTapGesture { isPanelVisible.toggle() }
                    Image("photo").gesture(TapGesture().onEnded { showMenu.toggle() })
                }
            }
        }
        """
        XCTAssertEqual(lines([("Panel.swift", source)]),
                       ["Panel.swift:9", "Panel.swift:10", "Panel.swift:11", "Panel.swift:12", "Panel.swift:13"])
    }
}
