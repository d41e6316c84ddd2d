import XCTest
@testable import A11yLintCore

/// Edge cases of the taps that repeat what something accessible already does (cell selection,
/// a control inside the tapped view, a screen's own exit) or do nothing (a hint animation), and
/// of the taps that stay findings although they look alike.
final class TapGestureRepeatedActionTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testCellSelectionRepeatedOnlyForTheCellTheRepeaterTakes() {
        let cells = """
        final class TrackCell: UITableViewCell {
            weak var delegate: TrackCellDelegate?
            let titleLabel = UILabel()
            func configure() {
                titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(titleTapped)))
            }
            @objc func titleTapped() { delegate?.selectTrack(self) }
        }
        final class AlbumCell: UITableViewCell {
            weak var delegate: TrackCellDelegate?
            let coverLabel = UILabel()
            func configure() {
                coverLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(coverTapped)))
            }
            @objc func coverTapped() { delegate?.selectTrack(self) }
        }
        final class TrackHeader: UIView {
            weak var delegate: TrackCellDelegate?
            let titleLabel = UILabel()
            func configure() {
                titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(titleTapped)))
            }
            @objc func titleTapped() { delegate?.selectTrack(self) }
        }
        """
        let controller = """
        final class TracksViewController: UIViewController {
            let tableView = UITableView()
            func selectTrack(_ cell: TrackCell) {
                guard let indexPath = tableView.indexPath(for: cell) else { return }
                tableView(tableView, didSelectRowAt: indexPath)
            }
        }
        """
        // The album cell is not the type the repeater takes; the header is no cell at all.
        XCTAssertEqual(lines([("Cells.swift", cells), ("Tracks.swift", controller)]), ["Cells.swift:13", "Cells.swift:21"])
    }

    func testHintAnimationsMustPutBackWhatTheyMove() {
        let source = """
        final class HintViews: UIView {
            let bounceLabel = UILabel()
            let moveLabel = UILabel()
            let callLabel = UILabel()
            var offset: NSLayoutConstraint?
            func configure() {
                bounceLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(bounce)))
                moveLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(slideAway)))
                callLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(nudgeAndSave)))
            }
            @objc func bounce() {
                UIView.animate(withDuration: 0.2, delay: 0, options: [.autoreverse]) {
                    self.bounceLabel.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                }
            }
            @objc func slideAway() {
                UIView.animate(withDuration: 0.2) { self.offset?.constant = 200 }
            }
            @objc func nudgeAndSave() {
                UIView.animate(withDuration: 0.2, animations: { self.offset?.constant = 10 }) { _ in
                    self.offset?.constant = 0
                    self.store.save()
                }
            }
        }
        """
        XCTAssertEqual(lines([("Hints.swift", source)]), ["Hints.swift:8", "Hints.swift:9"])
    }

    func testDoubleTapsAreJudgedWhenTheyCallOut() {
        let source = """
        struct Tiles: View {
            let model: Model
            @State private var magnified = false
            func zoomIn() { magnified.toggle() }
            var body: some View {
                VStack {
                    Text("a").gesture(TapGesture(count: 2).onEnded { model.deleteAll() })
                    Text("b").onTapGesture(count: 2, perform: zoomIn)
                    Text("c").onTapGesture(count: 2, perform: handlerFromElsewhere)
                    Text("d").onTapGesture(count: 1) { model.deleteAll() }
                    Text("e").onTapGesture(count: 2) { resetLayout(); isCompact.toggle() }
                }
            }
        }
        """
        // A handler that cannot be read, or that only calls the view's own methods and flips its
        // state, stays silent; count: 1 is a single tap.
        XCTAssertEqual(lines([("Tiles.swift", source)]), ["Tiles.swift:7", "Tiles.swift:10"])
    }

    func testCustomViewControlMustDoEverythingTheTapDoes() {
        let bar = """
        struct ChapterBar: View {
            func next() { chapter += 1 }
            var body: some View { HStack { Text("Chapter"); Button("Next") { next() } } }
        }
        """
        let host = """
        struct Reader: View {
            func next() { chapter += 1 }
            func bookmark() { bookmarked = true }
            var body: some View {
                VStack {
                    ChapterBar().onTapGesture { next() }
                    ChapterBar().onTapGesture { next(); bookmark() }
                }
            }
        }
        """
        XCTAssertEqual(lines([("ChapterBar.swift", bar), ("Reader.swift", host)]), ["Reader.swift:7"])
    }

    func testSubviewButtonElementNeedsToBeListed() {
        let banners = """
        final class ListedBanner: UIView {
            private let area = UIView()
            func configure() {
                area.accessibilityTraits.insert(.button)
                accessibilityElements = [area]
            }
        }
        final class UnlistedBanner: UIView {
            private let area = UIView()
            func configure() { area.accessibilityTraits.insert(.button) }
        }
        """
        let footers = """
        final class ListedFooter: UIView {
            let banner = ListedBanner()
            func configure() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open))) }
            @objc func open() { delegate?.open() }
        }
        final class UnlistedFooter: UIView {
            let banner = UnlistedBanner()
            func configure() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open))) }
            @objc func open() { delegate?.open() }
        }
        """
        XCTAssertEqual(lines([("Banners.swift", banners), ("Footers.swift", footers)]), ["Footers.swift:8"])
    }

    func testLeavingTheScreenNeedsTheScreensOwnExitControl() {
        let source = """
        final class DoneBarViewController: UIViewController {
            let photo = UIImageView()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))
                photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(leave)))
            }
            @objc func finish() { dismiss(animated: true) }
            @objc func leave() { navigationController?.popViewController(animated: true) }
        }
        final class ShareOnlyViewController: UIViewController {
            let photo = UIImageView()
            let shareButton = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
                let tap = UITapGestureRecognizer(target: self, action: #selector(leave))
                tap.addTarget(self, action: #selector(finish))
                photo.addGestureRecognizer(tap)
            }
            @objc func share() {}
            @objc func leave() { navigationController?.popViewController(animated: true) }
            @objc func finish() { dismiss(animated: true) }
        }
        """
        // The second screen's only control shares; the recognizer's own target is no exit control.
        XCTAssertEqual(lines([("Screens.swift", source)]), ["Screens.swift:17"])
    }

    func testRootViewTapThatOpensAScreenIsAButton() {
        let source = """
        final class CoverViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openDetails)))
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(wake)))
            }
            @objc func openDetails() { navigationController?.pushViewController(DetailsViewController(), animated: true) }
            @objc func wake() { view.alpha = 1 }
        }
        """
        XCTAssertEqual(lines([("Cover.swift", source)]), ["Cover.swift:4"])
    }

    func testViewControllersAreFoundThroughTheHierarchy() throws {
        let source = """
        final class FeedViewController: UIViewController {}
        final class TimelineViewController: FeedViewController {}
        final class SettingsHostingController: UIHostingController<SettingsView> {}
        final class MapPinViewController: NSObject {}
        final class SheetViewController: UIView {}
        final class LibraryBasedViewController: ASDKViewController {}
        final class Coordinator: ExternalCoordinator {}
        """
        // An extension in a file read first does not make its protocol the superclass.
        let extensionFirst = """
        extension PlayerScreenViewController: PlayerControlsDelegate {}
        protocol PlayerControlsDelegate {}
        """
        let player = "final class PlayerScreenViewController: FeedViewController {}"
        let names = NameTable(names: FileFacts.names)
        let facts = [("Player+Controls.swift", extensionFirst), ("Player.swift", player), ("Types.swift", source)].map { file in
            let sourceFile = SourceFile(path: file.0, bytes: Array(file.1.utf8))
            let index = SyntaxIndex(source: sourceFile, stream: Lexer.lex(sourceFile.bytes), names: names)
            return FileFacts.extract(from: CollectionContext(index: index, names: names))
        }
        let model = ProjectModel(facts: facts)
        XCTAssertEqual(model.superclass(of: "PlayerScreenViewController"), "FeedViewController")
        XCTAssertTrue(model.isViewController("PlayerScreenViewController"))
        XCTAssertTrue(model.isViewController("TimelineViewController"))
        XCTAssertTrue(model.isViewController("SettingsHostingController"))
        XCTAssertTrue(model.isViewController("LibraryBasedViewController"))
        XCTAssertTrue(model.isViewController("UITableViewController"))
        XCTAssertFalse(model.isViewController("MapPinViewController"))
        XCTAssertFalse(model.isViewController("SheetViewController"))
        XCTAssertFalse(model.isViewController("Coordinator"))
    }
}
