import XCTest
@testable import A11yLintCore

/// `NameMap` (`Project/NameMap.swift`): hashes to small integers, past its first capacity.
final class NameMapTests: XCTestCase {
    func testValuesSurviveGrowthAndReplacement() {
        var map = NameMap(capacity: 2)
        let names = (0..<500).map { NameHash.hash("name\($0)") }
        for (position, name) in names.enumerated() { map.set(name, to: Int32(position)) }
        XCTAssertEqual(map.count, 500)
        for (position, name) in names.enumerated() { XCTAssertEqual(map[name], Int32(position)) }
        XCTAssertNil(map[NameHash.hash("absent")])
        map.set(names[7], to: -1)
        XCTAssertEqual(map[names[7]], -1)
        XCTAssertEqual(map.count, 500)
        // An id in order of first sight: a known name keeps its own.
        var next: Int32 = 500
        XCTAssertEqual(map.value(for: names[3]) { next += 1; return next }, 3)
        XCTAssertEqual(map.value(for: NameHash.hash("new")) { next += 1; return next }, 501)
        XCTAssertEqual(next, 501)
    }

    /// 0 marks an empty slot: a name hashing to 0 is the same key as 1, as in `NameSet`.
    func testZeroIsStoredAsOne() {
        var map = NameMap()
        map.set(0, to: 4)
        XCTAssertEqual(map[1], 4)
        XCTAssertEqual(map[0], 4)
        var set = NameSet()
        XCTAssertTrue(set.insert(0))
        XCTAssertFalse(set.insert(1))
        XCTAssertTrue(set.contains(1))
    }
}
