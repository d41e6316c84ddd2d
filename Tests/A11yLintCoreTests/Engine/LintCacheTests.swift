import Foundation
import XCTest
@testable import A11yLintCore

/// The incremental cache: cached runs give exactly the findings of cold runs, and any
/// change a finding could depend on (the file, another file's cross-file facts, the
/// configuration, the tool build) is noticed; damaged packs are ignored and rewritten.
final class LintCacheTests: CacheFolderTestCase {
    static let controls = """
    import UIKit
    final class PlayerControls: UIView {
        func build() {
            let rewind = UIButton(type: .system)
            rewind.setImage(UIImage(named: "rewind-15"), for: .normal)
            rewind.accLabelText = "Back 15 seconds"
        }
    }

    """
    static let alias = """
    import UIKit
    extension UIView {
        @IBInspectable var accLabelText: String? {
            get { accessibilityLabel }
            set { accessibilityLabel = newValue }
        }
    }

    """
    static let notAnAlias = alias.replacingOccurrences(of: "set { accessibilityLabel = newValue }",
                                                       with: "set { accessibilityHint = newValue }")
    static let tap = "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"Open\").onTapGesture { open() } }\n}\n"

    private func packs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".a11ycache") }
    }

    func testUnchangedRerunGivesIdenticalFindingsFromTheCache() throws {
        try write("Controls.swift", Self.controls)
        try write("Alias.swift", Self.alias)
        try write("Row.swift", Self.tap)
        let first = lint()
        XCTAssertEqual(first.findings, cold().findings)
        XCTAssertEqual(first.cacheStatistics.restoredFiles, 0)
        XCTAssertTrue(first.cacheStatistics.isWritten)
        XCTAssertEqual(lines(first), ["Row.swift:3 tap-gesture-as-button"])
        let second = lint()
        XCTAssertEqual(second.findings, first.findings)
        XCTAssertEqual(second.fileCount, first.fileCount)
        XCTAssertEqual(second.byteCount, first.byteCount)
        XCTAssertEqual(second.lineCount, first.lineCount)
        XCTAssertEqual(second.cacheStatistics.restoredFiles, 3)
        XCTAssertEqual(second.cacheStatistics.reusedFindings, 3)
        // The folder is marked for git and backup tools.
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        XCTAssertTrue(names.contains(".gitignore") && names.contains("CACHEDIR.TAG"), "\(names)")
    }

    func testAChangedFileIsLintedAgain() throws {
        let row = try write("Row.swift", Self.tap)
        try write("Clean.swift", "struct Plain {}\n")
        XCTAssertEqual(lines(lint()), ["Row.swift:3 tap-gesture-as-button"])
        try Data("import SwiftUI\nstruct Row: View {\n    var body: some View { Button(\"Open\") { open() } }\n}\n".utf8)
            .write(to: URL(fileURLWithPath: row))
        let changed = lint()
        XCTAssertEqual(lines(changed), [])
        XCTAssertEqual(changed.findings, cold().findings)
    }

    /// A label alias declared in one file silences a finding in another; changing only
    /// the declaring file must bring the other file's finding back (and take it away again).
    func testCrossFileFactChangeUpdatesFindingsInUnchangedFiles() throws {
        try write("Controls.swift", Self.controls)
        let alias = try write("Alias.swift", Self.alias)
        XCTAssertEqual(lines(lint()), [])
        XCTAssertEqual(lines(lint()), [])

        try Data(Self.notAnAlias.utf8).write(to: URL(fileURLWithPath: alias))
        let appeared = lint()
        XCTAssertEqual(lines(appeared), ["Controls.swift:5 icon-button-missing-label"])
        XCTAssertEqual(appeared.findings, cold().findings)
        XCTAssertEqual(lines(lint()), ["Controls.swift:5 icon-button-missing-label"])

        try Data(Self.alias.utf8).write(to: URL(fileURLWithPath: alias))
        XCTAssertEqual(lines(lint()), [])
        // Deleting the declaring file counts too.
        try FileManager.default.removeItem(atPath: alias)
        XCTAssertEqual(lines(lint()), ["Controls.swift:5 icon-button-missing-label"])
    }

    static let toggle = """
    import UIKit
    final class SweepToggle: UIView {
        var onToggle: (() -> Void)?
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onToggle?() }
    }

    """
    static func effects(labeled: Bool) -> String {
        let accessibility = labeled ? """
                                <accessibility key="accessibilityConfiguration" label="Filter sweep">
                                    <accessibilityTraits key="traits" adjustable="YES"/>
                                    <bool key="isElement" value="YES"/>
                                </accessibility>
        """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
                        <view contentMode="center" id="t1" customClass="SweepToggle">
        \(accessibility)
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>

        """
    }

    /// What a storyboard says of a class's instances (labeled adjustable elements) silences the
    /// Swift class's finding; a cached re-run restores the document's facts, and changing only
    /// the document brings the finding back.
    func testAnInterfaceBuilderChangeUpdatesFindingsInUnchangedSwiftFiles() throws {
        let swift = try write("SweepToggle.swift", Self.toggle)
        let xib = try write("Effects.xib", Self.effects(labeled: true))
        XCTAssertEqual(lines(lint()), [])
        let cached = lint()
        XCTAssertEqual(lines(cached), [])
        XCTAssertEqual(cached.cacheStatistics.restoredFiles, 2)
        // The Swift file changes, the document does not: its facts come from its entry.
        try Data((Self.toggle + "// Sweeps the filter.\n").utf8).write(to: URL(fileURLWithPath: swift))
        let restored = lint()
        XCTAssertEqual(lines(restored), [])
        XCTAssertEqual(restored.cacheStatistics.restoredFiles, 1)

        try Data(Self.effects(labeled: false).utf8).write(to: URL(fileURLWithPath: xib))
        let appeared = lint()
        XCTAssertEqual(lines(appeared), ["SweepToggle.swift:4 touch-handling-without-activate"])
        XCTAssertEqual(appeared.findings, cold().findings)
        XCTAssertEqual(lines(lint()), ["SweepToggle.swift:4 touch-handling-without-activate"])

        try Data(Self.effects(labeled: true).utf8).write(to: URL(fileURLWithPath: xib))
        XCTAssertEqual(lines(lint()), [])
        try FileManager.default.removeItem(atPath: xib)
        XCTAssertEqual(lines(lint()), ["SweepToggle.swift:4 touch-handling-without-activate"])
    }

    /// A localization table goes through the cache like a document: an unchanged one is
    /// restored (not parsed again), and a changed value updates the unchanged Swift file
    /// that shows its key, both ways.
    func testALocalizationTableChangeUpdatesFindingsInUnchangedSwiftFiles() throws {
        let legal = "import SwiftUI\nstruct LegalFooter: View {\n    var body: some View {\n        Text(\"legal.terms\")\n    }\n}\n"
        try write("LegalFooter.swift", legal)
        let table = try write("Localizable.strings", "\"legal.terms\" = \"By signing in you accept the terms.\";\n")
        XCTAssertEqual(lines(lint()), [])
        let unchanged = lint()
        XCTAssertEqual(lines(unchanged), [])
        XCTAssertEqual(unchanged.cacheStatistics.restoredFiles, 2)
        XCTAssertEqual(unchanged.cacheStatistics.reusedFindings, 2)

        try write("Localizable.strings", "\"legal.terms\" = \"By signing in you accept the [terms](https://example.com/terms).\";\n")
        let linked = lint()
        XCTAssertEqual(lines(linked), ["LegalFooter.swift:4 link-not-underlined"])
        XCTAssertEqual(linked.findings, cold().findings)
        XCTAssertEqual(linked.cacheStatistics.restoredFiles, 1, "the Swift file is restored, the table parsed again")
        let restored = lint()
        XCTAssertEqual(lines(restored), ["LegalFooter.swift:4 link-not-underlined"])
        XCTAssertEqual(restored.cacheStatistics.restoredFiles, 2)

        // A table that stops parsing is an `io-error` and no longer gives its link.
        try write("Localizable.strings", "\"legal.terms\" = \"[terms](https://example.com/terms)\"\n\"x\";\n")
        let broken = lint()
        XCTAssertEqual(lines(broken), ["Localizable.strings:2 io-error"])
        XCTAssertEqual(broken.findings, cold().findings)
        try FileManager.default.removeItem(atPath: table)
        XCTAssertEqual(lines(lint()), [])
    }

    func testAConfigurationChangeStartsAnotherCache() throws {
        try write("Row.swift", Self.tap)
        XCTAssertEqual(lines(lint()), ["Row.swift:3 tap-gesture-as-button"])
        var configuration = Configuration.default
        configuration.rules.removeAll { $0.id == TapGestureAsButtonRule.id }
        let other = lint(configuration: configuration)
        XCTAssertEqual(lines(other), [])
        XCTAssertEqual(other.cacheStatistics.restoredFiles, 0)
        // A severity change is a configuration change too.
        var severe = Configuration.default
        let position = try XCTUnwrap(severe.rules.firstIndex { $0.id == TapGestureAsButtonRule.id })
        severe.rules[position] = try XCTUnwrap(RuleRegistry.rule(id: TapGestureAsButtonRule.id)).configure(.error)
        let errors = lint(configuration: severe)
        XCTAssertEqual(errors.findings.map(\.severity), [.error])
        XCTAssertEqual(try packs().count, 3)
        XCTAssertEqual(lint().findings.map(\.severity), [.warning])
    }

    func testAnotherToolBuildDoesNotReuseEntries() throws {
        try write("Row.swift", Self.tap)
        _ = lint(identity: "test build 1")
        let rebuilt = lint(identity: "test build 2")
        XCTAssertEqual(rebuilt.cacheStatistics.restoredFiles, 0)
        XCTAssertEqual(lines(rebuilt), ["Row.swift:3 tap-gesture-as-button"])
        XCTAssertEqual(lint(identity: "test build 1").cacheStatistics.restoredFiles, 1)
    }

    func testCorruptOrTruncatedPacksAreIgnoredAndRewritten() throws {
        try write("Row.swift", Self.tap)
        let expected = lines(lint())
        let pack = (cacheFolder as NSString).appendingPathComponent(try XCTUnwrap(try packs().first))
        let good = try Data(contentsOf: URL(fileURLWithPath: pack))
        // One flipped byte in the middle, a truncated file, garbage, and an empty file.
        var flipped = good
        flipped[good.count / 2] ^= 0x5A
        for damaged in [flipped, good.prefix(good.count / 3), Data("not a cache".utf8), Data()] {
            try damaged.write(to: URL(fileURLWithPath: pack))
            let result = lint()
            XCTAssertEqual(lines(result), expected)
            XCTAssertEqual(result.cacheStatistics.restoredFiles, 0)
            XCTAssertTrue(result.cacheStatistics.isWritten)
            XCTAssertEqual(lint().cacheStatistics.restoredFiles, 1, "the pack was rewritten")
        }
    }

    /// An entry whose checksum verifies but whose facts do not decode (as a future bug
    /// could write) is never trusted: the run starts cold and rewrites the pack.
    func testAnEntryThatDoesNotDecodeIsNotTrusted() throws {
        try write("Controls.swift", Self.controls)
        let alias = try write("Alias.swift", Self.alias)
        _ = lint()
        let pack = (cacheFolder as NSString).appendingPathComponent(try XCTUnwrap(try packs().first))
        let namespace = try XCTUnwrap(ContentHash(hexName: (pack as NSString).lastPathComponent))
        var entries = try XCTUnwrap(LintCache.decodePack(Array(try Data(contentsOf: URL(fileURLWithPath: pack))),
                                                         namespace: namespace))
        for position in entries.indices { entries[position].facts = [0xFF, 0xFF, 0xFF] }
        try Data(LintCache.encodePack(entries, namespace: namespace)).write(to: URL(fileURLWithPath: pack))
        // Changing the alias forces the facts to be read back.
        try Data(Self.notAnAlias.utf8).write(to: URL(fileURLWithPath: alias))
        let cache = LintCache(directory: cacheFolder, toolIdentity: "test build 1")
        var linter = Linter(configuration: .default)
        linter.cache = cache
        let result = linter.lint(paths: [root], jobs: 1)
        XCTAssertEqual(lines(result), ["Controls.swift:5 icon-button-missing-label"])
        XCTAssertEqual(cache.warnings.count, 1)
        XCTAssertEqual(lint().cacheStatistics.restoredFiles, 2)
    }

    /// Objective-C files are restored without libclang when unchanged, and parsed again
    /// when a cross-file fact changes, with the findings of a cold run every time.
    func testObjectiveCFilesAreCachedAndRecheckedWhenCrossFileFactsChange() throws {
        guard case .success = LibClang.load() else {
            XCTFail("libclang is needed (make test installs it)")
            return
        }
        try write("AvatarHeader.m", """
        @interface AvatarHeader : UIView
        @property (nonatomic, strong) UIImageView *avatarView;
        @end
        @implementation AvatarHeader
        - (void)awakeFromNib {
            self.avatarView.userInteractionEnabled = YES;
            UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(openProfile)];
            [self.avatarView addGestureRecognizer:tap];
        }
        - (void)openProfile { [self.delegate avatarHeaderDidOpenProfile:self]; }
        @end

        """)
        let alias = try write("Alias.swift", Self.alias)
        let first = lint()
        XCTAssertEqual(lines(first), ["AvatarHeader.m:7 tap-gesture-as-button"])
        XCTAssertEqual(first.findings, cold().findings)
        let second = lint()
        XCTAssertEqual(second.findings, first.findings)
        XCTAssertEqual(second.cacheStatistics.restoredFiles, 2)
        XCTAssertEqual(second.cacheStatistics.reusedFindings, 2)
        try Data(Self.notAnAlias.utf8).write(to: URL(fileURLWithPath: alias))
        let changed = lint()
        XCTAssertEqual(changed.findings, cold().findings)
        XCTAssertEqual(lines(changed), ["AvatarHeader.m:7 tap-gesture-as-button"])
        XCTAssertEqual(changed.cacheStatistics.reusedFindings, 0, "the Objective-C file was checked again")
        XCTAssertEqual(lint().findings, changed.findings)
    }

    func testAnUnwritableCacheFolderIsAWarningNotAFailure() throws {
        try write("Row.swift", Self.tap)
        let blocker = try write("blocker", "a file where the cache folder should be\n")
        let cache = LintCache(directory: (blocker as NSString).appendingPathComponent("cache"), toolIdentity: "t")
        var linter = Linter(configuration: .default)
        linter.cache = cache
        let result = linter.lint(paths: [(root as NSString).appendingPathComponent("Row.swift")], jobs: 1)
        XCTAssertEqual(lines(result), ["Row.swift:3 tap-gesture-as-button"])
        XCTAssertEqual(cache.warnings.count, 1)
        XCTAssertTrue(cache.warnings[0].contains("cannot write the cache"), cache.warnings[0])
    }

    /// Concurrent runs on one cache: each pack write is a rename, so every run still
    /// finds either no pack or a whole one, and the findings never change.
    func testConcurrentRunsDoNotCorruptTheCache() throws {
        for index in 0..<20 { try write("Row\(index).swift", Self.tap.replacingOccurrences(of: "Row", with: "Row\(index)")) }
        let expected = lines(cold())
        let results = ResultSlots<[String]>(count: 6)
        let folder = cacheFolder
        let paths = [root]
        DispatchQueue.concurrentPerform(iterations: 6) { run in
            var linter = Linter(configuration: .default)
            linter.cache = LintCache(directory: folder, toolIdentity: "test build 1")
            results.set(run, linter.lint(paths: paths, jobs: 1).findings.map {
                "\(($0.path as NSString).lastPathComponent):\($0.start.line) \($0.ruleID)"
            })
        }
        for run in results.values(count: 6) { XCTAssertEqual(run, expected) }
        XCTAssertEqual(lines(lint()), expected)
        XCTAssertEqual(try packs().count, 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        XCTAssertFalse(names.contains { $0.contains(".a11ylint-") }, "no temporary file left: \(names)")
    }

    // MARK: - Encoding

    func testEveryCachedTypeEncodesEveryStoredProperty() {
        func check<T: CacheFieldCounted>(_ value: T, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(Mirror(reflecting: value).children.count, T.cacheFieldCount,
                           "\(T.self) gained or lost a property: update its encoding in Engine/Cache/CacheCoding+Facts.swift",
                           file: file, line: line)
        }
        let range = ByteRange(start: 1, end: 2)
        let location = SourceLocation(line: 1, utf8Column: 1, utf16Column: 1)
        check(range)
        check(location)
        check(FindingNote(path: "a", range: range, start: location, message: "m"))
        check(Finding(ruleID: "r", severity: .warning, path: "a", range: range, start: location, end: location,
                      message: "m", fix: nil, sourceLine: "s"))
        check(TypeFact(name: "T", kind: .class, inheritance: [], isExcludedFromIOS: false))
        check(MemberWrite(type: "T", receiver: "", member: "m", value: []))
        check(ViewUse(type: "V", isCovered: false, actionSignatures: []))
        check(FileFacts(path: "a"))
        check(HideHelperUse(member: "m", isCall: false, receiver: "", receiverType: nil, enclosingType: "",
                            path: "a", range: range, start: location))
        check(LinkNotUnderlinedRule.FileInfo())
        check(FixedFontSizeRule.FileInfo())
        check(IconButtonMissingLabelRule.FileInfo())
        check(ImageMissingLabelRule.FileInfo())
        check(TapGestureAsButtonRule.FileInfo())
        check(TouchHandlingWithoutActivateRule.FileInfo())
        check(CachedFileSummary(isSwift: true, triggered: [], previews: nil, needsRules: true, isSkipped: false,
                                byteCount: 0, lineCount: 0))
    }

    func testEveryCollectingRuleIsCacheable() {
        for descriptor in RuleRegistry.rules {
            guard let collector = descriptor.configure(nil).collector else { continue }
            XCTAssertTrue(collector.isCacheable,
                          "\(descriptor.id): make its FileInfo CacheCodable (Engine/Cache/CacheCoding+Facts.swift)")
        }
    }

    func testEncodingsRoundTripAndSetsAreWrittenInOneOrder() throws {
        var facts = FileFacts(path: "App/View.swift")
        facts.types = [TypeFact(name: "Card", kind: .struct, inheritance: ["View"], isExcludedFromIOS: true)]
        facts.writes = [MemberWrite(type: "Card", receiver: "button", member: "accessibilityLabel", value: .isOverride)]
        facts.propertyTypes = [("Card", "button", "UIButton")]
        facts.labelAliases = ["accLabelText"]
        facts.views = [("Card", .buttonTrait)]
        facts.viewUses = [ViewUse(type: "Card", isCovered: true, actionSignatures: ["a", "b", "c", "d", "e"],
                                  isLabeled: true, isInPreview: false)]
        facts.buttonShapeReaders = [""]
        let decoded = try FileFacts(cacheBytes: facts.cacheBytes)
        XCTAssertEqual(decoded.cacheBytes, facts.cacheBytes)
        XCTAssertEqual(decoded.types.first?.inheritance, ["View"])
        XCTAssertEqual(decoded.propertyTypes.first?.propertyType, "UIButton")
        XCTAssertEqual(decoded.viewUses.first?.actionSignatures, ["a", "b", "c", "d", "e"])
        // The same set built in another order encodes to the same bytes.
        var reordered = facts
        reordered.viewUses[0].actionSignatures = Set(["e", "d", "c", "b", "a"])
        XCTAssertEqual(reordered.cacheBytes, facts.cacheBytes)
        // Every prefix of an encoding is malformed, never a crash.
        let bytes = facts.cacheBytes
        for length in 0..<bytes.count { XCTAssertNil(try? FileFacts(cacheBytes: Array(bytes.prefix(length)))) }
        let finding = Finding(ruleID: "r", severity: .error, path: "p", range: ByteRange(start: 3, end: 9),
                              start: SourceLocation(line: 2, utf8Column: 4, utf16Column: 3),
                              end: SourceLocation(line: 2, utf8Column: 10, utf16Column: 9), message: "m", fix: "f",
                              sourceLine: "line", notes: [FindingNote(path: "q", range: ByteRange(start: 0, end: 1),
                                                                      start: SourceLocation(line: 1, utf8Column: 1, utf16Column: 1),
                                                                      message: "n")])
        XCTAssertEqual(try Finding(cacheBytes: finding.cacheBytes), finding)
    }

    /// The rule-owned facts keep every field through the cache, the fields that later rules
    /// added too (stored and enum-case link producers, labels by owning type, wrappers that
    /// forward their label, image members shown from other files).
    func testRuleOwnedFactsRoundTripWithEveryField() throws {
        var links = LinkNotUnderlinedRule.FileInfo()
        links.markdownProducers = [("intro", false)]
        links.underliningConstants = ["underlined"]
        links.storedProducers = [("HeaderView", "caption", false)]
        links.caseProducers = [("styled", true)]
        links.attributedCases = ["styled"]
        links.markdownFields = ["Entry.note"]
        let decodedLinks = try LinkNotUnderlinedRule.FileInfo(cacheBytes: links.cacheBytes)
        XCTAssertEqual(decodedLinks.cacheBytes, links.cacheBytes)
        XCTAssertEqual(decodedLinks.storedProducers.first?.member, "caption")
        XCTAssertEqual(decodedLinks.caseProducers.first?.underlinesLinks, true)
        XCTAssertEqual(decodedLinks.attributedCases, ["styled"])
        XCTAssertEqual(decodedLinks.markdownFields, ["Entry.note"])

        var icons = IconButtonMissingLabelRule.FileInfo()
        icons.inTypes = [("Player", "playButton", "accessibilityLabel")]
        icons.ownReceivers = ["doneButton": [("ComposeViewController", "setTitle"), ("ServerForm", "accessibilityLabel")]]
        icons.labeledResults = ["makeCloseButton": ["accessibilityLabel"]]
        icons.imageFunctions = ["imageWithColor": [IconButtonMissingLabelRule.redrawMarker], "tinted": ["withTintColor"]]
        let decodedIcons = try IconButtonMissingLabelRule.FileInfo(cacheBytes: icons.cacheBytes)
        XCTAssertEqual(decodedIcons.cacheBytes, icons.cacheBytes)
        XCTAssertEqual(decodedIcons.imageFunctions["tinted"], ["withTintColor"])
        XCTAssertEqual(decodedIcons.ownReceivers["doneButton"]?.map(\.type), ["ComposeViewController", "ServerForm"])

        var images = ImageMissingLabelRule.FileInfo()
        images.useContexts = [("Badge", .body("Badge", accompanied: true))]
        images.labelForwardingViews = ["ActionToggle"]
        images.hiddenContentClosures = ["DetailsLayout.cover", "DetailsLayout.^0"]
        images.ownHelperUses = [("EntryView.circular", .body("EntryView", accompanied: false))]
        images.useContexts.append(("Cover", .slot("DetailsLayout.cover", then: .slot("Card.^0", then: .body("Screen", accompanied: false)))))
        images.memberUses = [("systemIcon", .onlyContent("Link")), ("logo", .exposed)]
        let decodedImages = try ImageMissingLabelRule.FileInfo(cacheBytes: images.cacheBytes)
        XCTAssertEqual(decodedImages.cacheBytes, images.cacheBytes)
        XCTAssertEqual(decodedImages.labelForwardingViews, ["ActionToggle"])
        XCTAssertEqual(decodedImages.hiddenContentClosures, ["DetailsLayout.cover", "DetailsLayout.^0"])
        XCTAssertEqual(decodedImages.ownHelperUses.first?.key, "EntryView.circular")
        XCTAssertEqual(decodedImages.useContexts.last?.context,
                       .slot("DetailsLayout.cover", then: .slot("Card.^0", then: .body("Screen", accompanied: false))))
        XCTAssertEqual(decodedImages.memberUses.map(\.name), ["systemIcon", "logo"])
        XCTAssertEqual(decodedImages.memberUses.first?.context, .onlyContent("Link"))
        var taps = TapGestureAsButtonRule.FileInfo()
        taps.factories = ["makeTap"]
        taps.cellRepeaters = [("didTapCell", "PlanCell")]
        taps.viewControlActions = [("PlayerBar", ["expand", "set:isOpen"])]
        taps.buttonElementTypes = ["BannerView"]
        let decodedTaps = try TapGestureAsButtonRule.FileInfo(cacheBytes: taps.cacheBytes)
        XCTAssertEqual(decodedTaps.cacheBytes, taps.cacheBytes)
        XCTAssertEqual(decodedTaps.cellRepeaters.first?.cell, "PlanCell")
        XCTAssertEqual(decodedTaps.viewControlActions.first?.actions, ["expand", "set:isOpen"])
        XCTAssertEqual(decodedTaps.buttonElementTypes, ["BannerView"])
        XCTAssertNil(try? TapGestureAsButtonRule.FileInfo(cacheBytes: Array(taps.cacheBytes.dropLast())))
        // A truncated entry is malformed, never half-read.
        XCTAssertNil(try? LinkNotUnderlinedRule.FileInfo(cacheBytes: Array(links.cacheBytes.dropLast())))
        XCTAssertNil(try? IconButtonMissingLabelRule.FileInfo(cacheBytes: Array(icons.cacheBytes.dropLast())))
        XCTAssertNil(try? ImageMissingLabelRule.FileInfo(cacheBytes: Array(images.cacheBytes.dropLast())))
    }

    func testContentHashSeparatesNearbyInputs() {
        var seen: Set<ContentHash> = []
        var bytes: [UInt8] = []
        for length in 0..<100 {
            XCTAssertTrue(seen.insert(ContentHash(bytes)).inserted, "length \(length)")
            var flipped = bytes
            if !flipped.isEmpty {
                flipped[length / 2] ^= 1
                XCTAssertTrue(seen.insert(ContentHash(flipped)).inserted, "flipped at \(length)")
            }
            bytes.append(UInt8(truncatingIfNeeded: length &* 31))
        }
        XCTAssertEqual(ContentHash(Array("abc".utf8)), ContentHash("abc"))
        XCTAssertEqual(ContentHash("abc").hex.count, 32)
    }
}

extension ContentHash {
    /// The hash a pack file is named by (`<32 hex digits>.a11ycache`).
    init?(hexName name: String) {
        let digits = name.prefix(32)
        guard digits.count == 32, let high = UInt64(digits.prefix(16), radix: 16),
              let low = UInt64(digits.suffix(16), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }
}
