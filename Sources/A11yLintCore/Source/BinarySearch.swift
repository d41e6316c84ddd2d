extension RandomAccessCollection {
    /// The index of the first element for which `isAfter` holds, or `endIndex` when none does
    /// (binary search). The collection must be partitioned by the predicate: every element
    /// for which it is false comes before every element for which it is true, as in a
    /// sorted array asked `{ $0 > value }` or `{ $0 >= value }`.
    @inlinable
    func partitioningIndex(where isAfter: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
