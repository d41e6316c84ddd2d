import XCTest
@testable import A11yLintCore

/// A tap whose every effect a labeled, visible control of the same screen performs is a bigger target
/// for that control; the control may live in another file (an extension), in another type of the
/// screen (a view it embeds), or be a menu's `UIAction` whose handler a local closure holds. A control
/// with another effect, an unlabeled or hidden one, one on a presented screen or in the other branch
/// of the tap's `if` does not count.
final class TapGestureScreenControlTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testSwiftUITapRepeatingAButtonOfItsViewType() {
        let view = """
        struct SynopsisView: View {
            let synopsis: String
            @State private var isExpanded = false
            @State private var canExpand = false
            @State private var showsCast = false
            @State private var rating = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Text(synopsis)
                        .lineLimit(isExpanded ? nil : 3)
                        .onTapGesture { withAnimation(.easeInOut) { isExpanded.toggle() } }
                    if canExpand {
                        Button(isExpanded ? "Show less" : "Show more") { withAnimation { isExpanded.toggle() } }
                    }
                    Image("cast")
                        .onTapGesture { showsCast = true }
                    Button { showsCast = true } label: { Image(systemName: "person.3") }
                    Image("star")
                        .onTapGesture { rating = 5 }
                    Button("Clear rating") { rating = 0 }
                    Image("star.hidden")
                        .onTapGesture { rating = 4 }
                    Button("Four stars") { rating = 4 }
                        .hidden()
                }
            }
        }
        """
        // The synopsis repeats "Show more" (in an `if` beside it, not another branch); the cast image's
        // Button has only an icon; the star sets another rating than "Clear rating"; "Four stars" is hidden.
        XCTAssertEqual(lines([("SynopsisView.swift", view)]),
                       ["SynopsisView.swift:16", "SynopsisView.swift:19", "SynopsisView.swift:22"])
    }

    func testControlsInOtherBranchesOrPresentedScreensDoNotCount() {
        let view = """
        struct TicketRow: View {
            let ticket: Ticket
            @State private var isEditing = false
            @State private var showsDetails = false
            var body: some View {
                Group {
                    if isEditing {
                        Button("Done") { isEditing.toggle() }
                    } else {
                        Text(ticket.title)
                            .onTapGesture { isEditing.toggle() }
                    }
                }
                Text(ticket.venue)
                    .onTapGesture { showsDetails = true }
                    .sheet(isPresented: $isEditing) {
                        Button("Open details") { showsDetails = true }
                    }
            }
        }
        """
        XCTAssertEqual(lines([("TicketRow.swift", view)]), ["TicketRow.swift:11", "TicketRow.swift:15"])
    }

    func testSwiftUIControlOfAnEmbeddedViewOnAnotherObject() {
        let bar = """
        struct PlaybackControls: View {
            @ObservedObject var player: AudioPlayer
            var body: some View {
                HStack {
                    Button("Play or pause") { player.togglePlayback() }
                    Button("Next") { player.skip(by: 30) }
                }
            }
        }
        """
        let screen = """
        struct EpisodeScreen: View {
            @ObservedObject var player: AudioPlayer
            @ObservedObject var queue: EpisodeQueue
            var body: some View {
                VStack {
                    Image("artwork").onTapGesture { player.togglePlayback() }
                    Image("skip").onTapGesture { player.skip(by: 15) }
                    Image("up-next").onTapGesture { queue.togglePlayback() }
                    PlaybackControls(player: player)
                }
            }
        }
        """
        // The artwork repeats the embedded controls' Play button on the same player; skipping by 15 is
        // not skipping by 30; the queue is another object.
        XCTAssertEqual(lines([("PlaybackControls.swift", bar), ("EpisodeScreen.swift", screen)]),
                       ["EpisodeScreen.swift:7", "EpisodeScreen.swift:8"])
    }

    func testUIKitTapRepeatingAMenuActionOfTheControllerInAnotherFile() {
        let controller = """
        final class VaultViewController: UIViewController {
            let lockBadge = UIImageView()
            let coverImage = UIImageView()
            let sidebar = VaultSidebar()
            func setUpBadges() {
                lockBadge.isUserInteractionEnabled = true
                lockBadge.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(unlockSelected)))
                coverImage.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(shareSelected)))
            }
        }
        """
        let menu = """
        extension VaultViewController {
            func makeFolderMenu(for folder: Folder) -> UIMenu {
                let handler: (UIAction) -> Void = { action in
                    switch action.identifier.rawValue {
                    case "unlock":
                        self.unlockFolder(folder, animated: true)
                    case "rename":
                        self.renameFolder(folder)
                    default:
                        break
                    }
                }
                return UIMenu(children: [
                    UIAction(title: "Unlock", identifier: UIAction.Identifier("unlock"), handler: handler),
                    UIAction(title: "Rename", identifier: UIAction.Identifier("rename"), handler: handler),
                    UIAction(image: UIImage(systemName: "square.and.arrow.up")) { _ in self.shareFolder(self.folder) },
                ])
            }
            @objc func unlockSelected() {
                guard let folder = sidebar.selectedFolder() else { return }
                unlockFolder(folder, animated: true)
            }
            @objc func shareSelected() { shareFolder(folder) }
        }
        """
        // The badge repeats the titled "Unlock" item (its handler in another file); the cover's share is
        // only offered by an action without a title.
        XCTAssertEqual(lines([("VaultViewController.swift", controller), ("VaultViewController+Menu.swift", menu)]),
                       ["VaultViewController.swift:8"])
    }

    func testUIKitTapRepeatingAButtonOfAHeldView() {
        let header = """
        final class ReceiptHeader: UIView {
            let expandButton = UIButton(type: .system)
            let shareButton = UIButton(type: .system)
            var store: ReceiptStore!
            func setUp() {
                expandButton.setTitle("Show items", for: .normal)
                expandButton.addTarget(self, action: #selector(expand), for: .touchUpInside)
                shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
            }
            @objc func expand() { store.toggleItems() }
            @objc func share() { store.share() }
        }
        """
        let controller = """
        final class ReceiptViewController: UIViewController {
            let header = ReceiptHeader()
            let totalLabel = UILabel()
            let storeLabel = UILabel()
            let dateLabel = UILabel()
            var store: ReceiptStore!
            var archive: ReceiptArchive!
            override func viewDidLoad() {
                super.viewDidLoad()
                totalLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleItems)))
                storeLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(shareReceipt)))
                dateLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleArchive)))
            }
            @objc func toggleItems() { store.toggleItems() }
            @objc func shareReceipt() { store.share() }
            @objc func toggleArchive() { archive.toggleItems() }
        }
        """
        // The total repeats the header's titled "Show items" button on the same store; the share button
        // has only an image; the archive is another type's object.
        XCTAssertEqual(lines([("ReceiptHeader.swift", header), ("ReceiptViewController.swift", controller)]),
                       ["ReceiptViewController.swift:11", "ReceiptViewController.swift:12"])
    }

    func testEffectsCompareWritesByValueAndSkipConditions() throws {
        let source = """
        struct Probe {
            func run() {
                guard let item = store.selectedItem() else { return }
                if store.canOpen(item) { store.open(item) }
                self.selection = item
                isOn = !isOn
                var frame = view.frame
                frame.origin.y += 10
                Haptics.shared.play(.light)
                print("done")
            }
        }
        """
        let index = index(source)
        let run = try XCTUnwrap(index.tokens.indices.first { index.isName($0, "run") })
        let open = try XCTUnwrap(index.tokens.indices.first { index.tokens[$0].kind == .leftBrace && $0 > run })
        let close = try XCTUnwrap(index.partner(of: open))
        let parts = TapGestureAsButtonRule.effectParts(from: open + 1, through: close - 1, index: index)
        XCTAssertEqual(parts.map { ($0.receiver + [$0.signature]).joined(separator: ".") },
                       ["store.open(item)", "set:selection=item", "set:isOn=toggle"])
    }

    /// A bounce that moves a view through scratch frames and puts it back is a hint (Objective-C and
    /// Swift); one that leaves it moved is an action.
    func testHintBounceThroughScratchFrames() throws {
        guard (try? LibClang.load().get()) != nil else { throw XCTSkip("libclang is not available") }
        let implementation = """
        @implementation DockController
        - (void)setUpGrip {
            [self.dock.grip addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(nudgeDock:)]];
            [self.dock.title addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(raiseDock:)]];
        }
        - (void)nudgeDock:(UITapGestureRecognizer *)tap {
            if (tap.state == UIGestureRecognizerStateRecognized) {
                CGRect resting = self.dock.frame;
                [UIView animateWithDuration:0.15 animations:^{
                    CGRect lifted = self.dock.frame;
                    lifted.origin.y -= 24.0;
                    self.dock.frame = lifted;
                } completion:^(BOOL finished) {
                    [UIView animateWithDuration:0.15 animations:^{ self.dock.frame = resting; }];
                }];
            }
        }
        - (void)raiseDock:(UITapGestureRecognizer *)tap {
            [UIView animateWithDuration:0.2 animations:^{
                CGRect lifted = self.dock.frame;
                lifted.origin.y -= 200.0;
                self.dock.frame = lifted;
            }];
        }
        @end
        """
        let swift = """
        final class ShelfView: UIView {
            let handle = UIView()
            func setUp() {
                handle.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(bounce)))
            }
            @objc func bounce() {
                let home = handle.center
                UIView.animate(withDuration: 0.2, animations: {
                    var up = self.handle.center
                    up.y -= 12
                    self.handle.center = up
                }, completion: { _ in
                    UIView.animate(withDuration: 0.2) { self.handle.center = home }
                })
            }
        }
        """
        XCTAssertEqual(lines([("DockController.m", implementation), ("ShelfView.swift", swift)]), ["DockController.m:4"])
    }

    /// A system grey laid over the content only while the sidebar is open, whose tap closes it, is a
    /// scrim, whatever else the tap resets; the same grey as a fixed-size chip is not.
    func testSystemGreyScrimShownWhileOpen() {
        let source = """
        struct DrawerStack<Drawer: View, Content: View>: View {
            let drawer: Drawer
            let content: Content
            @Binding var isOpen: Bool
            @State private var drag: CGFloat = 0
            var body: some View {
                ZStack(alignment: .leading) {
                    content
                        .overlay(Group {
                            if isOpen {
                                Color(.systemGray)
                                    .ignoresSafeArea()
                                    .opacity(isOpen ? drag / 300 * 0.4 : 0)
                                    .onTapGesture {
                                        withAnimation(.spring) { self.drag = 0; self.isOpen = false }
                                    }
                            }
                        })
                    if isOpen {
                        Color(.systemGray5)
                            .frame(width: 44, height: 44)
                            .onTapGesture { isOpen = false; drag = 0 }
                    }
                    drawer.frame(width: 300)
                }
            }
        }
        """
        XCTAssertEqual(lines([("DrawerStack.swift", source)]), ["DrawerStack.swift:22"])
    }

    /// A control that does more than the tap (an "Add" button that also clears the field) is no
    /// way to the tap's action alone; one arm of a control's `if` is.
    func testControlDoingMoreThanTheTapDoesNotCount() {
        let source = """
        struct TagEntry: View {
            @State private var draft = ""
            @State private var tags: [String] = []
            @State private var isCollapsed = false
            var body: some View {
                HStack {
                    TextField("Tag", text: $draft)
                    Image("clear-field")
                        .onTapGesture { draft = "" }
                    Text(isCollapsed ? "Show tags" : "Hide tags")
                        .onTapGesture { isCollapsed.toggle() }
                }
                Button("Add tag") {
                    tags.append(draft)
                    draft = ""
                }
                Button("Tags") {
                    if tags.isEmpty { draft = "new" } else { isCollapsed.toggle() }
                }
            }
        }
        """
        XCTAssertEqual(lines([("TagEntry.swift", source)]), ["TagEntry.swift:9"])
    }

    /// Two modules' `RootView`s are two screens; a control in one arm of an `if … else` the tap is not in
    /// is shown in one state only.
    func testNestedNamesesakesAndControlsOfAnotherState() {
        let home = """
        extension Home {
            struct RootView: View {
                @State private var avatar: UIImage?
                var body: some View {
                    VStack {
                        Text("Notifications are off")
                            .onTapGesture { UIApplication.shared.open(settingsURL) }
                        Image("avatar")
                            .onTapGesture { pickAvatar() }
                        if avatar != nil {
                            Button("Remove photo") { avatar = nil }
                        } else {
                            Button("Choose photo") { pickAvatar() }
                        }
                    }
                }
                func pickAvatar() {}
            }
        }
        """
        let settings = """
        extension Settings {
            struct RootView: View {
                var body: some View {
                    Button("Open Settings") { UIApplication.shared.open(settingsURL) }
                }
            }
        }
        """
        XCTAssertEqual(lines([("HomeRootView.swift", home), ("SettingsRootView.swift", settings)]),
                       ["HomeRootView.swift:7", "HomeRootView.swift:9"])
    }
}

