import Foundation
import XCTest
@testable import A11yLintCore

/// The merged cross-file references the cache keeps beside its pack (`MergedReferences`): an
/// unchanged run takes them, a change in one file's references merges again and updates the
/// findings of the unchanged files that depend on them, and a damaged record is never trusted.
final class MergedReferencesCacheTests: CacheFolderTestCase {
    static let app = """
    import SwiftUI
    @main
    struct PantryApp: App {
        var body: some Scene { WindowGroup { Text("Pantry") } }
    }

    """
    /// A tappable row: a finding while some live code shows it, none while it is dead.
    static let row = """
    import SwiftUI
    struct ShelfRow: View {
        var body: some View {
            Image(systemName: "cart").onTapGesture { restock() }
        }

        func restock() {}
    }

    """
    static let unused = "struct Shelf { let title = \"Pantry\" }\n"
    static let showing = "let shelfRow = ShelfRow()\nstruct Shelf { let title = \"Pantry\" }\n"

    private var mergedFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? []).filter { $0.hasSuffix(LintCache.mergedSuffix) }
    }

    func testAnUnchangedRunTakesTheLastMerge() throws {
        try write("PantryApp.swift", Self.app)
        try write("ShelfRow.swift", Self.row)
        try write("Shelf.swift", Self.showing)
        let first = lint()
        XCTAssertFalse(first.cacheStatistics.isMergedReferencesReused)
        XCTAssertEqual(mergedFiles.count, 1)
        let second = lint()
        XCTAssertTrue(second.cacheStatistics.isMergedReferencesReused)
        XCTAssertEqual(second.cacheStatistics.reusedFindings, 3)
        XCTAssertEqual(lines(second), ["ShelfRow.swift:4 tap-gesture-as-button"])
        XCTAssertEqual(second.findings, cold().findings)
    }

    /// A use removed in one file makes the unchanged row dead (its finding goes), and put back
    /// brings it again; a change that leaves every file's references alone (a comment) keeps the merge.
    func testAChangeInOneFileUpdatesTheFindingsOfAnUnchangedFileThatDependsOnIt() throws {
        try write("PantryApp.swift", Self.app)
        try write("ShelfRow.swift", Self.row)
        try write("Shelf.swift", Self.showing)
        XCTAssertEqual(lines(lint()), ["ShelfRow.swift:4 tap-gesture-as-button"])

        try write("Shelf.swift", Self.unused)
        let removed = lint()
        XCTAssertFalse(removed.cacheStatistics.isMergedReferencesReused)
        XCTAssertEqual(lines(removed), [])
        XCTAssertEqual(removed.findings, cold().findings)
        XCTAssertTrue(lint().cacheStatistics.isMergedReferencesReused)

        try write("Shelf.swift", Self.showing)
        let restored = lint()
        XCTAssertFalse(restored.cacheStatistics.isMergedReferencesReused)
        XCTAssertEqual(lines(restored), ["ShelfRow.swift:4 tap-gesture-as-button"])
        XCTAssertEqual(restored.findings, cold().findings)

        try write("Shelf.swift", "// The pantry's shelves.\n" + Self.showing)
        let commented = lint()
        XCTAssertTrue(commented.cacheStatistics.isMergedReferencesReused)
        XCTAssertEqual(commented.cacheStatistics.reusedFindings, 2, "only the changed file is checked")
        XCTAssertEqual(lines(commented), ["ShelfRow.swift:4 tap-gesture-as-button"])
    }

    /// A record that is damaged, truncated, of another namespace, or verifies but does not
    /// decode is ignored: the run merges as without it, and rewrites it.
    func testADamagedMergedRecordIsIgnoredAndRewritten() throws {
        try write("PantryApp.swift", Self.app)
        try write("ShelfRow.swift", Self.row)
        try write("Shelf.swift", Self.unused)
        _ = lint()
        let path = (cacheFolder as NSString).appendingPathComponent(try XCTUnwrap(mergedFiles.first))
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        let namespace = try XCTUnwrap(ContentHash(hexName: (path as NSString).lastPathComponent))
        XCTAssertNotNil(LintCache.decodeMerged(Array(good), namespace: namespace))
        XCTAssertNil(LintCache.decodeMerged(Array(good), namespace: ContentHash(high: 1, low: 2)))
        var flipped = good
        flipped[good.count / 2] ^= 0x5A
        // Verifies (the checksum is right) but a name table is no power of two: never decoded.
        var body = LintCache.mergedMagic
        var writer = CacheWriter()
        namespace.encode(to: &writer)
        ContentHash(high: 3, low: 4).encode(to: &writer)
        writer.writeUInt64List([7, 0, 0])
        body += writer.bytes
        var checksum = CacheWriter()
        ContentHash(body).encode(to: &checksum)
        let undecodable = Data(body + checksum.bytes)
        XCTAssertNil(LintCache.decodeMerged(Array(undecodable), namespace: namespace))
        // The files change too (the row is shown), so a trusted stale record would lose the finding.
        try write("Shelf.swift", Self.showing)
        for damaged in [flipped, good.prefix(good.count / 2), Data("not a record".utf8), undecodable] {
            try damaged.write(to: URL(fileURLWithPath: path))
            let result = lint()
            XCTAssertFalse(result.cacheStatistics.isMergedReferencesReused)
            XCTAssertEqual(lines(result), ["ShelfRow.swift:4 tap-gesture-as-button"])
            let again = lint()
            XCTAssertTrue(again.cacheStatistics.isMergedReferencesReused, "the record was rewritten")
            XCTAssertEqual(again.findings, cold().findings)
        }
        // A record of other files (its key no longer matches) is not taken either.
        try good.write(to: URL(fileURLWithPath: path))
        let stale = lint()
        XCTAssertFalse(stale.cacheStatistics.isMergedReferencesReused)
        XCTAssertEqual(lines(stale), ["ShelfRow.swift:4 tap-gesture-as-button"])
    }

    // MARK: - The merged model

    /// An icon button whose label comes from an alias declared in another file.
    static let controls = """
    import UIKit
    final class PantryHeader: UIView {
        func configure() {
            let scan = UIButton(type: .system)
            scan.setImage(UIImage(systemName: "barcode"), for: .normal)
            scan.shelfLabel = "Scan"
            addSubview(scan)
        }
    }

    """
    static let alias = """
    import UIKit
    extension UIView {
        var shelfLabel: String? {
            get { accessibilityLabel }
            set { accessibilityLabel = newValue }
        }
    }

    """
    static let notAnAlias = """
    import UIKit
    extension UIView {
        var shelfLabel: String? {
            get { nil }
            set { print(newValue ?? "") }
        }
    }

    """

    private var modelFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? []).filter { $0.hasSuffix(LintCache.modelSuffix) }
    }

    /// A file changed without changing its shared facts: the model is the last run's. A changed
    /// fact (the alias no longer sets the label) merges again and updates the unchanged file.
    func testTheModelIsReusedOnlyWhileNoFilesFactsChanged() throws {
        try write("PantryHeader.swift", Self.controls)
        try write("ShelfLabel.swift", Self.alias)
        XCTAssertEqual(lines(lint()), [])
        XCTAssertEqual(modelFiles.count, 1, "the first run's model is kept")
        let unchanged = lint()
        XCTAssertFalse(unchanged.cacheStatistics.isModelReused, "no file to check: no model needed")

        try write("PantryHeader.swift", "// The header above the shelves.\n" + Self.controls)
        let commented = lint()
        XCTAssertTrue(commented.cacheStatistics.isModelReused)
        XCTAssertEqual(lines(commented), [])
        XCTAssertEqual(commented.findings, cold().findings)

        try write("ShelfLabel.swift", Self.notAnAlias)
        let changed = lint()
        XCTAssertFalse(changed.cacheStatistics.isModelReused)
        XCTAssertEqual(lines(changed), ["PantryHeader.swift:6 icon-button-missing-label"])
        XCTAssertEqual(changed.findings, cold().findings)

        try write("PantryHeader.swift", "// The header.\n" + Self.controls)
        let again = lint()
        XCTAssertTrue(again.cacheStatistics.isModelReused, "the new merge was kept")
        XCTAssertEqual(lines(again), ["PantryHeader.swift:6 icon-button-missing-label"])
        XCTAssertEqual(again.findings, cold().findings)
    }

    /// A model record that is damaged, of other facts, or verifies but does not decode is
    /// ignored: the files' facts are merged as without it, and the record rewritten.
    func testADamagedModelRecordIsIgnoredAndRewritten() throws {
        try write("PantryHeader.swift", Self.controls)
        try write("ShelfLabel.swift", Self.alias)
        _ = lint()
        let path = (cacheFolder as NSString).appendingPathComponent(try XCTUnwrap(modelFiles.first))
        let old = try Data(contentsOf: URL(fileURLWithPath: path))
        let namespace = try XCTUnwrap(ContentHash(hexName: (path as NSString).lastPathComponent))
        // The alias goes: the record now holds the model of these facts.
        try write("ShelfLabel.swift", Self.notAnAlias)
        XCTAssertEqual(lines(lint()), ["PantryHeader.swift:5 icon-button-missing-label"])
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        var keyReader = CacheReader(Array(good), offset: LintCache.modelMagic.count + 16)
        let key = try ContentHash(from: &keyReader)
        XCTAssertNotNil(LintCache.decodeModel(Array(good), namespace: namespace, key: key))
        var flipped = good
        flipped[good.count / 2] ^= 0x5A
        // Verifies, with the right key, but the model does not decode.
        var body = LintCache.modelMagic
        var writer = CacheWriter()
        namespace.encode(to: &writer)
        key.encode(to: &writer)
        writer.writeVarint(1_000)
        body += writer.bytes
        var checksum = CacheWriter()
        ContentHash(body).encode(to: &checksum)
        let undecodable = Data(body + checksum.bytes)
        XCTAssertNil(LintCache.decodeModel(Array(undecodable), namespace: namespace, key: key))
        var round = 0
        func commentHeader() throws {
            round += 1
            try write("PantryHeader.swift", String(repeating: "// A comment.\n", count: round) + Self.controls)
        }
        for damaged in [flipped, good.prefix(good.count / 2), Data("no model".utf8), undecodable] {
            try damaged.write(to: URL(fileURLWithPath: path))
            try commentHeader()
            let result = lint()
            XCTAssertFalse(result.cacheStatistics.isModelReused)
            XCTAssertEqual(result.findings.map(\.ruleID), ["icon-button-missing-label"])
            XCTAssertEqual(result.findings, cold().findings)
            try commentHeader()
            XCTAssertTrue(lint().cacheStatistics.isModelReused, "the record was rewritten")
        }
        // The model of other facts (where the alias still sets the label) is not taken.
        try old.write(to: URL(fileURLWithPath: path))
        try commentHeader()
        let stale = lint()
        XCTAssertFalse(stale.cacheStatistics.isModelReused)
        XCTAssertEqual(stale.findings.map(\.ruleID), ["icon-button-missing-label"])
    }

    func testTheModelRoundTripsWithEveryField() throws {
        var facts = FileFacts(path: "a")
        facts.types = [TypeFact(name: "PantryHeader", kind: .class, inheritance: ["UIView", "Scanning"], isExcludedFromIOS: false)]
        facts.writes = [MemberWrite(type: "PantryHeader", receiver: "scan", member: "accessibilityLabel", value: [])]
        facts.labelAliases = ["shelfLabel"]
        facts.buttonShapeReaders = ["ShelfButtonStyle"]
        let model = ProjectModel(facts: [facts], configuredLabelAliases: ["pantryLabel"], configuredButtons: ["ScanButton"])
        XCTAssertEqual(Mirror(reflecting: model).children.count, ProjectModel.cacheFieldCount,
                       "ProjectModel gained or lost a property: update its encoding at the end of ProjectModel.swift")
        let decoded = try ProjectModel(cacheBytes: model.cacheBytes)
        XCTAssertEqual(decoded.inheritance, model.inheritance)
        XCTAssertEqual(decoded.labelAliasNames, ["shelfLabel", "pantryLabel"])
        XCTAssertEqual(decoded.configuredButtons, ["ScanButton"])
        XCTAssertEqual(decoded.writes(in: "PantryHeader", receiver: "scan"), model.writes(in: "PantryHeader", receiver: "scan"))
        XCTAssertTrue(decoded.readsButtonShapes("ShelfButtonStyle"))
    }

    func testMergedReferencesRoundTripWithEveryField() throws {
        let files = [
            FileReferences.scanning(Array("UIApplicationMain ShelfRow restock".utf8)),
            FileReferences.scanning(Array("Shelf title".utf8)),
        ]
        var references = ProjectReferences(merging: files)
        references.deadCasesDigest = 42
        XCTAssertEqual(Mirror(reflecting: references).children.count, ProjectReferences.cacheFieldCount,
                       "ProjectReferences gained or lost a property: update its encoding in ReferenceIndex+CacheCoding.swift")
        let decoded = try ProjectReferences(cacheBytes: references.cacheBytes)
        XCTAssertEqual(decoded.cacheBytes, references.cacheBytes)
        XCTAssertEqual(decoded.used.sorted(), references.used.sorted())
        XCTAssertTrue(decoded.hasEntryPoint)
        XCTAssertEqual(decoded.deadCasesDigest, 42)
        XCTAssertEqual(FileReferences.hasEntryPoint(inCacheBytes: files[0].cacheBytes), true)
        XCTAssertEqual(FileReferences.hasEntryPoint(inCacheBytes: files[1].cacheBytes), false)
        XCTAssertNil(FileReferences.hasEntryPoint(inCacheBytes: [3]))
    }
}
