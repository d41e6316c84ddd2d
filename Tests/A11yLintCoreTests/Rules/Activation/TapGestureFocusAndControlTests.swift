import XCTest
@testable import A11yLintCore

/// Edge cases of taps that dismiss the keyboard or operate a control that is already there, of
/// views whose semantics come from another file, of recognizers that never act, and of handlers
/// given through a method's name, a URL or an RxCocoa stream.
final class TapGestureFocusAndControlTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func lines(_ source: String) -> [Int] {
        lint([("Views.swift", source)], rules: [id]).map(\.start.line)
    }

    // MARK: - Keyboard and focus

    /// Clearing a `@FocusState` drops the keyboard whatever the state is called; the same write to a
    /// plain `@State` from a text is a "close" control and stays reported.
    func testClearingFocusStateIsKeyboardDismissal() {
        let source = """
        struct AddressForm: View {
            @FocusState var isInputActive: Bool
            @State private var isBannerActive = true
            @Binding var address: String
            var body: some View {
                VStack {
                    ScrollView {
                        TextField("Address", text: $address).focused($isInputActive)
                        Text("Hide tips").onTapGesture { isBannerActive = false }
                    }
                    .onTapGesture {
                        isInputActive = false
                    }
                    Button("Next") { submit() }
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [9])
    }

    /// `_ = formView.resignFirstResponder()` throws the result away: the call is what the handler
    /// does, on any receiver. A discarded result of another call is still an action.
    func testDiscardedResultOfResigningIsKeyboardDismissal() {
        let source = """
        final class FeedbackCard: UIView {
            let formView = FeedbackFormView()
            let sendLabel = UILabel()
            func setUp() {
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(recognizer:))))
                sendLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(send)))
            }
            @objc private func handleTap(recognizer: UITapGestureRecognizer) {
                _ = self.formView.resignFirstResponder()
            }
            @objc private func send() {
                _ = viewModel.submit(formView.text)
            }
        }
        """
        XCTAssertEqual(lines(source), [6])
    }

    // MARK: - Semantics from another file

    /// A `Group` showing, through `if`/`else`, only custom views whose bodies make them one element
    /// with the button trait (declared in another file) is silent; one arm showing a plain view is not.
    func testGroupOfButtonElementViewsDeclaredElsewhere() {
        let cards = """
        struct TripCard: View {
            let trip: Trip
            var body: some View {
                VStack { Text(trip.title); Text(trip.subtitle) }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(trip.title)
                    .accessibilityAddTraits([.isButton, .updatesFrequently])
            }
        }
        struct StopRow: View {
            let stop: Stop
            var body: some View {
                HStack { Text(stop.name) }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(stop.name)
                    .accessibilityAddTraits(.isButton)
            }
        }
        struct PlainRow: View {
            let stop: Stop
            var body: some View { Text(stop.name) }
        }
        """
        let list = """
        struct SavedList: View {
            let rows: [Row]
            var body: some View {
                ForEach(rows) { row in
                    Group {
                        if row.isTrip {
                            TripCard(trip: row.trip)
                        } else {
                            StopRow(stop: row.stop)
                        }
                    }
                    .onTapGesture { router.open(row) }
                    Group {
                        if row.isTrip {
                            TripCard(trip: row.trip)
                        } else {
                            PlainRow(stop: row.stop)
                        }
                    }
                    .onTapGesture { router.open(row) }
                }
            }
        }
        """
        XCTAssertEqual(lines([("Cards.swift", cards), ("SavedList.swift", list)]), ["SavedList.swift:20"])
    }

    /// A tap in a `DisclosureGroup`'s label that only toggles the group's own `isExpanded` binding widens
    /// the disclosure control; toggling another state there is judged as usual.
    func testDisclosureLabelTogglingItsOwnBinding() {
        let source = """
        struct SettingsSection: View {
            @State private var isExpanded = false
            @State private var isPinned = false
            var body: some View {
                DisclosureGroup(
                    isExpanded: $isExpanded,
                    content: { Text("Details") },
                    label: {
                        HStack {
                            Label("Network", systemImage: "wifi")
                            Spacer()
                        }
                        .contentShape(Rectangle())
                        .onTapGesture {
                            withAnimation { isExpanded.toggle() }
                        }
                    }
                )
                DisclosureGroup(isExpanded: $isExpanded) {
                    Text("Details")
                } label: {
                    Label("Pinned", systemImage: "pin").onTapGesture { isPinned.toggle() }
                }
            }
        }
        """
        XCTAssertEqual(lines(source), [22])
    }

    // MARK: - Operating a control beside the tap

    /// A label's tap that flips the switch beside it and runs the switch's own action operates that
    /// switch; a label's tap that does something else is reported.
    func testLabelTapFlippingTheAdjacentSwitch() {
        let source = """
        final class ToggleRow: UIView {
            var action: ((Bool) -> Void)?
            private let toggle: UISwitch = UISwitch()
            private let descriptionLabel = UILabel()
            private let helpLabel = UILabel()
            func setUp() {
                descriptionLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(labelTapped)))
                helpLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(helpTapped)))
                toggle.addTarget(self, action: #selector(toggleAction), for: .valueChanged)
            }
            @objc private func toggleAction() { action?(toggle.isOn) }
            @objc private func labelTapped() {
                toggle.setOn(!toggle.isOn, animated: true)
                toggleAction()
            }
            @objc private func helpTapped() { delegate?.showHelp() }
        }
        """
        XCTAssertEqual(lines(source), [8])
    }

    /// The same method called with other arguments than a button's action is another action (a yearly plan
    /// beside a "Lifetime" button); with the same arguments, the tap repeats the button.
    func testSameMethodWithOtherArgumentsIsAnotherAction() {
        let source = """
        final class UpgradeViewController: UIViewController {
            @IBOutlet weak var yearlyView: UIView!
            @IBOutlet weak var lifetimeView: UIView!
            override func viewDidLoad() {
                super.viewDidLoad()
                yearlyView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onYearly)))
                lifetimeView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onLifetimeArea)))
            }
            @IBAction func onLifetime(_ sender: Any) { purchase(Store.shared.lifetimeProduct) }
            @objc func onYearly() { purchase(Store.shared.yearlyProduct) }
            @objc func onLifetimeArea() { purchase(Store.shared.lifetimeProduct) }
        }
        """
        XCTAssertEqual(lines(source), [6])
    }

    // MARK: - Recognizers that never act

    /// A property's placeholder recognizer, replaced by the one the type attaches, is not reported; the
    /// replacement is.
    func testReplacedPlaceholderRecognizer() {
        let source = """
        final class UploadHeaderView: UIView {
            let message = UILabel()
            var tapGesture = UITapGestureRecognizer()
            func update(phone: String?) {
                if phone != nil {
                    message.isUserInteractionEnabled = true
                    self.tapGesture = UITapGestureRecognizer(target: self, action: #selector(contactTap))
                    self.message.addGestureRecognizer(self.tapGesture)
                }
            }
            @objc func contactTap() { delegate?.callSupport() }
        }
        """
        XCTAssertEqual(lines(source), [7])
    }

    // MARK: - Handlers that open screens

    /// A view controller's root view is a background, unless its tap opens another screen: through a
    /// method named for it (`presentStatusViewController()`) or by opening a URL (a widget opening its app).
    func testRootViewOpeningAScreenByNameOrURL() {
        let source = """
        final class ConnectionBarViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
            }
            @objc private func handleTap() { statusService.presentStatusViewController() }
        }
        final class TodayController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(viewTapped)))
            }
            @objc private func viewTapped() {
                let url = URL(string: "conference://")!
                extensionContext?.open(url, completionHandler: nil)
            }
        }
        final class FormViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
            }
            @objc private func backgroundTapped() { viewModel.refreshLayout() }
        }
        """
        XCTAssertEqual(lines(source), [4, 11])
    }

    // MARK: - RxCocoa handlers

    /// A handler given to the recognizer's RxCocoa stream is read like a `#selector`: a method it calls
    /// that brings the bars back makes the root view's tap a button; a closure that only asks whether
    /// the touch fell outside the panel is a tap outside.
    func testReactiveHandlers() {
        let source = """
        final class ImagePreviewViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let tap = UITapGestureRecognizer()
                tap.rx
                    .event
                    .observe(on: MainScheduler.instance)
                    .subscribe(onNext: { [weak self] _ in
                        self?.toggleNavbarVisibility()
                    })
                    .disposed(by: disposeBag)
                view.addGestureRecognizer(tap)
            }
            private func toggleNavbarVisibility() {
                let willHide = !(navigationController?.isNavigationBarHidden ?? false)
                navigationController?.setNavigationBarHidden(willHide, animated: true)
            }
        }
        final class HelpTransition: NSObject {
            func present(panel: UIView, in containerView: UIView) {
                let dismissTap = UITapGestureRecognizer()
                dismissTap.rx.event.subscribe(onNext: { [weak panel] sender in
                    let point = sender.location(in: panel)
                    if panel?.point(inside: point, with: nil) == false { helpCommand.execute() }
                }).disposed(by: disposeBag)
                containerView.addGestureRecognizer(dismissTap)
            }
        }
        """
        XCTAssertEqual(lines(source), [4])
    }
}
