import XCTest
@testable import A11yLintCore

final class ImageMissingLabelRuleTests: XCTestCase {
    let id = ImageMissingLabelRule.id

    func lines(_ files: [(path: String, text: String)], components: ComponentRoles = ComponentRoles()) -> [String] {
        lint(files, rules: [id], components: components).map { "\($0.path):\($0.start.line)" }
    }

    /// Wraps view content in a view's body.
    func view(_ content: String, name: String = "Screen") -> String {
        "struct \(name): View {\n    var body: some View {\n\(content)\n    }\n}\n"
    }

    func testInitializerForms() {
        let source = view("""
                VStack {
                    Image("logo")
                    Image("logo", bundle: .module)
                    Image(.mascot)
                    Image(ImageResource.mascot)
                    Image(uiImage: photo)
                    Image(nsImage: icon)
                    SwiftUI.Image(assetName)
                    Image(systemName: "star")
                    Image(decorative: "divider")
                    Image("logo", label: Text("Trailhead"))
                    Image(systemSymbol: .star)
                    Image(symbol: "custom.glyph")
                    Image(cgImage, scale: 2, label: Text("Chart"))
                }
        """)
        let found = lint([("Screen.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [4, 5, 6, 7, 8, 9, 10])
        XCTAssertEqual(found.first?.message, ImageMissingLabelRule.message(source: .asset("logo")))
        XCTAssertEqual(found[2].message, ImageMissingLabelRule.message(source: .asset("mascot")))
        XCTAssertEqual(found[4].message, ImageMissingLabelRule.message(source: .platformImage))
        XCTAssertEqual(found[6].message, ImageMissingLabelRule.message(source: .asset(nil)))
    }

    func testOwnModifiersAndMergingParents() {
        let source = view("""
                VStack {
                    Image("a").accessibilityHidden(true)
                    Image("b").accessibility(hidden: true)
                    Image("c").resizable().accessibilityLabel("Trail map")
                    Image("d").accessibility(label: Text("Trail map"))
                    Image("e").hidden()
                    HStack { Image("f"); Text("Combined") }.accessibilityElement(children: .combine)
                    HStack { Image("g"); Text("Replaced") }.accessibilityElement(children: .ignore).accessibilityLabel("Row")
                    HStack { Image("h") }.accessibilityElement()
                    HStack { Image("i"); Text("Kept apart") }.accessibilityElement(children: .contain)
                    ZStack { Image("j") }.accessibilityRepresentation { Text("Summit") }
                    Text("Base").accessibilityHidden(true).overlay(Image("k"))
                    Text("Base").overlay(Image("l")).accessibilityHidden(true)
                    Rectangle().mask { Image("m") }
                    Text("\\(Image("n")) Favorites")
                }
        """)
        XCTAssertEqual(lines([("Screen.swift", source)]), ["Screen.swift:12", "Screen.swift:14"])
    }

    func testLabelIconSlotAndControlsNamedByText() {
        let source = view("""
                List {
                    Label { Text("Export") } icon: { Image("export") }
                    Label(title: { Text("Import") }, icon: { Image(uiImage: importGlyph) })
                    Button { save() } label: { HStack { Image("save"); Text("Save") } }
                    NavigationLink(value: Route.profile) { HStack { Image(uiImage: avatar); Text(name) } }
                    Link(destination: helpURL) { Image("ic_help") }
                    Button(action: share, label: { Image("ic_share") })
                    Button { archive() } label: { Image("archive-box").padding() }
                    Button(action: edit) { Image("edit") }.accessibilityLabel("Edit")
                    Toggle(isOn: $isMuted) { Image("mute") }
                    Button("Sync") { sync() }
                    NavigationLink { Image("detail-hero") } label: { Text("Details") }
                    Menu { Button("Rename") {} } label: { Image("ic_more") }
                    Picker("Size", selection: $size) { ForEach(sizes) { Image($0.asset).tag($0) } }
                    Picker("Theme", selection: $theme) { ForEach(themes) { theme in HStack { Image(theme.asset); Text(theme.name) } } }
                }
        """)
        XCTAssertEqual(lines([("Screen.swift", source)]), [
            "Screen.swift:8", "Screen.swift:9", "Screen.swift:10", "Screen.swift:12", "Screen.swift:14",
            "Screen.swift:15", "Screen.swift:16",
        ])
        let found = lint([("Screen.swift", source)], rules: [id])
        XCTAssertEqual(found.first?.message, ImageMissingLabelRule.onlyContentMessage(source: .asset("ic_help"), control: "Link"))
        XCTAssertEqual(found[4].message, ImageMissingLabelRule.message(source: .asset("detail-hero")))
    }

    func testTabItems() {
        let source = view("""
                TabView {
                    Feed().tabItem { Image("tab-feed"); Text("Feed") }
                    Inbox().tabItem { Image("tab-inbox") }
                    Profile().tabItem { Label("Profile", image: "tab-profile") }
                }
        """)
        XCTAssertEqual(lines([("Screen.swift", source)]), ["Screen.swift:5"])
    }

    func testImagesKeptAsValues() {
        let source = """
        enum Provider {
            case github, gitlab
            var logo: Image {
                switch self {
                case .github: Image("github")
                case .gitlab: Image("gitlab")
                }
            }
            func image() -> Image { Image("provider-\\(self)") }
            func thumbnail(_ data: Data) -> Image? {
                guard let image = UIImage(data: data) else { return nil }
                return Image(uiImage: image)
            }
        }
        struct Gallery: View {
            static let placeholder = Image("placeholder")
            @State private var icon: Image?
            var body: some View {
                let fallback = Image("fallback")
                VStack {
                    (icon ?? fallback).resizable()
                    ShareLink(item: url, preview: SharePreview("Trail", image: Image("share-preview")))
                }
                .onAppear { icon = Image(uiImage: loaded) }
                .task { frames = [Image("frame-1"), Image("frame-2")] }
            }
        }
        """
        // A local (`fallback`) and the view's own stored image (`icon`) are judged where the view shows
        // them: `(icon ?? fallback)` alone in the stack.
        XCTAssertEqual(lines([("Gallery.swift", source)]), ["Gallery.swift:19", "Gallery.swift:24"])
    }

    func testImageTypedHelpersAreJudgedWhereTheirTypeShowsThem() {
        let source = """
        struct QuickActionTile: View {
            let kind: Kind
            private var glyph: Image {
                switch kind {
                case .log: return Image("log-entry")
                case .timer: return Image("stopwatch")
                }
            }
            func badge(for level: Int) -> Image? {
                level > 2 ? Image("badge-gold") : nil
            }
            private var shareThumbnail: Image { Image("share-thumb") }
            private var legacyArt: UIImage { UIImage(named: "legacy")! }
            var body: some View {
                HStack {
                    Link(destination: kind.url) { glyph.resizable() }
                    if let badge = badge(for: 3) { badge }
                    badge(for: 1)
                        .accessibilityHidden(true)
                }
            }
        }
        """
        // The Link's only content is `glyph` (both cases); `badge(for:)` is shown once unhidden;
        // `shareThumbnail` is never shown by its type.
        XCTAssertEqual(lines([("QuickActionTile.swift", source)]),
                       ["QuickActionTile.swift:5", "QuickActionTile.swift:6", "QuickActionTile.swift:10"])
    }

    func testImageTypedMembersShownFromOtherFiles() {
        let model = """
        struct PumpStatus {
            var vendor: String
            func vendorLogo() -> Image? {
                vendor == "omni" ? Image("omni-logo") : nil
            }
            var badge: Image { Image("pump-badge") }
            var artwork: Image { Image("pump-art") }
            var glyph: Image { Image("pump-glyph") }
        }
        """
        let screen = """
        struct PumpHeader: View {
            let status: PumpStatus
            var body: some View {
                HStack {
                    if let logo = status.vendorLogo() {
                        logo.resizable().frame(width: 24, height: 24)
                    }
                    status.badge
                        .accessibilityHidden(true)
                    Text(status.vendor)
                }
                .onAppear { settings.artwork = nil }
                .overlay {
                    if let glyph = legacy.glyph {
                        Image(nsImage: glyph).resizable()
                    }
                }
            }
        }
        """
        // The logo is shown unlabeled in another file; the badge is hidden there; the artwork is only
        // written; a `glyph` binding handed to another image is not the member shown (that image is).
        XCTAssertEqual(lines([("PumpStatus.swift", model), ("PumpHeader.swift", screen)]),
                       ["PumpHeader.swift:15", "PumpStatus.swift:4"])
    }

    func testViewHelpersAreJudgedWhereTheyAreUsed() {
        let source = """
        struct Header: View {
            var body: some View {
                VStack {
                    Label { Text("Summit") } icon: { badge }
                    logo
                    Button(action: refresh) { self.refreshGlyph }
                    Button(action: open) { row(title: "Open") }
                }
            }
            private var badge: some View { Image("summit-badge").resizable().frame(width: 20, height: 20) }
            private var logo: some View { Image("logo") }
            private var refreshGlyph: some View { Image(uiImage: refreshIcon) }
            private func row(title: String) -> some View { HStack { Image("open"); Text(title) } }
            private var unused: some View { Image("never-shown") }
        }
        """
        XCTAssertEqual(lines([("Header.swift", source)]), ["Header.swift:11", "Header.swift:12"])
        let found = lint([("Header.swift", source)], rules: [id])
        XCTAssertEqual(found.last?.message, ImageMissingLabelRule.onlyContentMessage(source: .platformImage, control: "Button"))
    }

    func testCustomViewsInOtherFiles() {
        let avatar = """
        struct AvatarView: View {
            let image: UIImage
            var body: some View { Image(uiImage: image).resizable().clipShape(Circle()) }
        }
        struct NameTag: View {
            let image: UIImage
            let name: String
            var body: some View { HStack { Image(uiImage: image); Text(name) } }
        }
        struct BannerView: View {
            var body: some View { Image("banner") }
        }
        """
        let uses = """
        struct ContactsView: View {
            var body: some View {
                List {
                    AvatarView(image: me).accessibilityHidden(true)
                    Button(action: openMe) { NameTag(image: me, name: "Me") }
                    BannerView()
                }
            }
        }
        #Preview { AvatarView(image: sample) }
        """
        XCTAssertEqual(lines([("Avatar.swift", avatar), ("Contacts.swift", uses)]), ["Avatar.swift:11"])
        // Without its uses, every view shows its image bare.
        XCTAssertEqual(lines([("Avatar.swift", avatar)]), ["Avatar.swift:3", "Avatar.swift:8", "Avatar.swift:11"])
        // A use inside a control with nothing else to name it: the only content of that button.
        let iconOnly = "struct Bar: View { var body: some View { Button(action: go) { BannerView() } } }\n"
        let found = lint([("Avatar.swift", avatar), ("Bar.swift", iconOnly)], rules: [id])
        XCTAssertEqual(found.map { "\($0.path):\($0.start.line)" }, ["Avatar.swift:3", "Avatar.swift:8", "Avatar.swift:11"])
        XCTAssertEqual(found.last?.message, ImageMissingLabelRule.onlyContentMessage(source: .asset("banner"), control: "Button"))
    }

    /// An image that is a control's only content is still covered by a view around the control
    /// that hides, labels or merges it, or by labels at every use of the view the control is the body of.
    func testOnlyContentOfAControlCoveredFurtherOut() {
        let source = """
        struct EpisodeHeader: View {
            var body: some View {
                HStack {
                    Text(title)
                    Button(action: share) { Image("share-outline") }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(title)
                Button(action: share) { Image("share-outline") }
            }
        }
        struct RoundIconButton: View {
            let asset: String
            let action: () -> Void
            var body: some View { Button(action: action) { Image(asset) } }
        }
        struct Controls: View {
            var body: some View {
                RoundIconButton(asset: "sleep-timer") { startTimer() }.accessibilityLabel("Sleep timer")
            }
        }
        """
        XCTAssertEqual(lines([("Header.swift", source)]), ["Header.swift:9"])
        let unlabeledUse = "struct More: View { var body: some View { RoundIconButton(asset: \"more\") { more() } } }\n"
        XCTAssertEqual(lines([("Header.swift", source), ("More.swift", unlabeledUse)]), ["Header.swift:9", "Header.swift:15"])
    }

    func testImagesPassedToCustomViews() {
        let components = """
        struct HiddenArtwork<Content: View>: View {
            @ViewBuilder let content: () -> Content
            var body: some View { content().accessibilityHidden(true) }
        }
        struct LinkRow: View {
            let icon: Image
            let title: String
            let url: URL
            var body: some View {
                Link(destination: url) { HStack { icon; Text(title) } }
            }
        }
        struct IconTile: View {
            let icon: Image
            var body: some View { icon.resizable().frame(width: 40, height: 40) }
        }
        """
        let screen = view("""
                VStack {
                    HiddenArtwork { Image("confetti") }
                    LinkRow(icon: Image("discord"), title: "Community", url: communityURL)
                    IconTile(icon: Image("mountain"))
                }
        """)
        XCTAssertEqual(lines([("Components.swift", components), ("Screen.swift", screen)]), ["Screen.swift:6"])
    }

    func testPlatformBranchesAndPreviewsAndPresentations() {
        let source = """
        struct About: View {
            var body: some View {
                VStack {
                    #if os(macOS)
                    Image(nsImage: NSApp.applicationIconImage)
                    #else
                    Image("app-icon")
                    #endif
                    Text("Trailhead")
                }
                .accessibilityHidden(isDecorative)
                .sheet(isPresented: $showsCredits) { Image("credits") }
            }
        }
        #Preview { Image("preview-backdrop") }
        struct About_Previews: PreviewProvider {
            static var previews: some View { Image("legacy-preview") }
        }
        """
        XCTAssertEqual(lines([("About.swift", source)]), ["About.swift:5", "About.swift:7", "About.swift:12"])
    }

    func testConfiguredImageComponents() {
        let source = view("""
                VStack {
                    KFImage(avatarURL).resizable()
                    KFImage(bannerURL).accessibilityHidden(true)
                    RemoteImage(url: coverURL, label: Text("Album cover"))
                    HStack { KFImage(flagURL); Text(country) }.accessibilityElement(children: .combine)
                    Image(systemName: "star")
                }
        """)
        XCTAssertEqual(lines([("Screen.swift", source)]), [])
        let components = ComponentRoles(images: ["KFImage", "RemoteImage"])
        XCTAssertEqual(lines([("Screen.swift", source)], components: components), ["Screen.swift:4"])
        let found = lint([("Screen.swift", source)], rules: [id], components: components)
        XCTAssertEqual(found.first?.message, ImageMissingLabelRule.message(source: .platformImage))
    }

    func testUIKitImageViewsMadeElements() {
        let controller = """
        final class PermitViewController: UIViewController {
            @IBOutlet private var scanView: UIImageView!
            private let logoView = UIImageView(image: UIImage(named: "logo"))
            private let stampView = UIImageView()
            private let cell = UITableViewCell()
            override func viewDidLoad() {
                super.viewDidLoad()
                scanView.isAccessibilityElement = true
                logoView.isAccessibilityElement = true
                stampView.isAccessibilityElement = false
                cell.isAccessibilityElement = true
                let seal = UIImageView(image: UIImage(named: "seal"))
                seal.isAccessibilityElement = true
                let badge = UIImageView(image: UIImage(named: "badge"))
                badge.isAccessibilityElement = true
                badge.accessibilityLabel = "Ranger verified"
            }
        }
        """
        let labels = """
        extension PermitViewController {
            func configureLabels() { scanView.accessibilityLabel = "Scanned permit" }
        }
        final class RoundedAvatarView: UIImageView {
            override func awakeFromNib() {
                super.awakeFromNib()
                isAccessibilityElement = true
            }
        }
        final class NamedAvatarView: UIImageView {
            var name = ""
            override func awakeFromNib() {
                super.awakeFromNib()
                self.isAccessibilityElement = true
                accessibilityLabel = name
            }
        }
        """
        XCTAssertEqual(lines([("Permit.swift", controller), ("Labels.swift", labels)]),
                       ["Labels.swift:7", "Permit.swift:9", "Permit.swift:13"])
        XCTAssertEqual(lines([("Permit.swift", controller)]), ["Permit.swift:8", "Permit.swift:9", "Permit.swift:13"])
        let found = lint([("Permit.swift", controller)], rules: [id])
        XCTAssertEqual(found.first?.message, ImageMissingLabelRule.imageViewMessage())
    }

    func testViewsReachableOnlyFromPreviewScaffolds() {
        let tile = view("        Image(\"tile\")", name: "Tile")
        let scaffold = view("        VStack { Tile() }", name: "TilePreview")
        let previews = """
        #Preview { TilePreview() }
        #Preview { Screen() }
        struct Shown_Previews: PreviewProvider {
            static var previews: some View { ShownPreview() }
        }
        """
        let shown = view("        Image(\"shown\")", name: "ShownPreview")
        let host = """
        final class HostController: UIViewController {
            func show() { present(UIHostingController(rootView: ShownPreview()), animated: true) }
        }
        """
        let screen = view("        Image(\"screen\")")
        // Tile is reached only through TilePreview, a scaffold that only a preview constructs; ShownPreview is
        // also hosted by the app; Screen, a screen only its preview constructs here, is a root and stays judged.
        XCTAssertEqual(lines([("Tile.swift", tile), ("TilePreview.swift", scaffold), ("Previews.swift", previews),
                              ("Shown.swift", shown), ("Host.swift", "import SwiftUI\n" + host),
                              ("Screen.swift", screen)]), ["Screen.swift:3", "Shown.swift:3"])
        // Without any use, a view is a root that the app may show: judged as exposed.
        XCTAssertEqual(lines([("Tile.swift", tile)]), ["Tile.swift:3"])
    }

    func testLocalViewConstantsAreJudgedWhereTheyAreShown() {
        let source = view("""
                ForEach(items) { item in
                    let card = VStack { Image("cover"); Text(item.name) }
                    Button { open(item) } label: { card }
                    let bare = ZStack { Image("thumb") }
                    Button(action: { open(item) }) { bare }
                    let hidden = HStack { Image("flag") }
                    hidden.accessibilityHidden(true)
                    let stored = HStack { Image("unused") }
                    let twice = HStack { Image("twice") }
                    Button { open(item) } label: { twice; Text("Open") }
                    twice
                }
        """)
        let found = lint([("Screen.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [6, 11])
        XCTAssertEqual(found.first?.message, ImageMissingLabelRule.onlyContentMessage(source: .asset("thumb"), control: "Button"))
    }

    /// An image view made an element inside a property's initializer closure is that property: a label
    /// set on the property in another method or file names it; a closure that initializes no property
    /// keeps only its own writes.
    func testImageViewBuiltInAPropertyClosureIsLabeledThroughTheProperty() {
        let source = """
        final class CodeView: UIView {
            private let codeView: UIImageView = {
                let view = UIImageView()
                view.isAccessibilityElement = true
                return view
            }()
            private let stampView: UIImageView = {
                let view = UIImageView()
                view.isAccessibilityElement = true
                return view
            }()
            func makeSeal() -> UIImageView {
                let view = UIImageView()
                view.isAccessibilityElement = true
                return view
            }
        }
        """
        let other = """
        extension CodeView {
            func configure(text: String) { codeView.accessibilityLabel = text }
        }
        """
        XCTAssertEqual(lines([("Code.swift", source), ("Code+Configure.swift", other)]), ["Code.swift:9", "Code.swift:14"])
    }

    /// A view passed to a project function that labels the view it takes (declared in another file) is
    /// labeled; a helper that labels something else, or a view passed inside a longer expression, is not.
    func testImageViewLabeledThroughAHelperThatTakesIt() {
        let helpers = """
        enum Accessibility {
            static func describe(_ view: UIView, as text: String) {
                view.isAccessibilityElement = true
                view.accessibilityLabel = text
            }
            static func tint(_ view: UIView, label: UILabel) { label.accessibilityLabel = "tinted" }
        }
        """
        let source = """
        final class BadgeView: UIView {
            let medalView = UIImageView()
            let ribbonView = UIImageView()
            let starView = UIImageView()
            func setUp() {
                medalView.isAccessibilityElement = true
                ribbonView.isAccessibilityElement = true
                starView.isAccessibilityElement = true
                Accessibility.describe(self.medalView, as: "Gold medal")
                Accessibility.tint(ribbonView, label: captionLabel)
                Accessibility.describe(views[starView.tag], as: "Star")
            }
        }
        """
        XCTAssertEqual(lines([("Accessibility.swift", helpers), ("Badge.swift", source)]), ["Badge.swift:7", "Badge.swift:8"])
    }
}
