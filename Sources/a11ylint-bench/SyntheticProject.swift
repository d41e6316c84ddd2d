import Foundation

/// Writes a synthetic app project so `make bench` runs without fetched
/// repositories: SwiftUI screens with modifier chains, toolbars, tap gestures,
/// button styles and Markdown text; UIKit view controllers with bar button
/// items, gesture recognizers and accessibility set-up; models and helpers.
/// Deterministic for a given file count.
enum SyntheticProject {
    /// A small deterministic generator (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    static let nouns = ["Inbox", "Profile", "Settings", "Timeline", "Message", "Account", "Photo", "Playlist", "Order",
                        "Invoice", "Recipe", "Workout", "Ticket", "Article", "Comment", "Device", "Room", "Scene"]
    static let symbols = ["star", "heart", "trash", "list.bullet", "square.and.arrow.up", "bell", "gearshape", "eye",
                          "arrow.clockwise", "xmark", "plus", "chevron.right", "folder", "paperplane"]

    /// Writes `files` files under `directory`; returns totals.
    static func write(to directory: String, files: Int) -> (files: Int, bytes: Int, lines: Int) {
        var random = Random(state: 2026)
        var bytes = 0
        var lines = 0
        for number in 0..<files {
            let noun = nouns[number % nouns.count] + (number >= nouns.count ? "\(number / nouns.count)" : "")
            let folder = "\(directory)/Module\(number % 12)"
            let text: String
            switch number % 4 {
            case 0, 1: text = swiftUIScreen(noun, &random)
            case 2: text = uiKitController(noun, &random)
            default: text = model(noun, &random)
            }
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = "\(folder)/\(noun)\(["View", "View", "ViewController", "Model"][number % 4]).swift"
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            bytes += text.utf8.count
            lines += text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        }
        return (files, bytes, lines)
    }

    /// A SwiftUI screen with rows, toolbars, taps and a button style.
    static func swiftUIScreen(_ noun: String, _ random: inout Random) -> String {
        var text = """
        import SwiftUI

        /// Shows \(noun.lowercased()) items and lets people act on them.
        struct \(noun)View: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var items: [\(noun)Item] = []
            @State private var isEditing = false
            @State private var selection: \(noun)Item.ID?
            @FocusState private var searchFocused: Bool
            let store: \(noun)Store

            var body: some View {
                NavigationStack {
                    List(items, selection: $selection) { item in
                        \(noun)Row(item: item)
                    }
                    .navigationTitle("\(noun)s")
                    .toolbar {

        """
        for _ in 0..<(1 + random.below(3)) {
            let symbol = random.pick(symbols)
            if random.chance(50) {
                text += "                ToolbarItem(placement: .topBarTrailing) {\n"
                text += "                    Button { isEditing.toggle() } label: { Image(systemName: \"\(symbol)\") }\n"
                if random.chance(50) { text += "                        .accessibilityLabel(\"Edit \(noun)s\")\n" }
                text += "                }\n"
            } else {
                text += "                ToolbarItem { Button(\"Refresh\", systemImage: \"\(symbol)\") { Task { await store.refresh() } } }\n"
            }
        }
        text += """
                    }
                    .searchable(text: .constant(""))
                    .task { items = await store.load() }
                }
            }
        }

        struct \(noun)Row: View {
            let item: \(noun)Item
            @Environment(Router.self) private var router

            var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Image(systemName: item.isPinned ? "pin.fill" : "pin")
                        .foregroundStyle(.secondary)
                        .accessibilityHidden(true)
                    VStack(alignment: .leading) {
                        Text(item.title).font(.headline)
                        Text("Updated \\(item.updated, style: .relative) ago")
                            .font(.caption)
                            .foregroundStyle(.secondary)

        """
        if random.chance(30) {
            text += "                Text(\"Read the [guide](https://example.com/\(noun.lowercased()))\")\n"
        }
        text += """
                    }
                    Spacer()
                }
                .contentShape(Rectangle())

        """
        if random.chance(50) {
            text += "        .onTapGesture { router.navigate(to: .detail(item.id)) }\n"
        } else {
            text += "        .onTapGesture(count: 2) { router.toggleFavorite(item.id) }\n"
            text += "        .accessibilityAction(named: \"Favorite\") { router.toggleFavorite(item.id) }\n"
        }
        text += """
            }
        }

        struct \(noun)ButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(.horizontal, 12)
                    .foregroundStyle(.tint)

        """
        if random.chance(50) {
            text += "            .background(Capsule().fill(.tint.opacity(configuration.isPressed ? 0.3 : 0.15)))\n"
        } else {
            text += "            .opacity(configuration.isPressed ? 0.6 : 1)\n"
        }
        text += "    }\n}\n"
        return text
    }

    /// A UIKit view controller with bar items, a recognizer and accessibility set-up.
    static func uiKitController(_ noun: String, _ random: inout Random) -> String {
        let symbol = random.pick(symbols)
        var text = """
        import UIKit

        final class \(noun)ViewController: UIViewController, UITableViewDelegate {
            @IBOutlet private weak var tableView: UITableView!
            @IBOutlet private var headerLabel: UILabel!
            private var items: [\(noun)Item] = []
            private lazy var filterItem = UIBarButtonItem(image: UIImage(systemName: "\(symbol)"), style: .plain,
                                                          target: self, action: #selector(toggleFilter))

            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("\(noun)s", comment: "Screen title")
                navigationItem.rightBarButtonItems = [filterItem,
                    UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))]

        """
        if random.chance(50) { text += "        filterItem.accessibilityLabel = NSLocalizedString(\"Filter\", comment: \"\")\n" }
        text += "        let tap = UITapGestureRecognizer(target: self, action: #selector(headerTapped))\n"
        if random.chance(40) { text += "        tap.numberOfTapsRequired = 2\n" }
        if random.chance(40) {
            text += "        headerLabel.isAccessibilityElement = true\n        headerLabel.accessibilityTraits.insert(.button)\n"
        }
        text += """
                headerLabel.isUserInteractionEnabled = true
                headerLabel.addGestureRecognizer(tap)
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
            }

            @objc private func toggleFilter() { items = items.filter { !$0.isArchived } ; tableView.reloadData() }
            @objc private func add() { performSegue(withIdentifier: "add\(noun)", sender: self) }
            @objc private func headerTapped() { tableView.setContentOffset(.zero, animated: true) }
            @objc private func dismissKeyboard() { view.endEditing(true) }

            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                guard items.indices.contains(indexPath.row) else { return }
                let item = items[indexPath.row]
                show(\(noun)DetailViewController(item: item), sender: self)
                tableView.deselectRow(at: indexPath, animated: true)
            }
        }

        """
        return text
    }

    /// A model type with parsing and formatting code (no UI).
    static func model(_ noun: String, _ random: inout Random) -> String {
        var text = """
        import Foundation

        struct \(noun)Item: Identifiable, Hashable, Codable {
            let id: UUID
            var title: String
            var updated: Date
            var isPinned = false
            var isArchived = false
            var tags: [String] = []

            var summary: AttributedString {

        """
        if random.chance(50) {
            text += "        (try? AttributedString(markdown: \"**\\(title)** · \\(tags.joined(separator: \", \"))\")) ?? AttributedString(title)\n"
        } else {
            text += "        AttributedString(title)\n"
        }
        text += """
            }
        }

        actor \(noun)Store {
            private var cache: [UUID: \(noun)Item] = [:]
            private let decoder = JSONDecoder()

            func load() async -> [\(noun)Item] {
                let sorted = cache.values.sorted { lhs, rhs in
                    lhs.isPinned != rhs.isPinned ? lhs.isPinned : lhs.updated > rhs.updated
                }
                return sorted.filter { !$0.isArchived }
            }

            func refresh() async {
                for (id, item) in cache where item.updated < Date.now.addingTimeInterval(-3_600) {
                    cache[id]?.updated = .now
                }
            }

            func decode(_ data: Data) throws -> [\(noun)Item] {
                let items = try decoder.decode([\(noun)Item].self, from: data)
                for item in items { cache[item.id] = item }
                return items.map { item in
                    var copy = item
                    copy.title = copy.title.trimmingCharacters(in: .whitespacesAndNewlines)
                    return copy
                }
            }
        }

        """
        for index in 0..<random.below(4) {
            text += "extension \(noun)Item {\n    static let sample\(index) = \(noun)Item(id: UUID(), title: \"Sample \(index)\", updated: .now)\n}\n"
        }
        return text
    }

    /// One view repeated (with a distinct name) until the text has `bytes` UTF-8 bytes: each
    /// copy holds one tap gesture and one unlabeled toolbar button. The same unit as
    /// `IndexRobustnessTests.testLargeFileIsLintedCompletely`.
    static func largeFile(bytes: Int) -> (text: String, units: Int) {
        let unit = """
        struct Row_NUMBER: View {
            @State private var isOn = false
            let title: String
            var body: some View {
                HStack {
                    Text(title).font(.headline)
                    Spacer()
                    Image(systemName: "chevron.right").accessibilityHidden(true)
                }
                .contentShape(Rectangle())
                .onTapGesture { router.open(title) }
                .toolbar { ToolbarItem { Button { isOn.toggle() } label: { Image(systemName: "list.bullet") } } }
            }
        }

        """
        var text = ""
        var count = 0
        text.reserveCapacity(bytes + unit.utf8.count)
        while text.utf8.count < bytes {
            text += unit.replacingOccurrences(of: "NUMBER", with: String(count))
            count += 1
        }
        return (text, count)
    }
}
