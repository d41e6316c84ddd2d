import XCTest
@testable import A11yLintCore

final class IconButtonMissingLabelRuleTests: XCTestCase {
    let id = IconButtonMissingLabelRule.id

    func lines(_ files: [(path: String, text: String)], components: ComponentRoles = ComponentRoles()) -> [String] {
        lint(files, rules: [id], components: components).map { "\($0.path):\($0.start.line)" }
    }

    func severities(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.start.line) \($0.severity)" }
    }

    // MARK: - SwiftUI

    func testEveryControlAndLabelShape() {
        let source = """
        struct TrackRow: View {
            let track: Track
            @Binding var isLiked: Bool
            var body: some View {
                HStack {
                    Button { play(track) } label: { Image("play-outline") }
                    Button(action: { queue(track) }, label: { Image("queue-add") })
                    Button(action: download) { Image(uiImage: track.artwork) }
                    Link(destination: track.lyricsURL) { Image("lyrics") }
                    NavigationLink(value: track.album) { AsyncImage(url: track.album.coverURL) }
                    Menu { Button("Share", action: share) } label: { Image("more-dots") }
                    Toggle(isOn: $isLiked) { Image("heart") }
                    ShareLink(item: track.url) { Image("export") }
                    Button(action: shuffle) { Image(decorative: "shuffle") }
                }
            }
        }
        """
        let found = lint([("TrackRow.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [6, 7, 8, 9, 10, 11, 12, 13, 14])
        XCTAssertEqual(found.first?.message, IconButtonMissingLabelRule.controlMessage(control: "button", image: "play-outline", hasHelp: false))
        XCTAssertEqual(found.map(\.severity), Array(repeating: .warning, count: 9))
    }

    func testNamedControlsAreSilent() {
        let source = """
        struct Composer: View {
            @Binding var isBold: Bool
            var body: some View {
                HStack {
                    Button("Send", systemImage: "paperplane") { send() }
                    Button { attach() } label: { Label("Attach", systemImage: "paperclip").labelStyle(.iconOnly) }
                    Button { record() } label: { Image("mic") }
                        .accessibilityLabel("Record a voice message")
                    Button { record() } label: { Image("mic").accessibilityLabel("Record") }
                    Button { pick() } label: { Image("gallery", label: Text("Photo library")) }
                    Button { pick() } label: { HStack { Image("gallery"); Text("Photos") } }
                    Toggle(isOn: $isBold) { Image("bold") }
                        .accessibility(label: Text("Bold"))
                    Button { dismiss() } label: { Image("grabber") }
                        .accessibilityHidden(true)
                    Button(action: review) { Image("star") }
                        .buttonStyle(CaptionedButtonStyle(title: "Leave a review"))
                    Button(action: openProfile) { HStack { Image("avatar"); UnreadBadge(count: unread) } }
                    Button(action: openProfile) { rowContent(icon: Image("avatar"), title: profile.name) }
                }
            }
        }
        """
        XCTAssertEqual(lines([("Composer.swift", source)]), [])
    }

    func testStacksShapesAndModifierClosuresDoNotSpeak() {
        let source = """
        struct Badge: View {
            @State private var shake = false
            var body: some View {
                Button(action: openInbox) {
                    ZStack {
                        Circle().fill(Color.accentColor)
                        Image("inbox")
                            .onAppear { withAnimation(.default) { shake = true } }
                    }
                }
            }
        }
        """
        XCTAssertEqual(lines([("Badge.swift", source)]), ["Badge.swift:4"])
    }

    func testGeneratedAssetCatalogImagesAreImages() {
        let catalog = """
        public enum Asset {
            public enum Icons {
                public static let close = ImageAsset(name: "close")
            }
        }
        """
        let source = """
        struct Sheet: View {
            let item: MenuItem
            var body: some View {
                VStack {
                    Button { dismiss() } label: { Asset.Icons.close.image.resizable().frame(width: 20, height: 20) }
                    Button { open() } label: { item.glyph.swiftUIImage }
                    Button { open() } label: { Asset.Icons.close.image(for: .dark) }
                    Button { open() } label: { Asset.image }
                    Button { open() } label: { isOpen ? Asset.Icons.open.image : Asset.Icons.close.image }
                    Button { open() } label: { Asset.Icons.close.image.overlay { Text("3") } }
                    Button { open() } label: { Asset.Icons.close.image; BadgeView(count: 3) }
                    Button { open() } label: { Image("pin").foregroundColor(Theme.Text.primary) }
                    Button { open() } label: { Image("pin"); SwiftUI.Text("Pin") }
                }
            }
        }
        """
        let found = lint([("Asset.swift", catalog), ("Sheet.swift", source)], rules: [id])
        XCTAssertEqual(found.map { "\($0.path):\($0.start.line)" }, ["Sheet.swift:5", "Sheet.swift:6", "Sheet.swift:12"])
        XCTAssertEqual(found.first?.message,
                       IconButtonMissingLabelRule.controlMessage(control: "button", image: "close", hasHelp: false))
        XCTAssertEqual(found.map(\.severity), [.warning, .warning, .warning])
    }

    func testToolbarButtonsBelongToTheBarButtonRule() {
        let source = """
        struct Inbox: View {
            var body: some View {
                List { Text("Mail") }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button { compose() } label: { Image("compose-pen") }
                        }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button(action: archive) { Image("archive-box") }
                            Menu {
                                Button { flag() } label: { Image("flag") }
                            } label: {
                                Label("More", systemImage: "ellipsis.circle")
                            }
                        }
                        Button { filter() } label: { Image("filter-lines") }
                    }
                    .navigationBarItems(leading: Button(action: close) { Image("close-x") })
            }
        }
        """
        let files = [("Inbox.swift", source)]
        // The menu's item is not a bar item: only this rule sees it.
        XCTAssertEqual(lines(files), ["Inbox.swift:11"])
        let all = lint(files, rules: [id, BarButtonItemMissingLabelRule.id])
        XCTAssertEqual(all.map { "\($0.start.line) \($0.ruleID)" }, [
            "6 \(BarButtonItemMissingLabelRule.id)", "9 \(BarButtonItemMissingLabelRule.id)", "11 \(id)",
            "16 \(BarButtonItemMissingLabelRule.id)", "18 \(BarButtonItemMissingLabelRule.id)",
        ])
    }

    func testSymbolsHelpAndSFSafeSymbols() {
        let source = """
        struct Player: View {
            @Binding var isPlaying: Bool
            var body: some View {
                HStack {
                    Button(action: close) { Image(systemName: "xmark") }
                    Button(action: close) { Image(systemSymbol: .xmark) }
                    Button(action: reload) { Image(systemSymbol: .arrowClockwise) }
                    Button(action: toggle) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
                    Button(action: airplay) { Image(systemName: "airplayvideo") }
                    Button(action: airplay) { Image(systemName: "airplayvideo") }
                        .help("Play on another screen")
                    Button(action: remove) { Image(systemName: isPlaying ? "xmark" : "waveform") }
                }
            }
        }
        """
        XCTAssertEqual(severities([("Player.swift", source)]), ["7 info", "8 info", "9 warning", "10 info", "12 warning"])
        let found = lint([("Player.swift", source)], rules: [id])
        XCTAssertEqual(found[3].message, IconButtonMissingLabelRule.controlMessage(control: "button", image: "airplayvideo", hasHelp: true))
    }

    func testSymbolOptionsAreConfigurable() throws {
        let yaml = """
        rules:
          icon-button-missing-label:
            described_symbols: [airplayvideo]
            partly_described_symbols: ["waveform*"]
        """
        let file = try ConfigurationFile.parse(yaml, path: ".a11ylint.yml")
        let configuration = try Configuration.resolve(file, workingDirectory: "/work/project")
        let source = """
        struct Player: View {
            var body: some View {
                Button(action: airplay) { Image(systemName: "airplayvideo") }
                Button(action: visualize) { Image(systemName: "waveform.circle") }
                Button(action: reload) { Image(systemName: "arrow.clockwise") }
            }
        }
        """
        let inputs = [SourceInput(path: "Player.swift", bytes: Array(source.utf8))]
        let found = Linter(configuration: configuration).lint(inputs, jobs: 1).findings.filter { $0.ruleID == id }
        XCTAssertEqual(found.map { "\($0.start.line) \($0.severity)" }, ["4 info", "5 warning"])
        let misspelled = try ConfigurationFile.parse("""
            rules:
              icon-button-missing-label: { described_symbol: [xmark] }
            """, path: ".a11ylint.yml")
        XCTAssertThrowsError(try Configuration.resolve(misspelled, workingDirectory: "/work/project"))
    }

    func testEnclosingElementsThatHideMergeOrLabel() {
        let source = """
        struct VolumeRow: View {
            var body: some View {
                VStack {
                    HStack {
                        Text("Volume")
                        Button(action: mute) { Image("speaker-off") }
                    }
                    .accessibilityElement(children: .combine)
                    HStack {
                        Button(action: mute) { Image("speaker-off") }
                    }
                    .accessibilityElement(children: .contain)
                    Group {
                        Button(action: mute) { Image("speaker-off") }
                    }
                    .accessibilityHidden(true)
                    Text("Details")
                        .sheet(isPresented: $showsDetails) {
                            Button(action: close) { Image("close-x") }
                        }
                        .accessibilityHidden(true)
                }
            }
        }
        """
        // The sheet's content is its own tree: hiding the text does not hide it.
        XCTAssertEqual(lines([("VolumeRow.swift", source)]), ["VolumeRow.swift:10", "VolumeRow.swift:19"])
    }

    func testCustomViewsLabeledWhereTheyAreUsed() {
        let button = """
        struct CloseButton: View {
            let action: () -> Void
            var body: some View {
                Button(action: action) { Image("close-x") }
            }
        }

        #Preview {
            CloseButton {}
        }
        """
        let sheet = """
        struct FilterSheet: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                CloseButton { dismiss() }
                    .accessibilityLabel("Close filters")
            }
        }
        """
        let other = """
        struct ShareSheet: View {
            var body: some View {
                CloseButton { finish() }
            }
        }
        """
        XCTAssertEqual(lines([("CloseButton.swift", button), ("FilterSheet.swift", sheet)]), [])
        XCTAssertEqual(lines([("CloseButton.swift", button), ("FilterSheet.swift", sheet), ("ShareSheet.swift", other)]),
                       ["CloseButton.swift:4"])
    }

    func testPreviewsAreNotLintedAndMacOSCodeIs() {
        let source = """
        struct SidebarFooter: View {
            var body: some View {
                #if os(macOS)
                Button(action: addFolder) { Image("folder-add") }
                    .help("New folder")
                Button(action: removeFolder) { Image("folder-remove") }
                #endif
            }
        }

        #Preview {
            Button(action: {}) { Image("folder-add") }
        }

        struct SidebarFooter_Previews: PreviewProvider {
            static var previews: some View {
                Button(action: {}) { Image("folder-add") }
            }
        }
        """
        // VoiceOver on the Mac reads an unnamed button the same way; `.help` is a hint there too.
        XCTAssertEqual(severities([("SidebarFooter.swift", source)]), ["4 info", "6 warning"])
    }

    func testConfiguredButtonsAndImages() {
        let source = """
        struct ProfileHeader: View {
            var body: some View {
                HStack {
                    PillButton(action: follow) { Image("follow") }
                    Button(action: openAvatar) { RemoteImage(url: avatarURL) }
                    PillButton("Message", action: message)
                }
            }
        }
        """
        let components = ComponentRoles(buttons: ["PillButton"], images: ["RemoteImage"])
        XCTAssertEqual(lines([("ProfileHeader.swift", source)], components: components),
                       ["ProfileHeader.swift:4", "ProfileHeader.swift:5"])
        XCTAssertEqual(lines([("ProfileHeader.swift", source)]), [])
    }

    // MARK: - UIKit

    func testLabelsSetInAnExtensionInAnotherFile() {
        let controller = """
        final class StoryViewController: UIViewController {
            private let shareButton = UIButton(type: .system)
            private let likeButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                shareButton.setImage(UIImage(named: "share-story"), for: .normal)
                likeButton.setImage(UIImage(named: "heart"), for: .normal)
                likeButton.setImage(UIImage(named: "heart-filled"), for: .selected)
                configureAccessibility()
            }
        }
        """
        let accessibility = """
        extension StoryViewController {
            func configureAccessibility() {
                shareButton.accessibilityLabel = String(localized: "Share story")
            }
        }
        """
        XCTAssertEqual(lines([("Story.swift", controller), ("Story+Accessibility.swift", accessibility)]),
                       ["Story.swift:8", "Story.swift:9"])
        let found = lint([("Story.swift", controller)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [7, 8, 9])
        XCTAssertEqual(found.first?.message, IconButtonMissingLabelRule.buttonMessage(image: "share-story"))
    }

    func testLocalsTitlesAliasesAndHiding() {
        let source = """
        final class PlayerControlsView: UIView {
            func build() {
                let rewind = UIButton(type: .system)
                rewind.setImage(UIImage(named: "rewind-15"), for: .normal)
                rewind.accLabelText = "Back 15 seconds"
                let next = UIButton(type: .system)
                next.setImage(UIImage(named: "next-track"), for: .normal)
                next.setTitle("Next", for: .normal)
                let grip = UIButton(type: .custom)
                grip.setImage(UIImage(named: "grip"), for: .normal)
                grip.isAccessibilityElement = false
                let lyrics = UIButton(type: .custom)
                lyrics.setImage(UIImage(named: "lyrics"), for: .normal)
                lyrics.titleLabel?.text = "Lyrics"
                let airplay = UIButton(type: .custom)
                airplay.setImage(UIImage(named: "airplay"), for: .normal)
                airplay.setTitle(nil, for: .normal)
            }
        }
        """
        let alias = """
        extension UIView {
            @IBInspectable var accLabelText: String? {
                get { accessibilityLabel }
                set { accessibilityLabel = newValue }
            }
        }
        """
        XCTAssertEqual(lines([("Controls.swift", source), ("UIView+Accessibility.swift", alias)]), ["Controls.swift:16"])
        XCTAssertEqual(lines([("Controls.swift", source)]), ["Controls.swift:4", "Controls.swift:16"])
    }

    /// A project's one-argument `setTitle(_:)` helper titles the button it is called on (UIKit has
    /// no such method); a `nil` title does not.
    func testProjectSetTitleHelperNamesTheButton() {
        let source = """
        extension UIButton {
            func setTitle(_ title: String?) {
                setTitle(title, for: .normal)
            }
        }
        final class ActionCell: UITableViewCell {
            let actionButton = UIButton(type: .system)
            let clearButton = UIButton(type: .system)
            let tabsButton = UIButton(type: .system)
            func update(title: String, icon: UIImage?, tabs: [Tab]) {
                actionButton.setTitle(title)
                actionButton.setImage(icon, for: .normal)
                clearButton.setTitle(nil)
                clearButton.setImage(UIImage(named: "clear-field"), for: .normal)
                tabsButton.setImage(UIImage(named: "tabs"), for: .normal)
                tabsButton.setTitle(NumberFormatter.localizedString(from: NSNumber(value: tabs.count), number: .none))
            }
        }
        """
        // A bare count ("3, button") names no action.
        XCTAssertEqual(lines([("ActionCell.swift", source)]), ["ActionCell.swift:14", "ActionCell.swift:15"])
    }

    func testHelpersAndFactories() {
        let helpers = """
        enum ToolButtons {
            static func make(image: UIImage, label: String) -> UIButton {
                let button = UIButton(type: .system)
                button.setImage(image, for: .normal)
                button.accessibilityLabel = label
                return button
            }

            static func makeIcon(_ image: UIImage) -> UIButton {
                let button = UIButton(type: .system)
                button.setImage(image, for: .normal)
                return button
            }

            static var compassButton: UIButton {
                let button = UIButton(type: .custom)
                button.setImage(UIImage(named: "compass"), for: .normal)
                return button
            }
        }
        """
        let use = """
        final class MapViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let locate = ToolButtons.makeIcon(UIImage(named: "locate")!)
                locate.accessibilityLabel = String(localized: "Show my location")
                view.addSubview(locate)
                view.addSubview(ToolButtons.compassButton)
            }
        }
        """
        XCTAssertEqual(lines([("ToolButtons.swift", helpers), ("Map.swift", use)]), ["ToolButtons.swift:17"])
        XCTAssertEqual(lines([("ToolButtons.swift", helpers)]), ["ToolButtons.swift:11", "ToolButtons.swift:17"])
    }

    func testButtonClassesAndLazyProperties() {
        let source = """
        final class ReaderModeButton: UIButton {
            var isOn = false {
                didSet { setImage(UIImage(named: isOn ? "reader-on" : "reader-off"), for: .normal) }
            }
            override var accessibilityLabel: String? {
                get { String(localized: "Reader mode") }
                set {}
            }
        }

        final class CloseButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                setImage(UIImage(named: "close-x"), for: .normal)
            }
        }

        extension UIButton {
            func applyIcon(_ icon: UIImage) { setImage(icon, for: .normal) }
        }

        final class ArticleViewController: UIViewController {
            private lazy var readerButton: ReaderModeButton = {
                let button = ReaderModeButton(type: .system)
                button.setImage(UIImage(named: "reader-off"), for: .normal)
                return button
            }()
            private lazy var fontButton: UIButton = {
                let button = UIButton(type: .system)
                button.setImage(UIImage(named: "font-size"), for: .normal)
                return button
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                fontButton.accessibilityLabel = String(localized: "Text size")
            }
        }
        """
        XCTAssertEqual(lines([("Buttons.swift", source)]), ["Buttons.swift:14"])
    }

    func testLabelingOneUIButtonSaysNothingAboutOthers() {
        let source = """
        extension UIButton {
            func applyIcon(_ icon: UIImage) { setImage(icon, for: .normal) }
        }

        final class ComposeViewController: UIViewController {
            private let attachButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                let sendButton = UIButton(type: .system)
                sendButton.setImage(UIImage(named: "send"), for: .normal)
                sendButton.accessibilityLabel = String(localized: "Send")
                attachButton.setImage(UIImage(named: "paperclip-custom"), for: .normal)
            }
        }
        """
        XCTAssertEqual(lines([("Compose.swift", source)]), ["Compose.swift:12"])
    }

    func testOtherShapesOfImageButtons() {
        let source = """
        final class CameraViewController: UIViewController {
            private var flashButton: UIButton!

            override func viewDidLoad() {
                super.viewDidLoad()
                let shutter = UIButton.systemButton(with: UIImage(named: "shutter")!, target: self, action: #selector(capture))
                let flip = UIButton.systemButton(with: UIImage(named: "flip")!, target: self, action: #selector(flipCamera))
                flip.accessibilityLabel = String(localized: "Switch camera")

                var config = UIButton.Configuration.plain()
                config.image = UIImage(named: "timer")
                let timer = UIButton(configuration: config)

                var titled = UIButton.Configuration.filled()
                titled.image = UIImage(named: "grid")
                titled.title = String(localized: "Grid")
                let grid = UIButton(configuration: titled)

                flashButton = UIButton(configuration: .plain())
                flashButton.configuration?.image = UIImage(named: "flash-auto")
                view.addSubview(shutter)
                view.addSubview(timer)
            }
        }
        """
        XCTAssertEqual(lines([("Camera.swift", source)]), ["Camera.swift:6", "Camera.swift:11", "Camera.swift:20"])
    }

    func testSymbolsInUIKit() {
        let source = """
        final class SearchBar: UIStackView {
            func build() {
                let close = UIButton(type: .system)
                close.setImage(UIImage(systemName: "xmark"), for: .normal)
                let refresh = UIButton(type: .system)
                refresh.setImage(UIImage(systemSymbol: .arrowClockwise), for: .normal)
                let mute = UIButton(type: .system)
                mute.setImage(UIImage(systemSymbol: isMuted ? .speakerSlashFill : .waveform), for: .normal)
                let filter = UIButton(type: .system)
                let symbol = UIImage(systemName: "line.3.horizontal.decrease.circle")
                filter.setImage(symbol, for: .normal)
            }
        }
        """
        XCTAssertEqual(severities([("SearchBar.swift", source)]), ["6 info", "8 warning", "11 info"])
    }

    func testWhatIsNotAButtonImage() {
        let source = """
        final class StatusView: UIView {
            func setImage(_ image: UIImage?, for state: Status) {}
        }

        final class DashboardViewController: UIViewController {
            private let statusView = StatusView()
            private let shareButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                statusView.setImage(UIImage(named: "ok"), for: .ready)
                item.setImage(UIImage(named: "thermometer"))
                intent.setImage(avatar, forParameterNamed: \\.sender)
                shareButton.setImage(nil, for: .normal)
                toolbarItems = [UIBarButtonItem(customView: shareButton)]
                shareButton.setImage(UIImage(named: "share"), for: .normal)
            }
        }
        """
        // The bar item's custom view is judged by `bar-button-item-missing-label`.
        XCTAssertEqual(lines([("Dashboard.swift", source)]), [])
    }

    func testLabelsSetThroughAnotherObject() {
        let cell = """
        final class EpisodeCell: UITableViewCell {
            let playButton = UIButton(type: .system)
            override func awakeFromNib() {
                super.awakeFromNib()
                playButton.accessibilityLabel = String(localized: "Play episode")
            }
        }
        """
        let dataSource = """
        final class EpisodesDataSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "episode", for: indexPath) as! EpisodeCell
                cell.playButton.setImage(UIImage(named: "play-episode"), for: .normal)
                cell.downloadButton.setImage(UIImage(named: "download-episode"), for: .normal)
                return cell
            }
        }
        """
        XCTAssertEqual(lines([("EpisodeCell.swift", cell), ("EpisodesDataSource.swift", dataSource)]), ["EpisodesDataSource.swift:5"])
    }

    // MARK: - Interface Builder

    func testInterfaceBuilderButtons() {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController">
                    <connections>
                        <outlet property="repeatButton" destination="b5" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v1">
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                            <state key="normal" image="shuffle-icon"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b2">
                            <state key="normal" title="Queue" image="queue-icon"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b3">
                            <state key="normal" image="xmark" catalog="system"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b4">
                            <state key="normal" image="arrow.clockwise" catalog="system"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b5">
                            <state key="normal" image="repeat-icon"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b6">
                            <buttonConfiguration key="configuration" style="plain" title="Lyrics">
                                <imageReference key="image" image="quote.bubble" catalog="system"/>
                            </buttonConfiguration>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b7">
                            <buttonConfiguration key="configuration" style="plain">
                                <imageReference key="image" image="airplayaudio" catalog="system"/>
                            </buttonConfiguration>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b8">
                            <state key="normal" image="grip-icon"/>
                            <accessibility key="accessibilityConfiguration">
                                <bool key="isElement" value="NO"/>
                            </accessibility>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let code = """
        final class PlayerViewController: UIViewController {
            @IBOutlet private var repeatButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                repeatButton.accessibilityLabel = String(localized: "Repeat")
            }
        }
        """
        let found = lint([("Player.xib", xib), ("Player.swift", code)], rules: [id])
        XCTAssertEqual(found.map { "\($0.start.line) \($0.severity)" }, ["11 warning", "20 info", "31 warning"])
        XCTAssertEqual(found.first?.message, IconButtonMissingLabelRule.buttonMessage(image: "shuffle-icon"))
        XCTAssertEqual(lines([("Player.xib", xib)]), ["Player.xib:11", "Player.xib:20", "Player.xib:23", "Player.xib:31"])
        let mac = xib.replacingOccurrences(of: "CocoaTouch.XIB", with: "Cocoa.XIB")
            .replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
        XCTAssertEqual(lines([("Player.xib", mac)]), [])
    }

    func testBarItemCustomViewsInInterfaceBuilderBelongToTheBarButtonRule() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <barButtonItem id="i1">
                    <button key="customView" opaque="NO" contentMode="scaleToFill" id="c1">
                        <state key="normal" image="ic_send"/>
                    </button>
                </barButtonItem>
            </objects>
        </document>
        """
        let found = lint([("Compose.storyboard", storyboard)], rules: [id, BarButtonItemMissingLabelRule.id])
        XCTAssertEqual(found.map { "\($0.start.line) \($0.ruleID)" }, ["3 \(BarButtonItemMissingLabelRule.id)"])
    }

    // MARK: - Issue 10: UIKit's own buttons, property bindings, blank titles

    /// A text field's clear button belongs to UIKit, which labels it; re-tinting its image
    /// does not make it an app button. A button the app adds to a field is still judged.
    func testATextFieldsOwnClearButtonIsLabeledByUIKit() {
        let source = """
        final class SearchField: UITextField {
            override func layoutSubviews() {
                super.layoutSubviews()
                for subview in subviews {
                    if let clear = subview as? UIButton {
                        clear.setImage(clear.image(for: .normal)?.withRenderingMode(.alwaysTemplate), for: .normal)
                    }
                }
            }
        }
        enum FieldTheme {
            static func apply(to field: UITextField, in container: UIView) {
                if let clear = field.value(forKey: "clearButton") as? UIButton {
                    clear.setImage(UIImage(named: "clear-tinted"), for: .normal)
                }
                for view in container.subviews {
                    if let button = view as? UIButton { button.setImage(UIImage(named: "scan"), for: .normal) }
                }
            }
        }
        """
        XCTAssertEqual(lines([("SearchField.swift", source)]), ["SearchField.swift:17"])
    }

    /// `if let sortButton { … }` unwraps the property: a title or label set on the property
    /// elsewhere (`sortButton?.setTitle`) names it; a different property's label does not.
    func testAnUnwrappedPropertyIsNamedWhereThePropertyIs() {
        let source = """
        final class FilterBar: UIView {
            var sortButton: UIButton?
            var layoutButton: UIButton?
            func build() {
                sortButton = UIButton(type: .system)
                layoutButton = UIButton(type: .system)
                if let sortButton, let layoutButton {
                    sortButton.setImage(UIImage(named: "chevron-down"), for: .normal)
                    layoutButton.setImage(UIImage(named: "grid"), for: .normal)
                    addSubview(sortButton)
                    addSubview(layoutButton)
                }
            }
            func update(title: String) {
                sortButton?.setTitle(title, for: .normal)
                sortButton?.accessibilityLabel = "Sort by \\(title)"
            }
        }
        """
        XCTAssertEqual(lines([("FilterBar.swift", source)]), ["FilterBar.swift:9"])
    }

    /// An empty or blank title shows no text: the button is still image-only.
    func testABlankTitleIsNoTitle() {
        let source = """
        final class TreatmentsViewController: UIViewController {
            @IBOutlet var addButton: UIButton!
            @IBOutlet var filterButton: UIButton!
            @IBOutlet var shareButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                addButton.setTitle("", for: .normal)
                addButton.setImage(UIImage(named: "add-treatment"), for: .normal)
                filterButton.setTitle(" ", for: .normal)
                filterButton.setImage(UIImage(named: "filter"), for: .normal)
                shareButton.setTitle("Share", for: .normal)
                shareButton.setImage(UIImage(named: "share"), for: .normal)
            }
        }
        """
        XCTAssertEqual(lines([("Treatments.swift", source)]), ["Treatments.swift:8", "Treatments.swift:10"])
    }

    // MARK: - Every image, owning types, containers

    func testEveryImageAButtonIsGivenIsJudgedOnItsOwn() {
        let source = """
        final class RecorderBar: UIView {
            @IBOutlet var sendButton: UIButton!
            @IBOutlet var helpButton: UIButton!
            func showRecording() {
                sendButton.setImage(UIImage(named: "wave"), for: .normal)
                sendButton.setImage(UIImage(named: "wave-pressed"), for: .highlighted)
            }
            func showText() {
                sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill"), for: .normal)
                if #available(iOS 13.0, *) {
                    helpButton.setImage(UIImage.init(systemName: "questionmark.circle"), for: .normal)
                } else {
                    helpButton.setImage(UIImage.init(named: "help-legacy"), for: .normal)
                }
            }
        }
        """
        XCTAssertEqual(lines([("RecorderBar.swift", source)]),
                       ["RecorderBar.swift:5", "RecorderBar.swift:6", "RecorderBar.swift:9", "RecorderBar.swift:13"])
    }

    func testALabelNamesThePropertyOfItsOwnTypeOnly() {
        let settings = """
        final class KeySettingsViewController: UIViewController {
            let doneButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                doneButton.setTitle(String(localized: "Done"), for: .normal)
            }
        }
        class FormViewController: UIViewController {
            let clearButton = UIButton(type: .system)
            func configure() { clearButton.accessibilityLabel = String(localized: "Clear") }
        }
        """
        let server = """
        final class ServerViewController: UIViewController {
            let doneButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                doneButton.setImage(UIImage(named: "check"), for: .normal)
            }
        }
        final class AddressFormViewController: FormViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                clearButton.setImage(UIImage(named: "clear-form"), for: .normal)
            }
        }
        """
        XCTAssertEqual(lines([("KeySettings.swift", settings), ("Server.swift", server)]), ["Server.swift:5"])
    }

    func testOneTitledInstanceNamesNoOtherInstanceOfItsClass() {
        let source = """
        final class PillButton: UIButton {}
        final class Toolbar: UIView {
            lazy var acceptButton: PillButton = {
                let button = PillButton()
                button.setTitle(String(localized: "Accept"), for: .normal)
                return button
            }()
            lazy var rejectButton: PillButton = {
                let button = PillButton()
                button.setImage(UIImage(named: "reject"), for: .normal)
                return button
            }()
        }
        final class NamedPillButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityLabel = String(localized: "Accept")
            }
        }
        func makeAccept() -> UIButton {
            let button = NamedPillButton()
            button.setImage(UIImage(named: "accept"), for: .normal)
            return button
        }
        """
        XCTAssertEqual(lines([("Toolbar.swift", source)]), ["Toolbar.swift:10"])
    }

    func testAPropertyIsNamedByTheClosureOrFactoryThatBuildsIt() {
        let source = """
        final class GroupTitleCell: UITableViewCell {
            private lazy var iconButton: UIButton = {
                let button = UIButton(configuration: .tinted())
                button.accessibilityLabel = String(localized: "Icon")
                return button
            }()
            private lazy var colorButton: UIButton = {
                let button = UIButton(configuration: .tinted())
                return button
            }()
            private let tagButton = makeTagButton()
            var icon: UIImage? {
                didSet {
                    iconButton.configuration?.image = icon
                    colorButton.configuration?.image = icon
                    tagButton.setImage(UIImage(named: "tag"), for: .normal)
                }
            }
        }
        func makeTagButton() -> UIButton {
            let button = UIButton(type: .system)
            button.accessibilityLabel = String(localized: "Tags")
            return button
        }
        """
        XCTAssertEqual(lines([("GroupTitleCell.swift", source)]), ["GroupTitleCell.swift:15"])
    }

    func testButtonsInsideAViewThatIsOneElementAreNoStops() {
        let cell = """
        final class AccountCell: UICollectionViewListCell {
            let ejectButton = UIButton(type: .system)
            override init(frame: CGRect) {
                super.init(frame: frame)
                var config = UIButton.Configuration.plain()
                config.image = UIImage(named: "eject")
                ejectButton.configuration = config
                isAccessibilityElement = true
            }
        }
        final class TogglingCell: UITableViewCell {
            let starButton = UIButton(type: .system)
            func configure(expanded: Bool) {
                isAccessibilityElement = true
                starButton.setImage(UIImage(named: "star"), for: .normal)
                if expanded { isAccessibilityElement = false }
            }
        }
        final class AccountsViewController: UIViewController {
            let addButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                addButton.setImage(UIImage(named: "add-account"), for: .normal)
                view.isAccessibilityElement = true
            }
        }
        """
        XCTAssertEqual(lines([("Cells.swift", cell)]), ["Cells.swift:15", "Cells.swift:23"])
    }

    func testAnInterfaceBuilderButtonInsideAnElementCellIsNoStop() {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <tableViewCell contentMode="scaleToFill" id="c1" customClass="MessageCell">
                    <tableViewCellContentView key="contentView" id="cv1">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                <state key="normal" image="read-receipt"/>
                            </button>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                <tableViewCell contentMode="scaleToFill" id="c2" customClass="PlainCell">
                    <tableViewCellContentView key="contentView" id="cv2">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b2">
                                <state key="normal" image="retry-send"/>
                            </button>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                <view contentMode="scaleToFill" id="v3">
                    <accessibility key="accessibilityConfiguration">
                        <bool key="isElement" value="YES"/>
                    </accessibility>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b3">
                            <state key="normal" image="badge-icon"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let swift = """
        final class MessageCell: UITableViewCell {}
        extension MessageCell {
            override func awakeFromNib() {
                super.awakeFromNib()
                isAccessibilityElement = true
            }
        }
        final class PlainCell: UITableViewCell {}
        """
        XCTAssertEqual(lines([("Cells.xib", xib), ("MessageCell.swift", swift)]), ["Cells.xib:16"])
    }
    // MARK: - Helpers (issue 10)

    func testComposeSymbolIsOnlyInfo() {
        let source = """
        struct Details: View {
            var body: some View {
                Button { edit() } label: { Image(systemName: "square.and.pencil") }
            }
        }
        """
        XCTAssertEqual(severities([("Details.swift", source)]), ["3 info"])
    }

    func testHelperParameterIsNamedWhenEveryCallerNamesItsButton() {
        let source = """
        final class Controls: UIView {
            let extraButton = UIButton(type: .system)
            func make(_ symbol: String, label: String) -> UIButton {
                let button = UIButton(type: .system)
                decorate(symbol, on: button)
                button.accessibilityLabel = label
                return button
            }
            func decorate(_ symbol: String, on button: UIButton) {
                button.setImage(UIImage(systemName: symbol), for: .normal)
            }
            func tint(_ button: UIButton) {
                button.setImage(UIImage(named: "dot"), for: .normal)
            }
            func setUp() {
                tint(extraButton)
                let other = UIButton(type: .system)
                tint(other)
                other.accessibilityLabel = "Other"
            }
        }
        """
        // `decorate`'s only caller names its button; one of `tint`'s callers does not.
        XCTAssertEqual(lines([("Controls.swift", source)]), ["Controls.swift:13"])
    }

    /// A title helper in an extension of `UIButton` names the buttons it is called on, not every button
    /// subclass of the project; a label override in such an extension still names them all.
    func testAUIButtonExtensionHelperNamesNoSubclass() {
        let helper = """
        extension UIButton {
            func setText(_ text: Caption) { setTitle(text.text, for: .normal) }
        }
        """
        let avatar = """
        class AvatarButton: UIButton {
            convenience init() {
                self.init(type: .custom)
                setImage(UIImage(named: "avatar-placeholder"), for: .normal)
            }
        }
        """
        XCTAssertEqual(lines([("UIButton+Text.swift", helper), ("AvatarButton.swift", avatar)]), ["AvatarButton.swift:4"])
        let override = """
        extension UIButton {
            open override var accessibilityLabel: String? { get { title(for: .normal) ?? "Button" } set {} }
        }
        """
        XCTAssertEqual(lines([("UIButton+Label.swift", override), ("AvatarButton.swift", avatar)]), [])
    }

    /// `SwiftUI.Button` spelled out is SwiftUI's button; the file's own `struct Button` is not.
    func testQualifiedAndShadowedSwiftUIControls() {
        let source = """
        struct PowerView: View {
            var body: some View {
                SwiftUI.Button(action: toggle) { Image(systemName: "power") }
                Theme.Button(action: toggle) { Image(systemName: "power") }
            }
        }
        """
        XCTAssertEqual(lines([("PowerView.swift", source)]), ["PowerView.swift:3"])
        let shadowed = """
        struct Button { let icon: String; let action: () -> Void }
        struct Row: View {
            var body: some View { Link(destination: url) { Image(systemName: "safari") } }
            let items = [Button(icon: "power") { toggle() }]
        }
        """
        XCTAssertEqual(lines([("Row.swift", shadowed)]), ["Row.swift:3"])
    }
}
