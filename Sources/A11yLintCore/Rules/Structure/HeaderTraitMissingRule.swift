/// Custom table section headers that show a title without the header trait.
struct HeaderTraitMissingRule: CollectingRule {
    static let metadata = RuleMetadata(
        id: "header-trait-missing",
        summary: "A custom table section header shows a title without the header trait.",
        rationale: """
            VoiceOver users skim a screen by its headings: the rotor's Headings setting jumps from one \
            section title to the next, and Full Keyboard Access and Voice Control users rely on the same \
            structure (WCAG 1.3.1, 2.4.6). UIKit marks the titles of `titleForHeaderInSection` and of a \
            `UITableViewHeaderFooterView` showing its `textLabel` or a `UIListContentConfiguration` as \
            headings, but a view of the app's own returned from `tableView(_:viewForHeaderInSection:)` is \
            read as plain text, so the screen has no headings. Reported: a `viewForHeaderInSection` \
            implementation (Swift, or Objective-C through its lowering) that puts text on screen — a label's \
            `text`/`attributedText`, a custom content configuration's `text`/`title`, `setTitle(…)`, \
            `configure(title:…)` or a `title:` argument — with no `.header` trait in the method, in a helper \
            method of the same type it calls, or in the type of the header view it returns (any file). A \
            label created in the method, or a header type declared in the project, is a warning; a header \
            loaded from a nib or of a type the project does not declare is `info`, since its trait may be \
            set in Interface Builder. Not reported: headers that show only an image or nothing, \
            `UIListContentConfiguration` headers, `textLabel`, methods that only forward to `super`, and a \
            header that is itself a `UIButton` given a target or action whose only text is its title (a \
            "Select all" control, not a section title), and a header whose only text goes into labels named for \
            prose (`infoLabel`, `descriptionLabel`, `noteLabel`, no `title` in the name): an intro banner or a note \
            holds no title, and a heading trait on prose would mislead the rotor. \
            SwiftUI is not reported: a `Section(header:)` is already a heading, and a large `Text` on its \
            own cannot be told from a large number or a hero line. Known false negatives: collection view \
            supplementary headers, headers built in another type's method, headers made headings by an \
            accessibility container. A function of the project that sets a `.header` trait (`func \
            styleAsSectionHeader() -> Self` in a `UILabel` extension) counts where the method, or a header type \
            declared in the same file, calls it. Known false positives: a header type whose trait is set by an \
            Objective-C superclass, or by such a function called from a header type declared in another file.
            """,
        fix: """
            Give the title the header trait: `titleLabel.accessibilityTraits.insert(.header)` (or set \
            `accessibilityTraits = .header` on the header view, made one element with \
            `isAccessibilityElement = true` and the title as its label), check Accessibility > Traits > Header \
            in Interface Builder, or return a `UITableViewHeaderFooterView` configured with \
            `UIListContentConfiguration.groupedHeader()`.
            """,
        severity: .warning,
        wcag: ["1.3.1", "2.4.6"],
        frameworks: [.uiKit],
        precision: .high,
        triggeringExamples: [
            Example("""
                extension SoundsViewController: UITableViewDelegate {
                    func tableView(_ tableView: UITableView, ↓viewForHeaderInSection section: Int) -> UIView? {
                        let view = UIView()
                        let label = UILabel()
                        label.text = sections[section].title
                        view.addSubview(label)
                        return view
                    }
                }
                """),
            Example("""
                final class SettingsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, ↓viewForHeaderInSection section: Int) -> UIView? {
                        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
                        header?.titleLabel.text = titles[section]
                        return header
                    }
                }
                final class SectionHeader: UITableViewHeaderFooterView {
                    let titleLabel = UILabel()
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class TagsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        var config = UIListContentConfiguration.plainHeader()
                        config.text = tags[section].title
                        let header = UITableViewHeaderFooterView()
                        header.contentConfiguration = config
                        return header
                    }
                }
                """),
            Example("""
                final class SettingsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
                        header?.titleLabel.text = titles[section]
                        return header
                    }
                }
                final class SectionHeader: UITableViewHeaderFooterView {
                    let titleLabel = UILabel()
                    override init(reuseIdentifier: String?) {
                        super.init(reuseIdentifier: reuseIdentifier)
                        titleLabel.accessibilityTraits.insert(.header)
                    }
                }
                """),
            // The trait comes from a styling function of the project, called where the header is built.
            Example("""
                extension UILabel {
                    @discardableResult
                    func styledAsSectionTitle() -> Self {
                        font = .preferredFont(forTextStyle: .headline)
                        accessibilityTraits = .header
                        return self
                    }
                }
                final class TripsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        TripSectionHeader.make(in: tableView, title: sections[section].name)
                    }
                    final class TripSectionHeader: UITableViewHeaderFooterView {
                        let label = UILabel().styledAsSectionTitle()
                        static func make(in tableView: UITableView, title: String) -> TripSectionHeader {
                            let header = TripSectionHeader()
                            header.label.text = title
                            return header
                        }
                    }
                }
                """),
            Example("""
                final class AccountViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        guard section == 0 else { return super.tableView(tableView, viewForHeaderInSection: section) }
                        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "logo") as? ImageHeader
                        header?.imageView.image = logo
                        return header
                    }
                }
                """),
        ])

    static let triggers = ["viewForHeaderInSection"]
    static let lookups = ["header", "UIListContentConfiguration", "plainHeader", "groupedHeader", "prominentInsetGroupedHeader",
                          "textLabel", "defaultContentConfiguration"]
    static let collectedNames = ["header"]

    init(options: NoOptions) {}

    /// Types whose declarations (any file) set a `.header` trait, and functions that set it on what they
    /// style (`extension UILabel { func styleAsSectionHeader() -> Self { accessibilityTraits = .header … } }`).
    struct Collected: Sendable {
        var typesWithHeaderTrait: Set<String>
        var headerFunctions: Set<String> = []
    }

    /// A file's entries: the names of types that set a `.header` trait, and `name()` for each function
    /// that does (the parentheses keep the two kinds apart: no type is named with them).
    static func collect(from file: CollectionContext) -> Set<String> {
        let index = file.index
        var names: Set<String> = []
        for occurrence in file.occurrences(of: "header") {
            let token = Int(occurrence)
            guard index.kind(token - 1) == .period, let type = index.enclosingType(of: token) else { continue }
            names.insert(index.declarations[type].nameText)
            // A styling function: a method of an extension that writes the trait on its receiver
            // (`accessibilityTraits = .header`, `self.accessibilityTraits.insert(.header)`), so the view it
            // is called on becomes a heading. Not a helper that sets it on some other view it is handed.
            if let function = index.enclosingFunction(of: token), index.declarations[function].kind == .function,
               index.declarations[type].kind == .extension,
               (max(0, token - 8)..<token).contains(where: { trait in
                   index.isText(trait, "accessibilityTraits")
                       && (index.kind(trait - 1) != .period || index.isText(trait - 2, "self"))
               }) {
                names.insert(index.declarations[function].nameText + "()")
            }
        }
        return names
    }

    static func merge(_ infos: [Set<String>]) -> Collected {
        var collected = Collected(typesWithHeaderTrait: [])
        for name in infos.joined() {
            if name.hasSuffix("()") {
                collected.headerFunctions.insert(String(name.dropLast(2)))
            } else {
                collected.typesWithHeaderTrait.insert(name)
            }
        }
        return collected
    }

    /// The message.
    static func message(isCertain: Bool) -> String {
        isCertain
            ? "This section header shows a title without the header trait: VoiceOver's headings rotor skips it."
            : "This section header shows a title and no header trait is visible in code: unless Interface Builder sets it, VoiceOver's headings rotor skips it."
    }
}
