import XCTest
@testable import A11yLintCore

final class SmallTouchTargetRuleTests: XCTestCase {
    let id = SmallTouchTargetRule.id

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    /// A view placed only in bars, in another file, is judged by the bar; one use outside a bar, or a
    /// destination pushed from a toolbar link, keeps it reported.
    func testAViewPlacedOnlyInBarsAcrossFilesIsSilent() {
        let button = """
        struct RefreshButton: View {
            var body: some View {
                Button { reload() } label: { Image(systemName: "arrow.clockwise").frame(width: 32, height: 32) }
                    .buttonStyle(.plain).accessibilityLabel("Refresh")
            }
        }
        """
        let inBar = """
        struct Feed: View {
            var body: some View {
                List { Text("a") }
                    .toolbar { ToolbarItemGroup(placement: .navigationBarTrailing) { RefreshButton() } }
            }
        }
        """
        let inRow = """
        struct Footer: View {
            var body: some View { HStack { Text("Updated"); RefreshButton() } }
        }
        """
        let asDestination = """
        struct Menu2: View {
            var body: some View {
                Text("x").toolbar { ToolbarItem { NavigationLink { RefreshButton() } label: { Text("More") } } }
            }
        }
        """
        XCTAssertEqual(lines([("RefreshButton.swift", button), ("Feed.swift", inBar)]), [])
        XCTAssertEqual(lines([("RefreshButton.swift", button), ("Feed.swift", inBar), ("Footer.swift", inRow)]),
                       ["RefreshButton.swift:3"])
        XCTAssertEqual(lines([("RefreshButton.swift", button), ("Feed.swift", inBar), ("Menu2.swift", asDestination)]),
                       ["RefreshButton.swift:3"])
        // Not used anywhere: no placement is known.
        XCTAssertEqual(lines([("RefreshButton.swift", button)]), ["RefreshButton.swift:3"])
    }

    /// Paddings after the frame, on the label or on the control, count; so does a larger frame.
    func testPaddingsAndFramesGrowTheTarget() {
        let source = """
        struct Bar: View {
            var body: some View {
                Button { a() } label: { Image(systemName: "a").frame(width: 24, height: 24).padding(.horizontal, 10) }
                Button { a() } label: { Image(systemName: "b").frame(width: 24, height: 24).padding([.top, .bottom], 10) }
                Button { a() } label: { Image(systemName: "c").frame(width: 24, height: 24) }.padding(10)
                Button { a() } label: { Image(systemName: "d").frame(width: 24, height: 24) }.frame(minWidth: 44, minHeight: 44)
                Button { a() } label: { Image(systemName: "e").frame(width: 24, height: 24).padding() }
                Button { a() } label: { Image(systemName: "f").frame(width: 24, height: 24).padding(inset) }
            }
        }
        """
        let found = lint([("Bar.swift", source)], rules: [id])
        XCTAssertEqual(found.map(\.start.line), [3, 4])
        XCTAssertEqual(found.first?.message, SmallTouchTargetRule.message(width: 44, height: 24, minimum: 44))
    }

    /// `if`/`else` labels count; labels with several views, padded styles and hidden links do not.
    func testLabelShapes() {
        let source = """
        struct Bar: View {
            var body: some View {
                Button(action: mute, label: {
                    if isMuted { Image(systemName: "speaker.slash").frame(width: 30, height: 30) }
                    else { Image(systemName: "speaker").frame(width: 30, height: 30) }
                })
                Button { a() } label: { Image(systemName: "x").frame(width: 20, height: 20); Text("Close") }
                Button { a() } label: { Image(systemName: "x").frame(width: 20, height: 20) }.buttonStyle(PillStyle())
                NavigationLink(destination: Detail(), isActive: $show) { EmptyView() }.frame(width: 0, height: 0).hidden()
                Menu { Button("One") { } } label: { Image(systemName: "ellipsis").frame(width: 30, height: 30) }
            }
        }
        """
        XCTAssertEqual(lines([("Bar.swift", source)]), ["Bar.swift:4", "Bar.swift:5", "Bar.swift:10"])
    }

    /// Lists, menus and bars give buttons larger hit areas; properties named for bars too.
    func testContainersWithLargerHitAreas() {
        let source = """
        struct Screen: View {
            var body: some View {
                List { Button { a() } label: { Image(systemName: "a").frame(width: 20, height: 20) } }
                    .navigationBarItems(trailing: Button { b() } label: { Image(systemName: "b").frame(width: 20, height: 20) })
            }
            var navbarButtons: some View {
                Button { c() } label: { Image(systemName: "c").frame(width: 20, height: 20) }
            }
        }
        """
        XCTAssertEqual(lines([("Screen.swift", source)]), [])
    }

    /// The minimum is configurable.
    func testMinimumOption() {
        var options = SmallTouchTargetRule.Options()
        options.minimum = 24
        let rule = ConfiguredRule(SmallTouchTargetRule(options: options))
        let source = """
        struct Bar: View {
            var body: some View {
                Button("A") { a() }.frame(width: 30, height: 30)
                Button("B") { b() }.frame(width: 20, height: 30)
            }
        }
        """
        let found = Linter(configuration: Configuration(rules: [rule]))
            .lint([SourceInput(path: "Bar.swift", bytes: Array(source.utf8))], jobs: 1).findings
        XCTAssertEqual(found.map(\.start.line), [4])
        XCTAssertEqual(found.first?.message, SmallTouchTargetRule.message(width: 20, height: 30, minimum: 24))
        XCTAssertEqual(lines([("Bar.swift", source)]), ["Bar.swift:3", "Bar.swift:4"])
    }

    /// UIKit: buttons by type or name; bar items' custom views, other views and hit-area overrides are not.
    func testUIKitConstraints() {
        let source = """
        final class Header: UIView {
            let shareControl: UIButton = UIButton()
            let item = UIBarButtonItem()
            let avatar = UIImageView()
            func layout() {
                shareControl.heightAnchor.constraint(equalToConstant: 28).isActive = true
                item.customView?.heightAnchor.constraint(equalToConstant: 30).isActive = true
                avatar.widthAnchor.constraint(equalToConstant: 28).isActive = true
                let moreButton = UIButton(type: .system)
                moreButton.widthAnchor.constraint(lessThanOrEqualToConstant: 20).isActive = true
                moreButton.widthAnchor.constraint(equalToConstant: 20.5).isActive = true
            }
        }
        """
        XCTAssertEqual(lines([("Header.swift", source)]), ["Header.swift:6", "Header.swift:11"])
        let widened = source + "\nextension Header { override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true } }"
        XCTAssertEqual(lines([("Header.swift", widened)]), [])
        // A 0 pt constraint collapses the button out of a layout variant: it sizes no target.
        let collapsed = """
        final class FileCell: UITableViewCell {
            let actionButton = UIButton(type: .system)
            func useCompactLayout() {
                NSLayoutConstraint.activate([
                    actionButton.widthAnchor.constraint(equalToConstant: 0),
                    actionButton.heightAnchor.constraint(equalToConstant: 0.0),
                    actionButton.heightAnchor.constraint(equalToConstant: 30),
                ])
            }
        }
        """
        XCTAssertEqual(lines([("FileCell.swift", collapsed)]), ["FileCell.swift:7"])
    }

    /// macOS targets are pointer targets: Mac folders and AppKit-only projects are silent.
    /// A button made to take no touches is an indicator, not a target: set on the property,
    /// in the closure that builds it, or on a local. A sibling button stays judged.
    func testButtonsThatTakeNoTouchesAreNoTargets() {
        let source = """
        final class ThemeCell: UICollectionViewCell {
            private let checkBadge: UIButton = {
                let view = UIButton(type: .custom)
                view.isUserInteractionEnabled = false
                view.setImage(UIImage(named: "tick"), for: .normal)
                return view
            }()
            private let stateButton = UIButton()
            private let infoButton = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                stateButton.isUserInteractionEnabled = false
                NSLayoutConstraint.activate([
                    checkBadge.widthAnchor.constraint(equalToConstant: 18),
                    stateButton.heightAnchor.constraint(equalToConstant: 20),
                    infoButton.widthAnchor.constraint(equalToConstant: 24),
                ])
                let dotButton = UIButton()
                dotButton.isUserInteractionEnabled = false
                dotButton.widthAnchor.constraint(equalToConstant: 8).isActive = true
            }
        }
        """
        XCTAssertEqual(lines([("ThemeCell.swift", source)]), ["ThemeCell.swift:16"])
    }

    func testMacCodeIsSilent() {
        let source = """
        struct Row: View {
            var body: some View { Button("A") { a() }.frame(width: 30, height: 20) }
        }
        """
        XCTAssertEqual(lines([("iOS/Row.swift", source)]), ["iOS/Row.swift:2"])
        XCTAssertEqual(lines([("Mac/Preferences/Row.swift", source)]), [])
    }

    /// A folder is a Mac target's when one of its words (split at punctuation and spaces, not
    /// inside camel case) is Mac, macOS or OSX and none names another platform or shared code.
    func testMacTargetFoldersAreFoundByWord() {
        let source = """
        struct Row: View {
            var body: some View { Button("A") { a() }.frame(width: 30, height: 20) }
        }
        """
        for path in ["Sources/Kit_macOS/Row.swift", "Apps/Core macOS/Row.swift", "App-OSX/Row.swift", "macos/Row.swift"] {
            XCTAssertEqual(lines([(path, source)]), [], path)
        }
        for path in ["Sources/Kit_iOS/Row.swift", "Sources/Shared-macOS/Row.swift", "MacroKit/Row.swift",
                     "Mac Catalyst/Row.swift", "Machine/Row.swift", "Sources/Row_macOS.swift"] {
            XCTAssertEqual(lines([(path, source)]), [path + ":2"], path)
        }
        XCTAssertTrue(Platforms.namesMacTarget("FluentUI_macOS"))
        XCTAssertFalse(Platforms.namesMacTarget("iOS-macOS"))
    }

    /// A configured button component makes the rule run (and is judged) in a file that names no built-in control.
    func testConfiguredButtonComponentTriggersTheRule() {
        let source = """
        struct Chip: View {
            var body: some View {
                PillButton(title: "Add") { add() }
                    .frame(width: 30, height: 30)
            }
        }
        """
        let found = lint([("Chip.swift", source)], rules: [SmallTouchTargetRule.id], components: ComponentRoles(buttons: ["PillButton"]))
        XCTAssertEqual(found.map(\.start.line), [4])
        XCTAssertEqual(lint([("Chip.swift", source)], rules: [SmallTouchTargetRule.id]).count, 0)
    }

    /// Default-styled buttons in a watch target's folder sit on the bordered platter; a plain style,
    /// also set on a stack around them, or a folder that only mentions the watch keeps them reported.
    func testWatchTargetFoldersPadDefaultStyledButtons() {
        let source = """
        struct Dose: View {
            var body: some View {
                Button { add() } label: { Image(systemName: "plus").frame(width: 30, height: 30) }
                VStack {
                    Button { sub() } label: { Image(systemName: "minus").frame(width: 30, height: 30) }
                }
                .buttonStyle(.plain)
            }
        }
        """
        for path in ["Pump WatchKit Extension/Views/Dose.swift", "Trio Watch App/Dose.swift", "PumpWatchKit/Dose.swift",
                     "Apps/WatchApp/Dose.swift", "Timer-watchOS/Dose.swift", "pumpWatch Extension/Dose.swift"] {
            XCTAssertEqual(lines([(path, source)]), [path + ":5"], path)
        }
        for path in ["App/Settings/AppleWatch/Dose.swift", "Modules/Watch/Dose.swift", "WatchManager/Dose.swift",
                     "Shared watchOS/Dose.swift", "StopWatch/Dose.swift"] {
            XCTAssertEqual(lines([(path, source)]), [path + ":3", path + ":5"], path)
        }
    }

    /// An unguarded `import WatchKit` makes a file watchOS code; one under `#if canImport(WatchKit)` is shared.
    func testImportingWatchKitPadsDefaultStyledButtonsAndLinks() {
        let body = """
        struct DoseView: View {
            var body: some View {
                HStack {
                    Button { cancel() } label: { Image(systemName: "xmark").frame(width: 28, height: 28) }
                    NavigationLink { HistoryView() } label: { Image(systemName: "clock").frame(width: 24, height: 24) }
                    Button { confirm() } label: { Image(systemName: "checkmark").frame(width: 28, height: 28) }
                        .buttonStyle(.plain)
                }
            }
        }
        """
        XCTAssertEqual(lines([("Dose.swift", "import WatchKit\nimport SwiftUI\n" + body)]), ["Dose.swift:8"])
        XCTAssertEqual(lines([("Dose.swift", "#if canImport(WatchKit)\nimport WatchKit\n#endif\n" + body)]),
                       ["Dose.swift:7", "Dose.swift:8", "Dose.swift:9"])
    }
}
