import XCTest
@testable import A11yLintCore

/// Where an image ends up when it flows through state, a local constant, a UIKit host or a
/// wrapper's content closure (image-missing-label).
final class ImageExposureFlowTests: XCTestCase {
    let id = ImageMissingLabelRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testImageStoredInStateIsJudgedWhereTheTypeShowsIt() {
        let source = """
            struct Captcha: View {
                @State private var shown: Image?
                @State private var compared: Image?
                @State private var passed: Image?
                var body: some View {
                    VStack {
                        if shown != nil {
                            shown
                        }
                        if compared == nil { Text("Loading") }
                        Button(action: reload) { passed; Text("Reload") }
                    }
                }
                func reload() {
                    self.shown = Image(uiImage: rendered)
                    compared = Image(uiImage: rendered)
                    passed = Image(uiImage: rendered)
                }
            }
            """
        XCTAssertEqual(lines([("Captcha.swift", source)]), ["Captcha.swift:15"])
    }

    func testLocalImageOrStoredValueOfAnotherTypeStaysAValue() {
        let source = """
            struct Sharer: View {
                var body: some View { Text("Share") }
                func share() {
                    let preview = Image(uiImage: snapshot)
                    items.append(preview)
                    model.thumbnail = Image(uiImage: snapshot)
                }
            }
            """
        XCTAssertEqual(lines([("Sharer.swift", source)]), [])
    }

    func testViewHostedRawByUIKitIsExposedEvenWhenAnotherUseCombinesIt() {
        let tile = """
            struct Tile: View {
                let art: UIImage
                var body: some View {
                    VStack { Image(uiImage: art); Text("Title") }
                }
            }
            """
        let button = """
            struct Row: View {
                var body: some View {
                    Button(action: open) { Tile(art: art) }
                }
            }
            """
        let host = """
            import SwiftUI
            final class TileCell: UICollectionViewCell {
                private lazy var host: UIHostingController<Tile> = {
                    let tile = Tile(art: UIImage())
                    return UIHostingController(rootView: tile)
                }()
            }
            """
        XCTAssertEqual(lines([("Tile.swift", tile), ("Row.swift", button)]), [])
        XCTAssertEqual(lines([("Tile.swift", tile), ("Row.swift", button), ("TileCell.swift", host)]), ["Tile.swift:4"])
        // Hidden where it is hosted: covered.
        let hiddenHost = host.replacingOccurrences(of: "rootView: tile)", with: "rootView: tile.accessibilityHidden(true))")
        XCTAssertEqual(lines([("Tile.swift", tile), ("Row.swift", button), ("TileCell.swift", hiddenHost)]), [])
    }

    func testContentClosureThatTheWrapperHidesCoversWhatItShows() {
        let layout = """
            struct DetailsLayout<Cover: View, Footer: View>: View {
                let title: String
                @ViewBuilder let cover: () -> Cover
                @ViewBuilder let footer: () -> Footer
                var body: some View {
                    VStack {
                        cover().accessibilityHidden(true)
                        Text(title)
                        footer()
                    }
                }
            }
            """
        let screen = """
            struct Screen: View {
                var body: some View {
                    DetailsLayout(title: "A", cover: { Image(uiImage: art) }, footer: { Image(uiImage: logo) })
                    DetailsLayout(title: "B") { Image(uiImage: art) } footer: { Image(uiImage: logo) }
                }
            }
            """
        XCTAssertEqual(lines([("DetailsLayout.swift", layout), ("Screen.swift", screen)]),
                       ["Screen.swift:3", "Screen.swift:4"])
        // Shown unhidden in one place of the wrapper: not covered.
        let leaky = layout.replacingOccurrences(of: "footer()", with: "footer(); cover()")
        XCTAssertEqual(lines([("DetailsLayout.swift", leaky), ("Screen.swift", screen)]),
                       ["Screen.swift:3", "Screen.swift:3", "Screen.swift:4", "Screen.swift:4"])
    }

    func testContentClosureOfAWrapperInAnotherFileThroughAViewsBody() {
        let layout = """
            struct DetailsLayout<Cover: View>: View {
                let title: String
                @ViewBuilder let cover: () -> Cover
                var body: some View {
                    VStack { cover().accessibilityHidden(true); Text(title) }
                }
            }
            """
        let cover = """
            struct Cover: View {
                let art: UIImage
                var body: some View { Image(uiImage: art).resizable() }
            }
            """
        let screen = """
            struct Screen: View {
                var body: some View {
                    DetailsLayout(title: "A", cover: { Cover(art: art) })
                    DetailsLayout(title: "B") { Cover(art: art) }
                }
            }
            """
        XCTAssertEqual(lines([("DetailsLayout.swift", layout), ("Cover.swift", cover), ("Screen.swift", screen)]), [])
        let shown = layout.replacingOccurrences(of: "cover().accessibilityHidden(true)", with: "cover()")
        XCTAssertEqual(lines([("DetailsLayout.swift", shown), ("Cover.swift", cover), ("Screen.swift", screen)]),
                       ["Cover.swift:3"])
    }

    func testPickerOptionsAreNotNamedByThePickersOwnLabel() {
        let source = """
            struct IconPicker: View {
                var body: some View {
                    Picker("", selection: $icon) {
                        ForEach(icons) { icon in Image(nsImage: icon.image) }
                    }
                    .labelsHidden()
                    .accessibilityLabel("Menu bar icon")
                    Picker("Theme", selection: $theme) {
                        ForEach(themes) { theme in Image(nsImage: theme.preview) }
                    }
                    .accessibilityHidden(true)
                    Picker("Size", selection: $size) {
                        ForEach(sizes) { size in HStack { Image(nsImage: size.glyph); Text(size.name) } }
                    }
                }
            }
            """
        XCTAssertEqual(lines([("IconPicker.swift", source)]), ["IconPicker.swift:4"])
    }
}

extension ImageExposureFlowTests {
    /// A local whose own trailing closure has a parameter of the same name (`let controller =
    /// Split(…) { controller in … }`) is judged at its uses after the value, and the walk ends.
    func testLocalShadowedInsideItsOwnClosureEnds() {
        let source = """
            import SwiftUI
            struct SplitHost: NSViewControllerRepresentable {
                func makeNSViewController(context: Context) -> SplitController {
                    let controller = SplitController(axis: axis) { controller in
                        controller.items = children.map { Item(child: $0, owner: controller) }
                    }
                    return controller
                }
            }
            """
        XCTAssertEqual(lines([("SplitHost.swift", source)]), [])
    }
}

extension ImageExposureFlowTests {
    /// A helper declared in an extension in one file is judged where the type's body in another
    /// file shows it; a bare name the type declares in that file, or a local, is not such a use.
    func testHelperInAnotherFilesExtensionIsJudgedWhereTheBodyShowsIt() {
        let body = """
            struct Entry: View {
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .round:
                        roundFace
                    case .flat:
                        flatFace
                            .accessibilityHidden(true)
                    }
                }
            }
            """
        let faces = """
            extension Entry {
                var roundFace: some View { Image("round-fallback") }
                var flatFace: some View { Image("flat-fallback") }
                var unusedFace: some View { Image("unused-fallback") }
            }
            """
        XCTAssertEqual(lines([("Entry.swift", body), ("Entry+Faces.swift", faces)]), ["Entry+Faces.swift:2"])
        // Another type's body showing a bare `roundFace` of its own is not a use of Entry's helper.
        let other = body.replacingOccurrences(of: "struct Entry", with: "struct Other")
        XCTAssertEqual(lines([("Other.swift", other), ("Entry+Faces.swift", faces)]), [])
    }

    /// Two uses of the same rank keep one outcome whatever their order: the control whose name
    /// sorts first (a view used as the only content of a `Menu` in one place and of a `Button` in
    /// another is reported for the `Button`, in every run), and a higher rank always wins.
    func testTheWorseOfTwoUsesDoesNotDependOnTheirOrder() {
        let menu = ImageExposure.onlyContent("Menu")
        let button = ImageExposure.onlyContent("Button")
        XCTAssertTrue(button.isWorse(than: menu))
        XCTAssertFalse(menu.isWorse(than: button))
        XCTAssertFalse(button.isWorse(than: button))
        XCTAssertTrue(menu.isWorse(than: .exposed))
        XCTAssertFalse(ImageExposure.exposed.isWorse(than: menu))
        for order in [[menu, button], [button, menu]] {
            var result = ImageExposure.value
            for outcome in order where outcome.isWorse(than: result) { result = outcome }
            XCTAssertEqual(result, button)
        }
    }
}
