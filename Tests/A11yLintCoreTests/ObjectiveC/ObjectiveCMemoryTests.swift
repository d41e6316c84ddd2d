import Foundation
import XCTest
@testable import A11yLintCore

/// What the Objective-C front end leaves resident: libclang's pages dropped once the files
/// are tokenized (and paged back in when it is called again), and lowerings kept at their
/// exact size until pass 2, the original text let go and read again for the findings.
final class ObjectiveCMemoryTests: XCTestCase {
    /// Only a readable, unwritable, private mapping with no page of its own may be dropped:
    /// the relocated read-only data (private dirty) and the writable data stay.
    func testOnlyCleanReadOnlyMappingsOfTheFileAreDroppable() {
        let smaps = """
        7f0000000000-7f0000400000 r--p 00000000 fe:00 1424                       /opt/lib/libclang.so.21
        Size:               4096 kB
        Rss:                3956 kB
        Private_Clean:         0 kB
        Private_Dirty:         0 kB
        Anonymous:             0 kB
        Swap:                  0 kB
        VmFlags: rd mr mw me
        7f0000400000-7f0004000000 r-xp 003dd000 fe:00 1424                       /opt/lib/libclang.so.21
        Rss:               16524 kB
        Private_Dirty:         0 kB
        Anonymous:             0 kB
        7f0004000000-7f0004200000 r--p 06074000 fe:00 1424                       /opt/lib/libclang.so.21
        Rss:                2140 kB
        Private_Dirty:      2140 kB
        Anonymous:          2140 kB
        7f0004200000-7f0004300000 rw-p 06290000 fe:00 1424                       /opt/lib/libclang.so.21
        Rss:                  68 kB
        Private_Dirty:        64 kB
        7f0004300000-7f0004400000 r--s 00000000 fe:00 77                         /tmp/shared file
        Rss:                   8 kB
        Private_Dirty:         0 kB
        7ffd00000000-7ffd00021000 rw-p 00000000 00:00 0                          [stack]
        Rss:                  12 kB
        """
        let mappings = LibClang.mappings(inSmaps: smaps)
        XCTAssertEqual(mappings.map(\.path), ["/opt/lib/libclang.so.21", "/opt/lib/libclang.so.21", "/opt/lib/libclang.so.21",
                                              "/opt/lib/libclang.so.21", "/tmp/shared file", "[stack]"])
        XCTAssertEqual(mappings.map(\.isDroppable), [true, true, false, false, false, false])
        XCTAssertEqual(mappings[1].start, 0x7f00_0040_0000)
        XCTAssertEqual(mappings[1].end, 0x7f00_0400_0000)
        XCTAssertEqual(mappings[1].resident, 16524 * 1024)
        XCTAssertEqual(mappings[2].privateBytes, 2 * 2140 * 1024)
    }

    /// After a parse, the library's pages leave the resident set; a parse after that pages
    /// them back in and reads the same tokens.
    func testPagesDroppedAfterAParseComeBackForTheNext() throws {
        #if os(Linux)
        let clang = try clang()
        let file = Array("@implementation Toolbar\n- (void)build { self.shareItem.tintColor = [UIColor clearColor]; }\n@end\n".utf8)
        let frontEnd = ObjectiveCFrontEnd(clang: clang)
        let before = try XCTUnwrap(frontEnd.parse(path: "Toolbar.m", bytes: file))
        XCTAssertGreaterThan(clang.releaseResidentPages(), 1 << 20)
        let after = try XCTUnwrap(frontEnd.parse(path: "Toolbar.m", bytes: file))
        XCTAssertEqual(after.tokens.map(\.range), before.tokens.map(\.range))
        XCTAssertEqual(after.tokens.map(\.kind), before.tokens.map(\.kind))
        XCTAssertGreaterThan(after.tokens.count, 20)
        #endif
    }

    /// A lowering's buffers hold what it wrote, not what was reserved for the worst case.
    func testLoweringsAreKeptAtTheirExactSize() throws {
        let clang = try clang()
        var code = "@implementation Feed\n"
        for index in 0..<200 { code += "- (void)f\(index) { [self.button\(index) setHidden:YES]; }\n" }
        code += "@end\n"
        let lowered = try XCTUnwrap(ObjectiveCSource.lower(path: "Feed.m", bytes: Array(code.utf8), clang: clang))
        XCTAssertLessThanOrEqual(lowered.bytes.capacity, lowered.bytes.count + lowered.bytes.count / 16 + 8)
        XCTAssertLessThanOrEqual(lowered.syntheticStarts.capacity, lowered.syntheticStarts.count + lowered.syntheticStarts.count / 16 + 8)
        XCTAssertLessThanOrEqual(lowered.originalStarts.capacity, lowered.originalStarts.count + lowered.originalStarts.count / 16 + 8)
        XCTAssertTrue(String(decoding: lowered.bytes, as: UTF8.self).contains("self.button199.isHidden = true"))
        XCTAssertEqual(ObjectiveCLowering.exactCopy([1, 2, 3]), [1, 2, 3])
        var reserved: [Int] = []
        reserved.reserveCapacity(1000)
        reserved.append(contentsOf: [4, 5])
        let copy = ObjectiveCLowering.exactCopy(reserved)
        XCTAssertEqual(copy, [4, 5])
        XCTAssertLessThan(copy.capacity, 100)
    }

    /// A file read from disk: pass 1 lets its original text go, pass 2 reads it again to map
    /// the findings; a file that changed in between is reported, not mapped into the new text.
    func testOriginalsAreReadAgainForFindingsAndAChangeIsReported() throws {
        let clang = try clang()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-objc-memory-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Toolbar.m").path
        let text = "@implementation Toolbar\n- (void)build { self.shareItem.tintColor = [UIColor clearColor]; }\n@end\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var linter = Linter(configuration: .only([HiddenByClearTintRule.id]))
        linter.libclangPath = clang.path
        let result = linter.lint(paths: [path], jobs: 1)
        XCTAssertEqual(result.findings.map { "\($0.ruleID):\($0.start.line)" }, ["\(HiddenByClearTintRule.id):2"])
        XCTAssertEqual(result.findings.first?.sourceLine, "- (void)build { self.shareItem.tintColor = [UIColor clearColor]; }")
        // The same findings as when the bytes are given (the original then stays in memory).
        let given = linter.lint([SourceInput(path: path, bytes: Array(text.utf8))], jobs: 1)
        XCTAssertEqual(result.findings, given.findings)
        // Changed once pass 1 is done with it (the first of its two steps).
        linter.progress = { finished, _ in
            if finished == 1 { try? Data(("\n\n" + text).utf8).write(to: URL(fileURLWithPath: path)) }
        }
        let changed = linter.lint(paths: [path], jobs: 1)
        XCTAssertEqual(changed.findings.map(\.ruleID), [BuiltinDiagnostics.ioErrorID])
        XCTAssertEqual(changed.findings.map(\.message), [BuiltinDiagnostics.changedWhileLintedMessage()])
    }
}
