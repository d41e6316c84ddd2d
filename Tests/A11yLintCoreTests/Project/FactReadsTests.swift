import XCTest
@testable import A11yLintCore

/// What the incremental cache records of a check's lookups in the project model: every
/// lookup is noted, and the digest of what they find changes exactly when a value they
/// found changes (another type added elsewhere leaves it alone).
final class FactReadsTests: XCTestCase {
    private func model(_ types: [(String, DeclarationKind, [String])], writes: [MemberWrite] = [],
                       aliases: [String] = []) -> ProjectModel {
        var facts = FileFacts(path: "App.swift")
        facts.types = types.map { TypeFact(name: $0.0, kind: $0.1, inheritance: $0.2, isExcludedFromIOS: false) }
        facts.writes = writes
        facts.labelAliases = aliases
        return ProjectModel(facts: [facts])
    }

    func testTheDigestFollowsTheValuesLookedUpAndNothingElse() {
        let base = model([("RoundButton", .class, ["UIButton"]), ("Card", .struct, ["View"])])
        let reads = FactReads()
        XCTAssertTrue(base.recording(into: reads).isControl("RoundButton"))
        let looked = reads.reads
        XCTAssertTrue(looked.contains(FactRead(table: .inheritance, key: "RoundButton")), "\(looked)")
        XCTAssertEqual(looked, looked.sorted(), "sorted")
        XCTAssertEqual(Set(looked).count, looked.count, "distinct")
        let digest = base.digest(of: looked)

        // Another type added, in any file: the same lookups find the same values.
        let added = model([("RoundButton", .class, ["UIButton"]), ("Card", .struct, ["View"]), ("Badge", .struct, ["View"])])
        XCTAssertEqual(added.digest(of: looked), digest)
        // The looked-up type's superclass changed: the digest changes.
        let changed = model([("RoundButton", .class, ["UIView"]), ("Card", .struct, ["View"])])
        XCTAssertFalse(changed.isControl("RoundButton"))
        XCTAssertNotEqual(changed.digest(of: looked), digest)
        // A type the chain reached by name now declared in the project: the digest changes.
        let declared = model([("RoundButton", .class, ["UIButton"]), ("UIButton", .class, ["NSObject"])])
        XCTAssertNotEqual(declared.digest(of: looked), digest)

        // As the cache stores them: the same digest, with value digests shared through the memo.
        var writer = CacheWriter()
        writer.write(looked)
        var memo: [ArraySlice<UInt8>: ContentHash] = [:]
        XCTAssertEqual(base.digest(ofEncoded: writer.bytes, memo: &memo), digest)
        XCTAssertEqual(memo.count, looked.count)
        XCTAssertEqual(base.digest(ofEncoded: writer.bytes, memo: &memo), digest, "from the memo")
        var fresh: [ArraySlice<UInt8>: ContentHash] = [:]
        XCTAssertEqual(changed.digest(ofEncoded: writer.bytes, memo: &fresh), changed.digest(of: looked))
        XCTAssertNil(base.digest(ofEncoded: Array(writer.bytes.dropLast()), memo: &fresh), "truncated")
    }

    func testEveryKindOfLookupIsNoted() {
        let write = MemberWrite(type: "Player", receiver: "", member: "accessibilityLabel", value: [])
        let base = model([("Player", .class, ["UIView"])], writes: [write], aliases: ["accLabelText"])
        let reads = FactReads()
        let recording = base.recording(into: reads)
        _ = recording.writes(in: "Player", receiver: "")
        _ = recording.propertyType(in: "Player", property: "title")
        _ = recording.isLabeledAtEveryUse("Badge")
        _ = recording.readsButtonShapes(nil)
        _ = recording.labelAliasNames
        _ = recording.typeKinds["Player"]
        _ = recording.viewSemantics["Badge"]
        _ = recording.typesExcludedFromIOS.contains("Player")
        _ = recording.isViewController("Player")
        _ = recording.isAppKitOnly
        let tables = Set(reads.reads.map(\.table))
        XCTAssertEqual(tables, Set(FactTable.allCases), "tables never noted: \(Set(FactTable.allCases).subtracting(tables))")
        // The model without a recorder notes nothing and answers the same.
        XCTAssertEqual(base.writes(in: "Player", receiver: ""), recording.writes(in: "Player", receiver: ""))
        XCTAssertTrue(base.labelAliasNames.contains("accLabelText"))
        // A label alias added anywhere changes what reading every alias found.
        let more = model([("Player", .class, ["UIView"])], writes: [write], aliases: ["accLabelText", "voiceLabel"])
        XCTAssertNotEqual(more.digest(of: [FactRead.whole(.labelAliasNames)]), base.digest(of: [FactRead.whole(.labelAliasNames)]))
        let written = model([("Player", .class, ["UIView"])], writes: [], aliases: ["accLabelText"])
        XCTAssertNotEqual(written.digest(of: reads.reads), base.digest(of: reads.reads))
    }

    /// The guard for a fact added later: every stored property of the model is a table
    /// that notes its lookups, or one whose lookups its methods note (listed here, each
    /// checked by `testEveryKindOfLookupIsNoted`). A new fact must declare its reads
    /// (ProjectModel+Reads.swift) or cached findings could miss its changes.
    /// `references` (dead code) is the one fact tracked another way: each cached file's
    /// dependency digest holds whether every name it declares is used (`CacheSession.dependencies`).
    func testEveryStoredFactOfTheModelNotesItsLookups() {
        let notedInMethods: Set<String> = ["writes", "propertyTypes", "viewUses", "labelAliasStorage",
                                           "configuredButtons", "reads", "isAppKitOnlyValue"]
        let trackedByDependencyDigest: Set<String> = ["references"]
        for child in Mirror(reflecting: ProjectModel()).children {
            guard let label = child.label, !trackedByDependencyDigest.contains(label) else { continue }
            let isRecorded = child.value is RecordedSet || String(describing: type(of: child.value)).hasPrefix("RecordedTable<")
            XCTAssertTrue(isRecorded || notedInMethods.contains(label),
                          "ProjectModel.\(label) is read without noting the lookup: make it a RecordedTable or note it (FactTable)")
        }
    }
}
