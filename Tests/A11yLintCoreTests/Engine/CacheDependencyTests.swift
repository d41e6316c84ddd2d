import Foundation
import XCTest
@testable import A11yLintCore

/// The cache's finer dependencies: findings are re-checked when what they looked up in
/// the project model changed, not when any file's facts did; a run that changed a few
/// files writes a journal, not the whole pack; packs of builds no longer used are removed;
/// pass 2 reads a file again and notices when it changed since pass 1.
final class CacheDependencyTests: CacheFolderTestCase {
    static let share = """
    import UIKit
    final class ShareControl: BaseControl {
        func configure() {
            accessibilityLabel = " "
        }
    }

    """
    static let control = "import UIKit\nclass BaseControl: UIControl {}\n"
    static let notAControl = "import Foundation\nclass BaseControl: NSObject {}\n"
    static let tap = "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"Open\").onTapGesture { open() } }\n}\n"

    private func names(_ suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(suffix) }
    }

    /// A type added in one file re-checks that file only; a superclass changed in one file
    /// re-checks the file whose finding looked that class up, and its finding follows.
    func testOnlyFilesWhoseLookupsChangedAreCheckedAgain() throws {
        try write("ShareControl.swift", Self.share)
        let base = try write("BaseControl.swift", Self.control)
        try write("Row.swift", Self.tap)
        let plain = try write("Plain.swift", "struct Plain {}\n")
        let first = lint()
        XCTAssertEqual(lines(first), ["Row.swift:3 tap-gesture-as-button", "ShareControl.swift:4 empty-accessibility-label"])
        XCTAssertEqual(first.findings, cold().findings)

        try Data("struct Plain {}\nextension Unrelated {}\nstruct Added: Equatable {}\n".utf8).write(to: URL(fileURLWithPath: plain))
        let added = lint()
        XCTAssertEqual(added.findings, cold().findings)
        XCTAssertEqual(added.cacheStatistics.restoredFiles, 3)
        XCTAssertEqual(added.cacheStatistics.reusedFindings, 3, "only the changed file is checked")
        XCTAssertEqual(lint().cacheStatistics.reusedFindings, 4)

        try Data(Self.notAControl.utf8).write(to: URL(fileURLWithPath: base))
        let changed = lint()
        XCTAssertEqual(lines(changed), ["Row.swift:3 tap-gesture-as-button"])
        XCTAssertEqual(changed.findings, cold().findings)
        XCTAssertEqual(changed.cacheStatistics.reusedFindings, 2, "the changed file and the file that looked its class up")
        let again = lint()
        XCTAssertEqual(again.findings, changed.findings)
        XCTAssertEqual(again.cacheStatistics.reusedFindings, 4)
        XCTAssertFalse(again.cacheStatistics.isWritten)

        try Data(Self.control.utf8).write(to: URL(fileURLWithPath: base))
        XCTAssertEqual(lines(lint()), ["Row.swift:3 tap-gesture-as-button", "ShareControl.swift:4 empty-accessibility-label"])
        // Deleting the declaring file counts too.
        try FileManager.default.removeItem(atPath: base)
        let deleted = lint()
        XCTAssertEqual(deleted.findings, cold().findings)
        XCTAssertEqual(lines(deleted), ["Row.swift:3 tap-gesture-as-button"])
    }

    /// One changed file is written to the journal; the pack stays as it was, and a
    /// damaged journal is ignored, never trusted.
    func testAFewChangedFilesWriteTheJournalNotThePack() throws {
        for index in 0..<5 { try write("Row\(index).swift", Self.tap.replacingOccurrences(of: "Row", with: "Row\(index)")) }
        let plain = try write("Plain.swift", "struct Plain {}\n")
        _ = lint()
        let packs = try names(".a11ycache")
        XCTAssertEqual(packs.count, 1)
        let pack = (cacheFolder as NSString).appendingPathComponent(packs[0])
        let packBytes = try Data(contentsOf: URL(fileURLWithPath: pack))
        XCTAssertEqual(try names(".a11yjournal"), [])

        try Data("struct Plain { var count = 1 }\n".utf8).write(to: URL(fileURLWithPath: plain))
        let changed = lint()
        XCTAssertTrue(changed.cacheStatistics.isWritten)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: pack)), packBytes, "the pack is not rewritten for one entry")
        let journals = try names(".a11yjournal")
        XCTAssertEqual(journals.count, 1)
        let unchanged = lint()
        XCTAssertEqual(unchanged.cacheStatistics.restoredFiles, 6)
        XCTAssertEqual(unchanged.cacheStatistics.reusedFindings, 6)
        XCTAssertFalse(unchanged.cacheStatistics.isWritten)
        XCTAssertEqual(unchanged.findings, cold().findings)

        // A damaged journal: its entries are not trusted, the pack's still are.
        let journal = (cacheFolder as NSString).appendingPathComponent(journals[0])
        var damaged = try Data(contentsOf: URL(fileURLWithPath: journal))
        damaged[damaged.count / 2] ^= 0x5A
        try damaged.write(to: URL(fileURLWithPath: journal))
        let recovered = lint()
        XCTAssertEqual(recovered.findings, cold().findings)
        XCTAssertEqual(recovered.cacheStatistics.restoredFiles, 5, "the changed file's entry was only in the journal")
        XCTAssertEqual(lint().cacheStatistics.restoredFiles, 6)
    }

    /// Packs of tool builds (or configurations) no run used lately are removed when a pack
    /// is written: the current one and the three most recent others stay.
    func testPacksOfBuildsNoLongerUsedAreRemoved() throws {
        try write("Row.swift", Self.tap)
        for build in 1...6 {
            XCTAssertEqual(lines(lint(identity: "test build \(build)")), ["Row.swift:3 tap-gesture-as-button"])
        }
        XCTAssertEqual(try names(".a11ycache").count, 1 + LintCache.keptOtherNamespaces)
        XCTAssertEqual(lint(identity: "test build 6").cacheStatistics.restoredFiles, 1)
        XCTAssertEqual(lint(identity: "test build 5").cacheStatistics.restoredFiles, 1)
        XCTAssertEqual(lint(identity: "test build 1").cacheStatistics.restoredFiles, 0, "removed")
    }

    /// Pass 1 lets a checked file's bytes go; pass 2 reads it again, and a file changed in
    /// between is loaded afresh (its triggers are those of what is there now) or, when it
    /// is gone, reported as unreadable.
    func testPassTwoReadsTheFileAgainAndNoticesAChange() throws {
        let path = try write("Row.swift", Self.tap)
        let linter = Linter(configuration: .default)
        let collectors = linter.collectors.map(\.collector)
        let file = LoadedFile.load(SourceInput(path: path, bytes: nil), readFromDisk: true, names: linter.names,
                                   lintsHidden: false, triggers: linter.triggers, collectors: collectors)
        XCTAssertNil(file.source, "pass 1 keeps no bytes")
        XCTAssertNotNil(file.rereadDigest)
        let (same, isSame) = file.reread(names: linter.names, lintsHidden: false, triggers: linter.triggers, collectors: collectors)
        XCTAssertTrue(isSame)
        XCTAssertEqual(same.source?.bytes, Array(Self.tap.utf8))

        try Data("struct Plain {}\n".utf8).write(to: URL(fileURLWithPath: path))
        let (changed, isAsRead) = file.reread(names: linter.names, lintsHidden: false, triggers: linter.triggers,
                                              collectors: collectors)
        XCTAssertFalse(isAsRead)
        XCTAssertFalse(changed.needsRules, "the new content triggers nothing")

        try FileManager.default.removeItem(atPath: path)
        let (gone, isGoneAsRead) = file.reread(names: linter.names, lintsHidden: false, triggers: linter.triggers,
                                               collectors: collectors)
        XCTAssertFalse(isGoneAsRead)
        XCTAssertEqual(gone.ioFindings.map(\.ruleID), [BuiltinDiagnostics.ioErrorID])
        let (findings, _, _) = linter.checkAsRead(file, project: ProjectModel(), collected: [])
        XCTAssertEqual(findings.map(\.ruleID), [BuiltinDiagnostics.ioErrorID])
    }
}
