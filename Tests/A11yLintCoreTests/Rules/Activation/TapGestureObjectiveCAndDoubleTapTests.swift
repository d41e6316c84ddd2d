import XCTest
@testable import A11yLintCore

/// Objective-C views resolved like Swift ones (instance variables in braces, header properties
/// reached through their `_name` storage), and the double-tap policy: a second gesture beside a
/// single tap, or one that only transforms the picture, is no button.
final class TapGestureObjectiveCAndDoubleTapTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    /// An outlet instance variable typed `UIButton` is a control; one typed `UILabel` is not; a
    /// header property is found through its storage name; a `_name` nothing declares stays unknown.
    func testInstanceVariablesAndHeaderPropertiesGiveTheViewsType() throws {
        guard (try? LibClang.load().get()) != nil else { throw XCTSkip("libclang is not available") }
        let header = """
        @interface PlayerBar : UIView
        @property (nonatomic, weak) IBOutlet UIButton *repeatButton;
        @property (nonatomic, strong) UILabel *elapsedLabel;
        @end
        """
        let implementation = """
        @implementation PlayerBar {
            __weak IBOutlet UIButton *_shuffleButton;
            UILabel *_titleLabel, *_artistLabel;
            IBOutlet UIView *_artworkHolder;
        }
        - (void)awakeFromNib {
            [_shuffleButton addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(open:)]];
            [_repeatButton addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(open:)]];
            [_titleLabel addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(open:)]];
            [_artistLabel addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(open:)]];
            [_elapsedLabel addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(open:)]];
            [_artworkHolder addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(open:)]];
        }
        - (void)open:(UITapGestureRecognizer *)sender { [self.delegate playerBarDidRequestQueue:self]; }
        @end
        """
        XCTAssertEqual(lines([("PlayerBar.h", header), ("PlayerBar.m", implementation)]),
                       ["PlayerBar.m:9", "PlayerBar.m:10", "PlayerBar.m:11", "PlayerBar.m:12"])
    }

    /// A double tap beside a single tap on the same view is that view's second gesture (the single
    /// tap is reported); one that flips, mirrors or rotates the picture is a display tweak; a double
    /// tap alone that calls out is judged like a single tap, and `count: 1` is a single tap.
    func testDoubleTapsBesideASingleTapOrTransformingThePicture() {
        let source = """
        struct Tiles: View {
            var body: some View {
                VStack {
                    Image("a").onTapGesture(count: 2) { store.like(a) }.onTapGesture { router.open(a) }
                    Image("b").onTapGesture(count: 2) { preview.mirrorHorizontally() }
                    Image("c").onTapGesture(count: 2) { preview.rotateClockwise() }
                    Image("d").onTapGesture(count: 2) { store.like(d) }
                    Image("e").onTapGesture(count: 2) { store.like(e) }.onTapGesture(count: 1) { router.open(e) }
                    Image("f").onTapGesture(count: 2) { store.like(f) }.onTapGesture(count: 3) { debug.show() }
                }
            }
        }
        """
        XCTAssertEqual(lines([("Tiles.swift", source)]),
                       ["Tiles.swift:4", "Tiles.swift:7", "Tiles.swift:8", "Tiles.swift:9"])
    }
    /// A recognizer created without a target and given its handler later (`tap.addTarget(self, action:)`)
    /// is followed into that handler like one passed to the initializer: one that only logs is silent.
    func testHandlerAddedLaterIsFollowed() {
        let source = """
        final class PreviewBubble: UIView {
            private let logTap = UITapGestureRecognizer()
            private let openTap = UITapGestureRecognizer()
            override init(frame: CGRect) {
                super.init(frame: frame)
                logTap.addTarget(self, action: #selector(logTapped))
                openTap.addTarget(self, action: #selector(openTapped))
                addGestureRecognizer(logTap)
                caption.addGestureRecognizer(openTap)
            }
            @objc func logTapped() { print("tapped") }
            @objc func openTapped() { delegate?.openPreview() }
        }
        """
        XCTAssertEqual(lines([("PreviewBubble.swift", source)]), ["PreviewBubble.swift:3"])
    }
    /// An empty plain view its owner removes together with itself (`removeFromSuperview` override) is the
    /// overlay's catch area, whatever the handler calls; not when the tap opens a screen, and not for an
    /// empty view that outlives the overlay.
    func testCatchAreaRemovedWithItsOverlay() {
        let source = """
        final class Popover: UIView {
            private let shield = UIView()
            private let glass = UIView()
            func attach(to host: UIView) {
                shield.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
                shield.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openHelp)))
                glass.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
                host.addSubview(shield)
                host.addSubview(glass)
            }
            @objc func toggle() { delegate?.popoverToggle() }
            @objc func openHelp() { host?.present(HelpViewController(), animated: true) }
            override func removeFromSuperview() {
                super.removeFromSuperview()
                shield.removeFromSuperview()
            }
        }
        """
        XCTAssertEqual(lines([("Popover.swift", source)]), ["Popover.swift:6", "Popover.swift:7"])
    }
}
