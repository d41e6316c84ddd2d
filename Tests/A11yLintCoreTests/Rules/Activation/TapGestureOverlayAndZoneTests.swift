import XCTest
@testable import A11yLintCore

/// Round 12's edge cases: overlays that take themselves away or dim in another extension, a one-shot
/// recognizer removing itself, a component's own button-trait switch, Allman-style trailing closures,
/// edge tap zones and hit-tested subviews, and a root view opening a gallery controller.
final class TapGestureOverlayAndZoneTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    /// A dimming cover given its see-through colour in the class body while the recognizer is added in
    /// a `private extension` of it is a scrim; an opaque one (another type's colour) is still reported.
    func testScrimColouredInAnotherExtensionOfTheType() {
        let source = """
        final class DrawerController: UIViewController {
            private let shadeCover = UIView()
            private let infoCard = UIView()
            func applyTheme() {
                shadeCover.backgroundColor = .black.withAlphaComponent(0.4)
                infoCard.backgroundColor = .secondarySystemBackground
            }
            func closeDrawer() { drawerOpen = false }
        }
        private extension DrawerController {
            func installCover() {
                shadeCover.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(coverTapped)))
                infoCard.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(coverTapped)))
            }
            @objc func coverTapped() { closeDrawer() }
        }
        """
        XCTAssertEqual(lines([("DrawerController.swift", source)]), ["DrawerController.swift:13"])
    }

    /// A view holding content whose own tap removes it and tells its delegate it was dismissed (a
    /// full-screen picker's container) takes itself away; one whose tap also picks something is an action.
    func testViewRemovingItselfOnTap() {
        let source = """
        final class TonePickerOverlay: UIView {
            weak var delegate: TonePickerOverlayDelegate?
            func install() {
                addSubview(palette)
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(outsideTapped)))
            }
            @objc private func outsideTapped() {
                removeFromSuperview()
                delegate?.tonePickerDidDismiss()
            }
        }
        final class ToneChip: UIView {
            weak var delegate: ToneChipDelegate?
            func install() {
                addSubview(toneLabel)
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(chipTapped)))
            }
            @objc private func chipTapped() {
                removeFromSuperview()
                delegate?.toneChipPicked(tone)
            }
        }
        """
        XCTAssertEqual(lines([("Tones.swift", source)]), ["Tones.swift:16"])
    }

    /// A handler that ends editing and takes its one-shot recognizer away only dismisses the keyboard.
    func testOneShotRecognizerRemovingItselfIsBookkeeping() {
        let source = """
        final class FieldListController: UIViewController {
            let list = UITableView()
            func beginInlineEdit() {
                let tap = UITapGestureRecognizer(target: self, action: #selector(tapOutside(_:)))
                list.addGestureRecognizer(tap)
            }
            @objc func tapOutside(_ gesture: UITapGestureRecognizer) {
                gesture.view?.endEditing(true)
                gesture.view?.removeGestureRecognizer(gesture)
            }
        }
        """
        XCTAssertEqual(lines([("FieldListController.swift", source)]), [])
    }

    /// A component that maps its own flag to the button trait (`flag ? .isButton : .isImage`) in one
    /// file: a type setting that flag on the view it makes tappable gives it the trait, through a local
    /// holding the view's state too; a flag not named for a button, or set to `false`, does not.
    func testComponentButtonTraitFlag() {
        let badge = """
        struct BadgeContent: View {
            @ObservedObject var state: BadgeState
            var body: some View {
                Circle()
                    .accessibility(addTraits: state.showsAsButtonTrait ? .isButton : .isImage)
                    .accessibility(addTraits: state.highlighted ? .isButton : .isImage)
            }
        }
        """
        let header = """
        final class ProfileHeader: UIView {
            var badge: BadgeView?
            var other: BadgeView?
            var third: BadgeView?
            func install() {
                guard let badge, let other, let third else { return }
                let badgeState = badge.state
                badgeState.showsAsButtonTrait = onBadgeTapped != nil
                other.state.highlighted = true
                third.state.showsAsButtonTrait = false
                badge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(badgeTapped)))
                other.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(badgeTapped)))
                third.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(badgeTapped)))
            }
            @objc func badgeTapped() { onBadgeTapped?() }
        }
        """
        XCTAssertEqual(lines([("BadgeContent.swift", badge), ("ProfileHeader.swift", header)]),
                       ["ProfileHeader.swift:12", "ProfileHeader.swift:13"])
    }

    /// `.onTapGesture` with its closure on the next line (Allman style) is read like one on the same line.
    func testAllmanStyleTrailingClosure() {
        let source = """
        struct NoticePill: View
        {
            @State private var isShowingNotes = false
            var body: some View
            {
                Label("Notes available", systemImage: "note.text")
                    .onTapGesture
                    {
                        isShowingNotes.toggle()
                    }
                    .popover(isPresented: $isShowingNotes)
                    {
                        Text("Notes")
                    }
            }
        }
        """
        XCTAssertEqual(lines([("NoticePill.swift", source)]), ["NoticePill.swift:7"])
    }

    /// Edge zones (the left and right 44 points page through photos) are hidden buttons; a point read
    /// for a bounds guard alone stays a spatial input (tap to focus).
    func testEdgeTapZonesAreHiddenButtons() {
        let source = """
        final class PhotoPagerController: UIViewController {
            @IBOutlet weak var pager: PhotoScrollView!
            @IBOutlet weak var preview: UIView!
            override func viewDidLoad() {
                super.viewDidLoad()
                pager.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pagerTapped(_:))))
                preview.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(focusTapped(_:))))
            }
            @objc func pagerTapped(_ sender: UITapGestureRecognizer) {
                let point = sender.location(in: sender.view)
                if point.x < 44 { showPrevious() }
                if point.x > pager.bounds.width - 44 { showNext() }
            }
            @objc func focusTapped(_ sender: UITapGestureRecognizer) {
                let point = sender.location(in: preview)
                if point.x < 0 { return }
                camera.focus(at: point)
            }
        }
        """
        XCTAssertEqual(lines([("PhotoPagerController.swift", source)]), ["PhotoPagerController.swift:6"])
    }

    /// A touch hit-tested against a subview's frame picks that subview: the tap activates it.
    func testTouchHitTestedAgainstSubviewFrames() {
        let source = """
        final class CommentCell: UITableViewCell {
            let attachmentsHolder = UIView()
            var thumbnails: [UIImageView] = []
            func setUp() {
                attachmentsHolder.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(holderTapped(_:))))
            }
            @objc func holderTapped(_ gesture: UITapGestureRecognizer) {
                let point = gesture.location(in: attachmentsHolder)
                for thumbnail in thumbnails where thumbnail.frame.contains(point) {
                    onOpenAttachment?(thumbnail.tag)
                }
            }
        }
        """
        XCTAssertEqual(lines([("CommentCell.swift", source)]), ["CommentCell.swift:5"])
    }

    /// A tap on a view controller's root view that presents a gallery library's controller opens
    /// another screen (the whole view is a button); one that only ends editing is a background tap.
    func testRootViewPresentingAGalleryController() {
        let source = """
        final class SpeciesPhotosController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(photosTapped)))
            }
            @objc func photosTapped() {
                let gallery = PhotoGalleryController(items: items)
                presentPhotoGalleryController(gallery, animated: true)
            }
        }
        final class SpeciesNotesController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
            }
            @objc func backgroundTapped() { view.endEditing(true) }
        }
        """
        XCTAssertEqual(lines([("SpeciesPhotosController.swift", source)]), ["SpeciesPhotosController.swift:4"])
    }
    /// Objective-C: a root view's tap that presents a gallery controller is reported; a `tapAway:` that
    /// ends editing and removes its recognizer is not.
    func testObjectiveCGalleryAndTapAway() throws {
        guard (try? LibClang.load().get()) != nil else { throw XCTSkip("libclang is not available") }
        let implementation = """
        @interface SpeciesGalleryController : UIViewController
        @property (nonatomic, strong) UITableView *tableView;
        @property (nonatomic, strong) UITapGestureRecognizer *tapAwayGesture;
        @end
        @implementation SpeciesGalleryController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(photoTapped)];
            [self.view addGestureRecognizer:tap];
        }
        - (void)photoTapped {
            PhotoGalleryController *gallery = [PhotoGalleryController galleryWithItems:self.items];
            [self presentPhotoGalleryController:gallery animated:YES completion:nil];
        }
        - (void)beginNoteEditing {
            self.tapAwayGesture = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tapAway:)];
            [self.tableView addGestureRecognizer:self.tapAwayGesture];
        }
        - (void)tapAway:(UITapGestureRecognizer *)gesture {
            [gesture.view endEditing:YES];
            [gesture.view removeGestureRecognizer:gesture];
        }
        @end
        """
        XCTAssertEqual(lines([("SpeciesGalleryController.m", implementation)]), ["SpeciesGalleryController.m:8"])
    }
}
