import Foundation
import XCTest
@testable import A11yLintCore

/// Freed heap pages go back to the system at a phase boundary (`ResidentMemory`).
final class ResidentMemoryTests: XCTestCase {
    /// `VmRSS` of this process in bytes, from `/proc/self/status`.
    func residentBytes() throws -> Int {
        let text = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try XCTUnwrap(Int(String(line.filter(\.isNumber)))) * 1024
    }

    /// 64 MB of 32 KB buffers (below the mmap threshold, so on the heap), every other one
    /// freed, as pass 1 leaves a file's tokens between the facts that stay: the freed pages
    /// sit between live ones (never at the heap's top, which `free` trims by itself), so
    /// they leave the resident set only when trimmed.
    func testFreedPagesBetweenLiveOnesLeaveTheResidentSet() throws {
        #if os(Linux)
        var buffers: [[UInt8]?] = []
        for index in 0..<2048 {
            buffers.append([UInt8](repeating: UInt8(truncatingIfNeeded: index | 1), count: 32 << 10))
        }
        for index in stride(from: 0, to: buffers.count, by: 2) { buffers[index] = nil }
        let before = try residentBytes()
        ResidentMemory.releaseFreedPages()
        let after = try residentBytes()
        // 32 MB were freed; at least a quarter of it must leave (each freed buffer keeps the
        // page holding its chunk header).
        XCTAssertGreaterThan(before - after, 8 << 20, "resident \(before >> 20) MB before the trim, \(after >> 20) MB after")
        let kept = buffers.compactMap { $0 }
        XCTAssertEqual(kept.count, 1024)
        XCTAssertTrue(kept.enumerated().allSatisfy { $1.count == 32 << 10 && $1[100] == UInt8(truncatingIfNeeded: (2 * $0 + 1) | 1) })
        #endif
    }
}
