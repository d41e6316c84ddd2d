import XCTest
@testable import A11yLintCore

/// Taps that do nothing because the closure they call is never handed over, taps that repeat a control
/// but for the analytics event they report, and a container tapped to stop a mode ("click elsewhere").
final class TapGestureInjectedClosureTests: XCTestCase {
    let id = TapGestureAsButtonRule.id

    /// The app's entry point: only an app's run can tell that nothing supplies a closure.
    /// (It names the screens, so none of them is code that never runs.)
    let app = """
    @main
    struct StatsApp: App { var body: some Scene { WindowGroup { Text("Stats") } } }
    let screens: [Any.Type] = [StatTile.self, StatsView.self, MemberRow.self, MembersView.self,
                               ShortcutsPanel.self]
    """

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint([("StatsApp.swift", app)] + files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    let tile = """
    final class StatTile: UIView {
        var onSelect: () -> Void = {}
        override init(frame: CGRect) {
            super.init(frame: frame)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        }
        @objc private func tapped() { onSelect() }
    }
    """

    /// A defaulted closure nobody assigns (only other types' `onSelect`s are set, and the type is built
    /// without it) does nothing; assigning it on a `StatTile` in another file makes the tap a button.
    /// Pass 1 hashes `Type.name` keys from the name's bytes; pass 2 from strings: the two must agree,
    /// backticks included.
    func testSlotKeysHashAlikeFromBytesAndStrings() {
        let index = SyntaxIndex(source: SourceFile(path: "Row.swift", text: "row.onTap = x; row.`default` = y; a.b = c\n"), names: NameTable(names: []))
        for type in ["Row", "?", "`Row`", "FollowCountView"] {
            for token in 0..<index.count where index.tokens[token].kind == .identifier {
                XCTAssertEqual(TapGestureAsButtonRule.slotHash(type, nameAt: token, index: index),
                               TapGestureAsButtonRule.slotHash(type, index.text(token)), "\(type).\(index.text(token))")
            }
        }
    }

    func testAnUnassignedClosureMakesNoButton() {
        let stats = """
        final class StatsView: UIView {
            let followers = StatTile(frame: .zero)
            let picker = OptionPicker()
            func wire() { picker.onSelect = { [weak self] in self?.reload() } }
        }
        final class OptionPicker: UIView { var onSelect: (() -> Void)? }
        """
        XCTAssertEqual(lines([("StatTile.swift", tile), ("StatsView.swift", stats)]), [])
        // A library's run (no entry point) may be used by code that sets it.
        XCTAssertEqual(lint([("StatTile.swift", tile), ("StatsView.swift", stats)], rules: [id]).count, 1)
        let assigned = """
        final class StatsView: UIView {
            let followers = StatTile(frame: .zero)
            func wire() { followers.onSelect = { [weak self] in self?.showFollowers() } }
        }
        """
        XCTAssertEqual(lines([("StatTile.swift", tile), ("StatsView.swift", assigned)]), ["StatTile.swift:5"])
        // A write the file cannot place on a type (`$0.onSelect`) may be this one.
        let unknown = """
        final class StatsView: UIView {
            let tiles = [StatTile(frame: .zero)]
            func wire() { tiles.forEach { $0.onSelect = { print("tapped") } } }
        }
        """
        XCTAssertEqual(lines([("StatTile.swift", tile), ("StatsView.swift", unknown)]), ["StatTile.swift:5"])
    }

    /// A model's optional closure that no construction passes (`MemberRowModel(id:name:)`, an `.init` of
    /// another model with the same label) is never set; one `.init(…)` whose labels are all the model's
    /// own properties, or a trailing closure when building it, may set it.
    func testAModelClosureNoConstructionPassesDoesNothing() {
        let row = """
        struct MemberRowModel: Identifiable {
            var id: String
            var name: String
            var onOpen: (() -> Void)?
        }
        struct MemberRow: View {
            var model: MemberRowModel
            var body: some View {
                HStack { Text(model.name) }
                    .onTapGesture { model.onOpen?() }
            }
        }
        """
        let unset = """
        struct MembersView: View {
            let rows = members.map { MemberRowModel(id: $0.id, name: $0.name) }
            let links: [LinkRowModel] = [.init(title: "Invite", onOpen: {})]
            var body: some View { ForEach(rows) { MemberRow(model: $0) } }
        }
        """
        XCTAssertEqual(lines([("MemberRow.swift", row), ("MembersView.swift", unset)]), [])
        let implicit = """
        struct MembersView: View {
            let rows: [MemberRowModel] = members.map { member in .init(id: member.id, name: member.name, onOpen: { open(member) }) }
        }
        """
        XCTAssertEqual(lines([("MemberRow.swift", row), ("MembersView.swift", implicit)]), ["MemberRow.swift:10"])
        let explicit = """
        let rows = members.map { member in MemberRowModel(id: member.id, name: member.name, onOpen: { open(member) }) }
        """
        XCTAssertEqual(lines([("MemberRow.swift", row), ("MembersView.swift", explicit)]), ["MemberRow.swift:10"])
    }

    /// A handler that does more than call the closure is judged as before.
    func testAHandlerDoingMoreIsJudgedAsBefore() {
        let source = """
        final class StatTile: UIView {
            var onSelect: () -> Void = {}
            override init(frame: CGRect) {
                super.init(frame: frame)
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            }
            @objc private func tapped() {
                onSelect()
                router.showStats()
            }
        }
        """
        XCTAssertEqual(lines([("StatTile.swift", source)]), ["StatTile.swift:5"])
    }

    /// A recognizer whose handler differs from a titled control's only in the analytics event it reports
    /// repeats that control; one that does something else is a button of its own.
    func testHandlersDifferingOnlyInAnalyticsRepeatTheControl() {
        let source = """
        final class DrawerViewController: UIViewController {
            let drawer = DrawerView()
            func wire() {
                drawer.avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))
                drawer.bannerView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(bannerTapped)))
                drawer.accountButton.setTitle("My account", for: .normal)
                drawer.accountButton.addTarget(self, action: #selector(accountTapped), for: .touchUpInside)
            }
            @objc private func avatarTapped() {
                Analytics.shared.trackDidTapButton(buttonName: "drawer_avatar")
                guard let user = session.user else { return }
                router.showAccount(for: user)
            }
            @objc private func bannerTapped() {
                analyticsService.logEvent("drawer_banner")
                router.showPromotion()
            }
            @objc private func accountTapped() {
                Analytics.shared.trackDidTapButton(buttonName: "drawer_account")
                guard let user = session.user else { return }
                router.showAccount(for: user)
            }
        }
        """
        // (Without an entry point: `wire()` is called by nothing here.)
        XCTAssertEqual(lint([("DrawerViewController.swift", source)], rules: [id]).map(\.start.line), [5])
    }

    /// A container laid out from sections, tapped only to turn a mode off, is "click elsewhere to stop";
    /// a row of a text and an icon doing the same, or a container turning a mode on, is reported.
    func testAContainerTappedToTurnAModeOffIsNoButton() {
        let source = """
        struct ShortcutsPanel: View {
            @ObservedObject var recorder: ShortcutRecorder
            var shortcuts: some View { ForEach(recorder.items) { ShortcutRow(item: $0) } }
            var footer: some View { Text("Click a shortcut to record it") }
            var body: some View {
                VStack(spacing: 8) {
                    VStack(spacing: 8) {
                        shortcuts
                        footer
                    }
                    .frame(maxWidth: 320)
                    .onTapGesture { recorder.isRecording = false }
                    HStack { Image(systemName: "mic"); Text("Recording") }
                        .onTapGesture { recorder.isRecording = false }
                }
                .onTapGesture { recorder.isRecording = true }
            }
        }
        """
        XCTAssertEqual(lines([("ShortcutsPanel.swift", source)]), ["ShortcutsPanel.swift:14", "ShortcutsPanel.swift:16"])
    }
}
