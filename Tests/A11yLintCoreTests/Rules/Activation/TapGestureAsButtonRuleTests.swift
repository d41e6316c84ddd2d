import XCTest
@testable import A11yLintCore

final class TapGestureAsButtonRuleTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    /// Lines of the tap findings in a project.
    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testChromeHidingIsSilentButRevealingHiddenBarsIsAButton() {
        let source = """
        final class ComicReaderViewController: UIViewController {
            var pageView = UIView()
            lazy var chromeTap: UITapGestureRecognizer = {
                return UITapGestureRecognizer(target: self, action: #selector(self.toggleChrome))
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                let zoneTap = UITapGestureRecognizer(target: self, action: #selector(handleZoneTap(_:)))
                view.addGestureRecognizer(zoneTap)
                let barTap = UITapGestureRecognizer(target: self, action: #selector(barTapped))
                navigationController?.navigationBar.addGestureRecognizer(barTap)
                let doubleTap = UITapGestureRecognizer(target: self, action: #selector(flipFullScreen))
                doubleTap.numberOfTapsRequired = 2
                pageView.addGestureRecognizer(doubleTap)
                let zoomTap = UITapGestureRecognizer(target: self, action: #selector(zoomIn))
                zoomTap.numberOfTapsRequired = 2
                pageView.addGestureRecognizer(zoomTap)
            }
            func attachLater() { pageView.addGestureRecognizer(self.chromeTap) }
            @objc func handleZoneTap(_ tap: UITapGestureRecognizer) {
                let point = tap.location(in: view)
                if point.x < view.bounds.midX { previousPage() } else { toggleBarVisibility() }
            }
            func toggleBarVisibility() { navigationController?.setNavigationBarHidden(!barsHidden, animated: true) }
            @objc func barTapped() { hideBars() }
            @objc func flipFullScreen() { isFullScreen.toggle() }
            @objc func zoomIn() { scrollView.setZoomScale(2, animated: true) }
            @objc func toggleChrome() { navigationController?.isNavigationBarHidden.toggle() }
        }
        """
        // The zone tap on the root view and the full-screen double tap bring bars back; the
        // lazy property is followed to `attachLater`. Hiding the bars and zooming are silent.
        XCTAssertEqual(lines([("Reader.swift", source)]), ["Reader.swift:4", "Reader.swift:8", "Reader.swift:12"])
    }

    func testTapsRemovingTheirOwnViewOrOnBareViewsCloseOverlays() {
        let source = """
        final class NightModeViewController: UIViewController {
            var dimOverlay: UIView?
            var clockLabel = UILabel()
            func lock() {
                let tap = UITapGestureRecognizer(target: self, action: #selector(coverTapped(_:)))
                dimOverlay = UIView(frame: view.bounds)
                dimOverlay?.addGestureRecognizer(tap)
                clockLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(coverTapped(_:))))
            }
            @objc func coverTapped(_ sender: UITapGestureRecognizer) { updateLock(active: false) }
            private func updateLock(active: Bool) {
                if active { view.addSubview(dimOverlay!) } else { dimOverlay?.removeFromSuperview(); refreshClock() }
            }
        }
        final class AccountSwitcherView: UIView {
            @IBOutlet weak var outsideArea: UIView!
            @IBOutlet weak var closeGlyph: UIImageView!
            func awake() {
                outsideArea.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                closeGlyph.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
            }
            @objc func close() { delegate?.switcherDidClose(); removeFromSuperview() }
        }
        """
        // The overlay is removed by a method the handler calls (closing, on a dimming view); the same
        // handler on the clock label is a fake button. The bare UIView outlet closing the switcher
        // that removes itself is its scrim; the visible close glyph is a fake button.
        XCTAssertEqual(lines([("Lock.swift", source)]), ["Lock.swift:8", "Lock.swift:20"])
    }

    func testSwiftUIHelperOverlaysAndSiblingControlsRepeatingTheTap() {
        let source = """
        struct PosterStrip: View {
            @State private var enlarged: Poster?
            @State private var expanded = false
            let summary: String
            private func enlargedPoster() -> some View {
                PosterImage(poster: enlarged!)
                    .scaleEffect(1.4)
                    .onTapGesture { withAnimation { self.enlarged = nil } }
            }
            var body: some View {
                ZStack {
                    VStack {
                        Text(summary)
                            .lineLimit(expanded ? nil : 3)
                            .onTapGesture { expanded.toggle() }
                        Button(expanded ? "Less" : "More") { expanded.toggle() }
                        Text("Cast")
                            .onTapGesture { showCast = true }
                        Button("Share") { share() }
                        Text("Next")
                            .onTapGesture { skipEpisode(); expanded.toggle() }
                        if compact {
                            Text("Open").onTapGesture { open() }
                        } else {
                            Button("Open") { open() }
                        }
                    }
                    if enlarged != nil {
                        self.enlargedPoster()
                    }
                }
            }
        }
        """
        // Only a control beside the view, in the same branch, doing all the tap does covers it.
        XCTAssertEqual(lines([("Strip.swift", source)]), ["Strip.swift:18", "Strip.swift:21", "Strip.swift:23"])
    }

    func testInteractionTurnedOffBeforeAttachingNeverFires() {
        let source = """
        final class GalleryCell: UIView {
            let photo = UIImageView()
            let caption = UILabel()
            func setUp() {
                photo.isUserInteractionEnabled = false
                photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                caption.isUserInteractionEnabled = false
                caption.isUserInteractionEnabled = true
                caption.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
            }
            @objc func open() { delegate?.openPhoto() }
        }
        """
        XCTAssertEqual(lines([("Gallery.swift", source)]), ["Gallery.swift:9"])
    }

    func testLazyClosureRecognizerAttachedToALabel() {
        let source = """
        final class FeedViewController: UIViewController {
            private lazy var titleLabel: UILabel = {
                let label = UILabel()
                label.isUserInteractionEnabled = true
                let tap = UITapGestureRecognizer(target: self, action: #selector(showInspector))
                label.addGestureRecognizer(tap)
                return label
            }()
            @objc func showInspector() { present(InspectorViewController(), animated: true) }
        }
        """
        let found = lint([("Feed.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [5])
        XCTAssertEqual(found.first?.message, TapGestureAsButtonRule.uiKitMessage(view: "'label' (a UILabel)"))
        XCTAssertEqual(found.first?.fix, TapGestureAsButtonRule.uiKitFix())
    }

    /// A recognizer bound with a type annotation is followed to the view it is added to.
    func testAnnotatedRecognizerIsFollowed() {
        let source = """
        final class ReceiptViewController: UIViewController {
            private let totalLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                let tap: UITapGestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(showBreakdown))
                totalLabel.isUserInteractionEnabled = true
                totalLabel.addGestureRecognizer(tap)
            }
            @objc private func showBreakdown() { router.show(.breakdown) }
        }
        """
        XCTAssertEqual(lines([("Receipt.swift", source)]), ["Receipt.swift:5"])
    }

    func testDoubleTapSetElsewhereAndNeverAttachedRecognizersAreSilent() {
        let source = """
        final class PhotoView: UIView {
            private lazy var zoomTap = UITapGestureRecognizer(target: self, action: #selector(zoom))
            private lazy var unused = UITapGestureRecognizer(target: self, action: #selector(zoom))
            let imageView = UIImageView()
            func setUp() {
                zoomTap.numberOfTapsRequired = 2
                imageView.addGestureRecognizer(zoomTap)
            }
            @objc func zoom() { scale *= 2 }
        }
        """
        XCTAssertEqual(lines([("Photo.swift", source)]), [])
    }

    func testButtonSemanticsFromAnExtensionInAnotherFileCount() {
        let view = """
        final class SectionHeaderView: UICollectionReusableView {
            func configure() {
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
            }
            @objc func toggle() { isExpanded.toggle() }
        }
        """
        let extensionFile = """
        extension SectionHeaderView {
            func configureAccessibility() {
                isAccessibilityElement = true
                accessibilityTraits.insert(.button)
            }
        }
        """
        XCTAssertEqual(lines([("SectionHeaderView.swift", view), ("SectionHeaderView+A11y.swift", extensionFile)]), [])
        XCTAssertEqual(lines([("SectionHeaderView.swift", view)]), ["SectionHeaderView.swift:3"])
    }

    func testControlsAndViewsDeclaredAsControlsAreSilent() {
        let source = """
        final class RatingControl: UIControl {
            func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(rate))) }
            @objc func rate() { sendActions(for: .valueChanged) }
        }
        final class Card: UIView {
            let button = UIButton(type: .system)
            func setUp() { button.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open))) }
            @objc func open() { delegate?.open() }
        }
        """
        XCTAssertEqual(lines([("Controls.swift", source)]), [])
    }

    func testFactoryFromAnotherFileIsACreationSite() {
        let factory = """
        extension UIViewController {
            func makeTap(_ action: Selector) -> UITapGestureRecognizer { UITapGestureRecognizer(target: self, action: action) }
        }
        """
        let use = """
        final class ProfileViewController: UIViewController {
            let avatar = UIImageView()
            override func viewDidLoad() {
                super.viewDidLoad()
                avatar.addGestureRecognizer(makeTap(#selector(openAvatar)))
            }
            @objc func openAvatar() { show(AvatarViewController(), sender: self) }
        }
        """
        XCTAssertEqual(lines([("Factory.swift", factory), ("Profile.swift", use)]), ["Profile.swift:5"])
    }

    func testSwiftUIContainersControlsAndSelectionLists() {
        let source = """
        struct Rows: View {
            @Binding var selection: Item.ID?
            var body: some View {
                List(items, selection: $selection) { item in
                    Text(item.title).onTapGesture { selection = item.id }
                }
                Button { save() } label: { Text("Save").onTapGesture { save() } }
                HStack { Text("Options"); Button("Configure") { configure() } }
                    .contentShape(Rectangle())
                    .onTapGesture { configure() }
            }
        }
        """
        XCTAssertEqual(lines([("Rows.swift", source)]), [])
    }

    func testAncestorActionCoversOnlyTheSameAction() {
        let source = """
        struct StatusRow: View {
            var body: some View {
                VStack {
                    Text(status.author).onTapGesture { router.openProfile(status.author) }
                    Text(status.tag).onTapGesture { router.openTag(status.tag) }
                }
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Open author") { router.openProfile(status.author) }
            }
        }
        """
        XCTAssertEqual(lines([("StatusRow.swift", source)]), ["StatusRow.swift:5"])
    }

    func testEveryUseHiddenInAnotherFileCoversTheView() {
        let avatar = """
        struct SmallAvatar: View {
            var body: some View { Image("avatar").onTapGesture { router.openProfile(account) } }
        }
        """
        let row = """
        struct NotificationRow: View {
            var body: some View { HStack { SmallAvatar().accessibilityHidden(true); Text(title) } }
        }
        """
        XCTAssertEqual(lines([("SmallAvatar.swift", avatar), ("NotificationRow.swift", row)]), [])
        XCTAssertEqual(lines([("SmallAvatar.swift", avatar)]), ["SmallAvatar.swift:2"])
    }

    func testCountsHandlersAndChainsAcrossIfBlocks() {
        let source = """
        struct Screen: View {
            @FocusState var focused: Bool
            @Binding var isPresented: Bool
            var body: some View {
                Color.black.opacity(0.3).onTapGesture { withAnimation { isPresented = false } }
                Image("logo").gesture(TapGesture(count: 2).onEnded { reset() })
                Form { TextField("Name", text: $name) }.onTapGesture(perform: dismissKeyboard)
                Image("map")
                    // a comment between links
                    #if os(iOS)
                    .onTapGesture { openMap() }
                    #endif
                    .accessibilityAddTraits(.isButton)
                Text("Tags").onTapGesture { showTags = true }
            }
            func dismissKeyboard() { focused = false }
        }
        """
        XCTAssertEqual(lines([("Screen.swift", source)]), ["Screen.swift:14"])
    }

    func testDismissalWordsOptionExemptsMoreHandlers() throws {
        var options = TapGestureAsButtonRule.Options()
        options.dismissalWords = ["collapse"]
        let rule = ConfiguredRule(TapGestureAsButtonRule(options: options))
        let source = "struct A: View { var body: some View { Text(\"x\").onTapGesture { collapseAll() } } }"
        let configuration = Configuration(rules: [rule])
        let found = Linter(configuration: configuration).lint([SourceInput(path: "A.swift", bytes: Array(source.utf8))], jobs: 1)
        XCTAssertEqual(found.findings.count, 0)
        XCTAssertEqual(lines([("A.swift", source)]).count, 1)
    }

    func testVisibleCloseIconsAreFakeButtonsButScrimsAreNot() {
        let source = """
        struct Sheet: View {
            @Environment(\\.dismiss) var dismiss
            @Binding var isPresented: Bool
            var body: some View {
                ZStack {
                    Color.black.opacity(0.4).onTapGesture { isPresented = false }
                    Image(systemName: "xmark.circle.fill").onTapGesture { dismiss() }
                    Text("Cancel").onTapGesture { isPresented = false }
                }
            }
        }
        final class BannerView: UIView {
            let closeIcon = UIImageView()
            let dimmingView = UIView()
            func setUp() {
                closeIcon.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeTapped)))
                dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeTapped)))
            }
            @objc func closeTapped() { removeFromSuperview(); delegate?.bannerDidClose() }
        }
        """
        XCTAssertEqual(lines([("Sheet.swift", source)]), ["Sheet.swift:7", "Sheet.swift:8", "Sheet.swift:16"])
    }

    func testSiblingLazyClosuresKeepTheirRecognizersApart() {
        let source = """
        final class HomeViewController: UIViewController {
            private lazy var promoBanner: UIView = {
                let banner = UIView()
                let tap = UITapGestureRecognizer(target: self, action: #selector(openPromo))
                banner.addGestureRecognizer(tap)
                return banner
            }()
            private lazy var newsBanner: UIView = {
                let banner = UIView()
                let tap = UITapGestureRecognizer(target: self, action: #selector(openNews))
                banner.accessibilityTraits = [.button]
                banner.addGestureRecognizer(tap)
                return banner
            }()
            @objc func openPromo() { show(PromoViewController(), sender: self) }
            @objc func openNews() { show(NewsViewController(), sender: self) }
        }
        """
        XCTAssertEqual(lines([("Home.swift", source)]), ["Home.swift:4"])
    }

    func testUnrelatedControlsAndNamedActionsDoNotCoverTheTap() {
        let source = """
        struct PostCard: View {
            var body: some View {
                VStack { Text(post.caption); Button { viewModel.like(post) } label: { Image(systemName: "heart") } }
                    .onTapGesture { router.navigate(to: .post(post.id)) }
                Text(post.caption)
                    .onTapGesture { router.navigate(to: .post(post.id)) }
                    .accessibilityAction(named: Text("Report")) { viewModel.report(post) }
                Text(post.caption)
                    .onTapGesture { router.navigate(to: .post(post.id)) }
                    .accessibilityAction(named: Text("Open")) { router.navigate(to: .post(post.id)) }
                HStack { Text("Notifications"); Button("Configure…") { showSettings = true } }
                    .onTapGesture { showSettings = true }
            }
        }
        """
        XCTAssertEqual(lines([("PostCard.swift", source)]), ["PostCard.swift:4", "PostCard.swift:6"])
    }

    func testKeyboardDismissalIdiomsAndMultiTapShortcuts() {
        let source = """
        struct Form: View {
            @State private var taps = 0
            var body: some View {
                VStack { TextField("Name", text: $name) }
                    .onTapGesture { UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) }
                Image("logo").onTapGesture(perform: registerSecretTap)
            }
            func registerSecretTap() {
                taps += 1
                guard taps >= 7 else { return }
                showDebugMenu()
            }
        }
        """
        XCTAssertEqual(lines([("Form.swift", source)]), [])
    }

    /// Handlers that read the touch point are spatial; `beginEditing()` only focuses;
    /// a recognizer given `allowedPressTypes` listens for remote presses. A `location`
    /// property or a `location(…)` call without `in:` is no touch read.
    func testSpatialFocusAndPressHandlersAreSilent() {
        let source = """
        final class MapViewController: UIViewController {
            let canvas = UIView(); let field = UIView(); let remote = UIView(); let pin = UIImageView()
            override func viewDidLoad() {
                super.viewDidLoad()
                canvas.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(drop(_:))))
                field.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(edit)))
                let press = UITapGestureRecognizer(target: self, action: #selector(openPin))
                press.allowedPressTypes = [NSNumber(value: UIPress.PressType.playPause.rawValue)]
                remote.addGestureRecognizer(press)
                let pinTap = UITapGestureRecognizer(target: self, action: #selector(openPin))
                pin.addGestureRecognizer(pinTap)
                pin.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openNearby)))
            }
            @objc func drop(_ gesture: UITapGestureRecognizer) { model.drop(at: gesture.location(in: canvas)) }
            @objc func edit() { titleView.beginEditing() }
            @objc func openPin() { router.show(.pin(location(named: "home"))) }
            @objc func openNearby() { router.show(.nearby(manager.location)) }
        }
        """
        XCTAssertEqual(lines([("Map.swift", source)]), ["Map.swift:10", "Map.swift:12"])
    }

    /// A tap on a floating placeholder that only moves focus into its field, through a closure
    /// or a method named for it, is no button; focusing a map's camera on a place is an action.
    func testTapsThatOnlyFocusAFieldAreSilent() {
        let source = """
        struct FloatingField: View {
            let focusOnField: () -> Void
            let focusOnLocation: () -> Void
            var body: some View {
                Text("Email").onTapGesture { focusOnField() }
                Text("Search").onTapGesture { focusSearchInput() }
                Text("Harbour").onTapGesture { focusOnLocation() }
            }
        }
        """
        XCTAssertEqual(lines([("Field.swift", source)]), ["Field.swift:7"])
        XCTAssertTrue(SyntaxIndex.namesFieldFocus("focusTextField"))
        XCTAssertFalse(SyntaxIndex.namesFieldFocus("focus"))
        XCTAssertFalse(SyntaxIndex.namesFieldFocus("refocusField"))
    }

    /// Removing, hiding or popping closes something: exempt on an overlay or a
    /// background, still a fake button on a visible label.
    func testRemovingHidingAndPoppingCloseOnlyBackgrounds() {
        let source = """
        final class ShadeView: UIView {
            func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(vanish))) }
            @objc func vanish() { removeFromSuperview() }
        }
        final class TitleView: UIView {
            func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(vanish))) }
            @objc func vanish() { removeFromSuperview() }
        }
        final class PageViewController: UIViewController {
            let dimmingView = UIView(); let titleLabel = UILabel()
            func setUp() {
                dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hideDim)))
                titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(back)))
            }
            @objc func hideDim() { dimmingView.isHidden = true }
            @objc func back() { navigationController?.popViewController(animated: true) }
        }
        """
        XCTAssertEqual(lines([("Views.swift", source)]), ["Views.swift:6", "Views.swift:13"])
    }

    /// `self.onTapGesture()` calls a stored closure; the modifier always takes an action.
    func testCallingAStoredOnTapGestureClosureIsNotTheModifier() {
        let source = """
        struct Card: View {
            let onTapGesture: () -> Void
            var body: some View {
                Text("Card").gesture(DragGesture().onEnded { _ in self.onTapGesture() })
                Text("Other").onTapGesture { router.open(.card) }
            }
        }
        """
        XCTAssertEqual(lines([("Card.swift", source)]), ["Card.swift:5"])
    }

    /// A tap that turns off the state showing the tapped view closes its own overlay;
    /// the same reset on a view shown unconditionally is still a fake button.
    func testTapClosingTheOverlayItSitsInIsSilent() {
        let source = """
        struct Toast: View {
            @State private var isShown = false
            @State private var other = false
            var body: some View {
                VStack {
                    if isShown {
                        Text("Saved").onTapGesture { isShown = false }
                    }
                    if other {
                        Text("Undo").onTapGesture { isShown = false }
                    }
                    Text("Reset").onTapGesture { isShown = false }
                }
            }
        }
        """
        XCTAssertEqual(lines([("Toast.swift", source)]), ["Toast.swift:10", "Toast.swift:12"])
    }

    /// A view given a see-through background is a scrim: closing from it is fine,
    /// closing from an opaque view is a fake close button.
    func testTranslucentViewsAreScrimsForClosingTaps() {
        let source = """
        final class DrawerController: UIViewController {
            let shield = UIView(); let header = UIView()
            func setUp() {
                self.shield.backgroundColor = .black.withAlphaComponent(0.3)
                shield.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                header.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1.0)
                header.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
            }
            @objc func close() { dismiss(animated: true) }
        }
        final class HandleView: UIView {
            func setUp() { self.backgroundColor = UIColor(white: 0, alpha: 0.01) }
        }
        final class PlayerController: UIViewController {
            let handle: HandleView? = nil
            func setUp() { handle!.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close))) }
            @objc func close() { dismiss(animated: true) }
        }
        """
        XCTAssertEqual(lines([("Drawer.swift", source)]), ["Drawer.swift:7", "Drawer.swift:16"])
    }

    /// A selector resolves to the method of its own type when two types in the file
    /// declare a method of that name.
    func testSelectorResolvesInItsOwnType() {
        let source = """
        final class ChipView: UIView {
            func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) }
            @objc func tapped() { onSelect?(self) }
        }
        final class ChipField: UIView {
            func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) }
            @objc func tapped() { input.becomeFirstResponder() }
        }
        """
        XCTAssertEqual(lines([("Chips.swift", source)]), ["Chips.swift:2"])
    }
}
