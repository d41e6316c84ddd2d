import XCTest
@testable import A11yLintCore

/// The one binary search every sorted lookup uses, checked against a linear scan.
final class BinarySearchTests: XCTestCase {
    func testMatchesALinearScan() {
        var random = SplitMix64(seed: 14)
        for length in 0..<40 {
            let values = (0..<length).map { _ in Int(random.next() % 20) }.sorted()
            for probe in -1...21 {
                XCTAssertEqual(values.partitioningIndex { $0 > probe }, values.firstIndex { $0 > probe } ?? values.count,
                               "\(values) > \(probe)")
                XCTAssertEqual(values.partitioningIndex { $0 >= probe }, values.firstIndex { $0 >= probe } ?? values.count,
                               "\(values) >= \(probe)")
            }
        }
    }

    func testSlicesKeepTheirIndices() {
        let slice = [1, 3, 5, 7, 9][2...]
        XCTAssertEqual(slice.partitioningIndex { $0 > 6 }, 3)
        XCTAssertEqual(slice.partitioningIndex { $0 > 100 }, slice.endIndex)
        XCTAssertEqual(slice.partitioningIndex { _ in true }, slice.startIndex)
        XCTAssertEqual([Int]().partitioningIndex { _ in true }, 0)
    }
}
