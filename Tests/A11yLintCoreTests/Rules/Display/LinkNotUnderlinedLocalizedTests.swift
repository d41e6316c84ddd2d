import Foundation
import XCTest
@testable import A11yLintCore

/// `link-not-underlined` on links that come from the project's localization tables.
final class LinkNotUnderlinedLocalizedTests: XCTestCase {
    let id = LinkNotUnderlinedRule.id

    static let table = """
    /* Base language */
    "terms" = "Accept the [terms](https://example.com/terms)";
    "plain" = "Nothing to follow";
    "escaped" = "Say \\"[hi](https://example.com/hi)\\"";

    """

    func lines(_ files: [(path: String, text: String)]) -> [String] {
        lint(files, rules: [id]).map { "\($0.path):\($0.start.line)" }
    }

    func testLiteralKeysAndTables() {
        let view = """
        struct Footer: View {
            var body: some View {
                Text("terms")
                Text("plain")
                Text("terms", tableName: "Legal")
                Text("terms", tableName: tableName)
                Text("escaped")
                Text("terms \\(name)")
                Text(verbatim: "terms")
            }
        }
        """
        XCTAssertEqual(lines([("Base.lproj/Localizable.strings", LinkNotUnderlinedLocalizedTests.table), ("Footer.swift", view)]),
                       ["Footer.swift:3", "Footer.swift:7"])
        // The same view without the table: nothing resolves.
        XCTAssertEqual(lines([("Footer.swift", view)]), [])
    }

    func testOnlyTheDevelopmentLanguageCounts() {
        let german = "\"plain\" = \"[Nichts](https://example.com)\";\n\"terms\" = \"Bedingungen\";\n"
        let view = "struct V: View {\n    var body: some View {\n        Text(\"plain\")\n        Text(\"terms\")\n    }\n}\n"
        let files = [("App/Base.lproj/Localizable.strings", LinkNotUnderlinedLocalizedTests.table),
                     ("App/de.lproj/Localizable.strings", german), ("V.swift", view)]
        XCTAssertEqual(lines(files), ["V.swift:4"])
        // With only the German table, it is the one read.
        XCTAssertEqual(lines([("App/de.lproj/Localizable.strings", german), ("V.swift", view)]), ["V.swift:3"])
    }

    func testStringsAreVerbatimUntilTheyBecomeKeysAgain() {
        let view = """
        struct V: View {
            let fromTable = NSLocalizedString("terms", comment: "")
            let key = "terms"
            let rendered: LocalizedStringKey = "terms"
            var body: some View {
                Text(String(localized: "terms"))
                Text(NSLocalizedString("terms", comment: ""))
                Text(fromTable)
                Text(key)
                Text(LocalizedStringKey(fromTable))
                Text(LocalizedStringKey(key))
                Text(rendered)
                Text(rendered).underline()
                Text(AttributedString(localized: "terms"))
                Text(AttributedString(localized: "terms", table: "Other"))
                Text(LocalizedStringKey(String(localized: "plain")))
            }
        }
        """
        XCTAssertEqual(lines([("Localizable.strings", LinkNotUnderlinedLocalizedTests.table), ("V.swift", view)]),
                       ["V.swift:10", "V.swift:11", "V.swift:12", "V.swift:14"])
    }

    func testGeneratedAccessorsInAnotherFile() {
        let generated = """
        enum L10n {
            enum Legal {
                static let terms = L10n.tr("Legal", "terms", fallback: "Terms")
                static func greeting(_ name: Any) -> String { L10n.tr("Legal", "terms", String(describing: name)) }
                static var footer: LocalizedStringKey { "terms" }
            }
            static let plain = tr("Legal", "plain")
        }
        extension L10n {
            private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
        }
        """
        let view = """
        struct V: View {
            var body: some View {
                Text(L10n.Legal.terms)
                Text(LocalizedStringKey(L10n.Legal.terms))
                Text(LocalizedStringKey(L10n.Legal.greeting(user)))
                Text(L10n.Legal.footer)
                Text(LocalizedStringKey(L10n.plain))
            }
        }
        """
        let files = [("Base.lproj/Legal.strings", LinkNotUnderlinedLocalizedTests.table),
                     ("Strings.swift", generated), ("V.swift", view)]
        // `footer` is a key of `Localizable`, which this project lacks: silent.
        XCTAssertEqual(lines(files), ["V.swift:4", "V.swift:5"])
        let both = files + [("Base.lproj/Localizable.strings", LinkNotUnderlinedLocalizedTests.table)]
        XCTAssertEqual(lines(both), ["V.swift:4", "V.swift:5", "V.swift:6"])
    }

    /// Markdown parsed from a localized value whose key holds no link in any language (only `**bold**`) shows
    /// no link; a key linked in some language, a key the tables lack but that is itself a link, a value
    /// from a variable, and a project without tables are judged as before.
    func testMarkdownOfLinklessLocalizedValuesShowsNoLink() {
        let base = """
        "greeting" = "Welcome back, **%@**";
        "terms" = "Accept the [terms](https://example.com/terms)";
        "intro" = "Your data stays **on this device**.";
        "sync" = "Sync is **on**";

        """
        let french = "\"sync\" = \"La synchro est [activée](https://example.com/sync)\";\n"
        let strings = """
        enum Strings {
            static let intro = Strings.tr("Onboarding", "intro", fallback: "Your data stays **on this device**.")
        }
        """
        let view = """
        struct Welcome: View {
            let name: String
            let note: String
            private func emphasized(_ source: String) -> AttributedString {
                (try? AttributedString(markdown: source)) ?? AttributedString(source)
            }
            var body: some View {
                Text(emphasized(String.localizedStringWithFormat(String(localized: "greeting"), name)))
                Text(emphasized(String(localized: "terms")))
                Text(emphasized(String(localized: "sync")))
                Text(emphasized(note))
                if let intro = try? AttributedString(markdown: Strings.intro) {
                    Text(intro)
                }
                Text(try! AttributedString(markdown: NSLocalizedString("greeting", comment: "")))
                Text(try! AttributedString(markdown: NSLocalizedString("[Help](https://example.com)", comment: "")))
            }
        }
        """
        let files = [("App/en.lproj/Localizable.strings", base), ("App/fr.lproj/Localizable.strings", french),
                     ("App/en.lproj/Onboarding.strings", base), ("Strings.swift", strings), ("Welcome.swift", view)]
        XCTAssertEqual(lines(files), ["Welcome.swift:9", "Welcome.swift:10", "Welcome.swift:11", "Welcome.swift:16"])
        // Without the tables nothing is known of the keys: Markdown from elsewhere may hold any link.
        XCTAssertEqual(lines([("Strings.swift", strings), ("Welcome.swift", view)]),
                       ["Welcome.swift:8", "Welcome.swift:9", "Welcome.swift:10", "Welcome.swift:11", "Welcome.swift:13",
                        "Welcome.swift:15", "Welcome.swift:16"])
    }

    func testMalformedTableIsReportedAndReadsNothing() throws {
        let broken = "\"terms\" = \"Accept the [terms](https://example.com)\"\n\"next\" = \"x\";\n"
        let view = "struct V: View {\n    var body: some View { Text(\"terms\") }\n}\n"
        let found = lint([("Base.lproj/Localizable.strings", broken), ("V.swift", view)])
        XCTAssertEqual(found.map { "\($0.ruleID) \($0.path):\($0.start.line):\($0.start.utf8Column)" },
                       ["io-error Base.lproj/Localizable.strings:2:1"])
        XCTAssertEqual(found.first?.message,
                       LocalizationTable.malformedMessage(table: "Base.lproj/Localizable.strings",
                                                          "expected `;` after the value of \"terms\""))
    }

    func testTablesCountAsFilesAndXclocExportsAreSkipped() throws {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("a11ylint-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["Base.lproj", "Export.xcloc/Localized Contents"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try Data(LinkNotUnderlinedLocalizedTests.table.utf8).write(to: URL(fileURLWithPath: root + "/Base.lproj/Localizable.strings"))
        try Data("{ \"sourceLanguage\": \"en\", \"strings\": {} }".utf8).write(to: URL(fileURLWithPath: root + "/Export.xcloc/Localized Contents/Localizable.xcstrings"))
        try Data("{ \"sourceLanguage\": \"en\", \"strings\": {} }".utf8).write(to: URL(fileURLWithPath: root + "/Legal.xcstrings"))
        let discovered = FileDiscovery.discover([root]).files.map { String($0.dropFirst(root.count + 1)) }
        XCTAssertEqual(discovered, ["Base.lproj/Localizable.strings", "Legal.xcstrings"])
        let result = Linter(configuration: .default).lint(paths: [root], jobs: 1)
        XCTAssertEqual(result.fileCount, 2)
        XCTAssertEqual(result.findings.count, 0)
    }

    func testChangedTableRelintsTheViewsWithTheCache() throws {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("a11ylint-table-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Base.lproj", withIntermediateDirectories: true)
        let tablePath = root + "/Base.lproj/Localizable.strings"
        try Data("\"terms\" = \"Terms\";\n".utf8).write(to: URL(fileURLWithPath: tablePath))
        try Data("struct V: View {\n    var body: some View { Text(\"terms\") }\n}\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/V.swift"))
        func run() -> [String] {
            var linter = Linter(configuration: .default)
            linter.cache = LintCache(directory: root + "/.cache", toolIdentity: "test")
            return linter.lint(paths: [root], jobs: 1).findings.map { "\($0.ruleID) \($0.start.line)" }
        }
        XCTAssertEqual(run(), [])
        XCTAssertEqual(run(), [])
        try Data("\"terms\" = \"[Terms](https://example.com)\";\n".utf8).write(to: URL(fileURLWithPath: tablePath))
        XCTAssertEqual(run(), ["\(id) 2"])
        XCTAssertEqual(run(), ["\(id) 2"])
        try Data("\"terms\" = \"Terms\";\n".utf8).write(to: URL(fileURLWithPath: tablePath))
        XCTAssertEqual(run(), [])
    }
}
