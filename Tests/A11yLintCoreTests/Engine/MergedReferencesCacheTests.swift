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
